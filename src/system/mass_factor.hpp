// The Cholesky factor L of the regularized mass matrix M̂ = L Lᵀ (MultibodySystem::
// regularized_body_mass_matrix: M itself where it is positive definite, M + Φ_qᵀΦ_q where it is
// singular along the bodies' intrinsic constraints), body by body since M̂ is block diagonal, and the
// products a metric in the kinetic-energy norm needs: C_q L⁻ᵀ and L⁻ᵀ y (the mass-weighted direct
// correction, corrections/direct.hpp).
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

class RegularizedMassFactor {
 public:
  explicit RegularizedMassFactor(const MultibodySystem& system);
  /// Factors M̂(q), block by block.
  void factor(const Eigen::VectorXd& q);
  /// x ← x L⁻ᵀ for an m × n matrix x, in place (column blocks body by body: (L_b⁻¹ x_bᵀ)ᵀ).
  void multiply_by_inverse_transpose(Eigen::MatrixXd& x) const;
  /// y ← L⁻ᵀ y, in place.
  void solve_transpose(Eigen::VectorXd& y) const;
  /// Body b's block L_b of L, as Eigen's LLT holds it.
  const Eigen::LLT<BodyMatrix>& body_factor(int b) const { return factors_[b]; }

 private:
  const MultibodySystem& system_;
  int size_;  // coordinates per body
  std::vector<Eigen::LLT<BodyMatrix>> factors_;
};

}  // namespace mbdae
