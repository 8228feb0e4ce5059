// Richardson's estimate of a fixed-step run's global error (methods/error_estimate.hpp) against the
// true error, measured against a run at a tenth of the step: within a factor 3 for a fourth-order
// (AB4 + RGCP) and a second-order method (generalized-α), at two steps each; the model size its
// warning is relative to; what `mbdae run` prints and writes, and when it warns.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "io/builtin_models.hpp"
#include "methods/error_estimate.hpp"
#include "methods/registry.hpp"
#include "support/mbdae_command.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

RunSettings triple_pendulum_settings(const std::string& integrator, double dt) {
  RunSettings s;
  s.integrator = integrator;
  s.step = dt;
  s.t_end = 1.0;
  s.output_every = 0.01;
  const Model model = load_builtin_model("triple_pendulum");
  s.resolve_coordinates(model);
  s.resolve();
  return s;
}

TrackedPoints track(const Model& model, const RunSettings& s) {
  TrackedPoints points;
  const RunResult r = run_simulation(model, s,
                                     [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                         const Eigen::VectorXd&, const Eigen::VectorXd&) { points.record(system, t, q); });
  EXPECT_EQ(r.statistics.status, "ok") << r.statistics.message;
  return points;
}

double largest_distance(const TrackedPoints& a, const TrackedPoints& b) {
  EXPECT_EQ(a.times().size(), b.times().size());
  double largest = 0.0;
  for (std::size_t k = 0; k < std::min(a.times().size(), b.times().size()); ++k) {
    EXPECT_NEAR(a.times()[k], b.times()[k], 1e-9);
    for (Eigen::Index p = 0; p < a.positions()[k].size(); p += 3)
      largest = std::max(largest, (a.positions()[k].segment<3>(p) - b.positions()[k].segment<3>(p)).norm());
  }
  return largest;
}

class RichardsonEstimate : public ::testing::TestWithParam<std::string> {};

TEST_P(RichardsonEstimate, IsWithinAFactorThreeOfTheTrueErrorOnTheTriplePendulum) {
  const Model model = load_builtin_model("triple_pendulum");
  const TrackedPoints reference = track(model, triple_pendulum_settings(GetParam(), 1e-4));
  for (double dt : {2e-3, 1e-3}) {
    SCOPED_TRACE("dt " + std::to_string(dt));
    const RunSettings s = triple_pendulum_settings(GetParam(), dt);
    const TrackedPoints run = track(model, s);
    const GlobalErrorEstimate e = estimate_global_error(model, s, run);
    ASSERT_EQ(e.status, "ok") << e.note;
    EXPECT_EQ(e.order, GetParam() == "ab4" ? 4 : 2);
    EXPECT_DOUBLE_EQ(e.companion_step, 2 * dt);
    EXPECT_NEAR(e.compared_until, 1.0, 1e-12);
    const double truth = largest_distance(run, reference);
    EXPECT_GT(e.value, truth / 3) << "estimate " << e.value << ", true " << truth;
    EXPECT_LT(e.value, truth * 3) << "estimate " << e.value << ", true " << truth;
  }
}

INSTANTIATE_TEST_SUITE_P(FixedStep, RichardsonEstimate, ::testing::Values("ab4", "gen-alpha"),
                         [](const auto& info) { return info.param == "ab4" ? std::string("ab4") : std::string("gen_alpha"); });

// A sampling of an odd number of steps: the companion samples every other output time.
TEST(RichardsonEstimate, AnOddSamplingIsComparedEveryOtherSample) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings s = triple_pendulum_settings("rk4", 1e-3);
  s.output_every = 3e-3;
  s.t_end = 0.993;  // 331 samples of 3 ms
  const GlobalErrorEstimate e = estimate_global_error(model, s, track(model, s));
  ASSERT_EQ(e.status, "ok") << e.note;
  EXPECT_NEAR(e.compared_until, 0.99, 1e-12);  // the last multiple of 6 ms
  EXPECT_GT(e.value, 0.0);
}

TEST(RichardsonEstimate, AdaptiveMethodsHaveNone) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings s;
  s.integrator = "cvode-bdf";
  s.resolve_coordinates(model);
  s.resolve();
  EXPECT_THROW(estimate_global_error(model, s, TrackedPoints{}), Error);
}

