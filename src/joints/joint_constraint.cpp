#include "joints/joint_constraint.hpp"

#include "core/error.hpp"
#include "joints/rolling_sphere.hpp"

namespace mbdae {
namespace {

/// |r_i(P_i) − r_j(P_j)|² = length², the length from the initial configuration when absent.
JointEquation distance_equation(const Model& model, const Joint& joint) {
  const double length = joint.length.value_or(
      (model.initial_point(joint.body_i, joint.point_i) - model.initial_point(joint.body_j, joint.point_j)).norm());
  const VectorExpression d = difference(point(0, joint.point_i), point(1, joint.point_j));
  return scalar_product(d, d, length * length);
}

/// A revolute joint driven at `rate` about `axis`: body j's x_j (⊥ axis) starts along body i's
/// a = x_i, so E₁ = x_j, E₂ = x_i, E₃ = y_i = axis × x_i (JointEquation::driven_angle).
JointEquation driven_angle_equation(const Model& model, const Joint& joint, const Eigen::Vector3d& axis, double rate) {
  const auto perpendicular = perpendicular_pair(axis);
  const Eigen::Matrix3d i_to_j = initial_relative_rotation(model, joint);
  JointEquation driven;
  driven.kind = JointEquation::Kind::driven_angle;
  driven.first = single(direction(1, i_to_j * perpendicular[0]));
  driven.second = single(direction(0, perpendicular[0]));
  driven.third = single(direction(0, perpendicular[1]));
  driven.rate = rate;
  return driven;
}

/// Planar joints (paper 003 §3): every body turns about z, so only in-plane conditions remain.
JointConstraint make_planar_joint_constraint(const Model& model, int joint_index) {
  const Joint& joint = model.joints[joint_index];
  JointConstraint c;
  c.joint = joint_index;
  c.bodies = {joint.body_i, joint.body_j};
  const AttachedTerm P_i = point(0, joint.point_i);
  const AttachedTerm P_j = point(1, joint.point_j);
  const Eigen::Matrix3d i_to_j = initial_relative_rotation(model, joint);
  switch (joint.type) {
    case JointType::revolute:
      c.equations.push_back(coincident_points(joint, 2));
      if (joint.angular_velocity)
        c.equations.push_back(driven_angle_equation(model, joint, Eigen::Vector3d::UnitZ(), *joint.angular_velocity));
      break;
    case JointType::prismatic: {
      // P_j stays on the line through P_i along axis_i: (P_j − P_i) · n_i = 0 with n_i = k × axis_i;
      // and no relative rotation: axis_i stays perpendicular to the image of n_i in body j.
      const Eigen::Vector3d normal_i = Eigen::Vector3d::UnitZ().cross(joint.axis_i);
      c.equations.push_back(scalar_product(difference(P_j, P_i), single(direction(0, normal_i))));
      c.equations.push_back(
          scalar_product(single(direction(0, joint.axis_i)), single(direction(1, i_to_j * normal_i))));
      break;
    }
    case JointType::fixed:
      c.equations.push_back(coincident_points(joint, 2));
      // Body i's x axis stays perpendicular to the image in body j of its y axis: no relative rotation.
      c.equations.push_back(scalar_product(single(direction(0, Eigen::Vector3d::UnitX())),
                                           single(direction(1, i_to_j * Eigen::Vector3d::UnitY()))));
      break;
    case JointType::distance:
      c.equations.push_back(distance_equation(model, joint));
      break;
    default:
      throw Error(Error::Kind::model,
                  std::string("a planar model takes revolute, prismatic, fixed and distance joints, not ") +
                      to_string(joint.type),
                  joint.where, "joint '" + joint.name + "'");
  }
  return c;
}

}  // namespace

JointConstraint make_joint_constraint(const Model& model, int joint_index) {
  if (model.planar) return make_planar_joint_constraint(model, joint_index);
  const Joint& joint = model.joints[joint_index];
  JointConstraint c;
  c.joint = joint_index;
  c.bodies = {joint.body_i, joint.body_j};

  const AttachedTerm P_i = point(0, joint.point_i);
  const AttachedTerm P_j = point(1, joint.point_j);
  // Not a structured binding: lambdas below capture them, which clang before 16 refuses.
  const auto perpendicular_i = perpendicular_pair(joint.axis_i);
  const Eigen::Vector3d x_i = perpendicular_i[0], y_i = perpendicular_i[1];
  // Body-j direction that coincides with a body-i direction d in the initial configuration.
  const Eigen::Matrix3d i_to_j = initial_relative_rotation(model, joint);

  auto parallel = [&] {
    for (const JointEquation& e : parallel_axes(joint)) c.equations.push_back(e);
  };

  switch (joint.type) {
    case JointType::spherical:
      c.equations.push_back(coincident_points(joint));
      break;
    case JointType::revolute:
      c.equations.push_back(coincident_points(joint));
      parallel();
      if (joint.angular_velocity)
        c.equations.push_back(driven_angle_equation(model, joint, joint.axis_i, *joint.angular_velocity));
      break;
    case JointType::rolling_sphere:
      // Holonomic: (c − p) · n = R, the centre stays R above the plane; then the two rolling rows.
      c.equations.push_back(
          scalar_product(difference(P_j, P_i), single(direction(0, joint.axis_i)), *joint.radius));
      c.velocity = make_rolling_contact(joint);
      break;
    case JointType::universal:
      c.equations.push_back(coincident_points(joint));
      c.equations.push_back(scalar_product(single(direction(0, joint.axis_i)), single(direction(1, joint.axis_j))));
      break;
    case JointType::cylindrical:
    case JointType::prismatic:
      parallel();
      // P_j stays on the line through P_i along axis_i: (P_j − P_i) ⊥ x_i, y_i.
      c.equations.push_back(scalar_product(difference(P_j, P_i), single(direction(0, x_i))));
      c.equations.push_back(scalar_product(difference(P_j, P_i), single(direction(0, y_i))));
      if (joint.type == JointType::prismatic)  // no rotation about the axis: x_i ⊥ (initial y_i in j)
        c.equations.push_back(
            scalar_product(single(direction(0, x_i)), single(direction(1, i_to_j * y_i))));
      break;
    case JointType::fixed: {
      c.equations.push_back(coincident_points(joint));
      // Body i's axes x, y, z stay perpendicular to the images in body j of y, z, x.
      const Eigen::Matrix3d I = Eigen::Matrix3d::Identity();
      for (int k = 0; k < 3; ++k)
        c.equations.push_back(scalar_product(single(direction(0, I.col(k))),
                                             single(direction(1, i_to_j * I.col((k + 1) % 3)))));
      break;
    }
    case JointType::distance:
      c.equations.push_back(distance_equation(model, joint));
      break;
  }
  return c;
}

}  // namespace mbdae
