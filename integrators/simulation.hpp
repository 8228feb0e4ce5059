// The fixed-step time loop: step, correct, accept, observe. It also keeps what Table 2 of paper 000
// reports (the largest position- and velocity-constraint violations over every step) and the energy
// drift, and times the integration alone (observation and output excluded).
#pragma once

#include <Eigen/Dense>
#include <functional>
#include <string>

#include "integrators/adaptive_integrator.hpp"
#include "integrators/constraint_correction.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/index3_integrator.hpp"

namespace mbdae {

struct FixedStepOptions {
  double t_start = 0.0;
  double t_end = 20.0;        // s (paper 000: 20)
  double step = 1e-3;         // s (paper 000: 1e-3)
  double output_every = 0.01; // s, a multiple of the step
  bool monitor_every_step = true;  // violations and energy at every step, not only at output times
  /// Wall time the run may take, s (≤ 0: no limit). Past it the run stops after the current step
  /// (fixed step) or at the solver's next callback (adaptive), with the status "time limit".
  double wall_time_limit = 0.0;
};

struct RunStatistics {
  // "ok" | "failed" | "interrupted" (SIGINT/SIGTERM) | "time limit" (FixedStepOptions::wall_time_limit);
  // core/interruption.hpp
  std::string status = "ok";
  std::string message;
  double t_reached = 0.0;
  double wall_time_s = 0.0;   // integration only
  long steps = 0;
  long rhs_evaluations = 0;
  long jacobian_evaluations = 0;
  long newton_iterations = 0;   // correction iterations (fixed step) or nonlinear iterations (SUNDIALS)
  long repartitions = 0;
  long linear_setups = 0;
  long error_test_failures = 0;
  long nonlinear_failures = 0;
  double max_position_violation = 0.0;  // max over time of |C|₂
  double max_velocity_violation = 0.0;  // max over time of |C_q v + C_t|₂
  double energy_drift = 0.0;            // max over time of |E − E0|
  double initial_energy = 0.0;
};

/// Receives the state at t0 and at every multiple of output_every.
using SampleObserver = std::function<void(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                          const Eigen::VectorXd& multipliers)>;
/// Told the fraction done now and then (for a progress bar).
using ProgressObserver = std::function<void(double fraction)>;

/// Position and velocity violation norms |C|₂ and |C_q v + C_t|₂ at a state (buffers reused).
class ViolationMonitor {
 public:
  explicit ViolationMonitor(const MultibodySystem& system);
  void measure(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, double& position, double& velocity);
  /// Measures and folds the violations and the energy drift into the run's maxima.
  void record(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, RunStatistics& stats);

 private:
  const MultibodySystem& system_;
  Eigen::VectorXd c_, ct_;
  SparseMatrix jacobian_;
};

/// Integrates from the consistent state (q, v) at options.t_start. On a numerical failure the run
/// stops, the statistics say "failed", why and when, and everything observed until then stays.
/// A requested interruption stops it after the current step (fixed step) or output (adaptive), with that
/// state observed and the status "interrupted"; the wall-time limit stops it the same way.
RunStatistics integrate_fixed_step(const MultibodySystem& system, ExplicitIntegrator& integrator,
                                   ConstraintCorrection& correction, const FixedStepOptions& options,
                                   Eigen::VectorXd q, Eigen::VectorXd v, const SampleObserver& observe,
                                   const ProgressObserver& progress = {});

/// Integrates with an implicit index-3 integrator (ALI3-P, generalized-α) at a fixed step from the
/// consistent state (q, v): no correction, the Newton iteration keeps C = 0. Violations and energy as
/// for integrate_fixed_step; a Newton failure is reported the same way.
RunStatistics integrate_index3_fixed_step(const MultibodySystem& system, Index3Integrator& integrator,
                                          const FixedStepOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                                          const SampleObserver& observe, const ProgressObserver& progress = {});

/// Integrates with an adaptive integrator from the consistent state (q, v) at options.t_start,
/// observing at t_start and every multiple of options.output_every (options.step is not used).
/// Violations and energy are measured at the output times. A failure is reported as for the
/// fixed-step loop.
RunStatistics integrate_adaptive(const MultibodySystem& system, AdaptiveIntegrator& integrator,
                                 const FixedStepOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                                 const SampleObserver& observe, const ProgressObserver& progress = {});

}  // namespace mbdae
