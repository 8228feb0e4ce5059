// Flexible bodies in the assembled system: the joints' rows on a beam against differences of C, the
// undamped flexible pendulum's energy (strain energy included), the same motion in every coordinate
// type that describes it (a spatial beam swinging in a plane = the planar beam), the rigid limit
// (E → ∞ gives the rigid pendulum of the beam's inertia), and the methods that take such a system
// against each other on the flexible slider-crank; and what is refused, in one line.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <random>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "methods/run.hpp"
#include "support/sanitized.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Recorded {
  RunResult result;
  std::vector<double> times;
  std::vector<Eigen::Vector3d> marker;  // the model's first marker
  std::vector<double> energy;
};

Recorded record(const Model& model, RunSettings settings) {
  Recorded out;
  out.result = run_simulation(model, settings, [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                                   const Eigen::VectorXd& v, const Eigen::VectorXd&) {
    out.times.push_back(t);
    out.marker.push_back(system.marker_position(0, q));
    out.energy.push_back(system.mechanical_energy(q, v));
  });
  return out;
}

RunSettings rk4(double step, double t_end, const std::string& coordinates = "planar-xytheta") {
  RunSettings settings;
  settings.coordinates = coordinates;
  settings.integrator = "rk4";
  settings.formulation = "af";
  settings.correction = "rgcp";
  settings.step = step;
  settings.t_end = t_end;
  settings.output_every = step;
  return settings;
}

Model pendulum(const ParameterSettings& parameters = {}) {
  return load_builtin_model("flexible_pendulum", parameters);
}

TEST(FlexibleSystem, JointRowsOnABeamAreTheDerivativesOfTheirConstraints) {
  // The slider-crank's rod carries the slider pin at its free end (an axial coordinate moves it), and a
  // spatial beam carries a revolute joint's axis at a node that turns.
  const Model spatial = parse_model_yaml(R"(
name: bent_hinge
gravity: [0, -9.81, 0]
bodies:
  - name: beam
    flexible: {length: 0.8, elements: 4, youngs_modulus: 7e10, shear_modulus: 2.6e10, density: 2700,
               section: {rectangle: [0.02, 0.01]}, reference: clamped}
  - {name: flap, mass: 0.3, inertia: {box: [0.2, 0.05, 0.01]}, position: [0.8, 0, 0]}
joints:
  - {name: root, type: revolute, body_i: ground, body_j: beam, location: [0, 0, 0], axis: [0, 0, 1]}
  - {name: tip, type: revolute, body_i: beam, body_j: flap, location: [0.8, 0, 0], axis: [1, 0, 0]}
markers:
  - {name: end, body: flap, point: [0.1, 0, 0]}
)", "bent_hinge.yaml");
  const Model crank = load_builtin_model("flexible_slider_crank", {{"elements", "3"}, {"modes", "5"}});
  std::mt19937 rng(7);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (const auto& [model, coordinates] : {std::pair{&spatial, "nacf"}, std::pair{&spatial, "rpcf-ep"},
                                           std::pair{&crank, "planar-nacf"}, std::pair{&crank, "planar-xytheta"}}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(*model, make_coordinate_type(coordinates));
    ASSERT_TRUE(system.has_flexible_bodies());
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    const int n = system.coordinate_count(), m = system.constraint_count();
    for (int i = 0; i < n; ++i) q[i] += 0.05 * u(rng), v[i] = u(rng);
    // Elastic coordinates of a realistic size (modal ones are mass-normalized).
    for (int i = system.elastic_offset(0); i < n; ++i) q[i] *= 0.01, v[i] *= 0.1;
    SparseMatrix jacobian = system.make_constraint_jacobian();
    Eigen::VectorXd gamma(m);
    system.gamma_and_jacobian(0.0, q, v, gamma, jacobian);
    const Eigen::MatrixXd analytic = Eigen::MatrixXd(jacobian);
    const double h = 1e-6;
    Eigen::VectorXd plus(m), minus(m);
    for (int c = 0; c < n; ++c) {
      Eigen::VectorXd dq = Eigen::VectorXd::Zero(n);
      dq[c] = h;
      system.constraints(0.0, q + dq, plus);
      system.constraints(0.0, q - dq, minus);
      const Eigen::VectorXd column = (plus - minus) / (2 * h);
      EXPECT_LT((analytic.col(c) - column).cwiseAbs().maxCoeff(), 1e-7) << "column " << c;
    }
    // γ = −d²C/dt² along (t + s, q + s v) (the crank's drive depends on t), by fourth-order differences
    // (the drive turns at 150 rad/s: C's high derivatives are large).
    const double s = 1e-5;
    std::array<Eigen::VectorXd, 5> c;
    for (int k = 0; k < 5; ++k) {
      c[k].resize(m);
      system.constraints((k - 2) * s, q + (k - 2) * s * v, c[k]);
    }
    const Eigen::VectorXd second = (-c[0] + 16 * c[1] - 30 * c[2] + 16 * c[3] - c[4]) / (12 * s * s);
    EXPECT_LT((gamma + second).cwiseAbs().maxCoeff(), 1e-5 * std::max(1.0, gamma.cwiseAbs().maxCoeff()));
  }
}

