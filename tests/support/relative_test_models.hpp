// Models and states for the tests of relative coordinates (tests/relative/): every built-in model, and
// one spatial mechanism with the joints the built-in ones lack as tree joints (prismatic, universal,
// cylindrical, fixed) and a spring; random states on the coordinates' manifold.
#pragma once

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "methods/run.hpp"
#include "relative/kinematic_tree.hpp"

namespace mbdae::testing {

/// A carriage on a rail (prismatic), an arm on a cross (universal), a sleeve on the arm's shaft
/// (cylindrical) and a tip welded to it (fixed), pulled by a spring; centres of mass off the frames.
inline Model sliding_mechanism() {
  return parse_model_yaml(R"(
name: sliding_mechanism
gravity: [0, -9.81, -3]
bodies:
  - {name: carriage, mass: 2, inertia: [0.02, 0.03, 0.04], center_of_mass: [0.05, 0.01, 0], position: [0.3, 0, 0]}
  - {name: arm, mass: 1, inertia: [0.01, 0.05, 0.05], center_of_mass: [0.2, 0, 0.02], position: [0.3, 0, 0.1],
     orientation: {axis: [0, 0, 1], angle_rad: 0.3}}
  - {name: sleeve, mass: 0.5, inertia: [0.002, 0.002, 0.001], center_of_mass: [0, 0.01, 0.03], position: [0.7, 0, 0.1]}
  - {name: tip, mass: 0.3, inertia: [0.001, 0.002, 0.0015], center_of_mass: [0.02, 0, 0], position: [0.7, 0, 0.3]}
joints:
  - {name: rail, type: prismatic, body_i: ground, body_j: carriage, location: [0.3, 0, 0], axis: [1, 0, 0]}
  - {name: cross, type: universal, body_i: carriage, body_j: arm, location: [0.3, 0, 0.1], axis_i: [0, 0, 1], axis_j: [0, 1, 0]}
  - {name: shaft, type: cylindrical, body_i: arm, body_j: sleeve, location: [0.7, 0, 0.1], axis: [0, 0, 1]}
  - {name: weld, type: fixed, body_i: sleeve, body_j: tip, location: [0.7, 0, 0.3]}
forces:
  - {name: spring, type: spring_damper, body_i: ground, point_i: [0, 0.5, 0], body_j: arm, point_j: [0.3, 0, 0], stiffness: 50, free_length: 0.2}
)",
                          "sliding_mechanism.yaml");
}

inline std::vector<Model> builtin_and_sliding_models() {
  std::vector<Model> models;
  // Relative coordinates describe rigid bodies: the flexible models are left out.
  for (const BuiltinModelText& text : builtin_model_texts())
    if (Model model = load_builtin_model(text.name); model.flexible_bodies.empty()) models.push_back(std::move(model));
  models.push_back(sliding_mechanism());
  return models;
}

/// z near the reference (angles and slides moved by up to 0.5, Euler parameters turned by a random
/// unit quaternion) and a random ż tangent to the normalizations (pᵀṗ = 0).
inline void random_tangent_state(const KinematicTree& tree, std::mt19937& random, Eigen::VectorXd& z,
                                 Eigen::VectorXd& z_rate) {
  std::uniform_real_distribution<double> uniform(-0.5, 0.5);
  z = tree.reference_coordinates();
  z_rate.resize(z.size());
  for (int k = 0; k < z.size(); ++k) {
    z[k] += uniform(random);
    z_rate[k] = 2.0 * uniform(random);
  }
  for (int first : tree.euler_parameter_sets) {
    auto p = z.segment<4>(first);
    p.normalize();
    auto p_rate = z_rate.segment<4>(first);
    p_rate -= p.dot(p_rate) * p;
  }
}

/// y = (z, ż) integrated by classical RK4 at `dt` from t = 0 to `t_end`, with rate(t, y) = (ż, z̈):
/// the relative-coordinate side of the comparisons with natural coordinates.
template <class Rate>
void integrate_rk4(Eigen::VectorXd& y, double dt, double t_end, Rate rate) {
  double t = 0.0;
  for (int step = 0; step < static_cast<int>(std::lround(t_end / dt)); ++step, t += dt) {
    const Eigen::VectorXd k1 = rate(t, y), k2 = rate(t + dt / 2, y + 0.5 * dt * k1),
                          k3 = rate(t + dt / 2, y + 0.5 * dt * k2), k4 = rate(t + dt, y + dt * k3);
    y += dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
  }
}

/// The model's last marker at `t_end` in natural coordinates: RK4 with `formulation` and direct
/// correction to 1e-12 at 0.2 ms, the natural-coordinate side of those comparisons.
inline Eigen::Vector3d natural_coordinate_marker(const Model& model, const std::string& formulation, double t_end) {
  RunSettings settings;
  settings.coordinates = model.planar ? "planar-nacf" : "nacf";
  settings.integrator = "rk4";
  settings.formulation = formulation;
  settings.correction = "direct";
  settings.tolerance = 1e-12;
  settings.step = 2e-4;
  settings.t_end = t_end;
  settings.output_every = t_end;
  Eigen::Vector3d marker = Eigen::Vector3d::Constant(NAN);
  const RunResult run = run_simulation(model, settings, [&](const EquationsOfMotion& system, double t,
                                                            const Eigen::VectorXd& q, const Eigen::VectorXd&,
                                                            const Eigen::VectorXd&) {
    if (std::abs(t - t_end) < 1e-9) marker = system.marker_position(static_cast<int>(model.markers.size()) - 1, q);
  });
  EXPECT_EQ(run.statistics.status, "ok") << run.statistics.message;
  return marker;
}

}  // namespace mbdae::testing
