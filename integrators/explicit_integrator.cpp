#include "integrators/explicit_integrator.hpp"

namespace mbdae {

ExplicitIntegrator::ExplicitIntegrator(AccelerationFormulation& formulation)
    : formulation_(formulation),
      n_(formulation.system().coordinate_count()),
      acceleration_(Eigen::VectorXd::Zero(n_)),
      multipliers_(Eigen::VectorXd::Zero(formulation.system().constraint_count())) {}

// --- RK4 ------------------------------------------------------------------------------------------

RungeKutta4::RungeKutta4(AccelerationFormulation& formulation)
    : ExplicitIntegrator(formulation),
      q_stage_(n_),
      v_stage_(n_),
      stage_multipliers_(multipliers_.size()) {
  for (int k = 0; k < 4; ++k) {
    dq_[k].resize(n_);
    dv_[k].resize(n_);
  }
}

void RungeKutta4::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) { accept(t, q, v); }

void RungeKutta4::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  formulation_.solve(t, q, v, acceleration_, multipliers_);
}

void RungeKutta4::step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  dq_[0] = v;
  dv_[0] = acceleration_;
  constexpr double kNodes[4] = {0.0, 0.5, 0.5, 1.0};
  for (int k = 1; k < 4; ++k) {
    q_stage_ = q + (kNodes[k] * dt) * dq_[k - 1];
    v_stage_ = v + (kNodes[k] * dt) * dv_[k - 1];
    dq_[k] = v_stage_;
    formulation_.solve(t + kNodes[k] * dt, q_stage_, v_stage_, dv_[k], stage_multipliers_);
  }
  q += (dt / 6.0) * (dq_[0] + 2.0 * dq_[1] + 2.0 * dq_[2] + dq_[3]);
  v += (dt / 6.0) * (dv_[0] + 2.0 * dv_[1] + 2.0 * dv_[2] + dv_[3]);
}

// --- AB4 ------------------------------------------------------------------------------------------

AdamsBashforth4::AdamsBashforth4(AccelerationFormulation& formulation)
    : ExplicitIntegrator(formulation), starter_(formulation) {
  for (int k = 0; k < 4; ++k) {
    velocity_history_[k].resize(n_);
    acceleration_history_[k].resize(n_);
  }
}

void AdamsBashforth4::remember(const Eigen::VectorXd& v) {
  newest_ = (newest_ + 1) % 4;
  velocity_history_[newest_] = v;
  acceleration_history_[newest_] = acceleration_;
  if (stored_ < 4) ++stored_;
}

void AdamsBashforth4::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  newest_ = -1;
  stored_ = 0;
  accept(t, q, v);
}

void AdamsBashforth4::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  formulation_.solve(t, q, v, acceleration_, multipliers_);
  remember(v);
}

void AdamsBashforth4::step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (stored_ < 4) {  // not enough history yet: an RK4 step from the newest derivative
    starter_.adopt(acceleration_);
    starter_.step(t, dt, q, v);
    return;
  }
  const int f0 = newest_, f1 = (newest_ + 3) % 4, f2 = (newest_ + 2) % 4, f3 = (newest_ + 1) % 4;
  const double h = dt / 24.0;
  q += h * (55.0 * velocity_history_[f0] - 59.0 * velocity_history_[f1] + 37.0 * velocity_history_[f2] -
            9.0 * velocity_history_[f3]);
  v += h * (55.0 * acceleration_history_[f0] - 59.0 * acceleration_history_[f1] +
            37.0 * acceleration_history_[f2] - 9.0 * acceleration_history_[f3]);
}

// --- Registry -------------------------------------------------------------------------------------

std::vector<std::string> explicit_integrator_names() { return {"ab4", "rk4"}; }

std::unique_ptr<ExplicitIntegrator> make_explicit_integrator(std::string_view name,
                                                             AccelerationFormulation& formulation) {
  if (name == "ab4") return std::make_unique<AdamsBashforth4>(formulation);
  if (name == "rk4") return std::make_unique<RungeKutta4>(formulation);
  throw Error(Error::Kind::usage, "unknown integrator '" + std::string(name) + "' (choose ab4 or rk4)");
}

}  // namespace mbdae
