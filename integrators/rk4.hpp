// `--integrator rk4`: the classical fourth-order Runge–Kutta method with a fixed step on
// y = (q, v), y' = (v, q̈) (or the formulation's first-order form, integrators/explicit_integrator.hpp):
// four acceleration solves per step, the first one at the accepted state.
#pragma once

#include <array>

#include "integrators/explicit_integrator.hpp"

namespace mbdae {

class RungeKutta4 final : public ExplicitIntegrator {
 public:
  RungeKutta4(AccelerationFormulation& formulation, double step);
  const char* name() const override { return "rk4"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// Takes s, q̇ and ṡ at the current state from elsewhere (a multistep method using RK4 as its starter).
  void adopt(const Eigen::VectorXd& velocity_variable, const Eigen::VectorXd& coordinate_rate,
             const Eigen::VectorXd& acceleration) {
    velocity_variable_ = velocity_variable;
    coordinate_rate_ = coordinate_rate;
    acceleration_ = acceleration;
  }

 private:
  Eigen::VectorXd q_stage_, v_stage_, stage_multipliers_;  // v_stage_: the stage's s
  std::array<Eigen::VectorXd, 4> dq_, dv_;  // k1..k4 for q and s
};

}  // namespace mbdae
