// A model's `run:` settings (Model::run_defaults): read with their line, refused with a located message
// when malformed, taken by `mbdae run` where the command line is silent and overridden where it speaks,
// shown by `mbdae models`, and blamed by name when one of them is not a valid setting.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "cli/commands.hpp"
#include "io/model_yaml.hpp"
#include "support/mbdae_command.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const char* kPendulum =
    "name: p\n"
    "planar: true\n"
    "gravity: [0, -9.81]\n"
    "bodies:\n"
    "  - {name: bob, mass: 1, inertia: 1e-4, position: [1, 0]}\n"
    "joints:\n"
    "  - {name: link, type: distance, body_i: ground, body_j: bob, point_i: [0, 0], point_j: [0, 0], length: 1}\n";

std::string model_error(const std::string& text) {
  try {
    parse_model_yaml(text, "test.yaml");
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    return e.what();
  }
  ADD_FAILURE() << "no error";
  return {};
}

TEST(RunDefaults, AreReadWithTheirLineAndMayUseParameters) {
  const Model m = parse_model_yaml(std::string(kPendulum) +
                                       "parameters: {h: 2e-4}\n"
                                       "run:\n"
                                       "  dt: h / 2\n"
                                       "  t_end: 3\n"
                                       "  output_every: 0.01\n"
                                       "  integrator: rk4\n"
                                       "  correction: direct\n"
                                       "  why: a reason\n",
                                   "test.yaml");
  const RunDefaults& d = m.run_defaults;
  ASSERT_TRUE(d.step && d.t_end && d.output_every);
  EXPECT_DOUBLE_EQ(*d.step, 1e-4);
  EXPECT_DOUBLE_EQ(*d.t_end, 3.0);
  EXPECT_EQ(d.integrator, "rk4");
  EXPECT_EQ(d.correction, "direct");
  EXPECT_TRUE(d.formulation.empty());
  EXPECT_EQ(d.why, "a reason");
  EXPECT_EQ(d.where.line, 10);
  EXPECT_TRUE(parse_model_yaml(kPendulum, "test.yaml").run_defaults.empty());
}

TEST(RunDefaults, MalformedOnesAreRefusedWhereTheyAre) {
  EXPECT_EQ(model_error(std::string(kPendulum) + "run:\n  step: 1e-3\n"),
            "test.yaml:9: unknown key 'step' in run (allowed: dt, t_end, output_every, integrator, formulation, "
            "correction, why)");
  EXPECT_EQ(model_error(std::string(kPendulum) + "run: 1e-3\n"),
            "test.yaml:8: run must be a map of dt, t_end, output_every, integrator, formulation, correction, why (got "
            "'1e-3')");
  EXPECT_NE(model_error(std::string(kPendulum) + "run:\n  dt: -1\n").find("test.yaml:9: "), std::string::npos);
}

TEST(RunDefaults, TheCommandLineOverridesEachAndTheFormulationGoesWithTheIntegrator) {
  Model m = parse_model_yaml(kPendulum, "test.yaml");
  m.run_defaults.integrator = "gen-alpha";
  m.run_defaults.formulation = "index3";
  m.run_defaults.step = 5e-4;
  m.run_defaults.t_end = 2.0;
  RunSettings s;
  std::vector<std::string> taken = cli::apply_run_defaults(m, {}, s);
  EXPECT_EQ(s.integrator, "gen-alpha");
  EXPECT_EQ(s.formulation, "index3");
  EXPECT_DOUBLE_EQ(s.step, 5e-4);
  EXPECT_DOUBLE_EQ(s.t_end, 2.0);
  EXPECT_EQ(taken, (std::vector<std::string>{"--integrator gen-alpha", "--formulation index3", "--dt 0.0005", "--t-end 2"}));

  RunSettings given;
  given.integrator = "rk4";
  given.step = 1e-3;
  taken = cli::apply_run_defaults(m, {"--integrator", "--dt"}, given);
  EXPECT_EQ(given.integrator, "rk4");
  EXPECT_EQ(given.formulation, "auto") << "index3 belongs to the model's gen-alpha, not to rk4";
  EXPECT_DOUBLE_EQ(given.step, 1e-3);
  EXPECT_DOUBLE_EQ(given.t_end, 2.0);
  EXPECT_EQ(taken, (std::vector<std::string>{"--t-end 2"}));
}

