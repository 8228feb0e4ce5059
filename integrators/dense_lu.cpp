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
  lu_.triangularView<Eigen::UnitLower>().solveInPlace(x);
  lu_.triangularView<Eigen::Upper>().solveInPlace(x);
}

}  // namespace mbdae
