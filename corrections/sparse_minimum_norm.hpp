// The direct correction's sparse form (corrections/direct.hpp): minimum-W-norm solutions of
// C_q Δ = r, Δ = L⁻ᵀ Gᵀ (G Gᵀ)⁺ r with G = C_q L⁻ᵀ (W = L Lᵀ: the identity, or the regularized mass
// matrix M̂, block diagonal, when mass-weighted), without dense matrices.
//
// G keeps, row by row, the coordinates of the bodies the row touches; it is held body by body as dense
// blocks G_bᵀ (coordinates × the body's rows), gathered from C_q through index maps made once and, when
// mass-weighted, multiplied by L_b⁻¹. S = G Gᵀ = Σ_b G_b G_bᵀ has the pattern of the pairs of rows that
// share a body (src/system/body_coupled_rows.hpp, that of the augmented formulation's Schur
// complement) and is solved for its minimum-norm solution by SemidefiniteLdlt
// (src/linear_algebra/semidefinite_ldlt.hpp), so redundant constraints are handled as the dense form's
// complete orthogonal decomposition handles them. On a chain a factorization and a solve cost O(N).
#pragma once

#include <vector>

#include "linear_algebra/semidefinite_ldlt.hpp"
#include "system/mass_factor.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class SparseMinimumNormUpdate {
 public:
  explicit SparseMinimumNormUpdate(const MultibodySystem& system);
  /// Factors G Gᵀ for C_q (`jacobian`, the system's pattern) and, when `mass` is given, W = M̂ with the
  /// factor it holds. False when G Gᵀ is not positive semi-definite to working precision.
  bool factor(const SparseMatrix& jacobian, const RegularizedMassFactor* mass);
  /// The minimum-W-norm Δ with C_q Δ = r (least squares in the rows that contradict each other).
  void solve(const Eigen::VectorXd& r, Eigen::VectorXd& update);
  /// Dependent rows of C_q found by the last factorization.
  int rank_deficiency() const { return pseudoinverse_.rank_deficiency(); }

 private:
  struct JacobianEntry {
    int value, row, col;  // C_q.values[value] = G_bᵀ(col, row) before weighting
  };
  struct BodyBlock {
    const std::vector<int>* rows = nullptr;
    std::vector<JacobianEntry> entries;
    Eigen::MatrixXd weighted_jacobian_t;  // G_bᵀ, coordinates × rows
    Eigen::MatrixXd product;              // G_b G_bᵀ
    std::vector<int> targets;             // where product(i, j) goes in schur_ (−1: lower triangle)
    Eigen::VectorXd local;                // y on the body's rows
  };

  const MultibodySystem& system_;
  int n_, m_, size_;
  const RegularizedMassFactor* mass_ = nullptr;
  std::vector<BodyBlock> blocks_;
  std::vector<int> order_;  // row → position in schur_
  SparseMatrix schur_;      // G Gᵀ, ordered, upper triangle
  SemidefiniteLdlt pseudoinverse_;
  Eigen::VectorXd permuted_rhs_, permuted_solution_;
};

}  // namespace mbdae
