// The report's PNG plots, drawn by gnuplot (cli/plots.hpp) from data files kept beside them, for each
// group of a report (report_data.hpp):
//   pareto_GROUP.png            every run in grey, the Pareto front over them with each of its runs named,
//                               other programs' runs (compare --peer-csv) in red, named too;
//   families_GROUP_SHEET.png    small multiples: one panel per integrator family, a handful of curves
//                               each, on the same axes, other programs' runs in grey on every panel;
//   time_series_GROUP.png       position violation and |E − E0| against time for the runs the motion
//                               shows (the cheapest at the error levels).
// Every name is printed literally (gnuplot's enhanced text is off): DORMAND_PRINCE_7_4_5 stays as it is.
#pragma once

#include <string>
#include <vector>

#include "cli/report_data.hpp"

namespace mbdae::cli {

/// Writes the data files and `report_plots.gp` into `folder` and runs gnuplot there. Returns the PNG
/// files the script draws (whether gnuplot succeeded or not: draw_plots() warns when it does not).
std::vector<std::string> write_report_plots(const std::string& folder, const Report& report, bool quiet);

}  // namespace mbdae::cli
