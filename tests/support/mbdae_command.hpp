// The `mbdae` program as the command-line tests start it: without a shell (io/external_program.hpp),
// so what a test passes is exactly what mbdae receives.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "io/external_program.hpp"

namespace mbdae::testing {

struct CommandResult {
  int exit_code;       // -1 when a signal ended it or it did not start
  std::string output;  // stdout and stderr together, in the order written
};

/// `mbdae ARGUMENTS...`, with `environment` (NAME=value) added to the test's own.
inline CommandResult mbdae_command(const std::vector<std::string>& arguments,
                                   const std::vector<std::string>& environment = {}) {
  std::vector<std::string> argv{MBDAE_BINARY};
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  ProgramOptions options;
  options.environment = environment;
  options.merge_standard_error = true;
  const ProgramRun run = run_program(argv, options);
  return {run.started && run.signal == 0 ? run.exit_code : -1, run.standard_output + run.start_error};
}

/// The same with the arguments written as one line of words separated by spaces (no quoting: a word
/// with a space in it needs the vector form).
inline CommandResult mbdae_command(const std::string& words) {
  std::vector<std::string> arguments;
  std::istringstream in(words);
  for (std::string word; in >> word;) arguments.push_back(word);
  return mbdae_command(arguments);
}

}  // namespace mbdae::testing
