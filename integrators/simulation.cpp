#include "integrators/simulation.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <sstream>

#include "core/interruption.hpp"
#include "corrections/none.hpp"
#include "system/failure_diagnosis.hpp"
#include "system/model_size.hpp"

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
bool stop_requested(double t, const SimulationOptions& options, RunStatistics& stats) {
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

// The output times t_start + j·output_every, j = 1, 2, …, and t_end: the last whole multiple is t_end
// itself when the span is one (to round-off), otherwise t_end follows it as a last, shorter interval.
class OutputTimes {
 public:
  explicit OutputTimes(const SimulationOptions& o) : t_start_(o.t_start), t_end_(o.t_end), every_(o.output_every) {
    const double ratio = (o.t_end - o.t_start) / o.output_every;
    const double slack = 1e-9 * std::max(1.0, ratio);
    whole_ = static_cast<long>(std::floor(ratio + slack));
    shorter_last_ = ratio - whole_ > slack;
  }
  long count() const { return whole_ + (shorter_last_ ? 1 : 0); }
  double time(long j) const { return j < count() ? t_start_ + j * every_ : t_end_; }

 private:
  double t_start_, t_end_, every_;
  long whole_ = 0;
  bool shorter_last_ = false;
};

}  // namespace

void SimulationOptions::validate() const {
  if (!std::isfinite(t_start)) throw Error(Error::Kind::usage, "`t_start` must be a finite number of seconds");
  if (!(t_end > t_start) || !std::isfinite(t_end))
    throw Error(Error::Kind::usage, "`t_end` must be a finite number of seconds after `t_start`");
  if (!(output_every > 0.0) || !std::isfinite(output_every))
    throw Error(Error::Kind::usage, "`output_every` must be a positive number of seconds");
  if (std::isnan(wall_time_limit)) throw Error(Error::Kind::usage, "`wall_time_limit` must be a number of seconds");
  require_countable((t_end - t_start) / output_every, "output times", "t_end", "output_every");
}

void require_countable(double count, const char* what, const char* span, const char* interval) {
  if (count <= kMaxRunCount) return;
  std::ostringstream message;
  message << '`' << span << "` / `" << interval << "` asks for " << count << ' ' << what << ", more than a run can take ("
          << kMaxRunCount << "): shorten `" << span << "` or lengthen `" << interval << '`';
  throw Error(Error::Kind::usage, message.str());
}

ViolationMonitor::ViolationMonitor(const EquationsOfMotion& system)
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

namespace {

/// What a failure's message gains when the energy balance shows the run was diverging.
std::string divergence_note(const std::string& message, const RunStatistics& stats) {
  // E − E0 − W off by a million times the energy in play: no model error makes that, a step beyond the
  // method's stability limit does (an explicit integrator on stiff springs or elastic modes); the matrix
  // that then failed to factor is its symptom, not its cause.
  constexpr double kDivergedEnergyFactor = 1e6;
  const double scale = std::abs(stats.initial_energy) + std::abs(stats.work);
  if (message.find("diverg") != std::string::npos || !(scale > 0.0) ||
      !(stats.energy_drift > kDivergedEnergyFactor * scale))
    return {};
  std::ostringstream note;
  note << "; by then the energy balance E - E0 - W was off by " << stats.energy_drift << " J (E0 = " << stats.initial_energy
       << " J): the integration was diverging (shorten `step`, or use an implicit integrator)";
  return note.str();
}

}  // namespace

void ViolationMonitor::record(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, RunStatistics& stats) {
  double position = 0.0, velocity = 0.0;
  measure(t, q, v, position, velocity);
  // A finite state whose violation norms overflow has left the mechanism for good (a drifting
  // formulation without position feedback at a loose tolerance): a failure, not an "ok" run.
  if (!std::isfinite(position) || !std::isfinite(velocity)) {
    std::ostringstream message;
    message << "the constraint violation is no longer finite (|C| = " << position << ", |C_q v + C_t| = " << velocity
            << "): the state has left the constraints";
    throw Error(Error::Kind::numerical, message.str(), {}, {}, t);
  }
  // So has one whose position violation is as large as the mechanism itself: its joints are then apart by
  // the mechanism's size, or its unit vectors and Euler parameters off unit length by their own size.
  // Such a run ended "ok" with |C| = 1.8e4 on a 1 m pendulum and |C| = 2e47 on Bricard's mechanism, 2e20 m
  // off its reference. The bound is taken at the first state the monitor sees, the run's start.
  if (!(violation_bound_ > 0.0)) violation_bound_ = std::max(1.0, model_size(system_, q));
  if (position > violation_bound_) {
    std::ostringstream message;
    message << "the constraint violation |C| = " << position << " exceeds the model's size (" << violation_bound_
            << " m; 1 for a smaller model): the state has left the constraints, the integration diverging or "
               "drifting off them (shorten the step or tighten the tolerance; a correction holds a drifting "
               "formulation on them)";
    throw Error(Error::Kind::numerical, message.str(), {}, {}, t);
  }
  stats.max_position_violation = std::max(stats.max_position_violation, position);
  stats.max_velocity_violation = std::max(stats.max_velocity_violation, velocity);
  stats.energy_drift =
      std::max(stats.energy_drift, std::abs(system_.mechanical_energy(q, v) - stats.initial_energy - stats.work));
}

