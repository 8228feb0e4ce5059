// Physics of the built-in benchmark models (docs/models.md): invariants (energy, closed joints, planar
// motion) and independent solutions integrated here, never numbers copied from the program.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "integrators/arkode.hpp"
#include "corrections/constraint_correction.hpp"
#include "integrators/cvode.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/ida.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "support/adaptive_test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// The samples of one fixed-step run, from the assembled initial state.
struct Samples {
  RunStatistics statistics;
  std::vector<double> t;
  std::vector<Eigen::VectorXd> q, v;
};

SimulationOptions fixed_steps(double t_end, double output_every) {
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = output_every;
  return options;
}

Samples run_fixed_step(const MultibodySystem& system, const std::string& formulation_name,
                       const std::string& integrator_name, const std::string& correction_name, double step,
                       double t_end, double output_every) {
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  auto formulation = make_acceleration_formulation(formulation_name, system);
  auto integrator = testing::make_explicit_integrator(integrator_name, *formulation, step);
  CorrectionOptions correction_options;
  correction_options.tolerance = 1e-11;
  auto correction = make_constraint_correction(correction_name, system, correction_options);
  const SimulationOptions options = fixed_steps(t_end, output_every);
  Samples samples;
  samples.statistics = simulate(system, *integrator, *correction, options, q, v,
                                            [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs,
                                                const Eigen::VectorXd&) {
                                              samples.t.push_back(t);
                                              samples.q.push_back(qs);
                                              samples.v.push_back(vs);
                                            });
  return samples;
}

/// RK4 on y' = f(y) for a small ODE written in a test: the independent solutions below.
template <typename F>
Eigen::VectorXd rk4(F f, Eigen::VectorXd y, double t_end, double step) {
  const int steps = static_cast<int>(std::lround(t_end / step));
  for (int k = 0; k < steps; ++k) {
    const Eigen::VectorXd k1 = f(y), k2 = f(y + 0.5 * step * k1), k3 = f(y + 0.5 * step * k2), k4 = f(y + step * k3);
    y += step / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4);
  }
  return y;
}

// --- Scalable chains -------------------------------------------------------------------------------

TEST(SphericalChain, ConservesEnergyAndStaysClosedIn3D) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("spherical_chain", {{"n", "5"}}), make_coordinate_type(coordinates));
    const Samples s = run_fixed_step(system, "af", "rk4", "direct", 1e-3, 1.0, 0.5);
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    // 5 kg falling about a metre: energies of order 50 J; RK4 at 1 ms keeps E within 1e-7 J.
    EXPECT_LT(s.statistics.energy_drift, 1e-7);
    EXPECT_LT(s.statistics.max_position_violation, 1e-9);
    // The chain really moves, and out of the vertical plane of its first link (the arc makes it 3-D).
    const Eigen::Vector3d tip = system.marker_position(0, s.q.back());
    const Eigen::Vector3d tip0 = system.marker_position(0, s.q.front());
    EXPECT_LT(tip.z(), -1.0);
    EXPECT_GT((tip.head<2>() - tip0.head<2>()).norm(), 0.5);
  }
}

TEST(RevoluteChain, OneLinkIsTheCompoundPendulumOfItsOwnOde) {
  // One rod, L = 1 m, w = 0.05 m, m = 1 kg, pivoted at one end, released horizontal. With phi the
  // angle below +x: I_O phi'' = m g a cos(phi), a = L/2, I_O = m (L^2 + w^2)/12 + m a^2.
  const double L = 1.0, w = 0.05, m = 1.0, g = 9.81, a = L / 2;
  const double pivot_inertia = m * (L * L + w * w) / 12 + m * a * a;
  const auto pendulum = [&](const Eigen::VectorXd& y) {
    Eigen::VectorXd dy(2);
    dy << y[1], m * g * a * std::cos(y[0]) / pivot_inertia;
    return dy;
  };
  const MultibodySystem system(load_builtin_model("revolute_chain", {{"n", "1"}}), make_coordinate_type("nacf"));
  const Samples s = run_fixed_step(system, "af", "rk4", "direct", 1e-3, 1.5, 0.5);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  ASSERT_EQ(s.t.size(), 4u);
  for (std::size_t k = 1; k < s.t.size(); ++k) {
    const Eigen::VectorXd y = rk4(pendulum, Eigen::Vector2d(0, 0), s.t[k], 1e-5);
    const Eigen::Vector3d tip = system.marker_position(0, s.q[k]);
    SCOPED_TRACE("t = " + std::to_string(s.t[k]));
    EXPECT_NEAR(tip.x(), L * std::cos(y[0]), 1e-7);
    EXPECT_NEAR(tip.z(), -L * std::sin(y[0]), 1e-7);
    EXPECT_NEAR(tip.y(), 0.0, 1e-12);
  }
}

