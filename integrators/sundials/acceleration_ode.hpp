// The first-order ODE that CVODE and ARKode integrate: the index-1 equations of motion with
// y = (q, v), y' = (v, q̈(t, q, v)), q̈ from an acceleration formulation.
#pragma once

#include <nvector/nvector_serial.h>
#include <sundials/sundials_matrix.h>

#include <Eigen/Dense>

#include "core/cost_split.hpp"
#include "formulations/acceleration_formulation.hpp"

namespace mbdae {

/// The first-order ODE that CVODE and ARKode integrate: y = (q, v), f(t, y) = (v, q̈(t, q, v)).
/// It owns the buffers of every evaluation, so evaluating f allocates nothing beyond what the
/// formulation does.
class AccelerationOde {
 public:
  explicit AccelerationOde(AccelerationFormulation& formulation);

  AccelerationFormulation& formulation() { return formulation_; }
  const EquationsOfMotion& system() const { return formulation_.system(); }
  /// n: coordinates (the ODE has 2n unknowns).
  int coordinate_count() const { return n_; }
  long size() const { return 2L * n_; }

  /// ydot = f(t, y). Returns 0, or 1 (a recoverable failure: SUNDIALS retries with a smaller step)
  /// when y or q̈ is not finite.
  int evaluate(double t, N_Vector y, N_Vector ydot);

  /// J = ∂f/∂y at (t, y), fy = f(t, y), into a dense SUNMatrix (the Newton matrix of CVODE's BDF and
  /// ARKode's DIRK with the dense solver). The rows of q' = v are exact, [0 I]; the rows of q̈ are
  /// forward differences, one evaluation of q̈ per column, with the increment
  /// √u · max(|y_j|, ‖y's half‖∞, atol/rtol): the size of y_j's own half of the state (q or v), never
  /// smaller than where the absolute tolerance takes over (1 when all three are zero). Not SUNDIALS'
  /// own increment, which for a component at zero is about 1000·h·u·2n·‖f‖ (1e-13 on the triple
  /// pendulum whatever the tolerance): q̈ from a factorization carries round-off of 1e-15 relative, so
  /// such a column is off by 1e-2 and more, and a dense null-space BDF run at rtol 1e-10 built a
  /// velocity drift of 8.5e-5 m/s from it (docs/methods.md, "The difference-quotient Jacobian"). `work_y`, `work_f`: two vectors of y's size.
  /// Returns 0, or 1 (recoverable) when a perturbed q̈ is not finite.
  int difference_jacobian(double t, N_Vector y, N_Vector fy, double rtol, double atol, SUNMatrix jacobian,
                          N_Vector work_y, N_Vector work_f);
  /// Evaluations of q̈ spent on difference_jacobian() since the last reset_counters().
  long jacobian_evaluations_of_f() const { return jacobian_evaluations_of_f_; }
  void reset_counters() { jacobian_evaluations_of_f_ = 0; }

  /// Splits y into (q, v), resizing q and v when needed.
  void split(N_Vector y, Eigen::VectorXd& q, Eigen::VectorXd& v) const;
  void join(const Eigen::VectorXd& q, const Eigen::VectorXd& v, N_Vector y) const;

 private:
  AccelerationFormulation& formulation_;
  int n_;
  Eigen::VectorXd q_, v_, acceleration_, multipliers_;
  long jacobian_evaluations_of_f_ = 0;
};

/// SUNDIALS' right-hand side (CVRhsFn, ARKRhsFn) and sparse Newton matrix (CVLsLinSysFn, ARKLsLinSysFn)
/// for an integrator that passes itself as user data and keeps an AccelerationOde `ode_`, a
/// sundials::CallbackGuard `guard_`, a CostSplit `cost_` (its residual part: the right-hand sides) and a
/// sundials::Index1NewtonSolver `sparse_newton_` (CVODE,
/// ARKode; each befriends its instance): C entry points that go through the guard, so that no
/// exception crosses into C.
template <typename Integrator>
struct AccelerationOdeCallbacks {
  static int right_hand_side(double t, N_Vector y, N_Vector ydot, void* self) {
    Integrator& integrator = *static_cast<Integrator*>(self);
    return integrator.guard_.run([&] {
      TimedScope timer(integrator.cost_.residual);
      return integrator.ode_.evaluate(t, y, ydot);
    });
  }
  /// The linear-system function (CVLsLinSysFn) of the sparse Newton solve: the integrator's
  /// `sparse_newton_` (sundials::Index1NewtonSolver) builds its matrix for I − γJ at (t, y).
  static int sparse_newton_matrix(double t, N_Vector y, N_Vector, SUNMatrix, int, int* jcur, double gamma, void* self,
                                  N_Vector, N_Vector, N_Vector) {
    Integrator& integrator = *static_cast<Integrator*>(self);
    *jcur = 1;  // evaluated afresh every time
    return integrator.guard_.run([&] { return integrator.sparse_newton_->build(t, y, gamma); });
  }
  /// The Jacobian function (CVLsJacFn, ARKLsJacFn) of the dense Newton solve:
  /// AccelerationOde::difference_jacobian with the integrator's `options_` tolerances.
  static int dense_jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian, void* self, N_Vector work_y,
                            N_Vector work_f, N_Vector) {
    Integrator& integrator = *static_cast<Integrator*>(self);
    return integrator.guard_.run([&] {
      TimedScope timer(integrator.cost_.residual);
      return integrator.ode_.difference_jacobian(t, y, fy, integrator.options_.rtol, integrator.options_.atol,
                                                 jacobian, work_y, work_f);
    });
  }
  /// The same as ARKode's ARKLsLinSysFn, which also passes a mass matrix (none here).
  static int sparse_newton_matrix_with_mass(double t, N_Vector y, N_Vector fy, SUNMatrix a, SUNMatrix, int jok,
                                            int* jcur, double gamma, void* self, N_Vector t1, N_Vector t2,
                                            N_Vector t3) {
    return sparse_newton_matrix(t, y, fy, a, jok, jcur, gamma, self, t1, t2, t3);
  }
};

}  // namespace mbdae
