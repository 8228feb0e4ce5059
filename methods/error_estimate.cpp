#include "methods/error_estimate.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "methods/registry.hpp"

namespace mbdae {

namespace {
/// A number as %g prints it: "0.002", "1e-07".
std::string shortest(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", value);
  return text;
}
}  // namespace

void TrackedPoints::record(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q) {
  const int markers = static_cast<int>(system.model().markers.size());
  const int count = markers > 0 ? markers : system.body_count();
  Eigen::VectorXd points(3 * count);
  for (int k = 0; k < count; ++k)
    points.segment<3>(3 * k) = markers > 0 ? system.marker_position(k, q) : system.body_origin(k, q);
  times_.push_back(t);
  positions_.push_back(std::move(points));
}

void TrackedPoints::keep_until(double t) {
  while (!times_.empty() && times_.back() > t) {
    times_.pop_back();
    positions_.pop_back();
  }
}

TrackedDifference tracked_difference(const TrackedPoints& run, const TrackedPoints& other) {
  // Samples of the two runs at the same time, matched by their index in the other's sampling.
  TrackedDifference difference;
  std::size_t k = 0;
  for (std::size_t j = 0; j < other.times().size(); ++j) {
    const double t = other.times()[j];
    while (k < run.times().size() && run.times()[k] < t - 1e-9 * std::max(1.0, std::abs(t))) ++k;
    if (k == run.times().size()) break;
    if (std::abs(run.times()[k] - t) > 1e-9 * std::max(1.0, std::abs(t))) continue;
    const Eigen::VectorXd& a = run.positions()[k];
    const Eigen::VectorXd& b = other.positions()[j];
    for (Eigen::Index p = 0; p < a.size(); p += 3)
      difference.largest = std::max(difference.largest, (a.segment<3>(p) - b.segment<3>(p)).norm());
    difference.until = t;
    ++difference.compared;
  }
  return difference;
}

GlobalErrorEstimate estimate_global_error(const Model& model, const RunSettings& settings, const TrackedPoints& run) {
  const IntegratorRow& row = find_integrator(settings.integrator);
  GlobalErrorEstimate estimate;
  RunSettings companion = settings;
  // How far apart the run and its companion are expected to be, relative to the run's own error.
  double scale = 0.0;
  // "at 2 dt = 0.002 s" or "at rtol/10 = 1e-07": how messages name the companion.
  std::string companion_name;
  if (row.fixed_step) {
    estimate.method = "richardson";
    estimate.order = row.order_of(settings);
    if (estimate.order <= 0) {
      estimate.note = "the registry row of `" + settings.integrator + "` gives no order";
      return estimate;
    }
    estimate.companion_step = 2.0 * settings.step;
    scale = std::pow(2.0, estimate.order) - 1.0;
    companion_name = "at 2 dt = " + shortest(estimate.companion_step) + " s";
    // The companion samples at times that are multiples of 2Δt and of the run's sampling: the run's own
    // sampling when it is an even number of steps, twice it otherwise; up to the last such time.
    companion.step = 2.0 * settings.step;
    const long steps_per_sample = std::lround(settings.output_every / settings.step);
    companion.output_every = steps_per_sample % 2 == 0 ? settings.output_every : 2.0 * settings.output_every;
  } else {
    // SUNDIALS interpolates its outputs at the run's own sampling times: the companion shares them all.
    estimate.method = "tolerance-proportionality";
    estimate.companion_rtol = settings.adaptive.rtol / kToleranceCompanionDivisor;
    estimate.companion_atol = settings.adaptive.atol / kToleranceCompanionDivisor;
    scale = 1.0 - 1.0 / kToleranceCompanionDivisor;
    companion_name = "at rtol/10 = " + shortest(estimate.companion_rtol);
    companion.adaptive.rtol = estimate.companion_rtol;
    companion.adaptive.atol = estimate.companion_atol;
  }
  const double t_last = run.times().empty() ? 0.0 : run.times().back();
  const double samples = std::floor(t_last / companion.output_every * (1.0 + 1e-12));
  if (row.fixed_step && samples < 1.0) {
    estimate.note = "the run ended before the companion run " + companion_name + " reached its first sample";
    return estimate;
  }
  // A fixed step's companion ends at its last shared sample; an adaptive one where the run ended.
  companion.t_end = row.fixed_step ? samples * companion.output_every : t_last;

  TrackedPoints other;
  const RunResult result = run_simulation(
      model, companion,
      [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
          const Eigen::VectorXd&) { other.record(system, t, q); });
  estimate.companion_wall_time_s = result.statistics.wall_time_s;
  if (result.statistics.status != "ok") {
    estimate.companion_failed = result.statistics.status == "failed";
    estimate.note = "the companion run " + companion_name + " " +
                    (estimate.companion_failed ? "failed: " + result.statistics.message : result.statistics.status);
    return estimate;
  }

  const TrackedDifference difference = tracked_difference(run, other);
  if (difference.compared == 0) {
    estimate.note = "the run and its companion " + companion_name + " share no sample";
    return estimate;
  }
  estimate.compared_until = difference.until;
  estimate.status = "ok";
  estimate.value = difference.largest / scale;
  return estimate;
}

}  // namespace mbdae
