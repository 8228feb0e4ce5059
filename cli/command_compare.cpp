// `mbdae compare MODEL`: every valid coordinates × formulation × integrator × correction combination
// over a ladder of tolerances (adaptive) or steps (fixed), against one independent reference, in one
// process: error of a marker, constraint violations, energy drift, wall time (median of repeats) and
// counters, as Markdown, CSV and work-precision plots (error against wall time, log-log).
#include <algorithm>
#include <cctype>
#include <map>
#include <set>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string_view>

#include "cli/build_info.hpp"
#include "cli/compare_journal.hpp"
#include "cli/compare_pair.hpp"
#include "cli/rank_pool.hpp"
#include "cli/commands.hpp"
#include "cli/plots.hpp"
#include "cli/progress_bar.hpp"
#include "cli/report_html.hpp"
#include "cli/report_motion.hpp"
#include "cli/report_plots.hpp"
#include "cli/flag_words.hpp"
#include "cli/report_format.hpp"
#include "coordinates/coordinate_type.hpp"
#include "core/interruption.hpp"
#include "core/work_precision.hpp"
#include "integrators/arkode.hpp"
#include "methods/registry.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"
#include "io/peer_csv.hpp"
#include "system/assembly.hpp"
#include "system/redundancy.hpp"

namespace mbdae::cli {
namespace {

// A run of another program (--peer-csv) with its error against this command's reference.
struct PeerRow {
  PeerRun run;
  std::string source;         // the --peer-csv file it was read from
  double error = NAN;         // as Row::error, at the same samples
  double energy_drift = NAN;  // max |E − E0| over the peer's samples
};

// The error levels at which the fastest method of each side is compared (m).
constexpr double kEqualErrorLevels[] = {1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9};

// `a`, `b` and `c`: files named in a sentence.
std::string quoted_list(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t k = 0; k < items.size(); ++k)
    out += (k == 0 ? "" : k + 1 == items.size() ? " and " : ", ") + ("`" + items[k] + "`");
  return out;
}

std::vector<std::string> split(const std::string& list) {
  std::vector<std::string> out;
  std::stringstream in(list);
  for (std::string item; std::getline(in, item, ',');)
    if (!item.empty()) out.push_back(item);
  return out;
}

/// Every name of `list` (a --coordinates/--integrators/... value) must be a row of `rows`: a misspelled
/// name would otherwise leave an empty table and exit 0.
template <typename Rows>
void require_known(const std::string& list, const Rows& rows, const char* flag) {
  if (list == "all") return;
  for (const std::string& name : split(list)) {
    bool known = false;
    std::string names;
    for (const auto& row : rows) {
      known = known || row.name == name;
      names += (names.empty() ? "" : ", ") + std::string(row.name);
    }
    if (!known)
      throw Error(Error::Kind::usage, std::string(flag) + ": unknown name '" + name + "' (valid: all, " + names + ")");
  }
}

bool wanted(const std::string& list, const std::string& item) {
  if (list == "all") return true;
  const std::vector<std::string> items = split(list);
  return std::find(items.begin(), items.end(), item) != items.end();
}


struct ReferenceRun {
  std::string formulation;
  std::vector<Eigen::Vector3d> samples;
  std::string removed_rows;  // the redundant rows AF ran without, described; empty if none
};

// The reference solves for the accelerations with AF, and with UKE where AF cannot (masses too far
// apart for its Schur complement, a singular position). A mechanism whose constraints repeat others at
// the start (bricard, four_bar) takes UKE first: AF would run without the repeated rows, which holds
// while C_q's rank stays as it was, but a singular position (four_bar's cranks on the ground line)
// drops it further, where AF's Schur complement is singular and UKE's pseudoinverse is not. A reference
// that fails both ways stops the command: every error in the table would be measured against it.
bool redundant_at_start(const Model& model, RunSettings settings) {
  settings.resolve_coordinates(model);
  const auto system = make_equations_of_motion(settings.coordinates, model);
  Eigen::VectorXd q, v;
  system->initial_state(q, v);
  assemble(*system, 0.0, q, v);
  return constraints_are_redundant(*system, 0.0, q);
}

ReferenceRun run_reference(const Model& model, RunSettings settings, int marker, double check_time, bool quiet) {
  std::string failures;
  const bool redundant = redundant_at_start(model, settings);
  for (const char* formulation : {redundant ? "uke" : "af", redundant ? "af" : "uke"}) {
    settings.formulation = formulation;
    if (!quiet)
      std::fprintf(stderr, "reference: rk4 + %s + direct correction (1e-12), dt = %g s ...\n", formulation,
                   settings.step);
    RunStatistics statistics;
    ReferenceRun run{formulation, {}, {}};
    run.samples = sample_marker(model, settings, marker, check_time, statistics, &run.removed_rows);
    if (statistics.status == "ok" || interruption_requested()) return run;  // the caller stops on a signal
    failures += std::string(failures.empty() ? "" : "; ") + formulation + ": " + statistics.message;
    if (!quiet) std::fprintf(stderr, "reference with %s failed: %s\n", formulation, statistics.message.c_str());
  }
  std::ostringstream message;
  message << "the reference run (rk4 + direct correction, dt = " << settings.step << " s, to t = " << check_time
          << " s) failed with both AF and UKE (" << failures << "); try --reference-step or a shorter --check-time";
  throw Error(Error::Kind::numerical, message.str());
}

// Header of the work-precision gnuplot script; one plot per group follows.
const char* kPlotHeader = R"(# Work-precision plots written by mbdae compare: error of the marker against wall time.
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set xlabel 'wall time of the integration (s)'
)";

