// Generalized-α on the index-3 equations of motion (Chung & Hulbert 1993; Arnold & Brüls 2007,
// "Convergence of the generalized-α scheme for constrained mechanical systems", Multibody Syst. Dyn.
// 18: 185–202):
//   q_{n+1} = q_n + h q̇_n + h²(½ − β) a_n + h²β a_{n+1},
//   q̇_{n+1} = q̇_n + h(1 − γ) a_n + hγ a_{n+1},
//   (1 − α_m) a_{n+1} + α_m a_n = (1 − α_f) q̈_{n+1} + α_f q̈_n,
//   M(q_{n+1}) q̈_{n+1} + C_qᵀλ_{n+1} = Q(t_{n+1}, q_{n+1}, q̇_{n+1}),   C(q_{n+1}, t_{n+1}) = 0,
// with α_m = (2ρ∞ − 1)/(ρ∞ + 1), α_f = ρ∞/(ρ∞ + 1), γ = ½ + α_f − α_m, β = ¼(γ + ½)² (second order,
// unconditionally stable for linear problems, high-frequency damping set by ρ∞).
//
// Newton on the position increment Δq with Δq̇ = γ'Δq, Δq̈ = β'Δq, β' = (1 − α_m)/(h²β(1 − α_f)),
// γ' = γ/(hβ). The equilibrium rows are divided by β' and the multiplier increments multiplied by
// 1/β' (the scaling of Arnold & Brüls / Bottasso, Bauchau & Cardona 2007), which keeps the condition
// number of the iteration matrix independent of h:
//   [M + (γ'/β')D + K/β'   C_qᵀ] [Δq    ]   [−r/β']
//   [C_q                   0   ] [Δλ/β' ] = [−C   ],   r = M q̈ + C_qᵀλ − Q.
// The saddle point is solved in primal form with a small regularization ε of the (2,2) block
// (C_qΔq − εΔλ̃ = −C), i.e. (A + C_qᵀC_q/ε)Δq = −r/β' − C_qᵀC/ε, Δλ̃ = (C_qΔq + C)/ε: this matrix is
// the symmetric positive-definite one of ALI3-P (formulations/index3_tangent.hpp), so redundant
// constraints and singular positions, where the saddle-point matrix is singular, keep working. With
// 1/ε = 1e8·m̄ each Newton step leaves a constraint residual 1e-8 of the exact one, which the next
// iteration removes.
//
// Known properties (Arnold & Brüls 2007): q and q̇ converge with order 2; the index-3 form enforces
// C = 0 only, so C_q q̇ is not zero but O(h²); λ shows an O(h) error in the first steps unless
// the starting values are corrected (here a_0 = q̈_0 from the index-1 equations).
#pragma once

#include "formulations/uke.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_tangent.hpp"
#include "integrators/index3_integrator.hpp"

namespace mbdae {

struct GeneralizedAlphaParameters {
  double alpha_m, alpha_f, gamma, beta;
  /// Chung & Hulbert's optimal parameters for the spectral radius ρ∞ ∈ [0, 1].
  static GeneralizedAlphaParameters from_spectral_radius(double rho_infinity);
};

class GeneralizedAlpha final : public Index3Integrator {
 public:
  GeneralizedAlpha(const MultibodySystem& system, const Index3Options& options, double step);
  const char* name() const override { return "gen-alpha"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  const GeneralizedAlphaParameters& parameters() const { return parameters_; }

 private:
  const MultibodySystem& system_;
  Index3Options options_;
  GeneralizedAlphaParameters parameters_;
  int n_, m_;
  double regularization_weight_ = 0.0;  // 1/ε
  std::unique_ptr<AccelerationFormulation> initial_;
  ForceJacobian force_jacobian_;
  Index3Tangent tangent_;
  // Workspace, sized once. pseudo_acceleration_ is a_n; acceleration_ (the base's) is q̈_n.
  SparseMatrix mass_, jacobian_, stiffness_, damping_;
  Eigen::VectorXd pseudo_acceleration_, q_, velocity_, acceleration_new_, lambda_, forces_, constraint_, residual_,
      update_, work_m_, work_n_;
};

}  // namespace mbdae
