#include "integrators/ali3p_trapezoidal.hpp"

namespace mbdae {

TrapezoidalRule::TrapezoidalRule(Index3Formulation& formulation, double step) : Index3Integrator(formulation, step) {}

void TrapezoidalRule::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  Discretization& d = discretization_;
  d.dt = dt;
  // v̂ and â: the parts of the trapezoidal velocity and acceleration that depend on step n only.
  d.velocity_hat = (2.0 / dt) * q + v;
  d.acceleration_hat = (4.0 / (dt * dt)) * q + (4.0 / dt) * v + acceleration_;
  // Predictor: constant acceleration (the formulation starts from the last step's multipliers).
  q_ = q + dt * v + (0.5 * dt * dt) * acceleration_;
  d.follow(q_, q_, velocity_, acceleration_new_);
  formulation_.solve_step(t + dt, d, q_, velocity_, acceleration_new_);
  q = q_;
  v = velocity_;
  acceleration_ = acceleration_new_;
}

}  // namespace mbdae
