#include "python_integrator.hpp"

#include <pybind11/eigen.h>
#include <pybind11/numpy.h>

#include "core/error.hpp"
#include "methods/registry.hpp"

namespace py = pybind11;

namespace mbdae::python {

namespace {

/// A writable NumPy view of `x` (no copy): the step moves the run's own q and v.
py::array_t<double> view_of(Eigen::VectorXd& x) {
  return py::array_t<double>({x.size()}, {static_cast<py::ssize_t>(sizeof(double))}, x.data(), py::none());
}

}  // namespace

PythonIntegrator::PythonIntegrator(AccelerationFormulation& formulation, double step_size, const std::string& name,
                                   const py::object& step)
    : ExplicitIntegrator(formulation, step_size), name_(name), step_(step) {
  trial_q_.resize(n_);
  trial_v_.resize(n_);
  trial_acceleration_.resize(n_);
  trial_multipliers_.resize(multipliers_.size());
  acceleration_function_ = py::cpp_function([this](double t, const py::array_t<double>& q, const py::array_t<double>& v) {
    if (q.size() != n_ || v.size() != n_)
      throw Error(Error::Kind::usage, name_ + ": acceleration(t, q, v) needs q and v of " + std::to_string(n_) +
                                          " coordinates");
    trial_q_ = Eigen::Map<const Eigen::VectorXd>(q.data(), n_);
    trial_v_ = Eigen::Map<const Eigen::VectorXd>(v.data(), n_);
    formulation_.solve(t, trial_q_, trial_v_, trial_acceleration_, trial_multipliers_);
    return py::array_t<double>(n_, trial_acceleration_.data());  // a copy the step may keep
  });
}

void PythonIntegrator::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  restart_counters();
  formulation_.solve(t, q, v, acceleration_, multipliers_);
}

void PythonIntegrator::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  step_(t, dt, view_of(q), view_of(v), acceleration_function_);
}

void PythonIntegrator::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  formulation_.solve(t, q, v, acceleration_, multipliers_);
  count_accepted_step();
}

void register_integrator(const std::string& name, const py::object& step, int order, const std::string& summary) {
  if (!PyCallable_Check(step.ptr())) throw Error(Error::Kind::usage, "register_integrator: step must be callable");
  if (order < 1) throw Error(Error::Kind::usage, "register_integrator: order must be 1 or more");
  // Kept for the process: the registry's rows outlive the interpreter's own objects at exit.
  const py::object* kept = new py::object(step);
  add_integrator({name, summary.empty() ? "a step written in Python" : summary, true, FormulationKind::acceleration,
                  {}, {}, {},
                  [name, kept](Method& method, const EquationsOfMotion&, const RunSettings& settings) {
                    return std::make_unique<PythonIntegrator>(*method.acceleration, settings.step, name, *kept);
                  },
                  {}, order});
}

}  // namespace mbdae::python
