// The dense LU linear solver against SUNDIALS' own dense solver (SUNLinSol_Dense) through the
// SUNLinearSolver interface the integrators call: the same solutions, the same recoverable failure
// with the same column on a singular matrix; and a refusal of non-finite matrices.
#include <gtest/gtest.h>

#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <random>

#include "integrators/sundials/dense_linear_solver.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// A SUNDIALS dense matrix holding `a`.
sundials::Matrix dense_matrix(const Eigen::MatrixXd& a, SUNContext context) {
  sundials::Matrix m(SUNDenseMatrix(a.rows(), a.cols(), context));
  sundials::copy_dense(a, m.get());
  return m;
}

TEST(DenseLuSolver, SolvesAsSundialsDenseSolverDoes) {
  sundials::Context context;
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  for (const long n : {1L, 2L, 7L, 40L, 99L}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    Eigen::MatrixXd a(n, n);
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) a(i, j) = value(rng);
    a.diagonal().array() += 0.1;  // regular, while the pivots still move rows
    sundials::Matrix ours_matrix = dense_matrix(a, context), theirs_matrix = dense_matrix(a, context);
    sundials::Vector b = sundials::make_vector(n, context), x = sundials::make_vector(n, context),
                     x_theirs = sundials::make_vector(n, context);
    for (long i = 0; i < n; ++i) NV_Ith_S(b.get(), i) = value(rng);
    sundials::LinearSolver ours(sundials::make_dense_lu_solver(n, context));
    sundials::LinearSolver theirs(SUNLinSol_Dense(b.get(), theirs_matrix.get(), context));
    EXPECT_EQ(SUNLinSolGetType(ours.get()), SUNLINEARSOLVER_DIRECT);
    ASSERT_EQ(SUNLinSolInitialize(ours.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolInitialize(theirs.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSetup(ours.get(), ours_matrix.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSetup(theirs.get(), theirs_matrix.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSolve(ours.get(), ours_matrix.get(), x.get(), b.get(), 0.0), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSolve(theirs.get(), theirs_matrix.get(), x_theirs.get(), b.get(), 0.0), SUNLS_SUCCESS);
    const Eigen::VectorXd solution = sundials::view(x.get()), reference = sundials::view(x_theirs.get());
    const Eigen::VectorXd rhs = sundials::view(b.get());
    EXPECT_LT((a * solution - rhs).cwiseAbs().maxCoeff(), 1e-12 * (1 + a.cwiseAbs().maxCoeff() * solution.cwiseAbs().maxCoeff()));
    EXPECT_LT((solution - reference).cwiseAbs().maxCoeff(), 1e-10 * (1 + reference.cwiseAbs().maxCoeff()));
    // x and b may be the same vector, as in SUNDIALS' own calls of some solvers.
    ASSERT_EQ(SUNLinSolSolve(ours.get(), ours_matrix.get(), b.get(), b.get(), 0.0), SUNLS_SUCCESS);
    EXPECT_LT((sundials::view(b.get()) - solution).cwiseAbs().maxCoeff(), 1e-14 * (1 + solution.cwiseAbs().maxCoeff()));
  }
}

TEST(DenseLuSolver, ReportsASingularMatrixAsRecoverableWithItsColumnLikeSundials) {
  sundials::Context context;
  Eigen::MatrixXd a = Eigen::MatrixXd::Identity(5, 5);
  a(2, 2) = 0.0;  // column 3 (counted from 1) has no pivot
  sundials::Matrix ours_matrix = dense_matrix(a, context), theirs_matrix = dense_matrix(a, context);
  sundials::Vector b = sundials::make_vector(5, context);
  sundials::LinearSolver ours(sundials::make_dense_lu_solver(5, context));
  sundials::LinearSolver theirs(SUNLinSol_Dense(b.get(), theirs_matrix.get(), context));
  const int flag = SUNLinSolSetup(ours.get(), ours_matrix.get());
  EXPECT_EQ(flag, SUNLS_LUFACT_FAIL);
  EXPECT_GT(flag, 0) << "recoverable: the integrator retries with a smaller step";
  EXPECT_EQ(SUNLinSolSetup(theirs.get(), theirs_matrix.get()), flag);
  EXPECT_EQ(SUNLinSolLastFlag(ours.get()), SUNLinSolLastFlag(theirs.get()));
  EXPECT_EQ(SUNLinSolLastFlag(ours.get()), 3);
}

TEST(DenseLuSolver, RefusesANonFiniteMatrixRecoverably) {
  sundials::Context context;
  Eigen::MatrixXd a = Eigen::MatrixXd::Identity(4, 4);
  a(1, 3) = std::numeric_limits<double>::quiet_NaN();
  sundials::Matrix matrix = dense_matrix(a, context);
  sundials::LinearSolver ours(sundials::make_dense_lu_solver(4, context));
  EXPECT_EQ(SUNLinSolSetup(ours.get(), matrix.get()), SUNLS_LUFACT_FAIL);
  // A matrix of the wrong size is the caller's error, not a recoverable failure.
  sundials::Matrix wrong = dense_matrix(Eigen::MatrixXd::Identity(3, 3), context);
  EXPECT_EQ(SUNLinSolSetup(ours.get(), wrong.get()), SUNLS_ILL_INPUT);
}

}  // namespace
}  // namespace mbdae
