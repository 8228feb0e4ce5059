// Force elements (src/forces/): their exact stiffness and damping matrices against central differences
// of the generalized forces, in every global coordinate type, spatial and planar; the physics they
// stand for (a torsion pendulum's period, a wheel spun up by a torque, a bushing's and a rotational
// spring's conserved energy, an actuator's work), in global and relative coordinates; and the model
// file's messages.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <random>

#include "core/error.hpp"
#include "formulations/force_jacobian.hpp"
#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"
#include "methods/registry.hpp"
#include "support/sanitized.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// Two boxes on spherical joints, with one element of every kind between them and the ground.
constexpr const char* kSpatialModel = R"(
name: every_force_element
gravity: [0, 0, -9.81]
parameters: {push: 40}
bodies:
  - {name: arm, mass: 2, inertia: {box: [0.4, 0.1, 0.1]}, position: [0.2, 0, 0]}
  - {name: link, mass: 1.5, inertia: {box: [0.1, 0.3, 0.1]}, position: [0.4, 0.15, 0],
     orientation: {axis: [1, 1, 0], angle_deg: 30}}
joints:
  - {name: shoulder, type: spherical, body_i: ground, body_j: arm, location: [0, 0, 0]}
  - {name: elbow, type: spherical, body_i: arm, body_j: link, location: [0.4, 0, 0]}
forces:
  - {name: wind, type: applied_force, body: arm, point: [0.1, 0.02, 0], force: [3, -1, 2],
     function: {type: sine, amplitude: 1.5, frequency: 2, phase_deg: 30, offset: 0.5}}
  - {name: thrust, type: applied_force, body: link, point: [0, 0.1, 0], force: [0, 0, 5], frame: body,
     function: {type: ramp, slope: 2, initial: 1}}
  - {name: motor, type: applied_torque, body: arm, torque: [0.5, -0.2, 1.5], function: "1 + t*t"}
  - {name: twist, type: applied_torque, body: link, torque: [0.3, 0.4, -0.6], frame: body}
  - {name: hinge_spring, type: rotational_spring_damper, body_i: arm, body_j: link, axis: [0, 0, 1],
     stiffness: 12, damping: 0.7, free_angle_deg: 10}
  - {name: base_spring, type: rotational_spring_damper, body_i: ground, body_j: arm, axis: [0, 1, 1],
     stiffness: 5, damping: 0.2}
  - {name: mount, type: bushing, body_i: arm, body_j: link, location: [0.35, 0.05, 0.02],
     orientation: {euler_deg: [20, 10, -5], sequence: zyx},
     stiffness: [1000, 2000, 1500, 30, 40, 50], damping: [5, 6, 7, 0.3, 0.2, 0.1]}
  - {name: ground_mount, type: bushing, body_i: ground, body_j: link, location: [0.5, 0.3, 0],
     stiffness: [100, 200, 300, 1, 2, 3]}
  - {name: cylinder, type: actuator, body_i: ground, point_i: [0, 0.5, 0.3], body_j: link, point_j: [0, 0.1, 0],
     force: {type: step, start: 0, end: 1, from: 10, to: push}}
)";

// The same kinds in the plane.
constexpr const char* kPlanarModel = R"(
name: every_planar_force_element
planar: true
gravity: [0, -9.81]
bodies:
  - {name: arm, mass: 2, inertia: 0.03, position: [0.2, 0]}
  - {name: link, mass: 1.5, inertia: 0.02, position: [0.4, 0.15], angle_deg: 30}
joints:
  - {name: shoulder, type: revolute, body_i: ground, body_j: arm, location: [0, 0]}
forces:
  - {name: wind, type: applied_force, body: arm, point: [0.1, 0.02], force: [3, -1],
     function: {type: table, points: [[0, 1], [0.2, 3], [1, -1]]}}
  - {name: thrust, type: applied_force, body: link, point: [0, 0.1], force: [0, 5], frame: body}
  - {name: motor, type: applied_torque, body: arm, torque: 1.5, function: {type: sine, amplitude: 1, frequency: 3}}
  - {name: hinge_spring, type: rotational_spring_damper, body_i: arm, body_j: link, stiffness: 12, damping: 0.7}
  - {name: mount, type: bushing, body_i: arm, body_j: link, location: [0.35, 0.05],
     stiffness: [1000, 2000, 30], damping: [5, 6, 0.3]}
  - {name: cylinder, type: actuator, body_i: ground, point_i: [0, 0.5], body_j: link, point_j: [0, 0.1], force: 25}
)";

