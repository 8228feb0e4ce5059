// Cholesky factorization S = L Lᵀ of a small dense symmetric positive-definite matrix with many zero
// entries: the Schur complement S = C_q M̂⁻¹ C_qᵀ of the augmented formulation's dense form, zero
// wherever two constraint rows share no body (about half of S on the NACF triple pendulum, more
// on longer mechanisms). It is the outer-product (right-looking) algorithm, Golub & Van Loan,
// Matrix Computations, Alg. 4.2.2, run along the structure of L: given which entries of S may be
// non-zero (analyze_pattern, once), the rows where each column of L may be non-zero, fill included,
// are found once by the same elimination on booleans, and each factorization then updates and
// substitutes along those rows only; an update by an entry of L that is zero is skipped. Eigen's LLT
// multiplies every zero, and computes S's 1-norm besides, which nothing here uses. Only the lower
// triangle of S is read. The buffers are sized once and reused.
#pragma once

#include <Eigen/Dense>
#include <vector>

namespace mbdae {

class DenseCholesky {
 public:
  /// The n × n matrices to factor are zero outside `lower_entries`, positions i + j n (column-major) with
  /// i ≥ j, and the diagonal. Without this call (or for another size) every entry may be non-zero.
  void analyze_pattern(int n, const std::vector<int>& lower_entries);
  /// Factors the lower triangle of `matrix`; false (and the factor left incomplete) at the first
  /// pivot that is not positive.
  bool factor(const Eigen::MatrixXd& matrix);
  /// The diagonal of L (the pivots), for the caller's test of near-singularity.
  auto pivots() const { return factor_.diagonal(); }
  /// x ← S⁻¹ x with the last successful factorization.
  void solve_in_place(Eigen::VectorXd& x) const;

 private:
  Eigen::MatrixXd factor_;  // L in the lower triangle; entries outside its structure are not used
  Eigen::VectorXd inverse_pivots_;  // 1 / L_kk, for the column scaling and the substitutions
  // Column k of L may be non-zero below the diagonal in rows below_[start_[k]] … below_[start_[k + 1] − 1]
  // (ascending).
  std::vector<int> start_, below_;
  std::vector<int> fill_;  // positions in L's structure that S's pattern does not have
};

}  // namespace mbdae
