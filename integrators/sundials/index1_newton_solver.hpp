// CVODE BDF's and ARKode DIRK's Newton systems for the acceleration ODE y = (q, v), f = (v, q̈(t, q, v)),
//   (I − γJ) x = b,   J = ∂f/∂y = [[0, I], [∂q̈/∂q, ∂q̈/∂v]],
// solved exactly through the sparse iteration matrix of the index-1 DAE (formulations/index1.hpp)
// instead of forming J, whose acceleration blocks are dense (q̈ couples every coordinate through the
// constraint solve: 2n² entries, an O(n³) LU, and 2n evaluations of q̈ for its finite differences).
//
// Derivation. q̈ and λ solve M q̈ + C_qᵀλ − Q = 0, C_q q̈ − γ_c = 0 (the index-1 residual's dynamic and
// constraint rows F_d, F_c, with y' = (v, q̈)). Along a direction (x_q, x_v), the change d of q̈ and e of λ
// satisfy  M d + C_qᵀ e + H_d (x_q, x_v) = 0,  C_q d + H_c (x_q, x_v) = 0,  where H = ∂(F_d, F_c)/∂(q, v)
// at fixed (q̈, λ) — exactly the q and v columns of the index-1 iteration matrix. The Newton system says
// x_q − γ x_v = b_q and x_v − γ d = b_v. With d = (x_v − b_v)/γ the three give, for c_j = 1/γ,
//   [c_j I, −I, 0; H_dq, H_dv + c_j M, C_qᵀ; H_cq, H_cv + c_j C_q, 0] (x_q, x_v, e) = (c_j b_q, c_j M b_v, c_j C_q b_v),
// the index-1 iteration matrix itself with that right-hand side. So one sparse LU (KLU, fixed pattern)
// of size 2n + m replaces the dense 2n × 2n one, and its finite-difference columns cost a few dozen
// residual evaluations at any size (dae_residual.hpp) instead of 2n acceleration solves. The Newton
// matrix is that of the same ODE: q̈ and λ at the setup state come from the run's own acceleration
// formulation, so the integrator and its error control are unchanged.
//
// The integrator decides when to rebuild the matrix, as for its own dense solver: the solver is of the
// direct kind, and the integrator's linear-system function (CVodeSetLinSysFn, ARKStepSetLinSysFn) —
// called where it would form I − γJ — calls build() with t, the state and γ; the SUNMatrix it passes
// around is a placeholder (matrix()). So CVODE's and ARKode's heuristics (rebuild after γ moves, every
// few steps, after a convergence failure; their convergence-rate estimate; the BDF correction of a
// solution made with an older γ) are exactly those of the dense solver. (SUNDIALS' "matrix-embedded"
// kind would skip the placeholder, but 6.4 then never calls a setup and resets its convergence-rate
// estimate at every step, which cost about a third more Newton iterations.)
//
// It needs independent constraint rows: with redundant ones (or at a singular position) the index-1
// matrix is singular, and the setup says so (recoverable for the integrator, which cuts its step; a
// redundant mechanism is refused at the first setup with an Error naming the dense solver instead).
#pragma once

#include <sundials/sundials_linearsolver.h>

#include <functional>
#include <memory>

#include "formulations/index1.hpp"
#include "integrators/sundials/acceleration_ode.hpp"
#include "integrators/sundials/support.hpp"
#include "linear_algebra/sparse_lu.hpp"

namespace mbdae::sundials {

class Index1NewtonSolver {
 public:
  /// `guard`: the integrator's, which keeps an exception thrown in a callback (they run inside SUNDIALS)
  /// for the integrator to rethrow after its call returns.
  Index1NewtonSolver(AccelerationOde& ode, CallbackGuard& guard, SUNContext context);
  ~Index1NewtonSolver();
  Index1NewtonSolver(const Index1NewtonSolver&) = delete;
  Index1NewtonSolver& operator=(const Index1NewtonSolver&) = delete;

  /// The integrator's linear-system function: builds and factors the Newton matrix for I − γJ at
  /// (t, y). 0, or 1 (recoverable: the integrator cuts its step) when it is not finite or is singular
  /// past the start; throws Error{Kind::usage} when it is singular at the first build (redundant rows).
  int build(double t, N_Vector y, double gamma);

  /// The SUNLinearSolver and the placeholder SUNMatrix to give the integrator (owned here).
  SUNLinearSolver solver() const { return solver_; }
  SUNMatrix matrix() const { return placeholder_.get(); }

  /// Newton-matrix setups so far (the integrators report them as Jacobian evaluations).
  long setups() const { return setups_; }
  /// Wall time of building the matrix (its q̈ solve included), factorizing it and solving with it.
  const CostSplit& cost() const { return cost_; }

  // The SUNLinearSolver's operations (its C entry points call these).
  int setup() const { return build_status_; }
  int solve(N_Vector x, N_Vector b);

 private:
  AccelerationOde& ode_;
  CallbackGuard& guard_;
  Index1Residual residual_;
  SparseMatrix matrix_, mass_, jacobian_;
  SparseLu lu_{SparseLu::Pivoting::saddle_point};
  bool analysed_ = false;
  double full_pivot_ratio_ = 0.0, setup_gamma_ = 0.0;
  int build_status_ = 0;
  Matrix placeholder_;
  Eigen::VectorXd q_, v_, acceleration_, multipliers_, y_, yp_, rhs_;
  long setups_ = 0, full_factorizations_ = 0;
  CostSplit cost_;
  SUNLinearSolver solver_ = nullptr;
};

}  // namespace mbdae::sundials
