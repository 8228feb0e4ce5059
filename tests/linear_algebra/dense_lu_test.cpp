// DenseLu against Eigen's PartialPivLU: the same pivots, the same factors to round-off, and solutions
// that satisfy A x = b, on dense and on mostly-zero matrices; singular and empty matrices.
#include <gtest/gtest.h>

#include <random>
#include <utility>
#include <vector>

#include "linear_algebra/dense_lu.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

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

// The positions (i + j n) of the non-zero entries of `a`.
std::vector<int> pattern_of(const Eigen::MatrixXd& a) {
  std::vector<int> entries;
  for (int j = 0; j < a.cols(); ++j)
    for (int i = 0; i < a.rows(); ++i)
      if (a(i, j) != 0.0) entries.push_back(static_cast<int>(i + j * a.rows()));
  return entries;
}

// Factors `a` with a pattern-aware DenseLu (which replays when it can) and a plain one (always in
// full), and expects the same smallest pivot and, for a regular matrix, bitwise the same solution.
// Returns whether the matrix was regular.
bool expect_replay_equals_full(DenseLu& with_pattern, const Eigen::MatrixXd& a) {
  DenseLu full;
  with_pattern.factor(a);
  full.factor(a);
  EXPECT_EQ(with_pattern.smallest_pivot(), full.smallest_pivot());
  if (!(full.smallest_pivot() > 0.0)) return false;  // solutions are meaningless
  Eigen::VectorXd x = Eigen::VectorXd::LinSpaced(a.rows(), -1.0, 2.0), y = x;
  with_pattern.solve_in_place(x);
  full.solve_in_place(y);
  EXPECT_EQ(x, y);
  return true;
}

// A sequence of slowly changing matrices with a fixed pattern, as the dependent block of coordinate
// partitioning is from step to step: nearly every factorization after the first is a replay, and each
// is the full algorithm's factorization bit for bit, including after the matrix has moved far enough
// that partial pivoting chooses other rows (the replay must notice and refactor).
TEST(DenseLu, ReplaysAreBitwiseTheFullFactorizationAlongASlowlyChangingSequence) {
  std::mt19937 rng(29);
  for (const int n : {5, 27, 40}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const Eigen::MatrixXd start = random_matrix(n, 0.12, rng);
    Eigen::MatrixXd direction = start;  // same pattern, other values
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    for (int k = 0; k < direction.size(); ++k)
      if (direction.data()[k] != 0.0) direction.data()[k] = value(rng);
    DenseLu lu;
    lu.analyze_pattern(n, pattern_of(start));
    const int steps = 400;
    for (int step = 0; step < steps; ++step) expect_replay_equals_full(lu, start + (0.3 * step / steps) * direction);
    EXPECT_GT(lu.replays(), steps / 2);  // the pivots stay put over most steps
    EXPECT_LT(lu.replays(), steps - 1);  // and change some times along the way
  }
}

// Ties: partial pivoting takes the first of equally large entries in its row order, which the
// interchanges of earlier columns have changed; a replay must take the same one (or refactor).
// Entries of ±1 everywhere make ties the rule, as the unit entries of joint rows do in C_q.
TEST(DenseLu, ReplaysBreakTiesAsTheFullAlgorithmDoes) {
  std::mt19937 rng(31);
  int regular = 0, replayed = 0;
  for (int trial = 0; trial < 200; ++trial) {
    const int n = 6;
    Eigen::MatrixXd a = random_matrix(n, 0.4, rng);
    for (int k = 0; k < a.size(); ++k)
      if (a.data()[k] != 0.0) a.data()[k] = rng() % 2 ? 1.0 : -1.0;
    DenseLu lu;
    lu.analyze_pattern(n, pattern_of(a));
    expect_replay_equals_full(lu, a);
    expect_replay_equals_full(lu, a);  // the same interchanges twice: the structure is found
    Eigen::MatrixXd b = a;  // the same magnitudes, other signs: same pivots by |entry|, other values
    for (int k = 0; k < b.size(); ++k)
      if (b.data()[k] != 0.0 && rng() % 3 == 0) b.data()[k] = -b.data()[k];
    if (expect_replay_equals_full(lu, b)) ++regular;
    replayed += static_cast<int>(lu.replays());
  }
  EXPECT_GT(regular, 50);
  EXPECT_GT(replayed, 20);
}

// A zero pivot (here a column that becomes zero) is never replayed: the full algorithm reports it.
TEST(DenseLu, AZeroPivotInAReplayGoesToTheFullAlgorithm) {
  std::mt19937 rng(37);
  Eigen::MatrixXd a = random_matrix(8, 0.5, rng);
  DenseLu lu;
  lu.analyze_pattern(8, pattern_of(a));
  lu.factor(a);
  lu.factor(a);
  ASSERT_EQ(lu.structures(), 1);
  a.col(3).setZero();
  EXPECT_FALSE(expect_replay_equals_full(lu, a));
  EXPECT_EQ(lu.smallest_pivot(), 0.0);
  EXPECT_EQ(lu.replays(), 0);
}

// A random 12 × 12 matrix and the same with two rows swapped: partial pivoting takes other
// interchanges for each (both are factored on the union of their patterns).
std::pair<Eigen::MatrixXd, Eigen::MatrixXd> matrices_with_other_pivots(std::mt19937& rng) {
  Eigen::MatrixXd a = random_matrix(12, 0.3, rng), b = a;
  b.row(0).swap(b.row(5));
  return {a, b};
}

// Matrices whose pivots flip from one factorization to the next (two rows trading the largest entry
// of a column, as near a symmetric position) are factored in full without a new structure each time:
// one is found only once two full factorizations in a row agree, and then replays resume.
TEST(DenseLu, FlippingPivotsCostNoStructureUntilTheyAgainAgree) {
  std::mt19937 rng(41);
  const auto [a, b] = matrices_with_other_pivots(rng);
  DenseLu lu;
  lu.analyze_pattern(12, pattern_of(Eigen::MatrixXd(a.cwiseAbs() + b.cwiseAbs())));
  for (int k = 0; k < 20; ++k) expect_replay_equals_full(lu, k % 2 ? b : a);
  EXPECT_EQ(lu.structures(), 0);
  EXPECT_EQ(lu.replays(), 0);
  for (int k = 0; k < 5; ++k) expect_replay_equals_full(lu, a);
  EXPECT_EQ(lu.structures(), 1);
  EXPECT_EQ(lu.replays(), 3);
}

// Pivots that change every third matrix: each structure found is soon replayed onto a matrix whose
// pivots differ, and each failed replay doubles how long the pivots must hold before the next one.
// The factorizations stay the full algorithm's, and few structures are built for the 20 changes.
TEST(DenseLu, RepeatedReplayFailuresBackOff) {
  std::mt19937 rng(43);
  const auto [a, b] = matrices_with_other_pivots(rng);
  DenseLu lu;
  lu.analyze_pattern(12, pattern_of(Eigen::MatrixXd(a.cwiseAbs() + b.cwiseAbs())));
  for (int k = 0; k < 60; ++k) expect_replay_equals_full(lu, (k / 3) % 2 ? b : a);
  EXPECT_GE(lu.structures(), 2);
  EXPECT_LE(lu.structures(), 4);
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
