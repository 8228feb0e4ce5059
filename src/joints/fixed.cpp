#include "joints/fixed.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/tree_motion.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location"};

void add_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
  // Body i's axes x, y, z stay perpendicular to the images in body j of y, z, x.
  const Eigen::Matrix3d i_to_j = initial_relative_rotation(model, joint);
  const Eigen::Matrix3d I = Eigen::Matrix3d::Identity();
  for (int k = 0; k < 3; ++k)
    c.equations.push_back(
        scalar_product(single(direction(0, I.col(k))), single(direction(1, i_to_j * I.col((k + 1) % 3)))));
}

void add_planar_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint, 2));
  // Body i's x axis stays perpendicular to the image in body j of its y axis: no relative rotation.
  const Eigen::Vector3d y_in_j = initial_relative_rotation(model, joint) * Eigen::Vector3d::UnitY();
  c.equations.push_back(scalar_product(single(direction(0, Eigen::Vector3d::UnitX())), single(direction(1, y_in_j))));
}

// As a tree joint: no coordinates, the child carried at its initial relative pose.
void no_coordinates(double*) {}
void carry(const TreeJointGeometry& g, const double*, const double*, TreeJointMotion& m) {
  m.rotation = g.initial_rotation;
  m.offset = g.initial_offset;
}
constexpr TreeMotion kTreeMotion{.coordinates = 0, .reference_coordinates = no_coordinates, .evaluate = carry};

}  // namespace

const JointKind fixed_joint{
    .name = "fixed",
    .keys = kKeys,
    .read = read_joint_points,
    .add_equations = add_equations,
    .add_planar_equations = add_planar_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
