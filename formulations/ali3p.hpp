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

#include "formulations/index3_newton.hpp"
#include "formulations/index3_terms.hpp"

namespace mbdae {



class AugmentedLagrangianProjections final : public Index3Formulation {
 public:
  AugmentedLagrangianProjections(const EquationsOfMotion& system, const Index3Options& options);
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
  /// Whether the last step raised its penalty (a singular position is near).
  bool near_singular_position() const { return near_singular_position_; }
  /// Takes over, for steps of `dt` near a singular position, a run the energy-conserving step has
  /// driven: projects v onto C_q v + C_t = 0 (eq. (3), the mass-orthogonal projection the steps use),
  /// and sets q̈ and λ* from the index-1 equations at (q, v). That step's nodal velocities alternate
  /// about the constraints by O(Δt²), and its accelerations (v_{n+1} − v_n)/Δt carry twice that
  /// alternation over Δt; started from them, the first ALI3-P step put 1.5e-3 J into the double
  /// four-bar at Δt = 2 ms. The projection removes only the part of v off the constraints.
  void take_over(double t, double dt, const Eigen::VectorXd& q, Eigen::VectorXd& v, Eigen::VectorXd& acceleration);

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
  StalledModeExtrapolation extrapolation_;
  // The last step's iteration stalled (raised its penalty): the mechanism is near a singular position,
  // and the next step holds C to a regular contraction (AugmentedLagrangianNewton).
  bool near_singular_position_ = false;
};

}  // namespace mbdae