TEST(FlexibleSystem, UndampedPendulumKeepsItsEnergyAtFourthOrder) {
  // Two modes, up to some 370 rad/s with the beam free to turn at its hinge: ω h ≤ 0.1 at these steps,
  // where RK4's error is in its asymptotic range (with four modes, ω h ≈ 1 at 1 ms: not yet).
  const Model model = pendulum({{"modes", "2"}});
  const double t_end = testing::horizon(0.5, 0.1);
  double previous = 0.0;
  for (double step : {2.5e-4, 1.25e-4}) {
    const Recorded run = record(model, rk4(step, t_end));
    ASSERT_EQ(run.result.statistics.status, "ok") << run.result.statistics.message;
    const auto [low, high] = std::minmax_element(run.energy.begin(), run.energy.end());
    const double drift = *high - *low;
    // The swing turns some 10 J of potential energy into kinetic and strain energy.
    EXPECT_LT(drift, 1e-5);
    // RK4's energy error falls at order 4 or faster (5 is seen here: its leading term cancels over a swing).
    if (previous > 0.0) {
      EXPECT_GT(std::log2(previous / drift), 3.5) << previous << " " << drift;
      EXPECT_LT(std::log2(previous / drift), 5.5) << previous << " " << drift;
    }
    previous = drift;
  }
}

TEST(FlexibleSystem, SpatialBeamSwingingInAPlaneIsThePlanarBeam) {
  const Model planar = pendulum();
  // The same beam in space: bending in the x–y plane of the swing, out of it and in torsion as well.
  const Model spatial = parse_model_yaml(R"(
name: flexible_pendulum_in_space
gravity: [0, -9.81, 0]
bodies:
  - name: beam
    flexible: {length: 1.0, elements: 8, youngs_modulus: 7e10, shear_modulus: 2.6e10, density: 2700,
               section: {rectangle: [0.005, 0.02]}, reference: clamped, reduction: modes, modes: 6}
joints:
  - {name: hinge, type: revolute, body_i: ground, body_j: beam, location: [0, 0, 0], axis: [0, 0, 1]}
markers:
  - {name: tip, body: beam, point: [1.0, 0, 0]}
)", "flexible_pendulum_in_space.yaml");
  const double t_end = testing::horizon(0.4, 0.1);
  const Recorded reference = record(planar, rk4(2.5e-4, t_end));
  ASSERT_EQ(reference.result.statistics.status, "ok") << reference.result.statistics.message;
  // The planar beam's 4 modes are its 4 lowest in-plane bending modes (26, 161, 452, 886 rad/s); the
  // spatial beam's 6 lowest hold those four and the two lowest out of the plane (4 times stiffer: 103,
  // 645 rad/s), which stay at rest (a 7th would be the 5th in-plane mode, 1467 rad/s).
  for (const std::string coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const Recorded run = record(spatial, rk4(2.5e-4, t_end, coordinates));
    ASSERT_EQ(run.result.statistics.status, "ok") << run.result.statistics.message;
    EXPECT_LT((run.marker.back() - reference.marker.back()).norm(), 1e-7);
    EXPECT_LT(std::abs(run.marker.back().z()), 1e-12);
  }
  const Recorded natural = record(planar, rk4(2.5e-4, t_end, "planar-nacf"));
  EXPECT_LT((natural.marker.back() - reference.marker.back()).norm(), 1e-9);
}

