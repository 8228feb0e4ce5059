// CVODE (variable-order, variable-step BDF or Adams–Moulton) on the index-1 equations of motion
// written as the first-order ODE y = (q, v), y' = (v, q̈(t, q, v)), q̈ from an acceleration
// formulation.
//
// - BDF solves its implicit corrector with Newton's method. The Jacobian ∂f/∂y = [[0, I], [∂q̈/∂q,
//   ∂q̈/∂v]] has dense acceleration blocks (q̈ couples every coordinate through the constraint solve):
//   with `linear_solver` dense it is formed by difference quotients (2n evaluations of q̈, with the
//   increments AccelerationOde::difference_jacobian chooses) and factored densely, O(n³). With klu the
//   Newton systems are solved exactly through the sparse index-1 DAE matrix instead
//   (integrators/sundials/index1_newton_solver.hpp): O(n) per setup and solve for a chain, and no
//   2n × 2n matrix at all.
// - Adams–Moulton, meant for non-stiff motion, uses the fixed-point (functional) iteration
//   (SUNNonlinSol_FixedPoint), which needs no Jacobian.
// - With options.projection (BDF only: CVodeSetProjFn is rejected for Adams), every accepted step is
//   projected onto C(q, t) = 0 and C_q v + C_t = 0 by the smallest Euclidean corrections, and so is
//   CVODE's local error estimate. The interpolated output states are projected in the same way,
//   since the interpolating polynomial between two projected steps leaves the constraint manifold by
//   about the local error.
#pragma once

#include <sundials/sundials_nonlinearsolver.h>

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "formulations/acceleration_formulation.hpp"
#include "integrators/sundials/acceleration_ode.hpp"
#include "integrators/adaptive_options.hpp"
#include "integrators/integrator.hpp"
#include "integrators/sundials/index1_newton_solver.hpp"
#include "integrators/sundials/manifold_projection.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {

class CvodeIntegrator final : public Integrator {
 public:
  enum class Method { bdf, adams };

  /// Throws Error{Kind::usage} for projection with Adams and for an unknown linear solver.
  CvodeIntegrator(AccelerationFormulation& formulation, Method method, const AdaptiveOptions& options);
  ~CvodeIntegrator() override;
  CvodeIntegrator(const CvodeIntegrator&) = delete;
  CvodeIntegrator& operator=(const CvodeIntegrator&) = delete;

  const char* name() const override { return method_ == Method::bdf ? "cvode-bdf" : "cvode-adams"; }
  bool fixed_step() const override { return false; }
  void initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// All the way to t_target: advance_to().
  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// CVode(..., CV_NORMAL) to t_out: CVODE steps past t_out and interpolates back to it. Throws
  /// Error{Kind::numerical} naming the CVODE flag, the time reached and the last step size.
  void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v);
  /// Those of an acceleration solve at (t, q, v), made here and only when asked, as it is output.
  const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  IntegratorStatistics statistics() const override;
  /// Projections made (with `projection`).
  long projections() const;
  /// The last step size CVODE took.
  double last_step() const;

  /// The solution CVODE carries at its last internal step t_n (its Nordsieck array evaluated at t_n,
  /// after the projection when projection is on), not an interpolated output. Returns t_n.
  double last_step_state(Eigen::VectorXd& q, Eigen::VectorXd& v);

 private:
  struct MemoryDeleter {
    void operator()(void* memory) const;
  };
  struct NonlinearSolverDeleter {
    void operator()(SUNNonlinearSolver solver) const { SUNNonlinSolFree(solver); }
  };

  using Callbacks = AccelerationOdeCallbacks<CvodeIntegrator>;
  friend Callbacks;
  static int project(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error, void* self);
  /// Throws for a failed setup call (negative flag).
  void check(int flag, const char* call) const;
  /// Throws Error{Kind::numerical} for a negative CVode flag: the flag, time reached, last step, advice.
  [[noreturn]] void fail(int flag);

  Method method_;
  AdaptiveOptions options_;
  AccelerationOde ode_;
  // Declaration order is destruction order reversed: the CVODE memory goes first, the context last.
  sundials::Context context_;
  sundials::Vector y_, weights_, step_state_;
  CostSplit cost_;  // right-hand sides; the dense solver's factorizations and solves
  sundials::LinearSystem linear_;                              // dense
  std::unique_ptr<sundials::Index1NewtonSolver> sparse_newton_;  // klu
  std::unique_ptr<std::remove_pointer_t<SUNNonlinearSolver>, NonlinearSolverDeleter> fixed_point_;
  std::unique_ptr<ManifoldProjection> projection_;
  std::unique_ptr<void, MemoryDeleter> cvode_;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;
  double t_ = 0.0;                 // time of the last output
  Eigen::VectorXd acceleration_, multipliers_;  // q̈ and λ at the output state
};

}  // namespace mbdae
