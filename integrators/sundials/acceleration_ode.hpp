// The first-order ODE that CVODE and ARKode integrate: the index-1 equations of motion with
// y = (q, v), y' = (v, q̈(t, q, v)), q̈ from an acceleration formulation.
#pragma once

#include <nvector/nvector_serial.h>
#include <sundials/sundials_matrix.h>

#include <Eigen/Dense>

#include "formulations/acceleration_formulation.hpp"

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

/// SUNDIALS' right-hand side (CVRhsFn, ARKRhsFn) and Jacobian (CVLsJacFn, ARKLsJacFn) for an
/// integrator that passes itself as user data and keeps an AccelerationOde `ode_` and a
/// sundials::CallbackGuard `guard_` (CVODE, ARKode; each befriends its instance): C entry points that
/// evaluate the ODE through the guard, so that no exception crosses into C.
template <typename Integrator>
struct AccelerationOdeCallbacks {
  static int right_hand_side(double t, N_Vector y, N_Vector ydot, void* self) {
    Integrator& integrator = *static_cast<Integrator*>(self);
    return integrator.guard_.run([&] { return integrator.ode_.evaluate(t, y, ydot); });
  }
  static int jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian, void* self, N_Vector, N_Vector,
                      N_Vector) {
    Integrator& integrator = *static_cast<Integrator*>(self);
    return integrator.guard_.run([&] { return integrator.ode_.jacobian(t, y, fy, jacobian); });
  }
};

}  // namespace mbdae
