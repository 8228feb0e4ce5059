// An integrator step written in Python (mbdae.register_integrator), for teaching: a fixed-step
// explicit method whose step is a Python function
//     step(t, dt, q, v, acceleration)
// that advances q and v in place (NumPy views of the run's own vectors) and may call
// acceleration(t, q, v) for q̈ from the run's formulation as often as its scheme needs. The time loop,
// the correction after each step and the outputs are the library's, as for ab4 or rk4. Every step
// crosses into the interpreter and back for each acceleration, which costs some microseconds a step
// on top of the solves (docs/python.md has a measurement). An exception in the step ends the run and
// reaches the caller as itself.
#pragma once

#include <pybind11/pybind11.h>

#include "integrators/explicit_integrator.hpp"

namespace mbdae::python {

class PythonIntegrator final : public ExplicitIntegrator {
 public:
  /// `step` must outlive the integrator (the registry keeps it for the process).
  PythonIntegrator(AccelerationFormulation& formulation, double step_size, const std::string& name,
                   const pybind11::object& step);
  const char* name() const override { return name_.c_str(); }

  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;

 private:
  std::string name_;
  const pybind11::object& step_;
  pybind11::object acceleration_function_;  // acceleration(t, q, v) → q̈, a new array
  Eigen::VectorXd trial_q_, trial_v_, trial_acceleration_, trial_multipliers_;
};

/// Adds `name` to the registry's integrators: fixed-step, on every acceleration formulation and
/// correction, of `order` (for the error estimate and compare's ladders).
void register_integrator(const std::string& name, const pybind11::object& step, int order, const std::string& summary);

}  // namespace mbdae::python
