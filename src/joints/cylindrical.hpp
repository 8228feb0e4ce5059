// A cylindrical joint: axis_i stays parallel to axis_j and point_j stays on the line through point_i
// along axis_i, four equations; body_j slides along the axis and turns about it. No place in a planar
// model.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: cylindrical` in model files.
extern const JointKind cylindrical_joint;

// A prismatic joint's entry and rows start as a cylindrical joint's:
/// The keys of its entry: two points (or a location) and two axes (or one axis).
inline constexpr std::string_view kCylindricalKeys[] = {"point_i", "point_j", "location", "axis", "axis_i", "axis_j"};
void read_cylindrical(const JointEntry& entry, Joint& joint);
/// Its four rows (a prismatic joint adds one).
void add_cylindrical_equations(const Model& model, const Joint& joint, JointConstraint& constraint);

}  // namespace mbdae
