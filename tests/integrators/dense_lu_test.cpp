// DenseLu against Eigen's PartialPivLU: the same pivots, the same factors to round-off, and solutions
// that satisfy A x = b, on dense and on mostly-zero matrices; singular and empty matrices.
#include <gtest/gtest.h>

#include <random>

#include "integrators/dense_lu.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace {

// A random n × n matrix with about `density` of its entries non-zero and a non-zero diagonal, so that
// it is regular while its pivots still move rows.
Eigen::MatrixXd random_matrix(int n, double density, std::mt19937& rng) {
  Eigen::MatrixXd a = testing::random_sparse_matrix(n, density, rng);
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  for (int i = 0; i < n; ++i) a(i, i) = value(rng) + 0.1;
  return a;
}

TEST(DenseLu, MatchesEigensPartialPivotingLuOnDenseAndMostlyZeroMatrices) {
  std::mt19937 rng(17);
  for (const double density : {1.0, 0.3, 0.07})
    for (const int n : {1, 2, 5, 16, 17, 27, 40}) {
      SCOPED_TRACE("n = " + std::to_string(n) + ", density " + std::to_string(density));
      const Eigen::MatrixXd a = random_matrix(n, density, rng);
      DenseLu lu;
      lu.factor(a);
      const Eigen::PartialPivLU<Eigen::MatrixXd> reference(a);
      const Eigen::VectorXd reference_pivots = reference.matrixLU().diagonal().cwiseAbs();
      EXPECT_NEAR(lu.smallest_pivot(), reference_pivots.minCoeff(), 1e-12 * reference_pivots.maxCoeff());
      Eigen::VectorXd b = Eigen::VectorXd::LinSpaced(n, -1.0, 2.0), x = b;
      lu.solve_in_place(x);
      EXPECT_LT((a * x - b).cwiseAbs().maxCoeff(), 1e-12 * (1 + a.cwiseAbs().maxCoeff() * x.cwiseAbs().maxCoeff()));
      EXPECT_LT((x - reference.solve(b)).cwiseAbs().maxCoeff(), 1e-10 * (1 + x.cwiseAbs().maxCoeff()));
    }
}

TEST(DenseLu, RefactorsMatricesOfTheSameSizeWithoutCarryingAnythingOver) {
  std::mt19937 rng(3);
  DenseLu lu;
  for (int trial = 0; trial < 3; ++trial) {
    const Eigen::MatrixXd a = random_matrix(12, 0.2, rng);
    lu.factor(a);
    Eigen::VectorXd x = Eigen::VectorXd::Ones(12);
    lu.solve_in_place(x);
    EXPECT_LT((a * x - Eigen::VectorXd::Ones(12)).cwiseAbs().maxCoeff(), 1e-12 * (1 + x.cwiseAbs().maxCoeff()));
  }
}

// A zero column (a coordinate no kept constraint involves) gives a zero pivot, reported as exactly 0
// (not NaN: the column is left unscaled), so the caller repartitions instead of solving.
TEST(DenseLu, ReportsAZeroPivotForASingularMatrix) {
  std::mt19937 rng(5);
  Eigen::MatrixXd a = random_matrix(8, 0.5, rng);
  a.col(3).setZero();
  DenseLu lu;
  lu.factor(a);
  EXPECT_EQ(lu.smallest_pivot(), 0.0);
  // Two equal rows: singular to round-off.
  Eigen::MatrixXd b = random_matrix(6, 1.0, rng);
  b.row(4) = b.row(1);
  lu.factor(b);
  EXPECT_LT(lu.smallest_pivot(), 1e-14);
}

TEST(DenseLu, AnEmptyMatrixHasUnitPivotAndNothingToSolve) {
  DenseLu lu;
  lu.factor(Eigen::MatrixXd(0, 0));
  EXPECT_EQ(lu.smallest_pivot(), 1.0);
  Eigen::VectorXd x(0);
  lu.solve_in_place(x);
  EXPECT_EQ(x.size(), 0);
}

}  // namespace
}  // namespace mbdae