WorkMeter::WorkMeter(const EquationsOfMotion& system)
    : system_(system),
      active_(system.has_nonconservative_forces()),
      drivers_(system.has_driven_joints()),
      time_derivative_(system.constraint_count()) {}

double WorkMeter::power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator) {
  double power = system_.nonconservative_power(t, q, v);
  // The constraint forces −C_qᵀλ do the power −λᵀC_q v = λᵀC_t on the constraints: a driver's work.
  if (drivers_) {
    system_.constraint_time_derivative(t, q, time_derivative_);
    power += integrator.multipliers(t, q, v).dot(time_derivative_);
  }
  return power;
}

void WorkMeter::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator) {
  if (!active_) return;
  times_[0] = t;
  powers_[0] = power(t, q, v, integrator);
  held_ = 1;
}

// ∫ P over the newest interval of the cubic through the last four (t, P) (fewer at the start): the
// two-point Gauss rule integrates it exactly, so the work is fourth-order accurate in the step, below
// the drift of the integrators it is compared with, on any step sequence.
void WorkMeter::advance(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Integrator& integrator,
                        double& work) {
  // A step that did not advance adds no work (and would make the interpolation's nodes coincide).
  if (!active_ || !(t > times_[held_ - 1])) return;
  if (held_ == kNodes) {
    for (int k = 1; k < kNodes; ++k) {
      times_[k - 1] = times_[k];
      powers_[k - 1] = powers_[k];
    }
    --held_;
  }
  times_[held_] = t;
  powers_[held_] = power(t, q, v, integrator);
  ++held_;
  const double a = times_[held_ - 2], b = times_[held_ - 1];
  const auto interpolant = [&](double x) {
    double value = 0.0;
    for (int i = 0; i < held_; ++i) {
      double basis = 1.0;
      for (int j = 0; j < held_; ++j)
        if (j != i) basis *= (x - times_[j]) / (times_[i] - times_[j]);
      value += basis * powers_[i];
    }
    return value;
  };
  const double middle = 0.5 * (a + b), half = 0.5 * (b - a), offset = half / std::sqrt(3.0);
  work += half * (interpolant(middle - offset) + interpolant(middle + offset));
}


