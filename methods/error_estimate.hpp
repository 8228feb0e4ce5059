// How far off a fixed-step run may be: Richardson's estimate of its global error from a companion run
// of the same method at twice the step.
//
// A method of order p has, in its asymptotic range, a global error e(Δt) ≈ K Δtᵖ at each time, so the
// run at Δt and its companion at 2Δt differ by x(2Δt) − x(Δt) ≈ (2ᵖ − 1) K Δtᵖ, and
//   e(Δt) ≈ |x(Δt) − x(2Δt)| / (2ᵖ − 1)
// (Richardson 1911; Hairer, Nørsett & Wanner, Solving ODEs I, II.4). mbdae applies it to every marker
// (or, in a model without markers, every body origin) at every sample the two runs share, and reports
// the largest, in metres. The companion costs about half the run itself; its time is kept out of the
// run's wall time. Outside the asymptotic range (steps near the stability limit, motions the step
// does not resolve) the estimate is rough, but it is then large, which is what the warning needs; a
// companion that fails is reported as such, since a step whose double fails is itself suspect.
//
// The size the default warning threshold is relative to: the diagonal of the box around the ground
// frame's origin, the bodies' origins, the markers and the joints' points at the initial state.
#pragma once

#include <Eigen/Dense>
#include <string>
#include <vector>

#include "methods/run.hpp"

namespace mbdae {

/// The points whose error is estimated (the markers, or the body origins of a model without markers)
/// at each sample of a run.
class TrackedPoints {
 public:
  void record(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q);
  const std::vector<double>& times() const { return times_; }
  /// positions()[k] holds the points of sample k, three coordinates each.
  const std::vector<Eigen::VectorXd>& positions() const { return positions_; }
  /// Drops the samples after t (a failed run keeps what it computed).
  void keep_until(double t);

 private:
  std::vector<double> times_;
  std::vector<Eigen::VectorXd> positions_;
};

struct GlobalErrorEstimate {
  /// "ok" (value holds the estimate), or "unavailable" (note says why).
  std::string status = "unavailable";
  double value = 0.0;            // m
  double companion_step = 0.0;   // s
  double compared_until = 0.0;   // s: the last sample both runs share
  int order = 0;                 // of the method, as its registry row gives it
  bool companion_failed = false;  // the run at 2Δt stopped: the step is near what the method can take
  std::string note;
  double companion_wall_time_s = 0.0;
};

/// Diagonal of the box around the ground origin, the bodies' origins, the markers and the joints'
/// points at q, m.
double model_size(const EquationsOfMotion& system, const Eigen::VectorXd& q);

/// Runs `settings` (a fixed-step method, already resolved for `model`) again at twice its step and
/// estimates the global error of the run whose samples are `run`. Error{Kind::usage} for an adaptive
/// method.
GlobalErrorEstimate estimate_global_error(const Model& model, const RunSettings& settings, const TrackedPoints& run);

}  // namespace mbdae