TEST(FlexibleSystem, StiffBeamTendsToTheRigidPendulum) {
  // The same model without its flexible body is the rigid pendulum of the beam's inertia.
  Model rigid = pendulum();
  rigid.flexible_bodies.clear();
  const double t_end = testing::horizon(0.5, 0.1);
  const Recorded rigid_run = record(rigid, rk4(2.5e-4, t_end));
  ASSERT_EQ(rigid_run.result.statistics.status, "ok");
  std::vector<double> gaps;  // the largest distance of the tip from the rigid tip over the swing
  // (Much stiffer, the beam free to turn at its hinge rings above RK4's stability at this step.)
  for (const char* modulus : {"7e11", "7e13"}) {
    const Recorded run = record(pendulum({{"youngs_modulus", modulus}, {"modes", "1"}}), rk4(2.5e-4, t_end));
    ASSERT_EQ(run.result.statistics.status, "ok") << run.result.statistics.message;
    ASSERT_EQ(run.marker.size(), rigid_run.marker.size());
    double gap = 0.0;
    for (std::size_t k = 0; k < run.marker.size(); ++k) gap = std::max(gap, (run.marker[k] - rigid_run.marker[k]).norm());
    gaps.push_back(gap);
  }
  // The deflection goes as 1/E: a hundred times stiffer, a hundred times closer.
  EXPECT_NEAR(gaps[0] / gaps[1], 100.0, 30.0) << gaps[0] << " " << gaps[1];
  EXPECT_LT(gaps[1], 1e-5) << gaps[1];
}

TEST(FlexibleSystem, MoreModesConvergeToTheFullMesh) {
  const double t_end = testing::horizon(0.3, 0.1);
  RunSettings settings;
  settings.coordinates = "planar-xytheta";
  settings.integrator = "ida";
  settings.formulation = "index1";
  settings.adaptive.rtol = 1e-9;
  settings.adaptive.atol = 1e-11;
  settings.t_end = t_end;
  settings.output_every = t_end / 10;
  // Reference: every nodal coordinate of 8 elements (24), IDA at a tight tolerance.
  Model nodal = pendulum();
  FlexibleBeam beam = nodal.flexible_bodies[0].beam;
  beam.reduction = ElasticReduction::nodal;
  beam.mode_count = 0;
  nodal.flexible_bodies[0].beam = beam;
  nodal.flexible_bodies[0].elastic = std::make_shared<const ElasticBody>(make_elastic_body(beam));
  const Recorded reference = record(nodal, settings);
  ASSERT_EQ(reference.result.statistics.status, "ok") << reference.result.statistics.message;
  double previous = 1.0;
  for (const char* modes : {"1", "2", "4"}) {
    const Recorded run = record(pendulum({{"modes", modes}}), settings);
    ASSERT_EQ(run.result.statistics.status, "ok") << run.result.statistics.message;
    const double gap = (run.marker.back() - reference.marker.back()).norm();
    EXPECT_LT(gap, previous) << modes << " modes";
    previous = gap;
  }
  EXPECT_LT(previous, 1e-4);
}

TEST(FlexibleSystem, SliderCrankAgreesAcrossMethods) {
  const Model model = load_builtin_model("flexible_slider_crank", {});
  const double t_end = testing::horizon(0.02, 0.005);
  // The rod's midpoint at t_end by RK4 at 5 µs: the reference.
  const Recorded reference = record(model, rk4(5e-6, t_end, "planar-nacf"));
  ASSERT_EQ(reference.result.statistics.status, "ok") << reference.result.statistics.message;
  struct Pair {
    const char* coordinates;
    const char* integrator;
    const char* formulation;
    double step_or_rtol;
  };
  for (const Pair& pair : {Pair{"planar-xytheta", "rk4", "uke", 2e-5}, Pair{"planar-nacf", "ida", "index1", 1e-8},
                           Pair{"planar-nacf", "ida", "ggl", 1e-8}, Pair{"planar-xytheta", "gen-alpha", "index3", 5e-6},
                           Pair{"planar-nacf", "ali3p-trapezoidal", "ali3p", 5e-6}}) {
    SCOPED_TRACE(std::string(pair.integrator) + " " + pair.formulation + " " + pair.coordinates);
    RunSettings settings;
    settings.coordinates = pair.coordinates;
    settings.integrator = pair.integrator;
    settings.formulation = pair.formulation;
    if (find_integrator(pair.integrator).fixed_step)
      settings.step = pair.step_or_rtol;
    else
      settings.adaptive.rtol = pair.step_or_rtol, settings.adaptive.atol = 1e-3 * pair.step_or_rtol;
    settings.t_end = t_end;
    settings.output_every = t_end;
    const Recorded run = record(model, settings);
    ASSERT_EQ(run.result.statistics.status, "ok") << run.result.statistics.message;
    EXPECT_LT((run.marker.back() - reference.marker.back()).norm(), 2e-6);
  }
}

