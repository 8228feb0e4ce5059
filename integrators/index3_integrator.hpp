// Implicit fixed-step integrators of the index-3 equations of motion
//   M(q) q̈ + C_qᵀλ = Q(t, q, v),   C(q, t) = 0,
// which solve for the positions at t + Δt by Newton–Raphson, so that the position constraints hold to
// the Newton tolerance at every step without a separate correction: ALI3-P with the trapezoidal rule
// (integrators/ali3p_trapezoidal.hpp; its energy-conserving variant integrators/ali3_energy_conserving.hpp)
// and generalized-α (integrators/gen_alpha.hpp). They run in the one loop of integrators/simulation.hpp,
// with no correction: the Newton iteration keeps C = 0.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <string_view>

#include "integrators/fixed_step_integrator.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

struct Index3Options {
  /// Newton stops when the largest position update is below this (m, or the coordinates' own unit).
  double tolerance = 1e-10;
  int max_iterations = 20;
  /// ALI3-P penalty α relative to the mass scale m̄ = trace(M)/n at the start, in 1/s²: α = penalty·m̄.
  /// Literature values are α = 1e7–1e9 for systems of a few kg (Bayo & Ledesma 1996; Cuadrado et al.
  /// 2004; paper 001's group). The multiplier iteration contracts by about 1/(1 + Δt²/4·α·S), S the
  /// eigenvalues of C_q M⁻¹C_qᵀ, and the penalty projections leave violations in the same ratio, so
  /// the upper end is the default: on the triple pendulum at Δt = 1e-3, 1e9 needs 2.7 Newton
  /// iterations per step against 4.0 for 1e8 and 9 for 1e7, and 1e7 fails at Δt = 5e-4
  /// (docs/methods.md). A step whose multiplier iteration stalls (singular positions) raises its own
  /// penalty by 100 at a time, up to 1e6 times this value.
  double penalty = 1e9;
  /// ALI3-P: ζ = projection_factor·Δt²/4 in the projections (paper 001, eqs. (3)–(4)). 1 reuses the
  /// factorized Newton tangent; 0 turns the projections off (plain index-3 augmented Lagrangian).
  double projection_factor = 1.0;
  /// ALI3-P: the energy-conserving step of integrators/ali3_energy_conserving.hpp instead of the
  /// trapezoidal force balance with projections (constant-mass coordinates only; no projections).
  bool energy_conserving = false;
  /// Generalized-α: spectral radius at infinite frequency, in [0, 1] (1: no numerical damping, the
  /// trapezoidal rule; Arnold & Brüls 2007).
  double rho_infinity = 0.9;

  /// Error{Kind::usage} naming the option (`penalty`, `rho_infinity`, …) when a value makes no sense.
  void validate() const;
};

struct Index3Statistics {
  long steps = 0;
  long newton_iterations = 0;
  long residual_evaluations = 0;   // evaluations of M, C_q, Q and C at a Newton iterate
  long factorizations = 0;         // numeric factorizations of the iteration matrix
  long force_evaluations = 0;      // evaluations of Q for K and D by finite differences
  long penalty_raises = 0;         // ALI3-P: times a step raised its penalty where the multipliers stalled
};

/// Bookkeeping of the index-3 augmented Lagrangian Newton loop shared by ALI3-P and its
/// energy-conserving variant: iteration count, position updates, when to refresh K and D, and the
/// step's penalty, which rises where the multiplier iteration stalls.
///
/// Once Newton has converged for the current λ*, the updates shrink only as fast as the multiplier
/// iteration contracts, about 1/(1 + Δt²/4·α·s) for the eigenvalues s of C_q M⁻¹C_qᵀ. At a singular
/// position one s goes to zero and the contraction to one (0.9976 per iteration on the double
/// four-bar at Δt = 1e-3, α/m̄ = 1e9), so the step cannot reach the tolerance. As augmented Lagrangian
/// methods do when the constraint violation stops falling (Bertsekas 1982, §2.2), the penalty is
/// raised, for this step only, by 100 at a time up to 1e6 α: the default α keeps its better-conditioned
/// multipliers everywhere else, and the step is still solved to the tolerance.
class AugmentedLagrangianNewton {
 public:
  AugmentedLagrangianNewton(double penalty, const Index3Options& options)
      : base_penalty_(penalty), penalty_(penalty), options_(options) {}

  /// Whether another iteration is due (and counts it).
  bool next() {
    if (converged_ || iteration_ >= options_.max_iterations) return false;
    ++iteration_;
    return true;
  }
  /// K and D at the first iterate, and again wherever Newton stalls (the update shrank by less than
  /// 4): a far-off predictor (stiff forces, large steps) leaves them wrong, and a wrong tangent makes
  /// Newton converge slowly or not at all.
  bool refresh_force_jacobians(bool forces_are_constant) const {
    return iteration_ == 1 || (iteration_ > 2 && !forces_are_constant && largest_update_ > 0.25 * previous_update_);
  }
  /// Records the iteration's largest position update; raises the penalty where the updates stall.
  void record_update(double largest_update, Index3Statistics& statistics) {
    previous_update_ = largest_update_;
    largest_update_ = largest_update;
    converged_ = largest_update_ <= options_.tolerance;
    if (!converged_ && iteration_ >= 3 && largest_update_ > 0.5 * previous_update_ &&
        penalty_ < kLargestRaise * base_penalty_) {
      penalty_ *= kRaise;
      ++statistics.penalty_raises;
    }
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
  const Index3Options& options_;
  int iteration_ = 0;
  double largest_update_ = 0.0, previous_update_ = 0.0;
  bool converged_ = false;
};

class Index3Integrator : public FixedStepIntegrator {
 public:
  /// `step`: Δt, s.
  explicit Index3Integrator(double step) : FixedStepIntegrator(step) {}
  /// Begins at the consistent state (t, q, v): q̈ and λ there from the index-1 equations.
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override = 0;
  /// Advances (q, v) from t to t + dt. Throws Error{Kind::numerical} with the time t + dt, the
  /// iteration count and the residual norm when Newton does not converge; (q, v) are then unchanged.
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override = 0;
  /// Accelerations and multipliers at the last state (λ in the sign convention of
  /// formulations/acceleration_formulation.hpp).
  const Eigen::VectorXd& acceleration() const { return acceleration_; }
  const Eigen::VectorXd& last_multipliers() const { return multipliers_; }
  const Eigen::VectorXd& multipliers(double, const Eigen::VectorXd&, const Eigen::VectorXd&) override {
    return multipliers_;
  }
  /// The Newton counters of the index-3 iteration.
  const Index3Statistics& index3_statistics() const { return statistics_; }
  /// Residual and force evaluations are the right-hand sides; each factorization of the iteration
  /// matrix is a Jacobian evaluation and a linear setup.
  IntegratorStatistics statistics() const override {
    IntegratorStatistics s;
    s.steps = statistics_.steps;
    s.rhs_evaluations = statistics_.residual_evaluations + statistics_.force_evaluations;
    s.jacobian_evaluations = statistics_.factorizations;
    s.newton_iterations = statistics_.newton_iterations;
    s.linear_setups = statistics_.factorizations;
    return s;
  }

 protected:
  Eigen::VectorXd acceleration_, multipliers_;
  Index3Statistics statistics_;
};

/// Error{Kind::usage} when `system` has a constraint without a position-level form (a nonholonomic
/// one): the index-3 equations have no row for it, and leaving it out would silently drop it.
const MultibodySystem& require_position_level_constraints(const MultibodySystem& system, const char* integrator);

}  // namespace mbdae
