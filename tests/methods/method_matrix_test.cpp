// Every valid coordinates × formulation × integrator × correction combination on every built-in model
// either runs or stops with a one-line message that says when and why: `mbdae compare` walks the whole
// matrix (a short interval, one step size, one tolerance) and the test reads its CSV. Scalable models
// run with two units (--param n=2) to keep this quick.
#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/report_format.hpp"
#include "io/builtin_models.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

std::vector<std::string> builtin_names() {
  std::vector<std::string> names;
  for (const BuiltinModelText& model : builtin_model_texts()) names.push_back(model.name);
  return names;
}

/// The formulations `mbdae list` names: the first column of its table's rows.
std::vector<std::string> program_formulation_names() {
  const mbdae::testing::CommandResult list = mbdae::testing::mbdae_command("list");
  std::vector<std::string> names;
  std::istringstream lines(list.output);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("| ", 0) != 0 || line.rfind("| formulation ", 0) == 0) continue;
    const std::size_t end = line.find(" |", 2);
    if (end != std::string::npos) names.push_back(line.substr(2, end - 2));
  }
  return names;
}

class EveryMethodOnEveryModel : public ::testing::TestWithParam<std::string> {};

TEST_P(EveryMethodOnEveryModel, RunsOrSaysWhenAndWhy) {
  const std::string model = GetParam();
  // The vehicle's 224 methods take ten seconds here (UKE on its 252 natural coordinates most of it),
  // two and a half minutes under the sanitizers: there its methods run in the Release build only.
  if (mbdae::testing::kSanitized && model == "vehicle") GTEST_SKIP() << "the Release run covers it";
  const auto out = std::filesystem::temp_directory_path() / "mbdae_method_matrix" / model;
  std::filesystem::remove_all(out);
  bool scalable = false;
  for (const ModelParameter& p : load_builtin_model(model).parameters) scalable = scalable || p.name == "n";
  // The flyball governor's spring-dampers (c/m = 4e4/5 = 8000 1/s) make explicit RK4 unstable at 0.5 ms:
  // its reference needs a smaller step (compare stops when the reference cannot be computed).
  // The flexible slider-crank's rod rings at up to 2e4 rad/s: the same.
  const std::string reference_step = model == "flyball_governor" || model == "flexible_slider_crank" ? "1e-5" : "0.0005";
  // The flyball governor's constraint-inertia runs take four fifths of its time (their c̄ and k̄ need
  // the spring-dampers' force Jacobians at every evaluation, ARKode DIRK's Jacobian a column of those
  // per coordinate): under the sanitizers the Release run covers them.
  // The quarter-car's bushings do the same to constraint-inertia (its DIRK and IDA runs reach the 10 s
  // limit under the sanitizers).
  // The names come from the program's own `mbdae list` table, not from this process's registry, to
  // which other tests of the same process add rows the program does not have (a plug-in's, an example's).
  std::string formulations;
  if (mbdae::testing::kSanitized && (model == "flyball_governor" || model == "quarter_car")) {
    for (const std::string& name : program_formulation_names())
      if (name != "constraint-inertia") formulations += (formulations.empty() ? " --formulations " : ",") + name;
    ASSERT_FALSE(formulations.empty());
  }
  const std::string command = "compare " + model + (scalable ? " --param n=2" : "") + formulations + " --out " + out.string() +
                              " --t-end 0.004 --check-time 0.004 --output-every 0.002 --reference-step " +
                              reference_step + " --steps 0.001 --tolerances 1e-4 --repetitions 1 --quiet --no-report";
  const mbdae::testing::CommandResult result = mbdae::testing::mbdae_command(command);
  ASSERT_EQ(result.exit_code, 0) << command << "\n" << result.output;

  std::ifstream csv(out / "compare.csv");
  ASSERT_TRUE(csv) << "no CSV in " << out;
  std::string line;
  std::getline(csv, line);
  const std::vector<std::string> header = cli::csv_fields(line);
  const auto column = [&](const std::string& name) {
    return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
  };
  const std::size_t status_column = column("status"), message_column = column("message");
  ASSERT_LT(message_column, header.size()) << line;
  int rows = 0, ok = 0;
  while (std::getline(csv, line)) {
    const std::vector<std::string> fields = cli::csv_fields(line);
    ASSERT_EQ(fields.size(), header.size()) << line;
    ++rows;
    if (fields[status_column] == "ok") {
      ++ok;
      continue;
    }
    EXPECT_EQ(fields[status_column], "failed") << line;
    EXPECT_EQ(fields[message_column].rfind("t = ", 0), 0u) << "a failure must say when: " << line;
    EXPECT_GT(fields[message_column].size(), 20u) << "and why: " << line;
  }
  EXPECT_GT(rows, 50) << "every valid pair, in both coordinate types";
  EXPECT_GT(ok, rows / 2) << "most methods run every model";
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, EveryMethodOnEveryModel, ::testing::ValuesIn(builtin_names()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace mbdae
