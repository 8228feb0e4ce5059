// Udwadia–Kalaba equations (paper 000 §3.2) with the auxiliary mass matrix M̄ = M + C_qᵀC_q and force
// Q̄ = Q_v + Q_e + C_qᵀQ_d:
//   ā = M̄⁻¹Q̄,  ē_c = Q_d − C_q ā,  K̄ = C_q M̄⁻¹ C_qᵀ,  v = K̄⁺ ē_c,  q̈ = ā + M̄⁻¹ C_qᵀ v.
// M̄ is positive definite whenever M is positive definite on the null space of C_q, which holds for
// RPCF-EP's singular M too. K̄⁺ is the Moore–Penrose pseudoinverse (complete orthogonal
// decomposition with a rank tolerance), so redundant constraints are handled: λ is then the
// minimum-norm set of multipliers. The paper's v is the force multiplier (Q_c = C_qᵀ v); the
// multipliers returned follow the common convention M q̈ + C_qᵀλ = Q, so λ = −v.
//
// Sparse form. The equations hold for any M̄ = M + C_qᵀWC_q with W ⪰ 0 that makes M̄ positive definite:
// with Q̄ = Q + C_qᵀWQ_d and q̈ = M̄⁻¹(Q̄ + C_qᵀv), C_q q̈ = Q_d gives M q̈ = Q + C_qᵀv, so q̈ is the same
// and the v with K̄v = ē_c are exactly the valid multipliers, whose minimum-norm member does not depend
// on W. The sparse form takes W on the bodies' own rows only (RPCF-EP's normalization rows; none in
// natural coordinates, whose M is positive definite), so M̄ stays block diagonal and K̄ = C_q M̄⁻¹C_qᵀ
// is the augmented formulation's sparse Schur complement; K̄⁺ē_c is applied by a regularized,
// rank-revealing LDLᵀ (src/linear_algebra/semidefinite_ldlt.hpp). It is the augmented formulation
// with the pseudoinverse of its Schur complement (AugmentedFormulation with
// RedundantConstraints::minimum_norm), and agrees with the dense form to round-off (docs/methods.md).
#pragma once

#include <memory>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/af.hpp"
#include "linear_algebra/dense_minimum_norm.hpp"

namespace mbdae {

class UdwadiaKalabaFormulation final : public AccelerationFormulation {
 public:
  explicit UdwadiaKalabaFormulation(const EquationsOfMotion& system, LinearAlgebra algebra = LinearAlgebra::dense);
  const char* name() const override { return "uke"; }
  LinearAlgebra linear_algebra() const override { return sparse_ ? LinearAlgebra::sparse : LinearAlgebra::dense; }
  /// Sparse form: the redundant rows found at the last solve and the solves with K̄'s factor it took.
  int last_rank_deficiency() const { return sparse_ ? sparse_->last_rank_deficiency() : 0; }
  int last_solves() const { return sparse_ ? sparse_->last_schur_solves() : 0; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

  /// Relative rank tolerance of the pseudoinverse of K̄.
  static constexpr double kRankTolerance = 1e-10;

 private:
  SparseMatrix mass_;
  Eigen::MatrixXd auxiliary_mass_;            // M̄
  Eigen::LLT<Eigen::MatrixXd> auxiliary_factor_;
  Eigen::MatrixXd inverse_jacobian_t_;        // M̄⁻¹ C_qᵀ
  Eigen::MatrixXd kinetic_;                   // K̄
  DenseMinimumNorm pseudo_inverse_;            // K̄⁺, without per-solve allocations
  Eigen::VectorXd auxiliary_forces_;          // Q̄
  Eigen::VectorXd error_;                     // ē_c
  std::unique_ptr<AugmentedFormulation> sparse_;  // the sparse form
};

}  // namespace mbdae
