// Implicit fixed-step integrators of the index-3 equations of motion
//   M(q) q̈ + C_qᵀλ = Q(t, q, v),   C(q, t) = 0,
// which solve for the positions at t + Δt by Newton–Raphson, so that the position constraints hold to
// the Newton tolerance at every step without a separate correction: ALI3-P with the trapezoidal rule
// (integrators/ali3p_trapezoidal.hpp; its energy-conserving variant integrators/ali3_energy_conserving.hpp)
// and generalized-α (integrators/generalized_alpha.hpp). The
// loop that calls them is integrate_index3_fixed_step() in integrators/simulation.hpp.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <string_view>

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
};

struct Index3Statistics {
  long steps = 0;
  long newton_iterations = 0;
  long residual_evaluations = 0;   // evaluations of M, C_q, Q and C at a Newton iterate
  long factorizations = 0;         // numeric factorizations of the iteration matrix
  long force_evaluations = 0;      // evaluations of Q for K and D by finite differences
  long penalty_raises = 0;         // ALI3-P: times a step raised its penalty where the multipliers stalled
};

class Index3Integrator {
 public:
  virtual ~Index3Integrator() = default;
  virtual const char* name() const = 0;
  /// Begins at the consistent state (t, q, v): q̈ and λ there from the index-1 equations.
  virtual void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Advances (q, v) from t to t + dt. Throws Error{Kind::numerical} with the time t + dt, the
  /// iteration count and the residual norm when Newton does not converge; (q, v) are then unchanged.
  virtual void step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;
  /// Accelerations and multipliers at the last state (λ in the sign convention of
  /// formulations/acceleration_formulation.hpp).
  const Eigen::VectorXd& acceleration() const { return acceleration_; }
  const Eigen::VectorXd& multipliers() const { return multipliers_; }
  const Index3Statistics& statistics() const { return statistics_; }

 protected:
  Eigen::VectorXd acceleration_, multipliers_;
  Index3Statistics statistics_;
};

/// "ali3p-trapezoidal" or "gen-alpha"; Error{Kind::usage} otherwise.
std::unique_ptr<Index3Integrator> make_index3_integrator(std::string_view name, const MultibodySystem& system,
                                                         const Index3Options& options);

}  // namespace mbdae
