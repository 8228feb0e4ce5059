// The `mbdae` command as a user runs it: outputs of the external contract, help, errors, exit codes.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <thread>

#include "cli/plots.hpp"
#include "cli/build_info.hpp"
#include "mbdae/version.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"
#include "validation/reference_solutions.hpp"
#include "validation/validation_suite.hpp"

namespace MBDAE_UNITY_ID {

using mbdae::testing::CommandResult;

CommandResult mbdae(const std::string& arguments) { return mbdae::testing::mbdae_command(arguments); }

std::filesystem::path scratch(const std::string& name) {
  const auto dir = std::filesystem::temp_directory_path() / "mbdae_cli_test";
  std::filesystem::create_directories(dir);
  return dir / name;
}

std::vector<std::string> lines_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

std::string text_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

/// `mbdae compare <arguments> --quiet --no-screenshot --out <a fresh scratch folder>`: what the command
/// returned, the folder, and the rows of its compare.csv (header first; none when the command failed). These
/// tests read the table: the report's screenshot, a few seconds of a browser each, is the report tests'.
struct CompareRun {
  CommandResult result;
  std::filesystem::path out;
  std::vector<std::string> rows;
};

/// The comma-separated fields of a compare.csv row (the message, quoted and last, is not read here).
std::vector<std::string> fields_of(const std::string& row) {
  std::vector<std::string> fields;
  std::stringstream line(row);
  for (std::string field; std::getline(line, field, ',');) fields.push_back(field);
  return fields;
}

CompareRun run_compare(const std::string& folder, const std::string& arguments) {
  CompareRun run{{}, scratch(folder), {}};
  std::filesystem::remove_all(run.out);
  run.result = mbdae("compare " + arguments + " --quiet --no-screenshot --out " + run.out.string());
  if (run.result.exit_code == 0) run.rows = lines_of(run.out / "compare.csv");
  return run;
}

/// "revolute_chain, spherical_chain, triple_pendulum": the stems of models/*.yaml, sorted.
std::string builtin_list() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(MBDAE_SOURCE_DIR) + "/models"))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().stem().string());
  std::sort(names.begin(), names.end());
  std::string out;
  for (const std::string& name : names) out += (out.empty() ? "" : ", ") + name;
  return out;
}

TEST(MbdaeCommand, RunWritesTheTrajectoryCsvAndSummaryJsonOfTheContract) {
  const auto csv = scratch("run.csv"), json = scratch("run.json");
  const CommandResult r = mbdae("run --t-end 0.1 --output-every 0.05 --quiet --output " + csv.string() + " --summary " +
                                json.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output, "");
  const std::vector<std::string> lines = lines_of(csv);
  ASSERT_EQ(lines.size(), 4u);  // header, t = 0, 0.05, 0.1
  EXPECT_EQ(lines[0],
            "t,B.x,B.y,B.z,B.vx,B.vy,B.vz,C.x,C.y,C.z,C.vx,C.vy,C.vz,D.x,D.y,D.z,D.vx,D.vy,D.vz,"
            "energy,position_violation,velocity_violation");
  EXPECT_EQ(lines[1].rfind("0,4,0,0,0,0,0,4,4,0,0,0,0,8,4,0,0,0,0,", 0), 0u) << lines[1];
  EXPECT_EQ(lines[2].rfind("0.05,", 0), 0u);
  EXPECT_EQ(lines[3].rfind("0.1,", 0), 0u);
  for (const auto& entry : std::filesystem::directory_iterator(csv.parent_path()))  // no temporary left
    EXPECT_EQ(entry.path().filename().string().find("run.csv.tmp"), std::string::npos) << entry.path();

  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["status"], "ok");
  EXPECT_EQ(summary["mbdae_version"], mbdae::kVersion);  // which program wrote it
  const mbdae::cli::BuildCommit commit = mbdae::cli::build_commit();  // and from which commit
  if (commit.hash.empty())
    EXPECT_TRUE(summary["mbdae_commit"].is_null());
  else
    EXPECT_EQ(summary["mbdae_commit"], commit.hash + (commit.modified ? " with uncommitted changes" : ""));
  EXPECT_EQ(summary["coordinates"], "nacf");
  EXPECT_EQ(summary["formulation"], "af");
  EXPECT_EQ(summary["integrator"], "ab4");
  EXPECT_EQ(summary["correction"], "rgcp");
  EXPECT_EQ(summary["steps"], 100);
  EXPECT_DOUBLE_EQ(summary["t_reached"].get<double>(), 0.1);
  EXPECT_EQ(summary["degrees_of_freedom"], 9);
  for (const char* key : {"message", "wall_time_s", "rhs_evaluations", "jacobian_evaluations", "max_position_violation",
                          "max_velocity_violation", "energy_drift", "tolerance", "dt"})
    EXPECT_TRUE(summary.contains(key)) << key;
  EXPECT_LT(summary["max_position_violation"].get<double>(), 1e-9);
}

TEST(MbdaeCommand, EveryCombinationOfTheFlagsRuns) {
  for (const char* coordinates : {"nacf", "rpcf-ep"})
    for (const char* formulation : {"af", "uke"})
      for (const char* integrator : {"ab4", "rk4"})
        for (const char* correction : {"rgcp", "direct", "none"}) {
          const std::string args = std::string("run --t-end 0.05 --quiet --coordinates ") + coordinates +
                                   " --formulation " + formulation + " --integrator " + integrator + " --correction " +
                                   correction;
          const CommandResult r = mbdae(args);
          EXPECT_EQ(r.exit_code, 0) << args << "\n" << r.output;
        }
}

TEST(MbdaeCommand, HelpExplainsEveryFlagAndItsDefault) {
  const CommandResult r = mbdae("run --help");
  EXPECT_EQ(r.exit_code, 0);
  for (const char* text : {"--coordinates", "--formulation", "--integrator", "--correction", "--dt", "--t-end",
                           "--tolerance", "--output-every", "--output", "--summary", "--mass-weighted", "=0.001",
                           "default 1e-9", "default 1e-10", "=20", "planar-nacf", "planar-xytheta", "=auto", "=ab4", "--rtol", "--atol",
                           "--max-step", "--linear-solver", "--linear-algebra", "sparse from 48 coordinates", "--table", "--projection", "=triple_pendulum",
                           "--max-iterations", "--penalty", "=1e+09", "--projection-factor", "--rho-inf", "=0.9"})
    EXPECT_NE(r.output.find(text), std::string::npos) << text;
  const CommandResult top = mbdae("--help");
  for (const char* text : {"run", "models", "reproduce"}) EXPECT_NE(top.output.find(text), std::string::npos) << text;
}

TEST(MbdaeCommand, ModelsListsTheBuiltInsOneLineEachWithTheirParameters) {
  const CommandResult r = mbdae("models");
  EXPECT_EQ(r.exit_code, 0);
  // One unindented line per models/*.yaml file; under it, one indented line per parameter.
  std::vector<std::string> models;
  std::istringstream lines(r.output);
  for (std::string line; std::getline(lines, line);)
    if (!line.empty() && line[0] != ' ') models.push_back(line.substr(0, line.find(' ')));
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(std::string(MBDAE_SOURCE_DIR) + "/models"))
    if (entry.path().extension() == ".yaml") files.push_back(entry.path().stem().string());
  std::sort(files.begin(), files.end());
  EXPECT_EQ(models, files) << r.output;
  EXPECT_NE(r.output.find("\nspherical_chain "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("\n    --param n=10 (integer, 1 to 1000)  number of links\n"), std::string::npos)
      << r.output;
  // A derived parameter is listed with its value and what it follows, not as a --param to set.
  EXPECT_NE(r.output.find("\n    turn = 0.15708 (derived from n and arc_deg)  angle between successive links, rad\n"),
            std::string::npos)
      << r.output;
  EXPECT_EQ(r.output.find("--param turn="), std::string::npos) << r.output;
}

TEST(MbdaeCommand, ADerivedParameterIsRefusedNamingWhatToSet) {
  const std::string compare = "compare spherical_chain --out " + scratch("derived_parameter").string();
  for (const std::string& command : std::vector<std::string>{"run spherical_chain --t-end 0.01", compare}) {
    const CommandResult r = mbdae(command + " --param turn=0.1");
    EXPECT_EQ(r.exit_code, 2) << r.output;
    EXPECT_EQ(r.output,
              "mbdae: error: models/spherical_chain.yaml:22: parameter 'turn': --param turn=0.1: turn is derived "
              "from n and arc_deg; set those\n")
        << command;
  }
}

TEST(MbdaeCommand, BadInputIsOneLineAndANonZeroExit) {
  CommandResult r = mbdae("run no_such_model");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: no built-in model or file named 'no_such_model' (built-in models: " + builtin_list() +
                ")\n");
  r = mbdae("run --output-every 0.0015");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --output-every (0.0015 s) must be a multiple of --dt (0.001 s)\n");
  r = mbdae("run --coordinates euler");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("--coordinates: euler not in {auto,nacf,rpcf-ep,planar-nacf,planar-xytheta,relative,"
                          "relative-velocity-transformation}"),
            std::string::npos)
      << r.output;
}

// --linear-algebra: auto is dense for the triple pendulum (36 coordinates) and sparse for a ten-link
// chain (120), either can be forced, the summary and the report say which was used, and both forms
// give the same run where the trajectory is not chaotic (a short fall of the chain).
TEST(MbdaeCommand, LinearAlgebraIsChosenBySizeOrByTheFlagAndReported) {
  auto summary_of = [](const std::string& args) {
    const auto json = scratch("linear_algebra.json");
    const CommandResult r = mbdae(args + " --quiet --summary " + json.string());
    EXPECT_EQ(r.exit_code, 0) << args << "\n" << r.output;
    std::ifstream in(json);
    return nlohmann::json::parse(in);
  };
  EXPECT_EQ(summary_of("run --t-end 0.01")["linear_algebra"], "dense");
  EXPECT_EQ(summary_of("run --t-end 0.01 --linear-algebra sparse")["linear_algebra"], "sparse");
  const nlohmann::json automatic = summary_of("run spherical_chain --param n=10 --t-end 0.2");
  const nlohmann::json dense = summary_of("run spherical_chain --param n=10 --t-end 0.2 --linear-algebra dense");
  EXPECT_EQ(automatic["linear_algebra"], "sparse");
  EXPECT_EQ(dense["linear_algebra"], "dense");
  EXPECT_EQ(automatic["steps"], dense["steps"]);
  // Different partitions (both valid) give trajectories that differ by the integration error, not more.
  const double drift = dense["energy_drift"].get<double>();
  EXPECT_GT(drift, 0.0);
  EXPECT_LT(std::abs(automatic["energy_drift"].get<double>() - drift), 1e-3 * drift);
  EXPECT_LT(automatic["max_position_violation"].get<double>(), 1e-9);
  const CommandResult report = mbdae("run --t-end 0.01 --linear-algebra sparse");
  EXPECT_NE(report.output.find("sparse linear algebra"), std::string::npos) << report.output;
  const CommandResult bad = mbdae("run --linear-algebra lapack");
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_NE(bad.output.find("--linear-algebra: lapack not in {auto,dense,sparse}"), std::string::npos) << bad.output;
}

TEST(MbdaeCommand, AFailedIntegrationSaysWhenAndWhyAndKeepsItsOutput) {
  const auto csv = scratch("failed.csv"), json = scratch("failed.json");
  const CommandResult r = mbdae("run --t-end 0.1 --quiet --tolerance 1e-300 --output " + csv.string() + " --summary " +
                                json.string());
  EXPECT_EQ(r.exit_code, 5);
  EXPECT_NE(r.output.find("mbdae: error: t = 0.001 s: "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("RGCP position correction did not converge to 1e-300"), std::string::npos) << r.output;
  EXPECT_EQ(lines_of(csv).size(), 2u);  // header and the initial state
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["status"], "failed");
  EXPECT_DOUBLE_EQ(summary["t_reached"].get<double>(), 0.0);
}

TEST(MbdaeCommand, AFailedRunsOutputsEndAtTheLastGoodStateItsSummaryReports) {
  // AB4 at 1 ms on the stiff flyball governor diverges between two output times.
  const auto csv = scratch("diverged.csv"), json = scratch("diverged.json");
  const CommandResult r = mbdae("run flyball_governor --integrator ab4 --dt 1e-3 --t-end 0.02 --quiet --output " + csv.string() + " --summary " +
                                json.string());
  ASSERT_EQ(r.exit_code, 5) << r.output;
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  const double t_reached = summary["t_reached"].get<double>();
  EXPECT_GT(t_reached, 0.0);
  const std::vector<std::string> rows = lines_of(csv);
  ASSERT_GE(rows.size(), 3u) << "header, t = 0 and the last good state";
  EXPECT_DOUBLE_EQ(std::stod(rows.back().substr(0, rows.back().find(','))), t_reached);
}

