#include "cli/flag_words.hpp"

#include <string_view>

namespace mbdae::cli {

namespace {

struct SettingFlag {
  std::string_view setting, flag;
};

// RunSettings' fields (and those of the option structs inside it) and the flags that set them.
constexpr SettingFlag kFlags[] = {
    {"coordinates", "--coordinates"},
    {"formulation", "--formulation"},
    {"integrator", "--integrator"},
    {"correction", "--correction"},
    {"linear_algebra", "--linear-algebra"},
    {"step", "--dt"},
    {"t_end", "--t-end"},
    {"output_every", "--output-every"},
    {"wall_time_limit", "--run-time-limit"},
    {"tolerance", "--tolerance"},
    {"max_iterations", "--max-iterations"},
    {"mass_weighted", "--mass-weighted"},
    {"rtol", "--rtol"},
    {"atol", "--atol"},
    {"max_step", "--max-step"},
    {"max_steps", "--max-steps"},
    {"linear_solver", "--linear-solver"},
    {"table", "--table"},
    {"projection", "--projection"},
    {"penalty", "--penalty"},
    {"projection_factor", "--projection-factor"},
    {"energy_conserving", "--energy-conserving"},
    {"rho_infinity", "--rho-inf"},
    {"constraint_inertia_scale", "--constraint-inertia-scale"},
    {"max_assembly_move", "--max-assembly-move"},
    {"error_control", "--error-control"},
};

// The flag for `word` ("name" or "name=value"), or "" when the name is not a setting.
std::string flag_for(std::string_view word) {
  const std::size_t equals = word.find('=');
  const std::string_view name = word.substr(0, equals);
  for (const SettingFlag& f : kFlags)
    if (f.setting == name)
      return std::string(f.flag) + (equals == std::string_view::npos ? "" : " " + std::string(word.substr(equals + 1)));
  return {};
}

}  // namespace

std::string in_flag_words(const std::string& message) {
  std::string out;
  out.reserve(message.size());
  std::size_t position = 0;
  while (position < message.size()) {
    const std::size_t open = message.find('`', position);
    const std::size_t close = open == std::string::npos ? std::string::npos : message.find('`', open + 1);
    if (close == std::string::npos) {
      out.append(message, position, std::string::npos);
      break;
    }
    out.append(message, position, open - position);
    const std::string flag = flag_for(std::string_view(message).substr(open + 1, close - open - 1));
    if (flag.empty())
      out.append(message, open, close - open + 1);
    else
      out += flag;
    position = close + 1;
  }
  return out;
}

}  // namespace mbdae::cli
