#include "joints/cylindrical.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"

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

const JointKind cylindrical_joint{
    .name = "cylindrical",
    .keys = kCylindricalKeys,
    .read = read_cylindrical,
    .add_equations = add_cylindrical_equations,
};

}  // namespace mbdae