Eigen::VectorXd random_vector(int size, std::mt19937& rng, double scale) {
  std::uniform_real_distribution<double> u(-scale, scale);
  Eigen::VectorXd x(size);
  for (int k = 0; k < size; ++k) x[k] = u(rng);
  return x;
}

// The force elements' part of Q.
Eigen::VectorXd element_forces(const MultibodySystem& system, double t, const Eigen::VectorXd& q,
                               const Eigen::VectorXd& v) {
  const int n = system.coordinate_count();
  Eigen::VectorXd all(n), rest(n);
  system.generalized_forces(t, q, v, all);
  system.generalized_forces_but_elements(t, q, v, rest);
  return all - rest;
}

// K = −∂Q/∂q and D = −∂Q/∂v of the elements, exact, against central differences at a state moved off
// the initial one (and off the constraint manifold: the matrices are derivatives of the same function).
void expect_exact_jacobians(const Model& model, const std::string& coordinates) {
  SCOPED_TRACE(coordinates);
  const MultibodySystem system(model, make_coordinate_type(coordinates));
  ASSERT_TRUE(system.has_force_elements());
  const int n = system.coordinate_count();
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  std::mt19937 rng(5);
  q += random_vector(n, rng, 0.05);
  v = random_vector(n, rng, 2.0);
  const double t = 0.37;

  const ForceJacobian pattern(system);
  SparseMatrix stiffness = pattern.make_matrix(), damping = pattern.make_matrix();
  system.add_force_element_jacobians(t, q, v, stiffness, damping);
  const Eigen::MatrixXd K = stiffness, D = damping;

  Eigen::MatrixXd K_differences(n, n), D_differences(n, n);
  const double h = 1e-6;
  for (int j = 0; j < n; ++j) {
    Eigen::VectorXd plus = q, minus = q;
    plus[j] += h;
    minus[j] -= h;
    K_differences.col(j) = -(element_forces(system, t, plus, v) - element_forces(system, t, minus, v)) / (2 * h);
    Eigen::VectorXd v_plus = v, v_minus = v;
    v_plus[j] += h;
    v_minus[j] -= h;
    D_differences.col(j) = -(element_forces(system, t, q, v_plus) - element_forces(system, t, q, v_minus)) / (2 * h);
  }
  const double scale = std::max(1.0, K_differences.cwiseAbs().maxCoeff());
  EXPECT_GT(K_differences.cwiseAbs().maxCoeff(), 1.0) << "the elements make a stiffness worth checking";
  EXPECT_GT(D_differences.cwiseAbs().maxCoeff(), 0.1) << "and a damping";
  EXPECT_LT((K - K_differences).cwiseAbs().maxCoeff(), 1e-6 * scale);
  EXPECT_LT((D - D_differences).cwiseAbs().maxCoeff(), 1e-6 * std::max(1.0, D_differences.cwiseAbs().maxCoeff()));
}

TEST(ForceElements, ExactStiffnessAndDampingMatchDifferencesInSpace) {
  const Model model = parse_model_yaml(kSpatialModel, "every_force_element.yaml");
  ASSERT_EQ(model.force_elements.size(), 9u);
  for (const std::string coordinates : {"nacf", "rpcf-ep"}) expect_exact_jacobians(model, coordinates);
}

TEST(ForceElements, ExactStiffnessAndDampingMatchDifferencesInThePlane) {
  const Model model = parse_model_yaml(kPlanarModel, "every_planar_force_element.yaml");
  for (const std::string& coordinates : coordinate_type_names(true)) expect_exact_jacobians(model, coordinates);
}