TEST(RevoluteChain, ManyLinksStayInTheirPlaneAndConserveEnergy) {
  const MultibodySystem system(load_builtin_model("revolute_chain", {{"n", "4"}}), make_coordinate_type("nacf"));
  const Samples s = run_fixed_step(system, "uke", "rk4", "direct", 1e-3, 0.5, 0.125);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.energy_drift, 1e-6);
  EXPECT_LT(s.statistics.max_position_violation, 1e-9);
  for (const Eigen::VectorXd& q : s.q)
    for (int b = 0; b < system.body_count(); ++b) EXPECT_NEAR(system.body_origin(b, q).y(), 0.0, 1e-10);
  EXPECT_LT(system.marker_position(0, s.q.back()).z(), -0.5);
}

// --- Paper 002, examples 1-3 ------------------------------------------------------------------------

TEST(SpherePendulum, SwingsAsTheCompoundPendulumOfItsOwnOde) {
  // Sphere m = 32 kg, I = 0.13 kg m^2 on a massless rod L = 1 m, from the horizontal, gravity -y.
  // With phi the angle below +x: (I + m L^2) phi'' = m g L cos(phi).
  const double L = 1.0, m = 32.0, I = 0.13, g = 9.81;
  const auto pendulum = [&](const Eigen::VectorXd& y) {
    Eigen::VectorXd dy(2);
    dy << y[1], m * g * L * std::cos(y[0]) / (I + m * L * L);
    return dy;
  };
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("sphere_pendulum"), make_coordinate_type(coordinates));
    const Samples s = run_fixed_step(system, "af", "rk4", "direct", 1e-3, 1.5, 0.5);
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    EXPECT_LT(s.statistics.energy_drift, 1e-7);  // energies of order m g L = 314 J
    for (std::size_t k = 1; k < s.t.size(); ++k) {
      const Eigen::VectorXd y = rk4(pendulum, Eigen::Vector2d(0, 0), s.t[k], 1e-5);
      const Eigen::Vector3d center = system.marker_position(0, s.q[k]);
      EXPECT_NEAR(center.x(), L * std::cos(y[0]), 1e-7);
      EXPECT_NEAR(center.y(), -L * std::sin(y[0]), 1e-7);
      EXPECT_NEAR(center.z(), 0.0, 1e-12);
    }
  }
}

TEST(Bricard, HasOneDegreeOfFreedomDespiteGrueblersZero) {
  const MultibodySystem system(load_builtin_model("bricard"), make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  // Counting equations: 60 coordinates, 60 constraint rows (30 intrinsic, 30 of six revolutes) -> 0.
  EXPECT_EQ(system.coordinate_count() - system.constraint_count(), 0);
  EXPECT_EQ(degrees_of_freedom(system, 0.0, q), 1);
}

TEST(Bricard, RedundantLoopMovesWithUkeConservingEnergyAndStaysClosed) {
  const MultibodySystem system(load_builtin_model("bricard"), make_coordinate_type("nacf"));
  const Samples s = run_fixed_step(system, "uke", "ab4", "direct", 1e-3, 1.0, 0.5);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.energy_drift, 1e-6);  // energies of order 30 J
  EXPECT_LT(s.statistics.max_position_violation, 1e-9);
  // J1's axis is y: P2 swings in the x-z plane, and it does swing.
  const Eigen::Vector3d p2 = system.marker_position(0, s.q.back());
  EXPECT_NEAR(p2.y(), 0.0, 1e-9);
  EXPECT_NEAR(p2.head<1>().norm() * p2.head<1>().norm() + p2.z() * p2.z(), 1.0, 1e-9);
  EXPECT_LT(p2.x(), 0.9);
}

TEST(Bricard, AugmentedFormulationStopsOnTheRedundantConstraints) {
  // Documented behaviour (docs/models.md): the saddle-point matrix of AF is singular for redundant
  // constraints, and the run says so instead of producing garbage.
  const MultibodySystem system(load_builtin_model("bricard"), make_coordinate_type("nacf"));
  const Samples s = run_fixed_step(system, "af", "rk4", "direct", 1e-3, 0.01, 0.01);
  EXPECT_EQ(s.statistics.status, "failed");
  EXPECT_NE(s.statistics.message.find("redundant"), std::string::npos) << s.statistics.message;
}

