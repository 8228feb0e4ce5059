// A cylindrical joint: axis_i stays parallel to axis_j and point_j stays on the line through point_i
// along axis_i, four equations; body_j slides along the axis and turns about it. No place in a planar
// model.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: cylindrical` in model files.
extern const JointKind cylindrical_joint;

/// The four rows of a cylindrical joint (a prismatic joint adds one).
void add_cylindrical_equations(const Joint& joint, JointConstraint& constraint);

}  // namespace mbdae
