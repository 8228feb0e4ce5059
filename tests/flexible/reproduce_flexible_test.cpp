// `mbdae reproduce flexible --short`: the mesh and mode studies of the flexible slider-crank and
// pendulum, and compare's pairs on the slider-crank. What the study must show to be worth reading:
// the reference is converged in time far below the gaps it measures, more modes bring a coarse mesh
// closer to it, the pairs' table holds the stiff integrators' runs, and paper 004's forms of the equations
// of motion converge together to the same motion.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/report_format.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

std::vector<std::string> split(const std::string& line) {
  std::vector<std::string> fields;
  std::stringstream in(line);
  for (std::string field; std::getline(in, field, ',');) fields.push_back(field);
  return fields;
}

std::string text_of(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(ReproduceFlexible, MoreModesApproachTheFineMeshWhoseTimeErrorIsNegligible) {
  // Twenty seconds in Release; the flexible bodies' own tests run under the sanitizers.
  if (mbdae::testing::kSanitized) GTEST_SKIP() << "the Release run covers it";
  const std::filesystem::path out = mbdae::testing::fresh_folder("reproduce_flexible", "run") / "flexible";
  const auto result =
      mbdae::testing::mbdae_command("reproduce flexible --short --quiet --no-screenshot --out " + out.string());
  ASSERT_EQ(result.exit_code, 0) << result.output;

  // model,elements,reduction,modes,elastic_coordinates,lowest,highest,rtol,status,steps,wall,peak,deflection_gap,
  // marker_gap
  std::ifstream csv(out / "meshes.csv");
  std::string line;
  ASSERT_TRUE(std::getline(csv, line));
  ASSERT_EQ(split(line).size(), 14u) << line;
  struct Row {
    double rtol, peak, deflection_gap, marker_gap;
    int elastic;
    std::string status;
  };
  // "model elements reduction modes" -> the run, then the check run
  std::map<std::string, std::vector<Row>> rows;
  while (std::getline(csv, line)) {
    const std::vector<std::string> f = split(line);
    ASSERT_EQ(f.size(), 14u) << line;
    rows[f[0] + ' ' + f[1] + ' ' + f[2] + ' ' + f[3]].push_back(
        {std::stod(f[7]), std::stod(f[11]), std::stod(f[12]), std::stod(f[13]), std::stoi(f[4]), f[8]});
  }
  for (const auto& [name, runs] : rows)
    for (const Row& r : runs) EXPECT_EQ(r.status, "ok") << name;

  for (const auto& [model, reference_mesh] : {std::pair<std::string, std::string>{"flexible_slider_crank", "16 craig_bampton 8"},
                                              {"flexible_pendulum", "16 modes 8"}}) {
    const std::string& m = model;
    SCOPED_TRACE(m);
    // The reference (the finest mesh, last) and its check at a ten times tighter tolerance.
    const std::vector<Row>& reference = rows[m + " " + reference_mesh];
    ASSERT_EQ(reference.size(), 2u);
    EXPECT_LT(reference[1].rtol, reference[0].rtol);
    const Row& one = rows[m + " 8 modes 1"].at(0);
    const Row& two = rows[m + " 8 modes 2"].at(0);
    const Row& four = rows[m + " 8 modes 4"].at(0);
    EXPECT_EQ(one.elastic, 1);
    EXPECT_EQ(four.elastic, 4);
    // The reference's own time error is far below every gap the study reports.
    EXPECT_LT(reference[1].deflection_gap, 1e-3 * four.deflection_gap);
    EXPECT_LT(reference[1].marker_gap, 1e-3 * four.marker_gap);
    // Modes bring the 8-element rod closer to the fine mesh (not more than the mesh allows).
    EXPECT_LE(four.deflection_gap, one.deflection_gap);
    EXPECT_LE(four.deflection_gap, two.deflection_gap);
    // The bodies do bend: the deflections are far above the gaps of the 4-mode rod.
    EXPECT_GT(reference[0].peak, 5.0 * four.deflection_gap);
  }
  // The pendulum's first mode alone misses the second's share of the swing's bending: each doubling
  // of the modes closes most of the gap.
  EXPECT_LT(rows["flexible_pendulum 8 modes 2"].at(0).deflection_gap,
            0.2 * rows["flexible_pendulum 8 modes 1"].at(0).deflection_gap);
  EXPECT_LT(rows["flexible_pendulum 8 modes 4"].at(0).deflection_gap,
            0.5 * rows["flexible_pendulum 8 modes 2"].at(0).deflection_gap);

  // Each mesh's deflection history, and compare's pairs.
  EXPECT_TRUE(std::filesystem::exists(out / "flexible_slider_crank_e8_m4.csv"));
  EXPECT_TRUE(std::filesystem::exists(out / "flexible_pendulum_e16_m8.csv"));
  EXPECT_TRUE(std::filesystem::exists(out / "flexible_slider_crank_e16_cb8.csv"));
  std::ifstream pairs(out / "pairs" / "compare.csv");
  ASSERT_TRUE(pairs) << "no pairs/compare.csv";
  std::getline(pairs, line);
  int runs = 0;
  std::map<std::string, int> ok_by_integrator;
  while (std::getline(pairs, line)) {
    ++runs;
    const std::vector<std::string> f = split(line);
    if (f.size() > 5 && f[5] == "ok") ++ok_by_integrator[f[1]];
  }
  EXPECT_GT(runs, 100);
  for (const char* integrator : {"rk4", "ida", "gen-alpha", "ali3p-trapezoidal", "cvode-bdf", "arkode-dirk"})
    EXPECT_GT(ok_by_integrator[integrator], 0) << integrator;
  // Paper 004's forms: on each model, each form with RK4 and AB4 runs at both steps, its error falls at
  // the integrators' order (16 for a halving; more than 8 here), and at each step it is within a small
  // factor of Lagrange's: one motion, four ways of writing it.
  for (const char* model : {"flexible_slider_crank", "triple_pendulum"}) {
    SCOPED_TRACE(model);
    std::ifstream forms(out / (std::string("forms_") + model) / "compare.csv");
    ASSERT_TRUE(forms) << "no forms_" << model << "/compare.csv";
    std::getline(forms, line);
    const std::vector<std::string> header = cli::csv_fields(line);
    const auto column = [&](const char* name) {
      return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
    };
    const std::size_t coordinates = column("coordinates"), integrator = column("integrator"),
                      formulation = column("formulation"), knob = column("rtol_or_dt"), status = column("status"),
                      error = column("error");
    ASSERT_LT(error, header.size()) << line;
    // "coordinates integrator formulation" -> step -> error
    std::map<std::string, std::map<double, double>> errors;
    while (std::getline(forms, line)) {
      const std::vector<std::string> f = cli::csv_fields(line);
      ASSERT_EQ(f.size(), header.size()) << line;
      EXPECT_EQ(f[status], "ok") << line;
      if (f[status] == "ok") errors[f[coordinates] + ' ' + f[integrator] + ' ' + f[formulation]][std::stod(f[knob])] = std::stod(f[error]);
    }
    std::map<std::string, int> forms_seen;
    for (const auto& [pair, by_step] : errors) {
      ASSERT_EQ(by_step.size(), 2u) << pair;
      forms_seen[pair.substr(pair.rfind(' ') + 1)] += 1;
      const double fine = by_step.begin()->second, coarse = by_step.rbegin()->second;
      EXPECT_GT(coarse, 8.0 * fine) << pair;
      const std::string lagrange = pair.substr(0, pair.rfind(' ')) + " af";
      ASSERT_TRUE(errors.count(lagrange)) << lagrange;
      for (const auto& [step, e] : by_step) {
        EXPECT_LT(e, 4.0 * errors[lagrange][step]) << pair << " at " << step;
        EXPECT_GT(e, 0.25 * errors[lagrange][step]) << pair << " at " << step;
      }
    }
    EXPECT_EQ(forms_seen["hamilton"], 4);  // two coordinate types × rk4, ab4
    EXPECT_EQ(forms_seen["nullspace"], 4);
    EXPECT_EQ(forms_seen["gibbs-appell"], 4);
  }

  const std::string readme = text_of(out / "README.md");
  EXPECT_NE(readme.find("## Paper 004's forms of the equations of motion"), std::string::npos);
  EXPECT_NE(readme.find("reproduce flexible --out"), std::string::npos);
  EXPECT_NE(readme.find("--short"), std::string::npos);
  EXPECT_NE(readme.find("16 elements, 8 modes (reference)"), std::string::npos);
  EXPECT_NE(readme.find("16 elements, Craig-Bampton, 8 modes (reference)"), std::string::npos);

  for (const char* words : {"reproduce flexible --t-end 1", "reproduce flexible --repetitions 3",
                            "reproduce flexible --case a01_simple_pendulum"}) {
    const auto bad = mbdae::testing::mbdae_command(words);
    EXPECT_EQ(bad.exit_code, 2) << words << ": " << bad.output;
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
