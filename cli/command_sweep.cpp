// `mbdae sweep MODEL --param NAME=V1,V2,... [--param ...]`: the comparison `mbdae compare` makes, at every
// point of a grid of model parameters (a chain's length, a mass, a stiffness), into a folder per point;
// then one table with a column per parameter (sweep.csv), the cheapest pair at each error level at each
// point (cheapest.csv, README.md) and the cheapest pair's cost against each parameter (cost_vs_NAME.png).
// On MPI's ranks each point's pairs are shared as compare shares them. A rerun skips the points already
// done with the same settings and resumes a point that was stopped (its compare.journal).
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "cli/build_info.hpp"
#include "cli/compare_csv.hpp"
#include "cli/commands.hpp"
#include "cli/plots.hpp"
#include "cli/rank_pool.hpp"
#include "cli/report_data.hpp"
#include "cli/report_format.hpp"
#include "core/error.hpp"
#include "core/interruption.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

namespace fs = std::filesystem;

/// A swept parameter and its values, in the order given.
struct SweptParameter {
  std::string name;
  std::vector<std::string> values;
};

/// One point of the grid: a value index per swept parameter.
using GridPoint = std::vector<std::size_t>;

std::vector<GridPoint> grid_points(const std::vector<SweptParameter>& swept) {
  std::vector<GridPoint> points{{}};
  for (const SweptParameter& p : swept) {
    std::vector<GridPoint> longer;
    for (const GridPoint& point : points)
      for (std::size_t v = 0; v < p.values.size(); ++v) {
        longer.push_back(point);
        longer.back().push_back(v);
      }
    points = longer;
  }
  return points;
}

/// "n10_mass2.5": the point's folder under the sweep's.
std::string point_folder(const std::vector<SweptParameter>& swept, const GridPoint& point) {
  std::string name;
  for (std::size_t k = 0; k < swept.size(); ++k)
    name += (k ? "_" : "") + file_name_part(swept[k].name + swept[k].values[point[k]]);
  return name;
}

/// "n=10, mass=2.5".
std::string point_text(const std::vector<SweptParameter>& swept, const GridPoint& point) {
  std::string text;
  for (std::size_t k = 0; k < swept.size(); ++k)
    text += (k ? ", " : "") + swept[k].name + "=" + swept[k].values[point[k]];
  return text;
}

/// Everything that decides a point's rows, as text: a point whose folder holds this text (sweep_point.txt)
/// beside a finished comparison is not run again.
std::string point_settings(const CompareOptions& o) {
  std::ostringstream text;
  text.precision(17);
  text << "model " << o.model << "\n";
  for (const std::string& p : o.parameters) text << "param " << p << "\n";
  text << "t_end " << (o.t_end_given ? o.t_end : NAN) << "\ncheck_time " << o.check_time << "\noutput_every "
       << o.output_every << "\nreference_step " << o.reference_step << "\nrepetitions " << o.repetitions
       << "\nmarker " << o.marker << "\ncoordinates " << o.coordinates << "\nintegrators " << o.integrators
       << "\nformulations " << o.formulations << "\ncorrections " << o.corrections << "\ntolerances";
  for (const double x : o.tolerances) text << ' ' << x;
  text << "\nsteps";
  for (const double x : o.steps) text << ' ' << x;
  text << "\nerk_tables";
  for (const std::string& t : o.erk_tables) text << ' ' << t;
  text << "\nenergy_conserving " << o.energy_conserving << "\nrun_time_limit " << o.run_time_limit
       << "\nerror_control " << o.error_control << "\n";
  return text.str();
}

std::string text_of(const fs::path& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

/// A point's compare.csv: its header, its lines, and its runs as a report reads them.
struct PointTable {
  std::string header;
  std::vector<std::string> lines;
  std::vector<ReportRun> runs;
};

PointTable read_point_table(const fs::path& csv) {
  PointTable table;
  for (const ComparisonCsvRow& row : read_comparison_csv(csv, &table.header)) {
    table.lines.push_back(row.line);
    ReportRun run;
    run.pair = row.pair();
    run.knob = row.knob;
    run.status = row.status;
    run.error = row.error;
    run.wall_time_s = row.wall_time;
    table.runs.push_back(run);
  }
  return table;
}

/// results/MODEL_sweep_NAME1_NAME2.
std::string default_sweep_folder(const std::string& model_name, const std::vector<SweptParameter>& swept) {
  std::string folder = "results/" + model_name + "_sweep";
  for (const SweptParameter& p : swept) folder += "_" + file_name_part(p.name);
  return folder;
}

constexpr std::string_view kTitleEnd = ": parameter sweep";

}  // namespace

