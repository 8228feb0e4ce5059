// SemidefiniteLdlt against the dense Moore–Penrose pseudoinverse (complete orthogonal decomposition):
// S = JJᵀ with J sparse and rank-deficient (repeated and combined rows, as redundant constraints give),
// minimum-norm solutions for right-hand sides in the range, the rank deficiency counted, full-rank
// matrices factored as they are and solved in one solve, and an indefinite matrix refused.
#include <gtest/gtest.h>

#include <random>

#include "linear_algebra/semidefinite_ldlt.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using SparseMatrix = Eigen::SparseMatrix<double>;

// JJᵀ for a sparse m × n J whose last `dependent` rows are combinations of two earlier rows each; its
// upper triangle in AMD order (as the augmented formulation stores its Schur complement), with every
// diagonal entry stored.
struct SemidefiniteCase {
  Eigen::MatrixXd dense;
  SparseMatrix upper;
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> order;  // new = order * old
};

SemidefiniteCase make_case(int m, int n, int dependent, std::mt19937& rng) {
  Eigen::MatrixXd j = testing::random_sparse_matrix(std::max(m, n), 0.15, rng).topLeftCorner(m, n);
  for (int r = 0; r < m - dependent; ++r) j(r, r % n) += 2.0;  // independent rows
  std::uniform_int_distribution<int> pick(0, m - dependent - 1);
  for (int r = m - dependent; r < m; ++r) j.row(r) = 0.7 * j.row(pick(rng)) - 1.3 * j.row(pick(rng));
  SemidefiniteCase c;
  c.dense = j * j.transpose();
  SparseMatrix full = c.dense.sparseView(0.0, 0.0);
  for (int i = 0; i < m; ++i) full.coeffRef(i, i) += 0.0;  // keep every diagonal entry
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> inverse_order;
  Eigen::AMDOrdering<int>()(full, inverse_order);
  c.order = inverse_order.inverse();
  SparseMatrix permuted;
  permuted = full.twistedBy(c.order);
  c.upper = permuted.triangularView<Eigen::Upper>();
  for (int i = 0; i < m; ++i) c.upper.coeffRef(i, i) += 0.0;
  c.upper.makeCompressed();
  return c;
}

TEST(SemidefiniteLdlt, GivesTheMinimumNormSolutionOfRankDeficientSystems) {
  std::mt19937 rng(17);
  for (const auto& [m, n, dependent] : {std::tuple{12, 20, 0}, {30, 40, 1}, {60, 60, 5}, {200, 260, 12}}) {
    SCOPED_TRACE("m = " + std::to_string(m) + ", dependent rows " + std::to_string(dependent));
    const SemidefiniteCase c = make_case(m, n, dependent, rng);
    SemidefiniteLdlt solver;
    solver.analyze(c.upper);
    ASSERT_TRUE(solver.factorize(c.upper));
    EXPECT_EQ(solver.rank_deficiency(), dependent);
    EXPECT_EQ(solver.factored_exactly(), dependent == 0) << "S itself is factored when it is definite";
    const Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> pseudo(c.dense);
    for (int trial = 0; trial < 3; ++trial) {
      const Eigen::VectorXd b = c.dense * Eigen::VectorXd::Random(m);  // in the range of S
      const Eigen::VectorXd expected = pseudo.solve(b);
      Eigen::VectorXd x;
      const int solves = solver.solve(c.order * b, x);
      const Eigen::VectorXd result = c.order.inverse() * x;
      if (dependent == 0)
        EXPECT_EQ(solves, 1);
      else
        EXPECT_LE(solves, 6);
      EXPECT_LT((result - expected).cwiseAbs().maxCoeff(), 1e-10 * expected.cwiseAbs().maxCoeff());
      EXPECT_LT((c.dense * result - b).cwiseAbs().maxCoeff(), 1e-12 * b.cwiseAbs().maxCoeff());
    }
  }
}

// The Schur complement of a long chain is definite but ill-conditioned (here the second-difference
// matrix of 2000 unknowns, condition number 1.6e6): S itself is factored, one solve is accurate to
// the condition number times round-off. A pivot of 1e-11 of the largest is an independent row's; one
// of 1e-13 is taken for a dependent row's, as the regularization would.
TEST(SemidefiniteLdlt, FactorsADefiniteIllConditionedMatrixItself) {
  const int m = 2000;
  SparseMatrix upper(m, m);
  for (int i = 0; i < m; ++i) {
    upper.insert(i, i) = 2.0;
    if (i + 1 < m) upper.insert(i, i + 1) = -1.0;
  }
  upper.makeCompressed();
  SemidefiniteLdlt solver;
  solver.analyze(upper);
  ASSERT_TRUE(solver.factorize(upper));
  EXPECT_TRUE(solver.factored_exactly());
  EXPECT_EQ(solver.rank_deficiency(), 0);
  const Eigen::VectorXd expected = Eigen::VectorXd::LinSpaced(m, -1.0, 2.0);
  const Eigen::VectorXd b = upper.selfadjointView<Eigen::Upper>() * expected;
  Eigen::VectorXd x;
  EXPECT_EQ(solver.solve(b, x), 1);
  EXPECT_LT((x - expected).cwiseAbs().maxCoeff(), 1e-8 * expected.cwiseAbs().maxCoeff());

  for (const double gap : {1e-11, 1e-13}) {
    SparseMatrix nearly_singular(2, 2);  // [[1, 1], [1, 1 + gap]]: second pivot = gap
    nearly_singular.insert(0, 0) = 1.0;
    nearly_singular.insert(0, 1) = 1.0;
    nearly_singular.insert(1, 1) = 1.0 + gap;
    nearly_singular.makeCompressed();
    solver.analyze(nearly_singular);
    ASSERT_TRUE(solver.factorize(nearly_singular));
    EXPECT_EQ(solver.factored_exactly(), gap > 1e-12) << gap;
    EXPECT_EQ(solver.rank_deficiency(), gap > 1e-12 ? 0 : 1) << gap;
  }
}

TEST(SemidefiniteLdlt, ContradictoryRightHandSidesStayBounded) {
  std::mt19937 rng(5);
  const SemidefiniteCase c = make_case(40, 50, 3, rng);
  SemidefiniteLdlt solver;
  solver.analyze(c.upper);
  ASSERT_TRUE(solver.factorize(c.upper));
  const Eigen::VectorXd consistent = c.dense * Eigen::VectorXd::Random(40);
  const Eigen::VectorXd b = consistent + 1e-6 * Eigen::VectorXd::Random(40);  // partly outside the range
  Eigen::VectorXd x;
  solver.solve(c.order * b, x);
  const Eigen::VectorXd least_squares = Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd>(c.dense).solve(b);
  ASSERT_TRUE(x.allFinite());
  // Not divided by ε = 1e-12: within the contradiction's size of the least-squares answer.
  EXPECT_LT((c.order.inverse() * x - least_squares).cwiseAbs().maxCoeff(), 1e-3 * least_squares.cwiseAbs().maxCoeff());
}

TEST(SemidefiniteLdlt, RefusesAnIndefiniteMatrix) {
  SparseMatrix upper(3, 3);
  upper.insert(0, 0) = 2.0;
  upper.insert(0, 1) = 3.0;
  upper.insert(1, 1) = 2.0;  // [[2, 3], [3, 2]] has eigenvalues 5 and −1
  upper.insert(2, 2) = 1.0;
  upper.makeCompressed();
  SemidefiniteLdlt solver;
  solver.analyze(upper);
  EXPECT_FALSE(solver.factorize(upper));
}

}  // namespace
}  // namespace mbdae
