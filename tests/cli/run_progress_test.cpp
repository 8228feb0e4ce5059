// What compare and reproduce print while they run: k/N runs done with the time left, one line as each
// run starts, nothing with --quiet; and the plotting program's output, which reaches the console only
// as mbdae's own lines and never under --quiet.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "cli/progress_bar.hpp"
#include "support/mbdae_command.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae::cli {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;
using mbdae::testing::CommandResult;
using mbdae::testing::mbdae_command;

TEST(DurationText, ReadsAsPeopleSayIt) {
  EXPECT_EQ(duration_text(0.2), "less than 1 s");
  EXPECT_EQ(duration_text(42.4), "42 s");
  EXPECT_EQ(duration_text(185), "3 min 5 s");
  EXPECT_EQ(duration_text(7800), "2 h 10 min");
}

TEST(RunProgress, CountsTheRunsDoneAndSkippedAndEstimatesTheTimeLeft) {
  ::testing::internal::CaptureStderr();
  RunProgress progress(true, 4);
  progress.running("a");
  progress.skipped();  // a is done, and one more will not run
  progress.running("c");
  progress.add(1);  // one not foreseen
  progress.running("d");
  progress.running("e");
  progress.finish();
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "0/4 runs done; running a ...\n"
            "2/4 runs done, less than 1 s left; running c ...\n"
            "3/5 runs done, less than 1 s left; running d ...\n"
            "4/5 runs done, less than 1 s left; running e ...\n"
            "5/5 runs done in less than 1 s\n");

  ::testing::internal::CaptureStderr();
  RunProgress quiet(false, 2);
  quiet.running("a");
  quiet.running("b");
  quiet.finish();
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");
}

/// A folder with a `gnuplot` that writes a line to each of its outputs and succeeds: what mbdae does
/// with a plotting program's output, whatever that program says.
std::vector<std::string> with_talking_gnuplot() {
  const fs::path folder = mbdae::testing::fresh_folder("run_progress_test", "bin");
  const fs::path program = folder / "gnuplot";
  std::ofstream(program) << "#!/bin/sh\necho 'gnuplot on standard output'\necho 'gnuplot warns' >&2\nexit 0\n";
  fs::permissions(program, fs::perms::owner_all);
  const char* path = std::getenv("PATH");
  return {"PATH=" + folder.string() + ":" + (path ? path : "/usr/bin:/bin")};
}

// Six runs: ab4 + af with rgcp and with none at two steps, and ida + ggl at two tolerances.
const std::vector<std::string> kSixRuns{
    "--t-end", "0.2", "--check-time", "0.2", "--repetitions", "1", "--coordinates", "nacf", "--integrators",
    "ab4,ida", "--formulations", "af,ggl", "--corrections", "rgcp,none", "--tolerances", "1e-5,1e-7", "--steps",
    "2e-3,1e-3"};

std::vector<std::string> compare_arguments(const std::string& folder, bool quiet) {
  const fs::path out = mbdae::testing::fresh_folder("run_progress_test", folder);
  std::vector<std::string> arguments{"compare", "--out", out.string()};
  arguments.insert(arguments.end(), kSixRuns.begin(), kSixRuns.end());
  if (quiet) arguments.push_back("--quiet");
  return arguments;
}

TEST(RunProgress, CompareCountsItsRunsWithTheTimeLeft) {
  const CommandResult r = mbdae_command(compare_arguments("compare", false), with_talking_gnuplot());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("\n0/6 runs done; running nacf/ab4/af/rgcp at 0.002 ...\n"), std::string::npos) << r.output;
  for (int k = 1; k < 6; ++k) {
    const std::regex line("\n" + std::to_string(k) + "/6 runs done, (about [^;\n]+|less than 1 s) left; " +
                          "running nacf/[^\n]* at [0-9.e-]+ \\.\\.\\.\n");
    EXPECT_TRUE(std::regex_search(r.output, line)) << k << "\n" << r.output;
  }
  EXPECT_NE(r.output.find("\n6/6 runs done in "), std::string::npos) << r.output;
  // gnuplot's warnings are passed on, each line marked as its; its standard output is not shown.
  EXPECT_NE(r.output.find("\ngnuplot: gnuplot warns\n"), std::string::npos) << r.output;
  EXPECT_EQ(r.output.find("gnuplot on standard output"), std::string::npos) << r.output;
}

TEST(RunProgress, QuietCompareAndReproducePrintNothingNotEvenTheirPlottingProgram) {
  const CommandResult compare = mbdae_command(compare_arguments("compare_quiet", true), with_talking_gnuplot());
  EXPECT_EQ(compare.exit_code, 0) << compare.output;
  EXPECT_EQ(compare.output, "");
  const fs::path out = mbdae::testing::fresh_folder("run_progress_test", "paper000_quiet") / "out";
  const CommandResult reproduce = mbdae_command(
      {"reproduce", "paper000", "--t-end", "0.1", "--repetitions", "1", "--quiet", "--out", out.string()},
      with_talking_gnuplot());
  EXPECT_EQ(reproduce.exit_code, 0) << reproduce.output;
  EXPECT_EQ(reproduce.output, "");
}

TEST(RunProgress, ReproduceCountsItsRunsWithTheTimeLeft) {
  const fs::path out = mbdae::testing::fresh_folder("run_progress_test", "paper000") / "out";
  const CommandResult r = mbdae_command(
      {"reproduce", "paper000", "--t-end", "0.1", "--repetitions", "1", "--out", out.string()}, with_talking_gnuplot());
  ASSERT_EQ(r.exit_code, 0) << r.output;
  // The eight combinations, each again in the timing round, and the reference at two steps.
  EXPECT_NE(r.output.find("0/18 runs done; running rgcp/nacf/af ...\n"), std::string::npos) << r.output;
  EXPECT_TRUE(std::regex_search(r.output, std::regex("\n9/18 runs done, (about [^;\n]+|less than 1 s) left; running "
                                                     "rgcp/nacf/uke, timing round 1 of 1 \\.\\.\\.\n")))
      << r.output;
  EXPECT_TRUE(std::regex_search(
      r.output, std::regex("\n17/18 runs done, (about [^;\n]+|less than 1 s) left; running the reference, RK4 at "
                           "dt = 0.0002 s \\.\\.\\.\n")))
      << r.output;
  EXPECT_NE(r.output.find("\n18/18 runs done in "), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("\ngnuplot: gnuplot warns\n"), std::string::npos) << r.output;
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae::cli
