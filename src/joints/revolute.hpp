// A revolute joint (a hinge): the points coincide and axis_i stays parallel to axis_j, five equations;
// body_j turns relative to body_i about the axis only. In a planar model it turns about z: the points'
// x and y coincide, two equations (paper 003 §3).
// With `angular_velocity` it is driven: the rotation of body_j relative to body_i about the axis is
// angular_velocity · t from the initial configuration, one more (rheonomic) equation,
// JointEquation::driven_angle.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: revolute` in model files.
extern const JointKind revolute_joint;

}  // namespace mbdae
