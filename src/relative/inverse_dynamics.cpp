#include "relative/inverse_dynamics.hpp"

namespace mbdae {

InverseDynamics::InverseDynamics(const Model& model, const KinematicTree& tree)
    : model_(model),
      tree_(tree),
      body_forces_(model.bodies.size()),
      accelerations_(model.bodies.size()),
      subtree_forces_(model.bodies.size()),
      subtree_inertia_(model.bodies.size()) {}

void InverseDynamics::evaluate(const TreeState& state, const Eigen::VectorXd& acceleration,
                               Eigen::VectorXd& residual) {
  body_forces(model_, state, body_forces_);
  // From the ground: (R z̈)_child = (R z̈)_parent + B_J z̈_J; the tree lists parents first.
  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const TreeJoint& J = tree_.joints[j];
    Twist& child = accelerations_[J.child];
    if (J.parent == kGround)
      child.setZero();
    else
      child = accelerations_[J.parent];
    child.noalias() += state.joint_twists[j] * acceleration.segment(J.first_coordinate, J.coordinates());
  }
  // F_b = M̄_b (R z̈ + D)_b − Q̄_b, then summed from the leaves over each subtree.
  for (std::size_t b = 0; b < model_.bodies.size(); ++b) {
    const Twist rate = accelerations_[b] + state.twist_bias[b];
    subtree_forces_[b].noalias() =
        inertia_at_origin(model_.bodies[b].inertia, state.rotation[b], state.position[b]) * rate;
    subtree_forces_[b] -= body_forces_[b];
  }
  for (auto t = tree_.joints.rbegin(); t != tree_.joints.rend(); ++t)
    if (t->parent != kGround) subtree_forces_[t->parent] += subtree_forces_[t->child];
  residual.resize(tree_.coordinate_count);
  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const TreeJoint& J = tree_.joints[j];
    residual.segment(J.first_coordinate, J.coordinates()).noalias() =
        state.joint_twists[j].transpose() * subtree_forces_[J.child];
  }
}

double InverseDynamics::mass_trace(const TreeState& state) {
  for (std::size_t b = 0; b < model_.bodies.size(); ++b)
    subtree_inertia_[b] = inertia_at_origin(model_.bodies[b].inertia, state.rotation[b], state.position[b]);
  for (auto t = tree_.joints.rbegin(); t != tree_.joints.rend(); ++t)
    if (t->parent != kGround) subtree_inertia_[t->parent] += subtree_inertia_[t->child];
  double trace = 0.0;
  for (std::size_t j = 0; j < tree_.joints.size(); ++j) {
    const JointTwists& B = state.joint_twists[j];
    trace += (B.transpose() * subtree_inertia_[tree_.joints[j].child] * B).trace();
  }
  return trace;
}

}  // namespace mbdae
