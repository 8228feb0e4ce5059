// `mbdae sweep`: a comparison per point of the parameter grid, the same rows as `mbdae compare` at that
// point, one table with a column per parameter, the cheapest pair at each error level (recomputed here
// from the table), a rerun that runs nothing again, and one-line refusals.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli/report_format.hpp"
#include "support/command_output.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"

namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;
using mbdae::testing::mbdae_command;

fs::path scratch(const std::string& name) { return mbdae::testing::absent_folder("sweep_test", name); }
using mbdae::testing::csv_rows;
std::vector<std::string> words(const std::string& text) { return mbdae::testing::split_words(text); }

std::size_t column(const std::vector<std::string>& header, const std::string& name) {
  const auto found = std::find(header.begin(), header.end(), name);
  EXPECT_NE(found, header.end()) << name;
  return static_cast<std::size_t>(found - header.begin());
}

const std::string kSettings =
    std::string(mbdae::testing::kSanitized ? "--t-end 0.04 --check-time 0.04" : "--t-end 0.1 --check-time 0.1") +
    " --coordinates nacf --integrators rk4,ida --formulations af,index1 "
    "--corrections none --repetitions 1";

TEST(Sweep, EachPointIsTheComparisonAtThatPointInOneTableWithAColumnPerParameter) {
  const fs::path out = scratch("grid");
  const auto sweep = mbdae_command(
      words("sweep spherical_chain --param n=2,3 --param mass=1,2.5 --param width=0.04 " + kSettings + " --out " +
            out.string()));
  ASSERT_EQ(sweep.exit_code, 0) << sweep.output;
  const auto table = csv_rows(out / "sweep.csv");
  ASSERT_FALSE(table.empty());
  const std::vector<std::string>& header = table.front();
  ASSERT_GE(header.size(), 3u);
  EXPECT_EQ(header[0], "n");
  EXPECT_EQ(header[1], "mass");
  EXPECT_EQ(header[2], "coordinates");

  // The point n=3, mass=2.5 holds the rows `mbdae compare` writes there (but the wall times).
  const fs::path single = scratch("single");
  const auto compare = mbdae_command(words("compare spherical_chain --param n=3 --param mass=2.5 --param width=0.04 " +
                                           kSettings + " --out " + single.string() + " --no-report"));
  ASSERT_EQ(compare.exit_code, 0) << compare.output;
  const auto alone = csv_rows(single / "compare.csv");
  const std::size_t wall = column(alone.front(), "wall_time_median_s");
  std::vector<std::vector<std::string>> at_point;
  for (std::size_t r = 1; r < table.size(); ++r)
    if (table[r][0] == "3" && table[r][1] == "2.5") at_point.emplace_back(table[r].begin() + 2, table[r].end());
  ASSERT_EQ(at_point.size() + 1, alone.size());
  for (std::size_t r = 0; r < at_point.size(); ++r) {
    auto a = at_point[r], b = alone[r + 1];
    a[wall] = b[wall] = "";
    for (std::size_t c = 0; c < a.size(); ++c)
      if (alone.front()[c].rfind("cost_", 0) == 0) a[c] = b[c] = "";
    EXPECT_EQ(a, b) << "row " << r;
  }
  EXPECT_EQ(table.size() - 1, 4 * at_point.size()) << "four points, the same pairs at each";

  // cheapest.csv: at each point and level, the ok row of least wall time whose error is within the level.
  const auto cheapest = csv_rows(out / "cheapest.csv");
  ASSERT_EQ(cheapest.size(), 1 + 4 * 3u);  // four points, three default levels
  const std::vector<std::string>& sweep_header = table.front();
  const std::size_t status = column(sweep_header, "status"), error = column(sweep_header, "error"),
                    time = column(sweep_header, "wall_time_median_s");
  for (std::size_t r = 1; r < cheapest.size(); ++r) {
    const double level = std::stod(cheapest[r][2]);
    double best = INFINITY;
    for (std::size_t t = 1; t < table.size(); ++t)
      if (table[t][0] == cheapest[r][0] && table[t][1] == cheapest[r][1] && table[t][status] == "ok" &&
          std::stod(table[t][error]) <= level && std::stod(table[t][error]) > 0)
        best = std::min(best, std::stod(table[t][time]));
    if (std::isinf(best)) EXPECT_TRUE(cheapest[r][3].empty()) << "no run reached " << level;
    else EXPECT_NEAR(std::stod(cheapest[r][6]), best, 1e-6 * best) << "row " << r;
  }
  EXPECT_TRUE(fs::exists(out / "cost_vs_n.png"));
  EXPECT_TRUE(fs::exists(out / "cost_vs_mass.png"));
  std::ifstream readme(out / "README.md");
  const std::string text{std::istreambuf_iterator<char>(readme), {}};
  EXPECT_EQ(text.rfind("# spherical_chain: parameter sweep over n, mass\n", 0), 0u) << text;
  EXPECT_NE(text.find("`width=0.04`"), std::string::npos) << "the fixed parameter is named";

  // A rerun with the same settings runs no point again: every row, wall times included, stays.
  const auto before = csv_rows(out / "sweep.csv");
  const auto again = mbdae_command(
      words("sweep spherical_chain --param n=2,3 --param mass=1,2.5 --param width=0.04 " + kSettings + " --out " +
            out.string()));
  ASSERT_EQ(again.exit_code, 0) << again.output;
  EXPECT_NE(again.output.find("sweep: point 4/4 (n=3, mass=2.5): done before with the same settings"),
            std::string::npos)
      << again.output;
  EXPECT_EQ(csv_rows(out / "sweep.csv"), before);
  // Another setting makes every point run again.
  const auto other = mbdae_command(
      words("sweep spherical_chain --param n=2,3 --param mass=1,2.5 --param width=0.04 " + kSettings +
            " --steps 1e-3 --out " + out.string()));
  ASSERT_EQ(other.exit_code, 0) << other.output;
  EXPECT_EQ(other.output.find("done before"), std::string::npos) << other.output;
}