// The flags of `options` that differ from their defaults (beyond those written out one by one), so
// that a README's command reproduces the run.
std::string non_default_flags(const CompareOptions& options) {
  const CompareOptions defaults;
  std::ostringstream out;
  auto list = [&](const char* flag, const std::vector<double>& values) {
    out << ' ' << flag;
    for (double value : values) out << ' ' << value;
  };
  if (options.output_every != defaults.output_every) out << " --output-every " << options.output_every;
  if (options.reference_step != defaults.reference_step) out << " --reference-step " << options.reference_step;
  if (!options.marker.empty()) out << " --marker " << options.marker;
  if (options.tolerances != defaults.tolerances) list("--tolerances", options.tolerances);
  if (options.steps != defaults.steps) list("--steps", options.steps);
  // Always written, so that the command reproduces the table whatever the default is.
  out << " --run-time-limit " << options.run_time_limit;
  if (options.error_control != defaults.error_control) out << " --error-control " << options.error_control;
  if (options.energy_conserving) out << " --energy-conserving";
  for (std::size_t k = 0; k < options.erk_tables.size(); ++k)
    out << (k == 0 ? " --erk-tables " : ",") << options.erk_tables[k];
  return out.str();
}

}  // namespace

std::string comparison_flags(const CompareOptions& options) {
  std::ostringstream out;
  if (options.t_end_given) out << " --t-end " << options.t_end;
  out << " --check-time " << options.check_time << " --repetitions " << options.repetitions
      << (options.coordinates != "all" ? " --coordinates " + options.coordinates : "")
      << (options.integrators != "all" ? " --integrators " + options.integrators : "")
      << (options.formulations != "all" ? " --formulations " + options.formulations : "")
      << (options.corrections != "all" ? " --corrections " + options.corrections : "") << non_default_flags(options);
  return out.str();
}

