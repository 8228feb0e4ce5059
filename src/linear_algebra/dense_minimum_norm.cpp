#include "linear_algebra/dense_minimum_norm.hpp"

#include <algorithm>

namespace mbdae {

void DenseMinimumNorm::resize(int rows, int cols, double rank_tolerance) {
  decomposition_ = Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd>(rows, cols);
  decomposition_.setThreshold(rank_tolerance);
  projected_.resize(rows);
  unpermuted_.resize(cols);
  workspace_.resize(std::max(rows, cols) + 1);
}

void DenseMinimumNorm::factor(const Eigen::MatrixXd& matrix) { decomposition_.compute(matrix); }

void DenseMinimumNorm::solve(const Eigen::VectorXd& rhs, Eigen::VectorXd& x) {
  const Eigen::Index rows = decomposition_.rows(), cols = decomposition_.cols(), rank = decomposition_.rank();
  if (rank == 0) {
    x.setZero();
    return;
  }
  const Eigen::MatrixXd& qtz = decomposition_.matrixQTZ();
  // Qᵀ b: the first `rank` reflectors of the column-pivoted QR, H₀ first (Eigen's matrixQ().setLength(rank)
  // .adjoint() applied on the left).
  projected_ = rhs;
  for (Eigen::Index k = 0; k < rank; ++k)
    projected_.tail(rows - k).applyHouseholderOnTheLeft(qtz.col(k).tail(rows - k - 1), decomposition_.hCoeffs()(k),
                                                        workspace_.data());
  // T₁₁ z = (Qᵀ b)₁, then y = Zᵀ [z; 0].
  unpermuted_.head(rank) = projected_.head(rank);
  qtz.topLeftCorner(rank, rank).triangularView<Eigen::Upper>().solveInPlace(unpermuted_.head(rank));
  if (rank < cols) {
    unpermuted_.tail(cols - rank).setZero();
    for (Eigen::Index k = 0; k < rank; ++k) {
      if (k != rank - 1) std::swap(unpermuted_(k), unpermuted_(rank - 1));
      unpermuted_.segment(rank - 1, cols - rank + 1)
          .applyHouseholderOnTheLeft(qtz.row(k).tail(cols - rank).transpose(), decomposition_.zCoeffs()(k),
                                     workspace_.data());
      if (k != rank - 1) std::swap(unpermuted_(k), unpermuted_(rank - 1));
    }
  }
  // x = P y.
  const auto& permutation = decomposition_.colsPermutation().indices();
  for (Eigen::Index i = 0; i < cols; ++i) x(permutation(i)) = unpermuted_(i);
}

}  // namespace mbdae
