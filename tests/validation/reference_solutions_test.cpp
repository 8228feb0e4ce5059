// The validation references (validation/reference_solutions.hpp) against independent computations:
// elliptic-function identities and special values, the pendulum's own ODE integrated here, the
// test set's Andrews angles against the relative-angle equations integrated here, the four-bar's
// reference at a halved step and through its energy, the turntable circle's kinematics, and the
// flyball governor's and the triple pendulum's references through their invariants and against the
// built-in models.
#include <gtest/gtest.h>

#include <cmath>
#include <numbers>

#include "io/builtin_models.hpp"
#include "methods/run.hpp"
#include "support/andrews_relative_angles.hpp"
#include "support/sanitized.hpp"
#include "validation/reference_solutions.hpp"

namespace mbdae::validation {
namespace MBDAE_UNITY_ID {

TEST(JacobiEllipticFunctions, ReduceToTheCircularAndHyperbolicOnesAndKeepTheirIdentities) {
  for (const double u : {-7.0, -1.3, 0.0, 0.4, 2.0, 11.5}) {
    double sn, dn;
    jacobi_sn_dn(u, 0.0, sn, dn);  // k = 0: sn = sin, dn = 1
    EXPECT_NEAR(sn, std::sin(u), 1e-14);
    EXPECT_NEAR(dn, 1.0, 1e-14);
  }
  const double k = std::sin(std::numbers::pi / 4), quarter = std::comp_ellint_1(k);
  double sn, dn;
  jacobi_sn_dn(quarter, k, sn, dn);  // sn(K) = 1, dn(K) = k' = √(1 − k²)
  EXPECT_NEAR(sn, 1.0, 1e-14);
  EXPECT_NEAR(dn, std::sqrt(1 - k * k), 1e-14);
  jacobi_sn_dn(2 * quarter, k, sn, dn);  // sn(2K) = 0
  EXPECT_NEAR(sn, 0.0, 1e-14);
  jacobi_sn_dn(0.5 * quarter, k, sn, dn);  // sn(K/2) = 1/√(1 + k') (A&S 16.5.2)
  EXPECT_NEAR(sn, 1 / std::sqrt(1 + std::sqrt(1 - k * k)), 1e-14);
  // (d sn/du)² = cn² dn² = (1 − sn²)(1 − k² sn²), by central differences, in several half-periods.
  for (const double u : {0.3, 2.9, -5.1, 9.7}) {
    double ahead, behind, sn0, dn0, unused;
    jacobi_sn_dn(u + 1e-6, k, ahead, unused);
    jacobi_sn_dn(u - 1e-6, k, behind, unused);
    jacobi_sn_dn(u, k, sn0, dn0);
    const double derivative = (ahead - behind) / 2e-6;
    EXPECT_NEAR(derivative * derivative, (1 - sn0 * sn0) * dn0 * dn0, 1e-8) << "u = " << u;
    EXPECT_NEAR(dn0 * dn0, 1 - k * k * sn0 * sn0, 1e-15);
  }
}

TEST(PendulumSwing, MatchesThePendulumOdeIntegratedHereAndItsTurningPoints) {
  const double g = 9.81, length = 1.0, theta0 = std::numbers::pi / 2;
  const PendulumSwing swing(length, g, theta0);
  EXPECT_NEAR((swing.mass_position(0) - Eigen::Vector2d(1, 0)).norm(), 0.0, 1e-15);
  // Half a period later at the other side, a quarter at the bottom.
  EXPECT_NEAR((swing.mass_position(swing.period() / 2) - Eigen::Vector2d(-1, 0)).norm(), 0.0, 1e-12);
  EXPECT_NEAR((swing.mass_position(swing.period() / 4) - Eigen::Vector2d(0, -1)).norm(), 0.0, 1e-12);
  // θ'' = −(g/L) sin θ by RK4 at 1e-4 s (error ~1e-13) over 10 s, θ from the downward vertical.
  double theta = theta0, rate = 0.0;
  const double h = 1e-4;
  auto acceleration = [&](double th) { return -g / length * std::sin(th); };
  for (int step = 1; step <= 100000; ++step) {
    const double k1x = rate, k1v = acceleration(theta);
    const double k2x = rate + 0.5 * h * k1v, k2v = acceleration(theta + 0.5 * h * k1x);
    const double k3x = rate + 0.5 * h * k2v, k3v = acceleration(theta + 0.5 * h * k2x);
    const double k4x = rate + h * k3v, k4v = acceleration(theta + h * k3x);
    theta += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
    rate += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
    if (step % 5000 == 0) {
      const Eigen::Vector2d expected(length * std::sin(theta), -length * std::cos(theta));
      EXPECT_NEAR((swing.mass_position(step * h) - expected).norm(), 0.0, 1e-10) << "t = " << step * h;
    }
  }
}

TEST(FourBarReference, AgreesWithItselfAtHalfTheStepAndKeepsItsEnergy) {
  // The tip at 10 s from the 1e-5 s reference, against the same equation at 5e-6 s, whose energy is
  // watched every 10 ms on the way.
  const double t_end = testing::horizon(10.0, 1.0);
  const Eigen::Vector2d tip = four_bar_crank_tip(2, -1.0, 9.81, t_end);
  FourBarMotion fine(2, -1.0, 9.81, 5e-6);
  const double energy0 = fine.energy();
  double largest_drift = 0.0;
  for (int k = 1; k <= std::lround(t_end / 0.01); ++k) {
    fine.advance_to(0.01 * k);
    largest_drift = std::max(largest_drift, std::abs(fine.energy() - energy0));
  }
  // 3e-11 m over 10 s: below the validation case's floor of 1e-10 m.
  EXPECT_LT((tip - fine.crank_tip()).norm(), 5e-11);
  EXPECT_LT(largest_drift, 1e-10);
  // It turns over the top: the cranks do not swing back and forth, since E exceeds c = g((n+1)/2 + n).
  EXPECT_GT(energy0, 9.81 * (1.5 + 2));
  // Energy is not constant along a wrong motion: a stopped crank's differs.
  EXPECT_GT(std::abs(FourBarMotion(2, 0.0, 9.81).energy() - energy0), 1.0);
}

TEST(AndrewsTestSet, AnglesAreWhereTheRelativeAngleEquationsIntegratedHereArriveAndClose) {
  const testing::AndrewsRelativeAngles andrews;
  using State = testing::AndrewsRelativeAngles::State;
  State reference = State::Zero();
  for (int k = 0; k < 7; ++k) reference[k] = AndrewsTestSet::angles[k];
  // The test set's angles satisfy the six loop closures.
  EXPECT_LT(andrews.constraints(reference).cwiseAbs().maxCoeff(), 1e-12);
  // The markers from the geometry are those of the equations' own points.
  EXPECT_LT((AndrewsTestSet::point_f() - andrews.point_f(reference)).norm(), 1e-15);
  EXPECT_LT((AndrewsTestSet::point_e() - andrews.point_e(reference)).norm(), 1e-15);
  EXPECT_LT((AndrewsTestSet::point_d() - andrews.point_d(reference.head<7>())).norm(), 1e-15);
  if (testing::kSanitized) return;  // the integration below: 60,000 RK4 steps
  // RK4 at 5e-7 s on the index-1 equations (their error at 0.03 s is below 1e-6 rad).
  const State end = andrews.integrate(andrews.initial_state(), AndrewsTestSet::t_end, 5e-7);
  for (int k = 0; k < 7; ++k)
    EXPECT_NEAR(std::remainder(end[k] - AndrewsTestSet::angles[k], 2 * std::numbers::pi), 0.0, 1e-5)
        << AndrewsTestSet::angle_names[k];
}

TEST(TurntableCircle, StartsAtTheBallWithItsVelocityAndTurnsAtTwoSeventhsOfTheTable) {
  const double omega = 2 * std::numbers::pi;
  const Eigen::Vector2d r0(0.1, -0.2), v0(0.5, -0.5);
  const TurntableCircle circle(omega, r0, v0);
  EXPECT_NEAR((circle.centre_position(0) - r0).norm(), 0.0, 1e-15);
  const double h = 1e-6;
  const Eigen::Vector2d velocity = (circle.centre_position(h) - circle.centre_position(-h)) / (2 * h);
  EXPECT_NEAR((velocity - v0).norm(), 0.0, 1e-8);
  // v̇ = (2/7) Ω z × v.
  const Eigen::Vector2d acceleration =
      (circle.centre_position(h) - 2 * circle.centre_position(0) + circle.centre_position(-h)) / (h * h);
  EXPECT_NEAR((acceleration - 2.0 / 7.0 * omega * Eigen::Vector2d(-v0.y(), v0.x())).norm(), 0.0, 1e-3);
  EXPECT_NEAR((circle.centre_position(2 * std::numbers::pi / circle.rate()) - r0).norm(), 0.0, 1e-12);
}


TEST(FlyballGovernorReference, KeepsItsAngularMomentumAndLosesExactlyTheDampersWork) {
  // Released with the rods at 35 degrees, the springs compressed by 4 cm: the dampers do work.
  const double t_end = testing::horizon(2.0, 0.2);
  double balance[2] = {0.0, 0.0}, dissipated = 0.0;
  for (int run = 0; run < 2; ++run) {
    const double step = run == 0 ? 1e-5 : 5e-6;
    FlyballGovernorMotion motion(step, 35 * std::numbers::pi / 180);
    const double energy0 = motion.energy(), momentum0 = motion.angular_momentum();
    double previous_energy = energy0;
    for (int k = 1; k <= std::lround(t_end / 0.01); ++k) {
      motion.advance_to(0.01 * k);
      balance[run] = std::max(balance[run], std::abs(motion.energy() + motion.dissipated() - energy0));
      EXPECT_LE(motion.energy(), previous_energy + 1e-9) << "t = " << 0.01 * k;  // it never gains energy
      previous_energy = motion.energy();
      EXPECT_NEAR(motion.angular_momentum(), momentum0, 1e-11 * momentum0);
    }
    dissipated = motion.dissipated();
  }
  EXPECT_GT(dissipated, 500.0);  // J: the two springs held 2 x 600 J
  // E + W is constant up to RK4's own error in the fast transient, 2e-9 of W at 1e-5 s, which falls at
  // fourth order with the step (a wrong term in the equations would leave a balance error that does not).
  EXPECT_LT(balance[0], 5e-9 * dissipated);
  EXPECT_LT(balance[1], balance[0] / 12);
}

TEST(FlyballGovernorReference, AgreesWithItselfAtHalfTheStep) {
  const double t_end = testing::horizon(2.0, 0.2);
  FlyballGovernorMotion reference, fine(5e-6);
  reference.advance_to(t_end);
  fine.advance_to(t_end);
  EXPECT_NEAR(reference.slider_height(), fine.slider_height(), 1e-11);
  for (const int side : {1, -1}) EXPECT_LT((reference.ball_position(side) - fine.ball_position(side)).norm(), 1e-10);
  // It has moved: the spin lifts the rods and the slider, which nod once a second.
  EXPECT_GT(std::abs(reference.slider_height() - 0.5), 1e-3);
}

TEST(FlyballGovernorReference, IsTheMotionOfTheBuiltInModelWithTheLibrarysData) {
  // The built-in flyball_governor in absolute coordinates (48 of them, 44 constraints) by RK4 against
  // the reference's four coordinates, from the library's 30 degrees and from 35 (the stiff transient).
  const double t_end = testing::horizon(0.5, 0.05);
  for (const double beta : {30.0, 35.0}) {
    SCOPED_TRACE("beta " + std::to_string(beta));
    RunSettings settings;
    settings.integrator = "rk4";
    settings.formulation = "af";
    settings.correction = "direct";
    settings.step = 2e-5;
    settings.t_end = t_end;
    settings.output_every = 0.05 * t_end;
    FlyballGovernorMotion reference(1e-5, beta * std::numbers::pi / 180);
    double largest = 0.0;
    int samples = 0;
    const RunResult result = run_simulation(
        load_builtin_model("flyball_governor", {{"beta_deg", std::to_string(beta)}}), settings,
        [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
            const Eigen::VectorXd&) {
          reference.advance_to(t);
          largest = std::max({largest, (system.marker_position(0, q) - reference.ball_position(1)).norm(),
                              (system.marker_position(1, q) - reference.ball_position(-1)).norm(),
                              std::abs(system.marker_position(2, q).z() - reference.slider_height())});
          ++samples;
        });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_EQ(samples, 21);
    EXPECT_LT(largest, 1e-9);
  }
}

TEST(TriplePendulumReference, KeepsItsEnergyAndAgreesWithItselfAtHalfTheStep) {
  const double t_end = testing::horizon(5.0, 1.0);
  TriplePendulumMotion reference, fine(2.5e-5);
  EXPECT_LT((reference.tip() - Eigen::Vector3d(8, 4, 0)).norm(), 1e-14);
  double drift = 0.0;
  for (int k = 1; k <= std::lround(t_end / 0.05); ++k) {
    reference.advance_to(0.05 * k);
    drift = std::max(drift, std::abs(reference.energy()));  // E(0) = 0: at rest, centres at z = 0
  }
  fine.advance_to(t_end);
  EXPECT_LT(drift, 1e-9);
  EXPECT_LT((reference.tip() - fine.tip()).norm(), 1e-10);
  // It has moved far: the tip has fallen and swung through the chaotic motion.
  EXPECT_GT((reference.tip() - Eigen::Vector3d(8, 4, 0)).norm(), 1.0);
}

TEST(TriplePendulumReference, IsTheMotionOfTheBuiltInModel) {
  // The built-in triple_pendulum in absolute coordinates (36, with 27 constraints) and in Euler
  // parameters, by RK4 with the direct correction, against the reference's own coordinates.
  const double t_end = testing::horizon(5.0, 0.5);
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.formulation = "af";
    settings.correction = "direct";
    settings.step = 1e-4;
    settings.t_end = t_end;
    settings.output_every = 0.1 * t_end;
    TriplePendulumMotion reference;
    double largest = 0.0;
    int samples = 0;
    const RunResult result = run_simulation(
        load_builtin_model("triple_pendulum"), settings,
        [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
            const Eigen::VectorXd&) {
          reference.advance_to(t);
          largest = std::max(largest, (system.marker_position(2, q) - reference.tip()).norm());
          ++samples;
        });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_EQ(samples, 11);
    EXPECT_LT(largest, 1e-9);
  }
}

}  // namespace
}  // namespace mbdae::validation