namespace {

// Which redundant rows the formulations that need independent constraints ran without (nothing when
// none were removed).
std::string removed_rows_note(const std::map<std::string, std::set<std::string>>& removed_rows) {
  if (removed_rows.empty()) return {};
  std::ostringstream note;
  note << "Redundant constraint rows, found at the assembled initial state, were removed before the runs of the "
          "formulations that need independent constraints (the others keep every row):";
  for (const auto& [description, formulations] : removed_rows) {
    note << "\n- ";
    for (auto f = formulations.begin(); f != formulations.end(); ++f) note << (f == formulations.begin() ? "" : ", ") << *f;
    note << " in " << description;
  }
  note << "\n\n";
  return note.str();
}

// What --run-time-limit did to the table (nothing without one).
std::string time_limit_note(double run_time_limit, double check_time) {
  if (!(run_time_limit > 0.0)) return {};
  std::ostringstream note;
  note << "Each run had " << run_time_limit << " s of wall time (--run-time-limit): a run that needed more ends "
       << "with the status \"time limit\" at the time it reached, and has an error only if it got past t = "
       << check_time << " s; the same pair at a smaller rtol or dt would take longer still, so it is not run "
       << "(status \"skipped\").\n\n";
  return note.str();
}

// The table's runs as a report's: a panel per integrator (with its variant), a small-multiples sheet per
// coordinate type, other programs' runs after them.
std::vector<ReportRun> report_runs(const std::vector<Row>& rows, const std::vector<PeerRow>& peers) {
  std::vector<ReportRun> runs;
  for (const Row& r : rows) {
    ReportRun run;
    run.sheet = r.coordinates;
    run.family = r.method();
    run.curve = r.formulation + " " + r.correction;
    run.pair = r.pair();
    run.knob_name = find_integrator(r.integrator).fixed_step ? "dt" : "rtol";
    run.knob = r.knob;
    run.status = r.statistics.status;
    run.error = r.error;
    run.wall_time_s = r.timed_runs > 0 ? r.median_wall_time : NAN;
    run.steps = r.statistics.steps;
    run.max_position_violation = r.statistics.max_position_violation;
    run.energy_drift = r.statistics.energy_drift;
    runs.push_back(run);
  }
  for (const PeerRow& p : peers) {
    ReportRun run;
    run.family = p.run.peer;
    run.curve = p.run.integrator;
    run.pair = p.run.peer + " " + p.run.integrator;
    run.knob_name = "accuracy";
    run.knob = p.run.accuracy;
    run.status = p.run.status;
    run.error = p.error;
    run.wall_time_s = p.run.wall_time_s;
    run.steps = p.run.steps;
    run.energy_drift = p.energy_drift;
    run.peer = true;
    runs.push_back(run);
  }
  return runs;
}

// The motion of the cheapest pairs at the error levels, run again (untimed) and recorded.
MotionScene compare_motion(const Model& model, const std::vector<Row>& rows, const std::vector<ReportRun>& runs,
                           const std::vector<double>& levels, const ComparisonSetup& setup, bool quiet) {
  MotionScene scene = mechanism_scene(model);
  const std::vector<const ReportRun*> featured = featured_runs(runs, levels, 4);
  const int frames = motion_frame_budget(static_cast<int>(model.bodies.size()), static_cast<int>(featured.size()));
  // The levels a run is the cheapest pair at, among mbdae's own runs (featured_runs leaves the other
  // programs' out): a faster peer at a level must not leave the label without it.
  const std::vector<ReportRun> own(runs.begin(), runs.begin() + static_cast<std::ptrdiff_t>(rows.size()));
  for (const ReportRun* run : featured) {
    const std::size_t index = static_cast<std::size_t>(run - runs.data());  // runs begin with the rows, in order
    const Row& row = rows[index];
    std::string levels_met;
    for (const double level : levels)
      if (cheapest_at(own, level) == &own[index]) levels_met += (levels_met.empty() ? "" : ", ") + sci(level, 0);
    std::ostringstream label;
    label << run->pair << ' ' << run->knob_name << '=' << run->knob << " (cheapest pair at " << levels_met << ')';
    if (!quiet) std::fprintf(stderr, "report: running %s again to record its motion\n", label.str().c_str());
    scene.tracks.push_back(record_motion(model, row_settings(row, setup), label.str(), frames));
  }
  scene.note = featured.empty()
                   ? "No run reached any of the error levels: no motion to show."
                   : "The cheapest pair at each error level (run again, untimed), side by side on one clock; drag to "
                     "turn a view. Bodies are the boxes of their inertia (a ball for a point mass), joints dark "
                     "balls; markers leave a trace.";
  return scene;
}

// results/MODEL, with _NAMEVALUE for each --param NAME=VALUE (results/spherical_chain_n100), so that
// comparisons of different models or sizes do not land in one folder.
std::string default_output_folder(const std::string& model_name, const std::vector<std::string>& parameters) {
  std::string folder = "results/" + model_name;
  for (const std::string& assignment : parameters) {
    folder += '_';
    for (const char c : assignment)
      if (std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-') folder += c;
  }
  return folder;
}

// --- Whose comparison a folder holds -----------------------------------------------------------------

/// The first line of the README.md compare writes: "# MODEL: formulations and integrators compared".
constexpr std::string_view kTitleEnd = ": formulations and integrators compared";
constexpr std::string_view kCommandStart = "Generated by `build/release/mbdae compare ";

/// The words of a command as shell_word() wrote them (plain, or in single quotes with a quote written
/// '\''), up to the backquote that ends it in the README.
std::vector<std::string> shell_words(std::string_view text) {
  std::vector<std::string> words;
  std::string word;
  bool in_word = false;
  for (std::size_t k = 0; k < text.size(); ++k) {
    const char c = text[k];
    if (c == '\'') {
      const std::size_t close = text.find('\'', k + 1);
      if (close == std::string_view::npos) break;
      word += text.substr(k + 1, close - k - 1);
      in_word = true;
      k = close;
    } else if (c == '\\' && k + 1 < text.size()) {
      word += text[++k];
      in_word = true;
    } else if (c == ' ' || c == '`') {
      if (in_word) words.push_back(word);
      word.clear();
      in_word = false;
      if (c == '`') return words;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) words.push_back(word);
  return words;
}

/// A model as compare tells comparisons apart: its name and its `--param` settings, in name order, each
/// value read as a number where it is one (n=100 and n=1e2 are the same model) and left out where it is
/// the default of `model`'s parameter of that name (`model` being the one compared now, when the names
/// agree: spherical_chain --param n=10 is spherical_chain).
struct ComparedModel {
  std::string name;
  std::vector<std::string> parameters;

  ComparedModel(std::string model_name, const std::vector<std::string>& assignments, const Model& model)
      : name(std::move(model_name)) {
    for (const std::string& assignment : assignments) {
      const std::size_t equals = assignment.find('=');
      const std::string parameter = assignment.substr(0, equals);
      std::string value = equals == std::string::npos ? "" : assignment.substr(equals + 1);
      double number = 0.0;
      const char* begin = value.data() + (value.rfind('+', 0) == 0 ? 1 : 0);
      const auto [end, error] = std::from_chars(begin, value.data() + value.size(), number);
      if (!value.empty() && error == std::errc() && end == value.data() + value.size()) {
        const auto declared = std::find_if(model.parameters.begin(), model.parameters.end(),
                                           [&](const ModelParameter& p) { return p.name == parameter; });
        if (name == model.name && declared != model.parameters.end() && declared->default_value == number) continue;
        char shortest[32];
        value.assign(shortest, std::to_chars(shortest, shortest + sizeof shortest, number).ptr);
      }
      parameters.push_back(parameter + "=" + value);
    }
    std::sort(parameters.begin(), parameters.end());
  }
  bool operator==(const ComparedModel&) const = default;
  /// "spherical_chain --param n=100".
  std::string text() const {
    std::string out = name;
    for (const std::string& p : parameters) out += " --param " + p;
    return out;
  }
};

/// What `folder` holds that a comparison would write over: nothing (no README.md there), a comparison
/// of some model (its README.md, as compare writes it), or other results (another README.md).
struct FolderContents {
  enum class Kind { nothing, comparison, other } kind = Kind::nothing;
  std::optional<ComparedModel> model;
};

/// `model`: the model compared now, whose parameters' defaults the folder's settings are read against.
FolderContents folder_contents(const std::string& folder, const Model& model) {
  std::ifstream readme(std::filesystem::path(folder) / "README.md");
  if (!readme) return {};
  std::string title;
  std::getline(readme, title);
  if (title.rfind("# ", 0) != 0 || title.size() <= 2 + kTitleEnd.size() ||
      title.compare(title.size() - kTitleEnd.size(), kTitleEnd.size(), kTitleEnd) != 0)
    return {FolderContents::Kind::other, {}};
  const std::string name = title.substr(2, title.size() - 2 - kTitleEnd.size());
  std::vector<std::string> parameters;
  for (std::string line; std::getline(readme, line);) {
    if (line.rfind(kCommandStart, 0) != 0) continue;
    const std::vector<std::string> words = shell_words(std::string_view(line).substr(kCommandStart.size()));
    for (std::size_t k = 1; k + 1 < words.size(); ++k)  // words[0] is the model as it was given
      if (words[k] == "--param") parameters.push_back(words[++k]);
    break;
  }
  return {FolderContents::Kind::comparison, ComparedModel(name, parameters, model)};
}

/// Refuses, before any run, a folder that holds another model's comparison or results of another
/// kind (a reproduction, the benchmarks): compare would write over them. A comparison of the same model
/// (its name and --param settings) is written over: that is running it again.
void require_folder_for(const std::string& folder, const Model& loaded, const std::vector<std::string>& assignments,
                        const std::string& default_folder) {
  const ComparedModel model(loaded.name, assignments, loaded);
  const auto taken = [&](const std::string& candidate) {
    const FolderContents contents = folder_contents(candidate, loaded);
    return contents.kind == FolderContents::Kind::other ||
           (contents.kind == FolderContents::Kind::comparison && !(*contents.model == model));
  };
  const FolderContents contents = folder_contents(folder, loaded);
  if (!taken(folder)) return;
  std::string suggestion = default_folder;
  for (int k = 2; (suggestion == folder || taken(suggestion)) && k < 100; ++k)
    suggestion = default_folder + "_" + std::to_string(k);
  throw Error(Error::Kind::usage,
              folder + (contents.kind == FolderContents::Kind::comparison
                            ? " holds a comparison of " + contents.model->text() + " (its README.md), not of " +
                                  model.text()
                            : " holds other results (its README.md was not written by mbdae compare)") +
                  "; compare would write over them: choose another folder with --out, e.g. " + suggestion);
}

// The fastest mbdae pair and the fastest peer integrator at each error level, read off their
// work-precision curves; also written to work_precision_vs_peers.csv.
std::string equal_error_section(const std::vector<Row>& rows, const std::vector<PeerRow>& peers,
                                const std::vector<std::string>& peer_csvs, const std::string& out) {
  std::vector<WorkPrecisionCurve> ours, theirs;
  for (const Row& r : rows) {
    if (r.statistics.status != "ok" || !(r.error > 0.0) || !(r.median_wall_time > 0.0)) continue;
    if (ours.empty() || ours.back().name != r.pair()) ours.push_back({r.pair(), {}});
    ours.back().points.push_back({r.error, r.median_wall_time});
  }
  for (const PeerRow& p : peers) {
    if (!(p.error > 0.0) || !(p.run.wall_time_s > 0.0)) continue;
    const std::string name = p.run.peer + " " + p.run.integrator;
    if (theirs.empty() || theirs.back().name != name) theirs.push_back({name, {}});
    theirs.back().points.push_back({p.error, p.run.wall_time_s});
  }
  std::ostringstream md, csv;
  csv.precision(6);
  csv << "error,fastest_mbdae,mbdae_wall_s,fastest_peer,peer_wall_s,peer_over_mbdae\n";
  md << "## At equal error: the fastest mbdae pair and the fastest peer\n\n"
     << "Peer rows (coordinates column: the peer) are other programs' runs read from " << quoted_list(peer_csvs)
     << ": their error is measured against the same reference at the same samples; their wall time is the one "
        "that program measured (integration only). Wall time at each error level: log-log interpolation between "
        "consecutive runs of each ladder (no extrapolation); \"-\": no run of that side brackets the level.\n\n"
     << "| error (m) | fastest mbdae pair | wall (s) | fastest peer | wall (s) | peer / mbdae |\n|---|---|---|---|---|---|\n";
  char cell[64];
  for (double level : kEqualErrorLevels) {
    const FastestAtError a = fastest_at_error(ours, level), b = fastest_at_error(theirs, level);
    auto time = [&](const FastestAtError& f) {
      if (f.name.empty()) return std::string("-");
      std::snprintf(cell, sizeof cell, "%.2e", f.wall_time);
      return std::string(cell);
    };
    std::string ratio = "-";
    if (!a.name.empty() && !b.name.empty()) {
      std::snprintf(cell, sizeof cell, "%.2f", b.wall_time / a.wall_time);
      ratio = cell;
    }
    md << "| " << level << " | " << (a.name.empty() ? "-" : a.name) << " | " << time(a) << " | "
       << (b.name.empty() ? "-" : b.name) << " | " << time(b) << " | " << ratio << " |\n";
    csv << level << ',' << a.name << ',' << (a.name.empty() ? NAN : a.wall_time) << ',' << b.name << ','
        << (b.name.empty() ? NAN : b.wall_time) << ','
        << (a.name.empty() || b.name.empty() ? NAN : b.wall_time / a.wall_time) << '\n';
  }
  write_file_atomically(out + "work_precision_vs_peers.csv", csv.str());
  md << "\n";
  return md.str();
}

}  // namespace

int compare(const CompareOptions& given) {
  RankPool alone(RankPool::Launch::alone);
  return compare(given, alone);
}

int serve_comparisons(RankPool& ranks, const std::string& model_name) {
  // Another rank of an MPI job: runs the pairs rank 0 hands out. Each share's context names the model's
  // parameters (a sweep changes them from one comparison to the next) and holds the shared settings;
  // the model is loaded here, once per set of parameters.
  std::map<std::vector<std::string>, Model> models;
  ComparisonSetup setup;
  ranks.serve([&](const std::string& context) -> RankPool::Task {
    ByteReader reader(context);
    std::vector<std::string> parameters(reader.get_count(sizeof(std::uint64_t)));
    for (std::string& assignment : parameters) assignment = reader.get_string();
    read(reader, setup);
    auto found = models.find(parameters);
    if (found == models.end())
      found = models.emplace(parameters, load_model(model_name, parameter_settings(parameters))).first;
    const Model& model = found->second;
    return [&model, &setup](const std::string& task) { return run_encoded_pair(model, setup, task); };
  });
  return 0;
}

int compare(const CompareOptions& given, RankPool& ranks) {
  if (ranks.rank() > 0) return serve_comparisons(ranks, given.model);
  CompareOptions options = given;
  require_known(options.coordinates, coordinates_rows(), "--coordinates");
  require_known(options.integrators, integrator_rows(), "--integrators");
  require_known(options.formulations, formulation_rows(), "--formulations");
  require_known(options.corrections, correction_rows(), "--corrections");
  namespace fs = std::filesystem;
  const Model model = load_model(options.model, parameter_settings(options.parameters));
  if (!options.quiet) print_model_notes(model);
  const std::string default_folder = default_output_folder(model.name, options.parameters);
  if (options.out.empty()) options.out = default_folder;
  require_no_file_at(options.out);  // refused now, not after the runs
  require_folder_for(options.out, model, options.parameters, default_folder);
  if (!options.t_end_given && model.run_defaults.t_end) {
    options.t_end = *model.run_defaults.t_end;
    if (!options.quiet)
      std::fprintf(stderr, "mbdae: --t-end %g from the model's run settings%s\n", options.t_end,
                   model.run_defaults.why.empty() ? "" : (" (" + model.run_defaults.why + ")").c_str());
  }
  if (model.markers.empty())
    throw Error(Error::Kind::usage, "mbdae compare measures the error of a marker, and the model has none",
                {model.source, 0});
  int marker = static_cast<int>(model.markers.size()) - 1;
  if (!options.marker.empty()) {
    marker = -1;
    for (int k = 0; k < static_cast<int>(model.markers.size()); ++k)
      if (model.markers[k].name == options.marker) marker = k;
    if (marker < 0) throw Error(Error::Kind::usage, "the model has no marker '" + options.marker + "'");
  }
  const double check_time = std::min(options.check_time, options.t_end);
  for (const std::string& table : options.erk_tables)
    if (!is_explicit_butcher_table(table))
      throw Error(Error::Kind::usage, "--erk-tables: ARKode has no explicit Butcher table '" + table +
                                          "' (e.g. ARKODE_DORMAND_PRINCE_7_4_5, ARKODE_VERNER_8_5_6, "
                                          "ARKODE_FEHLBERG_13_7_8)");
  // Read before the long runs, so that a malformed file stops the command at once.
  std::vector<PeerRow> peers;
  for (const std::string& file : options.peer_csvs)
    for (PeerRun& run : read_peer_csv(file)) peers.push_back({std::move(run), file});

  // Reference: RK4 with direct correction to 1e-12 at a small step; its own error is estimated by
  // the same method at twice the step (RK4: error ratio 16).
  RunSettings reference_settings;
  reference_settings.integrator = "rk4";
  reference_settings.correction = "direct";
  reference_settings.tolerance = 1e-12;
  reference_settings.t_end = check_time;
  reference_settings.output_every = options.output_every;
  reference_settings.step = options.reference_step;
  const ReferenceRun reference_run = run_reference(model, reference_settings, marker, check_time, options.quiet);
  const std::vector<Eigen::Vector3d>& reference = reference_run.samples;
  reference_settings.formulation = reference_run.formulation;
  reference_settings.step = 2 * options.reference_step;
  RunStatistics coarse_statistics;
  const std::vector<Eigen::Vector3d> coarse =
      sample_marker(model, reference_settings, marker, check_time, coarse_statistics);
  if (interruption_requested()) {  // nothing to measure against: write nothing
    std::fprintf(stderr, "mbdae: interrupted by %s while computing the reference; %s left unchanged\n",
                 interruption_name(), options.out.c_str());
    return 128 + interruption_signal();
  }
  std::string reference_error = "not estimated: the run at twice the step " + coarse_statistics.status;
  if (coarse.size() == reference.size()) {
    double largest = 0.0;
    for (std::size_t k = 0; k < reference.size(); ++k)
      largest = std::max(largest, (reference[k] - coarse[k]).norm() / 15.0);
    std::ostringstream text;
    text << largest << " m";
    reference_error = text.str();
  }

  // The peer's error at the same samples as the reference: t = 0, output_every, ... up to check_time.
  for (PeerRow& p : peers) {
    const PeerRun& run = p.run;
    p.energy_drift = 0.0;
    for (double e : run.energy) p.energy_drift = std::max(p.energy_drift, std::abs(e - run.energy.front()));
    if (run.status != "ok") continue;
    std::size_t used = 0;
    while (used < run.t.size() && run.t[used] <= check_time + 1e-9) ++used;
    bool same_times = used == reference.size();
    for (std::size_t k = 0; same_times && k < used; ++k)
      same_times = std::abs(run.t[k] - static_cast<double>(k) * options.output_every) <= 1e-9 * std::max(1.0, run.t[k]);
    if (!same_times) {
      std::ostringstream message;
      message << "peer CSV: " << run.peer << ' ' << run.integrator << " at " << run.accuracy
              << " is not sampled at t = 0, " << options.output_every << ", ... up to " << check_time
              << " s as the reference is (--output-every, --check-time)";
      throw Error(Error::Kind::usage, message.str(), {p.source, 0});
    }
    // Wall times are compared, so both sides must integrate over the same span.
    if (std::abs(run.t.back() - options.t_end) > 1e-9 * std::max(1.0, options.t_end)) {
      std::ostringstream message;
      message << "peer CSV: " << run.peer << ' ' << run.integrator << " at " << run.accuracy << " ends at t = "
              << run.t.back() << " s, the compared runs at --t-end " << options.t_end
              << " s: their wall times would not compare";
      throw Error(Error::Kind::usage, message.str(), {p.source, 0});
    }
    p.error = 0.0;
    for (std::size_t k = 0; k < used; ++k) p.error = std::max(p.error, (run.position[k] - reference[k]).norm());
  }

  // Every pair to run, with its ladder, counted before the first run so that the progress says how many
  // runs there are.
  std::vector<ComparedPair> pairs;
  int planned_runs = 0;
  for (const std::string& coordinates : coordinates_names(model)) {
    if (!wanted(options.coordinates, coordinates)) continue;
    for (const IntegratorRow& integrator : integrator_rows()) {
      if (!wanted(options.integrators, integrator.name)) continue;
      for (const std::string& formulation : integrator.formulations()) {
        if (!wanted(options.formulations, formulation)) continue;
        // Index-3 forms (IDA's residual, ALI3-P, generalized-alpha) cannot take velocity-level constraints.
        if (find_formulation(formulation).needs_position_level_constraints && has_velocity_level_constraints(model))
          continue;  // see the README note
        // Formulations that take global coordinates or rigid bodies only (gibbs-appell).
        if (!formulation_takes(find_formulation(formulation), find_coordinates(coordinates), model)) continue;
        // The integrator as it is, then its variants: arkode-erk and arkode-erk-fixed with each of
        // --erk-tables, and ali3p-trapezoidal's energy-conserving step where the mass matrix is constant.
        std::vector<std::string> variants{""};
        if (integrator.name == "arkode-erk" || integrator.name == "arkode-erk-fixed")
          variants.insert(variants.end(), options.erk_tables.begin(), options.erk_tables.end());
        if (integrator.name == "ali3p-trapezoidal" && options.energy_conserving &&
            make_equations_of_motion(coordinates, model)->has_constant_mass_matrix())
          variants.push_back("energy-conserving");
        for (const std::string& variant : variants)
          for (const std::string& correction : integrator.corrections()) {
            if (!wanted(options.corrections, correction)) continue;
            pairs.push_back({coordinates, integrator.name, formulation, variant, correction,
                             integrator.fixed_step ? options.steps : options.tolerances});
            planned_runs += static_cast<int>(pairs.back().ladder.size());
          }
      }
    }
  }

  ComparisonSetup setup;
  setup.t_end = options.t_end;
  setup.output_every = options.output_every;
  setup.run_time_limit = options.run_time_limit;
  setup.error_control = options.error_control;
  setup.repetitions = options.repetitions;
  setup.marker = marker;
  setup.check_time = check_time;
  setup.reference = reference;
  // The pairs' outcomes, in the order of `pairs` whichever rank ran them; a pair left out by a stop
  // request has none. Each finished pair goes into the journal at once (cli/compare_journal.hpp), from
  // which --resume takes what a stopped comparison had done.
  std::vector<std::optional<PairOutcome>> outcomes(pairs.size());
  std::vector<std::string> encoded_pairs;
  for (const ComparedPair& pair : pairs) {
    BytePacket bytes;
    write(bytes, pair);
    encoded_pairs.push_back(bytes.bytes());
  }
  create_output_folder(options.out);
  BytePacket identity;
  identity.put(ComparedModel(model.name, options.parameters, model).text());
  write(identity, setup);
  const std::string journal_path = options.out + "/compare.journal";
  CompareJournal journal(journal_path, identity.bytes(), options.resume);
  std::vector<std::size_t> to_run;
  int kept_runs = 0;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    outcomes[k] = journal.kept(encoded_pairs[k]);
    if (outcomes[k]) kept_runs += static_cast<int>(outcomes[k]->rows.size());
    else to_run.push_back(k);
  }
  const std::size_t kept_pairs = pairs.size() - to_run.size();
  if (options.resume && !options.quiet)
    std::fprintf(stderr, "mbdae: --resume: %zu of %zu pairs (%d runs) taken from %s; %d runs to go\n", kept_pairs,
                 pairs.size(), kept_runs, journal_path.c_str(), planned_runs - kept_runs);
  const auto keep = [&](std::size_t k, PairOutcome outcome) {
    // A pair cut short by a stop request is not kept, nor one whose rank failed: --resume runs them.
    const bool whole = !outcome.lost_on_rank && outcome.rows.size() == pairs[k].ladder.size() &&
                       std::none_of(outcome.rows.begin(), outcome.rows.end(),
                                    [](const Row& row) { return row.statistics.status == "interrupted"; });
    if (whole) journal.record(encoded_pairs[k], outcome);
    outcomes[k] = std::move(outcome);
  };
  RunProgress progress(!options.quiet, planned_runs - kept_runs);
  std::set<int> ranks_used;  // the MPI ranks that ran pairs
  if (ranks.size() == 1) {
    for (const std::size_t k : to_run) {
      if (interruption_requested()) break;
      keep(k, run_pair(model, setup, pairs[k], [&](const std::string& what) { progress.running(what); },
                       [&] { progress.skipped(); }));
    }
  } else {
    BytePacket context;
    context.put(static_cast<std::uint64_t>(options.parameters.size()));
    for (const std::string& assignment : options.parameters) context.put(assignment);
    write(context, setup);
    std::vector<std::string> tasks;
    for (const std::size_t k : to_run) tasks.push_back(encoded_pairs[k]);
    ranks.share(
        context.bytes(), tasks, [&](const std::string& task) { return run_encoded_pair(model, setup, task); },
        [&](std::size_t t, const RankPool::Outcome& done) {
          const std::size_t k = to_run[t];
          ranks_used.insert(done.rank);
          keep(k, decoded_outcome(pairs[k], done));
          progress.finished(static_cast<int>(outcomes[k]->rows.size()),
                            "rank " + std::to_string(done.rank) + " ran " + pair_name(pairs[k]));
        },
        [&](const std::string& note) { std::fprintf(stderr, "mbdae: %s\n", note.c_str()); });
  }
  std::vector<Row> rows;
  // Rows removed for the formulations that need independent constraints: per coordinate type and
  // description, which formulations ran without them.
  std::map<std::string, std::set<std::string>> removed_rows;
  for (std::size_t k = 0; k < pairs.size(); ++k) {
    if (!outcomes[k]) continue;
    rows.insert(rows.end(), outcomes[k]->rows.begin(), outcomes[k]->rows.end());
    if (!outcomes[k]->removed_rows.empty())
      removed_rows[pairs[k].coordinates + ": " + outcomes[k]->removed_rows].insert(pairs[k].formulation);
  }
  if (!interruption_requested()) {
    progress.finish();
    journal.close_complete();  // every pair is in the table
  }

  const std::string out = options.out + "/";
  std::ostringstream csv;
  csv.precision(6);
  csv << "coordinates,integrator,formulation,correction,rtol_or_dt,status,t_reached,error,wall_time_median_s,steps,"
         "rhs_evaluations,jacobian_evaluations,nonlinear_or_correction_iterations,error_test_failures,"
         "max_position_violation,max_velocity_violation,energy_drift,cost_residual_s,cost_matrix_s,"
         "cost_factorization_s,cost_solve_s,timed_runs,message\n";
  for (const Row& r : rows) {
    const RunStatistics& s = r.statistics;
    csv << r.coordinates << ',' << r.method() << ',' << r.formulation << ',' << r.correction << ',' << r.knob << ','
        << s.status << ',' << s.t_reached << ',' << r.error << ',' << r.median_wall_time << ',' << s.steps << ','
        << s.rhs_evaluations << ',' << s.jacobian_evaluations << ',' << s.newton_iterations << ','
        << s.error_test_failures << ',' << s.max_position_violation << ',' << s.max_velocity_violation << ','
        << s.energy_drift << ',' << s.cost.residual << ',' << s.cost.matrix << ',' << s.cost.factorization << ','
        << s.cost.solve << ',' << r.timed_runs << ',' << csv_quoted(s.message) << '\n';
  }
  // Peer rows: the peer's name in the coordinates column; counters it does not report stay empty.
  for (const PeerRow& p : peers)
    csv << p.run.peer << ',' << p.run.integrator << ",-,-," << p.run.accuracy << ',' << p.run.status << ','
        << p.run.t.back() << ',' << p.error << ',' << p.run.wall_time_s << ',' << p.run.steps << ",,,,,,," << p.energy_drift
        << ",,,,,1,\"" << p.run.peer << " (" << p.source << ")\"\n";
  write_file_atomically(out + "compare.csv", csv.str());

  // Work-precision data, one file per (coordinates, family) group, one block per pair.
  std::vector<std::string> groups;
  std::vector<std::vector<std::string>> group_titles;  // one per block: the pair's name
  for (const std::string& coordinates : coordinates_names(model))
    for (const char* family : {"fixed", "adaptive"}) {
      std::ostringstream data;
      data.precision(6);
      std::string current;
      std::vector<std::string> titles;
      for (const Row& r : rows) {
        const bool fixed = find_integrator(r.integrator).fixed_step;
        if (r.coordinates != coordinates || fixed != (std::string(family) == "fixed")) continue;
        if (r.statistics.status != "ok" || !(r.error > 0.0)) continue;
        if (r.pair() != current) {
          if (!titles.empty()) data << "\n\n";
          current = r.pair();
          titles.push_back(r.method() + ' ' + r.formulation + ' ' + r.correction);
          data << '"' << titles.back() << "\" \"wall\"\n";
        }
        data << r.error << ' ' << r.median_wall_time << '\n';
      }
      if (titles.empty()) continue;
      const std::string group = coordinates + "_" + family;
      groups.push_back(group);
      group_titles.push_back(titles);
      write_file_atomically(out + "work_precision_" + group + ".dat", data.str());
    }
  // The peer's curves, one block per peer integrator, drawn on every plot.
  int peer_blocks = 0;
  std::vector<std::string> peer_titles;
  {
    std::ostringstream data;
    data.precision(6);
    std::string current;
    for (const PeerRow& p : peers) {
      if (!(p.error > 0.0)) continue;
      const std::string name = p.run.peer + " " + p.run.integrator;
      if (name != current) {
        if (peer_blocks++) data << "\n\n";
        current = name;
        peer_titles.push_back(name);
        data << '"' << name << "\" \"wall\"\n";
      }
      data << p.error << ' ' << p.run.wall_time_s << '\n';
    }
    if (peer_blocks > 0) write_file_atomically(out + "work_precision_peers.dat", data.str());
  }
  std::ostringstream script;
  std::ostringstream ylabel, title;
  ylabel << "max error of marker " << model.markers[marker].name << " up to t = " << check_time << " s (m)";
  script << kPlotHeader << "set ylabel " << gnuplot_quoted(ylabel.str()) << " noenhanced\n";
  // A plot holds up to a hundred pairs: each gets its own colour and point type (curve_style), and the
  // key goes below the plot, which keeps its size whatever the key's length.
  for (std::size_t g = 0; g < groups.size(); ++g) {
    std::vector<std::string> key = group_titles[g];
    key.insert(key.end(), peer_titles.begin(), peer_titles.end());
    title.str("");
    title << "Work-precision: " << model.name << ", " << groups[g] << ", t_end = " << options.t_end << " s";
    script << canvas_with_key_below(key) << "set output " << gnuplot_quoted("work_precision_" + groups[g] + ".png")
           << "\nset title " << gnuplot_quoted(title.str()) << " noenhanced\nplot";
    const std::string data = gnuplot_quoted("work_precision_" + groups[g] + ".dat");
    for (std::size_t k = 0; k < group_titles[g].size(); ++k)
      script << (k ? ", \\\n  " : " ") << data << " index " << k << " using 2:1 with linespoints " << curve_style(k)
             << " ps 0.6 title columnheader(1)";
    if (peer_blocks > 0)
      script << ", \\\n  for [i=0:" << peer_blocks - 1
             << "] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title "
                "columnheader(1)";
    script << '\n';
  }
  write_file_atomically(out + "work_precision.gp", script.str());
  if (!groups.empty()) draw_plots(options.out, "work_precision.gp", "plots", options.quiet);

  // Markdown table.
  std::string parameter_flags;
  for (const std::string& assignment : options.parameters) parameter_flags += " --param " + shell_word(assignment);
  std::string peer_flags;
  for (const std::string& file : options.peer_csvs) peer_flags += " --peer-csv " + shell_word(file);
  std::ostringstream command;
  command << "build/release/mbdae compare " << shell_word(options.model) << parameter_flags << " --out " << shell_word(options.out) << " --t-end "
     << options.t_end << " --check-time " << check_time << " --repetitions " << options.repetitions
     << (options.coordinates != "all" ? " --coordinates " + options.coordinates : "")
     << (options.integrators != "all" ? " --integrators " + options.integrators : "")
     << (options.formulations != "all" ? " --formulations " + options.formulations : "")
     << (options.corrections != "all" ? " --corrections " + options.corrections : "") << non_default_flags(options)
     << peer_flags;

  // The report: the Pareto front, small multiples per integrator family, the violations and energy of the
  // cheapest pairs (PNG, beside their data), and the HTML page that plays their motion.
  Report report;
  report.title = model.name + ": formulations and integrators compared";
  report.subtitle = command.str() + " (" + version_line() + ")";
  report.error_label = ylabel.str();
  ReportGroup& group = report.groups.emplace_back();
  group.name = model.name;
  group.runs = report_runs(rows, peers);
  if (options.report && !interruption_requested()) group.motion = compare_motion(model, rows, group.runs, report.levels, setup, options.quiet);
  const std::vector<std::string> report_pngs = write_report_plots(options.out, report, options.quiet);
  const std::string report_path = options.report_path.empty() ? out + "report.html" : options.report_path;
  if (options.report) {
    write_report_html(report_path, report);
    if (options.screenshot) write_report_screenshot(report_path, report_screenshot_path(report_path));
  }

  std::ostringstream md;
  md << "# " << model.name << ": formulations and integrators compared\n\n"
     << "Generated by `" << command.str()
     << "`.\n\nProgram: " << version_line() << ".\n\n"
     << "Error: the largest distance of marker " << model.markers[marker].name << " from the reference over the "
     << "samples every " << options.output_every << " s up to t = " << check_time << " s. Reference: rk4 with "
     << reference_run.formulation
     << (reference_run.removed_rows.empty() ? "" : " (without the redundant rows: " + reference_run.removed_rows + ")")
     << " and direct correction to 1e-12 at dt = " << options.reference_step << " s (its own error, estimated against dt = "
     << 2 * options.reference_step << " s: " << reference_error << "). Violations and energy drift: largest over "
     << "the whole run to t = " << options.t_end << " s (at every step for fixed-step methods, at the output times "
     << "for adaptive ones). Wall time: integration only, median of " << options.repetitions << " runs (one for a "
     << "run longer than " << kLongRun << " s). "
     << "Adaptive methods use atol = rtol.\n\n"
     << (has_velocity_level_constraints(model)
             ? "The index-3 forms (IDA's index-3 residual, ALI3-P, generalized-alpha) are not run: the model has "
               "velocity-level (nonholonomic) constraints, which have no position-level form for them to enforce.\n\n"
             : "")
     << removed_rows_note(removed_rows)
     << (kept_pairs > 0 ? "The runs of " + std::to_string(kept_pairs) + " of the " + std::to_string(pairs.size()) +
                              " pairs come from the journal of an earlier run of this comparison that was stopped "
                              "(--resume); their wall times were measured then.\n\n"
                        : std::string())
     << (ranks.size() > 1 ? "The pairs were shared among " +
                                (ranks_used.size() == static_cast<std::size_t>(ranks.size())
                                     ? std::to_string(ranks.size())
                                     : std::to_string(ranks_used.size()) + " of the " + std::to_string(ranks.size())) +
                                " MPI processes (docs/cluster.md); each run's wall time was measured on the process "
                                "that ran it.\n\n"
                          : std::string())
     << time_limit_note(options.run_time_limit, check_time)
     << (options.error_control == "global"
             ? std::string("The adaptive integrators ran under --error-control global: at each rung, rtol times the "
                           "model's size is the target for the global error of the markers, and the run is repeated "
                           "at tolerances a decade apart until its estimate (against the run a decade finer) is "
                           "within it (docs/methods.md, \"Global error control\"). The row's wall time is all of "
                           "those runs'; its counters are the delivered run's.\n\n")
             : std::string())
     << (interruption_requested() ? std::string("**Interrupted by ") + interruption_name() + ": the table holds the " +
                                        std::to_string(rows.size()) + " runs done before.**\n\n"
                                  : std::string())
     << "| coordinates | integrator | formulation | correction | rtol / dt | status | error (m) | wall (s) | steps | "
        "f evals | max C | max Cq v | energy drift (J) |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  char cell[64];
  auto sci = [&](double x) {
    std::snprintf(cell, sizeof cell, "%.2e", x);
    return std::string(cell);
  };
  for (const Row& r : rows) {
    const RunStatistics& s = r.statistics;
    md << "| " << r.coordinates << " | " << r.method() << " | " << r.formulation << " | " << r.correction << " | "
       << r.knob << " | ";
    if (s.status == "skipped") {  // not run: nothing measured
      md << "skipped | - | - | - | - | - | - | - |\n";
      continue;
    }
    md << (s.status == "ok" ? "ok" : s.status + " at t = " + std::to_string(s.t_reached)) << " | "
       << (std::isnan(r.error) ? "-" : sci(r.error)) << " | " << sci(r.median_wall_time) << " | " << s.steps << " | "
       << s.rhs_evaluations << " | " << sci(s.max_position_violation) << " | " << sci(s.max_velocity_violation)
       << " | " << sci(s.energy_drift) << " |\n";
  }
  for (const PeerRow& p : peers)
    md << "| " << p.run.peer << " | " << p.run.integrator << " | - | - | " << p.run.accuracy << " | "
       << (p.run.status == "ok" ? "ok" : p.run.status + " at t = " + std::to_string(p.run.t.back())) << " | "
       << (std::isnan(p.error) ? "-" : sci(p.error)) << " | " << sci(p.run.wall_time_s) << " | " << p.run.steps
       << " | - | - | - | " << sci(p.energy_drift) << " |\n";
  md << "\n";
  if (!peers.empty()) md << equal_error_section(rows, peers, options.peer_csvs, out);
  {
    std::vector<std::string> cheapest;
    for (const double level : report.levels)
      if (const ReportRun* r = cheapest_at(group.runs, level)) {
        std::ostringstream line;
        line << "- error ≤ " << cli::sci(level, 0) << " m: " << r->pair << " at " << r->knob_name << " = " << r->knob
             << ", " << cli::sci(r->wall_time_s, 2) << " s";
        cheapest.push_back(line.str());
      }
    if (!cheapest.empty()) {
      md << "Cheapest pair at each error level (the Pareto front, `pareto_" << file_name_part(group.name) << ".png`):\n\n";
      for (const std::string& line : cheapest) md << line << '\n';
      md << '\n';
    }
    if (options.report)
      md << "Interactive report, with the motion of these pairs: `"
         << std::filesystem::path(report_path).filename().string() << "`.\n\n";
  }
  for (const std::string& png : report_pngs) md << "![" << png.substr(0, png.size() - 4) << "](" << png << ")\n";
  for (const std::string& g : groups) md << "![work precision " << g << "](work_precision_" << g << ".png)\n";
  write_file_atomically(out + "README.md", md.str());
  if (!options.quiet && options.print_table) std::printf("%s", md.str().c_str());
  if (interruption_requested()) {
    std::fprintf(stderr, "mbdae: interrupted by %s; %s holds the %zu runs done before\n", interruption_name(),
                 options.out.c_str(), rows.size());
    return 128 + interruption_signal();
  }
  return 0;
}

}  // namespace mbdae::cli
