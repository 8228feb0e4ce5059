#include "relative/articulated_inertia.hpp"

namespace mbdae {

ArticulatedInertia::ArticulatedInertia(const Model& model, const KinematicTree& tree)
    : model_(model),
      tree_(tree),
      articulated_(model.bodies.size()),
      inertia_twists_(tree.joints.size()),
      pivots_(tree.joints.size()),
      bias_(model.bodies.size()),
      motion_(model.bodies.size()) {
  for (std::size_t j = 0; j < tree.joints.size(); ++j) {
    inertia_twists_[j].resize(6, tree.joints[j].coordinates());
    pivots_[j] = Eigen::LLT<JointMatrix>(tree.joints[j].coordinates());
  }
}

bool ArticulatedInertia::factor(const TreeState& state, const std::vector<JointMatrix>& added) {
  state_ = &state;
  for (std::size_t b = 0; b < model_.bodies.size(); ++b)
    articulated_[b] = inertia_at_origin(model_.bodies[b].inertia, state.rotation[b], state.position[b]);
  // From the leaves: a joint's child is complete once every joint after it in the tree's order (its
  // subtree among them) has been folded in.
  for (int j = static_cast<int>(tree_.joints.size()) - 1; j >= 0; --j) {
    const TreeJoint& J = tree_.joints[j];
    const JointTwists& B = state.joint_twists[j];
    JointTwists& U = inertia_twists_[j];
    U.noalias() = articulated_[J.child] * B;
    JointMatrix D = added[j];
    D.noalias() += B.transpose() * U;
    pivots_[j].compute(D);
    if (pivots_[j].info() != Eigen::Success) return false;
    if (J.parent != kGround)
      articulated_[J.parent].noalias() += articulated_[J.child] - U * pivots_[j].solve(JointMatrix(U.transpose()));
  }
  return true;
}

void ArticulatedInertia::solve(Eigen::VectorXd& x) {
  const TreeState& state = *state_;
  for (Twist& p : bias_) p.setZero();
  for (int j = static_cast<int>(tree_.joints.size()) - 1; j >= 0; --j) {
    const TreeJoint& J = tree_.joints[j];
    auto u = x.segment(J.first_coordinate, J.coordinates());
    u.noalias() -= state.joint_twists[j].transpose() * bias_[J.child];  // u_J = τ_J − B_Jᵀ p_child
    if (J.parent != kGround) {
      joint_force_ = pivots_[j].solve(JointVector(u));
      bias_[J.parent].noalias() += bias_[J.child] + inertia_twists_[j] * joint_force_;
    }
  }
  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const TreeJoint& J = tree_.joints[j];
    auto y = x.segment(J.first_coordinate, J.coordinates());
    const Twist parent_motion = J.parent == kGround ? Twist::Zero() : motion_[J.parent];
    y.noalias() -= inertia_twists_[j].transpose() * parent_motion;  // u_J − U_Jᵀ A_parent
    joint_force_ = pivots_[j].solve(JointVector(y));
    y = joint_force_;
    motion_[J.child] = parent_motion;
    motion_[J.child].noalias() += state.joint_twists[j] * y;
  }
}

}  // namespace mbdae
