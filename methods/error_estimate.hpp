// How far off a run may be: an estimate of its global error from a companion run of the same method,
// at twice the step (a fixed-step method) or at a tenth of the tolerances (an adaptive one).
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
// An adaptive SUNDIALS method controls the error of each step, not the global error a user compares,
// and the two differ by the accumulation and growth of those local errors (a factor of 10³–10⁴ on the
// triple pendulum over 5 s, docs/methods.md). Its companion runs at rtol/10 and atol/10. By
// tolerance proportionality (Stetter 1978, "Considerations concerning a theory for ODE-solvers";
// Hairer, Nørsett & Wanner, Solving ODEs I, II.4), e(tol) ≈ K tol^κ with κ between p/(p+1) (error per
// step) and 1 (error per unit step), so x(tol) − x(tol/10) ≈ (1 − 10^−κ) e(tol) and
//   e(tol) ≈ |x(tol) − x(tol/10)| / (1 − 10^−κ),
// with κ = 1: the factor 1/(1 − 10^−κ) is 1.11 at κ = 1 and 1.5 at κ = 1/2, so the choice of κ moves
// the estimate by less than the formula's own roughness. The companion costs one to two and a half
// times the run (docs/methods.md).
//
// The size the default warning threshold is relative to: the diagonal of the box around the ground
// frame's origin, the bodies' origins, the markers and the joints' points at the initial state.
#pragma once

#include <Eigen/Dense>
#include <string>
#include <vector>

#include "methods/run.hpp"
#include "system/model_size.hpp"  // model_size(), for the warning threshold

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

/// An adaptive run's companion runs at its tolerances divided by this; the run's error is then
/// |x(tol) − x(tol/10)| / (1 − 1/kToleranceCompanionDivisor) (tolerance proportionality, above).
inline constexpr double kToleranceCompanionDivisor = 10.0;

/// The largest distance between the points of two runs at the samples they share (times equal to
/// 1e-9 relative), the last such time and how many there were.
struct TrackedDifference {
  double largest = 0.0;  // m
  double until = 0.0;    // s
  int compared = 0;
};
TrackedDifference tracked_difference(const TrackedPoints& run, const TrackedPoints& other);

struct GlobalErrorEstimate {
  /// "ok" (value holds the estimate), or "unavailable" (note says why).
  std::string status = "unavailable";
  /// "richardson" (fixed step) or "tolerance-proportionality" (adaptive).
  std::string method;
  double value = 0.0;            // m
  double companion_step = 0.0;   // s (fixed step; 0 for an adaptive run)
  double companion_rtol = 0.0;   // an adaptive run's companion tolerances (0 for a fixed step)
  double companion_atol = 0.0;
  double compared_until = 0.0;   // s: the last sample both runs share
  int order = 0;                 // of a fixed-step method, as its registry row gives it
  /// The companion failed: a fixed step near what the method can take, or tolerances it cannot meet.
  bool companion_failed = false;
  std::string note;
  double companion_wall_time_s = 0.0;
};

/// Runs `settings` (already resolved for `model`) again, at twice its step or a tenth of its
/// tolerances, and estimates the global error of the run whose samples are `run`.
GlobalErrorEstimate estimate_global_error(const Model& model, const RunSettings& settings, const TrackedPoints& run);

}  // namespace mbdae
