#include "integrators/ab4.hpp"

namespace mbdae {

AdamsBashforth4::AdamsBashforth4(AccelerationFormulation& formulation, double step)
    : ExplicitIntegrator(formulation, step), starter_(formulation, step) {
  for (int k = 0; k < 4; ++k) {
    velocity_history_[k].resize(n_);
    acceleration_history_[k].resize(n_);
  }
}

void AdamsBashforth4::remember() {
  newest_ = (newest_ + 1) % 4;
  velocity_history_[newest_] = coordinate_rate_;
  acceleration_history_[newest_] = acceleration_;
  if (stored_ < 4) ++stored_;
}

void AdamsBashforth4::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  restart_counters();
  newest_ = -1;
  stored_ = 0;
  evaluate_at(t, q, v);
  remember();
}

void AdamsBashforth4::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  evaluate_at(t, q, v);
  remember();
  count_accepted_step();
}

void AdamsBashforth4::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (stored_ < 4) {  // not enough history yet: an RK4 step from the newest derivative
    starter_.adopt(velocity_variable_, coordinate_rate_, acceleration_);
    starter_.step_from(t, dt, q, v);
    return;
  }
  const int f0 = newest_, f1 = (newest_ + 3) % 4, f2 = (newest_ + 2) % 4, f3 = (newest_ + 1) % 4;
  const double h = dt / 24.0;
  q += h * (55.0 * velocity_history_[f0] - 59.0 * velocity_history_[f1] + 37.0 * velocity_history_[f2] -
            9.0 * velocity_history_[f3]);
  velocity_variable_ += h * (55.0 * acceleration_history_[f0] - 59.0 * acceleration_history_[f1] +
                             37.0 * acceleration_history_[f2] - 9.0 * acceleration_history_[f3]);
  formulation_.velocities(t + dt, q, velocity_variable_, v);
}

}  // namespace mbdae
