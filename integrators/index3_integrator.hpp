// Implicit fixed-step integrators of the index-3 equations of motion
//   M(q) q̈ + C_qᵀλ = Q(t, q, v),   C(q, t) = 0,
// which solve for the positions at t + Δt by Newton–Raphson, so that the position constraints hold to
// the Newton tolerance at every step without a separate correction. An integrator here predicts the
// step's end and says how its velocities and accelerations follow the positions (a StepDiscretization,
// formulations/index3_formulation.hpp); the formulation it consumes iterates: ali3p-trapezoidal, the
// trapezoidal rule (integrators/ali3p_trapezoidal.hpp; its energy-conserving variant
// integrators/ali3_energy_conserving.hpp), and gen-alpha (integrators/gen_alpha.hpp). They run in the
// one loop of integrators/simulation.hpp, with no correction: the Newton iteration keeps C = 0.
#pragma once

#include <Eigen/Dense>

#include "formulations/index3_formulation.hpp"
#include "integrators/fixed_step_integrator.hpp"

namespace mbdae {

class Index3Integrator : public FixedStepIntegrator {
 public:
  /// `formulation` must outlive the integrator; `step`: Δt, s.
  Index3Integrator(Index3Formulation& formulation, double step);
  /// Begins at the consistent state (t, q, v): q̈ and λ there from the index-1 equations.
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// Accelerations and multipliers at the last state (λ in the sign convention of
  /// formulations/acceleration_formulation.hpp).
  const Eigen::VectorXd& acceleration() const { return acceleration_; }
  const Eigen::VectorXd& last_multipliers() const { return formulation_.multipliers(); }
  const Eigen::VectorXd& multipliers(double, const Eigen::VectorXd&, const Eigen::VectorXd&) override {
    return formulation_.multipliers();
  }
  /// The Newton counters of the index-3 iteration.
  const Index3Statistics& index3_statistics() const { return formulation_.statistics(); }
  /// Residual and force evaluations are the right-hand sides; each factorization of the iteration
  /// matrix is a Jacobian evaluation and a linear setup.
  IntegratorStatistics statistics() const override;

 protected:
  /// After start(): the integrator's own starting values (gen-alpha: its pseudo-accelerations).
  virtual void begin() {}

  Index3Formulation& formulation_;
  Eigen::VectorXd acceleration_;  // q̈ at the last state
};

}  // namespace mbdae
