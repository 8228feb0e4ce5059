#include "integrators/dense_lu.hpp"

#include <cmath>

namespace mbdae {

void DenseLu::factor(const Eigen::MatrixXd& matrix) {
  lu_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(lu_.rows());
  pivot_rows_.resize(n);
  for (int k = 0; k < n; ++k) {
    int pivot = 0;
    lu_.col(k).tail(n - k).cwiseAbs().maxCoeff(&pivot);
    pivot += k;
    pivot_rows_[k] = pivot;
    if (pivot != k) lu_.row(k).swap(lu_.row(pivot));
    const double diagonal = lu_(k, k);
    if (diagonal == 0.0) continue;  // the whole remaining column is zero: nothing to eliminate
    const int below = n - k - 1;
    lu_.col(k).tail(below) /= diagonal;
    for (int j = k + 1; j < n; ++j)
      if (const double multiplier = lu_(k, j); multiplier != 0.0)
        lu_.col(j).tail(below) -= multiplier * lu_.col(k).tail(below);
  }
}

double DenseLu::smallest_pivot() const {
  return lu_.rows() == 0 ? 1.0 : lu_.diagonal().cwiseAbs().minCoeff();
}

void DenseLu::solve_in_place(Eigen::VectorXd& x) const {
  const int n = static_cast<int>(lu_.rows());
  for (int k = 0; k < n; ++k)
    if (pivot_rows_[k] != k) std::swap(x[k], x[pivot_rows_[k]]);
  // Column-oriented substitutions (as LAPACK's dtrsv with a column-major matrix), each column's
  // update skipped when its unknown is zero; Eigen's triangular solves take a blocked path instead.
  for (int k = 0; k < n; ++k)  // L y = P x, L unit lower triangular
    if (x[k] != 0.0) x.tail(n - k - 1) -= x[k] * lu_.col(k).tail(n - k - 1);
  for (int k = n - 1; k >= 0; --k) {  // U x = y
    x[k] /= lu_(k, k);
    if (x[k] != 0.0) x.head(k) -= x[k] * lu_.col(k).head(k);
  }
}

}  // namespace mbdae
