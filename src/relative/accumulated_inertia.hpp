// The mass matrix and generalized forces in relative coordinates by accumulated (composite) inertias,
// from the leaves to the ground: the first of the two semi-recursive methods (paper 001 §2, after
// Featherstone's composite-inertia idea and Rodríguez et al. 2004; docs/methods.md, "Relative
// coordinates").
//
// R's column block for tree joint J is B_J on every body of J's subtree and zero elsewhere, so
//   M_IJ = Σ_{b in both subtrees} B_Iᵀ M̄_b B_J = B_Iᵀ M̄ᶜ_J B_J  when I is J or one of its ancestors,
// and 0 when neither joint is on the other's path, with M̄ᶜ_J the sum of M̄ over J's subtree (all at
// the same point, the ground origin, so they simply add); likewise Q_J = B_Jᵀ Q̄ᶜ_J with Q̄ᶜ_J the sum
// of Q̄_b − M̄_b D_b over the subtree. One pass from the leaves accumulates M̄ᶜ and Q̄ᶜ; M then costs
// one 6 × k product per pair of a joint and an ancestor.
#pragma once

#include "relative/body_dynamics.hpp"

namespace mbdae {

class AccumulatedInertia {
 public:
  AccumulatedInertia(const Model& model, const KinematicTree& tree);
  /// M (dense, symmetric) and Q at `state`.
  void evaluate(const TreeState& state, Eigen::MatrixXd& mass, Eigen::VectorXd& forces) {
    evaluate(state, &mass, forces);
  }
  /// Q alone when `mass` is null: the accumulation of Q̄ᶜ is O(N), M's products O(N · depth).
  void evaluate(const TreeState& state, Eigen::MatrixXd* mass, Eigen::VectorXd& forces);

 private:
  const Model& model_;
  const KinematicTree& tree_;
  std::vector<SpatialInertia> subtree_inertia_;  // M̄ᶜ per body
  std::vector<Twist> subtree_forces_;            // Q̄ᶜ per body
  std::vector<Twist> body_forces_;               // Q̄ per body
  JointTwists inertia_times_twists_;             // M̄ᶜ_J B_J
};

}  // namespace mbdae
