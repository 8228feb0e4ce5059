// Udwadia–Kalaba equations (paper 000 §3.2) with the auxiliary mass matrix M̄ = M + C_qᵀC_q and force
// Q̄ = Q_v + Q_e + C_qᵀQ_d:
//   ā = M̄⁻¹Q̄,  ē_c = Q_d − C_q ā,  K̄ = C_q M̄⁻¹ C_qᵀ,  v = K̄⁺ ē_c,  q̈ = ā + M̄⁻¹ C_qᵀ v.
// M̄ is positive definite whenever M is positive definite on the null space of C_q, which holds for
// RPCF-EP's singular M too. K̄⁺ is the Moore–Penrose pseudoinverse (complete orthogonal
// decomposition with a rank tolerance), so redundant constraints are handled: λ is then the
// minimum-norm set of multipliers. The paper's v is the force multiplier (Q_c = C_qᵀ v); the
// multipliers returned follow the common convention M q̈ + C_qᵀλ = Q, so λ = −v.
#pragma once

#include "formulations/acceleration_formulation.hpp"

namespace mbdae {

class UdwadiaKalabaFormulation final : public AccelerationFormulation {
 public:
  explicit UdwadiaKalabaFormulation(const MultibodySystem& system);
  const char* name() const override { return "uke"; }
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
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> pseudo_inverse_;
  Eigen::VectorXd auxiliary_forces_;          // Q̄
  Eigen::VectorXd error_;                     // ē_c
};

}  // namespace mbdae