/// Angle of crank k's tip about its pivot (k, 0), from +x, in the x-y plane.
double crank_angle(const MultibodySystem& system, int crank, const Eigen::VectorXd& q) {
  const Eigen::Vector3d tip = system.point_position(crank, Eigen::Vector3d(0, 0.5, 0), q);
  return std::atan2(tip.y(), tip.x() - crank);
}

/// The first crank's angle, unwrapped, falls monotonically from 90 degrees through 0 (all links on the
/// ground line) and on past -90: the mechanism turned through the singular position without locking or
/// reversing. The other cranks stay parallel to it (no jump to the anti-parallelogram branch).
void expect_cranks_turn_on_the_parallelogram_branch(const MultibodySystem& system,
                                                    const std::vector<Eigen::VectorXd>& states) {
  double previous = crank_angle(system, 0, states.front()), unwrapped = previous;
  for (const Eigen::VectorXd& q : states) {
    const double angle = crank_angle(system, 0, q);
    double step = angle - previous;
    if (step > M_PI) step -= 2 * M_PI;
    if (step < -M_PI) step += 2 * M_PI;
    EXPECT_LE(step, 0.0);
    unwrapped += step;
    previous = angle;
    for (int crank = 1; crank <= 2; ++crank) {
      double difference = crank_angle(system, crank, q) - angle;
      difference = std::remainder(difference, 2 * M_PI);
      EXPECT_NEAR(difference, 0.0, 1e-8);
    }
  }
  EXPECT_LT(unwrapped, -M_PI / 2);  // past pointing straight down
}

TEST(FourBar, CranksKeepTurningThroughTheSingularPositionOnTheParallelogramBranch) {
  const Model model = load_builtin_model("four_bar");  // n = 2: the double four-bar
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  const Samples s = run_fixed_step(system, "uke", "ab4", "direct", 1e-3, 1.0, 0.01);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.energy_drift, 1e-6);  // energies of order 30 J
  EXPECT_LT(s.statistics.max_position_violation, 1e-9);
  expect_cranks_turn_on_the_parallelogram_branch(system, s.q);
}

// ALI3-P through the same singular position. Its multiplier iteration contracts by about
// 1/(1 + Δt²/4·α·s) with s → 0 there, so with the default penalty alone Newton stalled above its 1e-10
// tolerance at t ≈ 0.70 s; steps where it stalls raise their own penalty (integrators/ali3p_trapezoidal.cpp).
// The run must cross on the parallelogram branch with the joints closed, and only steps near the
// singular position may need the raise.
TEST(FourBar, Ali3pCrossesTheSingularPositionOnTheParallelogramBranch) {
  const MultibodySystem system(load_builtin_model("four_bar"), make_coordinate_type("nacf"));
  auto integrator = testing::make_index3_integrator("ali3p-trapezoidal", system, {}, 1e-3);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  std::vector<Eigen::VectorXd> states;
  std::vector<long> raises, extrapolations;
  const RunStatistics statistics = simulate(
      system, *integrator, fixed_steps(1.0, 0.01), q, v,
      [&](double, const Eigen::VectorXd& qs, const Eigen::VectorXd&, const Eigen::VectorXd&) {
        states.push_back(qs);
        raises.push_back(integrator->index3_statistics().penalty_raises);
        extrapolations.push_back(integrator->index3_statistics().extrapolations);
      });
  ASSERT_EQ(statistics.status, "ok") << statistics.message;
  EXPECT_LT(statistics.max_position_violation, 1e-8);
  expect_cranks_turn_on_the_parallelogram_branch(system, states);
  EXPECT_GT(raises.back(), 0);
  EXPECT_EQ(raises[60], 0) << "raised already before t = 0.6 s";  // the links meet the ground line at 0.714 s
  // The stalled folding mode is extrapolated there (StalledModeExtrapolation), and only there.
  EXPECT_GT(extrapolations.back(), 0);
  EXPECT_EQ(extrapolations[60], 0) << "extrapolated already before t = 0.6 s";
}

