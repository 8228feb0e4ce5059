#include "integrators/sundials/index1_newton_solver.hpp"

#include <optional>

#include <nvector/nvector_serial.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <cmath>

#include "core/error.hpp"
#include "integrators/sundials/sparse_linear_solver.hpp"
#include "system/redundancy.hpp"

namespace mbdae::sundials {
namespace {

Index1NewtonSolver& owner(SUNLinearSolver solver) { return *static_cast<Index1NewtonSolver*>(solver->content); }

SUNLinearSolver_Type type(SUNLinearSolver) { return SUNLINEARSOLVER_DIRECT; }
SUNLinearSolver_ID id(SUNLinearSolver) { return SUNLINEARSOLVER_CUSTOM; }
int initialize(SUNLinearSolver) { return SUNLS_SUCCESS; }
int setup(SUNLinearSolver solver, SUNMatrix) { return owner(solver).setup(); }
int solve(SUNLinearSolver solver, SUNMatrix, N_Vector x, N_Vector b, realtype) { return owner(solver).solve(x, b); }
// The shell only: the Index1NewtonSolver that owns it frees it.
int destroy(SUNLinearSolver) { return SUNLS_SUCCESS; }

}  // namespace

Index1NewtonSolver::Index1NewtonSolver(AccelerationOde& ode, CallbackGuard& guard, SUNContext context)
    : ode_(ode),
      guard_(guard),
      residual_(require_global_coordinates(ode.system(), "the sparse (klu) Newton solve")),
      matrix_(residual_.make_iteration_matrix()),
      mass_(ode.system().make_mass_matrix()),
      jacobian_(ode.system().make_constraint_jacobian()),
      // The integrators want a matrix with a direct solver; nothing is stored in it.
      placeholder_(SUNSparseMatrix(ode.size(), ode.size(), 1, CSC_MAT, context)),
      q_(ode.coordinate_count()),
      v_(ode.coordinate_count()),
      acceleration_(ode.coordinate_count()),
      multipliers_(ode.system().constraint_count()),
      y_(residual_.size()),
      yp_(residual_.size()),
      rhs_(residual_.size()) {
  if (!placeholder_) throw Error(Error::Kind::numerical, "SUNDIALS matrix could not be created");
  solver_ = SUNLinSolNewEmpty(context);
  if (!solver_) throw Error(Error::Kind::numerical, "SUNDIALS linear solver could not be created");
  solver_->content = this;
  solver_->ops->gettype = type;
  solver_->ops->getid = id;
  solver_->ops->initialize = initialize;
  solver_->ops->setup = mbdae::sundials::setup;
  solver_->ops->solve = mbdae::sundials::solve;
  solver_->ops->free = destroy;
}

Index1NewtonSolver::~Index1NewtonSolver() {
  solver_->content = nullptr;
  SUNLinSolFreeEmpty(solver_);
}

int Index1NewtonSolver::build(double t, N_Vector y, double gamma) {
  build_status_ = 1;  // until the factorization below succeeds
  std::optional<TimedScope> timer(std::in_place, cost_.matrix);
  ode_.split(y, q_, v_);
  setup_gamma_ = gamma;
  // q̈ and λ at the state, from the run's own formulation: the point the index-1 matrix is taken at.
  ode_.formulation().solve(t, q_, v_, acceleration_, multipliers_);
  const int n = ode_.coordinate_count(), m = ode_.system().constraint_count();
  y_.head(n) = q_;
  y_.segment(n, n) = v_;
  y_.tail(m) = multipliers_;
  yp_.setZero();
  yp_.head(n) = v_;
  yp_.segment(n, n) = acceleration_;
  residual_.iteration_matrix(t, y_, yp_, 1.0 / setup_gamma_, matrix_);
  ode_.system().mass_matrix(q_, mass_);
  ode_.system().constraint_jacobian(t, q_, jacobian_);
  ++setups_;
  if (!matrix_.coeffs().allFinite()) return 1;  // recoverable: the integrator cuts its step
  // Redundant rows make the index-1 matrix singular, but KLU's pivots need not show it (round-off
  // leaves them tiny rather than zero): the rank of C_q is checked once, at the first build.
  if (setups_ == 1 && constraints_are_redundant(ode_.system(), t, q_))
    throw Error(Error::Kind::usage,
                "the index-1 Newton matrix is singular at the start: the constraints are redundant, which "
                "--linear-solver klu cannot take for this integrator; use --linear-solver dense");
  // Keep the pivot order while it holds (sparse_linear_solver.hpp has why the test is relative).
  timer.emplace(cost_.factorization);
  if (!analysed_) {
    if (!lu_.analyze(matrix_)) throw Error(Error::Kind::numerical, "KLU could not analyse the index-1 Newton matrix");
    analysed_ = true;
  }
  const bool refactored =
      lu_.has_factorization() && lu_.refactor(matrix_) && lu_.pivot_ratio() >= kPivotLoss * full_pivot_ratio_;
  if (!refactored) {
    if (!lu_.factor_values(matrix_)) {
      if (full_factorizations_ == 0)
        throw Error(Error::Kind::usage,
                    "the index-1 Newton matrix is singular at the start: the constraints are redundant, which "
                    "--linear-solver klu cannot take for this integrator; use --linear-solver dense");
      return 1;  // singular later (a singular position): recoverable, the integrator cuts its step
    }
    ++full_factorizations_;
    full_pivot_ratio_ = lu_.pivot_ratio();
  }
  build_status_ = 0;
  return 0;
}

int Index1NewtonSolver::solve(N_Vector x, N_Vector b) {
  return guard_.run([&] {
    TimedScope timer(cost_.solve);
    const int n = ode_.coordinate_count(), m = ode_.system().constraint_count();
    const double cj = 1.0 / setup_gamma_;
    const Eigen::Map<const Eigen::VectorXd> rhs(N_VGetArrayPointer(b), 2 * n);
    // (c_j b_q, c_j M b_v, c_j C_q b_v): the header has the derivation.
    rhs_.head(n) = cj * rhs.head(n);
    rhs_.segment(n, n).noalias() = cj * (mass_ * rhs.tail(n));
    rhs_.tail(m).noalias() = cj * (jacobian_ * rhs.tail(n));
    lu_.solve_in_place(rhs_);
    Eigen::Map<Eigen::VectorXd> solution(N_VGetArrayPointer(x), 2 * n);
    solution = rhs_.head(2 * n);
    return solution.allFinite() ? 0 : 1;
  });
}

}  // namespace mbdae::sundials
