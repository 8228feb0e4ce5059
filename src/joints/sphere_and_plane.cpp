#include "joints/sphere_and_plane.hpp"

#include <string>

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "model/checks.hpp"

namespace mbdae {

void read_sphere_and_plane(const JointEntry& entry, Joint& joint) {
  joint.point_i = entry.vector("point_i");
  joint.point_j = entry.vector("point_j");
  const bool axis = entry.has("axis");
  const bool axis_i = entry.has("axis_i");
  if (axis && axis_i) entry.fail(entry.line_of("axis"), "give either axis or axis_i (the plane's normal), not both");
  if (!axis && !axis_i)
    entry.fail(entry.line(), "missing required key 'axis_i' (the plane's normal in body_i's frame, or axis)");
  joint.axis_i = axis ? direction_in_body_frame(entry.model(), joint.body_i, entry.direction("axis"))
                      : entry.direction("axis_i");
  joint.radius = entry.positive_number("radius");
}

void check_sphere_and_plane(const Subject& subject, const Joint& joint, std::string_view type) {
  if (!joint.radius) subject.fail("a " + std::string(type) + " joint needs the sphere's radius");
  check_positive(subject, "radius", *joint.radius);
  if (joint.body_j == kGround)
    subject.fail("body_j of a " + std::string(type) + " joint is the sphere and must be a body, not ground");
}

void add_sphere_height_equation(const Joint& joint, JointConstraint& constraint) {
  constraint.equations.push_back(scalar_product(difference(point(1, joint.point_j), point(0, joint.point_i)),
                                                single(direction(0, joint.axis_i)), *joint.radius));
}

}  // namespace mbdae