// A correction's Newton iteration at the double four-bar's singular position (t ≈ 0.714 s): ARKode ERK
// at rtol 1e-8 with the null-space formulation corrects after each of its steps and lands close to that
// position, where every dependent block (RGCP) and C_q C_qᵀ (direct) is nearly singular. Runs to
// `t_end`, sampling every `output_every`; returns the last crank angle and the worst position violation.
struct SingularCrossing {
  double last_t = 0.0, last_angle = 0.0, worst_position = 0.0;
};
SingularCrossing cross_the_singular_position(const std::string& correction_name, double t_end,
                                             double output_every) {
  const MultibodySystem system(load_builtin_model("four_bar"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("nullspace", system);
  auto correction = make_constraint_correction(correction_name, system, {});
  AdaptiveOptions options;
  options.rtol = options.atol = 1e-8;
  ArkodeIntegrator integrator(*formulation, true, ArkodeIntegrator::Method::erk, options);
  ViolationMonitor monitor(system);
  SingularCrossing crossing;
  EXPECT_NO_THROW(testing::integrate_to_outputs(system, integrator, *correction, t_end, output_every,
                                                [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
                                                  double position = 0.0, velocity = 0.0;
                                                  monitor.measure(t, q, v, position, velocity);
                                                  crossing.worst_position = std::max(crossing.worst_position, position);
                                                  crossing.last_angle = crank_angle(system, 0, q);
                                                  crossing.last_t = t;
                                                }))
      << correction_name;
  return crossing;
}

// RGCP: round-off in kept rows already satisfied to 4e-16 came back as steps above the 1e-9 tolerance,
// and the correction failed after 20 iterations. It must now converge there and the run go on with the
// joints closed. What the motion does next is the method's, not the correction's Newton iteration: the
// velocity correction solves for the dependent velocities through that nearly singular block, and the
// first two cranks stop on the ground line while the third swings on (results/four_bar/outcomes.md
// counts such runs as "goes on along another motion").
TEST(FourBar, RgcpCorrectionConvergesAtTheSingularPosition) {
  const SingularCrossing crossing = cross_the_singular_position("rgcp", 0.75, 0.01);
  EXPECT_NEAR(crossing.last_t, 0.75, 1e-12);  // past the singular position
  EXPECT_LT(crossing.worst_position, 1e-9);
  EXPECT_LT(crossing.last_angle, 0.02);  // it reached the ground line (from 90 degrees at the start)
}

// The direct (minimum-norm) correction had the same flaw: it stopped on the update size alone and
// failed with a residual of 4e-16.
TEST(FourBar, DirectCorrectionConvergesAtTheSingularPosition) {
  const SingularCrossing crossing = cross_the_singular_position("direct", 0.716, 0.002);
  EXPECT_NEAR(crossing.last_t, 0.716, 1e-12);  // past the singular position (t = 0.7144 s)
  EXPECT_LT(crossing.worst_position, 1e-9);
}

// --- Paper 002, example 4: the flyball governor -------------------------------------------------------

/// Angular momentum about the ground z axis, Σ m (r_G × v_G)_z + (A I Aᵀ ω)_z: gravity is vertical and
/// the shaft's bearing is a revolute about z, so nothing exerts a moment about that axis.
double angular_momentum_z(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  double momentum = 0.0;
  for (int b = 0; b < system.body_count(); ++b) {
    const RigidBodyInertia& inertia = system.model().bodies[b].inertia;
    const Eigen::Vector3d r = system.point_position(b, inertia.center_of_mass, q);
    const Eigen::Vector3d rate = system.point_velocity(b, inertia.center_of_mass, q, v);
    const Eigen::Matrix3d A = system.body_rotation(b, q);
    const Eigen::Vector3d spin = A * inertia.inertia_about_com * A.transpose() * system.body_angular_velocity(b, q, v);
    momentum += inertia.mass * r.cross(rate).z() + spin.z();
  }
  return momentum;
}

/// Power dissipated by the model's dampers, Σ c (dl/dt)².
double damper_power(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  double power = 0.0;
  for (const SpringDamper& s : system.model().spring_dampers) {
    const Eigen::Vector3d d =
        system.point_position(s.body_i, s.point_i, q) - system.point_position(s.body_j, s.point_j, q);
    const double rate = d.normalized().dot(system.point_velocity(s.body_i, s.point_i, q, v) -
                                           system.point_velocity(s.body_j, s.point_j, q, v));
    power += s.damping * rate * rate;
  }
  return power;
}

/// max over the samples of |E(t) + ∫₀ᵗ Σ c l̇² dt − E(0)| (trapezoidal rule over the samples), and the
/// work dissipated by the end.
std::pair<double, double> energy_balance_error(const MultibodySystem& system, const std::vector<double>& t,
                                               const std::vector<Eigen::VectorXd>& q,
                                               const std::vector<Eigen::VectorXd>& v) {
  const double e0 = system.mechanical_energy(q[0], v[0]);
  double dissipated = 0.0, worst = 0.0;
  for (std::size_t k = 1; k < t.size(); ++k) {
    dissipated += 0.5 * (t[k] - t[k - 1]) * (damper_power(system, q[k - 1], v[k - 1]) + damper_power(system, q[k], v[k]));
    worst = std::max(worst, std::abs(system.mechanical_energy(q[k], v[k]) + dissipated - e0));
  }
  return {worst, dissipated};
}

TEST(FlyballGovernor, DampersDissipateExactlyTheLostEnergyAndAngularMomentumIsKept) {
  // Released with the arms at 35 degrees, so that the springs start compressed by 4 cm (600 J each)
  // and the dampers have work to do.
  const MultibodySystem system(load_builtin_model("flyball_governor", {{"beta_deg", "35"}}), make_coordinate_type("nacf"));
  const double step = 1e-5;
  const Samples s = run_fixed_step(system, "af", "rk4", "direct", step, 0.03, step);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.max_position_violation, 1e-9);
  // Dissipative invariant: E never rises, and E(t) + ∫ c l̇² dt = E(0).
  for (std::size_t k = 1; k < s.t.size(); ++k)
    ASSERT_LE(system.mechanical_energy(s.q[k], s.v[k]), system.mechanical_energy(s.q[k - 1], s.v[k - 1]) + 1e-9)
        << "t = " << s.t[k];
  const auto [balance, dissipated] = energy_balance_error(system, s.t, s.q, s.v);
  EXPECT_GT(dissipated, 500.0);  // the dampers do work (J) ...
  // ... and exactly the energy lost: 4e-6 of it is the trapezoidal rule's error on the power.
  EXPECT_LT(balance, 1e-5 * dissipated);
  const double l0 = angular_momentum_z(system, s.q.front(), s.v.front());
  EXPECT_GT(l0, 1.0);
  for (std::size_t k = 0; k < s.t.size(); k += 100)
    EXPECT_NEAR(angular_momentum_z(system, s.q[k], s.v[k]), l0, 1e-9 * l0);
  // The compressed springs push the sleeve down the shaft.
  EXPECT_LT(system.marker_position(2, s.q.back()).z(), 0.49);
}

// --- Paper 001's closed-loop vehicle ----------------------------------------------------------------

// Nothing pushes the vehicle sideways or along the floor (the floor contacts are frictionless and
// vertical, gravity too): Σ m v_G keeps its x and y components. Its centre of mass off the middle sets
// the chassis pitching and rolling on the springs, whose dampers take exactly the energy it loses.
// Ten degrees of freedom: the chassis' six, per corner the suspension's travel and the wheel's spin,
// less the four floor contacts.
TEST(Vehicle, CoastsWithItsHorizontalMomentumAndLosesOnlyWhatItsDampersTake) {
  const MultibodySystem system(load_builtin_model("vehicle"), make_coordinate_type("nacf"));
  Eigen::VectorXd q0, v0;
  system.initial_state(q0, v0);
  EXPECT_EQ(degrees_of_freedom(system, 0.0, q0), 10);
  // Every step sampled, for the dampers' power (integrated by the trapezoidal rule: at 0.5 ms its error
  // on the 1.5 Hz motion is some 1e-6 of the work).
  const double step = 5e-4;
  const Samples s = run_fixed_step(system, "af", "rk4", "none", step, mbdae::testing::horizon(0.5, 0.1), step);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.max_position_violation, 1e-9);
  auto momentum = [&](const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
    Eigen::Vector3d p = Eigen::Vector3d::Zero();
    for (int b = 0; b < system.body_count(); ++b) {
      const RigidBodyInertia& inertia = system.model().bodies[b].inertia;
      p += inertia.mass * system.point_velocity(b, inertia.center_of_mass, q, v);
    }
    return p;
  };
  const Eigen::Vector3d p0 = momentum(s.q.front(), s.v.front());
  EXPECT_NEAR(p0.x(), 10.0 * 756.0, 1e-6);  // 600 kg of chassis and 4 x 39 kg of corner at 10 m/s
  for (std::size_t k = 0; k < s.t.size(); k += 50) {
    const Eigen::Vector3d p = momentum(s.q[k], s.v[k]);
    EXPECT_NEAR(p.x(), p0.x(), 1e-9 * p0.x()) << "t = " << s.t[k];
    EXPECT_NEAR(p.y(), p0.y(), 1e-9 * p0.x()) << "t = " << s.t[k];
  }
  const auto [balance, dissipated] = energy_balance_error(system, s.t, s.q, s.v);
  EXPECT_GT(dissipated, mbdae::testing::horizon(10.0, 2.0));  // J (14.7 J over 0.5 s, 4.9 J over 0.1 s)
  EXPECT_LT(balance, 1e-5 * dissipated);
  // The chassis has pitched (nose up: the centre of mass is behind the middle) and rolled to the left.
  const Eigen::Matrix3d A = system.body_rotation(0, s.q.back());
  const double roll = std::atan2(A(2, 1), A(2, 2)), pitch = -std::asin(A(2, 0));
  EXPECT_GT(std::abs(roll), 1e-3) << roll;
  EXPECT_GT(std::abs(pitch), 1e-3) << pitch;
}

