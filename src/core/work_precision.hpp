// Work-precision curves (error against wall time) compared at equal error: how long each method
// needs to reach a given error, read off its curve by log-log interpolation between the runs of
// its ladder, and the fastest method at each error level.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace mbdae {

struct WorkPrecisionPoint {
  double error = 0.0;  // > 0
  double wall_time = 0.0;  // s, > 0
};

/// One method's runs over its tolerance or step ladder, in ladder order.
struct WorkPrecisionCurve {
  std::string name;
  std::vector<WorkPrecisionPoint> points;
};

/// The wall time at which `curve` reaches `error`: linear in (log error, log time) between
/// consecutive points of the ladder whose errors bracket it; the smallest such time when several
/// segments do (a curve need not be monotone). Empty when no segment brackets `error` (the curve
/// never gets that accurate, or never that inaccurate: no extrapolation).
std::optional<double> wall_time_at_error(const WorkPrecisionCurve& curve, double error);

struct FastestAtError {
  std::string name;  // empty when no curve reaches the error
  double wall_time = 0.0;
};

/// The curve with the smallest wall_time_at_error among `curves`.
FastestAtError fastest_at_error(const std::vector<WorkPrecisionCurve>& curves, double error);

}  // namespace mbdae
