// DenseMinimumNorm: Eigen's complete orthogonal decomposition solve, without its allocations. Its x is
// Eigen's own on full-rank, rank-deficient (repeated rows, as redundant constraints give) and zero
// matrices, square and not, and it is the minimum-norm least-squares solution: Aᵀ(A x − b) = 0 and x
// has no component in A's null space.
#include <gtest/gtest.h>

#include <random>

#include "linear_algebra/dense_minimum_norm.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

Eigen::MatrixXd random_matrix(int rows, int cols, std::mt19937& generator) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Eigen::MatrixXd a(rows, cols);
  for (int j = 0; j < cols; ++j)
    for (int i = 0; i < rows; ++i) a(i, j) = uniform(generator);
  return a;
}

TEST(DenseMinimumNorm, IsEigensCompleteOrthogonalSolveAndTheMinimumNormSolution) {
  std::mt19937 generator(7);
  constexpr double kTolerance = 1e-12;
  struct Shape {
    int rows, cols, repeated_rows;
  };
  for (const Shape shape : {Shape{6, 6, 0}, Shape{8, 8, 3}, Shape{5, 9, 0}, Shape{9, 5, 2}, Shape{12, 12, 5}}) {
    SCOPED_TRACE(std::to_string(shape.rows) + " x " + std::to_string(shape.cols) + ", " +
                 std::to_string(shape.repeated_rows) + " repeated rows");
    Eigen::MatrixXd a = random_matrix(shape.rows, shape.cols, generator);
    // Rows that repeat combinations of others, as a redundant loop's constraints do.
    for (int k = 0; k < shape.repeated_rows; ++k) a.row(shape.rows - 1 - k) = a.row(k) - 0.5 * a.row(k + 1);
    const Eigen::VectorXd b = random_matrix(shape.rows, 1, generator);
    DenseMinimumNorm solver(shape.rows, shape.cols, kTolerance);
    solver.factor(a);
    Eigen::VectorXd x(shape.cols);
    solver.solve(b, x);

    Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> eigen(a);
    eigen.setThreshold(kTolerance);
    const Eigen::VectorXd expected = eigen.solve(b);
    EXPECT_EQ(solver.rank(), eigen.rank());
    EXPECT_EQ((x - expected).cwiseAbs().maxCoeff(), 0.0) << "the same operations in the same order";
    // Least squares: the residual is orthogonal to A's columns; minimum norm: x is in A's row space.
    EXPECT_LT((a.transpose() * (a * x - b)).norm(), 1e-12 * b.norm());
    Eigen::JacobiSVD<Eigen::MatrixXd> svd(a, Eigen::ComputeFullV);
    const int rank = static_cast<int>((svd.singularValues().array() > 1e-10).count());
    EXPECT_EQ(rank, std::min(shape.rows, shape.cols) - (shape.rows > shape.cols ? 0 : shape.repeated_rows));
    if (rank < shape.cols) EXPECT_LT((svd.matrixV().rightCols(shape.cols - rank).transpose() * x).norm(), 1e-12 * x.norm());
  }
  DenseMinimumNorm zero(3, 3, kTolerance);
  zero.factor(Eigen::MatrixXd::Zero(3, 3));
  Eigen::VectorXd x = Eigen::VectorXd::Ones(3);
  zero.solve(Eigen::VectorXd::Ones(3), x);
  EXPECT_EQ(zero.rank(), 0);
  EXPECT_EQ(x.norm(), 0.0);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
