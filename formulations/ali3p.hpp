// `--formulation ali3p`: the index-3 augmented Lagrangian formulation with mass-orthogonal projections
// (ALI3-P; paper 001, eqs. (1)–(4); Bayo & Ledesma 1996; Cuadrado, Cardenal & Bayo 1997; Cuadrado,
// Dopico, Naya & González 2004). With the positions at t_{n+1} as unknowns and the integrator's
// discretization q̇(q), q̈(q) (formulations/index3_formulation.hpp; the trapezoidal rule of
// integrators/ali3p_trapezoidal.hpp), the equations of motion (eq. (1))
//   M q̈ + C_qᵀ(λ* + αC) − Q = 0
// are solved by Newton–Raphson on f(q) = c_q (M q̈ + C_qᵀ(λ* + αC) − Q) with the tangent
// M + c_v D + c_q (C_qᵀαC_q + K) (c_v = g_v/g_a, c_q = 1/g_a; for the trapezoidal rule Δt/2 and Δt²/4;
// K = −∂Q/∂q, D = −∂Q/∂q̇ at the first iterate). After each Newton update the multipliers are
// iterated, λ*(i+1) = λ*(i) + αC(i+1) (eq. (2)). Once the position update is below the tolerance, the
// velocities and accelerations are projected (eqs. (3)–(4)) with P = M + c_v D + c_q K and
// ζ = projection_factor·c_q, which makes the projection matrix P + ζC_qᵀαC_q the Newton tangent itself
// when projection_factor = 1:
//   (P + ζC_qᵀαC_q) q̇ = P q̇* − ζC_qᵀα C_t,
//   (P + ζC_qᵀαC_q) q̈ = P q̈* − ζC_qᵀα (Ċ_q q̇ + Ċ_t) = P q̈* + ζC_qᵀα γ.
// The reported multipliers are those that go with the projected accelerations, λ* + ζα(C_q q̈ − γ)
// (Dopico et al. 2014). The penalty makes the tangent regular where C_q is rank-deficient (redundant
// constraints, singular positions): the multipliers then converge to one of the admissible sets.
#pragma once

#include <algorithm>
#include <string>

#include "formulations/index3_terms.hpp"

namespace mbdae {

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


class AugmentedLagrangianProjections final : public Index3Formulation {
 public:
  AugmentedLagrangianProjections(const MultibodySystem& system, const Index3Options& options);
  const char* name() const override { return "ali3p"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration) override;
  void solve_step(double t_new, const StepDiscretization& discretization, Eigen::VectorXd& q, Eigen::VectorXd& v,
                  Eigen::VectorXd& a) override;

  /// The penalty α in use (penalty · mass scale, set by start()).
  double penalty() const { return alpha_; }
  /// The penalty of a step whose Newton tangent holds w·α·C_qᵀC_q (the trapezoidal rule: w = Δt²/4):
  /// α, raised on short steps so that w·α ≥ kSmallestPenaltyWeight·m̄. The multiplier iteration
  /// contracts by about 1/(1 + w·α·s) (s the eigenvalues of C_q M⁻¹C_qᵀ, of order 1/m̄), so a fixed α
  /// loses its grip as Δt shrinks: at Δt = 1e-6 the default's w·α is 2.5e-4·m̄, the iteration barely
  /// contracts, the position updates fall below the tolerance long before C = 0, and the error grows
  /// as the step is refined. With α ∝ 1/Δt² the scaled equations, and the conditioning of the
  /// tangent M + w·α·C_qᵀC_q, are the same at every step (the scaling of Bottasso, Bauchau & Cardona
  /// 2007 for index-3 problems; docs/methods.md). At the default penalty the floor takes over below
  /// Δt ≈ 6.3e-4 s, so longer steps are unchanged.
  double penalty_for_weight(double weight) const { return std::max(alpha_, kSmallestPenaltyWeight * mass_scale_ / weight); }
  /// w·α/m̄ below which penalty_for_weight() raises α (the default penalty has 250 at Δt = 1e-3).
  static constexpr double kSmallestPenaltyWeight = 100.0;
  const Index3Options& options() const { return options_; }
  /// λ* of eq. (2), carried from step to step (the energy-conserving step iterates it too).
  Eigen::VectorXd& iterated_multipliers() { return lambda_star_; }
  /// The terms, for a step that evaluates them at other points (the energy-conserving step).
  Index3Terms& terms() { return terms_; }
  /// Counters, for a step that iterates on its own (the energy-conserving step).
  Index3Statistics& counters() { return statistics_; }
  /// λ as the energy-conserving step leaves it (λ* + αC at its converged positions).
  void set_multipliers(const Eigen::VectorXd& multipliers) { multipliers_ = multipliers; }

 private:
  // Eqs. (3)–(4) for the constraint C_q x + b = 0: x ← x* − ζα T⁻¹C_qᵀ(C_q x* + b), T = P + ζC_qᵀαC_q.
  void project(const Eigen::VectorXd& b, Eigen::VectorXd& x);

  Index3Options options_;
  Index3Terms terms_;
  int n_, m_;
  double alpha_ = 0.0;
  double mass_scale_ = 0.0;         // m̄ = trace(M)/n at the start
  double projection_weight_ = 0.0;  // ζα
  // Workspace, sized once.
  Eigen::VectorXd residual_, update_, work_m_, work_n_, gamma_, ct_, lambda_start_;
  Eigen::VectorXd lambda_star_;  // λ* of eq. (2); multipliers_ are the projected ones
  Eigen::VectorXd predicted_;    // the step's predicted positions, for the stopping test
};

}  // namespace mbdae
