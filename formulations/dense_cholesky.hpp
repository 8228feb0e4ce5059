// Cholesky factorization S = L Lᵀ of a small dense symmetric positive-definite matrix with many zero
// entries: the Schur complement S = C_q M̂⁻¹ C_qᵀ of the augmented formulation's dense form, zero
// wherever two constraint rows share no body (about half of S on the NACF triple pendulum, more
// on longer mechanisms). It is the outer-product (right-looking) algorithm, Golub & Van Loan,
// Matrix Computations, Alg. 4.2.2, whose update of column j by column k is skipped when L(j, k) = 0;
// the zeros of S that no elimination fills stay untouched. Eigen's LLT multiplies them all, and
// computes S's 1-norm besides, which nothing here uses. Only the lower triangle of S is read.
// The buffer is sized once by factor() and reused.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

class DenseCholesky {
 public:
  /// Factors the lower triangle of `matrix`; false (and the factor left incomplete) at the first
  /// pivot that is not positive.
  bool factor(const Eigen::MatrixXd& matrix);
  /// The diagonal of L (the pivots), for the caller's test of near-singularity.
  auto pivots() const { return factor_.diagonal(); }
  /// x ← S⁻¹ x with the last successful factorization.
  void solve_in_place(Eigen::VectorXd& x) const;

 private:
  Eigen::MatrixXd factor_;  // L in the lower triangle; the upper triangle is left as it was
};

}  // namespace mbdae
