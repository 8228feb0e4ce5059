#include "formulations/dense_cholesky.hpp"

#include <cmath>
#include <cstddef>

namespace mbdae {

// Raw column loops (column-major: entry (i, j) at i + j n) rather than Eigen's dynamic tail() blocks,
// whose per-call set-up cost as much as the few multiply-adds of each short column.
bool DenseCholesky::factor(const Eigen::MatrixXd& matrix) {
  factor_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(factor_.rows());
  double* l = factor_.data();
  for (int k = 0; k < n; ++k) {
    double* column_k = l + static_cast<std::ptrdiff_t>(k) * n;
    const double pivot_squared = column_k[k];
    if (!(pivot_squared > 0.0)) return false;  // also NaN
    const double pivot = std::sqrt(pivot_squared);
    column_k[k] = pivot;
    for (int i = k + 1; i < n; ++i) column_k[i] /= pivot;
    for (int j = k + 1; j < n; ++j) {
      const double l_jk = column_k[j];
      if (l_jk == 0.0) continue;
      double* column_j = l + static_cast<std::ptrdiff_t>(j) * n;
      for (int i = j; i < n; ++i) column_j[i] -= l_jk * column_k[i];
    }
  }
  return true;
}

void DenseCholesky::solve_in_place(Eigen::VectorXd& x) const {
  // Substitutions along L's contiguous columns (updates in L y = x, dot products in Lᵀ x = y), as
  // LAPACK's dtrsv does with a column-major matrix; Eigen's triangular solves take a blocked path.
  const int n = static_cast<int>(factor_.rows());
  double* b = x.data();
  const double* l = factor_.data();
  for (int k = 0; k < n; ++k) {
    const double* column = l + static_cast<std::ptrdiff_t>(k) * n;
    b[k] /= column[k];
    const double y = b[k];
    if (y == 0.0) continue;
    for (int i = k + 1; i < n; ++i) b[i] -= y * column[i];
  }
  for (int k = n - 1; k >= 0; --k)
    x[k] = (x[k] - factor_.col(k).tail(n - k - 1).dot(x.tail(n - k - 1))) / factor_(k, k);
}

}  // namespace mbdae
