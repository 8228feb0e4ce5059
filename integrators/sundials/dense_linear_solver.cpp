#include "integrators/sundials/dense_linear_solver.hpp"

#include <nvector/nvector_serial.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <Eigen/Dense>

namespace mbdae::sundials {
namespace {

struct DenseLuContent {
  explicit DenseLuContent(long n) : lu(n), right_hand_side(n) {}
  Eigen::PartialPivLU<Eigen::MatrixXd> lu;  // sized once: compute() then reuses its storage
  Eigen::VectorXd right_hand_side;          // b, copied (x and b may be one vector)
  sunindextype last_flag = 0;
  CostSplit* cost = nullptr;  // where factorization and solve times go, if anywhere
};

DenseLuContent& content(SUNLinearSolver solver) { return *static_cast<DenseLuContent*>(solver->content); }

SUNLinearSolver_Type type(SUNLinearSolver) { return SUNLINEARSOLVER_DIRECT; }
SUNLinearSolver_ID id(SUNLinearSolver) { return SUNLINEARSOLVER_CUSTOM; }
int initialize(SUNLinearSolver solver) {
  content(solver).last_flag = 0;
  return SUNLS_SUCCESS;
}

int setup(SUNLinearSolver solver, SUNMatrix matrix) {
  DenseLuContent& c = content(solver);
  double ignored = 0.0;
  TimedScope timer(c.cost ? c.cost->factorization : ignored);
  const long n = SUNDenseMatrix_Rows(matrix);
  if (SUNDenseMatrix_Columns(matrix) != n || n != c.right_hand_side.size()) {
    c.last_flag = SUNLS_ILL_INPUT;
    return SUNLS_ILL_INPUT;
  }
  const Eigen::Map<const Eigen::MatrixXd> a(SUNDenseMatrix_Data(matrix), n, n);
  if (!a.allFinite()) {  // recoverable: the integrator retries with a smaller step
    c.last_flag = 1;
    return SUNLS_LUFACT_FAIL;
  }
  c.lu.compute(a);
  const auto pivots = c.lu.matrixLU().diagonal();
  for (long k = 0; k < n; ++k)
    if (pivots[k] == 0.0) {  // singular; the column is reported from 1, as SUNDIALS' dense solver does
      c.last_flag = k + 1;
      return SUNLS_LUFACT_FAIL;
    }
  c.last_flag = 0;
  return SUNLS_SUCCESS;
}

int solve(SUNLinearSolver solver, SUNMatrix, N_Vector x, N_Vector b, realtype) {
  DenseLuContent& c = content(solver);
  double ignored = 0.0;
  TimedScope timer(c.cost ? c.cost->solve : ignored);
  const long n = c.right_hand_side.size();
  c.right_hand_side = Eigen::Map<const Eigen::VectorXd>(N_VGetArrayPointer(b), n);
  Eigen::Map<Eigen::VectorXd>(N_VGetArrayPointer(x), n) = c.lu.solve(c.right_hand_side);
  c.last_flag = 0;
  return SUNLS_SUCCESS;
}

sunindextype last_flag(SUNLinearSolver solver) { return content(solver).last_flag; }

int space(SUNLinearSolver solver, long* real_words, long* integer_words) {
  const long n = content(solver).right_hand_side.size();
  *real_words = n * n + n;
  *integer_words = n;
  return SUNLS_SUCCESS;
}

int destroy(SUNLinearSolver solver) {
  if (!solver) return SUNLS_SUCCESS;
  delete static_cast<DenseLuContent*>(solver->content);
  solver->content = nullptr;
  SUNLinSolFreeEmpty(solver);
  return SUNLS_SUCCESS;
}

}  // namespace

SUNLinearSolver make_dense_lu_solver(long n, SUNContext context, CostSplit* cost) {
  SUNLinearSolver solver = SUNLinSolNewEmpty(context);
  if (!solver) return nullptr;
  solver->content = new DenseLuContent(n);
  static_cast<DenseLuContent*>(solver->content)->cost = cost;
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

}  // namespace mbdae::sundials
