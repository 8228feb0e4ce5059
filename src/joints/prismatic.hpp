// A prismatic joint (a slider): a cylindrical joint whose relative rotation about the axis is locked
// at its initial value, five equations; body_j only slides along the axis. In a planar model point_j
// stays on the line through point_i along the (in-plane) axis and the bodies keep their relative angle,
// two equations.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: prismatic` in model files.
extern const JointKind prismatic_joint;

}  // namespace mbdae