TEST(Sweep, RefusesWhatItCannotSweepInOneLine) {
  const fs::path out = scratch("refused");
  const auto none = mbdae_command(words("sweep spherical_chain --param n=3 --out " + out.string()));
  EXPECT_EQ(none.exit_code, 2) << none.output;
  EXPECT_NE(none.output.find("needs a parameter with two or more values"), std::string::npos) << none.output;
  const auto bad = mbdae_command(words("sweep spherical_chain --param n=2,0 --out " + out.string()));
  EXPECT_EQ(bad.exit_code, 2) << bad.output;
  EXPECT_NE(bad.output.find("at the sweep's point n=0"), std::string::npos) << bad.output;
  const auto unknown = mbdae_command(words("sweep spherical_chain --param links=2,3 --out " + out.string()));
  EXPECT_EQ(unknown.exit_code, 2) << unknown.output;
  EXPECT_NE(unknown.output.find("links"), std::string::npos) << unknown.output;
  const auto peer = mbdae_command(words("sweep spherical_chain --param n=2,3 --peer-csv runs.csv --out " + out.string()));
  EXPECT_EQ(peer.exit_code, 2) << peer.output;
  EXPECT_NE(peer.output.find("--peer-csv runs.csv: another program's runs are of one parameter set"), std::string::npos)
      << peer.output;
  EXPECT_FALSE(fs::exists(out)) << "refused before any run";
  // A folder of other results is not written over.
  const fs::path other = scratch("other_results");
  fs::create_directories(other);
  std::ofstream(other / "README.md") << "# something else\n";
  const auto taken = mbdae_command(words("sweep spherical_chain --param n=2,3 " + kSettings + " --out " + other.string()));
  EXPECT_EQ(taken.exit_code, 2) << taken.output;
  EXPECT_NE(taken.output.find("holds other results"), std::string::npos) << taken.output;
}

}  // namespace MBDAE_UNITY_ID
