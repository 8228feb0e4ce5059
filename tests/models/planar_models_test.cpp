// Physics of the planar built-in models (paper 003, docs/models.md): the pendulum's exact period,
// energy conservation, agreement of planar NACF with (x, y, θ), and Andrews' squeezing mechanism
// against the test set's relative-angle equations, integrated here independently of the library.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "corrections/constraint_correction.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "support/andrews_relative_angles.hpp"
#include "system/assembly.hpp"
#include "support/sanitized.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const char* const kPlanarTypes[] = {"planar-nacf", "planar-xytheta"};

struct Samples {
  RunStatistics statistics;
  std::vector<double> t;
  std::vector<Eigen::VectorXd> q, v;
};

/// Paper 003's method by default: UKE accelerations, direct correction, here with RK4 steps.
Samples run(const MultibodySystem& system, double step, double t_end, double output_every,
            const std::string& formulation_name = "uke", const std::string& integrator_name = "rk4",
            const std::string& correction_name = "direct") {
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  auto formulation = make_acceleration_formulation(formulation_name, system);
  auto integrator = testing::make_explicit_integrator(integrator_name, *formulation, step);
  CorrectionOptions correction_options;
  correction_options.tolerance = 1e-12;
  auto correction = make_constraint_correction(correction_name, system, correction_options);
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = output_every;
  Samples s;
  s.statistics = simulate(system, *integrator, *correction, options, q, v,
                                      [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs,
                                          const Eigen::VectorXd&) {
                                        s.t.push_back(t);
                                        s.q.push_back(qs);
                                        s.v.push_back(vs);
                                      });
  return s;
}

/// A body's rotation angle about z, continued across ±π from sample to sample.
std::vector<double> unwrapped_angles(const MultibodySystem& system, int body, const std::vector<Eigen::VectorXd>& q) {
  std::vector<double> angles;
  for (const Eigen::VectorXd& qs : q) {
    const Eigen::Matrix3d A = system.body_rotation(body, qs);
    double angle = std::atan2(A(1, 0), A(0, 0));
    if (!angles.empty()) angle += 2 * std::numbers::pi * std::round((angles.back() - angle) / (2 * std::numbers::pi));
    angles.push_back(angle);
  }
  return angles;
}

// --- Simple pendulum ----------------------------------------------------------------------------

// Released from rest at φ0 = 90° from the vertical, the point mass swings to the other side in half a
// period and back in a full one; the exact period of the nonlinear pendulum is
// T = 4 K(k) / √(g/L), k = sin(φ0/2), K the complete elliptic integral of the first kind (std::comp_ellint_1
// takes the modulus k). The link's angular velocity ω = (r × v)_z / |r|² changes sign at the turning
// points, T/2 and T (simple zeros, unlike the bob's horizontal velocity, which vanishes cubically
// there); both crossings are located by linear interpolation between 1 ms samples.
TEST(SimplePendulum, PeriodIsTheExactLargeAmplitudePeriod) {
  const double g = 9.81, L = 1.0, phi0 = std::numbers::pi / 2;
  const double exact = 4.0 * std::comp_ellint_1(std::sin(phi0 / 2)) / std::sqrt(g / L);
  ASSERT_NEAR(exact, 2.3678, 1e-4);  // the textbook value for 90°, against a wrong K argument
  for (const char* coordinates : kPlanarTypes) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("simple_pendulum"), make_coordinate_type(coordinates));
    const Samples s = run(system, 1e-3, 2.5, 1e-3);
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    std::vector<double> crossings;
    for (std::size_t k = 1; k < s.t.size(); ++k) {
      const auto link_rate = [&](std::size_t i) {
        const Eigen::Vector3d r = system.marker_position(0, s.q[i]), v = system.marker_velocity(0, s.q[i], s.v[i]);
        return r.cross(v).z() / r.squaredNorm();
      };
      const double a = link_rate(k - 1), b = link_rate(k);
      if (k > 1 && a * b < 0.0) crossings.push_back(s.t[k - 1] + (s.t[k] - s.t[k - 1]) * a / (a - b));
    }
    ASSERT_EQ(crossings.size(), 2u);
    EXPECT_NEAR(crossings[0], exact / 2, 2e-6);
    EXPECT_NEAR(crossings[1], exact, 2e-6);
    // At T/2 the bob is at rest at (−L, 0): the far end of the swing.
    EXPECT_NEAR(system.marker_position(0, s.q[std::lround(exact / 2 / 1e-3)]).x(), -L, 1e-5);
  }
}

