#include "integrators/sundials/sparse_linear_solver.hpp"

#include <klu.h>
#include <nvector/nvector_serial.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <Eigen/Dense>
#include <cmath>
#include <type_traits>

namespace mbdae::sundials {
namespace {

// SUNDIALS' indices are 64-bit in Debian's build: KLU's long-integer interface takes them as they are.
static_assert(std::is_same_v<sunindextype, SuiteSparse_long> ||
                  (sizeof(sunindextype) == sizeof(SuiteSparse_long) && std::is_signed_v<sunindextype>),
              "KLU's klu_l_* interface needs SUNDIALS' 64-bit indices");

struct SparseLuContent {
  SparseLuContent(long n, SparseOrdering ordering) : right_hand_side(n) {
    klu_l_defaults(&common);
    common.ordering = ordering == SparseOrdering::column ? 1 : 0;  // COLAMD or AMD (the header has why)
    common.btf = 0;
  }
  ~SparseLuContent() { release(); }
  void release() {
    if (numeric) klu_l_free_numeric(&numeric, &common);
    if (symbolic) klu_l_free_symbolic(&symbolic, &common);
  }

  klu_l_common common;
  klu_l_symbolic* symbolic = nullptr;
  klu_l_numeric* numeric = nullptr;
  double full_rcond = 0.0;         // KLU's cheap estimate after the last full factorization
  Eigen::VectorXd right_hand_side;  // b, copied (x and b may be one vector)
  sunindextype last_flag = 0;
  CostSplit* cost = nullptr;  // where factorization and solve times go, if anywhere
  SparseLuCounts counts;
};

SparseLuContent& content(SUNLinearSolver solver) { return *static_cast<SparseLuContent*>(solver->content); }

SUNLinearSolver_Type type(SUNLinearSolver) { return SUNLINEARSOLVER_DIRECT; }
SUNLinearSolver_ID id(SUNLinearSolver) { return SUNLINEARSOLVER_CUSTOM; }
int initialize(SUNLinearSolver solver) {
  content(solver).last_flag = 0;
  return SUNLS_SUCCESS;
}

SuiteSparse_long* as_klu(sunindextype* p) { return reinterpret_cast<SuiteSparse_long*>(p); }

// New pivots: a full factorization with partial pivoting, and the pivot ratio it gives.
bool factor(SparseLuContent& c, SuiteSparse_long* columns, SuiteSparse_long* rows, double* values) {
  if (c.numeric) klu_l_free_numeric(&c.numeric, &c.common);
  c.numeric = klu_l_factor(columns, rows, values, c.symbolic, &c.common);
  if (!c.numeric) return false;
  ++c.counts.full_factorizations;
  c.counts.factor_entries = c.numeric->lnz + c.numeric->unz;
  klu_l_rcond(c.symbolic, c.numeric, &c.common);
  c.full_rcond = c.common.rcond;
  return true;
}

int setup(SUNLinearSolver solver, SUNMatrix matrix) {
  SparseLuContent& c = content(solver);
  double ignored = 0.0;
  TimedScope timer(c.cost ? c.cost->factorization : ignored);
  const long n = SUNSparseMatrix_Rows(matrix);
  if (SUNSparseMatrix_SparseType(matrix) != CSC_MAT || SUNSparseMatrix_Columns(matrix) != n ||
      n != c.right_hand_side.size()) {
    c.last_flag = SUNLS_ILL_INPUT;
    return SUNLS_ILL_INPUT;
  }
  SuiteSparse_long* columns = as_klu(SUNSparseMatrix_IndexPointers(matrix));
  SuiteSparse_long* rows = as_klu(SUNSparseMatrix_IndexValues(matrix));
  double* values = SUNSparseMatrix_Data(matrix);
  const Eigen::Map<const Eigen::VectorXd> entries(values, columns[n]);
  if (!entries.allFinite()) {  // recoverable: the integrator retries with a smaller step
    c.last_flag = 1;
    return SUNLS_LUFACT_FAIL;
  }
  if (!c.symbolic) {  // the pattern is fixed for the run: analysed once
    c.symbolic = klu_l_analyze(n, columns, rows, &c.common);
    if (!c.symbolic) {
      c.last_flag = c.common.status;
      return SUNLS_PACKAGE_FAIL_UNREC;
    }
  }
  bool ok = false;
  if (c.numeric && klu_l_refactor(columns, rows, values, c.symbolic, c.numeric, &c.common)) {
    ++c.counts.refactorizations;
    klu_l_rcond(c.symbolic, c.numeric, &c.common);
    ok = std::isfinite(c.common.rcond) && c.common.rcond >= kPivotLoss * c.full_rcond;
  }
  if (!ok && !factor(c, columns, rows, values)) {
    // Singular to KLU (a zero pivot column): recoverable, the integrator cuts its step or re-evaluates.
    c.last_flag = c.common.status == KLU_SINGULAR ? 1 : c.common.status;
    return c.common.status == KLU_SINGULAR ? SUNLS_LUFACT_FAIL : SUNLS_PACKAGE_FAIL_UNREC;
  }
  c.last_flag = 0;
  return SUNLS_SUCCESS;
}

int solve(SUNLinearSolver solver, SUNMatrix, N_Vector x, N_Vector b, realtype) {
  SparseLuContent& c = content(solver);
  double ignored = 0.0;
  TimedScope timer(c.cost ? c.cost->solve : ignored);
  const long n = c.right_hand_side.size();
  Eigen::Map<Eigen::VectorXd> solution(N_VGetArrayPointer(x), n);
  if (N_VGetArrayPointer(x) != N_VGetArrayPointer(b)) solution = Eigen::Map<const Eigen::VectorXd>(N_VGetArrayPointer(b), n);
  if (!klu_l_solve(c.symbolic, c.numeric, n, 1, solution.data(), &c.common)) {
    c.last_flag = c.common.status;
    return SUNLS_PACKAGE_FAIL_REC;
  }
  ++c.counts.solves;
  c.last_flag = 0;
  return SUNLS_SUCCESS;
}

sunindextype last_flag(SUNLinearSolver solver) { return content(solver).last_flag; }

int space(SUNLinearSolver solver, long* real_words, long* integer_words) {
  const SparseLuContent& c = content(solver);
  const long n = c.right_hand_side.size();
  const long factor_entries = c.numeric ? c.numeric->lnz + c.numeric->unz : 0;
  *real_words = factor_entries + n;
  *integer_words = factor_entries + 4 * n;
  return SUNLS_SUCCESS;
}

int destroy(SUNLinearSolver solver) {
  if (!solver) return SUNLS_SUCCESS;
  delete static_cast<SparseLuContent*>(solver->content);
  solver->content = nullptr;
  SUNLinSolFreeEmpty(solver);
  return SUNLS_SUCCESS;
}

}  // namespace

SUNLinearSolver make_sparse_lu_solver(long n, SUNContext context, CostSplit* cost, SparseOrdering ordering) {
  SUNLinearSolver solver = SUNLinSolNewEmpty(context);
  if (!solver) return nullptr;
  solver->content = new SparseLuContent(n, ordering);
  static_cast<SparseLuContent*>(solver->content)->cost = cost;
  solver->ops->gettype = type;
  solver->ops->getid = id;
  solver->ops->initialize = initialize;
  solver->ops->setup = setup;
  solver->ops->solve = solve;
  solver->ops->lastflag = last_flag;
  solver->ops->space = space;
  solver->ops->free = destroy;
  return solver;
}

SparseLuCounts sparse_lu_counts(SUNLinearSolver solver) { return content(solver).counts; }

}  // namespace mbdae::sundials
