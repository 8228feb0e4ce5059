// Starting another program (gnuplot today; a browser or an MPI launcher later) without a shell.
//
// The program gets its arguments as a vector and its working directory from posix_spawn, so no path
// or name mbdae hands it is ever parsed as a command: a folder called "x'; rm -rf ~; '" is only a
// folder. Its standard output and error are captured, for the caller to report in mbdae's one-line
// form (docs/errors.md) or to pass on.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace mbdae {

struct ProgramOptions {
  /// Where the program runs; empty: mbdae's own working directory.
  std::filesystem::path working_directory;
  /// NAME=value entries that replace or add to mbdae's environment for the program.
  std::vector<std::string> environment;
  /// The program's standard error goes where its standard output goes (ProgramRun::standard_output),
  /// interleaved as it wrote them.
  bool merge_standard_error = false;
};

struct ProgramRun {
  /// False when the program could not be started at all (not found, not executable, no such working
  /// directory); start_error then says why.
  bool started = false;
  std::string start_error;
  /// The exit code when it exited, -1 when a signal ended it (`signal` says which).
  int exit_code = -1;
  int signal = 0;
  std::string standard_output;
  std::string standard_error;

  bool succeeded() const { return started && signal == 0 && exit_code == 0; }
  /// "exit code 1", "killed by signal 9" or "could not start: No such file or directory".
  std::string outcome() const;
};

/// Runs arguments[0] (looked up in PATH when it has no '/') with arguments[1...], its standard input
/// empty, and waits for it. Never throws for the program's own failure: the result says what happened.
/// Throws std::invalid_argument for an empty argument list.
ProgramRun run_program(const std::vector<std::string>& arguments, const ProgramOptions& options = {});

}  // namespace mbdae
