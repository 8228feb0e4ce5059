#include "core/work_precision.hpp"

#include <algorithm>
#include <cmath>

namespace mbdae {

std::optional<double> wall_time_at_error(const WorkPrecisionCurve& curve, double error) {
  std::optional<double> best;
  auto keep = [&](double time) { best = best ? std::min(*best, time) : time; };
  const auto& p = curve.points;
  for (std::size_t k = 0; k < p.size(); ++k) {
    if (p[k].error == error) keep(p[k].wall_time);
    if (k + 1 == p.size()) break;
    const double e0 = p[k].error, e1 = p[k + 1].error;
    if (e0 == e1 || error < std::min(e0, e1) || error > std::max(e0, e1)) continue;
    const double s = (std::log(error) - std::log(e0)) / (std::log(e1) - std::log(e0));
    keep(std::exp(std::log(p[k].wall_time) + s * (std::log(p[k + 1].wall_time) - std::log(p[k].wall_time))));
  }
  return best;
}

FastestAtError fastest_at_error(const std::vector<WorkPrecisionCurve>& curves, double error) {
  FastestAtError fastest;
  for (const WorkPrecisionCurve& curve : curves) {
    const std::optional<double> time = wall_time_at_error(curve, error);
    if (time && (fastest.name.empty() || *time < fastest.wall_time)) fastest = {curve.name, *time};
  }
  return fastest;
}

}  // namespace mbdae
