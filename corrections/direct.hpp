// Direct correction (paper 003; Yoon, Howe & Greenwood): the smallest change of the positions that
// satisfies the constraints, Δq = −W⁻¹C_qᵀ(C_q W⁻¹ C_qᵀ)⁺ C, iterated to the tolerance, then the
// smallest change of the velocities, Δv = −W⁻¹C_qᵀ(C_q W⁻¹ C_qᵀ)⁺ (C_q v + C_t). W = I (Euclidean),
// or the (regularized) mass matrix when mass-weighted, which minimizes the kinetic energy of the
// correction. With W = LLᵀ both are minimum-norm solutions of C_q L⁻ᵀ y = r, Δ = L⁻ᵀ y: in the dense
// form through a complete orthogonal decomposition of C_q L⁻ᵀ; in the sparse form (`linear_algebra`
// sparse) through the minimum-norm solve of (C_q L⁻ᵀ)(C_q L⁻ᵀ)ᵀ (corrections/sparse_minimum_norm.hpp).
// Either way redundant constraints are fine.
#pragma once

#include <memory>
#include <vector>

#include "corrections/constraint_correction.hpp"
#include "corrections/sparse_minimum_norm.hpp"
#include "system/mass_factor.hpp"

namespace mbdae {

class DirectCorrection final : public ConstraintCorrection {
 public:
  DirectCorrection(const EquationsOfMotion& system, const CorrectionOptions& options);
  const char* name() const override { return "direct"; }
  void correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) override;

  /// Newton also stops when |C|∞ is within this many ε·max(1, |q|∞) of zero: the round-off floor of
  /// evaluating the constraints, which a fixed tolerance cannot reach in large coordinates.
  static constexpr double kRoundOffResidual = 8.0;

 private:
  /// Factors C_q L⁻ᵀ at q (L = I unless mass-weighted).
  void factor(double t, const Eigen::VectorXd& q);
  /// Minimum-W-norm solution of C_q Δ = r.
  void minimum_norm_update(const Eigen::VectorXd& r, Eigen::VectorXd& update);

  const EquationsOfMotion& system_;
  CorrectionOptions options_;
  int n_, m_;
  Eigen::VectorXd c_, ct_, residual_, update_;
  SparseMatrix jacobian_;
  Eigen::MatrixXd weighted_jacobian_;  // C_q L⁻ᵀ
  std::unique_ptr<RegularizedMassFactor> mass_factor_;  // L of M̂ = L Lᵀ, when mass-weighted
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition_;
  std::unique_ptr<SparseMinimumNormUpdate> sparse_;  // the sparse form
};

}  // namespace mbdae
