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
// The step's end is found by the formulation it consumes (formulations/index3.hpp) by Newton on the
// position increment Δq, with Δq̇ = γ'Δq and Δq̈ = β'Δq, β' = (1 − α_m)/(h²β(1 − α_f)), γ' = γ/(hβ):
// the gains of its StepDiscretization, with the tangent weights γ'/β' and 1/β'.
//
// Known properties (Arnold & Brüls 2007): q and q̇ converge with order 2; the index-3 form enforces
// C = 0 only, so C_q q̇ is not zero but O(h²); λ shows an O(h) error in the first steps unless
// the starting values are corrected (here a_0 = q̈_0 from the index-1 equations).
#pragma once

#include "integrators/index3_integrator.hpp"

namespace mbdae {

struct GeneralizedAlphaParameters {
  double alpha_m, alpha_f, gamma, beta;
  /// Chung & Hulbert's optimal parameters for the spectral radius ρ∞ ∈ [0, 1].
  static GeneralizedAlphaParameters from_spectral_radius(double rho_infinity);
};

class GeneralizedAlpha final : public Index3Integrator {
 public:
  /// Error{Kind::usage} for a spectral radius outside [0, 1].
  GeneralizedAlpha(Index3Formulation& formulation, double rho_infinity, double step);
  const char* name() const override { return "gen-alpha"; }
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  const GeneralizedAlphaParameters& parameters() const { return parameters_; }

 private:
  void begin() override;
  // The scheme's increments: Δq̇ = γ'Δq, Δq̈ = β'Δq.
  struct Discretization final : StepDiscretization {
    double beta_prime = 0.0, gamma_prime = 0.0;
    const char* method() const override { return "generalized-alpha"; }
    double acceleration_gain() const override { return beta_prime; }
    double damping_weight() const override { return gamma_prime / beta_prime; }
    double stiffness_weight() const override { return 1.0 / beta_prime; }
    void follow(const Eigen::VectorXd&, const Eigen::VectorXd& dq, Eigen::VectorXd& v,
                Eigen::VectorXd& a) const override {
      v += gamma_prime * dq;
      a += beta_prime * dq;
    }
  };

  GeneralizedAlphaParameters parameters_;
  Discretization discretization_;
  // Workspace, sized once. pseudo_acceleration_ is a_n; acceleration_ (the base's) is q̈_n.
  Eigen::VectorXd pseudo_acceleration_, q_, velocity_, acceleration_new_, work_n_;
};

}  // namespace mbdae
