// For the peers' tests: the chains' parameters, a marker of mbdae's own run of a model at t_end, with the settings of
// `mbdae compare`'s reference (RK4, direct correction to 1e-12), and the distance between two points.
// A peer's tip that follows it within both sides' errors is the same mechanism.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "chain_model.hpp"
#include "support/mbdae_command.hpp"

namespace mbdae::peers::testing {

inline double distance(const std::array<double, 3>& a, const std::array<double, 3>& b) {
  return std::hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/// A chain of the models' defaults with `links` links of `kind` ("spherical" or "revolute").
inline ChainModel chain(const std::string& kind, int links) {
  ChainModel model;
  model.kind = kind;
  model.links = links;
  return model;
}

/// Marker `marker` at t_end of `mbdae run MODEL_ARGUMENTS` (a model name and its --param words) at step
/// `dt`, read from the run's CSV by the column names "<marker>.x/y/z".
inline std::array<double, 3> mbdae_reference_tip(const std::string& model_arguments, const std::string& marker,
                                                 double t_end, double dt) {
  const auto csv = std::filesystem::temp_directory_path() /
                   ("mbdae_peer_reference_" + std::to_string(::getpid()) + ".csv");
  std::ostringstream command;
  command << "run " << model_arguments << " --integrator rk4 --correction direct --tolerance 1e-12 --dt " << dt
          << " --t-end " << t_end << " --output-every " << t_end << " --quiet --output " << csv.string();
  const mbdae::testing::CommandResult result = mbdae::testing::mbdae_command(command.str());
  EXPECT_EQ(result.exit_code, 0) << command.str() << "\n" << result.output;
  std::ifstream in(csv);
  std::string header, last;
  std::getline(in, header);
  for (std::string line; std::getline(in, line);) last = line;
  std::filesystem::remove(csv);
  const auto cells = [](const std::string& line) {
    std::vector<std::string> out;
    std::stringstream row(line);
    for (std::string cell; std::getline(row, cell, ',');) out.push_back(cell);
    return out;
  };
  const std::vector<std::string> names = cells(header), values = cells(last);
  std::array<double, 3> tip{NAN, NAN, NAN};
  EXPECT_EQ(names.size(), values.size()) << header << "\n" << last;
  for (std::size_t i = 0; i < names.size() && i < values.size(); ++i) {
    if (names[i] == "t") {
      EXPECT_DOUBLE_EQ(std::stod(values[i]), t_end);
    }
    for (int k = 0; k < 3; ++k)
      if (names[i] == marker + "." + "xyz"[k]) tip[k] = std::stod(values[i]);
  }
  EXPECT_FALSE(std::isnan(tip[0]) || std::isnan(tip[1]) || std::isnan(tip[2])) << "no marker " << marker << ": "
                                                                                << header;
  return tip;
}

}  // namespace mbdae::peers::testing