std::filesystem::path scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "mbdae_run_defaults_test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

TEST(RunDefaults, TheRunCommandTakesTheModelsAndSaysSo) {
  const auto summary = scratch("andrews.json");
  auto r = testing::mbdae_command("run andrews_squeezer --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("defaults    --dt 1e-05 --t-end 0.03 --output-every 0.001 from the model: "), std::string::npos)
      << r.output;
  std::ifstream in(summary);
  nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_DOUBLE_EQ(j["t_end"].get<double>(), 0.03);
  EXPECT_DOUBLE_EQ(j["dt"].get<double>(), 1e-5);

  r = testing::mbdae_command("run andrews_squeezer --dt 2e-5 --t-end 0.01 --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("defaults    --output-every 0.001 from the model"), std::string::npos) << r.output;
  std::ifstream again(summary);
  j = nlohmann::json::parse(again);
  EXPECT_DOUBLE_EQ(j["t_end"].get<double>(), 0.01);
  EXPECT_DOUBLE_EQ(j["dt"].get<double>(), 2e-5);
}

// The double four-bar runs generalized-α by its own settings; AF, asked for, runs without the rows its
// parallel bars repeat, and says which.
TEST(RunDefaults, TheDoubleFourBarRunsWithItsOwnIntegrator) {
  auto r = testing::mbdae_command("run four_bar --t-end 0.5");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("gen-alpha"), std::string::npos) << r.output;
  r = testing::mbdae_command("run four_bar --t-end 0.5 --integrator ab4");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("removed     6 redundant constraint rows for af: joint 'right1' (3 of its 5 rows) and "
                          "joint 'right2' (3 of its 5 rows) repeat constraints of the rows before them (rank C_q = "
                          "59 of 65 rows)"),
            std::string::npos)
      << r.output;
}

// The flyball governor's spring-dampers are stiff: AB4 at the program's 1 ms blows up within 5 ms, the
// model's own generalized-α at 1 ms runs, with its estimated error far below the model's size.
TEST(RunDefaults, TheStiffFlyballGovernorRunsWithAnImplicitIntegrator) {
  const auto summary = scratch("flyball.json");
  auto r = testing::mbdae_command("run flyball_governor --t-end 0.5 --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("gen-alpha"), std::string::npos) << r.output;
  std::ifstream in(summary);
  const nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_EQ(j["status"], "ok");
  EXPECT_LT(j["estimated_error"].get<double>(), 1e-3);
  r = testing::mbdae_command("run flyball_governor --t-end 0.5 --integrator ab4 --quiet");
  EXPECT_EQ(r.exit_code, 5) << "AB4 at the model's 1 ms, as asked: " << r.output;
}

TEST(RunDefaults, ASettingTheRunRefusesNamesTheModelsRunBlock) {
  const auto model = scratch("bad_defaults.yaml");
  std::ofstream(model) << kPendulum << "run:\n  integrator: gen-alpha\n  formulation: af\n";
  const auto r = testing::mbdae_command("run " + model.string() + " --t-end 0.1");
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(model.string() + ":9: "), std::string::npos) << r.output;  // the run: map
  EXPECT_NE(r.output.find("from the model's run: settings"), std::string::npos) << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
}

TEST(RunDefaults, ModelsListsThem) {
  const auto r = testing::mbdae_command("models");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("    runs with --dt 0.0001  AB4 at 1 ms"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("    runs with --integrator gen-alpha --t-end 10"), std::string::npos) << r.output;
}

}  // namespace
}  // namespace mbdae
