// Fixed-step explicit integrators of the index-1 equations written as the first-order ODE
// y = (q, v), y' = f(t, y) = (v, q̈(t, q, v)), where q̈ comes from an acceleration formulation
// (formulations/acceleration_formulation.hpp): ab4 (integrators/ab4.hpp) and rk4 (integrators/rk4.hpp).
// They march the formulation's first-order form y = (q, s), y' = (q̇(q, s), ṡ) (AccelerationFormulation::
// rates): s = v for Lagrange's equations, the canonical momenta for hamilton (formulations/hamilton.hpp);
// s is taken from the loop's (q, v) where a step starts and turned back into v where it ends.
// The loop applies the correction after each step and then calls accept() with the corrected state,
// where the integrator evaluates f: the derivative history of a multistep method is thus always taken
// at corrected states (paper 000 §4).
#pragma once

#include <Eigen/Dense>

#include "formulations/acceleration_formulation.hpp"
#include "integrators/fixed_step_integrator.hpp"

namespace mbdae {

class ExplicitIntegrator : public FixedStepIntegrator {
 public:
  /// `formulation` must outlive the integrator; `step`: Δt, s.
  ExplicitIntegrator(AccelerationFormulation& formulation, double step);

  /// ṡ (the accelerations, for Lagrange's equations) and multipliers at the last started or accepted state.
  const Eigen::VectorXd& acceleration() const { return acceleration_; }
  const Eigen::VectorXd& last_multipliers() const { return multipliers_; }
  AccelerationFormulation& formulation() { return formulation_; }

  const Eigen::VectorXd& multipliers(double, const Eigen::VectorXd&, const Eigen::VectorXd&) override {
    return multipliers_;
  }
  /// Each acceleration solve is one right-hand side and evaluates C_q once.
  IntegratorStatistics statistics() const override;

 protected:
  /// Zeroes the counters (from start()).
  void restart_counters();
  /// s, q̇, ṡ and λ at the state (t, q, v): the derivative where a step starts.
  void evaluate_at(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
    formulation_.velocity_variable(t, q, v, velocity_variable_);
    formulation_.rates(t, q, velocity_variable_, coordinate_rate_, acceleration_, multipliers_);
  }
  /// Counts an accepted step (from accept()).
  void count_accepted_step() { ++accepted_steps_; }

  AccelerationFormulation& formulation_;
  int n_;
  Eigen::VectorXd velocity_variable_;  // s at the state a step starts from (v, or the momenta)
  Eigen::VectorXd coordinate_rate_;    // q̇ there
  Eigen::VectorXd acceleration_;       // ṡ there (q̈ for Lagrange's equations)
  Eigen::VectorXd multipliers_;

 private:
  long evaluations_at_start_ = 0;
  long accepted_steps_ = 0;
};

}  // namespace mbdae
