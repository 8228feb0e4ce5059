// The Newton loop the implicit index-3 formulations share: its stopping test
// (index3_newton_converged(), formulations/index3_formulation.hpp), the refresh of the force Jacobians,
// the penalty (or regularization) a step raises where its iteration stalls, and, for ALI3-P, the
// extrapolation of a mode that stalls (StalledModeExtrapolation).
#pragma once

#include <Eigen/Dense>
#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/interruption.hpp"
#include "formulations/index3_formulation.hpp"

namespace mbdae {

/// Bookkeeping of the index-3 Newton loops: ALI3-P's augmented Lagrangian (formulations/ali3p.hpp),
/// its energy-conserving step, and generalized-α's regularized saddle point (formulations/index3.hpp,
/// whose 1/ε plays the penalty's part): iteration count, position updates, the stopping test, when
/// to refresh K and D, and the step's penalty, which rises where the multiplier iteration stalls.
///
/// Once Newton has converged for the current λ*, the updates shrink only as fast as the multiplier
/// iteration contracts, about 1/(1 + Δt²/4·α·s) for the eigenvalues s of C_q M⁻¹C_qᵀ. At a singular
/// position one s goes to zero and the contraction to one (0.9976 per iteration on the double
/// four-bar at Δt = 1e-3, α/m̄ = 1e9), so the step cannot reach the tolerance. As augmented Lagrangian
/// methods do when the constraint violation stops falling (Bertsekas 1982, §2.2), the penalty is
/// raised, for this step only, by 100 at a time up to 1e6 α: the default α keeps its better-conditioned
/// multipliers everywhere else, and the step is still solved to the tolerance. Where a raised penalty
/// makes the Newton matrix singular to working precision (a long chain at a large step), the caller
/// takes it back (withdraw_raise()) and the step goes on at the previous one.
///
/// ALI3-P's multiplier iteration also reports |C|∞ after each update (record_multiplier_update()),
/// because near a singular position a small update does not mean a solved step. There the mode whose
/// constraint gradient is vanishing (the double four-bar's folding of a parallelogram, whose gradient
/// is of the order of the cranks' angle θ from the ground line) contracts so slowly that its updates
/// are far below the tolerance while its position error δ is not: C ≈ θδ is small, δ is not. The
/// velocity projection then works with a gradient tilted by δ/θ and takes kinetic energy of order
/// (δ/θ)² out of the motion along the branch, a kick that depended on how close a step landed to the
/// singular position (docs/methods.md, "ALI3-P through singular positions"). So the step is not
/// accepted while C stops falling above its rounding floor, and the penalty is raised as for stalled
/// updates; on a step that follows a stalled one (`near_singular`), C must also fall at the rate of a
/// regular multiplier iteration (kRegularConstraintContraction) or be at its floor, since there the
/// slow mode can hide behind the fast ones' converging updates for an iteration.
class AugmentedLagrangianNewton {
 public:
  AugmentedLagrangianNewton(double penalty, const Index3Options& options, bool near_singular = false)
      : base_penalty_(penalty), penalty_(penalty), options_(options), near_singular_(near_singular) {}

  /// Whether another iteration is due (and counts it). Throws Interrupted or TimeLimitReached when the
  /// run must stop (an iteration on a large model can take seconds).
  bool next() {
    if (converged_ || iteration_ >= options_.max_iterations) return false;
    throw_if_stop_requested();
    ++iteration_;
    return true;
  }
  /// K and D at the first iterate, and again wherever Newton stalls (the update shrank by less than
  /// 4): a far-off predictor (stiff forces, large steps) leaves them wrong, and a wrong tangent makes
  /// Newton converge slowly or not at all.
  bool refresh_force_jacobians(bool forces_are_constant) const {
    return iteration_ == 1 || (iteration_ > 2 && !forces_are_constant && largest_update_ > 0.25 * previous_update_);
  }
  /// Records the iteration's largest position update, with the iterate's distance from the predictor
  /// and its largest coordinate for the stopping test (index3_newton_converged()); raises the penalty
  /// where the updates stall.
  void record_update(double largest_update, double predictor_distance, double largest_coordinate,
                     Index3Statistics& statistics) {
    previous_update_ = largest_update_;
    largest_update_ = largest_update;
    converged_ = index3_newton_converged(largest_update_, previous_update_, iteration_, predictor_distance,
                                         largest_coordinate, options_.tolerance);
    raise_where_stalled(false, false, statistics);
  }
  /// record_update() for an iteration that also updated the multipliers (ALI3-P), with |C|∞ at the new
  /// positions: the step is not converged while C stops falling above its rounding floor (or, near a
  /// singular position, falls slower than a regular multiplier iteration makes it), unless the penalty
  /// is already at its largest. `extrapolated`: the positions were moved on by
  /// StalledModeExtrapolation after the update, so the step goes on, at the same penalty.
  void record_multiplier_update(double largest_update, double predictor_distance, double largest_coordinate,
                                double constraint_norm, bool extrapolated, Index3Statistics& statistics) {
    previous_update_ = largest_update_;
    largest_update_ = largest_update;
    previous_constraint_ = constraint_;
    constraint_ = constraint_norm;
    converged_ = index3_newton_converged(largest_update_, previous_update_, iteration_, predictor_distance,
                                         largest_coordinate, options_.tolerance);
    if (extrapolated) {
      converged_ = false;
      return;
    }
    // |C| is compared from the second iteration on; a stall raises the penalty only from the third,
    // since after a long first update C falls by less than half through Newton's own curvature terms.
    const double floor = kRoundoffUlps * std::numeric_limits<double>::epsilon() * std::max(1.0, largest_coordinate);
    const bool compared = iteration_ >= 2 && constraint_ > floor;
    const double required = near_singular_ ? kRegularConstraintContraction : kConstraintStall;
    if (converged_ && compared && constraint_ > required * previous_constraint_ && penalty_ < largest_raise_)
      converged_ = false;
    const bool constraint_stalled = compared && iteration_ >= 3 && constraint_ > kConstraintStall * previous_constraint_;
    raise_where_stalled(constraint_stalled, true, statistics);
  }
  /// Takes back the last raise where the raised penalty made the Newton matrix singular to working
  /// precision (M + w C_qᵀC_q with w ~ 1e6 α Δt²/4 on a long chain): the step goes on at the previous
  /// penalty and raises it no more. False when the penalty is the base one, nothing to take back.
  bool withdraw_raise(Index3Statistics& statistics) {
    if (!(penalty_ > base_penalty_)) return false;
    penalty_ /= kRaise;
    largest_raise_ = penalty_;
    ++statistics.penalty_withdrawals;
    return true;
  }
  bool converged() const { return converged_; }
  int iteration() const { return iteration_; }
  /// The step's penalty α (the base α unless raised).
  double penalty() const { return penalty_; }
  /// Whether this step raised its penalty: its iteration stalled, as it does near a singular position.
  bool raised() const { return penalty_ > base_penalty_; }
  /// "<method> Newton-Raphson did not converge to <tol> in <k> iterations (residual norm .., last
  /// position update ..)".
  std::string failure(const std::string& method, double residual_norm) const;

