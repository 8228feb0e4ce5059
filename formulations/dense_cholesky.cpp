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
  factor_.triangularView<Eigen::Lower>().solveInPlace(x);
  factor_.triangularView<Eigen::Lower>().transpose().solveInPlace(x);
}

}  // namespace mbdae
