// A distance joint (a massless rod with ball ends): |r_i(point_i) − r_j(point_j)| = length, one
// equation, in space and in the plane. Without `length` the rod has the points' initial distance.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: distance` in model files.
extern const JointKind distance_joint;

}  // namespace mbdae
