#include "integrators/rk4.hpp"

namespace mbdae {

RungeKutta4::RungeKutta4(AccelerationFormulation& formulation, double step)
    : ExplicitIntegrator(formulation, step),
      q_stage_(n_),
      v_stage_(n_),
      stage_multipliers_(multipliers_.size()) {
  for (int k = 0; k < 4; ++k) {
    dq_[k].resize(n_);
    dv_[k].resize(n_);
  }
}

void RungeKutta4::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  restart_counters();
  evaluate_at(t, q, v);
}

void RungeKutta4::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  evaluate_at(t, q, v);
  count_accepted_step();
}

void RungeKutta4::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  // From the accepted state, whose s, q̇ and ṡ start() or accept() evaluated (for Lagrange's equations
  // s = v and q̇ = v: the same operations as marching (q, v) directly).
  dq_[0] = coordinate_rate_;
  dv_[0] = acceleration_;
  constexpr double kNodes[4] = {0.0, 0.5, 0.5, 1.0};
  for (int k = 1; k < 4; ++k) {
    q_stage_ = q + (kNodes[k] * dt) * dq_[k - 1];
    v_stage_ = velocity_variable_ + (kNodes[k] * dt) * dv_[k - 1];
    formulation_.rates(t + kNodes[k] * dt, q_stage_, v_stage_, dq_[k], dv_[k], stage_multipliers_);
  }
  q += (dt / 6.0) * (dq_[0] + 2.0 * dq_[1] + 2.0 * dq_[2] + dq_[3]);
  velocity_variable_ += (dt / 6.0) * (dv_[0] + 2.0 * dv_[1] + 2.0 * dv_[2] + dv_[3]);
  formulation_.velocities(t + dt, q, velocity_variable_, v);
}

}  // namespace mbdae
