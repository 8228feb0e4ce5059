// libFuzzer target: any argument list given to `mbdae` is either parsed or refused by the parser
// (CLI::ParseError, which the command turns into its usage message) and, once parsed, either passes
// every check a subcommand makes before it starts computing — flag combinations, the run settings
// (RunSettings::resolve), `--param` assignments and the model with its parameters — or is refused with
// a one-line mbdae::Error. Nothing is integrated and nothing is written. Anything else — another
// exception, a crash, a hang, a sanitizer report — is a bug.
//
// An input is the argument list with arguments separated by newlines (the program name is added).
#include <cstddef>
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "core/error.hpp"
#include "fuzz_checks.hpp"
#include "io/builtin_models.hpp"

namespace {

constexpr std::size_t kMostArguments = 64;

std::vector<std::string> split_arguments(const std::string& text) {
  std::vector<std::string> arguments{"mbdae"};
  std::size_t begin = 0;
  while (begin <= text.size() && arguments.size() < kMostArguments) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    arguments.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return arguments;
}

bool is_builtin(const std::string& name) {
  for (const mbdae::BuiltinModelText& m : mbdae::builtin_model_texts())
    if (name == m.name) return true;
  return false;
}

/// What `run` and `compare` check before computing. Only built-in models are loaded: a fuzzed path
/// could name a device that never ends (/dev/zero); model files have their own fuzzer.
void check_subcommand(const mbdae::cli::CommandLine& command_line) {
  command_line.check();
  if (command_line.app.got_subcommand("run")) {
    mbdae::RunSettings settings = command_line.run_options.settings;
    settings.resolve();
    const mbdae::ParameterSettings parameters = mbdae::cli::parameter_settings(command_line.run_options.parameters);
    if (is_builtin(command_line.run_options.model))
      (void)mbdae::load_builtin_model(command_line.run_options.model, parameters);
  } else if (command_line.app.got_subcommand("compare")) {
    const mbdae::ParameterSettings parameters =
        mbdae::cli::parameter_settings(command_line.compare_options.parameters);
    if (is_builtin(command_line.compare_options.model))
      (void)mbdae::load_builtin_model(command_line.compare_options.model, parameters);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<std::string> arguments = split_arguments(std::string(reinterpret_cast<const char*>(data), size));
  std::vector<const char*> argv;
  for (const std::string& a : arguments) argv.push_back(a.c_str());
  mbdae::cli::CommandLine command_line;
  try {
    command_line.app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError&) {
    return 0;  // the command prints CLI11's message (or the help) and exits with the usage code
  }
  mbdae::fuzz::expect_one_line_errors_only([&] { check_subcommand(command_line); });
  return 0;
}