// Coordinate partitioning on the (x, y, θ) pendulum: one distance row, so the dependent block is
// 1 × 1. Released horizontal, the partition takes y as dependent (∂C/∂y = 0 there); at the bottom of
// the swing ∂C/∂y = 2L and ∂C/∂x = 0, and on the far side it is the other way round, so a partition
// that keeps its coordinate corrects along a direction nearly tangent to the constraint and pumps
// energy in. The partition must be chosen anew as the swing goes on; then RGCP conserves the energy
// as well as direct correction (normal to the constraint) does with the same AF + AB4 steps.
TEST(SimplePendulum, CoordinatePartitioningFollowsTheSwing) {
  for (const char* coordinates : kPlanarTypes) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("simple_pendulum"), make_coordinate_type(coordinates));
    const Samples rgcp = run(system, 1e-3, 2.4, 0.1, "af", "ab4", "rgcp");
    const Samples direct = run(system, 1e-3, 2.4, 0.1, "af", "ab4", "direct");
    ASSERT_EQ(rgcp.statistics.status, "ok") << rgcp.statistics.message;
    ASSERT_EQ(direct.statistics.status, "ok") << direct.statistics.message;
    EXPECT_GE(rgcp.statistics.repartitions, 3) << "at least: released, past the bottom, at the far turn";
    EXPECT_LT(rgcp.statistics.energy_drift, 1e-6);
    EXPECT_LT(rgcp.statistics.energy_drift, 10 * direct.statistics.energy_drift + 1e-9);
    EXPECT_LT(rgcp.statistics.max_position_violation, 1e-9);
    const Eigen::Vector3d a = system.marker_position(0, rgcp.q.back()), b = system.marker_position(0, direct.q.back());
    EXPECT_LT((a - b).norm(), 1e-6);
  }
}

// --- Conservative models: energy, and the two planar coordinate types agree ----------------------

struct ConservativeCase {
  const char* model;
  double t_end;
};

class PlanarConservativeModel : public ::testing::TestWithParam<ConservativeCase> {};

// RK4 with 1 ms steps conserves the mechanical energy of these mechanisms (a few joules) to far
// below 1e-7 J; direct correction keeps the constraints at round-off.
TEST_P(PlanarConservativeModel, ConservesEnergyInBothCoordinateTypes) {
  for (const char* coordinates : kPlanarTypes) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model(GetParam().model), make_coordinate_type(coordinates));
    const Samples s = run(system, 1e-3, GetParam().t_end, 0.1);
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    EXPECT_LT(s.statistics.energy_drift, 1e-7);
    EXPECT_LT(s.statistics.max_position_violation, 1e-10);
    EXPECT_LT(s.statistics.max_velocity_violation, 1e-9);
    // It moves: the first marker travels more than 1 cm.
    EXPECT_GT((system.marker_position(0, s.q.back()) - system.marker_position(0, s.q.front())).norm(), 0.01);
  }
}

// Planar NACF (6 coordinates per body) and (x, y, θ) (3 per body) describe the same motion: with the
// same integrator (RK4, 0.25 ms: its error at 1 ms reaches 3e-7 m on the four-bar) and correction, one
// with UKE and the other with AF, their markers agree to the integration error.
TEST_P(PlanarConservativeModel, PlanarNacfAndXyThetaGiveTheSameMotion) {
  const Model model = load_builtin_model(GetParam().model);
  const MultibodySystem nacf(model, make_coordinate_type("planar-nacf"));
  const MultibodySystem xytheta(model, make_coordinate_type("planar-xytheta"));
  const double t_end = testing::horizon(GetParam().t_end, 0.5);
  const Samples a = run(nacf, 2.5e-4, t_end, 0.1);
  const Samples b = run(xytheta, 2.5e-4, t_end, 0.1, "af");
  ASSERT_EQ(a.statistics.status, "ok") << a.statistics.message;
  ASSERT_EQ(b.statistics.status, "ok") << b.statistics.message;
  ASSERT_EQ(a.t.size(), b.t.size());
  double largest = 0.0;
  for (std::size_t k = 0; k < a.t.size(); ++k)
    for (int m = 0; m < static_cast<int>(model.markers.size()); ++m)
      largest = std::max(largest, (nacf.marker_position(m, a.q[k]) - xytheta.marker_position(m, b.q[k])).norm());
  EXPECT_LT(largest, 1e-8);
}