 private:
  static constexpr double kRaise = 100.0;
  static constexpr double kLargestRaise = 1e6;
  // An iteration whose update (or |C|) shrank by less than this has stalled.
  static constexpr double kConstraintStall = 0.5;
  // How much a regular multiplier iteration shrinks C at least: its modes contract by 1/(1 + w·α·s)
  // with w·α·s ≥ kSmallestPenaltyWeight = 100 for s of order 1/m̄ (formulations/ali3p.hpp), 0.01.
  static constexpr double kRegularConstraintContraction = 0.05;
  // As index3_newton_converged()'s rounding noise (formulations/index3_formulation.cpp).
  static constexpr double kRoundoffUlps = 64.0;

  // `after_one_more`: not in the iteration right after a raise, so that StalledModeExtrapolation,
  // which compares two iterations at the same penalty, can act at the new one before it is raised
  // again (a penalty raised three times in a row, to 1e6 α, makes αC carry tens of newtons of noise).
  void raise_where_stalled(bool constraint_stalled, bool after_one_more, Index3Statistics& statistics) {
    if (after_one_more && iteration_ == raised_at_ + 1) return;
    const bool updates_stalled = iteration_ >= 3 && largest_update_ > kConstraintStall * previous_update_;
    if (!converged_ && (updates_stalled || constraint_stalled) && penalty_ < largest_raise_) {
      penalty_ *= kRaise;
      raised_at_ = iteration_;
      ++statistics.penalty_raises;
    }
  }

  double base_penalty_, penalty_;
  double largest_raise_ = kLargestRaise * base_penalty_;  // lowered by withdraw_raise()
  const Index3Options& options_;
  bool near_singular_;
  int iteration_ = 0;
  int raised_at_ = -1;  // the iteration of the last raise
  double largest_update_ = 0.0, previous_update_ = 0.0;
  double constraint_ = 0.0, previous_constraint_ = 0.0;
  bool converged_ = false;
};

/// Aitken's Δ² extrapolation of ALI3-P's slowest mode. Where one mode contracts by a steady ratio r per
/// iteration (the folding of a mechanism near its singular position: r = 1/(1 + w·α·s) with s → 0), the
/// updates line up, u_{k+1} ≈ r u_k, and what is left of that mode is the rest of the geometric series,
/// r/(1 − r)·u_{k+1} for the positions and r/(1 − r)·αC for λ*: one step takes it there instead of
/// hundreds of iterations, and without a penalty so large that αC carries rounding noise (a raised
/// penalty of 1e6 α makes αC of order 10 N from C at 1e-16). It applies only where two successive
/// updates at the same penalty point the same way (cosine above 0.99) and shrink by a ratio between
/// 0.4 (faster is Newton's own convergence) and 0.99 (slower, the factor would pass 100 and reach
/// beyond where the mode is linear; the penalty is raised instead).
/// The formulation owns one and calls start() at each step.
class StalledModeExtrapolation {
 public:
  explicit StalledModeExtrapolation(int n) : previous_(Eigen::VectorXd::Zero(n)) {}
  void start() { previous_penalty_ = -1.0; }
  /// The factor r/(1 − r) by which `update`, the iteration's position update at penalty `penalty`, is
  /// to be continued, or 0 where no single mode is stalling. Remembers `update` for the next call; an
  /// extrapolated iteration is not compared with the next one.
  double remaining_factor(const Eigen::VectorXd& update, double penalty) {
    double factor = 0.0;
    if (penalty == previous_penalty_) {
      const double previous_squared = previous_.squaredNorm(), product = update.dot(previous_);
      const double ratio = previous_squared > 0.0 ? product / previous_squared : 0.0;
      const double cosine =
          previous_squared > 0.0 ? product / std::sqrt(previous_squared * update.squaredNorm()) : 0.0;
      if (ratio > kSmallestRatio && ratio < kLargestRatio && cosine > kAlignment) factor = ratio / (1.0 - ratio);
    }
    previous_ = update;
    previous_penalty_ = factor > 0.0 ? -1.0 : penalty;
    return factor;
  }

 private:
  static constexpr double kSmallestRatio = 0.4, kLargestRatio = 0.99, kAlignment = 0.99;
  Eigen::VectorXd previous_;
  double previous_penalty_ = -1.0;
};

}  // namespace mbdae
