#include "cli/compare_csv.hpp"

#include <algorithm>
#include <cstdlib>
#include <fstream>

#include "cli/report_format.hpp"
#include "core/error.hpp"

namespace mbdae::cli {

std::vector<ComparisonCsvRow> read_comparison_csv(const std::filesystem::path& csv, std::string* header) {
  std::ifstream in(csv);
  std::string first;
  std::getline(in, first);
  if (header) *header = first;
  const std::vector<std::string> names = csv_fields(first);
  const auto at = [&](const char* name) {
    const auto found = std::find(names.begin(), names.end(), name);
    if (found == names.end()) throw Error(Error::Kind::io, csv.string() + ": no column " + name);
    return static_cast<std::size_t>(found - names.begin());
  };
  const std::size_t c = at("coordinates"), i = at("integrator"), f = at("formulation"), k = at("correction"),
                    knob = at("rtol_or_dt"), status = at("status"), error = at("error"),
                    wall = at("wall_time_median_s"), message = at("message");
  std::vector<ComparisonCsvRow> rows;
  for (std::string line; std::getline(in, line);) {
    const std::vector<std::string> x = csv_fields(line);
    if (x.size() < names.size() || x[f] == "-") continue;  // another program's row
    ComparisonCsvRow row{x[c], x[i], x[f], x[k], x[status], x[message]};
    row.knob = std::strtod(x[knob].c_str(), nullptr);
    row.error = std::strtod(x[error].c_str(), nullptr);
    row.wall_time = std::strtod(x[wall].c_str(), nullptr);
    row.line = line;
    rows.push_back(row);
  }
  return rows;
}

}  // namespace mbdae::cli