// AB4 at 0.1 ms is far past its stability limit for the rod's 2e4 rad/s mode: the run blows up in a few
// dozen steps and the first matrix to fail names itself; the message must also say that the run was
// diverging, which is the cause, and keep what was computed before.
TEST(FlexibleSystem, AnExplicitStepPastTheStiffModesSaysTheRunDiverged) {
  const Model model = load_builtin_model("flexible_slider_crank", {});
  for (const char* formulation : {"af", "uke", "nullspace"}) {
    SCOPED_TRACE(formulation);
    RunSettings settings;
    settings.coordinates = "planar-nacf";
    settings.integrator = "ab4";
    settings.formulation = formulation;
    settings.correction = "none";
    settings.step = 1e-4;
    settings.t_end = 0.02;
    const RunResult result = run_simulation(model, settings, {});
    ASSERT_EQ(result.statistics.status, "failed");
    EXPECT_GT(result.statistics.t_reached, 0.0);
    EXPECT_LT(result.statistics.t_reached, 0.01);
    EXPECT_EQ(result.statistics.message.rfind("t = ", 0), 0u) << result.statistics.message;
    EXPECT_NE(result.statistics.message.find("diverg"), std::string::npos) << result.statistics.message;
  }
  // The same step within the limit: no such note.
  RunSettings fine;
  fine.coordinates = "planar-nacf";
  fine.integrator = "rk4";
  fine.formulation = "af";
  fine.step = 2e-5;
  fine.t_end = 0.005;
  const RunResult ok = run_simulation(model, fine, {});
  EXPECT_EQ(ok.statistics.status, "ok") << ok.statistics.message;
}

TEST(FlexibleSystem, RefusesWhatItDoesNotTake) {
  const auto error_of = [](const std::string& text) {
    try {
      const Model model = parse_model_yaml(text, "bad.yaml");
      const MultibodySystem system(model, make_coordinate_type("planar-xytheta"));
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  const std::string head = R"(
name: bad
planar: true
bodies:
  - name: beam
    flexible: {length: 1, elements: 2, youngs_modulus: 7e10, density: 2700, section: )";
  const std::string tail = R"(
joints:
  - {name: hinge, type: revolute, body_i: ground, body_j: beam, location: [0, 0]}
)";
  EXPECT_NE(error_of(head + "{rectangle: [0.01, 0.01]}}\n" + tail).find("accepted"), std::string::npos);
  EXPECT_NE(error_of(head + "0.01}\n" + tail).find("bad.yaml:6: body 'beam': flexible.section must be a map"),
            std::string::npos)
      << error_of(head + "0.01}\n" + tail);
  EXPECT_NE(error_of(head + "{rectangle: [0.01, 0.01]}, reduction: craig_bampton, modes: 1}\n" + tail)
                .find("needs interface_nodes"),
            std::string::npos);
  EXPECT_NE(error_of(head + "{rectangle: [0.01, 0.01]}, reference: free}\n" + tail).find("free–free modes"),
            std::string::npos);
  EXPECT_NE(error_of(head + "{rectangle: [0.01, 0.01]}}\n" + tail +
                     "forces:\n  - {name: push, type: point_force, body: beam, point: [1, 0], force: [0, 1]}\n")
                .find("point force 'push' acts on flexible body 'beam'"),
            std::string::npos);
  EXPECT_NE(error_of(head + "{rectangle: [0.01, 0.01]}}\n" +
                     "joints:\n  - {name: far, type: revolute, body_i: ground, body_j: beam, location: [2, 0]}\n")
                .find("joint 'far' attaches to flexible body 'beam' at x = 2"),
            std::string::npos);
  // Relative coordinates and the methods built on rigid body blocks say why not.
  try {
    const RunResult result = run_simulation(pendulum(), rk4(1e-3, 0.01, "relative"), {});
    ADD_FAILURE() << "relative coordinates ran: " << result.statistics.status;
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("relative coordinates do not describe"), std::string::npos) << e.what();
  }
  try {
    RunSettings settings = rk4(1e-3, 0.01);
    settings.linear_algebra = "sparse";
    const RunResult result = run_simulation(pendulum(), settings, {});
    ADD_FAILURE() << "sparse AF ran: " << result.statistics.status;
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("has flexible bodies"), std::string::npos) << e.what();
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
