#include "joints/spherical.hpp"

#include "core/euler_parameters.hpp"
#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/tree_motion.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location"};

void add_equations(const Model&, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
}

// As a tree joint: Euler parameters p of the relative rotation, A_rel = A(n) A_rel0 with n = p/|p|,
// the relative angular velocity G(p) ṗ/|p|² (parent axes) and its rate term (direction_motion: on the
// normalization A(p) and G(p) ṗ, whose rate term G(ṗ) ṗ vanishes). Their normalization is a constraint
// row of the tree.
void reference_parameters(double* z) { z[0] = 1.0, z[1] = z[2] = z[3] = 0.0; }
void rotate(const TreeJointGeometry& g, const double* z, const double* z_rate, TreeJointMotion& m) {
  const DirectionMotion d = direction_motion(Eigen::Vector4d(z[0], z[1], z[2], z[3]),
                                             Eigen::Vector4d(z_rate[0], z_rate[1], z_rate[2], z_rate[3]));
  m.rotation = d.rotation * g.initial_rotation;
  m.offset = g.initial_offset;
  m.angular = d.angular;
  m.angular_rate_term = d.angular_rate_term;
}
constexpr TreeMotion kTreeMotion{.coordinates = 4, .euler_parameters_at = 0,
                                 .reference_coordinates = reference_parameters, .evaluate = rotate};

}  // namespace

const JointKind spherical_joint{
    .name = "spherical",
    .keys = kKeys,
    .read = read_joint_points,
    .add_equations = add_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
