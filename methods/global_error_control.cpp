#include "methods/global_error_control.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>

#include "core/interruption.hpp"
#include "methods/error_estimate.hpp"

namespace mbdae {

namespace {

// The ladder's rungs are the adaptive estimate's companions: x(τ) − x(τ/10) ≈ (1 − 1/10) e(τ)
// (tolerance proportionality, methods/error_estimate.hpp).
constexpr double kDecade = kToleranceCompanionDivisor;
constexpr double kDifferenceScale = 1.0 - 1.0 / kDecade;
// The ladder aims at this fraction of the target when it jumps ahead.
constexpr double kAim = 0.5;

std::string number(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.3g", value);
  return text;
}

/// x·10⁻ᵈ to 15 significant digits: 1e-6 a decade down is 1e-7 as typed, not 1.0000000000000001e-07.
double decades_below(double x, int decades) {
  char text[32];
  std::snprintf(text, sizeof text, "%.15g", x * std::pow(kDecade, -decades));
  return std::strtod(text, nullptr);
}

/// One run of the ladder: its tolerances, result and markers.
struct LadderRun {
  double rtol = 0.0, atol = 0.0;
  RunResult result;
  TrackedPoints points;
  double model_size = 0.0;  // m, at the first output
};

}  // namespace

RunResult run_to_global_error(const Model& model, const RunSettings& settings, const RunObserver& observe,
                              const ProgressObserver& progress) {
  GlobalErrorControl control;
  control.used = true;
  auto rtol_at = [&](int decade) { return decades_below(settings.adaptive.rtol, decade); };
  auto atol_at = [&](int decade) { return decades_below(settings.adaptive.atol, decade); };
  // The finest decade whose run still has a companion at or above kFinestGlobalControlRtol.
  const int finest = static_cast<int>(std::floor(std::log10(settings.adaptive.rtol / kFinestGlobalControlRtol) + 1e-9)) - 1;

  std::map<int, LadderRun> runs;  // by decade; references stay valid as runs are added
  auto run_at = [&](int decade) -> LadderRun& {
    auto found = runs.find(decade);
    if (found != runs.end()) return found->second;
    LadderRun& run = runs[decade];
    RunSettings local = settings;
    local.error_control = "local";
    local.adaptive.rtol = run.rtol = rtol_at(decade);
    local.adaptive.atol = run.atol = atol_at(decade);
    run.result = run_simulation(
        model, local,
        [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
            const Eigen::VectorXd&) {
          if (run.points.times().empty()) run.model_size = model_size(system, q);
          run.points.record(system, t, q);
        },
        progress);
    control.rtols_run.push_back(run.rtol);
    control.wall_time_s += run.result.statistics.wall_time_s;
    return run;
  };
  auto stopped = [](const LadderRun& run) {
    return run.result.statistics.status == "interrupted" || run.result.statistics.status == "time limit";
  };

  int decade = 0, delivered = -1;
  // The ladder skips the decades proportionality predicts, until a run beyond such a jump fails (a
  // tolerance the method cannot take on this model): it then goes on a decade at a time from the last
  // estimated run, whose companion has already run.
  bool jumping = true;
  for (;;) {
    LadderRun& candidate = run_at(decade);
    if (control.target == 0.0) control.target = settings.adaptive.rtol * candidate.model_size;
    if (stopped(candidate)) {
      candidate.result.global_error_control = control;
      candidate.result.statistics.wall_time_s = control.wall_time_s;
      return candidate.result;
    }
    std::string failure;
    if (candidate.result.statistics.status != "ok") {
      failure = "the run at rtol " + number(candidate.rtol) + " failed: " + candidate.result.statistics.message;
    } else if (decade > finest) {
      control.note = "the run at rtol " + number(candidate.rtol) + " has no companion: it would need rtol below " +
                     number(kFinestGlobalControlRtol);
      break;
    } else {
      LadderRun& companion = run_at(decade + 1);
      if (stopped(companion)) {
        companion.result.global_error_control = control;
        companion.result.statistics.wall_time_s = control.wall_time_s;
        return companion.result;
      }
      if (companion.result.statistics.status != "ok") {
        failure = "the run at rtol " + number(candidate.rtol) + " could not be estimated: its companion at rtol " +
                  number(companion.rtol) + " failed: " + companion.result.statistics.message;
      } else {
        const TrackedDifference difference = tracked_difference(candidate.points, companion.points);
        if (difference.compared == 0) {
          failure = "the runs at rtol " + number(candidate.rtol) + " and " + number(companion.rtol) + " share no output";
        } else {
          delivered = decade;
          control.estimated = true;
          control.estimated_error = difference.largest / kDifferenceScale;
        }
      }
    }
    if (!failure.empty()) {
      if (jumping && delivered >= 0 && decade > delivered + 1) {
        jumping = false;
        decade = delivered + 1;
        continue;
      }
      control.note = failure;
      break;
    }
    if (control.estimated_error <= control.target) {
      control.met = true;
      break;
    }
    if (decade >= finest) {
      control.note = "a finer run would need rtol below " + number(kFinestGlobalControlRtol);
      break;
    }
    // e·10⁻ᵐ ≤ kAim·target: the next candidate, m decades on.
    const int ahead =
        jumping ? std::max(1, static_cast<int>(std::ceil(std::log10(control.estimated_error / (kAim * control.target)))))
                : 1;
    decade = std::min(decade + ahead, finest);
  }

  const int chosen = delivered >= 0 ? delivered : decade;
  control.rtol = rtol_at(chosen);
  control.atol = atol_at(chosen);
  if (!control.met) {
    control.note = "the global error target " + number(control.target) + " m was not met" +
                   (delivered >= 0 ? ": the run at rtol " + number(control.rtol) + " is estimated " +
                                         number(control.estimated_error) + " m off"
                                   : std::string()) +
                   "; " + control.note;
  }
  RunResult result;
  if (observe && !interruption_requested()) {
    RunSettings local = settings;
    local.error_control = "local";
    local.adaptive.rtol = control.rtol;
    local.adaptive.atol = control.atol;
    result = run_simulation(model, local, observe, progress);
  } else {
    result = runs.at(chosen).result;
  }
  result.statistics.wall_time_s = control.wall_time_s;
  // A run that ended but missed its target says so where a failure would (`mbdae compare`'s message).
  if (!control.met && result.statistics.status == "ok" && result.statistics.message.empty())
    result.statistics.message = control.note;
  result.global_error_control = control;
  return result;
}

}  // namespace mbdae
