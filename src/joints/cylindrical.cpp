#include "joints/cylindrical.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/tree_motion.hpp"

namespace mbdae {

void read_cylindrical(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  read_joint_axes(entry, joint);
}

void add_cylindrical_equations(const Model&, const Joint& joint, JointConstraint& c) {
  for (const JointEquation& e : parallel_axes(joint)) c.equations.push_back(e);
  // P_j stays on the line through P_i along axis_i: (P_j − P_i) ⊥ x_i, y_i.
  const auto perpendicular_i = perpendicular_pair(joint.axis_i);
  const VectorExpression along = difference(point(1, joint.point_j), point(0, joint.point_i));
  for (const Eigen::Vector3d& normal : perpendicular_i)
    c.equations.push_back(scalar_product(along, single(direction(0, normal))));
}

namespace {

// As a tree joint: an angle θ about the axis and a slide s along it, z = (θ, s).
void reference_angle_and_slide(double* z) { z[0] = z[1] = 0.0; }
void turn_and_slide(const TreeJointGeometry& g, const double* z, const double*, TreeJointMotion& m) {
  m.rotation = rotation_about(g.axis, z[0]) * g.initial_rotation;
  m.offset = g.initial_offset + z[1] * g.axis;
  m.angular.col(0) = g.axis;
  m.linear.col(1) = g.axis;
}
constexpr TreeMotion kTreeMotion{.coordinates = 2, .slides_along_axis = true,
                                 .reference_coordinates = reference_angle_and_slide, .evaluate = turn_and_slide};

}  // namespace

const JointKind cylindrical_joint{
    .name = "cylindrical",
    .keys = kCylindricalKeys,
    .read = read_cylindrical,
    .add_equations = add_cylindrical_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
