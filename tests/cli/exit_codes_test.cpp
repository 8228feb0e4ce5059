// Every exit code docs/errors.md lists, provoked through the real program: the table must say what
// the command really returns. (130 and 143 are tests/cli/interruption_test.cpp's; 70 is a bug and has
// no way in.)
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli/build_info.hpp"
#include "mbdae/version.hpp"
#include "support/mbdae_command.hpp"
#include "support/scratch_folder.hpp"

extern char** environ;

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::mbdae_command;

std::string data(const std::string& name) { return std::string(MBDAE_SOURCE_DIR) + "/tests/data/" + name; }

/// How `mbdae ARGUMENTS` ends with its standard output on `fd` (opened by the caller): the exit code,
/// or 128 + the signal that ended it, as a shell reports it.
int status_with_output_on(int fd, const std::vector<std::string>& arguments) {
  std::vector<std::string> words{MBDAE_BINARY};
  words.insert(words.end(), arguments.begin(), arguments.end());
  std::vector<char*> argv;
  for (std::string& w : words) argv.push_back(w.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_adddup2(&actions, fd, STDOUT_FILENO);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  // The test runner may ignore SIGPIPE; the program must meet the default a shell gives it.
  posix_spawnattr_t attributes;
  posix_spawnattr_init(&attributes);
  sigset_t defaults;
  sigemptyset(&defaults);
  sigaddset(&defaults, SIGPIPE);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF);
  pid_t pid = 0;
  const int started = posix_spawn(&pid, argv[0], &actions, &attributes, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (started != 0) return -1;
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

TEST(ExitCodes, SuccessHelpAndNoSubcommandExitZero) {
  EXPECT_EQ(mbdae_command("models").exit_code, 0);
  const auto version = mbdae_command("--version");
  EXPECT_EQ(version.exit_code, 0);
  // The version and the commit the program was built from, or that no commit is known.
  EXPECT_EQ(version.output, mbdae::cli::version_line() + "\n");
  EXPECT_TRUE(std::regex_match(version.output, std::regex(std::string("mbdae ") + kVersion +
                                                          " \\(commit ([0-9a-f]{40}( with uncommitted changes)?|"
                                                          "unknown: not built from a git checkout)\\)\n")))
      << version.output;
  EXPECT_EQ(mbdae_command("--help").exit_code, 0);
  EXPECT_EQ(mbdae_command("run --help").exit_code, 0);
}

TEST(ExitCodes, UsageErrorsExitTwo) {
  EXPECT_EQ(mbdae_command("run --dt -1").exit_code, 2);
  EXPECT_EQ(mbdae_command("run --no-such-flag").exit_code, 2);
  EXPECT_EQ(mbdae_command("run triple_pendulum --t-end 1 --dt 1e-300").exit_code, 2);
}

// A number out of its flag's range is one line that says what the flag needs (CLI11's own range check
// printed the largest double in full).
TEST(ExitCodes, ANumberOutOfRangeSaysWhatTheFlagNeeds) {
  const struct {
    const char* words;
    const char* line;
  } cases[] = {{"run --dt -1", "--dt: must be positive, not -1"},
               {"run --t-end 0", "--t-end: must be positive, not 0"},
               {"run --output-every inf", "--output-every: must be a finite number, not inf"},
               {"run --tolerance nan", "--tolerance: must be a finite number, not nan"},
               {"run --error-warning -1", "--error-warning: must be zero or positive, not -1"},
               {"run --rtol abc", "--rtol: needs a number, not 'abc'"},
               {"compare --check-time -2", "--check-time: must be positive, not -2"}};
  for (const auto& c : cases) {
    const auto result = mbdae_command(c.words);
    EXPECT_EQ(result.exit_code, 2) << c.words;
    EXPECT_EQ(result.output.substr(0, result.output.find('\n')), c.line) << c.words;
  }
}

// `mbdae models NAME` prints the built-in model's file as it is in models/, byte for byte.
TEST(ExitCodes, ModelsNamePrintsTheModelFile) {
  for (const char* name : {"triple_pendulum", "simple_pendulum", "vehicle"}) {
    const auto result = mbdae_command(std::vector<std::string>{"models", name});
    EXPECT_EQ(result.exit_code, 0) << name;
    std::ifstream file(std::string(MBDAE_SOURCE_DIR) + "/models/" + name + ".yaml", std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    EXPECT_EQ(result.output, text) << name;
  }
  const auto unknown = mbdae_command("models no_such_model");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_NE(unknown.output.find("no built-in model named 'no_such_model'"), std::string::npos) << unknown.output;
}

// The console's method line shows the options that change the method, not only the pair.
TEST(ExitCodes, TheMethodLineShowsTheOptionsGiven) {
  const struct {
    const char* words;
    const char* shown;
  } cases[] = {
      {"run --t-end 0.05 --integrator cvode-bdf --projection --max-step 0.01",
       "correction none, projection onto the constraints, max step 0.01 s), t_end = 0.05 s"},
      {"run --t-end 0.05 --integrator arkode-erk --table ARKODE_VERNER_8_5_6", ", table ARKODE_VERNER_8_5_6), t_end"},
      {"run --t-end 0.05 --integrator arkode-erk-fixed --table ARKODE_KNOTH_WOLKE_3_3 --mass-weighted",
       "linear algebra, table ARKODE_KNOTH_WOLKE_3_3, mass-weighted correction, dt = 0.001 s"},
  };
  for (const auto& c : cases) {
    const auto result = mbdae_command(c.words);
    EXPECT_EQ(result.exit_code, 0) << c.words << "\n" << result.output;
    EXPECT_NE(result.output.find(c.shown), std::string::npos) << c.words << "\n" << result.output;
  }
}

// A mistyped flag is refused with the nearest flag of the subcommand it was given to.
TEST(ExitCodes, AMistypedFlagGetsTheNearestOne) {
  const struct {
    const char* words;
    const char* first_line;
  } cases[] = {
      {"run --tend=5", "The following argument was not expected: --tend=5 (did you mean --t-end?)"},
      {"run --intergator rk4", "The following argument was not expected: --intergator (did you mean --integrator?)"},
      {"compare --tolerance 1e-6", "The following argument was not expected: --tolerance (did you mean --tolerances?)"},
      {"run --frobnicate", "The following argument was not expected: --frobnicate"},  // nothing near
  };
  for (const auto& c : cases) {
    const auto result = mbdae_command(c.words);
    EXPECT_EQ(result.exit_code, 2) << c.words;
    EXPECT_EQ(result.output.substr(0, result.output.find('\n')), c.first_line) << c.words;
  }
}

TEST(ExitCodes, ModelErrorsExitThree) {
  const auto result = mbdae_command({"run", data("models/malformed/mass_negative.yaml")});
  EXPECT_EQ(result.exit_code, 3) << result.output;
  EXPECT_NE(result.output.find("mass_negative.yaml:"), std::string::npos) << result.output;
}

TEST(ExitCodes, AssemblyErrorsExitFour) {
  const auto result = mbdae_command({"run", data("models/malformed/loop_cannot_close.yaml")});
  EXPECT_EQ(result.exit_code, 4) << result.output;
}

// `run --run-time-limit`: stopped, exit 5 with one line, the outputs up to there, status "time limit".
TEST(ExitCodes, ARunPastItsTimeLimitExitsFiveAndKeepsItsOutputs) {
  const auto folder = testing::fresh_folder("exit_codes", "time_limit");
  const auto summary = folder / "summary.json";
  const auto result = mbdae_command({"run", "--t-end", "1e4", "--dt", "1e-5", "--run-time-limit", "0.1", "--quiet",
                                     "--summary", summary.string()});
  EXPECT_EQ(result.exit_code, 5);
  EXPECT_NE(result.output.find("stopped at the wall-time limit of 0.1 s; the outputs hold the run up to here"),
            std::string::npos)
      << result.output;
  std::ifstream in(summary);
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_NE(text.str().find("\"status\": \"time limit\""), std::string::npos) << text.str();
}

TEST(ExitCodes, NumericalFailuresExitFive) {
  // The flyball governor's stiff spring-dampers blow AB4 up at 1 ms within a few steps.
  const auto result = mbdae_command("run flyball_governor --integrator ab4 --dt 1e-3 --t-end 0.02 --quiet");
  EXPECT_EQ(result.exit_code, 5) << result.output;
  EXPECT_EQ(result.output.find('\n'), result.output.size() - 1) << "one line: " << result.output;
}

TEST(ExitCodes, InputOutputErrorsExitSix) {
  const std::filesystem::path folder = testing::fresh_folder("exit_codes", "io");
  std::ofstream(folder / "a_file") << "not a folder\n";
  EXPECT_EQ(mbdae_command({"run", "--t-end", "0.01", "--quiet", "--output", (folder / "a_file/run.csv").string()})
                .exit_code,
            6);
  std::filesystem::create_directory(folder / "folder.yaml");
  EXPECT_EQ(mbdae_command({"run", (folder / "folder.yaml").string()}).exit_code, 6);
  // A name that is neither a file nor a built-in model is a bad argument, not a failed read.
  EXPECT_EQ(mbdae_command({"run", (folder / "no_such_model.yaml").string()}).exit_code, 2);
}

TEST(ExitCodes, StandardOutputThatCannotBeWrittenExitsSix) {
  // `mbdae models > /dev/full`: everything printed is lost, so success would be a lie.
  const int full = open("/dev/full", O_WRONLY);
  if (full < 0) GTEST_SKIP() << "no /dev/full here";
  EXPECT_EQ(status_with_output_on(full, {"models"}), 6);
  EXPECT_EQ(status_with_output_on(full, {"run", "--t-end", "0.01"}), 6);
  close(full);
}

TEST(ExitCodes, AReaderThatStopsReadingEndsTheProgramBySigpipe) {
  // `mbdae models | head -0`: the pipe has no reader; the program ends by SIGPIPE, as a shell's
  // pipelines expect (141), rather than print an error about it.
  int ends[2];
  ASSERT_EQ(pipe(ends), 0);
  close(ends[0]);
  EXPECT_EQ(status_with_output_on(ends[1], {"models"}), 128 + SIGPIPE);
  close(ends[1]);
}

}  // namespace
}  // namespace mbdae