// ForceJacobian adds the exact part to the differenced rest: the whole matches differences of Q.
TEST(ForceElements, ForceJacobianHoldsTheElementsAndTheRest) {
  const Model model = parse_model_yaml(kSpatialModel, "every_force_element.yaml");
  const MultibodySystem system(model, make_coordinate_type("rpcf-ep"));
  const int n = system.coordinate_count();
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  std::mt19937 rng(9);
  v = random_vector(n, rng, 1.0);
  ForceJacobian jacobian(system);
  SparseMatrix stiffness = jacobian.make_matrix(), damping = jacobian.make_matrix();
  jacobian.evaluate(0.2, q, v, stiffness, damping);
  const Eigen::MatrixXd K = stiffness;
  Eigen::MatrixXd K_differences(n, n);
  Eigen::VectorXd plus(n), minus(n);
  for (int j = 0; j < n; ++j) {
    Eigen::VectorXd qp = q, qm = q;
    qp[j] += 1e-6;
    qm[j] -= 1e-6;
    system.generalized_forces(0.2, qp, v, plus);
    system.generalized_forces(0.2, qm, v, minus);
    K_differences.col(j) = -(plus - minus) / 2e-6;
  }
  // The rest (RPCF-EP's Q_v) is differenced forward with a step of √ε: agreement to ~1e-6 relative.
  EXPECT_LT((K - K_differences).cwiseAbs().maxCoeff(), 1e-5 * K_differences.cwiseAbs().maxCoeff());
}

// --- Physics -----------------------------------------------------------------------------------------

// A bar on a hinge about z with a torsion spring: period 2π √(I/k) for small swings.
constexpr const char* kTorsionPendulum = R"(
name: torsion_pendulum
bodies:
  - {name: bar, mass: 3, inertia: {box: [0.5, 0.05, 0.05]}, position: [0, 0, 0], angular_velocity: [0, 0, 0.05]}
joints:
  - {name: hinge, type: revolute, body_i: ground, body_j: bar, location: [0, 0, 0], axis: [0, 0, 1]}
forces:
  - {name: torsion, type: rotational_spring_damper, body_i: ground, body_j: bar, axis: [0, 0, 1], stiffness: 20}
markers:
  - {name: tip, body: bar, point: [0.5, 0, 0]}
)";

// Times of the tip's upward crossings of y = 0 (the bar turning through its free angle).
std::vector<double> crossings(const Trajectory& trajectory) {
  std::vector<double> times;
  for (std::size_t k = 1; k < trajectory.samples(); ++k) {
    const double y0 = trajectory.markers[3 * (k - 1) + 1], y1 = trajectory.markers[3 * k + 1];
    if (y0 < 0.0 && y1 >= 0.0)
      times.push_back(trajectory.t[k - 1] + (trajectory.t[k] - trajectory.t[k - 1]) * (-y0) / (y1 - y0));
  }
  return times;
}

TEST(ForceElements, TorsionPendulumSwingsWithItsPeriodInEveryCoordinates) {
  const Model model = parse_model_yaml(kTorsionPendulum, "torsion_pendulum.yaml");
  // I about the hinge, the box's centre: m(a² + b²)/12 with its sides a = 0.5, b = 0.05.
  const double inertia = 3.0 * (0.25 + 0.0025) / 12.0;
  const double period = 2 * std::numbers::pi * std::sqrt(inertia / 20.0);
  for (const std::string coordinates : {"nacf", "rpcf-ep", "relative"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-4;
    settings.t_end = std::round(3 * period / settings.step) * settings.step;
    settings.output_every = 1e-4;
    const Trajectory trajectory = record(model, settings);
    ASSERT_EQ(trajectory.result.statistics.status, "ok") << trajectory.result.statistics.message;
    const std::vector<double> times = crossings(trajectory);
    ASSERT_GE(times.size(), 3u);
    // The swing of 0.05 rad/s over ω = √(k/I) is 1e-2 rad: the spring's sin-free angle makes it linear.
    EXPECT_NEAR(times[2] - times[1], period, 1e-6 * period);
    // Undamped: kinetic plus spring energy stays.
    const auto [low, high] = std::minmax_element(trajectory.energy.begin(), trajectory.energy.end());
    EXPECT_LT(*high - *low, 1e-9 * trajectory.energy.front());
  }
}

// A wheel on an axle spun up by a torque that ramps: ω(t) = ∫ τ dt / I, in ground and body frames.
constexpr const char* kWheel = R"(
name: wheel
bodies:
  - {name: wheel, mass: 4, inertia: {cylinder: {radius: 0.3, length: 0.05, axis: z}}}
joints:
  - {name: axle, type: revolute, body_i: ground, body_j: wheel, location: [0, 0, 0], axis: [0, 0, 1]}
forces:
  - {name: drive, type: applied_torque, body: wheel, torque: [0, 0, 2], function: {type: ramp, slope: 1, end: 1}}
  - {name: brake, type: applied_torque, body: wheel, torque: [0, 0, -0.5], frame: body}
markers:
  - {name: rim, body: wheel, point: [0.3, 0, 0]}
)";

