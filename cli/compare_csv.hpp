// compare.csv read back, for the commands built of comparisons (sweep, advise): each row's pair, ladder
// value, status, error and wall time, and its line as written.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace mbdae::cli {

struct ComparisonCsvRow {
  std::string coordinates, integrator, formulation, correction;  // integrator with its variant, as written
  std::string status, message;
  double knob = 0.0, error = 0.0, wall_time = 0.0;  // rtol or dt; m; s
  std::string line;                                 // the row as compare.csv has it
  std::string pair() const { return coordinates + "/" + integrator + "/" + formulation + "/" + correction; }
  /// Finished with an error and a time to compare.
  bool measured() const { return status == "ok" && error > 0.0 && wall_time > 0.0; }
};

/// mbdae's rows of OUT/compare.csv, in order (other programs' rows, --peer-csv, left out); its header
/// line in `header` when given. A missing column is an io error naming the file.
std::vector<ComparisonCsvRow> read_comparison_csv(const std::filesystem::path& csv, std::string* header = nullptr);

}  // namespace mbdae::cli
