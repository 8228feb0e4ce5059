// compare() of the C++ API (include/mbdae/mbdae.hpp): the command's comparison, run in a folder, its
// compare.csv read back as rows. The command is the one implementation of a comparison; the API and
// the Python module read what it wrote.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <random>

#include "cli/report_format.hpp"
#include "mbdae/mbdae.hpp"

namespace mbdae {

namespace {

double number(const std::string& text) { return text.empty() ? NAN : std::strtod(text.c_str(), nullptr); }
long count(const std::string& text) { return text.empty() ? 0 : std::strtol(text.c_str(), nullptr, 10); }

}  // namespace

std::vector<ComparisonRow> compare(cli::CompareOptions options) {
  namespace fs = std::filesystem;
  const bool temporary = options.out.empty();
  if (temporary) {
    options.out = (fs::temp_directory_path() / ("mbdae-compare-" + std::to_string(std::random_device{}()))).string();
    options.report = false;  // the folder goes away: no page to write, no pair to run again
  }
  struct RemoveAfterwards {
    fs::path folder;
    bool remove;
    ~RemoveAfterwards() {
      std::error_code ignored;
      if (remove) fs::remove_all(folder, ignored);
    }
  } cleanup{options.out, temporary};
  cli::compare(options);

  const fs::path csv = fs::path(options.out) / "compare.csv";
  std::ifstream in(csv);
  if (!in) throw Error(Error::Kind::io, "cannot read " + csv.string());
  std::string line;
  std::getline(in, line);
  const std::vector<std::string> header = cli::csv_fields(line);
  auto column = [&](const char* name) {
    for (std::size_t k = 0; k < header.size(); ++k)
      if (header[k] == name) return k;
    throw Error(Error::Kind::io, csv.string() + " has no column " + name);
  };
  const std::size_t coordinates = column("coordinates"), integrator = column("integrator"),
                    formulation = column("formulation"), correction = column("correction"),
                    knob = column("rtol_or_dt"), status = column("status"), t_reached = column("t_reached"),
                    error = column("error"), wall = column("wall_time_median_s"), steps = column("steps"),
                    rhs = column("rhs_evaluations"), jacobians = column("jacobian_evaluations"),
                    iterations = column("nonlinear_or_correction_iterations"),
                    test_failures = column("error_test_failures"), position = column("max_position_violation"),
                    velocity = column("max_velocity_violation"), drift = column("energy_drift"),
                    message = column("message");
  std::vector<ComparisonRow> rows;
  while (std::getline(in, line)) {
    std::vector<std::string> f = cli::csv_fields(line);
    f.resize(header.size());
    ComparisonRow r;
    r.coordinates = f[coordinates];
    r.integrator = f[integrator];
    r.formulation = f[formulation];
    r.correction = f[correction];
    r.step_or_tolerance = number(f[knob]);
    r.status = f[status];
    r.t_reached = number(f[t_reached]);
    r.error = number(f[error]);
    r.wall_time_s = number(f[wall]);
    r.steps = count(f[steps]);
    r.rhs_evaluations = count(f[rhs]);
    r.jacobian_evaluations = count(f[jacobians]);
    r.newton_iterations = count(f[iterations]);
    r.error_test_failures = count(f[test_failures]);
    r.max_position_violation = number(f[position]);
    r.max_velocity_violation = number(f[velocity]);
    r.energy_drift = number(f[drift]);
    r.message = f[message];
    rows.push_back(std::move(r));
  }
  return rows;
}

}  // namespace mbdae
