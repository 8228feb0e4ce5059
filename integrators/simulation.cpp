#include "integrators/simulation.hpp"

#include <chrono>
#include <cmath>
#include <sstream>

#include "core/interruption.hpp"

namespace mbdae {

namespace {

// Ends the run as "interrupted" at time t: the loop has just observed the state there, so the outputs
// hold the whole run up to t.
void mark_interrupted(double t, RunStatistics& stats) {
  std::ostringstream message;
  message << "t = " << t << " s: interrupted by " << interruption_name() << "; the outputs hold the run up to here";
  stats.status = "interrupted";
  stats.message = message.str();
}

// Ends the run with the status "time limit" at time t (as mark_interrupted).
void mark_time_limit(double t, double limit, RunStatistics& stats) {
  std::ostringstream message;
  message << "t = " << t << " s: stopped at the wall-time limit of " << limit
          << " s; the outputs hold the run up to here";
  stats.status = "time limit";
  stats.message = message.str();
}

// Whether the loop must stop after the state at t it has just observed, and why (in stats).
bool stop_requested(double t, const FixedStepOptions& options, RunStatistics& stats) {
  if (interruption_requested()) {
    mark_interrupted(t, stats);
    return true;
  }
  if (wall_time_limit_passed()) {
    mark_time_limit(t, options.wall_time_limit, stats);
    return true;
  }
  return false;
}

}  // namespace

ViolationMonitor::ViolationMonitor(const MultibodySystem& system)
    : system_(system),
      c_(system.constraint_count()),
      ct_(system.constraint_count()),
      jacobian_(system.make_constraint_jacobian()) {}

void ViolationMonitor::measure(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, double& position,
                               double& velocity) {
  system_.constraints(t, q, c_);
  position = c_.norm();
  system_.constraint_jacobian(t, q, jacobian_);
  system_.constraint_time_derivative(t, q, ct_);
  ct_.noalias() += jacobian_ * v;
  velocity = ct_.norm();
}

void ViolationMonitor::record(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, RunStatistics& stats) {
  double position = 0.0, velocity = 0.0;
  measure(t, q, v, position, velocity);
  stats.max_position_violation = std::max(stats.max_position_violation, position);
  stats.max_velocity_violation = std::max(stats.max_velocity_violation, velocity);
  stats.energy_drift = std::max(stats.energy_drift, std::abs(system_.mechanical_energy(q, v) - stats.initial_energy));
}

RunStatistics integrate_fixed_step(const MultibodySystem& system, ExplicitIntegrator& integrator,
                                   ConstraintCorrection& correction, const FixedStepOptions& options,
                                   Eigen::VectorXd q, Eigen::VectorXd v, const SampleObserver& observe,
                                   const ProgressObserver& progress) {
  const double span = options.t_end - options.t_start;
  const long steps = std::lround(span / options.step);
  const long steps_per_output = std::max(1L, std::lround(options.output_every / options.step));
  using Clock = std::chrono::steady_clock;

  const WallTimeLimit time_limit(options.wall_time_limit);
  RunStatistics stats;
  stats.t_reached = options.t_start;
  stats.initial_energy = system.mechanical_energy(q, v);
  ViolationMonitor monitor(system);
  auto monitor_state = [&](double t) { monitor.record(t, q, v, stats); };

  Clock::duration integration_time{};
  const long evaluations_before = integrator.formulation().evaluations();
  try {
    auto begin = Clock::now();
    integrator.start(options.t_start, q, v);
    integration_time += Clock::now() - begin;
    monitor_state(options.t_start);
    if (observe) observe(options.t_start, q, v, integrator.multipliers());

    for (long k = 1; k <= steps; ++k) {
      // Time from the step count, not by accumulation, so output times are exact multiples.
      const double t_previous = options.t_start + (k - 1) * options.step;
      const double t = options.t_start + k * options.step;
      begin = Clock::now();
      integrator.step(t_previous, options.step, q, v);
      if (!q.allFinite() || !v.allFinite())
        throw Error(Error::Kind::numerical, "the state is no longer finite (NaN or Inf)", {}, {}, t);
      correction.correct(t, q, v);
      integrator.accept(t, q, v);
      integration_time += Clock::now() - begin;
      stats.steps = k;
      stats.t_reached = t;
      const bool output = k % steps_per_output == 0 || k == steps;
      if (options.monitor_every_step || output) monitor_state(t);
      if (output && observe) observe(t, q, v, integrator.multipliers());
      if (progress && k % 1000 == 0) progress(static_cast<double>(k) / steps);
      if (stop_requested(t, options, stats)) {  // the last row then holds the state where the run stopped
        if (!output && observe) observe(t, q, v, integrator.multipliers());
        break;
      }
    }
  } catch (const Error& error) {
    stats.status = "failed";
    stats.message = error.what();
  }
  stats.wall_time_s = std::chrono::duration<double>(integration_time).count();
  stats.rhs_evaluations = integrator.formulation().evaluations() - evaluations_before;
  stats.jacobian_evaluations = stats.rhs_evaluations;  // each acceleration solve evaluates C_q once
  stats.newton_iterations = correction.statistics().newton_iterations;
  stats.repartitions = correction.statistics().repartitions;
  if (progress) progress(1.0);
  return stats;
}

RunStatistics integrate_index3_fixed_step(const MultibodySystem& system, Index3Integrator& integrator,
                                          const FixedStepOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                                          const SampleObserver& observe, const ProgressObserver& progress) {
  const long steps = std::lround((options.t_end - options.t_start) / options.step);
  const long steps_per_output = std::max(1L, std::lround(options.output_every / options.step));
  using Clock = std::chrono::steady_clock;
  const WallTimeLimit time_limit(options.wall_time_limit);
  RunStatistics stats;
  stats.t_reached = options.t_start;
  stats.initial_energy = system.mechanical_energy(q, v);
  ViolationMonitor monitor(system);
  Clock::duration integration_time{};
  try {
    auto begin = Clock::now();
    integrator.start(options.t_start, q, v);
    integration_time += Clock::now() - begin;
    monitor.record(options.t_start, q, v, stats);
    if (observe) observe(options.t_start, q, v, integrator.multipliers());
    for (long k = 1; k <= steps; ++k) {
      const double t_previous = options.t_start + (k - 1) * options.step;
      const double t = options.t_start + k * options.step;
      begin = Clock::now();
      integrator.step(t_previous, options.step, q, v);
      integration_time += Clock::now() - begin;
      if (!q.allFinite() || !v.allFinite())
        throw Error(Error::Kind::numerical, "the state is no longer finite (NaN or Inf)", {}, {}, t);
      stats.steps = k;
      stats.t_reached = t;
      const bool output = k % steps_per_output == 0 || k == steps;
      if (options.monitor_every_step || output) monitor.record(t, q, v, stats);
      if (output && observe) observe(t, q, v, integrator.multipliers());
      if (progress && k % 1000 == 0) progress(static_cast<double>(k) / steps);
      if (stop_requested(t, options, stats)) {
        if (!output && observe) observe(t, q, v, integrator.multipliers());
        break;
      }
    }
  } catch (const Error& error) {
    stats.status = "failed";
    stats.message = error.what();
  }
  stats.wall_time_s = std::chrono::duration<double>(integration_time).count();
  const Index3Statistics& s = integrator.statistics();
  stats.rhs_evaluations = s.residual_evaluations + s.force_evaluations;
  stats.jacobian_evaluations = s.factorizations;
  stats.newton_iterations = s.newton_iterations;
  stats.linear_setups = s.factorizations;
  if (progress) progress(1.0);
  return stats;
}

RunStatistics integrate_adaptive(const MultibodySystem& system, AdaptiveIntegrator& integrator,
                                 const FixedStepOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                                 const SampleObserver& observe, const ProgressObserver& progress) {
  using Clock = std::chrono::steady_clock;
  const long outputs = std::lround((options.t_end - options.t_start) / options.output_every);
  const WallTimeLimit time_limit(options.wall_time_limit);
  RunStatistics stats;
  stats.t_reached = options.t_start;
  stats.initial_energy = system.mechanical_energy(q, v);
  ViolationMonitor monitor(system);
  Eigen::VectorXd multipliers = Eigen::VectorXd::Zero(system.constraint_count());
  auto monitor_state = [&](double t) { monitor.record(t, q, v, stats); };
  Clock::duration integration_time{};
  try {
    auto begin = Clock::now();
    integrator.start(options.t_start, q, v);
    integration_time += Clock::now() - begin;
    monitor_state(options.t_start);
    if (observe) {
      integrator.output_multipliers(options.t_start, q, v, multipliers);
      observe(options.t_start, q, v, multipliers);
    }
    for (long k = 1; k <= outputs; ++k) {
      const double t = k == outputs ? options.t_end : options.t_start + k * options.output_every;
      begin = Clock::now();
      integrator.advance_to(t, q, v);
      integration_time += Clock::now() - begin;
      if (!q.allFinite() || !v.allFinite())
        throw Error(Error::Kind::numerical, "the state is no longer finite (NaN or Inf)", {}, {}, t);
      stats.t_reached = t;
      monitor_state(t);
      if (observe) {
        integrator.output_multipliers(t, q, v, multipliers);
        observe(t, q, v, multipliers);
      }
      if (progress && k % 100 == 0) progress(static_cast<double>(k) / outputs);
      if (stop_requested(t, options, stats)) break;
    }
  } catch (const Interrupted&) {
    // Stopped inside the solver, between two outputs: the outputs hold the run up to the last one.
    mark_interrupted(stats.t_reached, stats);
  } catch (const TimeLimitReached&) {
    mark_time_limit(stats.t_reached, options.wall_time_limit, stats);
  } catch (const Error& error) {
    stats.status = "failed";
    stats.message = error.what();
  }
  stats.wall_time_s = std::chrono::duration<double>(integration_time).count();
  const SolverStatistics s = integrator.statistics();
  stats.steps = s.steps;
  stats.rhs_evaluations = s.rhs_evaluations;
  stats.jacobian_evaluations = s.jacobian_evaluations;
  stats.newton_iterations = s.nonlinear_iterations;
  stats.linear_setups = s.linear_setups;
  stats.error_test_failures = s.error_test_failures;
  stats.nonlinear_failures = s.nonlinear_failures;
  if (progress) progress(1.0);
  return stats;
}

}  // namespace mbdae