TEST(ForceElements, TorqueSpinsUpAWheelAsItsIntegralSays) {
  const Model model = parse_model_yaml(kWheel, "wheel.yaml");
  const double inertia = 4 * 0.09 / 2;  // m r² / 2 about the axis
  // τ = 2 min(t, 1) − 0.5: ω(2) = (2·½ + 2·1 − 0.5·2)/I, turned angle θ(2) = (2/6 + 2·(1·1 + ½·1) ... ) by parts.
  const double omega_end = (1.0 + 2.0 - 1.0) / inertia;
  // θ(t) = ∫∫ τ: for t ≤ 1, t³/3 − t²/4; after, θ(1) + ω(1)(t − 1) + (2 − 0.5)(t − 1)²/2 with ω(1) = (1 − 0.5)/I.
  const double angle_end = ((1.0 / 3 - 0.25) + 0.5 * 1.0 + 1.5 * 0.5) / inertia;
  for (const std::string coordinates : {"nacf", "rpcf-ep", "relative"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-3;
    settings.t_end = 2.0;
    double omega = 0.0;
    Eigen::Vector3d rim;
    run(model, settings, [&](const Sample& s) {
      rim = s.markers[0].position;
      omega = s.markers[0].velocity.norm() / 0.3;
    });
    EXPECT_NEAR(omega, omega_end, 1e-6 * omega_end);
    const double angle = std::atan2(rim.y(), rim.x());
    EXPECT_NEAR(std::remainder(angle - angle_end, 2 * std::numbers::pi), 0.0, 1e-6);
  }
}

// Two bodies held only by bushings and a rotational spring, no gravity, started moving: kinetic plus
// elastic energy stays where nothing damps, with an implicit integrator that uses K.
constexpr const char* kBushingChain = R"(
name: bushing_chain
bodies:
  - {name: a, mass: 1, inertia: {box: [0.2, 0.1, 0.1]}, position: [0.2, 0, 0], velocity: [0.1, 0.2, -0.1],
     angular_velocity: [0.5, -0.3, 0.8]}
  - {name: b, mass: 2, inertia: {box: [0.2, 0.15, 0.1]}, position: [0.6, 0, 0], angular_velocity: [-0.2, 0.4, 0.1]}
forces:
  - {name: root, type: bushing, body_i: ground, body_j: a, location: [0, 0, 0],
     stiffness: [2000, 3000, 4000, 50, 60, 70]}
  - {name: middle, type: bushing, body_i: a, body_j: b, location: [0.4, 0, 0], orientation: {axis: [1, 2, 3], angle_deg: 40},
     stiffness: [1500, 2500, 3500, 40, 30, 20]}
  - {name: twist, type: rotational_spring_damper, body_i: a, body_j: b, axis: [1, 0, 0], stiffness: 8}
)";

TEST(ForceElements, BushingsAndSpringsConserveEnergyWithoutDamping) {
  const Model model = parse_model_yaml(kBushingChain, "bushing_chain.yaml");
  for (const std::string integrator : {"rk4", "ida", "ali3p-trapezoidal"}) {
    SCOPED_TRACE(integrator);
    RunSettings settings;
    settings.integrator = integrator;
    settings.step = 1e-4;
    settings.adaptive.rtol = settings.adaptive.atol = 1e-10;
    settings.t_end = testing::horizon(1.0, 0.2);
    const Trajectory trajectory = record(model, settings);
    ASSERT_EQ(trajectory.result.statistics.status, "ok") << trajectory.result.statistics.message;
    const auto [low, high] = std::minmax_element(trajectory.energy.begin(), trajectory.energy.end());
    EXPECT_GT(trajectory.energy.front(), 0.01);
    EXPECT_LT(*high - *low, 1e-6 * trajectory.energy.front());
  }
}

