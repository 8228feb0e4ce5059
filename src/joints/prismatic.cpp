#include "joints/prismatic.hpp"

#include "joints/cylindrical.hpp"
#include "joints/joint_constraint.hpp"
#include "joints/tree_motion.hpp"
#include "model/checks.hpp"

namespace mbdae {
namespace {

void check_axis_in_plane(const Subject& subject, const Joint& joint) { check_in_plane(subject, "axis", joint.axis_i); }

void add_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  add_cylindrical_equations(model, joint, c);
  // No rotation about the axis: x_i stays perpendicular to the image in body j of y_i.
  const auto perpendicular_i = perpendicular_pair(joint.axis_i);
  const Eigen::Vector3d y_in_j = initial_relative_rotation(model, joint) * perpendicular_i[1];
  c.equations.push_back(scalar_product(single(direction(0, perpendicular_i[0])), single(direction(1, y_in_j))));
}

void add_planar_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  // P_j stays on the line through P_i along axis_i: (P_j − P_i) · n_i = 0 with n_i = k × axis_i;
  // and no relative rotation: axis_i stays perpendicular to the image of n_i in body j.
  const Eigen::Vector3d normal_i = Eigen::Vector3d::UnitZ().cross(joint.axis_i);
  c.equations.push_back(
      scalar_product(difference(point(1, joint.point_j), point(0, joint.point_i)), single(direction(0, normal_i))));
  const Eigen::Vector3d normal_in_j = initial_relative_rotation(model, joint) * normal_i;
  c.equations.push_back(scalar_product(single(direction(0, joint.axis_i)), single(direction(1, normal_in_j))));
}

// As a tree joint: one slide s along the axis, d = d0 + s a, no relative rotation.
void reference_slide(double* z) { z[0] = 0.0; }
void slide(const TreeJointGeometry& g, const double* z, const double*, TreeJointMotion& m) {
  m.rotation = g.initial_rotation;
  m.offset = g.initial_offset + z[0] * g.axis;
  m.linear = g.axis;
}
constexpr TreeMotion kTreeMotion{
    .coordinates = 1, .slides_along_axis = true, .reference_coordinates = reference_slide, .evaluate = slide};

}  // namespace

const JointKind prismatic_joint{
    .name = "prismatic",
    .keys = kCylindricalKeys,  // its entry is a cylindrical joint's
    .read = read_cylindrical,
    .check_in_plane = check_axis_in_plane,
    .add_equations = add_equations,
    .add_planar_equations = add_planar_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
