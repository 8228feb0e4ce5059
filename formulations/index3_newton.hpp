// The Newton loop the implicit index-3 formulations share: its stopping test
// (index3_newton_converged(), formulations/index3_formulation.hpp), the refresh of the force Jacobians,
// and the penalty (or regularization) a step raises where its iteration stalls.
#pragma once

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
class AugmentedLagrangianNewton {
 public:
  AugmentedLagrangianNewton(double penalty, const Index3Options& options)
      : base_penalty_(penalty), penalty_(penalty), options_(options) {}

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
    if (!converged_ && iteration_ >= 3 && largest_update_ > 0.5 * previous_update_ &&
        penalty_ < largest_raise_) {
      penalty_ *= kRaise;
      ++statistics.penalty_raises;
    }
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
  /// "<method> Newton-Raphson did not converge to <tol> in <k> iterations (residual norm .., last
  /// position update ..)".
  std::string failure(const std::string& method, double residual_norm) const;

 private:
  static constexpr double kRaise = 100.0;
  static constexpr double kLargestRaise = 1e6;
  double base_penalty_, penalty_;
  double largest_raise_ = kLargestRaise * base_penalty_;  // lowered by withdraw_raise()
  const Index3Options& options_;
  int iteration_ = 0;
  double largest_update_ = 0.0, previous_update_ = 0.0;
  bool converged_ = false;
};

}  // namespace mbdae