TEST(MbdaeCommand, ADivergedStepIsNotBlamedOnRedundantConstraints) {
  // Too large a step on a stiff model: the augmented matrix becomes singular because the state blew up,
  // while C_q kept its full rank.
  const CommandResult r = mbdae("run flyball_governor --integrator ab4 --dt 1e-3 --t-end 0.02 --quiet");
  ASSERT_EQ(r.exit_code, 5) << r.output;
  EXPECT_NE(r.output.find("C_q has full rank at the last good state"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("the state diverged within the step (shorten --dt"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("redundant constraints,"), std::string::npos) << r.output;
}

TEST(MbdaeCommand, RedundantConstraintsAreNamedWhenARunFailsOnThem) {
  // Bricard's mechanism: six revolutes closing a loop that the spatial mobility formula says is rigid;
  // its one degree of freedom comes from one dependent constraint row, which model order puts in the
  // last joint. UKE keeps that row; RK4 at 2 s steps leaves the constraints too far for the correction.
  const CommandResult r = mbdae("run bricard --formulation uke --integrator rk4 --correction direct --dt 2 "
                                "--output-every 2 --t-end 4 --quiet");
  ASSERT_EQ(r.exit_code, 5) << r.output;
  EXPECT_NE(r.output.find("at the last good state (t = 0 s) joint 'J6' (1 of its 5 rows) repeats constraints of "
                          "the rows before it (rank C_q = 59 of 60 rows)"),
            std::string::npos)
      << r.output;
}

TEST(MbdaeCommand, AfRunsWithoutTheRedundantRowsAndSaysWhich) {
  // The same row is removed for AF, whose Schur complement it would make singular: the run goes on and
  // its summary names the row; UKE keeps every row and removes none.
  const auto summary = scratch("bricard_af.json");
  CommandResult r = mbdae("run bricard --formulation af --t-end 0.05 --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("59 constraints"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("removed     1 redundant constraint row for af: joint 'J6' (1 of its 5 rows) repeats "
                          "constraints of the rows before it (rank C_q = 59 of 60 rows)"),
            std::string::npos)
      << r.output;
  nlohmann::json j = nlohmann::json::parse(std::ifstream(summary));
  EXPECT_EQ(j["constraint_count"], 59);
  EXPECT_EQ(j["removed_rows"], nlohmann::json::array({59}));
  r = mbdae("run bricard --formulation uke --t-end 0.05 --summary " + summary.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output.find("removed "), std::string::npos) << r.output;
  j = nlohmann::json::parse(std::ifstream(summary));
  EXPECT_EQ(j["constraint_count"], 60);
  EXPECT_TRUE(j["removed_rows"].empty());
}

TEST(MbdaeCommand, MassesTooFarApartAreNamedWhenTheAugmentedMatrixLooksSingular) {
  // Two links, one 1e20 times heavier: C_q M^-1 C_q^T's pivots spread as far, and the run fails at its
  // first evaluation; neither redundancy nor divergence is the cause, the masses are, and UKE copes.
  const auto model = scratch("mass_spread.yaml");
  std::ofstream(model) << "name: two_links\ngravity: [0, 0, -9.81]\nparameters: {m1: 1, i1: 0.1}\nbodies:\n"
                          "  - {name: link1, mass: m1, inertia: [i1 / 10, i1, i1], position: [0.5, 0, 0]}\n"
                          "  - {name: link2, mass: 1, inertia: [0.01, 0.1, 0.1], position: [1.5, 0, 0]}\n"
                          "joints:\n"
                          "  - {name: A, type: spherical, body_i: ground, point_i: [0, 0, 0], body_j: link1, "
                          "point_j: [-0.5, 0, 0]}\n"
                          "  - {name: B, type: spherical, body_i: link1, point_i: [0.5, 0, 0], body_j: link2, "
                          "point_j: [-0.5, 0, 0]}\n";
  const std::string run = "run " + model.string() + " --t-end 0.01 --quiet --param m1=1e20";
  const CommandResult af = mbdae(run + " --formulation af");
  ASSERT_EQ(af.exit_code, 5) << af.output;
  EXPECT_NE(af.output.find("the masses span a factor 1e+20 (body 'link1' 1e+20 kg, body 'link2' 1 kg)"),
            std::string::npos)
      << af.output;
  EXPECT_EQ(af.output.find("diverged"), std::string::npos) << af.output;
  EXPECT_EQ(mbdae(run + " --formulation uke").exit_code, 0);
  EXPECT_EQ(mbdae("run " + model.string() + " --t-end 0.01 --quiet --formulation af").exit_code, 0);
  // Inertias 1e21 times the other body's, at equal masses: named by the spread of the mass matrices.
  const CommandResult inertia =
      mbdae("run " + model.string() + " --t-end 0.01 --quiet --formulation af --param i1=1e20");
  ASSERT_EQ(inertia.exit_code, 5) << inertia.output;
  EXPECT_NE(inertia.output.find("the bodies' mass matrices span a factor"), std::string::npos) << inertia.output;
  EXPECT_NE(inertia.output.find("(body 'link1' up to"), std::string::npos) << inertia.output;
  EXPECT_NE(inertia.output.find("body 'link2' down to"), std::string::npos) << inertia.output;
}

TEST(MbdaeCommand, ASummaryIsWrittenWhateverBytesTheModelsPathHolds) {
  // Paths are bytes; JSON is Unicode: a Latin-1 path is shown with U+FFFD rather than lose the summary.
  const auto model = scratch("pendule_\xe9.yaml"), json = scratch("latin1.json");
  std::filesystem::copy_file(std::string(MBDAE_SOURCE_DIR) + "/models/simple_pendulum.yaml", model,
                             std::filesystem::copy_options::overwrite_existing);
  const CommandResult r = mbdae::testing::mbdae_command(
      {"run", model.string(), "--t-end", "0.01", "--quiet", "--summary", json.string()});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_NE(summary["source"].get<std::string>().find("pendule_\xef\xbf\xbd.yaml"), std::string::npos);
}

TEST(MbdaeCommand, ListPrintsTheFormulationIntegratorMatrix) {
  const CommandResult r = mbdae("list");
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.output.find("| formulation | ab4 | rk4 | cvode-bdf | cvode-adams | arkode-erk | arkode-erk-fixed | arkode-dirk | ida |"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("| ggl |  |  |  |  |  |  |  | yes |"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("| af | yes | yes | yes | yes | yes | yes | yes |  |"), std::string::npos) << r.output;
}

TEST(MbdaeCommand, AnUnsupportedPairNamesThePairsThatWork) {
  CommandResult r = mbdae("run --integrator ida --formulation af");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: --integrator ida does not take --formulation af (it takes ggl, index3, index1, "
            "constraint-inertia; af works "
            "with ab4, rk4, cvode-bdf, cvode-adams, arkode-erk, arkode-erk-fixed, arkode-dirk; `mbdae list` shows "
            "every pair)\n");
  r = mbdae("run --integrator cvode-bdf --correction rgcp");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --integrator cvode-bdf does not take --correction rgcp (it takes none; rgcp works with ab4, rk4, "
            "arkode-erk, arkode-erk-fixed, arkode-dirk)\n");
}

TEST(MbdaeCommand, EveryAdaptiveIntegratorRunsWithItsDefaults) {
  for (const char* integrator : {"cvode-bdf", "cvode-adams", "arkode-erk", "arkode-dirk", "ida"}) {
    const auto json = scratch(std::string(integrator) + ".json");
    const CommandResult r =
        mbdae(std::string("run --quiet --t-end 0.1 --integrator ") + integrator + " --summary " + json.string());
    ASSERT_EQ(r.exit_code, 0) << integrator << "\n" << r.output;
    std::ifstream in(json);
    const nlohmann::json summary = nlohmann::json::parse(in);
    EXPECT_EQ(summary["status"], "ok");
    EXPECT_EQ(summary["dt"], nullptr) << "adaptive runs have no fixed step";
    EXPECT_DOUBLE_EQ(summary["rtol"].get<double>(), 1e-6);
    EXPECT_GT(summary["steps"].get<long>(), 0);
    EXPECT_DOUBLE_EQ(summary["t_reached"].get<double>(), 0.1);
  }
}

TEST(MbdaeCommand, TheImplicitIndex3IntegratorsRunWithTheirDefaults) {
  for (const char* integrator : {"ali3p-trapezoidal", "gen-alpha"})
    for (const char* coordinates : {"nacf", "rpcf-ep"}) {
      const auto json = scratch(std::string(integrator) + "_" + coordinates + ".json");
      const CommandResult r = mbdae(std::string("run --quiet --t-end 0.1 --integrator ") + integrator +
                                    " --coordinates " + coordinates + " --summary " + json.string());
      ASSERT_EQ(r.exit_code, 0) << integrator << "\n" << r.output;
      std::ifstream in(json);
      const nlohmann::json summary = nlohmann::json::parse(in);
      EXPECT_EQ(summary["status"], "ok");
      EXPECT_EQ(summary["formulation"], std::string(integrator) == "gen-alpha" ? "index3" : "ali3p");
      EXPECT_DOUBLE_EQ(summary["dt"].get<double>(), 1e-3);
      EXPECT_DOUBLE_EQ(summary["tolerance"].get<double>(), 1e-10);
      EXPECT_EQ(summary["steps"].get<long>(), 100);
      EXPECT_LT(summary["max_position_violation"].get<double>(), 1e-9);
      const bool ali3p = std::string(integrator) == "ali3p-trapezoidal";
      EXPECT_EQ(summary["penalty"], ali3p ? nlohmann::json(1e9) : nlohmann::json(nullptr));
      EXPECT_EQ(summary["projection_factor"], ali3p ? nlohmann::json(1.0) : nlohmann::json(nullptr));
      EXPECT_EQ(summary["rho_inf"], ali3p ? nlohmann::json(nullptr) : nlohmann::json(0.9));
      EXPECT_EQ(summary["max_iterations"], 20);
    }
  CommandResult r = mbdae("run --integrator gen-alpha --formulation af");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output.rfind("mbdae: error: --integrator gen-alpha does not take --formulation af (it takes index3;", 0),
            0u)
      << r.output;
  r = mbdae("run --integrator gen-alpha --rho-inf 1.5");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("--rho-inf"), std::string::npos) << r.output;
  r = mbdae("run --rho-inf 0.5");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --rho-inf needs --integrator gen-alpha\n");
  r = mbdae("run --integrator gen-alpha --penalty 1e8");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --penalty needs --integrator ali3p-trapezoidal\n");
  r = mbdae("run --integrator ali3p-trapezoidal --penalty -1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_NE(r.output.find("--penalty"), std::string::npos) << r.output;
  r = mbdae("run --integrator ali3p-trapezoidal --t-end 0.1 --quiet --tolerance 1e-300 --max-iterations 4");
  EXPECT_EQ(r.exit_code, 5);
  EXPECT_EQ(r.output.rfind("mbdae: error: t = 0.001 s: ALI3-P Newton-Raphson did not converge to 1e-300 in 4 "
                           "iterations (residual norm ",
                           0),
            0u)
      << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << "one line";
}

// --energy-conserving: ALI3's energy-conserving step, recorded in the summary, conserving the triple
// pendulum's energy where the projections leak; refused with a clear line elsewhere.
TEST(MbdaeCommand, EnergyConservingAli3RunsAndRefusesWhatItCannotTake) {
  auto energy_drift = [](const std::string& extra) {
    const auto json = scratch("energy_conserving.json");
    const CommandResult r = mbdae("run --quiet --t-end 2 --integrator ali3p-trapezoidal --summary " + json.string() +
                                  " " + extra);
    EXPECT_EQ(r.exit_code, 0) << r.output;
    std::ifstream in(json);
    const nlohmann::json summary = nlohmann::json::parse(in);
    EXPECT_EQ(summary["status"], "ok");
    EXPECT_EQ(summary["energy_conserving"], !extra.empty());
    EXPECT_LT(summary["max_position_violation"].get<double>(), 1e-9);
    return summary["energy_drift"].get<double>();
  };
  const double projected = energy_drift(""), conserving = energy_drift("--energy-conserving");
  EXPECT_GT(projected, 1e-3);
  EXPECT_LT(conserving, 1e-3 * projected) << conserving << " J against " << projected << " J";
  // The triple pendulum has no singular position: no step was handed to ALI3-P, and run says nothing.
  {
    std::ifstream in(scratch("energy_conserving.json"));
    EXPECT_EQ(nlohmann::json::parse(in)["singular_position_steps"], 0);
    const CommandResult plain = mbdae("run --t-end 0.5 --integrator ali3p-trapezoidal --energy-conserving");
    EXPECT_EQ(plain.output.find("singular "), std::string::npos) << plain.output;
  }
  // The double four-bar passes its singular position at 0.714 s: run counts the steps ALI3-P took
  // there and says that the energy was scaled back; the summary has the count, null for other methods.
  {
    const auto json = scratch("energy_conserving_four_bar.json");
    const CommandResult four_bar = mbdae("run four_bar --t-end 1 --integrator ali3p-trapezoidal --energy-conserving "
                                         "--no-error-estimate --summary " + json.string());
    ASSERT_EQ(four_bar.exit_code, 0) << four_bar.output;
    std::ifstream in(json);
    const long steps = nlohmann::json::parse(in)["singular_position_steps"].get<long>();
    EXPECT_GT(steps, 0);
    EXPECT_LT(steps, 100);  // of 1000
    EXPECT_NE(four_bar.output.find("singular    " + std::to_string(steps) +
                                   " steps at singular positions were taken by ALI3-P with its projections"),
              std::string::npos)
        << four_bar.output;
    EXPECT_NE(four_bar.output.find("the energy is scaled back to its value before each such passage"),
              std::string::npos);
    const CommandResult other = mbdae("run four_bar --t-end 0.1 --integrator gen-alpha --no-error-estimate --summary " +
                                      json.string());
    ASSERT_EQ(other.exit_code, 0) << other.output;
    std::ifstream again(json);
    EXPECT_TRUE(nlohmann::json::parse(again)["singular_position_steps"].is_null());
  }

  CommandResult r = mbdae("run --energy-conserving");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --energy-conserving needs --integrator ali3p-trapezoidal\n");
  r = mbdae("run --integrator ali3p-trapezoidal --energy-conserving --projection-factor 2");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --energy-conserving has no projections: drop --projection-factor\n");
  r = mbdae("run --quiet --t-end 0.1 --integrator ali3p-trapezoidal --energy-conserving --coordinates rpcf-ep");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --energy-conserving needs coordinates with a constant mass matrix (nacf or "
                      "planar-nacf), not rpcf-ep\n");
}

TEST(MbdaeCommand, CompareIncludesTheImplicitIndex3IntegratorsOnTheStepLadder) {
  const auto [r, out, rows] = run_compare(
      "compare_index3",
      "--t-end 0.2 --check-time 0.2 --repetitions 1 --coordinates rpcf-ep --integrators "
      "ali3p-trapezoidal,gen-alpha --steps 2e-3,1e-3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 4);
  EXPECT_EQ(rows[1].rfind("rpcf-ep,ali3p-trapezoidal,ali3p,none,0.002,ok,", 0), 0u) << rows[1];
  EXPECT_EQ(rows[4].rfind("rpcf-ep,gen-alpha,index3,none,0.001,ok,", 0), 0u) << rows[4];
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_rpcf-ep_fixed.dat"));
}

// --erk-tables adds arkode-erk runs with each named table as methods of their own, measured against
// the same reference: at rtol 1e-9 over 1 s every table's error follows the tolerance (within
// 100 rtol, as in the ARKode tests), the fifth- and eighth-order tables in a fraction of the default
// fourth-order one's steps (366 against 57 and 110 when written, with errors 5e-10, 1e-8 and 7e-11:
// without a correction the steps are not cut at the 10 ms outputs, so Dormand–Prince's are long).
// A name ARKode does not know stops the command before any run, in one line.
TEST(MbdaeCommand, CompareRunsArkodeErkWithEachNamedTable) {
  const auto [r, out, rows] = run_compare(
      "compare_erk_tables",
      "--t-end 1 --check-time 1 --repetitions 1 --coordinates rpcf-ep --integrators arkode-erk --formulations af "
      "--corrections none --tolerances 1e-9 --erk-tables ARKODE_DORMAND_PRINCE_7_4_5,ARKODE_VERNER_8_5_6");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 3);
  const std::string names[] = {"arkode-erk", "arkode-erk[DORMAND_PRINCE_7_4_5]", "arkode-erk[VERNER_8_5_6]"};
  std::vector<double> steps, errors;
  for (int k = 0; k < 3; ++k) {
    const std::vector<std::string> fields = fields_of(rows[k + 1]);
    ASSERT_GE(fields.size(), 10u) << rows[k + 1];
    EXPECT_EQ(fields[1], names[k]);
    EXPECT_EQ(fields[5], "ok") << rows[k + 1];
    errors.push_back(std::stod(fields[7]));
    steps.push_back(std::stod(fields[9]));
  }
  for (int k = 0; k < 3; ++k) EXPECT_LT(errors[k], 100 * 1e-9) << names[k];
  EXPECT_LT(3 * steps[1], steps[0]);
  EXPECT_LT(3 * steps[2], steps[0]);
  const std::string readme = text_of(out / "README.md");
  EXPECT_NE(readme.find("--erk-tables ARKODE_DORMAND_PRINCE_7_4_5,ARKODE_VERNER_8_5_6`"), std::string::npos)
      << "the README's command must reproduce the table's rows";
  EXPECT_NE(text_of(out / "work_precision_rpcf-ep_adaptive.dat").find("arkode-erk[VERNER_8_5_6] af none"),
            std::string::npos);

  const CommandResult bad = mbdae("compare --erk-tables ARKODE_NOPE --out " + scratch("compare_bad_table").string());
  EXPECT_EQ(bad.exit_code, 2);
  EXPECT_EQ(bad.output, "mbdae: error: --erk-tables: ARKode has no explicit Butcher table 'ARKODE_NOPE' (e.g. "
                        "ARKODE_DORMAND_PRINCE_7_4_5, ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8)\n");
}

// The fixed-step ARKode methods take --erk-tables too, and ladder their step: the error falls at each
// table's order (4 for ERKStep's default, 5 for Dormand–Prince) on the triple pendulum over 1 s.
TEST(MbdaeCommand, CompareLaddersTheStepOfArkodeTablesWithAFixedStep) {
  const auto [r, out, rows] = run_compare(
      "compare_erk_fixed",
      "--t-end 1 --check-time 1 --repetitions 1 --coordinates nacf --integrators arkode-erk-fixed --formulations af "
      "--corrections rgcp --steps 0.01,0.005 --erk-tables ARKODE_DORMAND_PRINCE_7_4_5");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 2 * 2);
  const std::string names[] = {"arkode-erk-fixed", "arkode-erk-fixed[DORMAND_PRINCE_7_4_5]"};
  for (int variant = 0; variant < 2; ++variant) {
    std::vector<double> errors;
    for (int k = 0; k < 2; ++k) {
      const std::vector<std::string> fields = fields_of(rows[1 + 2 * variant + k]);
      ASSERT_GE(fields.size(), 10u);
      EXPECT_EQ(fields[1], names[variant]);
      EXPECT_EQ(fields[5], "ok") << rows[1 + 2 * variant + k];
      EXPECT_EQ(std::stod(fields[9]), k == 0 ? 100 : 200) << "steps";
      errors.push_back(std::stod(fields[7]));
    }
    EXPECT_NEAR(std::log2(errors[0] / errors[1]), variant == 0 ? 4.0 : 5.0, 0.5)
        << names[variant] << ": " << errors[0] << " -> " << errors[1];
  }
}

