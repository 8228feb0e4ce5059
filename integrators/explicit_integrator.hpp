// Fixed-step explicit integrators of the index-1 equations written as the first-order ODE
// y = (q, v), y' = f(t, y) = (v, q̈(t, q, v)), where q̈ comes from an acceleration formulation.
// The simulation loop owns time and correction; an integrator implements one step, and is told the
// (possibly corrected) state at the end of each step so that it evaluates f there: the derivative
// history of a multistep method is thus always taken at corrected states (paper 000 §4).
#pragma once

#include <Eigen/Dense>
#include <array>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "formulations/acceleration_formulation.hpp"

namespace mbdae {

class ExplicitIntegrator {
 public:
  explicit ExplicitIntegrator(AccelerationFormulation& formulation);
  virtual ~ExplicitIntegrator() = default;
  virtual const char* name() const = 0;

  /// Begins at (t, q, v) and evaluates the derivative there.
  virtual void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Advances (q, v) from t to t + dt.
  virtual void step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;
  /// The state at the end of the step, after any correction: evaluates the derivative there.
  virtual void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;

  /// Accelerations and multipliers at the last started or accepted state.
  const Eigen::VectorXd& acceleration() const { return acceleration_; }
  const Eigen::VectorXd& multipliers() const { return multipliers_; }
  AccelerationFormulation& formulation() { return formulation_; }

 protected:
  AccelerationFormulation& formulation_;
  int n_;
  Eigen::VectorXd acceleration_;
  Eigen::VectorXd multipliers_;
};

/// Classical fourth-order Runge–Kutta: four evaluations per step (the first one is the accepted state's).
class RungeKutta4 final : public ExplicitIntegrator {
 public:
  explicit RungeKutta4(AccelerationFormulation& formulation);
  const char* name() const override { return "rk4"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// Takes q̈ at the current state from elsewhere (a multistep method using RK4 as its starter).
  void adopt(const Eigen::VectorXd& acceleration) { acceleration_ = acceleration; }

 private:
  Eigen::VectorXd q_stage_, v_stage_, stage_multipliers_;
  std::array<Eigen::VectorXd, 4> dq_, dv_;  // k1..k4 for q and v
};

/// Fourth-order Adams–Bashforth with fixed step (paper 000 §4), started with three RK4 steps:
/// y_{n+1} = y_n + Δt/24 (55 f_n − 59 f_{n−1} + 37 f_{n−2} − 9 f_{n−3}). One evaluation per step.
class AdamsBashforth4 final : public ExplicitIntegrator {
 public:
  explicit AdamsBashforth4(AccelerationFormulation& formulation);
  const char* name() const override { return "ab4"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;

 private:
  void remember(const Eigen::VectorXd& v);  // pushes f = (v, q̈) of the accepted state
  RungeKutta4 starter_;
  std::array<Eigen::VectorXd, 4> velocity_history_, acceleration_history_;  // ring buffers of f
  int newest_ = -1;
  int stored_ = 0;
};

/// "ab4" or "rk4"; Error{Kind::usage} otherwise.
std::unique_ptr<ExplicitIntegrator> make_explicit_integrator(std::string_view name,
                                                             AccelerationFormulation& formulation);
std::vector<std::string> explicit_integrator_names();

}  // namespace mbdae