TEST(FlyballGovernor, IsStiffExplicitRk4NeedsTinyStepsWhileBdfTakesLargeOnes) {
  const MultibodySystem system(load_builtin_model("flyball_governor"), make_coordinate_type("nacf"));
  // RK4's stability limit is about 2.8 / |λ| with |λ| ~ c / m of the fast damped modes: at 1 ms it
  // blows up within a few steps.
  // Every formulation and correction reports the failure (the diverging state once drove RGCP to a
  // new partition of lower rank and past the end of its buffers).
  for (const char* formulation : {"af", "uke", "nullspace"})
    for (const char* correction : {"rgcp", "direct", "none"}) {
      SCOPED_TRACE(std::string(formulation) + " " + correction);
      const Samples explicit_run = run_fixed_step(system, formulation, "rk4", correction, 1e-3, 0.05, 1e-3);
      EXPECT_EQ(explicit_run.statistics.status, "failed");
      EXPECT_LT(explicit_run.statistics.t_reached, 0.01) << explicit_run.statistics.message;
    }
  // BDF (CVODE with Newton) crosses the fast transient of a release with the arms at 35 degrees (the
  // springs compressed by 4 cm) and then follows the slow motion with steps far above 1e-5 s, losing
  // energy only to the dampers.
  const MultibodySystem released(load_builtin_model("flyball_governor", {{"beta_deg", "35"}}), make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  released.initial_state(q, v);
  assemble(released, 0.0, q, v);
  auto formulation = make_acceleration_formulation("af", released);
  AdaptiveOptions options;
  options.rtol = 1e-8;
  options.atol = 1e-10;
  CvodeIntegrator integrator(*formulation, CvodeIntegrator::Method::bdf, options);
  SimulationOptions run;
  run.t_end = 0.05;
  run.output_every = 1e-4;
  std::vector<double> t;
  std::vector<Eigen::VectorXd> qs, vs;
  const RunStatistics stats = simulate(released, integrator, run, q, v,
                                                 [&](double time, const Eigen::VectorXd& qk, const Eigen::VectorXd& vk,
                                                     const Eigen::VectorXd&) {
                                                   t.push_back(time);
                                                   qs.push_back(qk);
                                                   vs.push_back(vk);
                                                 });
  ASSERT_EQ(stats.status, "ok") << stats.message;
  EXPECT_LT(stats.steps, 1000);  // RK4 needs 5000 at its stable 1e-5 s
  const auto [balance, dissipated] = energy_balance_error(released, t, qs, vs);
  EXPECT_GT(dissipated, 500.0);
  // 2e-4 of it: the trapezoidal rule on the power sampled every 1e-4 s through the fast transient.
  EXPECT_LT(balance, 1e-3 * dissipated);
}

// --- Paper 001, Fig. 1: the six-body open chain ---------------------------------------------------

TEST(SixBodyChain, ConservesEnergyStaysClosedAndMovesIn3D) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("six_body_chain"), make_coordinate_type(coordinates));
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    // Six revolutes: 6 degrees of freedom.
    EXPECT_EQ(degrees_of_freedom(system, 0.0, q), 6);
    const Samples s = run_fixed_step(system, "af", "rk4", "direct", 1e-3, 1.0, 0.25);
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    EXPECT_LT(s.statistics.energy_drift, 1e-6);  // energies of order 6 kg * 9.81 * 2 m ~ 100 J
    EXPECT_LT(s.statistics.max_position_violation, 1e-9);
    // The chain falls, and its tip leaves the vertical plane through the first link (which the
    // first pitch joint keeps in the x-z plane): the yaw joints bend.
    const Eigen::Vector3d tip = system.marker_position(0, s.q.back());
    EXPECT_LT(tip.z(), -1.0);
    for (const Eigen::VectorXd& qk : s.q) EXPECT_NEAR(system.body_origin(0, qk).y(), 0.0, 1e-9);
    const Eigen::Vector3d tip0 = system.marker_position(0, s.q.front());
    EXPECT_GT((tip.head<2>() - tip0.head<2>()).norm(), 0.3);
  }
}

