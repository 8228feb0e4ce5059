#include "joints/universal.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/tree_motion.hpp"

namespace mbdae {
namespace {

// No `axis`: the two axes are different directions, the arms of its cross.
constexpr std::string_view kKeys[] = {"point_i", "point_j", "location", "axis_i", "axis_j"};

void reject_keys(const JointEntry& entry) {
  if (entry.has("axis"))
    entry.fail(entry.line_of("axis"),
               "a universal joint needs axis_i and axis_j (the arms of its cross), not a single axis");
}

void read(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  read_axis_pair(entry, joint, "a universal joint needs both, the arms of its cross");
}

void add_equations(const Model&, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
  c.equations.push_back(scalar_product(single(direction(0, joint.axis_i)), single(direction(1, joint.axis_j))));
}

// As a tree joint: θ1 about the parent's axis a, then θ2 about the child's axis b,
// A_rel = R(a, θ1) A_rel0 R(b, θ2). The relative angular velocity is a θ̇1 + h2 θ̇2 with
// h2 = R(a, θ1) A_rel0 b, which turns with θ1: ḣ2 = (a × h2) θ̇1.
void reference_angles(double* z) { z[0] = z[1] = 0.0; }
void cross_turn(const TreeJointGeometry& g, const double* z, const double* z_rate, TreeJointMotion& m) {
  const Eigen::Matrix3d first = rotation_about(g.axis, z[0]) * g.initial_rotation;
  m.rotation = first * rotation_about(g.child_axis, z[1]);
  m.offset = g.initial_offset;
  m.angular.col(0) = g.axis;
  m.angular.col(1) = first * g.child_axis;
  m.angular_rate_term = g.axis.cross(m.angular.col(1)) * (z_rate[0] * z_rate[1]);
}
constexpr TreeMotion kTreeMotion{.coordinates = 2, .reference_coordinates = reference_angles, .evaluate = cross_turn};

}  // namespace

const JointKind universal_joint{
    .name = "universal",
    .keys = kKeys,
    .reject_keys = reject_keys,
    .read = read,
    .add_equations = add_equations,
    .tree_motion = &kTreeMotion,
};

}  // namespace mbdae
