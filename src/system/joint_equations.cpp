#include "system/joint_equations.hpp"

#include "core/error.hpp"

namespace mbdae {
namespace {

AttachedTerm point(int slot, const Eigen::Vector3d& local, double sign = 1.0) {
  return {slot, true, local, sign};
}
AttachedTerm direction(int slot, const Eigen::Vector3d& local, double sign = 1.0) {
  return {slot, false, local, sign};
}
VectorExpression single(const AttachedTerm& term) { return {{term, AttachedTerm{}}, 1}; }
VectorExpression difference(const AttachedTerm& a, const AttachedTerm& b) {
  AttachedTerm negative = b;
  negative.sign = -b.sign;
  return {{a, negative}, 2};
}

JointEquation vector_zero(const VectorExpression& e) {
  JointEquation equation;
  equation.first = e;
  return equation;
}
JointEquation scalar_product(const VectorExpression& a, const VectorExpression& b, double value = 0.0) {
  JointEquation equation;
  equation.kind = JointEquation::Kind::scalar_product;
  equation.first = a;
  equation.second = b;
  equation.value = value;
  return equation;
}

Eigen::Matrix3d initial_rotation(const Model& model, int body) {
  return body == kGround ? Eigen::Matrix3d::Identity() : model.bodies[body].initial_rotation;
}

/// |r_i(P_i) − r_j(P_j)|² = length², the length from the initial configuration when absent.
JointEquation distance_equation(const Model& model, const Joint& joint) {
  auto initial_point = [&](int body, const Eigen::Vector3d& local) -> Eigen::Vector3d {
    if (body == kGround) return local;
    return model.bodies[body].initial_position + model.bodies[body].initial_rotation * local;
  };
  const double length = joint.length.value_or(
      (initial_point(joint.body_i, joint.point_i) - initial_point(joint.body_j, joint.point_j)).norm());
  const VectorExpression d = difference(point(0, joint.point_i), point(1, joint.point_j));
  return scalar_product(d, d, length * length);
}

/// A revolute joint driven at `rate` about `axis`: body j's x_j (⊥ axis) starts along body i's
/// a = x_i, so E₁ = x_j, E₂ = x_i, E₃ = y_i = axis × x_i (JointEquation::driven_angle).
JointEquation driven_angle_equation(const Model& model, const Joint& joint, const Eigen::Vector3d& axis, double rate) {
  const auto perpendicular = perpendicular_pair(axis);
  const Eigen::Matrix3d i_to_j =
      initial_rotation(model, joint.body_j).transpose() * initial_rotation(model, joint.body_i);
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
  const Eigen::Matrix3d i_to_j =
      initial_rotation(model, joint.body_j).transpose() * initial_rotation(model, joint.body_i);
  auto coincident_points = [&] {  // x and y of r_i(P) − r_j(P): two rows
    JointEquation e = vector_zero(difference(P_i, P_j));
    e.components = 2;
    c.equations.push_back(e);
  };
  switch (joint.type) {
    case JointType::revolute:
      coincident_points();
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
      coincident_points();
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

std::array<Eigen::Vector3d, 2> perpendicular_pair(const Eigen::Vector3d& axis) {
  int least_aligned = 0;
  axis.cwiseAbs().minCoeff(&least_aligned);
  const Eigen::Vector3d x = axis.cross(Eigen::Vector3d::Unit(least_aligned)).normalized();
  return {x, axis.cross(x)};
}

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
  const AttachedTerm axis_j = direction(1, joint.axis_j);
  // Body-j direction that coincides with a body-i direction d in the initial configuration.
  const Eigen::Matrix3d i_to_j =
      initial_rotation(model, joint.body_j).transpose() * initial_rotation(model, joint.body_i);

  auto coincident_points = [&] { c.equations.push_back(vector_zero(difference(P_i, P_j))); };
  auto parallel_axes = [&] {  // axis_j ⊥ x_i and ⊥ y_i
    c.equations.push_back(scalar_product(single(direction(0, x_i)), single(axis_j)));
    c.equations.push_back(scalar_product(single(direction(0, y_i)), single(axis_j)));
  };

  switch (joint.type) {
    case JointType::spherical:
      coincident_points();
      break;
    case JointType::revolute:
      coincident_points();
      parallel_axes();
      if (joint.angular_velocity)
        c.equations.push_back(driven_angle_equation(model, joint, joint.axis_i, *joint.angular_velocity));
      break;
    case JointType::rolling_sphere: {
      // Holonomic: (c − p) · n = R, the centre stays R above the plane.
      c.equations.push_back(
          scalar_product(difference(P_j, P_i), single(direction(0, joint.axis_i)), *joint.radius));
      RollingContact contact;
      contact.centre = joint.point_j;
      contact.normal = joint.axis_i;
      contact.tangents = perpendicular_i;
      contact.radius = *joint.radius;
      c.rolling = contact;
      break;
    }
    case JointType::universal:
      coincident_points();
      c.equations.push_back(scalar_product(single(direction(0, joint.axis_i)), single(axis_j)));
      break;
    case JointType::cylindrical:
    case JointType::prismatic:
      parallel_axes();
      // P_j stays on the line through P_i along axis_i: (P_j − P_i) ⊥ x_i, y_i.
      c.equations.push_back(scalar_product(difference(P_j, P_i), single(direction(0, x_i))));
      c.equations.push_back(scalar_product(difference(P_j, P_i), single(direction(0, y_i))));
      if (joint.type == JointType::prismatic)  // no rotation about the axis: x_i ⊥ (initial y_i in j)
        c.equations.push_back(
            scalar_product(single(direction(0, x_i)), single(direction(1, i_to_j * y_i))));
      break;
    case JointType::fixed: {
      coincident_points();
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