// --- Paper 002, example 5: a ball rolling on a turntable ------------------------------------------

/// The classical motion of a solid ball (I = 2/5 m R²) rolling without slipping on a table turning at
/// Ω about z: m v̇ = F, I ω̇ = −R n × F and v + ω × (−R n) = Ω z × x give v̇ = (2/7) Ω z × v, so the
/// centre runs on a circle at angular velocity w = (2/7) Ω about r0 + (z × v0) / w.
struct TurntableCircle {
  Eigen::Vector2d centre;
  double radius, rate;
  TurntableCircle(double omega, const Eigen::Vector2d& r0, const Eigen::Vector2d& v0)
      : centre(r0 + Eigen::Vector2d(-v0.y(), v0.x()) / (2.0 / 7.0 * omega)),
        radius((r0 - centre).norm()),
        rate(2.0 / 7.0 * omega) {}
  /// Angle of the centre about the circle's centre, unwrapped from a start angle.
  double angle(const Eigen::Vector3d& position) const {
    return std::atan2(position.y() - centre.y(), position.x() - centre.x());
  }
};

/// Checks the ball's centre against the circle at every sample: on the circle, at the height R, at the
/// angle swept by w t; and the table turned by Ω t.
void expect_rolling_on_the_circle(const MultibodySystem& system, const TurntableCircle& circle, const Samples& s,
                                  double omega, double tolerance) {
  const double start = circle.angle(system.marker_position(0, s.q.front()));
  for (std::size_t k = 0; k < s.t.size(); ++k) {
    SCOPED_TRACE("t = " + std::to_string(s.t[k]));
    const Eigen::Vector3d centre = system.marker_position(0, s.q[k]);
    EXPECT_NEAR((centre.head<2>() - circle.centre).norm(), circle.radius, tolerance);
    EXPECT_NEAR(centre.z(), 0.025, tolerance);
    EXPECT_NEAR(std::remainder(circle.angle(centre) - start - circle.rate * s.t[k], 2 * M_PI), 0.0,
                tolerance / circle.radius);
    const Eigen::Matrix3d table = system.body_rotation(0, s.q[k]);
    EXPECT_NEAR(std::remainder(std::atan2(table(1, 0), table(0, 0)) - omega * s.t[k], 2 * M_PI), 0.0, tolerance);
  }
}

