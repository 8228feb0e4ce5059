#include "integrators/dense_lu.hpp"

#include <cmath>
#include <cstddef>
#include <utility>

namespace mbdae {

// The loops run over raw columns (column-major: entry (i, j) at i + j n) rather than Eigen's dynamic
// tail() blocks, whose per-call set-up cost as much as the few multiply-adds of each short column.
void DenseLu::factor(const Eigen::MatrixXd& matrix) {
  lu_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(lu_.rows());
  pivot_rows_.resize(n);
  double* a = lu_.data();
  for (int k = 0; k < n; ++k) {
    double* column_k = a + static_cast<std::ptrdiff_t>(k) * n;
    int pivot = k;  // the first largest |entry| on or below the diagonal
    double largest = std::abs(column_k[k]);
    for (int i = k + 1; i < n; ++i)
      if (std::abs(column_k[i]) > largest) {
        largest = std::abs(column_k[i]);
        pivot = i;
      }
    pivot_rows_[k] = pivot;
    if (pivot != k)
      for (int j = 0; j < n; ++j) std::swap(a[k + static_cast<std::ptrdiff_t>(j) * n], a[pivot + static_cast<std::ptrdiff_t>(j) * n]);
    const double diagonal = column_k[k];
    if (diagonal == 0.0) continue;  // the whole remaining column is zero: nothing to eliminate
    for (int i = k + 1; i < n; ++i) column_k[i] /= diagonal;
    for (int j = k + 1; j < n; ++j) {
      double* column_j = a + static_cast<std::ptrdiff_t>(j) * n;
      const double multiplier = column_j[k];
      if (multiplier == 0.0) continue;
      for (int i = k + 1; i < n; ++i) column_j[i] -= multiplier * column_k[i];
    }
  }
}

double DenseLu::smallest_pivot() const {
  return lu_.rows() == 0 ? 1.0 : lu_.diagonal().cwiseAbs().minCoeff();
}

void DenseLu::solve_in_place(Eigen::VectorXd& x) const {
  const int n = static_cast<int>(lu_.rows());
  double* b = x.data();
  const double* a = lu_.data();
  for (int k = 0; k < n; ++k)
    if (pivot_rows_[k] != k) std::swap(b[k], b[pivot_rows_[k]]);
  // Column-oriented substitutions (as LAPACK's dtrsv with a column-major matrix), each column's
  // update skipped when its unknown is zero.
  for (int k = 0; k < n; ++k) {  // L y = P x, L unit lower triangular
    const double y = b[k];
    if (y == 0.0) continue;
    const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
    for (int i = k + 1; i < n; ++i) b[i] -= y * column[i];
  }
  for (int k = n - 1; k >= 0; --k) {  // U x = y
    const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
    b[k] /= column[k];
    const double xk = b[k];
    if (xk == 0.0) continue;
    for (int i = 0; i < k; ++i) b[i] -= xk * column[i];
  }
}

}  // namespace mbdae
