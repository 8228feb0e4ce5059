// What every fixed-step integrator shares (ab4, rk4, ali3p-trapezoidal, gen-alpha): the time grid.
// Step k ends at t0 + k Δt, computed from the count rather than by accumulation, so that output times
// that are multiples of Δt are hit exactly; a derived class implements one step from t to t + Δt.
#pragma once

#include <cmath>

#include "integrators/integrator.hpp"
#include "integrators/simulation.hpp"

namespace mbdae {

class FixedStepIntegrator : public Integrator {
 public:
  /// `step`: Δt, s (positive; the run's settings check that the output times are multiples of it).
  explicit FixedStepIntegrator(double step) : step_(step) {}
  bool fixed_step() const final { return true; }
  double step() const { return step_; }

  void initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) final {
    t0_ = t0;
    steps_taken_ = 0;
    target_ = t0;
    target_steps_ = 0;
    start(t0, q, v);
  }

  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) final {
    if (t_target != target_) {
      target_ = t_target;
      // Refused before the count overflows std::lround (RunSettings refuses such runs up front; this
      // guards the integrator used on its own).
      require_countable((t_target - t0_) / step_, "steps", "t_end", "step");
      target_steps_ = std::lround((t_target - t0_) / step_);
    }
    step_from(t0_ + steps_taken_ * step_, step_, q, v);
    ++steps_taken_;
    return {t0_ + steps_taken_ * step_, steps_taken_ >= target_steps_};
  }

 /// Begins at (t, q, v): the derivative, accelerations and multipliers there. initialize() calls it;
  /// public for the step-level tests and benchmarks, and for a method that starts another (AB4's RK4).
  virtual void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Advances (q, v) from t to t + dt (step_toward() calls it with the grid's t).
  virtual void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;

 protected:
  /// Steps taken since initialize().
  long steps_taken() const { return steps_taken_; }

 private:
  double step_;
  double t0_ = 0.0;
  long steps_taken_ = 0;
  double target_ = 0.0;
  long target_steps_ = 0;
};

}  // namespace mbdae
