// Programs started without a shell: arguments and working directory arrive as given, whatever they
// contain; failures are reported, not thrown.
#include "io/external_program.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

/// Text that a shell would turn into commands in every way it can: quotes, $( ), backquotes, ;, |, a
/// newline, globbing, a variable and non-ASCII letters; `marker` is the file each command would create.
std::string hostile_text(const fs::path& marker) {
  const std::string touch = "touch " + marker.string();
  return "bob's \"run\" $(" + touch + ") `" + touch + "`; " + touch + " | " + touch + "\n" + touch + " * $HOME ü";
}

ProgramOptions in_folder(const fs::path& folder) {
  ProgramOptions options;
  options.working_directory = folder;
  return options;
}

ProgramOptions merged_output() {
  ProgramOptions options;
  options.merge_standard_error = true;
  return options;
}

ProgramOptions with_variable(const std::string& assignment) {
  ProgramOptions options;
  options.environment = {assignment};
  return options;
}

fs::path fresh_folder(const std::string& name) { return testing::fresh_folder("external_program_test", name); }

TEST(ExternalProgram, AnArgumentArrivesAsItIsWrittenAndRunsNothing) {
  const fs::path folder = fresh_folder("argument");
  const fs::path marker = folder / "marker";
  const std::string text = hostile_text(marker);
  const ProgramRun run = run_program({"printf", "%s", text});
  ASSERT_TRUE(run.succeeded()) << run.outcome() << run.standard_error;
  EXPECT_EQ(run.standard_output, text);
  EXPECT_FALSE(fs::exists(marker));
}

TEST(ExternalProgram, RunsInTheWorkingDirectoryItIsGiven) {
  const fs::path root = fresh_folder("working_directory");
  const fs::path marker = root / "marker";
  const fs::path folder = root / hostile_text(marker);
  fs::create_directories(folder);
  const ProgramRun run = run_program({"pwd", "-P"}, in_folder(folder));
  ASSERT_TRUE(run.succeeded()) << run.outcome();
  EXPECT_EQ(run.standard_output, fs::canonical(folder).string() + "\n");
  EXPECT_FALSE(fs::exists(marker));

  // A file the program writes by a relative name lands there.
  ASSERT_TRUE(run_program({"touch", "written_here"}, in_folder(folder)).succeeded());
  EXPECT_TRUE(fs::exists(folder / "written_here"));
}

TEST(ExternalProgram, ExitCodeAndErrorOutputAreKeptApart) {
  const ProgramRun run = run_program({"ls", "/no/such/path/for/mbdae"});
  EXPECT_TRUE(run.started);
  EXPECT_FALSE(run.succeeded());
  EXPECT_EQ(run.exit_code, 2);  // ls: serious trouble
  EXPECT_EQ(run.standard_output, "");
  EXPECT_NE(run.standard_error.find("/no/such/path/for/mbdae"), std::string::npos) << run.standard_error;
  EXPECT_EQ(run.outcome(), "exit code 2");

  const ProgramRun merged = run_program({"ls", "/no/such/path/for/mbdae"}, merged_output());
  EXPECT_EQ(merged.standard_error, "");
  EXPECT_EQ(merged.standard_output, run.standard_error);
}

TEST(ExternalProgram, AProgramThatCannotStartSaysWhy) {
  const ProgramRun missing = run_program({"mbdae-no-such-program"});
  EXPECT_FALSE(missing.started);
  EXPECT_FALSE(missing.succeeded());
  EXPECT_EQ(missing.outcome(), "could not start: No such file or directory");

  const ProgramRun no_folder = run_program({"pwd"}, in_folder("/no/such/folder/for/mbdae"));
  EXPECT_FALSE(no_folder.started);
  EXPECT_NE(no_folder.start_error.find("No such file or directory"), std::string::npos);

  EXPECT_THROW(run_program({}), std::invalid_argument);
}

// perl is part of every Debian system (perl-base is essential).
TEST(ExternalProgram, ASignalIsReportedAsSuch) {
  const ProgramRun killed = run_program({"perl", "-e", "kill 'KILL', $$"});
  ASSERT_TRUE(killed.started) << killed.outcome();
  EXPECT_EQ(killed.signal, 9);
  EXPECT_EQ(killed.outcome(), "killed by signal 9");
}

TEST(ExternalProgram, StandardInputIsEmptyAndTheEnvironmentCanBeExtended) {
  const ProgramRun cat = run_program({"cat"});  // would wait forever on a terminal
  ASSERT_TRUE(cat.succeeded());
  EXPECT_EQ(cat.standard_output, "");

  const ProgramRun env = run_program({"printenv", "MBDAE_TEST_VARIABLE"}, with_variable("MBDAE_TEST_VARIABLE=a b'c"));
  ASSERT_TRUE(env.succeeded());
  EXPECT_EQ(env.standard_output, "a b'c\n");
}

TEST(ExternalProgram, LargeOutputOnBothStreamsDoesNotBlock) {
  // More than a pipe holds (64 KiB) on stdout and on stderr, written alternately: read one after the
  // other, the two would deadlock.
  const ProgramRun run = run_program(
      {"perl", "-e", "$| = 1; for (1..100) { print STDOUT 'o' x 3000; print STDERR 'e' x 3000 }"});
  ASSERT_TRUE(run.succeeded()) << run.outcome();
  EXPECT_EQ(run.standard_output, std::string(300000, 'o'));
  EXPECT_EQ(run.standard_error, std::string(300000, 'e'));
}

}  // namespace
}  // namespace mbdae