// AF + AB4 + coordinate partitioning converges at AB4's fourth order in both coordinate types,
// against RK4 with direct correction at an eighth of the coarse step. The partition is chosen anew
// several times on these swings (a partition kept too long would show as lost order). With planar
// NACF the error is 10-300 times that of the same steps with direct correction: the oblique
// correction keeps the independent coordinate's error, and when that coordinate is a component of
// a unit vector u or v, the length error of the integrated vectors, which direct correction
// removes, becomes an error in the motion (docs/methods.md). With (x, y, θ) the two corrections agree.
TEST_P(PlanarConservativeModel, CoordinatePartitioningConvergesAtFourthOrderInBothTypes) {
  const Model model = load_builtin_model(GetParam().model);
  for (const char* coordinates : kPlanarTypes) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    const double t_end = testing::horizon(1.0, 0.5);
    const Samples reference = run(system, 1.25e-4, t_end, 0.1);
    auto error = [&](double step) {
      const Samples rgcp = run(system, step, t_end, 0.1, "af", "ab4", "rgcp");
      EXPECT_EQ(rgcp.statistics.status, "ok") << rgcp.statistics.message;
      EXPECT_EQ(reference.t.size(), rgcp.t.size());
      double largest = 0.0;
      for (std::size_t k = 0; k < std::min(rgcp.t.size(), reference.t.size()); ++k)
        for (int m = 0; m < static_cast<int>(model.markers.size()); ++m)
          largest = std::max(largest, (system.marker_position(m, rgcp.q[k]) - system.marker_position(m, reference.q[k])).norm());
      return largest;
    };
    const double coarse = error(1e-3), fine = error(5e-4);
    EXPECT_GT(std::log2(coarse / fine), 3.5) << coarse << " -> " << fine;
    EXPECT_LT(coarse, 1e-2);
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, PlanarConservativeModel,
                         ::testing::Values(ConservativeCase{"simple_pendulum", 2.0}, ConservativeCase{"double_pendulum", 2.0},
                                           ConservativeCase{"slider_crank", 2.0}, ConservativeCase{"planar_four_bar", 2.0}),
                         [](const auto& info) { return std::string(info.param.model); });

// --- Andrews' squeezing mechanism -----------------------------------------------------------------

using testing::AndrewsRelativeAngles;

/// The seven relative angles of the test set from the absolute angles of the bodies (models/
/// andrews_squeezer.yaml: body 1 at β, 2 at β + Θ, 3 at γ, 4 at Φ + δ, 5 at δ, 6 at Ω + ε, 7 at ε).
Eigen::Matrix<double, 7, 1> relative_from_absolute(const Eigen::Matrix<double, 7, 1>& body) {
  Eigen::Matrix<double, 7, 1> r;
  r << body[0], body[1] - body[0], body[2], body[3] - body[4], body[4], body[5] - body[6], body[6];
  return r;
}

// At rest in the initial state the test set lists β'' = 14222.44… and Θ'' = −10666.83… and no other
// acceleration; the body-and-joint model must give the same, in both coordinate types and with every
// acceleration formulation.
TEST(AndrewsSqueezer, InitialAccelerationsAreTheTestSets) {
  const Model model = load_builtin_model("andrews_squeezer");
  for (const char* coordinates : kPlanarTypes)
    for (const char* formulation : {"af", "uke", "nullspace"}) {
      SCOPED_TRACE(std::string(coordinates) + " " + formulation);
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      Eigen::VectorXd q, v, a, lambda;
      system.initial_state(q, v);
      const AssemblyReport report = assemble(system, 0.0, q, v);
      EXPECT_LT(report.position_correction, 1e-14) << "the file's initial state is consistent";
      make_acceleration_formulation(formulation, system)->solve(0.0, q, v, a, lambda);
      Eigen::Matrix<double, 7, 1> body;
      for (int b = 0; b < 7; ++b) body[b] = system.body_angular_velocity(b, q, a).z();  // at rest: ω̇ = J_ω q̈
      const Eigen::Matrix<double, 7, 1> relative = relative_from_absolute(body);
      EXPECT_NEAR(relative[0], 14222.4439199541138705911625887, 1e-8 * 14222.44);
      EXPECT_NEAR(relative[1], -10666.8329399655854029433719415, 1e-8 * 10666.83);
      for (int k = 2; k < 7; ++k) EXPECT_NEAR(relative[k], 0.0, 1e-8 * 14222.44) << "angle " << k;
    }
}

