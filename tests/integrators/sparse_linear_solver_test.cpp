// The sparse LU linear solver (KLU with a relative pivot test) against SUNDIALS' own SUNLinSol_KLU
// through the SUNLinearSolver interface the integrators call: the same solutions; the pivot order kept
// while it holds and chosen anew when it goes bad; recoverable failures on singular and non-finite
// matrices.
#include <gtest/gtest.h>

#include <sunlinsol/sunlinsol_klu.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <limits>
#include <random>

#include "integrators/sundials/sparse_linear_solver.hpp"
#include "integrators/sundials/support.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using SparseMatrix = Eigen::SparseMatrix<double>;

/// A SUNDIALS CSC matrix holding `a` (pattern and values).
sundials::Matrix sparse_matrix(const SparseMatrix& a, SUNContext context) {
  sundials::Matrix m(SUNSparseMatrix(a.rows(), a.cols(), a.nonZeros(), CSC_MAT, context));
  sundials::copy_sparse(a, m.get(), true);
  return m;
}

/// An n × n matrix with a random pattern (about `per_column` entries per column) and its diagonal,
/// regular but with off-diagonal entries large enough that partial pivoting moves rows.
SparseMatrix random_sparse(int n, int per_column, std::mt19937& rng) {
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  std::uniform_int_distribution<int> row(0, n - 1);
  std::vector<Eigen::Triplet<double>> entries;
  for (int j = 0; j < n; ++j) {
    entries.emplace_back(j, j, 0.5 + std::abs(value(rng)));
    for (int k = 0; k < per_column; ++k) entries.emplace_back(row(rng), j, 2.0 * value(rng));
  }
  SparseMatrix a(n, n);
  a.setFromTriplets(entries.begin(), entries.end());
  a.makeCompressed();
  return a;
}

Eigen::VectorXd solve_with(SUNLinearSolver solver, SUNMatrix matrix, const Eigen::VectorXd& rhs, SUNContext context) {
  sundials::Vector b = sundials::make_vector(rhs.size(), context), x = sundials::make_vector(rhs.size(), context);
  sundials::view(b.get()) = rhs;
  EXPECT_EQ(SUNLinSolSolve(solver, matrix, x.get(), b.get(), 0.0), SUNLS_SUCCESS);
  return sundials::view(x.get());
}

