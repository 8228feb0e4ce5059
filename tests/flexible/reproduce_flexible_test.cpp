// `mbdae reproduce flexible --short`: the mesh and mode studies of the flexible slider-crank and
// pendulum, and compare's pairs on the slider-crank. What the study must show to be worth reading:
// the reference is converged in time far below the gaps it measures, more modes bring a coarse mesh
// closer to it, and the pairs' table holds the stiff integrators' runs.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

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
  const std::string readme = text_of(out / "README.md");
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
