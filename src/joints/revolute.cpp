#include "joints/revolute.hpp"

#include <cmath>

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/tree_motion.hpp"
#include "model/checks.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location", "axis", "axis_i", "axis_j",
                                      "angular_velocity", "angle", "angle_deg"};

void reject_keys(const JointEntry& entry) {
  // A planar revolute joint turns about z: no axis to give.
  if (entry.planar() && (entry.has("axis") || entry.has("axis_i") || entry.has("axis_j")))
    entry.fail(entry.line(), "a revolute joint of a planar model turns about z; remove its axis");
}

void read(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  if (!entry.planar()) read_joint_axes(entry, joint);
  if (entry.has("angular_velocity")) joint.angular_velocity = entry.number("angular_velocity");
  const int drives = entry.has("angular_velocity") + entry.has("angle") + entry.has("angle_deg");
  if (drives > 1)
    entry.fail(entry.line(), "a revolute joint is driven by one of angular_velocity, angle and angle_deg, not " +
                                 std::to_string(drives));
  // The angle body_j turns by relative to body_i, from the initial configuration (0 at t = 0 is the
  // consistent start; the assembly takes the joint there otherwise).
  if (entry.has("angle")) joint.drive_angle = entry.time_function("angle");
  if (entry.has("angle_deg")) {
    joint.drive_angle = entry.time_function("angle_deg");
    joint.drive_angle->scale = M_PI / 180.0;
  }
}

void check(const Subject& subject, const Joint& joint) {
  if (joint.angular_velocity && !std::isfinite(*joint.angular_velocity))
    subject.fail("angular_velocity must be finite");
}

/// Driven to `angle`(t) about `axis`: body j's x_j (⊥ axis) starts along body i's a = x_i, so E₁ = x_j,
/// E₂ = x_i, E₃ = y_i = axis × x_i (JointEquation::driven_angle).
JointEquation driven_angle_equation(const Model& model, const Joint& joint, const Eigen::Vector3d& axis,
                                    const TimeFunction& angle) {
  const auto perpendicular = perpendicular_pair(axis);
  const Eigen::Matrix3d i_to_j = initial_relative_rotation(model, joint);
  JointEquation driven;
  driven.kind = JointEquation::Kind::driven_angle;
  driven.first = single(direction(1, i_to_j * perpendicular[0]));
  driven.second = single(direction(0, perpendicular[0]));
  driven.third = single(direction(0, perpendicular[1]));
  driven.angle = angle;
  return driven;
}

void add_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
  for (const JointEquation& e : parallel_axes(joint)) c.equations.push_back(e);
  if (const auto angle = joint.driven_angle())
    c.equations.push_back(driven_angle_equation(model, joint, joint.axis_i, *angle));
}

void add_planar_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint, 2));
  if (const auto angle = joint.driven_angle())
    c.equations.push_back(driven_angle_equation(model, joint, Eigen::Vector3d::UnitZ(), *angle));
}

// As a tree joint: one angle θ about the axis, A_rel = R(a, θ) A_rel0, the joint point fixed.
void reference_angle(double* z) { z[0] = 0.0; }
void turn(const TreeJointGeometry& g, const double* z, const double*, TreeJointMotion& m) {
  m.rotation = rotation_about(g.axis, z[0]) * g.initial_rotation;
  m.offset = g.initial_offset;
  m.angular = g.axis;
}
constexpr TreeMotion kTreeMotion{.coordinates = 1, .reference_coordinates = reference_angle, .evaluate = turn};

}  // namespace

const JointKind revolute_joint{
    .name = "revolute",
    .keys = kKeys,
    .reject_keys = reject_keys,
    .read = read,
    .check = check,
    .add_equations = add_equations,
    .add_planar_equations = add_planar_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