// --energy-conserving adds ALI3's energy-conserving step beside ALI3-P in the coordinates with a
// constant mass matrix (NACF here), not in RPCF-EP, which it cannot take. On the triple pendulum over
// 0.5 s at dt = 2 ms its energy drift stays at the Newton tolerance's level where ALI3-P's projections
// lose energy at O(dt³) per step (1.1e-11 J against 6.1e-5 J when written).
TEST(MbdaeCommand, CompareRunsTheEnergyConservingAli3BesideAli3p) {
  const auto [r, out, rows] = run_compare(
      "compare_energy_conserving",
      "--t-end 0.5 --check-time 0.5 --repetitions 1 --integrators ali3p-trapezoidal --steps 2e-3 --energy-conserving");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 5)
      << "nacf: ALI3-P and energy-conserving; rpcf-ep and both relative coordinates (no constant M): ALI3-P only";
  std::vector<std::vector<std::string>> fields;
  for (std::size_t k = 1; k < rows.size(); ++k) {
    fields.push_back(fields_of(rows[k]));
    ASSERT_GE(fields.back().size(), 17u) << rows[k];
    EXPECT_EQ(fields.back()[5], "ok") << rows[k];
  }
  EXPECT_EQ(fields[0][0] + " " + fields[0][1], "nacf ali3p-trapezoidal");
  EXPECT_EQ(fields[1][0] + " " + fields[1][1], "nacf ali3p-trapezoidal[energy-conserving]");
  EXPECT_EQ(fields[2][0] + " " + fields[2][1], "rpcf-ep ali3p-trapezoidal");
  EXPECT_EQ(fields[3][0] + " " + fields[3][1], "relative ali3p-trapezoidal");
  EXPECT_EQ(fields[4][0] + " " + fields[4][1], "relative-velocity-transformation ali3p-trapezoidal");
  const double drift_projections = std::stod(fields[0][16]), drift_conserving = std::stod(fields[1][16]);
  EXPECT_GT(drift_projections, 1e-5);
  EXPECT_LT(drift_conserving, 1e-9);
  EXPECT_LT(std::stod(fields[1][7]), 1e-6) << "the same motion as the reference";
  EXPECT_NE(text_of(out / "README.md").find("--energy-conserving`"), std::string::npos);
}

TEST(MbdaeCommand, CompareWritesTableCsvAndPlots) {
  const auto [r, out, rows] = run_compare(
      "compare",
      "--t-end 0.2 --check-time 0.2 --repetitions 1 --coordinates nacf --integrators ab4,ida --formulations "
      "af,ggl --corrections rgcp,none --tolerances 1e-5,1e-7 --steps 2e-3,1e-3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  // header; ab4 af with rgcp and none × 2 steps; ida ggl none × 2 tolerances
  ASSERT_EQ(rows.size(), 1u + 4 + 2);
  EXPECT_EQ(rows[1].rfind("nacf,ab4,af,rgcp,0.002,ok,", 0), 0u) << rows[1];
  EXPECT_EQ(rows[3].rfind("nacf,ab4,af,none,0.002,ok,", 0), 0u) << rows[3];
  EXPECT_EQ(rows[5].rfind("nacf,ida,ggl,none,1e-05,ok,", 0), 0u) << rows[5];
  EXPECT_TRUE(std::filesystem::exists(out / "README.md"));
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_nacf_fixed.dat"));
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_nacf_adaptive.dat"));
  // Each pair of a plot has a colour and point type of its own, and the key goes below the plot (a
  // key beside it once left the curves a strip a few pixels wide).
  const std::string gp = text_of(out / "work_precision.gp");
  const std::string fixed_plot = gp.substr(gp.find("plot 'work_precision_nacf_fixed.dat'"));
  const std::string fixed_curves = fixed_plot.substr(0, fixed_plot.find("set terminal"));
  for (const int k : {0, 1})
    EXPECT_NE(fixed_curves.find("'work_precision_nacf_fixed.dat' index " + std::to_string(k) + " using 2:1 with linespoints " +
                                mbdae::cli::curve_style(k)),
              std::string::npos)
        << gp;
  EXPECT_NE(gp.find("set key below vertical maxrows"), std::string::npos) << gp;
  EXPECT_EQ(gp.find("set key outside right"), std::string::npos) << gp;
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_nacf_fixed.png"));
}

// Every README compare writes says which program wrote it: the version and commit `mbdae --version`
// reports.
// --error-control global holds each adaptive rung to rtol × the model's size (8.94 m for the triple
// pendulum) against compare's own reference, says so in the README, and keeps the flag in the command
// that regenerates the table. Over 2 s CVODE's BDF under local control is far above those targets
// (6.1e-2 and 4.2e-4 m at rtol 1e-4 and 1e-6), so its first run would not pass.
TEST(MbdaeCommand, CompareHoldsAdaptiveRowsToTheirGlobalTargetUnderErrorControlGlobal) {
  const auto [r, out, rows] = run_compare(
      "compare_global", "--t-end 2 --check-time 2 --repetitions 1 --coordinates nacf --integrators cvode-bdf "
                        "--formulations af --tolerances 1e-4,1e-6 --error-control global");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 2);
  for (std::size_t k = 1; k < rows.size(); ++k) {
    const std::vector<std::string> f = fields_of(rows[k]);
    ASSERT_GT(f.size(), 7u);
    EXPECT_EQ(f[5], "ok") << rows[k];
    EXPECT_LT(std::stod(f[7]), 8.94427191 * std::stod(f[4])) << rows[k];
  }
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find(" --error-control global"), std::string::npos) << text;
  EXPECT_NE(text.find("The adaptive integrators ran under --error-control global"), std::string::npos) << text;
}

