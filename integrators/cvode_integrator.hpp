// CVODE (variable-order, variable-step BDF or Adams–Moulton) on the index-1 equations of motion
// written as the first-order ODE y = (q, v), y' = (v, q̈(t, q, v)), q̈ from an acceleration
// formulation.
//
// - BDF solves its implicit corrector with Newton's method and a dense or KLU linear solver. For
//   this ODE form KLU brings no real sparsity gain: the Jacobian ∂f/∂y = [[0, I], [∂q̈/∂q, ∂q̈/∂v]]
//   has dense acceleration blocks (q̈ couples every coordinate through the constraint solve), so it
//   stores 2n² + n of the 4n² entries, and the LU factors of Newton's matrix contain a dense n × n
//   block. What KLU saves is the constant factor of the [0, I] half, not the O(n³) growth with the
//   number of bodies (unlike a sparse Jacobian of the constrained equations themselves). It is
//   offered so that the two linear solvers can be compared on the same footing.
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
#include "integrators/adaptive_integrator.hpp"
#include "integrators/sundials_support.hpp"

namespace mbdae {

/// The first-order ODE that CVODE and ARKode integrate: y = (q, v), f(t, y) = (v, q̈(t, q, v)).
/// It owns the buffers of every evaluation, so evaluating f allocates nothing beyond what the
/// formulation does.
class AccelerationOde {
 public:
  explicit AccelerationOde(AccelerationFormulation& formulation);

  AccelerationFormulation& formulation() { return formulation_; }
  const MultibodySystem& system() const { return formulation_.system(); }
  /// n: coordinates (the ODE has 2n unknowns).
  int coordinate_count() const { return n_; }
  long size() const { return 2L * n_; }

  /// ydot = f(t, y). Returns 0, or 1 (a recoverable failure: SUNDIALS retries with a smaller step)
  /// when y or q̈ is not finite.
  int evaluate(double t, N_Vector y, N_Vector ydot);

  /// Stored entries of ∂f/∂y in its fixed CSC pattern, 2n² + n: n in each position column (the q̈
  /// rows) and n + 1 in each velocity column (the identity entry and the q̈ rows).
  long jacobian_nonzeros() const { return jacobian_.nonZeros(); }
  /// ∂f/∂y at y, where f(t, y) = fy, into a SUNDIALS CSC matrix: the [0, I] rows exactly and the q̈
  /// rows by forward differences, one q̈ evaluation per column. The pattern is written every time
  /// because SUNDIALS zeroes the whole sparse matrix, pattern included, before asking for a
  /// Jacobian (SUNMatZero in the linear solver setup); it never changes, so KLU's symbolic
  /// analysis is done once. Returns 0, or 1 when a column is not finite.
  int jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian);
  /// Evaluations of q̈ made by jacobian() (SUNDIALS does not count them).
  long jacobian_evaluations() const { return jacobian_evaluations_; }

  /// Splits y into (q, v), resizing q and v when needed.
  void split(N_Vector y, Eigen::VectorXd& q, Eigen::VectorXd& v) const;
  void join(const Eigen::VectorXd& q, const Eigen::VectorXd& v, N_Vector y) const;

 private:
  AccelerationFormulation& formulation_;
  int n_;
  Eigen::VectorXd q_, v_, acceleration_, base_acceleration_, multipliers_;
  SparseMatrix jacobian_;  // 2n × 2n, fixed pattern [[0, I], [dense, dense]]
  long jacobian_evaluations_ = 0;
};

/// Captures the text of the last error SUNDIALS reports through its error handler (CVErrHandlerFn,
/// ARKErrHandlerFn), so that it goes into the thrown Error instead of to stderr.
class SundialsMessages {
 public:
  static void record(int error_code, const char* module, const char* function, char* message, void* self) noexcept;
  /// The last message, e.g. "At t = 0.01, mxstep steps taken before reaching tout." ("" if none).
  const std::string& last() const { return last_; }
  void clear() { last_.clear(); }

 private:
  std::string last_;
};

