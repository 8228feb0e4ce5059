// DenseCholesky against Eigen's LLT on dense and on mostly-zero symmetric positive-definite matrices;
// it reads only the lower triangle and stops at a pivot that is not positive.
#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <vector>

#include "linear_algebra/dense_cholesky.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// B Bᵀ + n I with B having about `density` of its entries non-zero: positive definite, as sparse as
// B allows.
Eigen::MatrixXd random_spd(int n, double density, std::mt19937& rng) {
  const Eigen::MatrixXd b = testing::random_sparse_matrix(n, density, rng);
  return b * b.transpose() + n * Eigen::MatrixXd::Identity(n, n);
}

TEST(DenseCholesky, MatchesEigensLltOnDenseAndMostlyZeroMatrices) {
  std::mt19937 rng(23);
  for (const double density : {1.0, 0.2, 0.05})
    for (const int n : {1, 3, 12, 27, 50}) {
      SCOPED_TRACE("n = " + std::to_string(n) + ", density " + std::to_string(density));
      const Eigen::MatrixXd s = random_spd(n, density, rng);
      DenseCholesky cholesky;
      ASSERT_TRUE(cholesky.factor(s));
      const Eigen::LLT<Eigen::MatrixXd> reference(s);
      EXPECT_LT((cholesky.pivots() - reference.matrixLLT().diagonal()).cwiseAbs().maxCoeff(), 1e-12 * n);
      Eigen::VectorXd b = Eigen::VectorXd::LinSpaced(n, 2.0, -1.0), x = b;
      cholesky.solve_in_place(x);
      EXPECT_LT((s * x - b).cwiseAbs().maxCoeff(), 1e-12 * (1 + s.cwiseAbs().maxCoeff() * x.cwiseAbs().maxCoeff()));
      EXPECT_LT((x - reference.solve(b)).cwiseAbs().maxCoeff(), 1e-12 * (1 + x.cwiseAbs().maxCoeff()));
    }
}

// The augmented formulation fills only S's lower triangle.
TEST(DenseCholesky, ReadsOnlyTheLowerTriangle) {
  std::mt19937 rng(2);
  const Eigen::MatrixXd s = random_spd(9, 0.4, rng);
  Eigen::MatrixXd lower = s;
  lower.triangularView<Eigen::StrictlyUpper>().setConstant(std::numeric_limits<double>::quiet_NaN());
  DenseCholesky cholesky;
  ASSERT_TRUE(cholesky.factor(lower));
  Eigen::VectorXd x = Eigen::VectorXd::Ones(9);
  cholesky.solve_in_place(x);
  EXPECT_LT((s * x - Eigen::VectorXd::Ones(9)).cwiseAbs().maxCoeff(), 1e-12 * (1 + x.cwiseAbs().maxCoeff()));
}

/// The positions i + j n, i ≥ j, of the non-zero entries of the lower triangle of s.
std::vector<int> lower_pattern(const Eigen::MatrixXd& s) {
  std::vector<int> entries;
  const int n = static_cast<int>(s.rows());
  for (int j = 0; j < n; ++j)
    for (int i = j; i < n; ++i)
      if (s(i, j) != 0.0) entries.push_back(i + j * n);
  return entries;
}

// Along a declared pattern, fill included: an arrowhead whose dense first row and column fill all of L,
// and random sparse matrices. Entries outside the pattern are never read (NaN there changes nothing).
TEST(DenseCholesky, FactorsAlongADeclaredPatternWithItsFill) {
  std::mt19937 rng(31);
  std::vector<Eigen::MatrixXd> matrices;
  Eigen::MatrixXd arrow = 10.0 * Eigen::MatrixXd::Identity(12, 12);
  arrow.col(0).setConstant(1.0);
  arrow.row(0).setConstant(1.0);
  arrow(0, 0) = 12.0;
  matrices.push_back(arrow);
  for (const int n : {5, 27, 40}) matrices.push_back(random_spd(n, 0.08, rng));
  for (const Eigen::MatrixXd& s : matrices) {
    const int n = static_cast<int>(s.rows());
    SCOPED_TRACE("n = " + std::to_string(n));
    const std::vector<int> pattern = lower_pattern(s);
    Eigen::MatrixXd outside = s;  // NaN wherever the lower triangle is declared zero
    for (int j = 0; j < n; ++j)
      for (int i = j + 1; i < n; ++i)
        if (s(i, j) == 0.0) outside(i, j) = std::numeric_limits<double>::quiet_NaN();
    DenseCholesky cholesky;
    cholesky.analyze_pattern(n, pattern);
    ASSERT_TRUE(cholesky.factor(outside));
    const Eigen::LLT<Eigen::MatrixXd> reference(s);
    EXPECT_LT((cholesky.pivots() - reference.matrixLLT().diagonal()).cwiseAbs().maxCoeff(), 1e-12 * n);
    Eigen::VectorXd b = Eigen::VectorXd::LinSpaced(n, -1.0, 3.0), x = b;
    cholesky.solve_in_place(x);
    EXPECT_LT((x - reference.solve(b)).cwiseAbs().maxCoeff(), 1e-12 * (1 + x.cwiseAbs().maxCoeff()));
    // A matrix of another size is factored as dense.
    ASSERT_TRUE(cholesky.factor(random_spd(n + 1, 1.0, rng)));
  }
}

TEST(DenseCholesky, RefusesMatricesThatAreNotPositiveDefinite) {
  DenseCholesky cholesky;
  Eigen::Matrix3d indefinite;
  indefinite << 2, 0, 0, 0, -1, 0, 0, 0, 3;
  EXPECT_FALSE(cholesky.factor(indefinite));
  Eigen::Matrix2d singular;
  singular << 1, 1, 1, 1;  // second pivot exactly 0
  EXPECT_FALSE(cholesky.factor(singular));
  Eigen::Matrix2d not_a_number;
  not_a_number << std::numeric_limits<double>::quiet_NaN(), 0, 0, 1;
  EXPECT_FALSE(cholesky.factor(not_a_number));
  EXPECT_TRUE(cholesky.factor(Eigen::MatrixXd(0, 0)));
}

}  // namespace
}  // namespace mbdae
