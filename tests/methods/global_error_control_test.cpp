// `error_control=global` (methods/global_error_control.hpp): an adaptive run held to rtol × the model's
// size for the global error of its markers. Checked against the triple pendulum's motion computed by
// another method (RK4 + RGCP at 50 µs, whose own error over 2 s is below 1e-10 m): local control leaves
// the tip far above that target, global control brings every adaptive family within it, the error falls
// as rtol does, and a target beyond double precision is reported as missed, not met silently.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "io/builtin_models.hpp"
#include "methods/error_estimate.hpp"
#include "methods/global_error_control.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr double kHorizon = 2.0;  // s

RunSettings adaptive(const std::string& integrator, const std::string& formulation, double rtol,
                     const std::string& control) {
  RunSettings s;
  s.coordinates = "nacf";
  s.integrator = integrator;
  s.formulation = formulation;
  s.t_end = kHorizon;
  s.output_every = 0.01;
  s.adaptive.rtol = s.adaptive.atol = rtol;
  s.error_control = control;
  return s;
}

TrackedPoints markers_of(const Model& model, const RunSettings& settings, RunResult* result = nullptr) {
  TrackedPoints points;
  const RunResult r = run_simulation(model, settings,
                                     [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                         const Eigen::VectorXd&, const Eigen::VectorXd&) { points.record(system, t, q); });
  EXPECT_EQ(r.statistics.status, "ok") << r.statistics.message;
  if (result) *result = r;
  return points;
}

RunSettings rk4(double dt) {
  RunSettings s;
  s.coordinates = "nacf";
  s.integrator = "rk4";
  s.step = dt;
  s.t_end = kHorizon;
  s.output_every = 0.01;
  return s;
}

const TrackedPoints& reference(const Model& model) {
  static const TrackedPoints points = markers_of(model, rk4(5e-5));
  return points;
}

TEST(GlobalErrorControl, HoldsEveryAdaptiveFamilyWithinRtolTimesTheModelSizeOnTheTriplePendulum) {
  if (testing::kSanitized) GTEST_SKIP() << "ladders of adaptive runs down to rtol 1e-11";
  const Model model = load_builtin_model("triple_pendulum");
  const TrackedPoints& exact = reference(model);
  // RK4's own error: the reference at 50 µs against one at 100 µs, over every marker and output.
  ASSERT_LT(tracked_difference(exact, markers_of(model, rk4(1e-4))).largest, 2e-9);

  const struct {
    const char* integrator;
    const char* formulation;
  } families[] = {{"cvode-bdf", "af"}, {"cvode-adams", "af"}, {"arkode-erk", "af"}, {"ida", "ggl"}, {"ida", "index1"}};
  for (const auto& family : families) {
    double coarser_error = INFINITY;
    for (const double rtol : {1e-4, 1e-6, 1e-8}) {
      SCOPED_TRACE(std::string(family.integrator) + " + " + family.formulation + " at rtol " + std::to_string(rtol));
      RunResult global;
      const TrackedDifference error =
          tracked_difference(markers_of(model, adaptive(family.integrator, family.formulation, rtol, "global"), &global), exact);
      const GlobalErrorControl& control = global.global_error_control;
      ASSERT_TRUE(control.used);
      ASSERT_TRUE(control.met) << control.note;
      EXPECT_EQ(error.compared, 201);  // every output from 0 to 2 s
      EXPECT_NEAR(control.target, rtol * 8.94427191, 1e-6 * rtol);  // the model's size: 8 m by 4 m
      EXPECT_LE(control.estimated_error, control.target);
      // The estimate is of the delivered run's true error, within a factor 3 …
      EXPECT_LT(error.largest, 3 * control.estimated_error + 1e-9);
      EXPECT_GT(error.largest, control.estimated_error / 3);
      // … so the error is within twice the target, and within 100·rtol …
      EXPECT_LT(error.largest, 2 * control.target);
      EXPECT_LT(error.largest, 100 * rtol);
      // … and falls with rtol.
      EXPECT_LT(error.largest, coarser_error);
      coarser_error = error.largest;
      // The ladder begins at rtol and its decade.
      ASSERT_GE(control.rtols_run.size(), 2u);
      EXPECT_DOUBLE_EQ(control.rtols_run[0], rtol);
      EXPECT_NEAR(control.rtols_run[1], rtol / 10, 1e-12 * rtol);
      EXPECT_GE(global.statistics.wall_time_s, 0.0);
    }
  }
  // Local control at the same tolerances leaves CVODE's BDF above that target.
  const TrackedDifference local = tracked_difference(markers_of(model, adaptive("cvode-bdf", "af", 1e-6, "local")), exact);
  EXPECT_GT(local.largest, 10 * 1e-6 * 8.94427191);
}