RunStatistics simulate(const EquationsOfMotion& system, Integrator& integrator, ConstraintCorrection& correction,
                       const SimulationOptions& options, Eigen::VectorXd q, Eigen::VectorXd v,
                       const SampleObserver& observe, const ProgressObserver& progress) {
  using Clock = std::chrono::steady_clock;
  options.validate();
  // The limit counts the integrator's time only, the same time the run reports as wall_time_s.
  WallTimeLimit time_limit(options.wall_time_limit);
  time_limit.pause();
  const OutputTimes outputs(options);
  const bool monitor_every_step = options.monitor_every_step && integrator.fixed_step();
  const double span = options.t_end - options.t_start;
  RunStatistics stats;
  stats.t_reached = options.t_start;
  stats.initial_energy = system.mechanical_energy(q, v);
  ViolationMonitor monitor(system);
  WorkMeter work_meter(system);
  const CorrectionStatistics correction_before = correction.statistics();
  double t_observed = -std::numeric_limits<double>::infinity();
  auto observe_state = [&](double t) {
    if (observe) observe(t, q, v, integrator.multipliers(t, q, v));
    t_observed = t;
  };

  // The last state the loop accepted, kept (without allocating in the loop): a failed run's outputs end
  // with it, and the failure's diagnosis looks at it.
  Eigen::VectorXd q_good = q, v_good = v;
  double t_good = options.t_start;

  // The integration's wall time: each initialize and step, including one a stop or a failure cut short
  // (a run stopped by its time limit inside a long step still reports the time it took).
  Clock::duration integration_time{};
  Clock::time_point begin{};
  bool in_integrator = false;
  // The limit's spells lie inside the measured ones, so a run it stopped reports at least the limit.
  auto enter_integrator = [&] {
    begin = Clock::now();
    time_limit.resume();
    in_integrator = true;
  };
  auto leave_integrator = [&] {
    time_limit.pause();
    if (in_integrator) integration_time += Clock::now() - begin;
    in_integrator = false;
  };
  // A run cut short inside a step ends its outputs with the last state the loop accepted (the step's
  // own q and v may be half-updated), unless that state was observed already.
  auto observe_last_good_state = [&] {
    if (!observe || !(t_good > t_observed)) return;
    Eigen::VectorXd multipliers;
    try {
      multipliers = integrator.multipliers(t_good, q_good, v_good);
    } catch (const Error&) {
      multipliers = Eigen::VectorXd::Constant(system.constraint_count(), std::numeric_limits<double>::quiet_NaN());
    }
    observe(t_good, q_good, v_good, multipliers);
    t_observed = t_good;
  };
  try {
    enter_integrator();
    integrator.initialize(options.t_start, q, v);
    leave_integrator();
    q_good = q;
    v_good = v;
    work_meter.start(options.t_start, q, v, integrator);
    monitor.record(options.t_start, q, v, stats);
    observe_state(options.t_start);

    double next_progress = span / 200;
    bool stopped = false;
    for (long j = 1; j <= outputs.count() && !stopped; ++j) {
      const double t_out = outputs.time(j);
      for (bool at_output = false; !at_output && !stopped;) {
        enter_integrator();
        const StepOutcome step = integrator.step_toward(t_out, q, v);
        if (!q.allFinite() || !v.allFinite())
          throw Error(Error::Kind::numerical, "the state is no longer finite (NaN or Inf)", {}, {}, step.t);
        correction.correct(step.t, q, v);
        integrator.accept(step.t, q, v);
        leave_integrator();
        at_output = step.reached_target;
        work_meter.advance(step.t, q, v, integrator, stats.work);
        // Measured before the state counts as good: a violation that overflows fails the run here.
        if (monitor_every_step || at_output) monitor.record(step.t, q, v, stats);
        q_good = q;
        v_good = v;
        t_good = step.t;
        stats.t_reached = step.t;
        if (at_output) observe_state(step.t);
        if (progress && step.t - options.t_start >= next_progress) {
          progress((step.t - options.t_start) / span);
          next_progress = step.t - options.t_start + span / 200;
        }
        // The last row then holds the state where the run stopped.
        stopped = stop_requested(step.t, options, stats);
        if (stopped && !at_output) observe_state(step.t);
      }
    }
  } catch (const Interrupted&) {
    leave_integrator();
    // Stopped inside a step (a solver's callback, a Newton iteration, a Jacobian's columns): the
    // outputs end at the last accepted state, where t_reached says the run got to.
    mark_interrupted(stats.t_reached, stats);
    observe_last_good_state();
  } catch (const TimeLimitReached&) {
    leave_integrator();
    mark_time_limit(stats.t_reached, options.wall_time_limit, stats);
    observe_last_good_state();
  } catch (const Error& error) {
    leave_integrator();
    stats.status = "failed";
    stats.message = error.what() + diagnose_failure(system, error, options.t_start, t_good, q_good);
    stats.message += divergence_note(stats.message, stats);
    observe_last_good_state();
  }
  stats.wall_time_s = std::chrono::duration<double>(integration_time).count();
  const IntegratorStatistics s = integrator.statistics();
  const CorrectionStatistics& c = correction.statistics();
  stats.steps = s.steps;
  stats.rhs_evaluations = s.rhs_evaluations;
  stats.jacobian_evaluations = s.jacobian_evaluations;
  stats.newton_iterations = s.newton_iterations + (c.newton_iterations - correction_before.newton_iterations);
  stats.repartitions = c.repartitions - correction_before.repartitions;
  stats.linear_setups = s.linear_setups;
  stats.error_test_failures = s.error_test_failures;
  stats.nonlinear_failures = s.nonlinear_failures;
  stats.cost = s.cost;
  if (progress) progress(1.0);
  return stats;
}

RunStatistics simulate(const EquationsOfMotion& system, Integrator& integrator, const SimulationOptions& options,
                       Eigen::VectorXd q, Eigen::VectorXd v, const SampleObserver& observe,
                       const ProgressObserver& progress) {
  NoCorrection none;
  return simulate(system, integrator, none, options, std::move(q), std::move(v), observe, progress);
}

}  // namespace mbdae
