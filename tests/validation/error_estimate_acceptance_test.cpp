// The global error estimate of `mbdae run` (methods/error_estimate.hpp) on the built-in models' own
// default runs (their `run:` settings), against the true error from the published references of
// validation/: within a factor 10. The true error is the largest distance of the markers from the
// reference over the samples: the turntable's circle, the four-bar's one-degree-of-freedom motion and
// Andrews' relative-angle equations integrated here, whose end is checked against the IVP test set.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <numbers>

#include "cli/commands.hpp"
#include "io/builtin_models.hpp"
#include "methods/error_estimate.hpp"
#include "support/andrews_relative_angles.hpp"
#include "support/sanitized.hpp"
#include "validation/reference_solutions.hpp"

namespace mbdae::validation {
namespace MBDAE_UNITY_ID {

struct DefaultRun {
  RunSettings settings;
  TrackedPoints points;
  GlobalErrorEstimate estimate;
};

DefaultRun default_run(const Model& model) {
  DefaultRun run;
  cli::apply_run_defaults(model, {}, run.settings);
  run.settings.resolve_coordinates(model);
  run.settings.resolve();
  const RunResult result = run_simulation(model, run.settings,
                                          [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                            run.points.record(system, t, q);
                                          });
  EXPECT_EQ(result.statistics.status, "ok") << result.statistics.message;
  run.estimate = estimate_global_error(model, run.settings, run.points);
  EXPECT_EQ(run.estimate.status, "ok") << run.estimate.note;
  return run;
}

void expect_within_a_factor_ten(double estimate, double truth) {
  std::printf("estimated error %.3g m, true error %.3g m\n", estimate, truth);
  EXPECT_GT(truth, 0.0);
  EXPECT_LT(estimate, 10 * truth) << "estimate " << estimate << ", true error " << truth;
  EXPECT_GT(estimate, truth / 10) << "estimate " << estimate << ", true error " << truth;
}

TEST(ErrorEstimateOnDefaultRuns, AndrewsSqueezerAgainstItsRelativeAngleEquations) {
  if (testing::kSanitized) GTEST_SKIP() << "60,000 RK4 steps of the reference";
  const Model model = load_builtin_model("andrews_squeezer");
  const DefaultRun run = default_run(model);
  ASSERT_EQ(run.settings.integrator, "ab4");
  ASSERT_NEAR(run.points.times().back(), AndrewsTestSet::t_end, 1e-12);
  // The seven relative angles' equations (tests/support/andrews_relative_angles.hpp) by RK4 at 5e-7 s
  // from sample to sample; at 0.03 s they agree with the test set's markers to 1e-8 m.
  const testing::AndrewsRelativeAngles andrews;
  testing::AndrewsRelativeAngles::State y = andrews.initial_state();
  double truth = 0.0;
  for (std::size_t k = 0; k < run.points.times().size(); ++k) {
    if (k > 0) y = andrews.integrate(y, run.points.times()[k] - run.points.times()[k - 1], 5e-7);
    const Eigen::VectorXd& p = run.points.positions()[k];  // markers F, E, D
    truth = std::max({truth, (p.segment<2>(0) - andrews.point_f(y)).norm(), (p.segment<2>(3) - andrews.point_e(y)).norm(),
                      (p.segment<2>(6) - andrews.point_d(y.head<7>())).norm()});
  }
  EXPECT_LT((andrews.point_f(y) - AndrewsTestSet::point_f()).norm(), 1e-8);
  EXPECT_LT((andrews.point_e(y) - AndrewsTestSet::point_e()).norm(), 1e-8);
  EXPECT_LT((andrews.point_d(y.head<7>()) - AndrewsTestSet::point_d()).norm(), 1e-8);
  expect_within_a_factor_ten(run.estimate.value, truth);
}

TEST(ErrorEstimateOnDefaultRuns, TurntableAgainstTheCircle) {
  if (testing::kSanitized) GTEST_SKIP() << "200,000 steps and their companion";
  const Model model = load_builtin_model("turntable");
  const DefaultRun run = default_run(model);
  const TurntableCircle circle(2 * std::numbers::pi, Eigen::Vector2d(0, 0), Eigen::Vector2d(0.5, -0.5));
  double truth = 0.0;
  for (std::size_t k = 0; k < run.points.times().size(); ++k) {
    const Eigen::Vector2d on_circle = circle.centre_position(run.points.times()[k]);
    const Eigen::Vector3d exact(on_circle.x(), on_circle.y(), 0.025);
    truth = std::max(truth, (run.points.positions()[k].head<3>() - exact).norm());
  }
  expect_within_a_factor_ten(run.estimate.value, truth);
}

TEST(ErrorEstimateOnDefaultRuns, FourBarAgainstItsOneDegreeOfFreedomMotion) {
  if (testing::kSanitized) GTEST_SKIP() << "10 s of generalized-alpha and its companion";
  const Model model = load_builtin_model("four_bar");
  const DefaultRun run = default_run(model);
  ASSERT_EQ(run.settings.integrator, "gen-alpha");
  // J θ'' = −c cos θ (n = 2), sampled at the run's output times.
  FourBarMotion motion(2, -1.0, 9.81);
  double truth = 0.0;
  for (std::size_t k = 0; k < run.points.times().size(); ++k) {
    motion.advance_to(run.points.times()[k]);
    truth = std::max(truth, (run.points.positions()[k].head<2>() - motion.crank_tip()).norm());  // P1
  }
  expect_within_a_factor_ten(run.estimate.value, truth);
}

// Adaptive runs: the companion at rtol/10 (tolerance proportionality). The ball on the turntable over
// 3 s against its analytic circle, by three adaptive families (CVODE's BDF on AF, IDA's index-1
// residual, ARKode's explicit Runge–Kutta with the correction after each step) at two tolerances; each
// estimate is within a factor 10 of the true error, and each falls with the tolerance as the truth does.
TEST(ErrorEstimateOfAdaptiveRuns, TurntableAgainstTheCircleAtTwoTolerances) {
  if (testing::kSanitized) GTEST_SKIP() << "twelve adaptive runs over 3 s";
  const Model model = load_builtin_model("turntable");
  const TurntableCircle circle(2 * std::numbers::pi, Eigen::Vector2d(0, 0), Eigen::Vector2d(0.5, -0.5));
  for (const char* integrator : {"cvode-bdf", "ida", "arkode-erk"}) {
    double coarser_estimate = 0.0, coarser_truth = 0.0;
    for (double tolerance : {1e-6, 1e-8}) {
      SCOPED_TRACE(std::string(integrator) + " at rtol = atol = " + std::to_string(tolerance));
      RunSettings settings;
      settings.integrator = integrator;
      settings.t_end = 3.0;
      settings.output_every = 0.01;
      settings.adaptive.rtol = settings.adaptive.atol = tolerance;
      settings.resolve_coordinates(model);
      settings.resolve();
      TrackedPoints points;
      const RunResult result = run_simulation(model, settings,
                                              [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                                  const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                                points.record(system, t, q);
                                              });
      ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
      const GlobalErrorEstimate estimate = estimate_global_error(model, settings, points);
      ASSERT_EQ(estimate.status, "ok") << estimate.note;
      EXPECT_EQ(estimate.method, "tolerance-proportionality");
      EXPECT_DOUBLE_EQ(estimate.companion_rtol, tolerance / 10);
      EXPECT_DOUBLE_EQ(estimate.companion_atol, tolerance / 10);
      EXPECT_NEAR(estimate.compared_until, 3.0, 1e-12);
      double truth = 0.0;
      for (std::size_t k = 0; k < points.times().size(); ++k) {
        const Eigen::Vector2d on_circle = circle.centre_position(points.times()[k]);
        truth = std::max(truth, (points.positions()[k].head<3>() - Eigen::Vector3d(on_circle.x(), on_circle.y(), 0.025)).norm());
      }
      expect_within_a_factor_ten(estimate.value, truth);
      if (coarser_truth > 0.0) {
        EXPECT_LT(truth, coarser_truth);
        EXPECT_LT(estimate.value, coarser_estimate);
      }
      coarser_estimate = estimate.value;
      coarser_truth = truth;
    }
  }
}

}  // namespace
}  // namespace mbdae::validation
