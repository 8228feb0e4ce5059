// The report's flags on the command line: what `compare`, `reproduce` and `run --report` write, and the
// one-line errors for flags that cannot go together.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "support/mbdae_command.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae::cli {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;
using testing::mbdae_command;

std::string read(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

/// The last line of a command's output.
std::string last_line(std::string output) {
  while (!output.empty() && output.back() == '\n') output.pop_back();
  return output.substr(output.rfind('\n') + 1);
}

TEST(ReportCommand, CompareWritesThePlotsAndTheReportNamingTheCheapestPair) {
  const fs::path folder = testing::fresh_folder("report_command_test", "compare");
  const auto r = mbdae_command({"compare", "simple_pendulum", "--out", folder.string(), "--t-end", "0.5",
                                "--check-time", "0.5", "--coordinates", "planar-nacf", "--integrators", "rk4,ab4",
                                "--formulations", "af", "--corrections", "direct", "--steps", "2e-3", "1e-3",
                                "--repetitions", "1", "--no-screenshot", "--quiet"});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  for (const char* file : {"report.html", "pareto_simple_pendulum.png", "pareto_simple_pendulum.dat",
                           "families_simple_pendulum_planar-nacf.png", "time_series_simple_pendulum.png",
                           "time_series_simple_pendulum.dat", "report_plots.gp"})
    EXPECT_TRUE(fs::exists(folder / file)) << file;
  EXPECT_FALSE(fs::exists(folder / "report.png"));  // --no-screenshot
  // The README names the cheapest pair at each level that was reached, the pair the table has as fastest.
  const std::string readme = read(folder / "README.md");
  EXPECT_NE(readme.find("Cheapest pair at each error level"), std::string::npos) << readme;
  EXPECT_NE(readme.find("](pareto_simple_pendulum.png)"), std::string::npos);
  EXPECT_NE(readme.find("`report.html`"), std::string::npos);
  // The motion was recorded: the page carries body poses.
  EXPECT_NE(read(folder / "report.html").find("\"poses\":["), std::string::npos);
}

TEST(ReportCommand, CompareWithoutReportDrawsThePlotsOnly) {
  const fs::path folder = testing::fresh_folder("report_command_test", "no_report");
  const auto r = mbdae_command({"compare", "simple_pendulum", "--out", folder.string(), "--t-end", "0.2",
                                "--check-time", "0.2", "--coordinates", "planar-nacf", "--integrators", "rk4",
                                "--formulations", "af", "--corrections", "direct", "--steps", "2e-3",
                                "--repetitions", "1", "--no-report", "--quiet"});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_FALSE(fs::exists(folder / "report.html"));
  EXPECT_FALSE(fs::exists(folder / "time_series_simple_pendulum.png"));  // no motion recorded
  EXPECT_TRUE(fs::exists(folder / "pareto_simple_pendulum.png"));
}

TEST(ReportCommand, CompareRefusesContradictingOrMisnamedReports) {
  const auto both = mbdae_command("compare --report r.html --no-report");
  EXPECT_EQ(both.exit_code, 2) << both.output;
  EXPECT_EQ(last_line(both.output), "mbdae: error: --report and --no-report contradict each other: give one");
  const auto png = mbdae_command("compare --report shot.png");
  EXPECT_EQ(png.exit_code, 2) << png.output;
  EXPECT_NE(last_line(png.output).find("--report shot.png: give an HTML file's name"), std::string::npos) << png.output;
}

TEST(ReportCommand, RunReportHoldsTheSummaryAndTheMotion) {
  const fs::path folder = testing::fresh_folder("report_command_test", "run");
  const fs::path html = folder / "pendulum.html";
  const auto r = mbdae_command({"run", "triple_pendulum", "--t-end", "0.5", "--report", html.string(),
                                "--no-screenshot", "--quiet"});
  ASSERT_EQ(r.exit_code, 0) << r.output;
  const std::string page = read(html);
  EXPECT_NE(page.find("[\"status\",\"ok\"]"), std::string::npos);
  EXPECT_NE(page.find("\"label\":\"ab4 af rgcp\""), std::string::npos) << "the default method's track";
  EXPECT_FALSE(fs::exists(folder / "pendulum.png"));
}

TEST(ReportCommand, RunRefusesAReportOverAnotherOutput) {
  const fs::path folder = testing::fresh_folder("report_command_test", "clobber");
  const std::string file = (folder / "same.html").string();
  const auto r = mbdae_command({"run", "--t-end", "0.01", "--output", file, "--report", file});
  EXPECT_EQ(r.exit_code, 2) << r.output;
  EXPECT_NE(r.output.find("--output " + file + " and --report " + file + " are the same file"), std::string::npos)
      << r.output;
  const auto png = mbdae_command({"run", "--t-end", "0.01", "--report", (folder / "x.png").string()});
  EXPECT_EQ(png.exit_code, 2) << png.output;
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae::cli
