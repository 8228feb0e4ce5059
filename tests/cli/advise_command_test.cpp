// `mbdae advise`: the advised pair reaches the requested error over the whole horizon (checked here
// against compare's reference by the table advise wrote, and again by the full comparison below), and it
// is within twice the wall time of the fastest run a full comparison of the same pairs over the same
// horizon finds at that error; pairs that fail on the model are listed with why; bad requests are refused.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
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

fs::path scratch(const std::string& name) { return mbdae::testing::absent_folder("advise_test", name); }
using mbdae::testing::csv_rows;
std::vector<std::string> words(const std::string& text) { return mbdae::testing::split_words(text); }

std::size_t column(const std::vector<std::string>& header, const std::string& name) {
  return static_cast<std::size_t>(std::find(header.begin(), header.end(), name) - header.begin());
}

/// The fastest ok run of a compare.csv with error ≤ `level`: its wall time (infinity: none).
double fastest_within(const fs::path& csv, double level) {
  const auto rows = csv_rows(csv);
  const std::size_t status = column(rows.front(), "status"), error = column(rows.front(), "error"),
                    wall = column(rows.front(), "wall_time_median_s");
  double best = INFINITY;
  for (std::size_t r = 1; r < rows.size(); ++r)
    if (rows[r][status] == "ok" && std::stod(rows[r][error]) <= level) best = std::min(best, std::stod(rows[r][wall]));
  return best;
}

struct Case {
  std::string model, selection;
  double error, t_end;
};

void PrintTo(const Case& c, std::ostream* os) { *os << c.model; }

class AdviseOnBuiltinModels : public ::testing::TestWithParam<Case> {};

TEST_P(AdviseOnBuiltinModels, TheAdvisedPairReachesTheErrorWithinTwiceTheFastestCompareFinds) {
  if (mbdae::testing::kSanitized) GTEST_SKIP() << "wall times are compared: Release only";
  const Case& c = GetParam();
  const fs::path out = scratch(c.model + "_advice");
  std::ostringstream horizon;
  horizon << " --t-end " << c.t_end;
  const auto advice = mbdae_command(words("advise " + c.model + " --error " + std::to_string(c.error) + horizon.str() +
                                          " " + c.selection + " --out " + out.string()));
  ASSERT_EQ(advice.exit_code, 0) << advice.output;
  const std::size_t line = advice.output.find("advice: ");
  ASSERT_NE(line, std::string::npos) << advice.output;

  // The verified rung: the first of verify_N/compare.csv within the error (advise's own table).
  fs::path verified;
  for (int n = 1; n <= 3 && verified.empty(); ++n)
    if (fs::exists(out / ("verify_" + std::to_string(n)) / "compare.csv") &&
        !fs::exists(out / ("verify_" + std::to_string(n + 1))))
      verified = out / ("verify_" + std::to_string(n)) / "compare.csv";
  ASSERT_FALSE(verified.empty());
  const double advised_time = fastest_within(verified, c.error);
  ASSERT_TRUE(std::isfinite(advised_time)) << "the advised pair's verified run is within the error";

  // The full comparison of the same pairs over the same horizon, on ladders a decade finer at each end.
  const fs::path full = scratch(c.model + "_full");
  const auto compare = mbdae_command(words("compare " + c.model + horizon.str() + " --check-time " +
                                           std::to_string(c.t_end) + " " + c.selection +
                                           " --tolerances 1e-4,1e-5,1e-6,1e-7,1e-8,1e-9,1e-10,1e-11 "
                                           "--steps 5e-3,2e-3,1e-3,5e-4,2.5e-4,1.25e-4 --no-report --out " +
                                           full.string()));
  ASSERT_EQ(compare.exit_code, 0) << compare.output;
  const double fastest = fastest_within(full / "compare.csv", c.error);
  ASSERT_TRUE(std::isfinite(fastest)) << "the full comparison reaches the error";
  EXPECT_LE(advised_time, 2.0 * fastest) << advice.output.substr(line);

  std::ifstream readme(out / "README.md");
  const std::string text{std::istreambuf_iterator<char>(readme), {}};
  EXPECT_NE(text.find("**Advice: "), std::string::npos) << text;
  EXPECT_NE(text.find("## The cheapest pairs, predicted"), std::string::npos) << text;
}

INSTANTIATE_TEST_SUITE_P(
    Models, AdviseOnBuiltinModels,
    ::testing::Values(
        Case{"triple_pendulum",
             "--coordinates nacf --integrators rk4,ab4,ida,cvode-adams,gen-alpha --formulations af,index1,ggl,index3 "
             "--corrections none,direct",
             1e-6, 1.0},
        Case{"slider_crank", "--integrators rk4,ab4,ida,cvode-bdf,gen-alpha --formulations af,index1,ggl,index3 "
                             "--corrections none",
             1e-6, 1.0},
        Case{"spherical_chain", "--param n=4 --coordinates nacf --integrators rk4,ida,cvode-adams --formulations "
                                "af,index1 --corrections none",
             1e-5, 0.5}),
    [](const ::testing::TestParamInfo<Case>& info) { return info.param.model; });

TEST(Advise, ListsThePairsThatFailOnTheModelWithWhy) {
  // A per-run limit no run can meet: every pilot pair stops at it, nothing can be predicted, and advise
  // says so (exit 5) and lists each pair with the reason.
  const fs::path out = scratch("failing");
  const auto advice = mbdae_command(words("advise triple_pendulum --error 1e-4 --t-end 0.5 --coordinates nacf "
                                          "--integrators rk4,ida --formulations af,index1 --corrections none "
                                          "--time-limit 1e-9 --out " + out.string()));
  EXPECT_EQ(advice.exit_code, 5) << advice.output;
  EXPECT_NE(advice.output.find("no pair's pilot curve reaches"), std::string::npos) << advice.output;
  std::ifstream readme(out / "README.md");
  const std::string text{std::istreambuf_iterator<char>(readme), {}};
  EXPECT_NE(text.find("## Pairs that fail on this model\n\n- nacf/rk4/af/none: time limit"), std::string::npos) << text;
  EXPECT_NE(text.find("- nacf/ida/index1/none: time limit"), std::string::npos) << text;
}

TEST(Advise, RefusesBadRequestsInOneLine) {
  const auto no_error = mbdae_command(words("advise triple_pendulum"));
  EXPECT_EQ(no_error.exit_code, 2) << no_error.output;
  EXPECT_NE(no_error.output.find("--error"), std::string::npos) << no_error.output;
  const auto negative = mbdae_command(words("advise triple_pendulum --error -1"));
  EXPECT_EQ(negative.exit_code, 2) << negative.output;
  const auto fraction = mbdae_command(words("advise triple_pendulum --error 1e-6 --pilot-fraction 2"));
  EXPECT_EQ(fraction.exit_code, 2) << fraction.output;
}

}  // namespace MBDAE_UNITY_ID
