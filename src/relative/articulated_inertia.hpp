// M̂⁻¹ x in O(N) on a kinematic tree, without forming M: the articulated-body inertias of Featherstone's
// method (Featherstone, Rigid Body Dynamics Algorithms, 2008, ch. 7; the "articulated inertia method"
// paper 001 builds on), in the twists at the ground origin of tree_kinematics.hpp, where every spatial
// quantity is in one frame and nothing needs transforming.
//
// M = Rᵀ M̄ R (body_dynamics.hpp) with R's block column for joint J equal to B_J on J's subtree. With
// joint forces τ and no body forces, M y = τ is the motion y = z̈ of the tree at rest driven by τ. From
// the leaves, each body's articulated inertia
//   I^A_b = M̄_b + Σ_children (I^A_c − U_c D_c⁻¹ U_cᵀ),   U_c = I^A_c B_c,   D_c = B_cᵀ U_c + E_c,
// and bias force p_b = Σ_children (p_c + U_c D_c⁻¹ u_c), u_c = τ_c − B_cᵀ p_c; then from the ground
//   y_J = D_J⁻¹ (u_J − U_Jᵀ A_parent),   A_child = A_parent + B_J y_J   (A_ground = 0).
// E_J is a symmetric term added to M's diagonal block of joint J (as a rotor's inertia would be), so
// that the method solves with M + E, E block-diagonal by joints: 4ppᵀ for a set of Euler parameters
// (M̂ = M + Φ_Nᵀ Φ_N with Φ_N = 2pᵀ its normalization's row, without which D_J would be singular along
// p, G(p) p = 0; RelativeSystem::solve_regularized_mass), or the penalty and spring terms of an
// index-3 Newton matrix that reach one joint's coordinates only (formulations/recursive_tangent.hpp).
// The inertias depend on z only: factor() once per state, then solve() for any number of right-hand
// sides, each O(N) (k × k solves, k ≤ 7 the joint's coordinates).
#pragma once

#include <vector>

#include "relative/body_dynamics.hpp"

namespace mbdae {

/// A k × k block of one tree joint's coordinates.
using JointMatrix =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxTreeJointCoordinates, kMaxTreeJointCoordinates>;

class ArticulatedInertia {
 public:
  ArticulatedInertia(const Model& model, const KinematicTree& tree);

  /// The articulated inertias at `state`'s poses and the factors of every D_J, with `added[J]` (k_J × k_J,
  /// symmetric, one per tree joint) added to M's diagonal block of joint J; false when a D_J is not
  /// positive definite (a joint whose subtree has no inertia along one of its motions).
  bool factor(const TreeState& state, const std::vector<JointMatrix>& added);
  /// x ← (M + E)⁻¹ x with the last factor().
  void solve(Eigen::VectorXd& x);

 private:
  using JointVector = Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxTreeJointCoordinates, 1>;

  const Model& model_;
  const KinematicTree& tree_;
  const TreeState* state_ = nullptr;
  std::vector<SpatialInertia> articulated_;   // I^A per body
  std::vector<JointTwists> inertia_twists_;   // U_J = I^A_child B_J per tree joint
  std::vector<Eigen::LLT<JointMatrix>> pivots_;  // D_J, factored
  std::vector<Twist> bias_, motion_;          // p per body, A per body
  JointVector joint_force_;
};

}  // namespace mbdae