TEST(MbdaeCommand, CompareReadmeNamesTheVersionAndCommitTheProgramReports) {
  const CommandResult version = mbdae("--version");
  ASSERT_EQ(version.exit_code, 0);
  ASSERT_FALSE(version.output.empty());
  const std::string line = version.output.substr(0, version.output.size() - 1);  // without its newline
  const auto [r, out, rows] = run_compare(
      "compare_version", "--t-end 0.05 --check-time 0.05 --repetitions 1 --coordinates nacf --integrators ab4 "
                         "--formulations af --corrections none --steps 2e-3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("\n\nProgram: " + line + ".\n\n"), std::string::npos) << line << "\n" << text;
}

// compare writes over its own comparison of the same model (running it again), and refuses, before any
// run, a folder holding another model's comparison or results of another kind: one line naming the
// folder, what it holds and a folder to use instead.
TEST(MbdaeCommand, CompareRefusesAFolderHoldingAnotherModelsResults) {
  const std::string cheap = " --t-end 0.05 --check-time 0.05 --repetitions 1 --coordinates nacf --integrators ab4 "
                            "--formulations af --corrections none --steps 2e-3";
  const auto folder = scratch("compare_owner");
  std::filesystem::remove_all(folder);
  const auto compare_into = [&](const std::string& model) {
    return mbdae("compare " + model + cheap + " --quiet --no-screenshot --out " + folder.string());
  };
  ASSERT_EQ(compare_into("spherical_chain --param n=2").exit_code, 0);
  const std::string first = text_of(folder / "README.md");
  // The same model again, with a parameter set to its default, or its parameter written otherwise:
  // written over.
  CommandResult r = compare_into("spherical_chain --param length=1 --param n=2");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  r = compare_into("spherical_chain --param n=2.0");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output, "");
  EXPECT_NE(text_of(folder / "README.md").find("--param n=2.0 --out"), std::string::npos);

  const std::string holds = "mbdae: error: " + folder.string() +
                            " holds a comparison of spherical_chain --param n=2 (its README.md), not of ";
  r = compare_into("spherical_chain --param n=3");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output.rfind(holds + "spherical_chain --param n=3; compare would write over them: choose another "
                                   "folder with --out, e.g. results/spherical_chain_n3",
                           0),
            0u)
      << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
  r = compare_into("triple_pendulum");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output.rfind(holds + "triple_pendulum; compare would write over them: choose another folder with "
                                   "--out, e.g. results/triple_pendulum",
                           0),
            0u)
      << r.output;
  EXPECT_NE(text_of(folder / "README.md").find("# spherical_chain: "), std::string::npos) << "left as it was";

  // A reproduction's folder, or any README.md compare did not write.
  const auto other = scratch("compare_other_results");
  std::filesystem::remove_all(other);
  std::filesystem::create_directories(other);
  std::ofstream(other / "README.md") << "# Paper 000 reproduced\n";
  r = mbdae("compare" + cheap + " --quiet --no-screenshot --out " + other.string());
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output.rfind("mbdae: error: " + other.string() +
                               " holds other results (its README.md was not written by mbdae compare); compare "
                               "would write over them: choose another folder with --out, e.g. ",
                           0),
            0u)
      << r.output;
  EXPECT_EQ(text_of(other / "README.md"), "# Paper 000 reproduced\n");
}

// A run slower than --run-time-limit stops there and the comparison goes on: every row of a ladder
// that would take hours is in the table with the status "time limit" and the time it reached, and the
// README says what the limit was and repeats it in its command.
TEST(MbdaeCommand, CompareStopsEachRunAtTheRunTimeLimitAndGoesOn) {
  const auto [r, out, rows] = run_compare(
      "compare_time_limit",
      "--t-end 100000 --check-time 0.05 --repetitions 1 --coordinates nacf --integrators ab4,cvode-bdf "
      "--formulations af --corrections rgcp,none --steps 1e-3 --tolerances 1e-8 --run-time-limit 0.3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 3) << "ab4 af with rgcp and none, cvode-bdf af";
  const std::vector<std::string> pairs{"nacf,ab4,af,rgcp,0.001,time limit,", "nacf,ab4,af,none,0.001,time limit,",
                                       "nacf,cvode-bdf,af,none,1e-08,time limit,"};
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    ASSERT_EQ(rows[k + 1].rfind(pairs[k], 0), 0u) << rows[k + 1];
    const double t_reached = std::stod(rows[k + 1].substr(pairs[k].size()));
    EXPECT_LT(t_reached, 100000.0) << rows[k + 1];
  }
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("--run-time-limit 0.3`"), std::string::npos) << text;
  EXPECT_NE(text.find("Each run had 0.3 s of wall time (--run-time-limit)"), std::string::npos) << text;
  EXPECT_NE(text.find("| time limit at t = "), std::string::npos) << text;
}

// A pair that ran out of time at one rung would at every finer one: those are listed as skipped, not
// run, and a coarser rung given after them still runs (the order is the user's).
TEST(MbdaeCommand, CompareSkipsTheRungsFinerThanOneThatHitTheTimeLimit) {
  const auto [r, out, rows] = run_compare(
      "compare_skip_finer",
      "--t-end 100000 --check-time 0.05 --coordinates nacf --integrators ab4 --formulations af "
      "--corrections none --steps 1e-3,5e-4,2e-3 --run-time-limit 0.3 --repetitions 3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 3);
  EXPECT_EQ(rows[1].rfind("nacf,ab4,af,none,0.001,time limit,", 0), 0u) << rows[1];
  EXPECT_EQ(rows[2].rfind("nacf,ab4,af,none,0.0005,skipped,0,", 0), 0u) << rows[2];
  EXPECT_NE(rows[2].find("not run: the same pair at 0.001 reached the run time limit"), std::string::npos) << rows[2];
  EXPECT_EQ(rows[3].rfind("nacf,ab4,af,none,0.002,time limit,", 0), 0u) << rows[3];
  EXPECT_EQ(fields_of(rows[1])[21], "1") << "a run stopped at the limit is not repeated";
  EXPECT_EQ(fields_of(rows[2])[21], "0") << "a skipped rung is not run";
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("| nacf | ab4 | af | none | 0.0005 | skipped | - |"), std::string::npos) << text;
  EXPECT_NE(text.find("(status \"skipped\")"), std::string::npos) << text;
}

// Without --run-time-limit each run gets the default's seconds, and the README says so; without --out
// the table goes to results/MODEL_PARAMS under the working directory; without --t-end the model's own
// `run: t_end` is the horizon (spherical_chain: 1 s), and the README's command repeats it.
TEST(MbdaeCommand, CompareDefaultsComeFromTheModelAndItsParameters) {
  const auto folder = scratch("compare_defaults");
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  mbdae::ProgramOptions options;
  options.working_directory = folder;
  options.merge_standard_error = true;
  const mbdae::ProgramRun run = mbdae::run_program(
      {MBDAE_BINARY, "compare", "spherical_chain", "--param", "n=2", "--coordinates", "nacf", "--integrators", "ab4",
       "--formulations", "af", "--corrections", "none", "--steps", "0.01", "--repetitions", "2"},
      options);
  ASSERT_TRUE(run.started) << run.start_error;
  ASSERT_EQ(run.exit_code, 0) << run.standard_output;
  EXPECT_NE(run.standard_output.find("--t-end 1 from the model's run settings"), std::string::npos)
      << run.standard_output;
  const auto out = folder / "results" / "spherical_chain_n2";
  const std::vector<std::string> rows = lines_of(out / "compare.csv");
  ASSERT_EQ(rows.size(), 2u);
  const std::vector<std::string> fields = fields_of(rows[1]);
  EXPECT_EQ(fields[5], "ok");
  EXPECT_DOUBLE_EQ(std::stod(fields[6]), 1.0) << "t_reached: the model's t_end";
  EXPECT_EQ(fields[21], "2") << "timed_runs: a short run is timed --repetitions times";
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("--out results/spherical_chain_n2 --t-end 1 --check-time 1 "), std::string::npos) << text;
  EXPECT_NE(text.find("Each run had 10 s of wall time (--run-time-limit)"), std::string::npos) << text;
}

// Two links, one 1e20 times heavier: AF's Schur complement looks singular at the first evaluation, UKE
// copes. The reference falls back to UKE and says so, AF's own rows fail at t = 0 with no error (not a
// zero one), and UKE's rows are measured against the reference.
TEST(MbdaeCommand, CompareTakesAUkeReferenceWhereAfCannotRun) {
  const auto model = scratch("mass_spread_compare.yaml");
  std::ofstream(model) << "name: two_links\ngravity: [0, 0, -9.81]\nparameters: {m1: 1e20}\nbodies:\n"
                          "  - {name: link1, mass: m1, inertia: [0.01, 0.1, 0.1], position: [0.5, 0, 0]}\n"
                          "  - {name: link2, mass: 1, inertia: [0.01, 0.1, 0.1], position: [1.5, 0, 0]}\n"
                          "joints:\n"
                          "  - {name: A, type: spherical, body_i: ground, point_i: [0, 0, 0], body_j: link1, "
                          "point_j: [-0.5, 0, 0]}\n"
                          "  - {name: B, type: spherical, body_i: link1, point_i: [0.5, 0, 0], body_j: link2, "
                          "point_j: [-0.5, 0, 0]}\n"
                          "markers:\n  - {name: tip, body: link2, point: [0.5, 0, 0]}\n";
  const auto [r, out, rows] = run_compare(
      "compare_uke_reference",
      model.string() + " --t-end 0.02 --check-time 0.02 --output-every 0.01 --reference-step 5e-4 --repetitions 1 "
      "--coordinates nacf --integrators rk4 --formulations af,uke --corrections direct --steps 2e-3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 2);
  const std::string af = "nacf,rk4,af,direct,0.002,failed,0,nan,";
  EXPECT_EQ(rows[1].rfind(af, 0), 0u) << rows[1];
  const std::string uke = "nacf,rk4,uke,direct,0.002,ok,0.02,";
  ASSERT_EQ(rows[2].rfind(uke, 0), 0u) << rows[2];
  const double error = std::stod(rows[2].substr(uke.size()));
  EXPECT_GT(error, 0.0) << "RK4 at 2 ms against the reference at 0.5 ms";
  EXPECT_LT(error, 1e-8) << rows[2];
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("Reference: rk4 with uke and direct correction to 1e-12 at dt = 0.0005 s"), std::string::npos)
      << text.substr(0, 800);
}

// Bricard's redundant row is removed for AF's rows, and the README says so; UKE keeps it. A mechanism
// with repeated constraints gets a UKE reference (AF's removed rows would not follow a rank that drops
// later); both pairs are measured against it.
TEST(MbdaeCommand, CompareRunsAfWithoutBricardsRedundantRowAndSaysSo) {
  const auto [r, out, rows] = run_compare(
      "compare_bricard",
      "bricard --t-end 0.02 --check-time 0.02 --output-every 0.01 --reference-step 5e-4 --repetitions 1 "
      "--coordinates nacf --integrators rk4 --formulations af,uke --corrections direct --steps 2e-3");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 2);
  for (const std::string pair : {"nacf,rk4,af,direct,0.002,ok,0.02,", "nacf,rk4,uke,direct,0.002,ok,0.02,"}) {
    const std::size_t row = pair.find(",af,") != std::string::npos ? 1 : 2;
    ASSERT_EQ(rows[row].rfind(pair, 0), 0u) << rows[row];
    const double error = std::stod(rows[row].substr(pair.size()));
    EXPECT_GT(error, 0.0) << "RK4 at 2 ms against the reference at 0.5 ms";
    EXPECT_LT(error, 1e-8) << rows[row];
  }
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("Reference: rk4 with uke and direct correction to 1e-12 at dt = 0.0005 s"), std::string::npos)
      << text.substr(0, 1200);
  EXPECT_NE(text.find("\n- af in nacf: joint 'J6' (1 of its 5 rows) repeats constraints of the rows before it "
                      "(rank C_q = 59 of 60 rows)\n"),
            std::string::npos)
      << text.substr(0, 1200);
}

