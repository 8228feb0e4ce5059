// A revolute joint driven by an angle that follows a time function (`angle:`, `angle_deg:`): its C_t
// and γ against differences of C in time and along the motion, and the driven body following the
// function in global, planar and relative coordinates.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>

#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"
#include "methods/registry.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// A crank driven through a sine of 30° amplitude, with a rod hanging from its tip.
constexpr const char* kSteered = R"(
name: steered
gravity: [0, 0, -9.81]
bodies:
  - {name: crank, mass: 1, inertia: {box: [0.4, 0.05, 0.05]}, position: [0.2, 0, 0]}
  - {name: rod, mass: 0.5, inertia: {box: [0.05, 0.05, 0.3]}, position: [0.4, 0, -0.15]}
joints:
  - {name: steering, type: revolute, body_i: ground, body_j: crank, location: [0, 0, 0], axis: [0, 0, 1],
     angle_deg: {type: sine, amplitude: 30, frequency: 0.5}}
  - {name: hang, type: spherical, body_i: crank, body_j: rod, location: [0.4, 0, 0]}
markers:
  - {name: tip, body: crank, point: [0.2, 0, 0]}
)";

constexpr const char* kPlanarSteered = R"(
name: planar_steered
planar: true
bodies:
  - {name: crank, mass: 1, inertia: 0.01, position: [0.2, 0]}
joints:
  - {name: steering, type: revolute, body_i: ground, body_j: crank, location: [0, 0],
     angle: {type: step, start: 0.1, end: 0.6, to: 1.2}}
markers:
  - {name: tip, body: crank, point: [0.2, 0]}
)";

TEST(DrivenAngle, TimeDerivativeAndGammaMatchDifferences) {
  const Model model = parse_model_yaml(kSteered, "steered.yaml");
  for (const std::string coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    const int n = system.coordinate_count(), m = system.constraint_count();
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int k = 0; k < n; ++k) {
      q[k] += 0.05 * u(rng);
      v[k] = u(rng);
    }
    const double t = 0.7, h = 1e-4;
    Eigen::VectorXd ct(m), gamma(m), plus(m), minus(m), here(m);
    system.constraint_time_derivative(t, q, ct);
    system.gamma(t, q, v, gamma);
    system.constraints(t + h, q, plus);
    system.constraints(t - h, q, minus);
    EXPECT_LT((ct - (plus - minus) / (2 * h)).cwiseAbs().maxCoeff(), 1e-7);
    // Along the motion: C(t ± h, q ± h v) − 2C(t, q) = h² d²C/dt² at q̈ = 0 = −h² γ.
    system.constraints(t + h, q + h * v, plus);
    system.constraints(t - h, q - h * v, minus);
    system.constraints(t, q, here);
    EXPECT_LT((gamma + (plus + minus - 2 * here) / (h * h)).cwiseAbs().maxCoeff(), 1e-5);
  }
}

TEST(DrivenAngle, TheBodyFollowsTheFunctionInEveryCoordinates) {
  const Model model = parse_model_yaml(kSteered, "steered.yaml");
  for (const std::string coordinates : {"nacf", "rpcf-ep", "relative"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-3;
    settings.t_end = 2.0;
    settings.output_every = 0.1;
    double worst = 0.0;
    const RunResult result = run(model, settings, [&](const Sample& s) {
      const double angle = std::numbers::pi / 6 * std::sin(std::numbers::pi * s.t);
      const Eigen::Vector3d expected(0.4 * std::cos(angle), 0.4 * std::sin(angle), 0.0);
      worst = std::max(worst, (s.markers[0].position - expected).norm());
    });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_LT(worst, 1e-9);
    EXPECT_GT(std::abs(result.statistics.work), 1e-3) << "the steering does work on the swinging rod";
    EXPECT_LT(result.statistics.energy_drift, 1e-6 * std::abs(result.statistics.work) + 1e-9);
  }
  const Model planar = parse_model_yaml(kPlanarSteered, "planar_steered.yaml");
  for (const std::string coordinates : {"planar-nacf", "planar-xytheta", "relative"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-3;
    settings.t_end = 1.0;
    Eigen::Vector3d tip;
    run(planar, settings, [&](const Sample& s) { tip = s.markers[0].position; });
    EXPECT_NEAR(std::atan2(tip.y(), tip.x()), 1.2, 1e-9);
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