TEST(Turntable, BallFromTheCentreRollsOnTheTwoSeventhsCircleWithEveryAccelerationFormulation) {
  // The paper's case: from the table's centre with v0 = (0.5, -0.5, 0) m/s; the circle has radius
  // 0.5 sqrt(2) / (4 pi / 7) = 0.394 m and a period of 3.5 s.
  const double omega = 2 * M_PI;
  const TurntableCircle circle(omega, Eigen::Vector2d(0, 0), Eigen::Vector2d(0.5, -0.5));
  // The ball spins ever faster as it leaves the centre (|ω| = |Ω z × x − v| / R, 100 rad/s at 0.4 m),
  // so RK4 needs 0.25 ms to hold the circle to 1e-9 over 0.5 s (it converges at fourth order: 5e-6,
  // 3e-7, 1e-8 at t = 1 s for 1, 0.5, 0.25 ms).
  const std::pair<const char*, const char*> cases[] = {
      {"nacf", "af"}, {"rpcf-ep", "af"}, {"nacf", "uke"}, {"nacf", "nullspace"}};
  for (const auto& [coordinates, formulation] : cases) {
      SCOPED_TRACE(std::string(coordinates) + " " + formulation);
      const MultibodySystem system(load_builtin_model("turntable"), make_coordinate_type(coordinates));
      const Samples s =
          run_fixed_step(system, formulation, "rk4", "direct", 2.5e-4, mbdae::testing::horizon(0.5, 0.2), 0.05);
      ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
      EXPECT_LT(s.statistics.max_position_violation, 1e-9);
      EXPECT_LT(s.statistics.max_velocity_violation, 1e-9);  // the rolling rows included
      expect_rolling_on_the_circle(system, circle, s, omega, 1e-8);
    }
}