// A reference that neither AF nor UKE can compute stops the command (every error would be measured
// against it): one line naming both failures, the numerical exit code, nothing written.
TEST(MbdaeCommand, CompareStopsWhenTheReferenceFailsBothWays) {
  const auto [r, out, rows] = run_compare(
      "compare_no_reference",
      "bricard --t-end 20 --check-time 20 --output-every 4 --reference-step 2 --repetitions 1 --integrators rk4 "
      "--formulations uke --corrections direct --steps 2");
  EXPECT_EQ(r.exit_code, 5) << r.output;
  EXPECT_EQ(r.output.rfind("mbdae: error: the reference run (rk4 + direct correction, dt = 2 s, to t = 20 s) failed "
                           "with both AF and UKE (uke: t = 2 s: body 'rod2' (normalization): direct position "
                           "correction did not converge",
                           0),
            0u)
      << r.output;
  EXPECT_NE(r.output.find("; af: t = 2 s: body 'rod2' (normalization): direct position correction did not converge"),
            std::string::npos)
      << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << "one line";
  EXPECT_FALSE(std::filesystem::exists(out));
}

// A peer CSV whose run "twin ab4-copy" is the tip's trajectory of the default triple pendulum run with AB4
// and RGCP at 1 ms to t = 0.2 s, as if another program had taken `wall_time` seconds for it.
void write_twin_peer(const std::filesystem::path& peer, const char* wall_time) {
  const auto trajectory = scratch("peer_source.csv");
  CommandResult r = mbdae("run --integrator ab4 --correction rgcp --dt 1e-3 --t-end 0.2 --output-every 0.01 --quiet"
                          " --output " + trajectory.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::ofstream csv(peer);
  csv << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";
  const std::vector<std::string> lines = lines_of(trajectory);
  for (std::size_t k = 1; k < lines.size(); ++k) {
    std::vector<std::string> cells;
    std::stringstream row(lines[k]);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    // t, then B, C, D with six columns each, then energy: D.x is column 13, energy 19.
    csv << "twin,ab4-copy,0.001,ok," << wall_time << ",200," << cells[0] << ',' << cells[13] << ',' << cells[14]
        << ',' << cells[15] << ',' << cells[19] << '\n';
  }
}

// A peer's runs are measured against compare's own reference at the same samples: a peer whose
// trajectory is exactly that of one of compare's runs gets exactly that run's error.
TEST(MbdaeCommand, ComparePeerCsvErrorsAreAgainstTheSameReference) {
  const auto peer = scratch("peer.csv"), out = scratch("compare_peer");
  std::filesystem::remove_all(out);
  write_twin_peer(peer, "0.125");
  CommandResult r = mbdae("compare --quiet --out " + out.string() +
            " --t-end 0.2 --check-time 0.2 --repetitions 1 --coordinates nacf --integrators ab4 --formulations af"
            " --corrections rgcp --steps 1e-3 --peer-csv " + peer.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> rows = lines_of(out / "compare.csv");
  ASSERT_EQ(rows.size(), 1u + 2);
  auto column = [](const std::string& row, int index) {
    std::stringstream in(row);
    std::string cell;
    for (int k = 0; k <= index; ++k) std::getline(in, cell, ',');
    return cell;
  };
  EXPECT_EQ(rows[1].rfind("nacf,ab4,af,rgcp,0.001,ok,", 0), 0u) << rows[1];
  EXPECT_EQ(rows[2].rfind("twin,ab4-copy,-,-,0.001,ok,0.2,", 0), 0u) << rows[2];
  EXPECT_GT(std::stod(column(rows[1], 7)), 0.0);
  EXPECT_EQ(column(rows[2], 7), column(rows[1], 7)) << "error";
  EXPECT_EQ(column(rows[2], 8), "0.125") << "the peer's own wall time";
  // The peer's curve is on the plots, and the equal-error table is written (one point per side
  // brackets none of the levels: every entry is "-").
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_peers.dat"));
  const std::string gp = text_of(out / "work_precision.gp");
  EXPECT_NE(gp.find("'work_precision_peers.dat' index i"), std::string::npos) << gp;
  const std::vector<std::string> levels = lines_of(out / "work_precision_vs_peers.csv");
  ASSERT_EQ(levels.size(), 1u + 6);
  EXPECT_EQ(levels[1], "0.0001,,nan,,nan,nan");
  const std::string md = text_of(out / "README.md");
  EXPECT_NE(md.find("--peer-csv " + peer.string()), std::string::npos) << "the regenerating command";
  EXPECT_NE(md.find("| twin | ab4-copy | - | - | 0.001 | ok |"), std::string::npos) << md;
}

// The report shows mbdae's cheapest pairs moving, each named with the levels it is the cheapest pair at:
// a peer faster at those levels (it cannot be run again) takes the levels from no label.
TEST(MbdaeCommand, CompareMotionLabelsNameTheirLevelsWhenAPeerIsFaster) {
  const auto peer = scratch("peer_fast.csv"), out = scratch("compare_peer_fast");
  std::filesystem::remove_all(out);
  write_twin_peer(peer, "1e-9");
  const CommandResult r = mbdae("compare --quiet --out " + out.string() +
                                " --t-end 0.2 --check-time 0.2 --repetitions 1 --coordinates nacf --integrators ab4"
                                " --formulations af --corrections rgcp --steps 1e-3 --peer-csv " + peer.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::string series = text_of(out / "time_series_triple_pendulum.dat");
  const std::string label = series.substr(0, series.find('\n'));
  EXPECT_EQ(label.rfind("# nacf/ab4/af/rgcp dt=0.001 (cheapest pair at 1e-04, ", 0), 0u) << label;
}

// One --peer-csv per peer (e.g. Simbody and MuJoCo on the same chain): every file's runs join the
// table, each row names its own file, the regenerating command repeats every flag, and a file that does
// not fit is the one the error names.
TEST(MbdaeCommand, ComparePeerCsvIsRepeatableOneFilePerPeer) {
  const auto first = scratch("peer_first.csv"), second = scratch("peer_second.csv"), out = scratch("compare_peers");
  std::filesystem::remove_all(out);
  // Two peers holding the tip still at its start, sampled as compare samples to t = 0.02 s.
  for (const auto& [file, name] : {std::pair{first, "alpha"}, std::pair{second, "beta"}}) {
    std::ofstream csv(file);
    csv << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";
    for (const char* t : {"0", "0.01", "0.02"}) csv << name << ",fixed,0.01,ok,0.5,2," << t << ",8,4,0,0\n";
  }
  CommandResult r = mbdae("compare --quiet --out " + out.string() + " --t-end 0.02 --check-time 0.02 --repetitions 1"
                          " --coordinates nacf --integrators ab4 --formulations af --corrections rgcp --steps 1e-3"
                          " --peer-csv " + first.string() + " --peer-csv " + second.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> rows = lines_of(out / "compare.csv");
  ASSERT_EQ(rows.size(), 1u + 3);
  EXPECT_EQ(rows[2].rfind("alpha,fixed,-,-,0.01,ok,0.02,", 0), 0u) << rows[2];
  EXPECT_NE(rows[2].find("alpha (" + first.string() + ")"), std::string::npos) << rows[2];
  EXPECT_EQ(rows[3].rfind("beta,fixed,-,-,0.01,ok,0.02,", 0), 0u) << rows[3];
  EXPECT_NE(rows[3].find("beta (" + second.string() + ")"), std::string::npos) << rows[3];
  // The tip falls from (8, 4, 0) by about g t²/2 in 0.02 s: both peers are that far off.
  const double error = std::stod(rows[2].substr(rows[2].find(",0.02,") + 6));
  EXPECT_GT(error, 1e-3);
  EXPECT_LT(error, 3e-3);
  const std::string md = text_of(out / "README.md");
  EXPECT_NE(md.find("--peer-csv " + first.string() + " --peer-csv " + second.string()), std::string::npos) << md;
  EXPECT_NE(md.find("read from `" + first.string() + "` and `" + second.string() + "`"), std::string::npos) << md;
  // The second file sampled every 0.02 s: the error names it, not the first.
  std::ofstream(second) << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n"
                           "beta,fixed,0.01,ok,0.5,2,0,8,4,0,0\n"
                           "beta,fixed,0.01,ok,0.5,2,0.02,8,4,0,0\n";
  r = mbdae("compare --quiet --out " + out.string() + " --t-end 0.02 --check-time 0.02 --repetitions 1"
            " --coordinates nacf --integrators ab4 --formulations af --corrections rgcp --steps 1e-3"
            " --peer-csv " + first.string() + " --peer-csv " + second.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_EQ(r.output.rfind("mbdae: error: " + second.string(), 0), 0u) << r.output;
  EXPECT_NE(r.output.find("peer CSV: beta fixed"), std::string::npos) << r.output;
}

TEST(MbdaeCommand, ComparePeerCsvMalformedOrDifferentlySampledIsOneLineUsageError) {
  const auto peer = scratch("peer_bad.csv"), out = scratch("compare_peer_bad");
  std::ofstream(peer) << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n"
                         "twin,a,0.001,ok,0.1,10,0,8,4,zero,0\n";
  CommandResult r = mbdae("compare --quiet --out " + out.string() + " --t-end 0.02 --check-time 0.02 --repetitions 1"
                          " --integrators ab4 --peer-csv " + peer.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find(peer.string() + ":2: "), std::string::npos) << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
  // Sampled every 0.02 s where compare samples every 0.01 s.
  std::ofstream(peer) << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n"
                         "twin,a,0.001,ok,0.1,10,0,8,4,0,0\n"
                         "twin,a,0.001,ok,0.1,10,0.02,8,4,0,0\n";
  r = mbdae("compare --quiet --out " + out.string() + " --t-end 0.02 --check-time 0.02 --repetitions 1"
            " --coordinates nacf --integrators ab4 --formulations af --corrections rgcp --steps 1e-3 --peer-csv " +
            peer.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("not sampled at t = 0, 0.01"), std::string::npos) << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
  // Sampled as compare samples, but integrated further than compare's runs: wall times would not compare.
  std::ofstream(peer) << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n"
                         "twin,a,0.001,ok,0.1,10,0,8,4,0,0\n"
                         "twin,a,0.001,ok,0.1,10,0.01,8,4,0,0\n"
                         "twin,a,0.001,ok,0.1,10,0.02,8,4,0,0\n"
                         "twin,a,0.001,ok,0.1,10,0.03,8,4,0,0\n";
  r = mbdae("compare --quiet --out " + out.string() + " --t-end 0.02 --check-time 0.02 --repetitions 1"
            " --coordinates nacf --integrators ab4 --formulations af --corrections rgcp --steps 1e-3 --peer-csv " +
            peer.string());
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("ends at t = 0.03 s, the compared runs at --t-end 0.02 s"), std::string::npos) << r.output;
}

// The index-3 residual cannot take a rolling contact: `run` says so in one line (exit 2), and
// `compare` leaves that pair out and says why instead of stopping.
TEST(MbdaeCommand, NonholonomicModelsRefuseTheIndex3FormAndCompareSkipsIt) {
  const CommandResult run = mbdae("run turntable --integrator ida --formulation index3 --t-end 0.01 --quiet");
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_EQ(run.output.rfind("mbdae: error: --formulation index3 (with --integrator ida) needs every constraint at "
                             "position level, but joint 'contact' (velocity level) has no position-level form",
                             0),
            0u)
      << run.output;
  EXPECT_NE(run.output.find("use af, uke, nullspace, gibbs-appell, hamilton or constraint-inertia with ab4 or rk4; "
                            "af, uke, nullspace, gibbs-appell or constraint-inertia with cvode-bdf, cvode-adams, "
                            "arkode-erk, arkode-erk-fixed or arkode-dirk; ggl, index1 or constraint-inertia with ida; or "
                            "constraint-inertia with three-field"),
            std::string::npos)
      << run.output;
  EXPECT_EQ(std::count(run.output.begin(), run.output.end(), '\n'), 1) << run.output;
  for (const char* integrator : {"ali3p-trapezoidal", "gen-alpha"}) {
    const CommandResult index3 = mbdae(std::string("run turntable --t-end 0.01 --quiet --integrator ") + integrator);
    EXPECT_EQ(index3.exit_code, 2) << index3.output;
    EXPECT_NE(index3.output.find("has no position-level form"), std::string::npos) << index3.output;
  }

  const auto [r, out, rows] = run_compare(
      "compare_turntable",
      "turntable --t-end 0.02 --check-time 0.02 --output-every 0.01 --reference-step 1e-3 --repetitions 1 "
      "--coordinates nacf --integrators ida --tolerances 1e-6");
  ASSERT_EQ(r.exit_code, 0) << r.output;
  ASSERT_EQ(rows.size(), 1u + 3);  // ggl, index1 and constraint-inertia, not index3
  EXPECT_EQ(rows[1].rfind("nacf,ida,ggl,none,1e-06,ok,", 0), 0u) << rows[1];
  EXPECT_EQ(rows[2].rfind("nacf,ida,index1,none,1e-06,ok,", 0), 0u) << rows[2];
  EXPECT_EQ(rows[3].rfind("nacf,ida,constraint-inertia,none,1e-06,ok,", 0), 0u) << rows[3];
  const std::string text = text_of(out / "README.md");
  EXPECT_NE(text.find("The index-3 forms (IDA's index-3 residual, ALI3-P, generalized-alpha) are not run"),
            std::string::npos);
  // The README's command carries every flag that differs from its default.
  EXPECT_NE(text.find("--coordinates nacf --integrators ida --reference-step 0.001 --tolerances 1e-06 --run-time-limit 10`"), std::string::npos)
      << text.substr(0, 400);
}

TEST(MbdaeCommand, ParamSetsAModelParameterOnRunAndTheSummaryRecordsIt) {
  const auto json = scratch("chain.json");
  // The model name may follow --param: each --param takes exactly one NAME=VALUE.
  const CommandResult r = mbdae("run --param n=3 --param arc_deg=45 spherical_chain --t-end 0.01 --integrator rk4 "
                                "--correction direct --quiet --summary " + json.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["parameters"]["n"], 3.0);
  EXPECT_EQ(summary["parameters"]["arc_deg"], 45.0);
  EXPECT_EQ(summary["coordinate_count"], 36);  // 3 links x 12 NACF coordinates
  EXPECT_EQ(summary["degrees_of_freedom"], 9);  // 3 spherical joints in a chain: 3 rotations each
}

TEST(MbdaeCommand, BadParamIsAUsageErrorNamingTheFileLineAndParameter) {
  CommandResult r = mbdae("run spherical_chain --param n=abc");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: models/spherical_chain.yaml:17: parameter 'n': --param n=abc: 'abc' is not a number\n");
  r = mbdae("run spherical_chain --param n=0");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: models/spherical_chain.yaml:17: parameter 'n': --param n=0: the value is below the minimum 1\n");
  r = mbdae("run spherical_chain --param links=5");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: models/spherical_chain.yaml:17: --param links=5: the model has no parameter 'links' "
            "(parameters: n, length, width, mass, arc_deg)\n");  // turn is derived: not a setting
  r = mbdae("run spherical_chain --param n");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --param n: expected NAME=VALUE, e.g. --param n=50\n");
  r = mbdae("compare triple_pendulum --param n=2");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: models/triple_pendulum.yaml: --param n=2: the model has no parameter 'n' (it declares none)\n");
}

// A SUNDIALS failure is one line of mbdae's, with SUNDIALS' own explanation inside it, and nothing
// printed by the library itself (IDA allowed one internal step per output interval runs out of them).
TEST(MbdaeCommand, ASundialsFailureIsOneLineWithTheSolversReason) {
  const CommandResult r = mbdae("run triple_pendulum --integrator ida --formulation index3 --max-steps 1 --t-end 1 --quiet");
  EXPECT_EQ(r.exit_code, 5) << r.output;
  EXPECT_EQ(r.output.find("[IDA ERROR]"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.rfind("mbdae: error: t = ", 0), 0u) << r.output;
  EXPECT_NE(r.output.find("IDA failed with IDA_TOO_MUCH_WORK"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("allow more internal steps between outputs (--max-steps)"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("[IDA: "), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("step size h = 0;"), std::string::npos) << "the step it tried, not 0: " << r.output;
  EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
}

// A planar model runs in planar NACF by default, in (x, y, θ) on request, and a spatial coordinate type
// is refused with a one-line usage error (exit code 2), as is a planar type for a spatial model.
TEST(MbdaeCommand, PlanarModelsTakePlanarCoordinates) {
  const auto json = scratch("planar.json"), csv = scratch("planar.csv");
  CommandResult r = mbdae("run simple_pendulum --t-end 0.1 --output-every 0.05 --quiet --summary " + json.string() +
                          " --output " + csv.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["coordinates"], "planar-nacf");
  EXPECT_EQ(summary["status"], "ok");
  // The marker CSV keeps its contract: z columns, here zero.
  const std::vector<std::string> lines = lines_of(csv);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_EQ(lines[0], "t,bob.x,bob.y,bob.z,bob.vx,bob.vy,bob.vz,energy,position_violation,velocity_violation");
  EXPECT_EQ(lines[1].rfind("0,1,0,0,0,0,0,", 0), 0u) << lines[1];

  r = mbdae("run simple_pendulum --coordinates planar-xytheta --formulation uke --correction direct --t-end 0.1 --quiet");
  EXPECT_EQ(r.exit_code, 0) << r.output;
  r = mbdae("run simple_pendulum --coordinates rpcf-ep --t-end 0.1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: model 'simple_pendulum' is planar: choose --coordinates planar-nacf or planar-xytheta (not "
            "rpcf-ep)\n");
  r = mbdae("run triple_pendulum --coordinates planar-nacf --t-end 0.1");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output,
            "mbdae: error: model 'triple_pendulum' is not planar: --coordinates planar-nacf describes only models with "
            "'planar: true' (choose nacf or rpcf-ep)\n");
}

/// A planar pendulum model (models/simple_pendulum.yaml) under another `name:`.
std::filesystem::path pendulum_named(const std::filesystem::path& file, const std::string& yaml_name) {
  std::string text = text_of(std::string(MBDAE_SOURCE_DIR) + "/models/simple_pendulum.yaml");
  const std::size_t at = text.find("name: simple_pendulum\n");
  text.replace(at, std::string("name: simple_pendulum").size(), "name: " + yaml_name);
  std::ofstream(file) << text;
  return file;
}

std::vector<std::string> compare_pendulum(const std::string& model, const std::string& out) {
  return {"compare", model, "--out", out, "--integrators", "ab4", "--formulations", "af", "--corrections", "rgcp",
          "--t-end", "0.02", "--check-time", "0.02", "--output-every", "0.01", "--steps", "1e-3", "--reference-step",
          "1e-4", "--repetitions", "1", "--quiet"};
}

// `reproduce validation` on one case's short ladder: the table has every method with its error and
// observed order, the CSV one row per rung, and the flags that do not apply to it are refused.
// The README's main job, on a short horizon: every table and figure, and the horizon that was run named
// wherever the text states one (the paper's is 20 s).
TEST(MbdaeCommand, ReproducePaper000WritesItsTablesAndNamesTheHorizonRun) {
  const std::filesystem::path out = scratch("paper000");
  std::filesystem::remove_all(out);
  const auto r = mbdae("reproduce paper000 --t-end 0.5 --repetitions 1 --quiet --out " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::string readme = text_of(out / "README.md");
  for (const char* said : {"T = 0.5 s", "violations over 0.5 s", "the figures show the whole 0.5 s", "## Table 3"})
    EXPECT_NE(readme.find(said), std::string::npos) << said;
  EXPECT_EQ(readme.find(" 20 s"), std::string::npos) << readme;
  EXPECT_EQ(readme.find("DESIGN.md"), std::string::npos);  // it cites what is in the repository
  EXPECT_EQ(lines_of(out / "runs.csv").size(), 1u + 8);  // header and the eight combinations
  EXPECT_NE(readme.find("Program: " + mbdae::cli::version_line() + ". Machine: "), std::string::npos) << readme;
}

TEST(MbdaeCommand, ReproduceValidationWritesErrorsOrdersAndPlotsForTheCasesAsked) {
  const std::filesystem::path out = scratch("validation");
  std::filesystem::remove_all(out);
  const auto r = mbdae("reproduce validation --short --case a01_simple_pendulum --quiet --out " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> rows = lines_of(out / "validation.csv");
  // header; seven fixed-step methods × 3 steps; seven adaptive ones × 3 tolerances
  ASSERT_EQ(rows.size(), 1u + 7 * 3 + 7 * 3);
  EXPECT_EQ(rows[1].rfind("a01_simple_pendulum,ab4 af rgcp,1,4,0.01,ok,", 0), 0u) << rows[1];
  const std::string readme = text_of(out / "README.md");
  EXPECT_NE(readme.find("reproduce validation --out"), std::string::npos);
  EXPECT_NE(readme.find("--short --case a01_simple_pendulum"), std::string::npos);
  EXPECT_NE(readme.find("IFToMM A01"), std::string::npos);
  EXPECT_NE(readme.find("Fastest to an error below"), std::string::npos);
  EXPECT_NE(readme.find("Program: " + mbdae::cli::version_line() + ". Machine: "), std::string::npos) << readme;
  EXPECT_TRUE(std::filesystem::exists(out / "a01_simple_pendulum.dat"));
  EXPECT_TRUE(std::filesystem::exists(out / "validation.gp"));
  // ARKode's tables are named as compare names them, so that the plots' keys stay short.
  bool knoth_wolke = false;
  for (const std::string& row : rows)
    knoth_wolke = knoth_wolke || row.rfind("a01_simple_pendulum,arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp,1,3,", 0) == 0;
  EXPECT_TRUE(knoth_wolke);
  // A method keeps its colour and point type in both panels (error against dt, against wall time),
  // and no two methods share them.
  std::map<std::string, std::set<std::string>> styles_of;  // title → the styles it is drawn with
  for (const std::string& line : lines_of(out / "validation.gp")) {
    const std::size_t style = line.find("with linespoints "), title = line.find(" title '");
    if (style == std::string::npos || title == std::string::npos) continue;
    styles_of[line.substr(title)].insert(line.substr(style, title - style));
  }
  ASSERT_EQ(styles_of.size(), 14u);  // seven fixed-step methods and seven adaptive ones
  std::set<std::string> styles;
  for (const auto& [title, drawn] : styles_of) {
    EXPECT_EQ(drawn.size(), 1u) << title;
    styles.insert(*drawn.begin());
  }
  EXPECT_EQ(styles.size(), styles_of.size());
  // Each panel's key has two columns, ceil(n/2) rows: the fixed seven rows gave the triple pendulum's
  // 17 methods a third column, which runs past the picture's edge (the width is set for two).
  int key_rows = 0, key_entries = 0, panels = 0;
  const auto check_panel = [&] {
    if (key_rows == 0) return;
    ++panels;
    EXPECT_EQ(key_rows, (key_entries + 1) / 2) << key_entries << " entries in rows of " << key_rows;
  };
  for (const std::string& line : lines_of(out / "validation.gp")) {
    if (line.rfind("set key ", 0) == 0) {
      check_panel();
      const std::size_t at = line.find("maxrows ");
      ASSERT_NE(at, std::string::npos) << line;
      key_rows = std::stoi(line.substr(at + 8));
      key_entries = 0;
    }
    for (std::size_t at = line.find(" title '"); at != std::string::npos; at = line.find(" title '", at + 1))
      ++key_entries;
  }
  check_panel();
  EXPECT_EQ(panels, 2);  // one case: error against dt, against wall time

  // `reproduce --help` names every case --case takes.
  const auto help = mbdae("reproduce --help");
  for (const mbdae::validation::ValidationCase& c : mbdae::validation::validation_cases(mbdae::validation::Ladder::short_))
    EXPECT_NE(help.output.find(c.name), std::string::npos) << c.name;

  for (const char* words : {"reproduce validation --t-end 3", "reproduce validation --repetitions 2",
                            "reproduce validation --case nowhere", "reproduce paper003 --short",
                            "reproduce paper000 --case a01_simple_pendulum", "reproduce paper001 --t-end 1",
                            "reproduce paper001 --short"}) {
    const auto bad = mbdae(words);
    EXPECT_EQ(bad.exit_code, 2) << words << ": " << bad.output;
    EXPECT_NE(bad.output.find("mbdae: error:"), std::string::npos) << bad.output;
  }
}

// `reproduce paper002 --short`: every example's runs, measured against what is known exactly. The
// paper's method (constraint-inertia + three-field) holds the constraints to its Newton tolerance, keeps
// the energy of the conservative examples and tracks the known motions; the BDF code at the paper's
// accuracy level 0.01 loses the pendulum's energy (Fig. 1b); scaling m̄ leaves the motion alone and
// m̄ = 0 stops the run naming the constraint (Fig. 1h–i).
TEST(MbdaeCommand, ReproducePaper002RunsTheFiveExamplesAgainstTheirKnownMotions) {
  // Half a minute under the sanitizers, where its methods' own tests run anyway.
  if (mbdae::testing::kSanitized) GTEST_SKIP() << "the Release run covers it";
  const std::filesystem::path out = scratch("paper002");
  std::filesystem::remove_all(out);
  const auto r = mbdae("reproduce paper002 --short --repetitions 1 --quiet --out " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::map<std::string, std::vector<std::string>> runs;  // "example pair" -> fields
  const std::vector<std::string> rows = lines_of(out / "runs.csv");
  ASSERT_GT(rows.size(), 1u);
  for (std::size_t k = 1; k < rows.size(); ++k) {
    std::vector<std::string> fields;
    std::stringstream line(rows[k]);
    for (std::string field; fields.size() < 18 && std::getline(line, field, ',');) fields.push_back(field);
    ASSERT_EQ(fields.size(), 18u) << rows[k];
    runs[fields[0] + ' ' + fields[1]] = fields;
  }
  auto value = [&](const std::string& run, int column) {
    EXPECT_TRUE(runs.count(run)) << run;
    return runs.count(run) ? std::stod(runs[run][column]) : NAN;
  };
  auto status = [&](const std::string& run) { return runs.count(run) ? runs[run][8] : std::string("missing"); };
  constexpr int error = 13, energy = 14, position = 15;
  for (const char* example : {"sphere_pendulum", "four_bar", "bricard", "flyball_governor", "turntable"}) {
    const std::string paper = std::string(example) + " three-field";
    EXPECT_EQ(status(paper), "ok") << paper;
    EXPECT_LT(value(paper, position), 1e-9) << paper << ": the constraints are held at every step";
    EXPECT_EQ(status(std::string(example) + " ida-ggl"), "ok") << example;
  }
  // Against the exact motions (the pendulum's is second order at 10 ms: 2 s of swing).
  EXPECT_LT(value("sphere_pendulum three-field", error), 1e-3);
  EXPECT_LT(value("four_bar three-field", error), 1e-4);
  EXPECT_LT(value("flyball_governor three-field", error), 1e-4);
  EXPECT_LT(value("turntable three-field", error), 1e-5);
  for (const char* example : {"sphere_pendulum", "four_bar", "bricard"})
    EXPECT_LT(value(std::string(example) + " three-field", energy), 1e-4) << example;
  // Fig. 1b: the BDF code at 0.01 loses more than 1 J of the pendulum's 314 J swing; the paper's method
  // keeps it a thousand times better.
  EXPECT_GT(value("sphere_pendulum ida-index3", energy), 1.0);
  EXPECT_LT(1e3 * value("sphere_pendulum three-field", energy), value("sphere_pendulum ida-index3", energy));
  // Fig. 1h–i: the motion does not depend on m̄'s scale; without it nothing determines the motion.
  EXPECT_EQ(status("sphere_pendulum three-field-mbar-1e-3"), "ok");
  EXPECT_NEAR(value("sphere_pendulum three-field-mbar-1e-3", error), value("sphere_pendulum three-field", error), 1e-8);
  for (const char* run : {"sphere_pendulum three-field-mbar-0", "sphere_pendulum cvode-bdf-ci-mbar-0"}) {
    EXPECT_EQ(status(run), "failed") << run;
    EXPECT_EQ(value(run, 9), 0.0) << run << ": stopped at its first step";
    EXPECT_NE(rows[0].find("message"), std::string::npos);
  }
  EXPECT_NE(text_of(out / "runs.csv").find("has no inertia (m_bar = 0)"), std::string::npos);
  // Histories: the start and every output time of the paper's pendulum run (2 s at 0.01 s).
  const std::string histories = text_of(out / "histories.csv");
  int pendulum_rows = 0;
  for (std::size_t at = histories.find("\nsphere_pendulum,three-field,"); at != std::string::npos;
       at = histories.find("\nsphere_pendulum,three-field,", at + 1))
    ++pendulum_rows;
  EXPECT_EQ(pendulum_rows, 201);
  // The known motions beside them, for the figures; Bricard's mechanism has none.
  for (const char* example : {"sphere_pendulum", "four_bar", "flyball_governor", "turntable"})
    EXPECT_NE(histories.find(std::string("\n") + example + ",exact,"), std::string::npos) << example;
  EXPECT_EQ(histories.find("\nbricard,exact,"), std::string::npos);
  const std::string readme = text_of(out / "README.md");
  EXPECT_NE(readme.find("reproduce paper002 --out"), std::string::npos);
  EXPECT_NE(readme.find("--short"), std::string::npos);
  EXPECT_NE(readme.find("(best other)"), std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(out / "figures.gp"));

  for (const char* words : {"reproduce paper002 --t-end 1", "reproduce paper002 --case turntable",
                            "reproduce paper001 --short"}) {
    const auto bad = mbdae(words);
    EXPECT_EQ(bad.exit_code, 2) << words << ": " << bad.output;
  }
}

// --constraint-inertia-scale belongs to the constraint-inertia formulation, reaches both its forms (the
// acceleration one and IDA's residual), and at 0 stops the run naming the constraint without inertia.
TEST(MbdaeCommand, ConstraintInertiaScaleIsTheFormulationsOwnAndZeroStopsTheRun) {
  const auto other = mbdae("run sphere_pendulum --formulation af --constraint-inertia-scale 0.5 --t-end 0.1");
  EXPECT_EQ(other.exit_code, 2) << other.output;
  EXPECT_NE(other.output.find("--constraint-inertia-scale needs --formulation constraint-inertia"), std::string::npos)
      << other.output;
  EXPECT_EQ(mbdae("run sphere_pendulum --formulation constraint-inertia --constraint-inertia-scale -1").exit_code, 2);
  for (const char* integrator : {"three-field --dt 0.01", "ida", "rk4 --dt 0.01"}) {
    const auto zero = mbdae(std::string("run sphere_pendulum --formulation constraint-inertia --integrator ") +
                            integrator + " --t-end 0.1 --constraint-inertia-scale 0 --no-error-estimate");
    EXPECT_EQ(zero.exit_code, 5) << integrator << ": " << zero.output;
    EXPECT_NE(zero.output.find("has no inertia (m_bar = 0)"), std::string::npos) << integrator << ": " << zero.output;
  }
  const std::filesystem::path scaled = scratch("scaled.csv"), unscaled = scratch("unscaled.csv");
  for (const auto& [path, scale] : {std::pair{scaled, "1e-3"}, std::pair{unscaled, "1"}})
    ASSERT_EQ(mbdae("run sphere_pendulum --formulation constraint-inertia --integrator ida --t-end 0.5 --quiet "
                    "--constraint-inertia-scale " + std::string(scale) + " --output " + path.string())
                  .exit_code,
              0);
  // The motion does not depend on the scale: the last rows agree to round-off amplified by IDA's steps.
  std::stringstream a(lines_of(scaled).back()), b(lines_of(unscaled).back());
  int fields = 0;
  for (std::string x, y; std::getline(a, x, ',') && std::getline(b, y, ','); ++fields)
    EXPECT_NEAR(std::stod(x), std::stod(y), 1e-9) << "field " << fields;
  EXPECT_GE(fields, 7);
}

/// A peer CSV of the triple pendulum whose runs sit at known distances from the validation reference:
/// one run per (integrator, accuracy, offset of the tip at every sample, last sample time).
std::filesystem::path peer_runs_around_the_reference(const std::string& name,
                                                      const std::vector<std::tuple<std::string, double, double, double>>& runs) {
  const auto file = scratch(name);
  std::ofstream csv(file);
  csv.precision(17);
  csv << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";
  for (const auto& [integrator, accuracy, offset, t_last] : runs) {
    mbdae::validation::TriplePendulumMotion reference;
    for (int k = 0; k <= std::lround(t_last / 0.25); ++k) {
      reference.advance_to(0.25 * k);
      const Eigen::Vector3d tip = reference.tip() + Eigen::Vector3d(offset, 0, 0);
      csv << "testpeer," << integrator << ',' << accuracy << ",ok,0.5,100," << 0.25 * k << ',' << tip.x() << ','
          << tip.y() << ',' << tip.z() << ",0\n";
    }
  }
  return file;
}

// --peer-csv puts another program's runs of the triple pendulum beside mbdae's methods, each measured
// against the case's reference at its t_end; a run that stops early is failed, one that goes past
// t_end (whose cost is not the case's) or a case without peers stops the command before any run.
TEST(MbdaeCommand, ReproduceValidationMeasuresAPeersRunsAgainstTheSameReference) {
  const std::filesystem::path out = scratch("validation_peer");
  std::filesystem::remove_all(out);
  const auto peer = peer_runs_around_the_reference(
      "validation_peer.csv", {{"exact", 1e-3, 1e-6, 1.0}, {"exact", 1e-5, 1e-8, 1.0}, {"late", 1e-3, 0.0, 0.5}});
  const auto r = mbdae("reproduce validation --short --case triple_pendulum --quiet --peer-csv " + peer.string() +
                       " --out " + out.string());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  std::vector<std::vector<std::string>> peer_rows;
  for (const std::string& row : lines_of(out / "validation.csv"))
    if (row.find("testpeer") != std::string::npos) peer_rows.push_back(fields_of(row));
  ASSERT_EQ(peer_rows.size(), 3u);
  EXPECT_EQ(peer_rows[0][1], "testpeer exact (peer)");
  EXPECT_EQ(peer_rows[0][5], "ok");
  EXPECT_NEAR(std::stod(peer_rows[0][6]), 1e-6, 1e-12);  // the offset, the reference being the same
  EXPECT_EQ(peer_rows[0][10], "100");                     // the peer's steps; no Newton count of its own
  EXPECT_EQ(peer_rows[0][12], "");
  EXPECT_NEAR(std::stod(peer_rows[1][6]), 1e-8, 1e-12);
  EXPECT_EQ(peer_rows[2][1], "testpeer late (peer)");
  EXPECT_EQ(peer_rows[2][5], "failed");
  const std::string readme = text_of(out / "README.md");
  EXPECT_NE(readme.find("--peer-csv "), std::string::npos);
  EXPECT_NE(readme.find("the peer's samples end at t = 0.5 s"), std::string::npos);

  const auto past = peer_runs_around_the_reference("validation_peer_past.csv", {{"exact", 1e-3, 0.0, 2.0}});
  const auto too_long = mbdae("reproduce validation --short --case triple_pendulum --peer-csv " + past.string() +
                              " --out " + scratch("validation_peer_past").string());
  EXPECT_EQ(too_long.exit_code, 2);
  EXPECT_NE(too_long.output.find("past the case triple_pendulum's t_end = 1 s"), std::string::npos) << too_long.output;
  EXPECT_NE(too_long.output.find("run the peer with --t-end 1"), std::string::npos) << too_long.output;
  EXPECT_FALSE(std::filesystem::exists(scratch("validation_peer_past")));
  const auto no_peer = mbdae("reproduce validation --short --case a01_simple_pendulum --peer-csv " + peer.string() +
                             " --out " + scratch("validation_peer_none").string());
  EXPECT_EQ(no_peer.exit_code, 2);
  EXPECT_NE(no_peer.output.find("none of the cases asked for has peer runs"), std::string::npos) << no_peer.output;
  const auto paper = mbdae("reproduce paper000 --peer-csv " + peer.string());
  EXPECT_EQ(paper.exit_code, 2);
  EXPECT_NE(paper.output.find("--peer-csv applies to `reproduce validation` only"), std::string::npos) << paper.output;
}

// No shell between mbdae and gnuplot: an output folder and a model name made of what a shell or gnuplot
// would run (quotes, $( ), backquotes, ;, a line break) give their plots, and the planted command never runs.
TEST(MbdaeCommand, CompareDrawsItsPlotsInAHostileFolderAndRunsNothingItsNamesSay) {
  const auto root = scratch("hostile_names");
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root);
  const auto marker = root / "marker";
  const std::string touch = "touch " + marker.string();
  const std::string folder_name = "bob's \"run\" $(" + touch + ") `" + touch + "`; " + touch + "\n" + touch + " ü";
  // In YAML's double quotes: \" is a quote and \n a line break.
  const std::string model_name = "bob's \\\"model\\\" $(" + touch + ") `" + touch + "` '; system('" + touch + "'); '\\n ü";
  const auto model = pendulum_named(root / "hostile.yaml", "\"" + model_name + "\"");
  const auto out = root / folder_name;

  const CommandResult r = mbdae::testing::mbdae_command(compare_pendulum(model.string(), out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_EQ(r.output, "");  // --quiet, and gnuplot neither failed nor warned
  EXPECT_TRUE(std::filesystem::exists(out / "compare.csv"));
  ASSERT_TRUE(std::filesystem::exists(out / "work_precision_planar-nacf_fixed.png"))
      << text_of(out / "work_precision.gp");
  EXPECT_TRUE(std::filesystem::exists(out / "work_precision_planar-xytheta_fixed.png"));
  EXPECT_FALSE(std::filesystem::exists(marker));
  // The README's command names the folder as a shell reads it back: in single quotes, a quote as '\''.
  EXPECT_NE(text_of(out / "README.md").find("--out '" + root.string() + "/bob'\\''s \"run\" $("), std::string::npos)
      << text_of(out / "README.md");
}

TEST(MbdaeCommand, CompareWithoutGnuplotWritesItsTablesAndSaysThePlotsAreMissing) {
  const auto root = scratch("no_gnuplot");
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root / "empty_path");
  const auto out = root / "out";
  const CommandResult r = mbdae::testing::mbdae_command(compare_pendulum("simple_pendulum", out.string()),
                                                        {"PATH=" + (root / "empty_path").string()});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  // One line for each thing not drawn: the work-precision plots, the report's plots, the report's screenshot
  // (no browser on that PATH either); the report itself is written.
  EXPECT_EQ(r.output, "mbdae: warning: " + (out / "work_precision.gp").string() +
                          ": gnuplot could not start: No such file or directory (install gnuplot to draw them); "
                          "plots not drawn\n"
                          "mbdae: warning: " + (out / "report_plots.gp").string() +
                          ": gnuplot could not start: No such file or directory (install gnuplot to draw them); "
                          "report plots not drawn\n"
                          "mbdae: warning: " + (out / "report.png").string() +
                          ": chromium could not start: No such file or directory (install chromium to take it); "
                          "screenshot not taken\n");
  EXPECT_TRUE(std::filesystem::exists(out / "report.html"));
  EXPECT_TRUE(std::filesystem::exists(out / "compare.csv"));
  EXPECT_TRUE(std::filesystem::exists(out / "README.md"));
  EXPECT_FALSE(std::filesystem::exists(out / "work_precision_planar-nacf_fixed.png"));
}

// A run whose step or output count cannot be represented or run is refused up front, naming the flags:
// it used to overflow the step counter and end "ok" at t = 0 with zero steps.
TEST(MbdaeCommand, AStepOrOutputCountBeyondWhatARunCanTakeIsRefused) {
  const auto one_line = [](const CommandResult& r) {
    EXPECT_EQ(r.exit_code, 2) << r.output;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
  };
  CommandResult r = mbdae::testing::mbdae_command("run triple_pendulum --t-end 1e16 --output-every 1e13 --quiet");
  one_line(r);
  EXPECT_EQ(r.output,
            "mbdae: error: --t-end / --dt asks for 1e+19 steps, more than a run can take (1e+12): shorten --t-end or "
            "lengthen --dt\n");
  r = mbdae::testing::mbdae_command("run triple_pendulum --t-end 1 --dt 1e-300 --output-every 1 --quiet");
  one_line(r);
  EXPECT_NE(r.output.find("asks for 1e+300 steps"), std::string::npos) << r.output;
  // The adaptive integrators count output times.
  r = mbdae::testing::mbdae_command("run triple_pendulum --integrator cvode-bdf --t-end 1e16 --quiet");
  one_line(r);
  EXPECT_NE(r.output.find("--t-end / --output-every asks for 1e+18 output times"), std::string::npos) << r.output;
  for (const char* integrator : {"rk4", "arkode-erk", "ida", "gen-alpha", "ali3p-trapezoidal"}) {
    // The fixed-step ones by their steps, the adaptive ones by their output times.
    const bool fixed = std::string(integrator) == "rk4" || std::string(integrator) == "gen-alpha" ||
                       std::string(integrator) == "ali3p-trapezoidal";
    r = mbdae::testing::mbdae_command(std::string("run triple_pendulum --t-end 1e16 --quiet --integrator ") +
                                      integrator + (fixed ? " --output-every 1e13" : ""));
    one_line(r);
    EXPECT_NE(r.output.find("more than a run can take"), std::string::npos) << integrator << ": " << r.output;
  }
  // compare refuses before it runs anything.
  const auto [c, out, rows] = run_compare("compare_huge_t_end", "simple_pendulum --t-end 1e16 --output-every 1e13");
  EXPECT_EQ(c.exit_code, 2) << c.output;
  EXPECT_NE(c.output.find("more than a run can take"), std::string::npos) << c.output;
}

// Outputs never destroy what they should not: the model file, each other, a device.
TEST(MbdaeCommand, OutputsThatWouldOverwriteTheModelOrEachOtherAreRefused) {
  const auto folder = scratch("clobber");
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  const auto model = folder / "pendulum.yaml";
  std::filesystem::copy_file(std::string(MBDAE_SOURCE_DIR) + "/models/simple_pendulum.yaml", model);
  const std::string before = text_of(model);
  CommandResult r = mbdae::testing::mbdae_command(
      {"run", model.string(), "--t-end", "0.01", "--quiet", "--output", (folder / "." / "pendulum.yaml").string()});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output, "mbdae: error: --output " + (folder / "." / "pendulum.yaml").string() + " is the model file " +
                          model.string() + ": it would be overwritten; write to another file\n");
  r = mbdae::testing::mbdae_command({"run", model.string(), "--t-end", "0.01", "--quiet", "--summary", model.string()});
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_EQ(text_of(model), before);
  r = mbdae::testing::mbdae_command({"run", "--t-end", "0.01", "--quiet", "--output", (folder / "a").string(),
                                     "--summary", (folder / "x" / ".." / "a").string()});
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("are the same file"), std::string::npos) << r.output;
}

TEST(MbdaeCommand, AFullDiskIsAnOutputErrorAndTheDeviceStays) {
  const CommandResult r = mbdae::testing::mbdae_command("run --t-end 0.1 --quiet --output /dev/full");
  EXPECT_EQ(r.exit_code, 6) << r.output;
  EXPECT_NE(r.output.find("/dev/full: cannot write: No space left on device"), std::string::npos) << r.output;
  EXPECT_TRUE(std::filesystem::is_character_file("/dev/full"));
}

// compare refuses, before any run, what would have ended in an empty table or an internal error.
TEST(MbdaeCommand, CompareRefusesUnknownNamesAndAnOutputFolderThatIsAFile) {
  const auto root = scratch("compare_refusals");
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root);
  CommandResult r = mbdae::testing::mbdae_command(
      {"compare", "simple_pendulum", "--integrators", "ab4,bogus", "--out", (root / "a").string(), "--quiet"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.output.rfind("mbdae: error: --integrators: unknown name 'bogus' (valid: all, ab4, rk4,", 0), 0u)
      << r.output;
  for (const char* flag : {"--coordinates", "--formulations", "--corrections"}) {
    r = mbdae::testing::mbdae_command({"compare", "simple_pendulum", flag, "bogus", "--out", (root / "a").string()});
    EXPECT_EQ(r.exit_code, 2) << flag;
    EXPECT_NE(r.output.find(std::string(flag) + ": unknown name 'bogus'"), std::string::npos) << r.output;
  }
  EXPECT_FALSE(std::filesystem::exists(root / "a"));  // refused before anything was written

  const auto file = root / "a_file";
  std::ofstream(file) << "not a folder";
  r = mbdae::testing::mbdae_command({"compare", "simple_pendulum", "--out", file.string(), "--quiet"});
  EXPECT_EQ(r.exit_code, 6) << r.output;
  EXPECT_EQ(r.output, "mbdae: error: " + file.string() + ": cannot create the output folder: a file of that name is there\n");
  EXPECT_EQ(text_of(file), "not a folder");
}

TEST(MbdaeCommand, AMaxStepThatIsNoNumberOfSecondsIsRefused) {
  for (const char* value : {"nan", "inf", "-1"}) {
    const CommandResult r = mbdae::testing::mbdae_command(
        {"run", "--integrator", "cvode-bdf", "--t-end", "0.01", "--quiet", "--max-step", value});
    EXPECT_EQ(r.exit_code, 2) << value;
    EXPECT_EQ(r.output,
              "mbdae: error: --max-step must be a finite number of seconds, not negative (0: no limit)\n")
        << value;
  }
}

// ARKode prints its own error block for an unknown table name; the user sees mbdae's one line only.
TEST(MbdaeCommand, AnUnknownButcherTableIsOneLine) {
  for (const char* integrator : {"arkode-erk", "arkode-dirk"}) {
    const CommandResult r = mbdae::testing::mbdae_command(
        {"run", "--integrator", integrator, "--table", "ARKODE_NO_SUCH_TABLE", "--t-end", "0.01", "--quiet"});
    EXPECT_EQ(r.exit_code, 2) << integrator;
    EXPECT_EQ(std::count(r.output.begin(), r.output.end(), '\n'), 1) << r.output;
    EXPECT_EQ(r.output.rfind(std::string("mbdae: error: ") + integrator + " has no", 0), 0u) << r.output;
  }
}

// A model file is read from a pipe as from a file, and an endless one is cut off at the documented cap.
TEST(MbdaeCommand, AModelFromAPipeRunsAndAnEndlessOneIsRefusedAtTheCap) {
  const auto fifo = scratch("model_pipe");
  std::filesystem::remove(fifo);
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  std::thread writer([&] {
    std::ofstream(fifo) << text_of(std::string(MBDAE_SOURCE_DIR) + "/models/simple_pendulum.yaml");
  });
  const CommandResult piped = mbdae::testing::mbdae_command({"run", fifo.string(), "--t-end", "0.01", "--quiet"});
  writer.join();
  EXPECT_EQ(piped.exit_code, 0) << piped.output;
  std::filesystem::remove(fifo);

  const CommandResult endless = mbdae::testing::mbdae_command({"run", "/dev/zero", "--quiet"});
  EXPECT_EQ(endless.exit_code, 6);
  EXPECT_EQ(endless.output,
            "mbdae: error: cannot read model file '/dev/zero': it is larger than 64 MiB, the most a model file may "
            "hold\n");
}

}  // namespace MBDAE_UNITY_ID

namespace MBDAE_UNITY_ID {

// --output-bodies and --output-reactions add their columns; the pendulum at rest hangs from its pivot,
// which then carries exactly its weight.
TEST(MbdaeCommand, TrajectoryHoldsBodyPosesAndJointReactionsOnRequest) {
  const auto csv = scratch("poses.csv");
  const CommandResult r = mbdae::testing::mbdae_command(std::vector<std::string>{
      "run", "simple_pendulum", "--t-end", "0.02", "--output-every", "0.01", "--quiet", "--output", csv.string(),
      "--output-bodies", "--output-reactions", "--reactions-frame", "body_j"});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::vector<std::string> lines = lines_of(csv);
  ASSERT_EQ(lines.size(), 4u);
  EXPECT_NE(lines[0].find(",energy,position_violation,velocity_violation,bob.x,bob.y,bob.z,bob.qw,bob.qx,bob.qy,bob.qz,"
                          "link.fx,link.fy,link.fz,link.tx,link.ty,link.tz"),
            std::string::npos)
      << lines[0];

  const CommandResult relative = mbdae::testing::mbdae_command(std::vector<std::string>{
      "run", "simple_pendulum", "--coordinates", "relative", "--output", csv.string(), "--output-reactions"});
  EXPECT_EQ(relative.exit_code, 2) << relative.output;
  EXPECT_NE(relative.output.find("--output-reactions needs the bodies' global coordinates"), std::string::npos)
      << relative.output;
  const CommandResult no_file = mbdae("run simple_pendulum --output-bodies");
  EXPECT_EQ(no_file.exit_code, 2);
  EXPECT_NE(no_file.output.find("--output-bodies adds columns to the trajectory: give --output FILE too"),
            std::string::npos)
      << no_file.output;
  const CommandResult frame = mbdae::testing::mbdae_command(std::vector<std::string>{
      "run", "simple_pendulum", "--output", csv.string(), "--output-reactions", "--reactions-frame", "chassis"});
  EXPECT_EQ(frame.exit_code, 2);
  EXPECT_NE(frame.output.find("--reactions-frame: no body called 'chassis'"), std::string::npos) << frame.output;
}

}  // namespace MBDAE_UNITY_ID
