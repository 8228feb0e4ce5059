// What the implicit fixed-step integrators of the index-3 equations of motion
//   M(q) q̈ + C_qᵀλ = Q(t, q, q̇),   C(q, t) = 0
// consume: a formulation that solves for the state at the end of a step by Newton–Raphson on the
// positions, given how the integrator's discretization ties the velocities and accelerations there to
// the positions. The integrator (integrators/ali3p_trapezoidal.hpp: the trapezoidal rule;
// integrators/gen_alpha.hpp: generalized-α) predicts and discretizes; the formulation
// (formulations/ali3p.hpp: the augmented Lagrangian with projections of paper 001;
// formulations/index3.hpp: the multipliers as unknowns of a saddle point) iterates. The terms they
// share, M, C_q, Q, C, K, D and the Newton tangent, are formulations/index3_terms.hpp.
#pragma once

#include "core/cost_split.hpp"

#include <Eigen/Dense>
#include <string>

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
  /// ali3p-trapezoidal: the energy-conserving step of integrators/ali3_energy_conserving.hpp instead
  /// of the trapezoidal force balance with projections (constant-mass coordinates only; no projections).
  bool energy_conserving = false;
  /// Generalized-α: spectral radius at infinite frequency, in [0, 1] (1: no numerical damping, the
  /// trapezoidal rule; Arnold & Brüls 2007).
  double rho_infinity = 0.9;

  /// Error{Kind::usage} naming the option (`penalty`, `rho_infinity`, …) when a value makes no sense.
  void validate() const;
};

/// Newton's stopping test of the index-3 steps: the largest position update is below
///   min(tolerance, max(roundoff, kPredictorFraction · |q − q_predicted|∞)),
/// or below the tolerance and no longer shrinking (by at least half an iteration: `previous_update`).
/// The trapezoidal and generalized-α velocities and accelerations follow the positions with gains of
/// order 1/Δt and 1/Δt², so a position left δ from the solution of the step's equations puts errors of
/// 2δ/Δt and 4δ/Δt² into them, and through them into the following steps. An absolute bound on δ
/// is right for one step size only: at Δt = 1e-3 on a mechanism of metres 1e-10 is far below the
/// local error, at Δt = 1e-7 it is above it and the error stops falling as the step shrinks
/// (docs/methods.md). The distance from the predictor to the solution, |q − q_predicted|, is the
/// size of the local error itself (O(Δt³) for these predictors), as in the Newton tests of BDF codes
/// relative to their local error (Hairer & Wanner, Solving ODEs II, IV.8): Newton stops once its
/// update is a small fraction of it, and at the tolerance on long steps. `roundoff` bounds it below,
/// where the updates are rounding noise, kRoundoffUlps·ε·max(1, |q|∞), but never above the tolerance. At a singular position
/// (C_q loses rank, as the parallelogram four-bar's does when its links align) Newton converges only
/// linearly and its updates stall at the noise that the singular direction amplifies: once they are
/// below the tolerance and stop halving, more iterations gain nothing and the step is accepted, as the
/// bare tolerance test did. `iteration` counts from 1; `previous_update` is ignored on the first.
bool index3_newton_converged(double largest_update, double previous_update, int iteration, double predictor_distance,
                             double largest_coordinate, double tolerance);

struct Index3Statistics {
  long steps = 0;
  long newton_iterations = 0;
  long residual_evaluations = 0;   // evaluations of M, C_q, Q and C at a Newton iterate
  long factorizations = 0;         // numeric factorizations of the iteration matrix
  long force_evaluations = 0;      // evaluations of Q for K and D by finite differences
  long penalty_raises = 0;         // times a step raised its penalty (ALI3-P) or 1/ε (index3) where Newton stalled
  long penalty_withdrawals = 0;    // raises taken back because the raised Newton matrix was singular
  long extrapolations = 0;         // ALI3-P iterations continued by Aitken's Δ² (StalledModeExtrapolation)
  long projected_steps = 0;        // energy-conserving run: steps handed to ALI3-P at a singular position
  CostSplit cost;                  // wall time of the residuals, the tangent, its factorizations and solves
};

/// The end of an implicit step as the integrator discretizes it: at t_{n+1} the velocities and
/// accelerations follow the positions affinely, q̇ = q̇* + g_v (q − q*), q̈ = q̈* + g_a (q − q*), with
/// gains g_v = ∂q̇/∂q and g_a = ∂q̈/∂q fixed for the step. The weights of the damping and stiffness in
/// Newton's tangent M + c_v D + c_q K are g_v/g_a and 1/g_a, given as the integrator computes them.
/// `system` itself, or Error{Kind::usage} naming the first velocity-level (nonholonomic) constraint: the
/// index-3 forms have no C = 0 row for it, and leaving it out would silently drop it.
const EquationsOfMotion& require_position_level_constraints(const EquationsOfMotion& system, const char* formulation);

class StepDiscretization {
 public:
  virtual ~StepDiscretization() = default;
  /// The method's name in messages ("generalized-alpha").
  virtual const char* method() const = 0;
  /// g_a = ∂q̈/∂q.
  virtual double acceleration_gain() const = 0;
  /// c_v = g_v/g_a and c_q = 1/g_a.
  virtual double damping_weight() const = 0;
  virtual double stiffness_weight() const = 0;
  /// The velocities v and accelerations a at the positions q, just moved by the Newton update dq.
  virtual void follow(const Eigen::VectorXd& q, const Eigen::VectorXd& dq, Eigen::VectorXd& v,
                      Eigen::VectorXd& a) const = 0;
};

class Index3Formulation {
 public:
  virtual ~Index3Formulation() = default;
  /// The name the command line gives it (`--formulation`).
  virtual const char* name() const = 0;
  /// Begins at the consistent state (t, q, v): the accelerations there (and the multipliers, kept)
  /// from the index-1 equations; zeroes the counters.
  virtual void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration) = 0;
  /// Solves the end of a step at t_new: (q, v, a) come in predicted and consistent with
  /// `discretization`, and leave at the converged positions with the velocities and accelerations that
  /// go with them. Throws Error{Kind::numerical} with t_new, the iteration count and the residual norm
  /// when Newton does not converge; the multipliers are then those of the last step.
  virtual void solve_step(double t_new, const StepDiscretization& discretization, Eigen::VectorXd& q,
                          Eigen::VectorXd& v, Eigen::VectorXd& a) = 0;
  /// λ at the last started or solved state (sign convention of formulations/acceleration_formulation.hpp).
  const Eigen::VectorXd& multipliers() const { return multipliers_; }
  const Index3Statistics& statistics() const { return statistics_; }

 protected:
  Eigen::VectorXd multipliers_;
  Index3Statistics statistics_;
};

}  // namespace mbdae
