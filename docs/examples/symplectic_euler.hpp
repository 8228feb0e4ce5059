// `--integrator symplectic-euler`: the semi-implicit (symplectic) Euler method with a fixed step on
// y = (q, v), y' = (v, q̈): v_{n+1} = v_n + Δt q̈_n, q_{n+1} = q_n + Δt v_{n+1}. First order, one
// acceleration solve per step, at the accepted (corrected) state. The worked example of
// docs/extending.md: in the library it would be integrators/symplectic_euler.{hpp,cpp}.
#pragma once

#include "integrators/explicit_integrator.hpp"

namespace mbdae::examples {

class SymplecticEuler final : public ExplicitIntegrator {
 public:
  SymplecticEuler(AccelerationFormulation& formulation, double step) : ExplicitIntegrator(formulation, step) {}
  const char* name() const override { return "symplectic-euler"; }

  // q̈ and λ at the start, where the first step begins.
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override {
    restart_counters();
    formulation_.solve(t, q, v, acceleration_, multipliers_);
  }
  // One step from t: the velocities first, then the positions with the new velocities.
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override {
    v += dt * acceleration_;
    q += dt * v;
  }
  // The state after the loop's correction: q̈ and λ there start the next step.
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override {
    formulation_.solve(t, q, v, acceleration_, multipliers_);
    count_accepted_step();
  }
};

}  // namespace mbdae::examples
