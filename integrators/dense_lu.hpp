// LU factorization with partial pivoting of a small dense square matrix whose entries are mostly
// zero: the dependent block C_q[rows, q_d] of coordinate partitioning's dense form (51 non-zeros of
// 27 × 27 on the NACF triple pendulum). It is the unblocked right-looking algorithm of LAPACK's
// dgetf2: for each column the largest remaining entry is the pivot (the first one on ties, as Eigen's
// PartialPivLU, so both choose the same pivots), then the rank-one update of the trailing block,
// which skips the columns whose multiplier is zero, as the reference BLAS dger does. Eigen's
// PartialPivLU instead takes its blocked path above 16 × 16 and multiplies every zero; on that block
// it is about four times slower. A zero pivot leaves its column unscaled (dgetf2 does the same) and
// shows as a zero smallest_pivot(). The buffers are sized once by factor() and reused.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

class DenseLu {
 public:
  /// P A = L U of the square `matrix`.
  void factor(const Eigen::MatrixXd& matrix);
  /// min |U_kk| of the last factorization (1 for an empty matrix).
  double smallest_pivot() const;
  /// x ← A⁻¹ x with the last factorization (meaningful only if smallest_pivot() > 0).
  void solve_in_place(Eigen::VectorXd& x) const;

 private:
  Eigen::MatrixXd lu_;          // L below the diagonal (unit diagonal implied), U on and above it
  Eigen::VectorXi pivot_rows_;  // row k was swapped with row pivot_rows_[k] at step k
};

}  // namespace mbdae