// The simple pendulum: the pivot at the ground origin and the bob one link length along x.
TEST(ModelSize, IsTheDiagonalOfTheBoxAroundTheOriginBodiesJointsAndMarkers) {
  const Model model = load_builtin_model("simple_pendulum");
  const MultibodySystem system(model, make_coordinate_type("planar-nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  EXPECT_NEAR(model_size(system, q), 1.0, 1e-12);  // the ground pivot at the origin and the bob 1 m along x
  const ParameterSettings longer{{"length", "2.5"}};
  const MultibodySystem system2(load_builtin_model("simple_pendulum", longer), make_coordinate_type("planar-nacf"));
  system2.initial_state(q, v);
  EXPECT_NEAR(model_size(system2, q), 2.5, 1e-12);
}

// --- `mbdae run` ------------------------------------------------------------------------------------

std::filesystem::path scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "mbdae_error_estimate_test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

nlohmann::json read_json(const std::filesystem::path& path) {
  std::ifstream in(path);
  return nlohmann::json::parse(in);
}

TEST(RunCommandErrorEstimate, IsPrintedAndWrittenToTheSummary) {
  const auto summary = scratch("estimate.json");
  const auto r = testing::mbdae_command("run --t-end 1 --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("error       estimated "), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("warning"), std::string::npos) << r.output;
  const nlohmann::json j = read_json(summary);
  ASSERT_TRUE(j["estimated_error"].is_number()) << j.dump();
  EXPECT_GT(j["estimated_error"].get<double>(), 0.0);
  EXPECT_LT(j["estimated_error"].get<double>(), 1e-4);  // AB4 at 1 ms over 1 s: about 1e-7 m
  EXPECT_EQ(j["error_estimate"]["status"], "ok");
  EXPECT_EQ(j["error_estimate"]["order"], 4);
  EXPECT_DOUBLE_EQ(j["error_estimate"]["companion_dt"].get<double>(), 2e-3);
  EXPECT_NEAR(j["error_estimate"]["warning_threshold"].get<double>(), 1e-3 * j["error_estimate"]["model_size"].get<double>(), 1e-15);
}

TEST(RunCommandErrorEstimate, CanBeTurnedOff) {
  const auto summary = scratch("off.json");
  for (const char* integrator : {"ab4", "cvode-bdf"}) {
    const auto r = testing::mbdae_command("run --t-end 0.1 --no-error-estimate --integrator " + std::string(integrator) +
                                          " --summary " + summary.string());
    ASSERT_EQ(r.exit_code, 0) << r.output;
    EXPECT_EQ(r.output.find("error       "), std::string::npos) << r.output;
    const nlohmann::json j = read_json(summary);
    EXPECT_TRUE(j["estimated_error"].is_null());
    EXPECT_TRUE(j["error_estimate"].is_null());
  }
}

// An adaptive run's companion runs at a tenth of its tolerances (tolerance proportionality): CVODE's
// BDF at its default tolerances over 1 s of the triple pendulum, whose error there is about 1e-4 m
// (results/triple_pendulum: 2.9e-3 m at 5 s).
TEST(RunCommandErrorEstimate, AdaptiveRunsAreEstimatedAgainstATenthOfTheirTolerances) {
  const auto summary = scratch("adaptive.json");
  const auto r = testing::mbdae_command("run --t-end 1 --integrator cvode-bdf --rtol 1e-6 --atol 1e-8 --summary " +
                                        summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("error       estimated "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("tolerance proportionality against a run at rtol = 1e-07, atol = 1e-09"), std::string::npos)
      << r.output;
  EXPECT_EQ(r.output.find("warning"), std::string::npos) << r.output;
  const nlohmann::json j = read_json(summary);
  ASSERT_TRUE(j["estimated_error"].is_number()) << j.dump();
  EXPECT_GT(j["estimated_error"].get<double>(), 1e-7);
  EXPECT_LT(j["estimated_error"].get<double>(), 1e-2);
  EXPECT_EQ(j["error_estimate"]["status"], "ok");
  EXPECT_EQ(j["error_estimate"]["method"], "tolerance-proportionality");
  EXPECT_DOUBLE_EQ(j["error_estimate"]["companion_rtol"].get<double>(), 1e-7);
  EXPECT_DOUBLE_EQ(j["error_estimate"]["companion_atol"].get<double>(), 1e-9);
  EXPECT_TRUE(j["error_estimate"]["companion_dt"].is_null());
  EXPECT_TRUE(j["error_estimate"]["order"].is_null());
}

// The run at rtol 1e-6 needs fewer than 150 internal steps between outputs half a second apart, its
// companion at 1e-7 more (it stops near t = 1.4 s): the run stands and warns that it has no estimate.
TEST(RunCommandErrorEstimate, WarnsWhenTheCompanionRunAtATenthOfTheTolerancesFails) {
  const auto summary = scratch("adaptive_failed.json");
  const auto r = testing::mbdae_command(
      "run --t-end 2 --output-every 0.5 --integrator cvode-bdf --max-steps 150 --summary " + summary.string());
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("mbdae: warning: no error estimate: the companion run at rtol/10 = 1e-07 failed"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("the run's result stands unchecked"), std::string::npos) << r.output;
  const nlohmann::json j = read_json(summary);
  EXPECT_EQ(j["status"], "ok");
  EXPECT_TRUE(j["estimated_error"].is_null());
  EXPECT_EQ(j["error_estimate"]["warning"], true);
}

TEST(RunCommandErrorEstimate, WarnsAboveTheThresholdTheUserSets) {
  const auto r = testing::mbdae_command("run --t-end 0.5 --error-warning 1e-12");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("mbdae: warning: the estimated global error"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("exceeds 1e-12 m (--error-warning)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("try a smaller --dt"), std::string::npos) << r.output;
  const auto adaptive = testing::mbdae_command("run --t-end 0.5 --integrator arkode-erk --error-warning 1e-12");
  EXPECT_EQ(adaptive.exit_code, 0) << adaptive.output;
  EXPECT_NE(adaptive.output.find("exceeds 1e-12 m (--error-warning): the tolerances do not resolve this motion; try "
                                 "a smaller --rtol and --atol"),
            std::string::npos)
      << adaptive.output;
}

// The turntable with AB4 at the program's default step, 1 ms (the model itself runs at 0.1 ms): at
// 2 ms AB4 is unstable on the ball's spin, so the companion fails and the run warns that its step is
// near what the method can take (its error at 1 ms is 0.84 m after 10 s).
TEST(RunCommandErrorEstimate, WarnsWhenTheCompanionRunAtTwiceTheStepFails) {
  const auto summary = scratch("turntable.json");
  const auto r = testing::mbdae_command("run turntable --dt 1e-3 --t-end 3 --summary " + summary.string());
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("mbdae: warning: no error estimate: the companion run at 2 dt = 0.002 s failed"),
            std::string::npos)
      << r.output;
  const nlohmann::json j = read_json(summary);
  EXPECT_TRUE(j["estimated_error"].is_null());
  EXPECT_EQ(j["error_estimate"]["warning"], true);
}

}  // namespace
}  // namespace mbdae