// The same bushing chain in relative coordinates moves as in global ones.
TEST(ForceElements, RelativeCoordinatesMoveAsGlobalOnes) {
  Model model = parse_model_yaml(kBushingChain, "bushing_chain.yaml");
  // Relative coordinates need a tree: the free bodies are floating joints of it.
  std::vector<Eigen::Vector3d> ends;
  for (const std::string coordinates : {"nacf", "relative"}) {
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-4;
    settings.t_end = 0.5;
    Eigen::Vector3d end;
    const RunResult result = run(model, settings, [&](const Sample& s) { end = s.markers[1].position; });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    ends.push_back(end);
  }
  EXPECT_LT((ends[0] - ends[1]).norm(), 1e-9);
}

// An actuator pushing a slider out against nothing: its work F·Δl is the kinetic energy gained.
constexpr const char* kSlider = R"yaml(
name: pushed_slider
bodies:
  - {name: block, mass: 2, inertia: {box: [0.1, 0.1, 0.1]}, position: [0.5, 0, 0]}
joints:
  - {name: rail, type: prismatic, body_i: ground, body_j: block, location: [0.5, 0, 0], axis: [1, 0, 0]}
forces:
  - {name: cylinder, type: actuator, body_i: ground, point_i: [0, 0, 0], body_j: block, point_j: [0, 0, 0],
     force: "3 * (1 + t)"}
markers:
  - {name: block, body: block, point: [0, 0, 0]}
)yaml";

TEST(ForceElements, ActuatorPushesAlongItsLine) {
  const Model model = parse_model_yaml(kSlider, "pushed_slider.yaml");
  RunSettings settings;
  settings.integrator = "rk4";
  settings.step = 1e-3;
  settings.t_end = 1.0;
  double x = 0.0;
  run(model, settings, [&](const Sample& s) { x = s.markers[0].position.x(); });
  // a = 3(1 + t)/2: x(1) = 0.5 + 3/2 (1/2 + 1/6).
  EXPECT_NEAR(x, 0.5 + 1.5 * (0.5 + 1.0 / 6.0), 1e-9);
}

// --- The model file ----------------------------------------------------------------------------------

