// The C++ API (include/mbdae/mbdae.hpp): thin, on run_simulation (methods/run.hpp). What it adds is
// the observation a user wants at each output — markers, energies, violations — measured on buffers
// made once per run.
#include "mbdae/mbdae.hpp"

#include <cmath>
#include <memory>

#include "integrators/simulation.hpp"

namespace mbdae {

std::vector<std::string> builtin_model_names() {
  std::vector<std::string> names;
  for (const BuiltinModelText& text : builtin_model_texts()) names.emplace_back(text.name);
  return names;
}

Model builtin_model(const std::string& name, const ParameterSettings& parameters) {
  return load_builtin_model(name, parameters);
}

void check_model(const Model& model) { validate(model); }

namespace {

/// The markers' (or body origins') names, positions and velocities, and the violations, measured
/// into buffers sized at the first sample.
class SampleMeasure {
 public:
  explicit SampleMeasure(const EquationsOfMotion& system)
      : system_(system), violations_(system), markers_(!system.model().markers.empty()) {
    const Model& model = system.model();
    const int count = markers_ ? static_cast<int>(model.markers.size()) : system.body_count();
    states_.resize(count);
    for (int k = 0; k < count; ++k) states_[k].name = markers_ ? model.markers[k].name : model.bodies[k].name;
  }

  Sample measure(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& lambda) {
    for (int k = 0; k < static_cast<int>(states_.size()); ++k) {
      if (markers_) {
        states_[k].position = system_.marker_position(k, q);
        states_[k].velocity = system_.marker_velocity(k, q, v);
      } else {
        states_[k].position = system_.body_origin(k, q);
        states_[k].velocity = system_.point_velocity(k, Eigen::Vector3d::Zero(), q, v);
      }
    }
    Sample sample{t, q, v, lambda, states_};
    sample.kinetic_energy = system_.kinetic_energy(q, v);
    sample.potential_energy = system_.potential_energy(q);
    violations_.measure(t, q, v, sample.position_violation, sample.velocity_violation);
    return sample;
  }

 private:
  const EquationsOfMotion& system_;
  ViolationMonitor violations_;
  const bool markers_;  // the model's markers, or else the body origins
  std::vector<MarkerState> states_;
};

}  // namespace

RunResult run(const Model& model, const RunSettings& settings, const Observer& observe) {
  validate(model);
  std::unique_ptr<SampleMeasure> measure;
  RunObserver observer;
  if (observe)
    observer = [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                   const Eigen::VectorXd& lambda) {
      if (!measure) measure = std::make_unique<SampleMeasure>(system);
      observe(measure->measure(t, q, v, lambda));
    };
  return run_simulation(model, settings, observer);
}

Trajectory record(const Model& model, const RunSettings& settings, const Observer& observe) {
  Trajectory trajectory;
  // Samples at t0 and at every output time up to t_end (one more for a last, shorter interval).
  const std::size_t expected =
      settings.output_every > 0.0 && std::isfinite(settings.t_end / settings.output_every)
          ? static_cast<std::size_t>(std::min(settings.t_end / settings.output_every, 1e7)) + 2
          : 2;
  trajectory.result = run(model, settings, [&](const Sample& s) {
    if (trajectory.t.empty()) {
      trajectory.coordinate_count = static_cast<int>(s.q.size());
      trajectory.multiplier_count = static_cast<int>(s.multipliers.size());
      for (const MarkerState& marker : s.markers) trajectory.marker_names.emplace_back(marker.name);
      trajectory.t.reserve(expected);
      trajectory.q.reserve(expected * s.q.size());
      trajectory.v.reserve(expected * s.v.size());
      trajectory.multipliers.reserve(expected * s.multipliers.size());
      trajectory.markers.reserve(expected * 3 * s.markers.size());
      trajectory.energy.reserve(expected);
      trajectory.position_violation.reserve(expected);
      trajectory.velocity_violation.reserve(expected);
    }
    trajectory.t.push_back(s.t);
    trajectory.q.insert(trajectory.q.end(), s.q.data(), s.q.data() + s.q.size());
    trajectory.v.insert(trajectory.v.end(), s.v.data(), s.v.data() + s.v.size());
    trajectory.multipliers.insert(trajectory.multipliers.end(), s.multipliers.data(),
                                  s.multipliers.data() + s.multipliers.size());
    for (const MarkerState& marker : s.markers)
      trajectory.markers.insert(trajectory.markers.end(), marker.position.data(), marker.position.data() + 3);
    trajectory.energy.push_back(s.energy());
    trajectory.position_violation.push_back(s.position_violation);
    trajectory.velocity_violation.push_back(s.velocity_violation);
    if (observe) observe(s);
  });
  return trajectory;
}

}  // namespace mbdae
