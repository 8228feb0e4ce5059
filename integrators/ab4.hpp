// `--integrator ab4`: the fourth-order Adams–Bashforth method with a fixed step (paper 000 §4),
// started with three RK4 steps:
//   y_{n+1} = y_n + Δt/24 (55 f_n − 59 f_{n−1} + 37 f_{n−2} − 9 f_{n−3}),
// y = (q, v), or the formulation's first-order form (integrators/explicit_integrator.hpp).
// One acceleration solve per step, at the accepted (corrected) state.
#pragma once

#include <array>

#include "integrators/rk4.hpp"

namespace mbdae {

class AdamsBashforth4 final : public ExplicitIntegrator {
 public:
  AdamsBashforth4(AccelerationFormulation& formulation, double step);
  const char* name() const override { return "ab4"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;

 private:
  void remember();  // pushes f = (q̇, ṡ) of the accepted state (Lagrange's equations: (v, q̈))
  RungeKutta4 starter_;
  std::array<Eigen::VectorXd, 4> velocity_history_, acceleration_history_;  // ring buffers of f
  int newest_ = -1;
  int stored_ = 0;
};

}  // namespace mbdae