std::string model_error(const std::string& forces) {
  const std::string text = std::string(R"(
name: broken
bodies:
  - {name: arm, mass: 1, inertia: {box: [0.2, 0.1, 0.1]}}
forces:
)") + forces;
  try {
    parse_model_yaml(text, "broken.yaml");
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

TEST(ForceElements, ModelFileMistakesAreNamed) {
  EXPECT_NE(model_error("  - {name: f, type: pushing, body: arm}\n")
                .find("unknown force type 'pushing' (valid types: point_force, torque, spring_damper, applied_force, "
                      "applied_torque, rotational_spring_damper, bushing, actuator)"),
            std::string::npos);
  EXPECT_NE(model_error("  - {name: f, type: applied_force, body: arm, force: [1, 0, 0], frame: world}\n")
                .find("frame must be one of ground, body (got 'world')"),
            std::string::npos);
  EXPECT_NE(model_error("  - {name: f, type: applied_force, body: arm, force: [1, 0, 0], function: \"2*sin(w*t)\"}\n")
                .find("unknown name 'w'"),
            std::string::npos);
  const std::string table = model_error(
      "  - {name: f, type: applied_force, body: arm, force: [1, 0, 0],\n"
      "     function: {type: table, points: [[0, 1], [0.5, 2], [0.4, 3]]}}\n");
  EXPECT_NE(table.find("broken.yaml:7"), std::string::npos) << table;
  EXPECT_NE(table.find("times must increase (point 3 at t = 0.4"), std::string::npos) << table;
  EXPECT_NE(model_error("  - {name: f, type: applied_force, body: arm, force: [1, 0, 0],\n"
                        "     function: {type: step, start: 1, end: 0.5, to: 2}}\n")
                .find("end must be after start"),
            std::string::npos);
  EXPECT_NE(model_error("  - {name: b, type: bushing, body_i: ground, body_j: arm, location: [0, 0, 0],\n"
                        "     stiffness: [1, 2, 3]}\n")
                .find("stiffness must be a list of 6 numbers"),
            std::string::npos);
  EXPECT_NE(model_error("  - {name: s, type: rotational_spring_damper, body_i: ground, body_j: arm, axis: [0, 0, 1],\n"
                        "     stiffness: -2}\n")
                .find("stiffness must be non-negative"),
            std::string::npos);
  EXPECT_NE(model_error("  - {name: s, type: actuator, body_i: ground, body_j: ground, force: 1}\n").find("ground"),
            std::string::npos);
}

// --- Time functions ----------------------------------------------------------------------------------

TimeFunction function_of(const std::string& yaml) {
  const std::string text = R"(
name: f
bodies:
  - {name: arm, mass: 1, inertia: {box: [0.2, 0.1, 0.1]}}
forces:
  - {name: f, type: applied_force, body: arm, force: [1, 0, 0], function: )" + yaml + "}\n";
  return parse_model_yaml(text, "f.yaml").force_elements.front().function;
}

TEST(TimeFunctions, ValuesAndDerivatives) {
  const TimeFunction ramp = function_of("{type: ramp, initial: 1, start: 0.5, slope: 2, end: 1.5}");
  EXPECT_DOUBLE_EQ(ramp(0.2), 1.0);
  EXPECT_DOUBLE_EQ(ramp(1.0), 2.0);
  EXPECT_DOUBLE_EQ(ramp(3.0), 3.0);
  const TimeFunction step = function_of("{type: step, start: 1, end: 2, from: -1, to: 3}");
  EXPECT_DOUBLE_EQ(step(0.0), -1.0);
  EXPECT_DOUBLE_EQ(step(1.5), 1.0);
  EXPECT_DOUBLE_EQ(step(5.0), 3.0);
  EXPECT_DOUBLE_EQ(step.derivative(1.0), 0.0);
  EXPECT_DOUBLE_EQ(step.second_derivative(2.0), 0.0);
  const TimeFunction table = function_of("{type: table, points: [[0, 1], [1, 3], [2, 2]]}");
  EXPECT_DOUBLE_EQ(table(-1.0), 1.0);
  EXPECT_DOUBLE_EQ(table(0.25), 1.5);
  EXPECT_DOUBLE_EQ(table(1.5), 2.5);
  EXPECT_DOUBLE_EQ(table(9.0), 2.0);
  EXPECT_DOUBLE_EQ(table.derivative(1.5), -1.0);
  const TimeFunction sine = function_of("{type: sine, amplitude: 2, frequency: 0.5, phase_deg: 90, offset: 1}");
  EXPECT_NEAR(sine(0.0), 3.0, 1e-15);
  EXPECT_NEAR(sine(1.0), -1.0, 1e-15);  // 1 + 2 sin(π + π/2)
  const TimeFunction expression = function_of("\"3*t^2 + 1\"");
  EXPECT_DOUBLE_EQ(expression(2.0), 13.0);
  EXPECT_DOUBLE_EQ(function_of("4.5")(7.0), 4.5);
  // Every shape's derivatives against differences of its values, away from its kinks.
  for (const TimeFunction* f : {&step, &sine, &expression}) {
    for (const double t : {0.3, 1.2, 1.7}) {
      const double h = 1e-5;
      EXPECT_NEAR(f->derivative(t), ((*f)(t + h) - (*f)(t - h)) / (2 * h), 1e-6) << f->describe() << " at " << t;
      EXPECT_NEAR(f->second_derivative(t), (f->derivative(t + h) - f->derivative(t - h)) / (2 * h), 1e-4)
          << f->describe() << " at " << t;
    }
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae

namespace mbdae {
namespace MBDAE_UNITY_ID {

// --- The energy balance ------------------------------------------------------------------------------

// A damped pendulum pushed by a torque that follows a sine: E changes by the work of both, so the
// balance E − E0 − W stays at the method's own drift while E − E0 does not.
constexpr const char* kDrivenDampedPendulum = R"(
name: driven_damped_pendulum
gravity: [0, -9.81, 0]
bodies:
  - {name: bob, mass: 1, inertia: {box: [0.5, 0.05, 0.05]}, position: [0.25, 0, 0]}
joints:
  - {name: pivot, type: revolute, body_i: ground, body_j: bob, location: [0, 0, 0], axis: [0, 0, 1]}
forces:
  - {name: friction, type: rotational_spring_damper, body_i: ground, body_j: bob, axis: [0, 0, 1], stiffness: 0,
     damping: 0.05}
  - {name: push, type: applied_torque, body: bob, torque: [0, 0, 0.8], function: {type: sine, amplitude: 1, frequency: 0.7}}
  - {name: drag, type: spring_damper, body_i: ground, point_i: [0, 1, 0], body_j: bob, point_j: [0.25, 0, 0],
     stiffness: 3, damping: 0.2}
)";

TEST(EnergyBalance, WorkOfDampersAndLoadsAccountsForTheChangeOfEnergy) {
  const Model model = parse_model_yaml(kDrivenDampedPendulum, "driven_damped_pendulum.yaml");
  for (const std::string coordinates : {"nacf", "rpcf-ep", "relative"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-3;
    settings.t_end = 5.0;
    double e0 = 0.0, e_end = 0.0;
    const RunResult result = run(model, settings, [&](const Sample& s) {
      if (s.t == 0.0) e0 = s.energy();
      e_end = s.energy();
    });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    const double work = result.statistics.work;
    EXPECT_GT(std::abs(e_end - e0), 0.05) << "the loads change the energy";
    EXPECT_NEAR(e_end - e0, work, 1e-6 * std::abs(work) + 1e-7);
    EXPECT_LT(result.statistics.energy_drift, 1e-6);
    // Halving the step: the trapezoidal work and RK4 converge, the balance with them.
    settings.step = 5e-4;
    const RunResult finer = run(model, settings);
    EXPECT_LT(finer.statistics.energy_drift, result.statistics.energy_drift);
  }
}

// A table driven at constant rate against a damper: the driver's work λᵀC_t feeds the damper, the
// energy stays, and the balance closes only with both counted, each with its sign.
constexpr const char* kDrivenTable = R"(
name: driven_table
bodies:
  - {name: table, mass: 2, inertia: {cylinder: {radius: 0.4, length: 0.05, axis: z}}, angular_velocity: [0, 0, 3]}
joints:
  - {name: bearing, type: revolute, body_i: ground, body_j: table, location: [0, 0, 0], axis: [0, 0, 1],
     angular_velocity: 3}
forces:
  - {name: drag, type: rotational_spring_damper, body_i: ground, body_j: table, axis: [0, 0, 1], stiffness: 0,
     damping: 0.5}
)";

TEST(EnergyBalance, DriversWorkIsCounted) {
  const Model model = parse_model_yaml(kDrivenTable, "driven_table.yaml");
  const double dissipated = 0.5 * 9.0 * 2.0;  // c ω² t
  for (const std::string integrator : {"ab4", "ida"}) {
    SCOPED_TRACE(integrator);
    RunSettings settings;
    settings.integrator = integrator;
    settings.step = 1e-3;
    settings.adaptive.rtol = settings.adaptive.atol = 1e-9;
    settings.t_end = 2.0;
    const RunResult result = run(model, settings);
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_NEAR(result.statistics.work, 0.0, 1e-6 * dissipated);
    EXPECT_LT(result.statistics.energy_drift, 1e-6 * dissipated);
  }
  // Generalized-α's multipliers are of lower order than its positions: the balance closes as its step
  // shrinks.
  RunSettings settings;
  settings.integrator = "gen-alpha";
  settings.t_end = 2.0;
  double previous = 0.0;
  for (const double step : {2e-3, 1e-3, 5e-4}) {
    settings.step = step;
    const RunResult result = run(model, settings);
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_LT(result.statistics.energy_drift, 1e-4 * dissipated) << step;
    if (previous > 0.0) {
      EXPECT_LT(result.statistics.energy_drift, 0.75 * previous) << step;
    }
    previous = result.statistics.energy_drift;
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
