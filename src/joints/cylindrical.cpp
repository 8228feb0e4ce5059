#include "joints/cylindrical.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location", "axis", "axis_i", "axis_j"};

void read(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  read_joint_axes(entry, joint);
}

}  // namespace

void add_cylindrical_equations(const Joint& joint, JointConstraint& c) {
  for (const JointEquation& e : parallel_axes(joint)) c.equations.push_back(e);
  // P_j stays on the line through P_i along axis_i: (P_j − P_i) ⊥ x_i, y_i.
  const auto perpendicular_i = perpendicular_pair(joint.axis_i);
  const VectorExpression along = difference(point(1, joint.point_j), point(0, joint.point_i));
  for (const Eigen::Vector3d& normal : perpendicular_i)
    c.equations.push_back(scalar_product(along, single(direction(0, normal))));
}

namespace {

void add_equations(const Model&, const Joint& joint, JointConstraint& c) { add_cylindrical_equations(joint, c); }

}  // namespace

const JointKind cylindrical_joint{
    .name = "cylindrical",
    .keys = kKeys,
    .read = read,
    .add_equations = add_equations,
};

}  // namespace mbdae
