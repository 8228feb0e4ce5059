#include "joints/joint_equation.hpp"

namespace mbdae {

std::array<Eigen::Vector3d, 2> perpendicular_pair(const Eigen::Vector3d& axis) {
  int least_aligned = 0;
  axis.cwiseAbs().minCoeff(&least_aligned);
  const Eigen::Vector3d x = axis.cross(Eigen::Vector3d::Unit(least_aligned)).normalized();
  return {x, axis.cross(x)};
}

Eigen::Matrix3d initial_relative_rotation(const Model& model, const Joint& joint) {
  return model.initial_rotation(joint.body_j).transpose() * model.initial_rotation(joint.body_i);
}

JointEquation coincident_points(const Joint& joint, int components) {
  return vector_zero(difference(point(0, joint.point_i), point(1, joint.point_j)), components);
}

std::array<JointEquation, 2> parallel_axes(const Joint& joint) {
  const auto perpendicular_i = perpendicular_pair(joint.axis_i);
  const VectorExpression axis_j = single(direction(1, joint.axis_j));
  return {scalar_product(single(direction(0, perpendicular_i[0])), axis_j),
          scalar_product(single(direction(0, perpendicular_i[1])), axis_j)};
}

}  // namespace mbdae
