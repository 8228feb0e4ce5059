#include "relative/accumulated_inertia.hpp"

namespace mbdae {

AccumulatedInertia::AccumulatedInertia(const Model& model, const KinematicTree& tree)
    : model_(model),
      tree_(tree),
      subtree_inertia_(model.bodies.size()),
      subtree_forces_(model.bodies.size()),
      body_forces_(model.bodies.size()) {}

void AccumulatedInertia::evaluate(const TreeState& state, Eigen::MatrixXd* mass, Eigen::VectorXd& forces) {
  const int n = tree_.coordinate_count;
  if (mass) mass->setZero(n, n);
  forces.resize(n);
  body_forces(model_, state, body_forces_);

  // Leaves to ground: M̄ᶜ and Q̄ᶜ = Σ (Q̄ − M̄ D) over each subtree.
  for (std::size_t b = 0; b < model_.bodies.size(); ++b) {
    subtree_inertia_[b] = inertia_at_origin(model_.bodies[b].inertia, state.rotation[b], state.position[b]);
    subtree_forces_[b] = body_forces_[b] - subtree_inertia_[b] * state.twist_bias[b];
  }
  for (auto t = tree_.joints.rbegin(); t != tree_.joints.rend(); ++t) {
    if (t->parent == kGround) continue;
    if (mass) subtree_inertia_[t->parent] += subtree_inertia_[t->child];
    subtree_forces_[t->parent] += subtree_forces_[t->child];
  }

  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const TreeJoint& J = tree_.joints[j];
    const JointTwists& B = state.joint_twists[j];
    forces.segment(J.first_coordinate, J.coordinates()).noalias() = B.transpose() * subtree_forces_[J.child];
    if (!mass) continue;
    inertia_times_twists_.noalias() = subtree_inertia_[J.child] * B;
    // J itself, then each ancestor I on the way to the ground: M_IJ = B_Iᵀ M̄ᶜ_J B_J.
    for (int i = static_cast<int>(j); i >= 0;) {
      const TreeJoint& I = tree_.joints[i];
      auto block = mass->block(I.first_coordinate, J.first_coordinate, I.coordinates(), J.coordinates());
      block.noalias() = state.joint_twists[i].transpose() * inertia_times_twists_;
      if (i != static_cast<int>(j))
        mass->block(J.first_coordinate, I.first_coordinate, J.coordinates(), I.coordinates()) = block.transpose();
      i = I.parent == kGround ? -1 : tree_.joint_of_body[I.parent];
    }
  }
}

}  // namespace mbdae
