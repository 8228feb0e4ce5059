#include "relative/tree_kinematics.hpp"

namespace mbdae {

TreeState::TreeState(const Model& model, const KinematicTree& tree)
    : rotation(model.bodies.size()),
      position(model.bodies.size()),
      twist(model.bodies.size()),
      twist_bias(model.bodies.size()),
      joint_twists(tree.joints.size()) {
  for (std::size_t k = 0; k < tree.joints.size(); ++k) joint_twists[k].resize(6, tree.joints[k].coordinates());
}

void evaluate_tree(const KinematicTree& tree, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate,
                   TreeState& state) {
  TreeJointMotion& m = state.motion;
  for (std::size_t k = 0; k < tree.joints.size(); ++k) {
    const TreeJoint& t = tree.joints[k];
    const int n = t.coordinates();
    const double* zj = z.data() + t.first_coordinate;
    const double* zj_rate = z_rate.data() + t.first_coordinate;
    m.angular.setZero(3, n);
    m.linear.setZero(3, n);
    m.angular_rate_term.setZero();
    m.linear_rate_term.setZero();
    t.motion->evaluate(t.geometry, zj, zj_rate, m);

    // The parent's state; the ground is at rest at the origin.
    Eigen::Matrix3d parent_rotation = Eigen::Matrix3d::Identity();
    Eigen::Vector3d parent_position = Eigen::Vector3d::Zero();
    Twist parent_twist = Twist::Zero(), parent_bias = Twist::Zero();
    if (t.parent != kGround) {
      parent_rotation = state.rotation[t.parent];
      parent_position = state.position[t.parent];
      parent_twist = state.twist[t.parent];
      parent_bias = state.twist_bias[t.parent];
    }

    // Pose: A_child = A_p A_rel; the joint point o = r_p + A_p d is where the child's point is.
    const Eigen::Vector3d o = parent_position + parent_rotation * m.offset;
    state.rotation[t.child] = parent_rotation * m.rotation;
    state.position[t.child] = o - state.rotation[t.child] * t.child_point;

    // B_J and the relative velocities ω_r, v_r.
    JointTwists& B = state.joint_twists[k];
    const Eigen::Map<const Eigen::VectorXd> rates(zj_rate, n);
    Eigen::Vector3d relative_angular = Eigen::Vector3d::Zero(), relative_linear = Eigen::Vector3d::Zero();
    for (int c = 0; c < n; ++c) {
      const Eigen::Vector3d w = parent_rotation * m.angular.col(c);
      const Eigen::Vector3d l = parent_rotation * m.linear.col(c);
      B.col(c) << l + o.cross(w), w;
      relative_angular += w * rates[c];
      relative_linear += l * rates[c];
    }
    state.twist[t.child] = parent_twist + B * rates;

    // D_child = D_p + Σ ḃ_k ż_k (tree_kinematics.hpp).
    const Eigen::Vector3d parent_angular = parent_twist.tail<3>();
    const Eigen::Vector3d angular_rate = parent_angular.cross(relative_angular) + parent_rotation * m.angular_rate_term;
    const Eigen::Vector3d linear_rate = parent_angular.cross(relative_linear) + parent_rotation * m.linear_rate_term;
    const Eigen::Vector3d o_rate = parent_twist.head<3>() + parent_angular.cross(o) + relative_linear;
    Twist bias;
    bias << linear_rate + o_rate.cross(relative_angular) + o.cross(angular_rate), angular_rate;
    state.twist_bias[t.child] = parent_bias + bias;
  }
}

Eigen::VectorXd initial_rates(const Model& model, const KinematicTree& tree) {
  TreeState state(model, tree);
  evaluate_tree(tree, tree.reference_coordinates(), Eigen::VectorXd::Zero(tree.coordinate_count), state);
  auto twist_of = [&](int body) {
    Twist Z = Twist::Zero();
    if (body == kGround) return Z;
    const Body& b = model.bodies[body];
    Z << b.initial_velocity - b.initial_angular_velocity.cross(b.initial_position), b.initial_angular_velocity;
    return Z;
  };
  Eigen::VectorXd rates = Eigen::VectorXd::Zero(tree.coordinate_count);
  for (std::size_t k = 0; k < tree.joints.size(); ++k) {
    const TreeJoint& t = tree.joints[k];
    if (t.coordinates() == 0) continue;
    const JointTwists& B = state.joint_twists[k];
    rates.segment(t.first_coordinate, t.coordinates()) =
        B.completeOrthogonalDecomposition().solve(twist_of(t.child) - twist_of(t.parent));
  }
  return rates;
}

}  // namespace mbdae
