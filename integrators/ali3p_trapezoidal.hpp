// `--integrator ali3p-trapezoidal`: the trapezoidal rule with a fixed step on the index-3 equations,
// with the positions at t + Δt as the unknowns of the formulation's Newton iteration (paper 001,
// whose ALI3-P formulation, formulations/ali3p.hpp, it consumes):
//   q̇ = (2/Δt) q − v̂,   v̂ = (2/Δt) q_n + q̇_n,
//   q̈ = (4/Δt²) q − â,  â = (4/Δt²) q_n + (4/Δt) q̇_n + q̈_n,
// so that g_v = 2/Δt, g_a = 4/Δt² and the tangent weights are c_v = Δt/2, c_q = Δt²/4. The predictor
// is the step with constant acceleration. With `energy_conserving` the step is instead the one of
// integrators/ali3_energy_conserving.hpp.
#pragma once

#include "integrators/index3_integrator.hpp"

namespace mbdae {

class TrapezoidalRule final : public Index3Integrator {
 public:
  TrapezoidalRule(Index3Formulation& formulation, double step);
  const char* name() const override { return "ali3p-trapezoidal"; }
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// Takes over a run another step has driven with the same formulation (the energy-conserving step,
  /// at a singular position): `acceleration` is that step's last one, q̈ at or near the state.
  void take_over(const Eigen::VectorXd& acceleration) { acceleration_ = acceleration; }

 private:
  // The rule's affine maps from the positions at t + Δt to the velocities and accelerations there.
  struct Discretization final : StepDiscretization {
    double dt = 0.0;
    Eigen::VectorXd velocity_hat, acceleration_hat;  // v̂, â
    const char* method() const override { return "ALI3-P"; }
    double acceleration_gain() const override { return 4.0 / (dt * dt); }
    double damping_weight() const override { return dt / 2.0; }
    double stiffness_weight() const override { return dt * dt / 4.0; }
    void follow(const Eigen::VectorXd& q, const Eigen::VectorXd&, Eigen::VectorXd& v,
                Eigen::VectorXd& a) const override {
      v = (2.0 / dt) * q - velocity_hat;
      a = (4.0 / (dt * dt)) * q - acceleration_hat;
    }
  };

  Discretization discretization_;
  Eigen::VectorXd q_, velocity_, acceleration_new_;  // the step's end, iterated
};

}  // namespace mbdae