/// Moves a state (q, v) to the nearest consistent one in the Euclidean norm, as the direct correction
/// of paper 003 does: Newton steps Δq = −C_q⁺ C(q) until the WRMS norm of the update is below the
/// tolerance, then Δv = −C_q⁺ (C_q v + C_t) at the projected q. C_q⁺ is the minimum-norm
/// (pseudo-)inverse from a complete orthogonal decomposition, so redundant constraints are fine.
/// It is CVODE's projection (CVProjFn) and also projects CVODE's local error estimate.
class ManifoldProjection {
 public:
  /// Stopping tolerance on the WRMS norm of the Newton update: CVODE's default (CVodeSetEpsProj).
  /// Newton converges quadratically, so after an update this small |C| is of the order of its square.
  static constexpr double kTolerance = 0.1;

  explicit ManifoldProjection(const MultibodySystem& system);

  /// The CVProjFn contract (CVODE 6.4 guide, "Projection function"): y = (q, v) is the step's
  /// solution, which is not to be changed; `correction` receives c such that y + c is consistent;
  /// when error projection is on (CVODE's default) `error` holds the local error estimate on input and
  /// receives its projection, which CVODE then uses in its error test (nullptr when off). `weights`
  /// are CVODE's error weights. Returns 0, or 1 (recoverable: CVODE retries with a smaller step) when
  /// Newton does not converge or the state is not finite.
  int project_step(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error, N_Vector weights);
  /// Projects an (interpolated) output state in place to kTolerance. Throws Error{Kind::numerical}
  /// when Newton does not converge.
  void project_state(double t, Eigen::VectorXd& q, Eigen::VectorXd& v, N_Vector weights);

 private:
  bool project_positions(double t, Eigen::VectorXd& q, const double* weights, double tolerance, long length);
  /// Needs factor(t, q) first.
  void project_velocities(double t, const Eigen::VectorXd& q, Eigen::VectorXd& v);
  /// Maps the error estimate e = (e_q, e_v) by the linearization of this projection at the projected
  /// state (q_, v_): e_q ← P e_q with P = I − C_q⁺C_q, and e_v ← P e_v − C_q⁺ D e_q with
  /// D = ∂(C_q v + C_t)/∂q, i.e. e_v ← e_v − C_q⁺ (C_q e_v + D e_q). The result is tangent to the
  /// manifold {C = 0, C_q v + C_t = 0}: C_q e_q = 0 and C_q e_v + D e_q = 0. Needs factor(t, q_).
  void project_error(double t, Eigen::Map<Eigen::VectorXd> error);
  void factor(double t, const Eigen::VectorXd& q);

  const MultibodySystem& system_;
  int n_, m_;
  Eigen::VectorXd q_, v_, update_, q_perturbed_;
  Eigen::VectorXd c_, ct_, residual_, residual_perturbed_;
  SparseMatrix jacobian_, jacobian_perturbed_;
  Eigen::MatrixXd jacobian_dense_;  // C_q, for the decomposition
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition_;
};

class CvodeIntegrator final : public AdaptiveIntegrator {
 public:
  enum class Method { bdf, adams };

  /// Throws Error{Kind::usage} for projection with Adams and for an unknown linear solver.
  CvodeIntegrator(AccelerationFormulation& formulation, Method method, const AdaptiveOptions& options);
  ~CvodeIntegrator() override;
  CvodeIntegrator(const CvodeIntegrator&) = delete;
  CvodeIntegrator& operator=(const CvodeIntegrator&) = delete;

  const char* name() const override { return method_ == Method::bdf ? "cvode-bdf" : "cvode-adams"; }
  void start(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// CVode(..., CV_NORMAL) to t_out: CVODE steps past t_out and interpolates back to it.
  void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v, Eigen::VectorXd& multipliers) override;
  SolverStatistics statistics() const override;

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

  static int right_hand_side(double t, N_Vector y, N_Vector ydot, void* self);
  static int jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian, void* self, N_Vector, N_Vector,
                      N_Vector);
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
  sundials::LinearSystem linear_;
  std::unique_ptr<std::remove_pointer_t<SUNNonlinearSolver>, NonlinearSolverDeleter> fixed_point_;
  std::unique_ptr<ManifoldProjection> projection_;
  std::unique_ptr<void, MemoryDeleter> cvode_;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;
  double t_ = 0.0;                 // time of the last output
  Eigen::VectorXd acceleration_;   // q̈ at the output state (for the multipliers)
};

}  // namespace mbdae
