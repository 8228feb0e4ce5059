// The one interface every time integrator implements, fixed-step or adaptive, explicit or implicit
// (as Simbody's Integrator and Drake's IntegratorBase: the integrator marches, the loop around it owns
// the rest). The loop, simulate() in integrators/simulation.hpp, asks for steps toward each output
// time, applies the constraint correction after each step (corrections/), measures violations and
// energy, observes, reports progress, honours interruptions and the wall-time limit, and turns a
// failure into a status that says when and why. An integrator therefore implements only:
//   initialize   at a consistent state (t0, q, v);
//   step_toward  one step toward an output time, never past it: a fixed step (ab4, rk4, ali3p-trapezoidal,
//                gen-alpha), one internal step (arkode with a correction after each step), or all the
//                way to it by the solver's own stepping and interpolation (cvode, ida, arkode without);
//   accept       the state after the loop's correction, where the next step starts from;
//   multipliers  λ at the state the loop holds, for output;
//   statistics   its counters.
#pragma once

#include "core/cost_split.hpp"

#include <Eigen/Dense>

namespace mbdae {

/// An integrator's own counters (those a method does not have stay 0).
struct IntegratorStatistics {
  long steps = 0;
  long rhs_evaluations = 0;       // right-hand sides, residuals or acceleration solves, Jacobians' included
  long jacobian_evaluations = 0;  // Jacobian or iteration-matrix evaluations
  long newton_iterations = 0;     // nonlinear (Newton or fixed-point) iterations of an implicit method
  long linear_setups = 0;         // factorizations of the Newton matrix
  long error_test_failures = 0;
  long nonlinear_failures = 0;
  CostSplit cost;  // an implicit integrator's wall time by part (zero where it is not measured)
};

/// Where a step ended: the time of the state it returned, and whether that is the target time.
struct StepOutcome {
  double t = 0.0;
  bool reached_target = false;
};

class Integrator {
 public:
  virtual ~Integrator() = default;
  /// The name the command line gives it (`--integrator`).
  virtual const char* name() const = 0;
  /// Whether it marches with a fixed step (the loop then measures violations after every step, as
  /// paper 000's Table 2 does; for an adaptive integrator at the output times).
  virtual bool fixed_step() const = 0;

  /// Begins at the consistent state (t0, q, v).
  virtual void initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Advances the state it holds toward t_target, never past it, and returns the state reached in
  /// (q, v). Throws Error{Kind::numerical} saying when and why when it cannot step.
  virtual StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;
  /// The state at the end of the step after the loop's correction (unchanged without one): the next
  /// step starts from it, so that a multistep method's history and a Runge–Kutta method's first stage
  /// are taken at corrected states (paper 000 §4).
  virtual void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {}
  /// The multipliers λ at the state the loop holds, (t, q, v), after the last accept() (sign
  /// convention of formulations/acceleration_formulation.hpp). Called for output only, off the
  /// integration's clock; the reference stays valid until the next call.
  virtual const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Its counters since initialize().
  virtual IntegratorStatistics statistics() const = 0;
};

}  // namespace mbdae
