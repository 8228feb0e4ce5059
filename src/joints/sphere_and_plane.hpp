// What the two sphere-on-plane joints share (rolling_sphere.cpp, sphere_on_plane.cpp): body_j is a
// sphere of `radius` centred at point_j, body_i holds a plane through point_i with unit normal axis_i
// (pointing to the sphere's side). Their model-file keys, their checks, and the one holonomic equation
//   (c − p) · n = R,
// the centre c stays R above the plane (n = A_i axis_i, p = r_i(point_i)).
#pragma once

#include <string_view>

#include "model/model.hpp"

namespace mbdae {

class JointEntry;        // joints/joint_entry.hpp
struct JointConstraint;  // joints/joint_constraint.hpp
struct Subject;          // model/checks.hpp

/// The keys: point_i, point_j, axis (ground frame, initial configuration) or axis_i, radius. The two
/// points are different places (the plane's point and the sphere's centre), so no `location`.
inline constexpr std::string_view kSphereAndPlaneKeys[] = {"point_i", "point_j", "axis", "axis_i", "radius"};

void read_sphere_and_plane(const JointEntry& entry, Joint& joint);
/// `type`: the joint's type, for the messages.
void check_sphere_and_plane(const Subject& subject, const Joint& joint, std::string_view type);
/// Appends (c − p) · n = R to the joint's equations.
void add_sphere_height_equation(const Joint& joint, JointConstraint& constraint);

}  // namespace mbdae
