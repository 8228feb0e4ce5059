// The report every `mbdae reproduce` writes into its folder (docs/report.md): the PNG plots of
// report_plots.hpp and, unless --no-report, report.html with the motion of a few runs and its
// screenshot report.png (unless --no-screenshot).
#pragma once

#include <string>

#include "cli/commands.hpp"
#include "cli/report_data.hpp"

namespace mbdae::cli {

/// Writes `report`'s plots into options.out and, when options.report, report.html and its screenshot.
/// Returns the Markdown that names them, for the folder's README.
std::string write_reproduce_report(const ReproduceOptions& options, const Report& report);

}  // namespace mbdae::cli