int sweep(const SweepOptions& given, RankPool& ranks) {
  if (ranks.rank() > 0) return serve_comparisons(ranks, given.comparison.model);
  SweepOptions options = given;
  // --param NAME=VALUE is the same at every point, NAME=V1,V2,... is swept.
  std::vector<std::string> fixed;
  std::vector<SweptParameter> swept;
  for (const std::string& assignment : options.assignments) {
    const std::size_t equals = assignment.find('=');
    if (equals == std::string::npos || equals == 0)
      throw Error(Error::Kind::usage, "--param " + assignment + ": give NAME=VALUE or NAME=V1,V2,...");
    SweptParameter p{assignment.substr(0, equals), {}};
    std::stringstream values(assignment.substr(equals + 1));
    for (std::string value; std::getline(values, value, ',');)
      if (!value.empty()) p.values.push_back(value);
    if (p.values.empty()) throw Error(Error::Kind::usage, "--param " + assignment + ": no value");
    for (const SweptParameter& q : swept)
      if (q.name == p.name) throw Error(Error::Kind::usage, "--param " + p.name + " is given twice");
    if (p.values.size() == 1) fixed.push_back(assignment);
    else swept.push_back(p);
  }
  if (swept.empty())
    throw Error(Error::Kind::usage,
                "mbdae sweep needs a parameter with two or more values, e.g. --param n=2,4,8 (`mbdae models "
                "MODEL` lists the model's parameters); for one point, run mbdae compare");
  if (options.error_levels.empty()) throw Error(Error::Kind::usage, "--error-levels: give at least one level");
  // A peer's file holds its runs of one model; at the other points it would be measured against a
  // reference of another mechanism.
  if (!options.comparison.peer_csvs.empty())
    throw Error(Error::Kind::usage,
                "--peer-csv " + options.comparison.peer_csvs.front() +
                    ": another program's runs are of one parameter set, not of every point of a sweep; compare "
                    "them with mbdae compare at their point");

  // Every point's model is loaded before the first run, so that a bad value stops the sweep at once.
  const std::vector<GridPoint> points = grid_points(swept);
  std::string model_name;
  for (const GridPoint& point : points) {
    std::vector<std::string> assignments = fixed;
    for (std::size_t k = 0; k < swept.size(); ++k) assignments.push_back(swept[k].name + "=" + swept[k].values[point[k]]);
    try {
      model_name = load_model(options.comparison.model, parameter_settings(assignments)).name;
    } catch (const Error& error) {
      throw Error(error.kind(), "at the sweep's point " + point_text(swept, point) + ": " + error.what());
    }
  }
  std::string out = options.comparison.out.empty() ? default_sweep_folder(model_name, swept) : options.comparison.out;
  require_no_file_at(out);
  std::string title = "# " + model_name + std::string(kTitleEnd) + " over ";
  for (std::size_t k = 0; k < swept.size(); ++k) title += (k ? ", " : "") + swept[k].name;
  if (fs::exists(fs::path(out) / "README.md")) {
    std::ifstream readme(fs::path(out) / "README.md");
    std::string first;
    std::getline(readme, first);
    if (first != title)
      throw Error(Error::Kind::usage, out + " holds other results (its README.md begins \"" + first +
                                          "\"); a sweep would write over them: choose another folder with --out");
  }
  create_output_folder(out);

  // The points, one comparison each.
  std::vector<std::optional<PointTable>> tables(points.size());
  std::vector<std::string> failures(points.size());
  int interrupted = 0;
  for (std::size_t k = 0; k < points.size() && !interrupted; ++k) {
    CompareOptions point = options.comparison;
    point.parameters = fixed;
    for (std::size_t s = 0; s < swept.size(); ++s)
      point.parameters.push_back(swept[s].name + "=" + swept[s].values[points[k][s]]);
    const fs::path folder = fs::path(out) / point_folder(swept, points[k]);
    point.out = folder.string();
    point.report = false;
    point.print_table = false;
    const std::string settings = point_settings(point);
    const bool done = fs::exists(folder / "compare.csv") && !fs::exists(folder / "compare.journal") &&
                      text_of(folder / "sweep_point.txt") == settings;
    if (!options.comparison.quiet)
      std::fprintf(stderr, "sweep: point %zu/%zu (%s)%s\n", k + 1, points.size(), point_text(swept, points[k]).c_str(),
                   done ? ": done before with the same settings, not run again" : "");
    if (!done) {
      point.resume = fs::exists(folder / "compare.journal");
      fs::remove(folder / "sweep_point.txt");
      try {
        const int code = compare(point, ranks);
        if (code != 0) interrupted = code;
      } catch (const Error& error) {
        if (error.kind() != Error::Kind::numerical) throw;
        failures[k] = error.what();  // e.g. its reference failed: the other points go on
        if (!options.comparison.quiet) std::fprintf(stderr, "sweep: point %s failed: %s\n", point_text(swept, points[k]).c_str(), error.what());
        continue;
      }
      if (interrupted) break;
      write_file_atomically((folder / "sweep_point.txt").string(), settings);
    }
    tables[k] = read_point_table(folder / "compare.csv");
  }

  // sweep.csv: every point's rows, the parameters first.
  std::ostringstream csv;
  std::string header;
  for (const SweptParameter& p : swept) csv << p.name << ',';
  for (const auto& table : tables)
    if (table) {
      header = table->header;
      break;
    }
  csv << header << '\n';
  for (std::size_t k = 0; k < points.size(); ++k) {
    if (!tables[k]) continue;
    std::string values;
    for (std::size_t s = 0; s < swept.size(); ++s) values += swept[s].values[points[k][s]] + ",";
    for (const std::string& line : tables[k]->lines) csv << values << line << '\n';
  }
  write_file_atomically(out + "/sweep.csv", csv.str());

  // The cheapest pair at each error level, per point.
  std::ostringstream cheapest_csv, table;
  cheapest_csv.precision(6);
  for (const SweptParameter& p : swept) cheapest_csv << p.name << ',';
  cheapest_csv << "error_level,pair,rtol_or_dt,error,wall_time_s\n";
  table << "| point |";
  for (const double level : options.error_levels) table << " error ≤ " << sci(level, 0) << " m |";
  table << "\n|---|";
  for (std::size_t l = 0; l < options.error_levels.size(); ++l) table << "---|";
  table << '\n';
  for (std::size_t k = 0; k < points.size(); ++k) {
    table << "| " << point_text(swept, points[k]) << " |";
    for (const double level : options.error_levels) {
      const ReportRun* best = tables[k] ? cheapest_at(tables[k]->runs, level) : nullptr;
      if (!tables[k]) table << (failures[k].empty() ? " not run |" : " failed |");
      else if (!best) table << " none reached it |";
      else table << ' ' << best->pair << " at " << best->knob << ": " << sci(best->wall_time_s, 2) << " s |";
      for (std::size_t s = 0; s < swept.size(); ++s) cheapest_csv << swept[s].values[points[k][s]] << ',';
      cheapest_csv << level << ',' << (best ? best->pair : "") << ',' << (best ? best->knob : NAN) << ','
                   << (best ? best->error : NAN) << ',' << (best ? best->wall_time_s : NAN) << '\n';
    }
    table << '\n';
  }
  write_file_atomically(out + "/cheapest.csv", cheapest_csv.str());

  // The cheapest pair's cost against each swept parameter: a curve per error level (and per value of
  // the other swept parameters). Numeric values only; a parameter with other values is in the table.
  std::vector<std::string> plots;
  for (std::size_t s = 0; s < swept.size(); ++s) {
    bool numeric = true;
    double smallest = INFINITY, largest = -INFINITY;
    for (const std::string& v : swept[s].values) {
      char* end = nullptr;
      const double x = std::strtod(v.c_str(), &end);
      numeric = numeric && end && *end == '\0';
      smallest = std::min(smallest, x);
      largest = std::max(largest, x);
    }
    if (!numeric) continue;
    std::map<std::string, std::vector<std::pair<double, double>>> curves;  // label → (value, wall time)
    for (std::size_t k = 0; k < points.size(); ++k) {
      if (!tables[k]) continue;
      std::string others;
      for (std::size_t o = 0; o < swept.size(); ++o)
        if (o != s) others += ", " + swept[o].name + "=" + swept[o].values[points[k][o]];
      for (const double level : options.error_levels)
        if (const ReportRun* best = cheapest_at(tables[k]->runs, level))
          curves["error ≤ " + sci(level, 0) + " m" + others].emplace_back(
              std::strtod(swept[s].values[points[k][s]].c_str(), nullptr), best->wall_time_s);
    }
    if (curves.empty()) continue;
    const std::string stem = "cost_vs_" + file_name_part(swept[s].name);
    std::ostringstream data, script;
    data.precision(8);
    int blocks = 0;
    for (const auto& [label, values] : curves) {
      data << (blocks++ ? "\n\n" : "") << '"' << label << "\"\n";
      for (const auto& [x, y] : values) data << x << ' ' << y << '\n';
    }
    write_file_atomically(out + "/" + stem + ".dat", data.str());
    script << "set terminal pngcairo size 900,600 font ',10'\nset termoption noenhanced\nset output "
           << gnuplot_quoted(stem + ".png") << "\nset title " << gnuplot_quoted(model_name + ": the cheapest pair's wall time against " + swept[s].name)
           << "\nset xlabel " << gnuplot_quoted(swept[s].name) << "\nset ylabel 'wall time of the cheapest pair (s)'\n"
           << "set logscale y\nset format y '1e%L'\n" << (smallest > 0 && largest >= 10 * smallest ? "set logscale x\n" : "")
           << "set grid\nset key outside right top font ',8'\nplot for [i=0:" << blocks - 1 << "] "
           << gnuplot_quoted(stem + ".dat") << " index i using 1:2 with linespoints pt 7 title columnheader(1)\n";
    write_file_atomically(out + "/" + stem + ".gp", script.str());
    draw_plots(out, stem + ".gp", "plots", options.comparison.quiet);
    plots.push_back(stem + ".png");
  }

  // README.
  std::string command = "build/release/mbdae sweep " + shell_word(options.comparison.model);
  for (const std::string& a : options.assignments) command += " --param " + shell_word(a);
  command += " --out " + shell_word(out) + comparison_flags(options.comparison);
  if (options.error_levels != SweepOptions{}.error_levels) {
    command += " --error-levels ";
    for (std::size_t k = 0; k < options.error_levels.size(); ++k)
      command += (k ? "," : "") + sci(options.error_levels[k], 0);
  }
  std::ostringstream md;
  md << title << "\n\nGenerated by `" << command << "`.\n\n"
     << "Program: " << version_line() << ".\n\n"
     << "Each point is a comparison (`mbdae compare`) in its own folder: ";
  for (std::size_t k = 0; k < points.size(); ++k)
    md << (k ? ", " : "") << '`' << point_folder(swept, points[k]) << "/`";
  md << ". `sweep.csv` holds every point's rows with a column per parameter; `cheapest.csv` the cheapest pair "
        "that reached each error level at each point (a run's error: its marker's largest distance from that "
        "point's own reference; wall time: the integration's, as in each point's table).\n\n";
  if (!fixed.empty()) {
    md << "The same at every point:";
    for (const std::string& f : fixed) md << " `" << f << '`';
    md << ".\n\n";
  }
  if (interrupted)
    md << "**Interrupted: the points after the one stopped were not run; run the same command again to go on "
          "(points done are kept, the stopped one resumes from its journal).**\n\n";
  for (std::size_t k = 0; k < points.size(); ++k)
    if (!failures[k].empty()) md << "Point " << point_text(swept, points[k]) << " failed: " << failures[k] << "\n\n";
  md << "## The cheapest pair at each point\n\n" << table.str() << '\n';
  for (const std::string& png : plots) md << "![" << png.substr(0, png.size() - 4) << "](" << png << ")\n";
  write_file_atomically(out + "/README.md", md.str());
  if (!options.comparison.quiet) std::printf("%s", md.str().c_str());
  return interrupted;
}

}  // namespace mbdae::cli
