#include "formulations/dense_cholesky.hpp"

#include <cmath>

namespace mbdae {

bool DenseCholesky::factor(const Eigen::MatrixXd& matrix) {
  factor_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(factor_.rows());
  for (int k = 0; k < n; ++k) {
    const double pivot_squared = factor_(k, k);
    if (!(pivot_squared > 0.0)) return false;  // also NaN
    const double pivot = std::sqrt(pivot_squared);
    factor_(k, k) = pivot;
    factor_.col(k).tail(n - k - 1) /= pivot;
    for (int j = k + 1; j < n; ++j)
      if (const double l_jk = factor_(j, k); l_jk != 0.0)
        factor_.col(j).tail(n - j) -= l_jk * factor_.col(k).tail(n - j);
  }
  return true;
}

void DenseCholesky::solve_in_place(Eigen::VectorXd& x) const {
  // Substitutions along L's contiguous columns (updates in L y = x, dot products in Lᵀ x = y), as
  // LAPACK's dtrsv does with a column-major matrix; Eigen's triangular solves take a blocked path.
  const int n = static_cast<int>(factor_.rows());
  for (int k = 0; k < n; ++k) {
    x[k] /= factor_(k, k);
    if (x[k] != 0.0) x.tail(n - k - 1) -= x[k] * factor_.col(k).tail(n - k - 1);
  }
  for (int k = n - 1; k >= 0; --k)
    x[k] = (x[k] - factor_.col(k).tail(n - k - 1).dot(x.tail(n - k - 1))) / factor_(k, k);
}

}  // namespace mbdae
