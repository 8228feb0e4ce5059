// The subcommands of `mbdae`, one file each.
#pragma once

#include <string>

#include "cli/simulation_run.hpp"

namespace mbdae::cli {

struct RunCommandOptions {
  std::string model = "triple_pendulum";
  RunSettings settings;
  std::string output_csv;    // empty: no trajectory file
  std::string summary_json;  // empty: no summary file
  bool quiet = false;
};

/// `mbdae models`: one line per built-in model.
int list_models();
/// `mbdae run`: simulate one model with one method; prints a summary, writes CSV/JSON on request.
/// Exit code 0, or Error::Kind::numerical's code when the integration failed (outputs still written).
int run(const RunCommandOptions& options);

}  // namespace mbdae::cli