TEST(Turntable, BallReleasedAtRestRelativeToTheTableCirclesAtTwoSeventhsOfItsRate) {
  // At r0 = (0.2, 0) moving with the table (v0 = Ω z × r0, spinning at Ω): the circle is centred at
  // -5/2 r0 with radius 7/2 |r0|, not about the table's axis; RK4 with coordinate partitioning, whose
  // position correction keeps A Δq = 0 on the rolling rows.
  const double omega = 2 * M_PI;
  const MultibodySystem system(
      load_builtin_model("turntable", {{"x0", "0.2"}, {"vx", "0"}, {"vy", "1.2566370614359172"}, {"spin", "6.283185307179586"}}),
      make_coordinate_type("nacf"));
  const TurntableCircle circle(omega, Eigen::Vector2d(0.2, 0), Eigen::Vector2d(0, 0.2 * omega));
  EXPECT_NEAR(circle.radius, 0.7, 1e-12);
  EXPECT_NEAR(circle.centre.x(), -0.5, 1e-12);
  const Samples s = run_fixed_step(system, "af", "rk4", "rgcp", 1.25e-4, 0.5, 0.05);
  ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
  EXPECT_LT(s.statistics.max_velocity_violation, 1e-9);
  expect_rolling_on_the_circle(system, circle, s, omega, 1e-8);
  // Relative to the table the ball does move: it is not carried along at Ω.
  const Eigen::Vector3d end = system.marker_position(0, s.q.back());
  EXPECT_GT((end.head<2>() - Eigen::Vector2d(0.2 * std::cos(0.5 * omega), 0.2 * std::sin(0.5 * omega))).norm(), 0.1);
}

TEST(Turntable, IdaOnTheIndex1AndGglResidualsRollsOnTheSameCircle) {
  const double omega = 2 * M_PI;
  const TurntableCircle circle(omega, Eigen::Vector2d(0, 0), Eigen::Vector2d(0.5, -0.5));
  const MultibodySystem system(load_builtin_model("turntable"), make_coordinate_type("nacf"));
  for (const std::string form : {"index1", "ggl"}) {
    SCOPED_TRACE(form);
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    auto initial = make_acceleration_formulation("af", system);
    AdaptiveOptions options;
    options.rtol = 1e-10;
    options.atol = 1e-12;
    auto ida_residual = make_dae_residual(form, system);
    IdaIntegrator ida(*ida_residual, *initial, options);
    SimulationOptions run;
    run.t_end = mbdae::testing::horizon(0.5, 0.2);  // IDA at rtol 1e-10 takes 20 s a form under the sanitizers
    run.output_every = 0.1;
    Samples s;
    s.statistics = simulate(system, ida, run, q, v,
                                      [&](double t, const Eigen::VectorXd& qk, const Eigen::VectorXd& vk,
                                          const Eigen::VectorXd&) {
                                        s.t.push_back(t);
                                        s.q.push_back(qk);
                                        s.v.push_back(vk);
                                      });
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    ASSERT_EQ(s.t.size(), mbdae::testing::horizon(6u, 3u));
    // GGL holds C_q v + C_t = 0 as an algebraic equation, to IDA's Newton tolerance: at rtol 1e-10 and
    // speeds near 4 m/s, a few 1e-10 per row. Its largest value over the run moves between 2e-10 and
    // 3e-9 with the round-off of the initial accelerations (two Cholesky factorizations of the same
    // Schur complement, both within 1e-14 of the saddle-point solution, gave those two ends); the
    // index-1 residual, which does not hold it, drifts to 4e-7.
    if (form == "ggl") {
      EXPECT_LT(s.statistics.max_velocity_violation, 1e-8);
    }
    expect_rolling_on_the_circle(system, circle, s, omega, 1e-6);
  }
}

}  // namespace
}  // namespace mbdae
