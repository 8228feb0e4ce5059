// The one time loop: every integrator (integrators/integrator.hpp) runs in it. It owns what is the same
// for all of them: output times, the constraint correction after each step (corrections/), the
// violation and energy monitoring of paper 000's Table 2 (largest position- and velocity-constraint
// violations and energy drift), observation, progress, interruption (SIGINT, SIGTERM), the wall-time
// limit, failure reporting, and the timing of the integration alone (observation and output excluded).
#pragma once

#include <Eigen/Dense>
#include <array>
#include <functional>
#include <string>

#include "corrections/constraint_correction.hpp"
#include "integrators/integrator.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

/// The most steps, or output times, a run may count: 1e12 steps take days even at a microsecond
/// each, and counts beyond it would lose their last digits in a double time t0 + k·Δt long before
/// they overflow the integer that counts them. Runs asking for more are refused, not started.
inline constexpr double kMaxRunCount = 1e12;

struct SimulationOptions {
  double t_start = 0.0;
  double t_end = 20.0;         // s (paper 000: 20)
  double output_every = 0.01;  // s; with a fixed-step integrator, a multiple of its step
  /// Fixed-step integrators: violations and energy after every step, not only at output times.
  bool monitor_every_step = true;
  /// Wall time the run may take, s (≤ 0: no limit). Past it the run stops after the current step, or
  /// inside it at the next Newton iteration, force-Jacobian column or solver callback, with the status
  /// "time limit".
  double wall_time_limit = 0.0;

  /// Error{Kind::usage} naming the option (`t_end`, `output_every`) when a value makes no sense or
  /// asks for more than kMaxRunCount output times.
  void validate() const;
};

/// Error{Kind::usage} when `count` (span / interval) is more than kMaxRunCount (or NaN-free infinite):
/// "`t_end` / `step` asks for 1e+19 steps, more than a run can take (1e+12): ...".
void require_countable(double count, const char* what, const char* span, const char* interval);

struct RunStatistics {
  // "ok" | "failed" | "interrupted" (SIGINT/SIGTERM) | "time limit" (SimulationOptions::wall_time_limit);
  // core/interruption.hpp. `mbdae compare` also writes "skipped" for a rung it did not run.
  std::string status = "ok";
  std::string message;
  double t_reached = 0.0;
  double wall_time_s = 0.0;  // integration only
  long steps = 0;
  long rhs_evaluations = 0;
  long jacobian_evaluations = 0;
  /// The integrator's nonlinear iterations plus the correction's Newton iterations.
  long newton_iterations = 0;
  long repartitions = 0;  // the correction's (RGCP)
  long linear_setups = 0;
  long error_test_failures = 0;
  long nonlinear_failures = 0;
  double max_position_violation = 0.0;  // max over time of |C|₂
  double max_velocity_violation = 0.0;  // max over time of |C_q v + C_t|₂
  /// max over time of |E − E0 − W|: the numerical drift of the energy balance (E − E0 on a
  /// conservative model, where W = 0).
  double energy_drift = 0.0;
  double initial_energy = 0.0;
  /// W, the work done on the system up to t_reached by the forces without a potential (dampers,
  /// torques, loads that follow time functions) and by driven joints (λᵀ C_t): the power integrated
  /// over the states the loop holds (every step of a fixed-step integrator; every output of one that
  /// steps inside SUNDIALS), on cubics through the last four (WorkMeter).
  double work = 0.0;
  CostSplit cost;  // an implicit integrator's wall time by part (core/cost_split.hpp); zero otherwise
};

/// Receives the state at t0 and at every output time.
using SampleObserver = std::function<void(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                          const Eigen::VectorXd& multipliers)>;
/// Told the fraction done now and then (for a progress bar).
using ProgressObserver = std::function<void(double fraction)>;

/// Position and velocity violation norms |C|₂ and |C_q v + C_t|₂ at a state (buffers reused).
class ViolationMonitor {
 public:
  explicit ViolationMonitor(const EquationsOfMotion& system);
  void measure(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, double& position, double& velocity);
  /// Measures and folds the violations and the energy drift into the run's maxima. Throws (the run has
  /// left its constraints) when a violation is no longer finite or |C| exceeds the model's size at the
  /// first state recorded (model_size(), at least 1).
  void record(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, RunStatistics& stats);

 private:
  const EquationsOfMotion& system_;
  Eigen::VectorXd c_, ct_;
  SparseMatrix jacobian_;
  double violation_bound_ = 0.0;  // 0: not yet taken
};

/// The work W of RunStatistics::work, over the states the loop holds; does
/// nothing for a conservative model (EquationsOfMotion::has_nonconservative_forces).
class WorkMeter {
 public:
  explicit WorkMeter(const EquationsOfMotion& system);
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator);
  /// Adds the work from the last state to (t, q, v) to `work`.
  void advance(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator, double& work);

 private:
  double power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator);
  const EquationsOfMotion& system_;
  bool active_, drivers_;
  Eigen::VectorXd time_derivative_;
  static constexpr int kNodes = 4;  // the last four states' (t, P)
  std::array<double, kNodes> times_{}, powers_{};
  int held_ = 0;
};

/// Integrates from the consistent state (q, v) at options.t_start to options.t_end, observing at
/// t_start and at every multiple of options.output_every (and at t_end). After each step the
/// correction moves the state back onto the constraints and the integrator is told the corrected
/// state. On a numerical failure the run stops, the statistics say "failed", why and when, and
/// everything observed until then stays. A requested interruption or the wall-time limit stops it
/// after the current step, or inside a long one, with the last accepted state observed.
RunStatistics simulate(const EquationsOfMotion& system, Integrator& integrator, ConstraintCorrection& correction,
                       const SimulationOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                       const SampleObserver& observe, const ProgressObserver& progress = {});

/// simulate() without a correction (the integrator keeps the constraints itself, or their drift is
/// to be seen).
RunStatistics simulate(const EquationsOfMotion& system, Integrator& integrator, const SimulationOptions& options,
                       Eigen::VectorXd q, Eigen::VectorXd v, const SampleObserver& observe,
                       const ProgressObserver& progress = {});

}  // namespace mbdae