// The independent relative-angle equations (tests/support/andrews_relative_angles.hpp) reproduce the
// same initial accelerations: a check of the test's own transcription of the test set.
TEST(AndrewsSqueezer, RelativeAngleEquationsGiveTheListedAccelerations) {
  const AndrewsRelativeAngles andrews;
  const AndrewsRelativeAngles::State y = andrews.initial_state();
  const AndrewsRelativeAngles::State rate = andrews.derivative(y);
  EXPECT_NEAR(rate[7], 14222.4439199541138705911625887, 1e-8 * 14222.44);
  EXPECT_NEAR(rate[8], -10666.8329399655854029433719415, 1e-8 * 10666.83);
  for (int k = 9; k < 14; ++k) EXPECT_NEAR(rate[k], 0.0, 1e-8 * 14222.44);
  EXPECT_LT(andrews.constraints(y).cwiseAbs().maxCoeff(), 1e-15);
}

// Over the whole interval the body-and-joint model follows the relative-angle solution: β(t) and the
// markers F and E, every 0.5 ms, in both planar coordinate types. Both are integrated by RK4 (the
// model with AF and direct correction), the relative angles with 1 µs steps and the model with 2 µs
// (β turns at up to about 1500 rad/s: ω Δt ≤ 0.003, so RK4's error is far below the 1e-6 checked).
// Along the way: β runs from about −0.062 rad to about 15.8 rad (andrews data), and the energy balance
// T + V_spring − mom (β − β0) = const holds.
TEST(AndrewsSqueezer, AgreesWithTheRelativeAngleEquationsAndBalancesEnergy) {
  const AndrewsRelativeAngles andrews;
  const double every = 5e-4, t_end = testing::horizon(0.03, 0.003);
  std::vector<AndrewsRelativeAngles::State> reference{andrews.initial_state()};
  for (int k = 0; k < std::lround(t_end / every); ++k) reference.push_back(andrews.integrate(reference.back(), every, 1e-6));

  const Model model = load_builtin_model("andrews_squeezer");
  for (const char* coordinates : kPlanarTypes) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    const Samples s = run(system, 2e-6, t_end, every, "af");
    ASSERT_EQ(s.statistics.status, "ok") << s.statistics.message;
    ASSERT_EQ(s.t.size(), reference.size());
    const std::vector<double> beta = unwrapped_angles(system, 0, s.q);
    const double work_scale = andrews.mom * 16.0;  // the motor's work over the interval, J
    const double energy0 = system.mechanical_energy(s.q[0], s.v[0]);
    double beta_error = 0.0, marker_error = 0.0, energy_error = 0.0;
    for (std::size_t k = 0; k < s.t.size(); ++k) {
      beta_error = std::max(beta_error, std::abs(beta[k] - reference[k][0]));
      marker_error = std::max(marker_error, (system.marker_position(0, s.q[k]).head<2>() - andrews.point_f(reference[k])).norm());
      marker_error = std::max(marker_error, (system.marker_position(1, s.q[k]).head<2>() - andrews.point_e(reference[k])).norm());
      const double balance = system.mechanical_energy(s.q[k], s.v[k]) - andrews.mom * (beta[k] - beta[0]) - energy0;
      energy_error = std::max(energy_error, std::abs(balance));
    }
    EXPECT_LT(beta_error, 1e-6);
    EXPECT_LT(marker_error, 1e-8);  // the crank is 7 mm long: 1e-8 m is about 1e-6 rad
    EXPECT_LT(energy_error, 1e-8 * work_scale);
    EXPECT_NEAR(beta.front(), -0.0617138900142764, 1e-15);
    if (t_end == 0.03) {  // the test set's value at its end time
      EXPECT_GT(beta.back(), 15.75);
      EXPECT_LT(beta.back(), 15.85);
    }
    EXPECT_LT(s.statistics.max_position_violation, 1e-12);
  }
}

// The independent solution alone conserves its own energy balance (its kinetic energy ½ wᵀ M w): the
// transcription of the mass matrix and forces is consistent.
TEST(AndrewsSqueezer, RelativeAngleSolutionBalancesEnergy) {
  const AndrewsRelativeAngles andrews;
  AndrewsRelativeAngles::State y = andrews.initial_state();
  const double e0 = andrews.energy_balance(y);
  double largest = 0.0;
  for (int k = 0; k < 60; ++k) {
    y = andrews.integrate(y, 5e-4, 1e-6);
    largest = std::max(largest, std::abs(andrews.energy_balance(y) - e0));
  }
  EXPECT_LT(largest, 1e-8 * andrews.mom * 16.0);
  EXPECT_GT(y[0], 15.75);
}

}  // namespace
}  // namespace mbdae
