// The residual of the equations of motion in relative coordinates, M(z) z̈ − Q(z, ż), for given
// accelerations z̈, in O(N) without forming M (recursive Newton–Euler inverse dynamics: Featherstone,
// Rigid Body Dynamics Algorithms, 2008, §5.3; in the twists at the ground origin of tree_kinematics.hpp).
//
// With Ż = R z̈ + D (tree_kinematics.hpp), M = Rᵀ M̄ R and Q = Rᵀ (Q̄ − M̄ D) (body_dynamics.hpp),
//   M z̈ − Q = Rᵀ (M̄ Ż − Q̄) = Rᵀ F,   F_b = M̄_b Ż_b − Q̄_b,
// so one pass from the ground gives each body's Ż (Ż_child = Ż_parent + B_J z̈_J, plus the bias D_b),
// and one from the leaves sums F over each joint's subtree, F^c_J, whose projection B_Jᵀ F^c_J is the
// joint's row (R's block column for J is B_J on J's subtree). The index-3 Newton iteration of ALI3-P
// needs exactly this at every iterate (formulations/ali3p.hpp, eq. (1)).
#pragma once

#include <vector>

#include "relative/body_dynamics.hpp"

namespace mbdae {

class InverseDynamics {
 public:
  InverseDynamics(const Model& model, const KinematicTree& tree);

  /// M z̈ − Q at `state` (evaluated at z and ż) for the accelerations `acceleration` (= z̈).
  void evaluate(const TreeState& state, const Eigen::VectorXd& acceleration, Eigen::VectorXd& residual);
  /// trace(M) at `state`'s poses: Σ_J trace(B_Jᵀ M̄ᶜ_J B_J), M̄ᶜ_J the inertia of J's subtree
  /// (accumulated_inertia.hpp), in O(N).
  double mass_trace(const TreeState& state);

 private:
  const Model& model_;
  const KinematicTree& tree_;
  std::vector<Twist> body_forces_;    // Q̄ per body
  std::vector<Twist> accelerations_;  // Ż per body
  std::vector<Twist> subtree_forces_;  // F, then F^c per body
  std::vector<SpatialInertia> subtree_inertia_;
};

}  // namespace mbdae
