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

struct ReproduceOptions {
  std::string paper = "paper000";
  std::string out = "results/paper000";
  int repetitions = 5;   // timed runs per combination (the median is reported)
  double t_end = 20.0;   // s; shorter only for quick checks
  bool quiet = false;
};

/// `mbdae models`: one line per built-in model.
int list_models();
/// `mbdae run`: simulate one model with one method; prints a summary, writes CSV/JSON on request.
/// Exit code 0, or Error::Kind::numerical's code when the integration failed (outputs still written).
int run(const RunCommandOptions& options);
/// `mbdae reproduce paper000`: the tables and figures of paper 000 with the paper's numbers beside ours.
int reproduce_paper000(const ReproduceOptions& options);

}  // namespace mbdae::cli