// The delivered run is what the observer sees, once: its outputs, and the state of a local run at the
// delivered tolerances to the last bit (the same settings give the same run).
TEST(GlobalErrorControl, TheObserverSeesTheDeliveredRunOnly) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings global = adaptive("cvode-bdf", "af", 1e-5, "global");
  global.t_end = 0.5;
  RunResult result;
  const TrackedPoints seen = markers_of(model, global, &result);
  ASSERT_TRUE(result.global_error_control.met) << result.global_error_control.note;
  EXPECT_EQ(seen.times().size(), 51u);
  RunSettings local = global;
  local.error_control = "local";
  local.adaptive.rtol = result.global_error_control.rtol;
  local.adaptive.atol = result.global_error_control.atol;
  const TrackedPoints same = markers_of(model, local);
  ASSERT_EQ(same.times().size(), seen.times().size());
  EXPECT_EQ(same.positions().back(), seen.positions().back());
  EXPECT_LT(result.global_error_control.rtol, 1e-5);  // 0.5 s of the pendulum needs more than 1e-5
}

// rtol 1e-13: the target (9e-13 m) would need a companion below 1e-14. The run is delivered, ok, with
// its estimate and a note that says the target was missed and why.
TEST(GlobalErrorControl, ATargetBeyondDoublePrecisionIsReportedMissed) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings s = adaptive("cvode-adams", "af", 1e-13, "global");
  s.t_end = 0.2;
  RunResult result;
  markers_of(model, s, &result);
  const GlobalErrorControl& control = result.global_error_control;
  EXPECT_FALSE(control.met);
  EXPECT_EQ(result.statistics.status, "ok");
  EXPECT_NE(control.note.find("the global error target 8.94e-13 m was not met"), std::string::npos) << control.note;
  EXPECT_NE(control.note.find("rtol below 1e-14"), std::string::npos) << control.note;
  EXPECT_EQ(result.statistics.message, control.note);
}

// IDA's index-3 form in Euler parameters at rtol 1e-8 over 5 s: the estimate against 1e-9 predicts
// five decades, but IDA cannot start at 1e-14, the companion of 1e-13. The ladder then goes back to a
// decade at a time from 1e-9 (whose run it has) and delivers the finest run it could estimate, 1e-12,
// not the 1e-8 run it began with; the target (8.9e-8 m) is missed and the note says where and why.
TEST(GlobalErrorControl, AJumpToAToleranceTheMethodCannotTakeFallsBackADecadeAtATime) {
  if (testing::kSanitized) GTEST_SKIP() << "seven IDA runs over 5 s";
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings s = adaptive("ida", "index3", 1e-8, "global");
  s.coordinates = "rpcf-ep";
  s.t_end = 5.0;
  RunResult result;
  markers_of(model, s, &result);
  const GlobalErrorControl& control = result.global_error_control;
  EXPECT_EQ(control.rtols_run, (std::vector<double>{1e-8, 1e-9, 1e-13, 1e-14, 1e-10, 1e-11, 1e-12}));
  EXPECT_FALSE(control.met);
  EXPECT_EQ(control.rtol, 1e-12);
  ASSERT_TRUE(control.estimated);
  EXPECT_LT(control.estimated_error, 1e-6);  // the run at 1e-8 is estimated 5e-4 m off
  EXPECT_NE(control.note.find("the run at rtol 1e-12 is estimated"), std::string::npos) << control.note;
  EXPECT_NE(control.note.find("the run at rtol 1e-13 could not be estimated: its companion at rtol 1e-14 failed"),
            std::string::npos)
      << control.note;
}

TEST(GlobalErrorControl, IsRefusedForAFixedStepIntegratorAndUnknownWords) {
  RunSettings s;
  s.error_control = "global";
  const Model model = load_builtin_model("triple_pendulum");
  s.resolve_coordinates(model);
  try {
    s.resolve();
    ADD_FAILURE() << "a fixed step under global error control was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("`error_control=global` needs an adaptive integrator"), std::string::npos)
        << e.what();
  }
  s.integrator = "cvode-bdf";
  s.error_control = "globally";
  EXPECT_THROW(s.resolve(), Error);
}

// --- `mbdae run --error-control global` -----------------------------------------------------------

TEST(RunCommandGlobalErrorControl, PrintsTheLadderAndWritesItToTheSummary) {
  const auto summary = std::filesystem::temp_directory_path() / "mbdae_global_error_control.json";
  const auto r = testing::mbdae_command("run --t-end 0.5 --integrator cvode-bdf --rtol 1e-5 --atol 1e-5 "
                                        "--error-control global --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("control     global: target 8.94e-05 m (rtol x the model's size), met at rtol "),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("(runs at rtol 1e-05, 1e-06"), std::string::npos) << r.output;
  std::ifstream in(summary);
  const nlohmann::json j = nlohmann::json::parse(in);
  const nlohmann::json& c = j["global_error_control"];
  ASSERT_TRUE(c.is_object()) << j.dump();
  EXPECT_EQ(c["met"], true);
  EXPECT_LE(c["estimated_error"].get<double>(), c["target"].get<double>());
  EXPECT_EQ(j["estimated_error"], c["estimated_error"]);  // no companion of its own: the ladder's
  EXPECT_EQ(j["error_estimate"]["method"], "tolerance-proportionality");
  EXPECT_LT(c["rtol"].get<double>(), 1e-5);
  const auto refused = testing::mbdae_command("run --t-end 0.1 --error-control global");
  EXPECT_EQ(refused.exit_code, 2) << refused.output;
  EXPECT_NE(refused.output.find("--error-control global needs an adaptive integrator"), std::string::npos)
      << refused.output;
}

}  // namespace
}  // namespace mbdae
