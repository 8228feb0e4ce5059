// The subcommands of `mbdae`, one file each.
#pragma once

#include <string>

namespace mbdae::cli {

struct RunOptions {
  std::string model = "triple_pendulum";
  std::string coordinates = "nacf";
};

/// `mbdae models`: one line per built-in model.
int list_models();
/// `mbdae run`: loads the model, assembles the initial state and reports it.
int run(const RunOptions& options);

}  // namespace mbdae::cli
