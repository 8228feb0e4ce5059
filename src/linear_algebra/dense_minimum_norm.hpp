// The minimum-norm least-squares solution x = A⁺b of a small dense system whose matrix may be rank
// deficient (redundant constraint rows), by Eigen's complete orthogonal decomposition
// A P = Q [T₁₁ 0; 0 0] Z, without allocating: Eigen's own CompleteOrthogonalDecomposition::solve copies
// the right side and builds its Householder workspaces at every call, which a Newton iteration inside
// the time loop cannot afford. solve() applies the same reflectors in the same order on buffers sized
// by the constructor, so x is Eigen's to the last bit.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

class DenseMinimumNorm {
 public:
  /// For rows × cols matrices; singular values below `rank_tolerance` times the largest count as zero
  /// (Eigen's threshold: on the diagonal of the column-pivoted QR).
  DenseMinimumNorm(int rows, int cols, double rank_tolerance) { resize(rows, cols, rank_tolerance); }
  /// 0 × 0, for an owner that knows its sizes later (or never needs the dense form).
  DenseMinimumNorm() = default;
  void resize(int rows, int cols, double rank_tolerance);
  void factor(const Eigen::MatrixXd& matrix);
  /// x = A⁺ b for the last factor()ed A; `x` must have cols() entries.
  void solve(const Eigen::VectorXd& rhs, Eigen::VectorXd& x);
  int rank() const { return static_cast<int>(decomposition_.rank()); }

 private:
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition_;
  Eigen::VectorXd projected_, unpermuted_, workspace_;
};

}  // namespace mbdae
