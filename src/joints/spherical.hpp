// A spherical joint (a ball joint): point_i of body_i and point_j of body_j coincide, three equations;
// the bodies turn freely relative to each other. No place in a planar model, where it would be a
// revolute joint about z.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: spherical` in model files.
extern const JointKind spherical_joint;

}  // namespace mbdae
