// A universal joint (a Cardan joint): the points coincide and axis_i stays perpendicular to axis_j,
// the two arms of its cross, four equations. No place in a planar model.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: universal` in model files.
extern const JointKind universal_joint;

}  // namespace mbdae
