// The `mbdae` command line: every subcommand's flags, parsed into the options of cli/commands.hpp,
// checked, then executed. Kept apart from main() so that the parser can be driven in-process (the
// command-line fuzzer in fuzz/ parses and checks arbitrary argument lists without running anything).
#pragma once

#include <CLI/CLI.hpp>

#include "cli/commands.hpp"

namespace mbdae::cli {

/// The parser and the options it fills. CLI11 binds flags to the members by reference, so the object
/// is neither copied nor moved.
struct CommandLine {
  CommandLine();
  CommandLine(const CommandLine&) = delete;
  CommandLine& operator=(const CommandLine&) = delete;

  /// Checks, after parsing, what single flags cannot: combinations (Error{Kind::usage}).
  void check() const;
  /// Runs the parsed subcommand; returns the exit code.
  int execute() const;
  /// `run`'s options as parsed, with given_flags saying which of the settings a model's `run:` may
  /// give were on the command line.
  RunCommandOptions parsed_run_options() const;

  RunCommandOptions run_options;
  ReproduceOptions reproduce_options;
  CompareOptions compare_options;
  SweepOptions sweep_options;
  AdviseOptions advise_options;
  ConvertOptions convert_options;    // `mbdae convert FILE`
  std::string model_to_print;        // `mbdae models NAME`
  std::vector<std::string> plugins;  // --plugin (loaded before the parser is built: plugin_paths())
  CLI::App app;
  CLI::App* run_command = nullptr;
  CLI::App* reproduce_command = nullptr;
  CLI::App* compare_command = nullptr;
  CLI::App* sweep_command = nullptr;
  CLI::App* advise_command = nullptr;
};

/// The flag of `command` nearest to `word` (a mistyped flag, or NAME=VALUE), within two edits ignoring
/// case: "--tend" gives "--t-end"; empty when none is that near.
std::string nearest_flag(const CLI::App& command, const std::string& word);

/// The `--plugin PATH` (or `--plugin=PATH`) arguments, in order, for loading before the parser is built.
std::vector<std::string> plugin_paths(int argc, const char* const* argv);

/// Loads the plug-ins, then parses, checks and executes; every error ends as one line on stderr and its class's exit code
/// (docs/errors.md).
int run_command_line(int argc, const char* const* argv);

}  // namespace mbdae::cli