TEST(SparseLuSolver, SolvesAsSundialsKluDoes) {
  sundials::Context context;
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> value(-1.0, 1.0);
  for (const int n : {1, 2, 9, 60, 400}) {
    SCOPED_TRACE("n = " + std::to_string(n));
    const SparseMatrix a = random_sparse(n, 3, rng);
    sundials::Matrix ours_matrix = sparse_matrix(a, context), theirs_matrix = sparse_matrix(a, context);
    Eigen::VectorXd rhs(n);
    for (int i = 0; i < n; ++i) rhs[i] = value(rng);
    sundials::Vector template_vector = sundials::make_vector(n, context);
    sundials::LinearSolver ours(sundials::make_sparse_lu_solver(n, context));
    sundials::LinearSolver theirs(SUNLinSol_KLU(template_vector.get(), theirs_matrix.get(), context));
    EXPECT_EQ(SUNLinSolGetType(ours.get()), SUNLINEARSOLVER_DIRECT);
    ASSERT_EQ(SUNLinSolInitialize(ours.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolInitialize(theirs.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSetup(ours.get(), ours_matrix.get()), SUNLS_SUCCESS);
    ASSERT_EQ(SUNLinSolSetup(theirs.get(), theirs_matrix.get()), SUNLS_SUCCESS);
    const Eigen::VectorXd x = solve_with(ours.get(), ours_matrix.get(), rhs, context);
    const Eigen::VectorXd reference = solve_with(theirs.get(), theirs_matrix.get(), rhs, context);
    // As accurate as SUNDIALS' own KLU module on the same system: residuals within a factor of ten of
    // its residual or of the round-off ε‖A‖‖x‖ of a backward-stable solve, whichever is larger.
    const double ours_residual = (a * x - rhs).cwiseAbs().maxCoeff();
    const double theirs_residual = (a * reference - rhs).cwiseAbs().maxCoeff();
    const double round_off = std::numeric_limits<double>::epsilon() * Eigen::MatrixXd(a).cwiseAbs().rowwise().sum().maxCoeff() *
                             x.cwiseAbs().maxCoeff();
    EXPECT_LE(ours_residual, 10.0 * std::max(theirs_residual, round_off)) << "theirs " << theirs_residual;
    EXPECT_LT((x - reference).cwiseAbs().maxCoeff(), 1e-10 * (1 + reference.cwiseAbs().maxCoeff()));
    // x and b may be the same vector.
    sundials::Vector b = sundials::make_vector(n, context);
    sundials::view(b.get()) = rhs;
    ASSERT_EQ(SUNLinSolSolve(ours.get(), ours_matrix.get(), b.get(), b.get(), 0.0), SUNLS_SUCCESS);
    EXPECT_LT((sundials::view(b.get()) - x).cwiseAbs().maxCoeff(), 1e-14 * (1 + x.cwiseAbs().maxCoeff()));
    EXPECT_EQ(sundials::sparse_lu_counts(ours.get()).full_factorizations, 1);
  }
}

// An integrator's Newton matrices, K + c_j M with c_j changing by orders of magnitude from setup to
// setup (IDA's first steps): the pivot order of the first factorization keeps serving, refactorized,
// and every solve stays accurate.
TEST(SparseLuSolver, KeepsItsPivotOrderWhileItHolds) {
  sundials::Context context;
  std::mt19937 rng(7);
  const int n = 200;
  const SparseMatrix stiffness = random_sparse(n, 4, rng);
  SparseMatrix mass(n, n);
  mass.setIdentity();
  const SparseMatrix pattern = stiffness + mass;  // the union of both patterns
  sundials::LinearSolver solver(sundials::make_sparse_lu_solver(n, context));
  ASSERT_EQ(SUNLinSolInitialize(solver.get()), SUNLS_SUCCESS);
  sundials::Matrix matrix = sparse_matrix(pattern, context);
  const Eigen::VectorXd rhs = Eigen::VectorXd::LinSpaced(n, -1.0, 1.0);
  for (const double cj : {1e8, 1e7, 1e6, 1e5, 3e4, 1e4}) {
    const SparseMatrix a = stiffness + cj * mass;
    sundials::copy_sparse(a, matrix.get(), false);
    ASSERT_EQ(SUNLinSolSetup(solver.get(), matrix.get()), SUNLS_SUCCESS);
    const Eigen::VectorXd x = solve_with(solver.get(), matrix.get(), rhs, context);
    EXPECT_LT((a * x - rhs).cwiseAbs().maxCoeff(), 1e-12) << "c_j = " << cj;
  }
  const sundials::SparseLuCounts counts = sundials::sparse_lu_counts(solver.get());
  EXPECT_EQ(counts.full_factorizations, 1);
  EXPECT_EQ(counts.refactorizations, 5);
  EXPECT_EQ(counts.solves, 6);
}

// Pivots chosen for one matrix (a strong diagonal) are the wrong ones for the next (the weight moved off
// the diagonal): the refactorization loses far more than kPivotLoss of its pivot ratio, and the solver
// factors again with partial pivoting instead of solving with tiny pivots.
TEST(SparseLuSolver, ChoosesNewPivotsWhenTheOldOnesGoBad) {
  sundials::Context context;
  auto matrix_of = [](double diagonal, double off_diagonal) {
    SparseMatrix a(2, 2);
    std::vector<Eigen::Triplet<double>> entries{{0, 0, diagonal}, {1, 1, diagonal}, {0, 1, off_diagonal},
                                                 {1, 0, off_diagonal}};
    a.setFromTriplets(entries.begin(), entries.end());
    a.makeCompressed();
    return a;
  };
  sundials::LinearSolver solver(sundials::make_sparse_lu_solver(2, context));
  ASSERT_EQ(SUNLinSolInitialize(solver.get()), SUNLS_SUCCESS);
  sundials::Matrix matrix = sparse_matrix(matrix_of(1.0, 0.5), context);
  ASSERT_EQ(SUNLinSolSetup(solver.get(), matrix.get()), SUNLS_SUCCESS);
  const SparseMatrix swapped = matrix_of(1e-14, 1.0);
  sundials::copy_sparse(swapped, matrix.get(), false);
  ASSERT_EQ(SUNLinSolSetup(solver.get(), matrix.get()), SUNLS_SUCCESS);
  const sundials::SparseLuCounts counts = sundials::sparse_lu_counts(solver.get());
  EXPECT_EQ(counts.refactorizations, 1);
  EXPECT_EQ(counts.full_factorizations, 2) << "the refactorization's pivots were rejected";
  const Eigen::Vector2d rhs(1.0, 2.0);
  const Eigen::VectorXd x = solve_with(solver.get(), matrix.get(), rhs, context);
  EXPECT_LT((swapped * x - rhs).cwiseAbs().maxCoeff(), 1e-14);
}

TEST(SparseLuSolver, SingularAndNonFiniteMatricesAreRecoverableFailures) {
  sundials::Context context;
  SparseMatrix a(4, 4);
  a.setIdentity();
  a.coeffRef(2, 2) = 0.0;  // stored, but column 3 has no pivot
  a.makeCompressed();
  sundials::Matrix singular = sparse_matrix(a, context);
  sundials::LinearSolver solver(sundials::make_sparse_lu_solver(4, context));
  const int flag = SUNLinSolSetup(solver.get(), singular.get());
  EXPECT_EQ(flag, SUNLS_LUFACT_FAIL);
  EXPECT_GT(flag, 0) << "recoverable: the integrator retries with a smaller step";
  a.coeffRef(2, 2) = 1.0;
  a.coeffRef(1, 1) = std::numeric_limits<double>::quiet_NaN();
  sundials::Matrix not_finite = sparse_matrix(a, context);
  EXPECT_EQ(SUNLinSolSetup(solver.get(), not_finite.get()), SUNLS_LUFACT_FAIL);
  // After both, a good matrix of the same pattern factors and solves.
  a.coeffRef(1, 1) = 1.0;
  sundials::copy_sparse(a, not_finite.get(), false);
  ASSERT_EQ(SUNLinSolSetup(solver.get(), not_finite.get()), SUNLS_SUCCESS);
  const Eigen::VectorXd x = solve_with(solver.get(), not_finite.get(), Eigen::Vector4d(1, 2, 3, 4), context);
  EXPECT_LT((x - Eigen::Vector4d(1, 2, 3, 4)).norm(), 1e-15);
  // A matrix of the wrong size is the caller's error.
  SparseMatrix small(3, 3);
  small.setIdentity();
  small.makeCompressed();
  sundials::Matrix wrong = sparse_matrix(small, context);
  EXPECT_EQ(SUNLinSolSetup(solver.get(), wrong.get()), SUNLS_ILL_INPUT);
}

// The orderings on the matrices they are chosen for: GGL's and index-3's iteration matrices on
// revolute chains of 25 and 100 links at a consistent state, factored with AMD's symmetric order and
// with COLAMD's column order. AMD's order, made for diagonal pivots, breaks on GGL's zero-diagonal
// multiplier rows: its L + U per entry of J grows with the chain (the factorizations grew as N² in IDA
// runs). COLAMD's on GGL, and AMD's on index-3 (which keeps it), stay O(N): the same fill per entry at
// both lengths.
double fill_per_entry(int links, const char* form, sundials::SparseOrdering ordering) {
  const MultibodySystem system(load_builtin_model("revolute_chain", {{"n", std::to_string(links)}}),
                               make_coordinate_type("nacf"));
  Eigen::VectorXd q, v, a, lambda, y, yp;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  make_acceleration_formulation("af", system)->solve(0.0, q, v, a, lambda);
  sundials::Context context;
  auto residual = make_dae_residual(form, system);
  residual->consistent_initial_values(q, v, a, lambda, y, yp);
  SparseMatrix J = residual->make_iteration_matrix();
  residual->iteration_matrix(0.0, y, yp, 1e3, J);  // c_j of a 1 ms step
  sundials::Matrix matrix = sparse_matrix(J, context);
  sundials::LinearSolver solver(sundials::make_sparse_lu_solver(J.rows(), context, nullptr, ordering));
  EXPECT_EQ(SUNLinSolSetup(solver.get(), matrix.get()), SUNLS_SUCCESS) << form;
  return static_cast<double>(sundials::sparse_lu_counts(solver.get()).factor_entries) / J.nonZeros();
}

TEST(SparseLuSolver, EachFormsOrderingKeepsTheFillLinearOnAChain) {
  using sundials::SparseOrdering;
  struct Fill {
    double short_chain, long_chain;
    double growth() const { return long_chain / short_chain; }
  };
  auto fill = [](const char* form, SparseOrdering ordering) {
    return Fill{fill_per_entry(25, form, ordering), fill_per_entry(100, form, ordering)};
  };
  const Fill ggl_column = fill("ggl", SparseOrdering::column), ggl_symmetric = fill("ggl", SparseOrdering::symmetric),
             index3_symmetric = fill("index3", SparseOrdering::symmetric);
  std::printf("L + U per entry of J at 25 and 100 links: GGL COLAMD %.2f, %.2f; GGL AMD %.2f, %.2f; index-3 AMD %.2f, %.2f\n",
              ggl_column.short_chain, ggl_column.long_chain, ggl_symmetric.short_chain, ggl_symmetric.long_chain,
              index3_symmetric.short_chain, index3_symmetric.long_chain);
  EXPECT_LT(ggl_column.growth(), 1.3);
  EXPECT_LT(index3_symmetric.growth(), 1.3);
  EXPECT_GT(ggl_symmetric.growth(), 1.3) << "AMD's order on GGL";
  EXPECT_GT(ggl_symmetric.long_chain, 4.0 * ggl_column.long_chain) << "AMD's order on GGL";
  const MultibodySystem chain(load_builtin_model("revolute_chain"), make_coordinate_type("nacf"));
  EXPECT_TRUE(make_dae_residual("ggl", chain)->needs_column_ordering());
  EXPECT_FALSE(make_dae_residual("index3", chain)->needs_column_ordering());
  EXPECT_FALSE(make_dae_residual("index1", chain)->needs_column_ordering());
}

}  // namespace
}  // namespace mbdae
