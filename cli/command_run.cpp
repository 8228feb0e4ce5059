#include <algorithm>
#include <nlohmann/json.hpp>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <unistd.h>

#include "cli/build_info.hpp"
#include "cli/commands.hpp"
#include "cli/flag_words.hpp"
#include "cli/progress_bar.hpp"
#include "cli/motion_export.hpp"
#include "cli/report_html.hpp"
#include "cli/report_motion.hpp"
#include "cli/report_format.hpp"
#include "mbdae/version.hpp"
#include "core/interruption.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"
#include "io/trajectory_csv.hpp"
#include "methods/error_estimate.hpp"
#include "methods/registry.hpp"
#include "integrators/simulation.hpp"

namespace mbdae::cli {

namespace {

/// The run's error estimate and what its warning compares it with.
struct ErrorReport {
  bool requested = false;  // the estimate is on
  GlobalErrorEstimate estimate;
  double model_size = 0.0;  // m
  double threshold = 0.0;   // m
  /// The estimate exceeds the threshold, or the companion run failed (at 2 dt: a step whose double
  /// fails is near what the method can take; at rtol/10: tolerances the method cannot meet).
  bool warn() const {
    return requested && ((estimate.status == "ok" && estimate.value > threshold) || estimate.companion_failed);
  }
};

/// The options a run's method line must show besides the pair (", table ARKODE_VERNER_8_5_6,
/// projection onto the constraints"): the ones that change the method, when given.
std::string method_options(const RunSettings& s) {
  std::string text;
  char number[64];
  if (!s.adaptive.table.empty()) text += ", table " + s.adaptive.table;
  if (s.adaptive.projection) text += ", projection onto the constraints";
  if (s.adaptive.max_step > 0.0) {
    std::snprintf(number, sizeof number, ", max step %g s", s.adaptive.max_step);
    text += number;
  }
  if (s.mass_weighted) text += ", mass-weighted correction";
  if (s.constraint_inertia_scale != 1.0) {
    std::snprintf(number, sizeof number, ", constraint inertia x %g", s.constraint_inertia_scale);
    text += number;
  }
  return text;
}

nlohmann::json summary_json(const Model& model, const RunSettings& s, const RunResult& r, const ErrorReport& e) {
  const RunStatistics& st = r.statistics;
  nlohmann::json j;
  j["mbdae_version"] = kVersion;
  const BuildCommit commit = build_commit();  // null when it was not built from a git checkout
  j["mbdae_commit"] = commit.hash.empty()
                          ? nlohmann::json(nullptr)
                          : nlohmann::json(commit.hash + (commit.modified ? " with uncommitted changes" : ""));
  j["status"] = st.status;
  j["message"] = st.message;
  j["model"] = model.name;
  j["source"] = model.source;
  nlohmann::json parameters = nlohmann::json::object();
  for (const ModelParameter& p : model.parameters) parameters[p.name] = p.value;
  j["parameters"] = parameters;
  j["coordinates"] = s.coordinates;
  j["formulation"] = s.formulation;
  j["integrator"] = s.integrator;
  j["correction"] = s.correction;
  j["mass_weighted"] = s.mass_weighted;
  const bool fixed = s.fixed_step();
  j["dt"] = fixed ? nlohmann::json(s.step) : nlohmann::json(nullptr);  // adaptive methods choose their steps
  j["t_end"] = s.t_end;
  j["tolerance"] = s.tolerance;
  j["max_iterations"] = s.max_iterations;
  const bool index3 = find_integrator(s.integrator).consumes == FormulationKind::index3;
  j["penalty"] = s.integrator == "ali3p-trapezoidal" ? nlohmann::json(s.index3.penalty) : nlohmann::json(nullptr);
  j["projection_factor"] =
      s.integrator == "ali3p-trapezoidal" ? nlohmann::json(s.index3.projection_factor) : nlohmann::json(nullptr);
  j["energy_conserving"] =
      s.integrator == "ali3p-trapezoidal" ? nlohmann::json(s.index3.energy_conserving) : nlohmann::json(nullptr);
  j["rho_inf"] = s.integrator == "gen-alpha" ? nlohmann::json(s.index3.rho_infinity) : nlohmann::json(nullptr);
  j["linear_algebra"] = to_string(r.linear_algebra);  // AF's and RGCP's factorizations
  j["linear_solver"] = index3 ? "simplicial-ldlt" : r.linear_solver;
  j["rtol"] = fixed ? nlohmann::json(nullptr) : nlohmann::json(s.adaptive.rtol);  // no error control in fixed step
  j["atol"] = fixed ? nlohmann::json(nullptr) : nlohmann::json(s.adaptive.atol);
  j["max_step"] = s.adaptive.max_step;
  j["table"] = s.adaptive.table;
  j["projection"] = s.adaptive.projection;
  j["linear_setups"] = st.linear_setups;
  j["error_test_failures"] = st.error_test_failures;
  j["nonlinear_failures"] = st.nonlinear_failures;
  j["output_every"] = s.output_every;
  j["t_reached"] = st.t_reached;
  j["wall_time_s"] = st.wall_time_s;
  j["steps"] = st.steps;
  j["rhs_evaluations"] = st.rhs_evaluations;
  j["jacobian_evaluations"] = st.jacobian_evaluations;
  j["newton_iterations"] = st.newton_iterations;  // correction iterations or nonlinear iterations
  j["cost_split_s"] = {{"residual", st.cost.residual},
                       {"matrix", st.cost.matrix},
                       {"factorization", st.cost.factorization},
                       {"solve", st.cost.solve}};
  j["repartitions"] = st.repartitions;
  j["max_position_violation"] = st.max_position_violation;
  j["max_velocity_violation"] = st.max_velocity_violation;
  j["energy_drift"] = st.energy_drift;
  // The estimate of the global error from a companion run (methods/error_estimate.hpp), the largest
  // over the markers and samples, m; null where there is none (off, unavailable).
  const bool estimated = e.requested && e.estimate.status == "ok";
  const bool adaptive = e.estimate.method == "tolerance-proportionality";
  auto number_or_null = [](bool given, double value) { return given ? nlohmann::json(value) : nlohmann::json(nullptr); };
  j["estimated_error"] = estimated ? nlohmann::json(e.estimate.value) : nlohmann::json(nullptr);
  j["error_estimate"] = e.requested ? nlohmann::json({{"status", e.estimate.status},
                                                      {"note", e.estimate.note},
                                                      {"method", e.estimate.method},
                                                      {"order", number_or_null(!adaptive, e.estimate.order)},
                                                      {"companion_dt", number_or_null(!adaptive, e.estimate.companion_step)},
                                                      {"companion_rtol", number_or_null(adaptive, e.estimate.companion_rtol)},
                                                      {"companion_atol", number_or_null(adaptive, e.estimate.companion_atol)},
                                                      {"compared_until", e.estimate.compared_until},
                                                      {"companion_wall_time_s", e.estimate.companion_wall_time_s},
                                                      {"warning_threshold", e.threshold},
                                                      {"model_size", e.model_size},
                                                      {"warning", e.warn()}})
                                    : nlohmann::json(nullptr);
  const GlobalErrorControl& c = r.global_error_control;
  j["global_error_control"] = c.used ? nlohmann::json({{"target", c.target},
                                                        {"met", c.met},
                                                        {"rtol", c.rtol},
                                                        {"atol", c.atol},
                                                        {"estimated_error", c.estimated ? nlohmann::json(c.estimated_error)
                                                                                        : nlohmann::json(nullptr)},
                                                        {"rtols_run", c.rtols_run},
                                                        {"note", in_flag_words(c.note)}})
                                     : nlohmann::json(nullptr);
  j["initial_energy"] = st.initial_energy;
  j["work"] = st.work;
  // The energy-conserving ALI3 step's steps at singular positions, which ALI3-P took; null otherwise.
  j["singular_position_steps"] =
      r.singular_position_steps >= 0 ? nlohmann::json(r.singular_position_steps) : nlohmann::json(nullptr);
  j["coordinate_count"] = r.coordinate_count;
  j["constraint_count"] = r.constraint_count;
  j["degrees_of_freedom"] = r.degrees_of_freedom;
  j["removed_rows"] = r.removed_rows;
  j["removed_rows_description"] = r.removed_rows_description;
  j["assembly"] = {{"newton_iterations", r.assembly.newton_iterations},
                   {"position_correction", r.assembly.position_correction},
                   {"velocity_correction", r.assembly.velocity_correction},
                   {"largest_move_m", r.assembly.largest_move},
                   {"moved_body", r.assembly.moved_body >= 0 ? nlohmann::json(model.bodies[r.assembly.moved_body].name)
                                                             : nlohmann::json(nullptr)},
                   {"given_energy", r.assembly.given_energy},
                   {"assembled_energy", r.assembly.assembled_energy}};
  return j;
}

/// The same file, whatever the spelling (./a.csv, a symlink to it, b/../a.csv), for a path that may
/// not exist yet.
bool same_file(const std::string& a, const std::string& b) {
  if (a == "-" || b == "-") return false;  // standard output is no file
  std::error_code error;
  const auto canonical_a = std::filesystem::weakly_canonical(a, error);
  if (error) return false;
  const auto canonical_b = std::filesystem::weakly_canonical(b, error);
  return !error && canonical_a == canonical_b;
}

/// --output and --summary must not overwrite the model they run, nor each other.
void refuse_clobbering(const RunCommandOptions& options) {
  const bool model_is_file = std::filesystem::is_regular_file(options.model);
  const std::pair<const char*, const std::string&> outputs[] = {{"--output", options.output_csv},
                                                                 {"--summary", options.summary_json},
                                                                 {"--report", options.report_html},
                                                                 {"--export-motion", options.export_motion}};
  for (const auto& [flag, path] : outputs) {
    if (path.empty()) continue;
    if (model_is_file && same_file(path, options.model))
      throw Error(Error::Kind::usage, std::string(flag) + " " + path + " is the model file " + options.model +
                                          ": it would be overwritten; write to another file");
  }
  for (std::size_t a = 0; a < std::size(outputs); ++a)
    for (std::size_t b = a + 1; b < std::size(outputs); ++b)
      if (!outputs[a].second.empty() && !outputs[b].second.empty() && same_file(outputs[a].second, outputs[b].second))
        throw Error(Error::Kind::usage, std::string(outputs[a].first) + " " + outputs[a].second + " and " +
                                            outputs[b].first + " " + outputs[b].second +
                                            " are the same file: give each its own");
}

/// The HTML report of one run: its summary as facts, the mechanism playing `track`.
Report run_report(const Model& model, const RunSettings& s, const RunResult& result, const ErrorReport& error,
                  MotionTrack track) {
  const RunStatistics& st = result.statistics;
  Report report;
  const std::string method = s.coordinates + " " + s.integrator + " " + s.formulation + " " + s.correction;
  report.title = model.name + ": " + method;
  report.subtitle = version_line();
  ReportGroup& group = report.groups.emplace_back();
  const std::string step = s.fixed_step() ? "dt = " + sci(s.step, 2) + " s" : "rtol = " + sci(s.adaptive.rtol, 1);
  group.facts = {{"status", st.status + (st.message.empty() ? "" : ": " + st.message)},
                 {"method", method + ", " + step},
                 {"t reached (s)", sci(st.t_reached, 4)},
                 {"wall time of the integration (s)", sci(st.wall_time_s, 3)},
                 {"steps", std::to_string(st.steps)},
                 {"max |C|", sci(st.max_position_violation, 2)},
                 {"max |C_q v|", sci(st.max_velocity_violation, 2)},
                 {"energy drift max |E - E0 - W| (J)", sci(st.energy_drift, 2)}};
  if (error.requested && error.estimate.status == "ok")
    group.facts.push_back({"estimated global error (m)", sci(error.estimate.value, 2)});
  group.motion = mechanism_scene(model);
  group.motion->tracks.push_back(std::move(track));
  group.motion->note = "The run's outputs, played in real time; drag to turn the view. Bodies are the boxes of "
                       "their inertia (a ball for a point mass), joints dark balls; markers leave a trace.";
  return report;
}

std::string number_text(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%g", x);
  return text;
}

}  // namespace

std::vector<std::string> apply_run_defaults(const Model& model, const std::vector<std::string>& given_flags,
                                            RunSettings& settings) {
  const RunDefaults& d = model.run_defaults;
  auto given = [&](const char* flag) { return std::find(given_flags.begin(), given_flags.end(), flag) != given_flags.end(); };
  std::vector<std::string> taken;
  if (!d.integrator.empty() && !given("--integrator")) {
    settings.integrator = d.integrator;
    taken.push_back("--integrator " + d.integrator);
  }
  // The model's formulation and correction go with its integrator.
  if (settings.integrator == d.integrator) {
    if (!d.formulation.empty() && !given("--formulation")) {
      settings.formulation = d.formulation;
      taken.push_back("--formulation " + d.formulation);
    }
    if (!d.correction.empty() && !given("--correction")) {
      settings.correction = d.correction;
      taken.push_back("--correction " + d.correction);
    }
  }
  if (d.step && !given("--dt")) {
    settings.step = *d.step;
    taken.push_back("--dt " + number_text(*d.step));
  }
  if (d.t_end && !given("--t-end")) {
    settings.t_end = *d.t_end;
    taken.push_back("--t-end " + number_text(*d.t_end));
  }
  if (d.output_every && !given("--output-every")) {
    settings.output_every = *d.output_every;
    taken.push_back("--output-every " + number_text(*d.output_every));
  }
  return taken;
}

int run(const RunCommandOptions& options) {
  refuse_clobbering(options);
  const Model model = load_model(options.model, parameter_settings(options.parameters));
  if (!options.quiet) print_model_notes(model);
  RunSettings settings = options.settings;
  const std::vector<std::string> from_model = apply_run_defaults(model, options.given_flags, settings);
  settings.resolve_coordinates(model);
  try {
    settings.resolve();
  } catch (const Error& e) {
    // A setting the model's `run:` gave: say where it came from.
    if (from_model.empty()) throw;
    std::string taken;
    for (const std::string& flag : from_model) taken += (taken.empty() ? "" : " ") + flag;
    throw Error(e.kind(), e.message() + " (with " + taken + " from the model's run: settings)",
                model.run_defaults.where);
  }

  // What the trajectory's extra columns need, refused before the run rather than during it.
  if ((options.output_bodies || options.output_reactions) && options.output_csv.empty())
    throw Error(Error::Kind::usage, std::string(options.output_reactions ? "--output-reactions" : "--output-bodies") +
                                        " adds columns to the trajectory: give --output FILE too");
  if (options.output_reactions) {
    const std::vector<std::string> global = coordinate_type_names();
    std::string names;
    for (const std::string& name : global) names += (names.empty() ? "" : ", ") + name;
    if (std::find(global.begin(), global.end(), settings.coordinates) == global.end())
      throw Error(Error::Kind::usage, "--output-reactions needs the bodies' global coordinates (" + names +
                                          "): the tree joints of " + settings.coordinates +
                                          " coordinates carry no multipliers");
    const std::string& frame = options.reactions_frame;
    if (frame != "ground" && frame != "body_i" && frame != "body_j" && !model.find_body(frame))
      throw Error(Error::Kind::usage, "--reactions-frame: no body called '" + frame +
                                          "'; give ground, body_i, body_j or a body's name");
  }
  std::unique_ptr<TrajectoryCsvWriter> csv;
  std::unique_ptr<ViolationMonitor> monitor;
  ErrorReport error;
  error.requested = options.error_estimate;
  TrackedPoints tracked;
  RunObserver observe;
  // The report's motion: the run's outputs, thinned to a few hundred frames.
  std::unique_ptr<MotionRecorder> recorder;
  if (!options.report_html.empty())
    recorder = std::make_unique<MotionRecorder>(
        settings.integrator + " " + settings.formulation + " " + settings.correction,
        motion_stride(settings, motion_frame_budget(static_cast<int>(model.bodies.size()), 1)));
  // The exported motion: every output.
  std::unique_ptr<MotionRecorder> exported;
  if (!options.export_motion.empty()) exported = std::make_unique<MotionRecorder>("exported", 1);
  if (!options.output_csv.empty() || error.requested || recorder || exported) {
    observe = [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                  const Eigen::VectorXd& multipliers) {
      if (recorder) recorder->record(system, t, q, v);
      if (exported) exported->record(system, t, q, v);
      if (error.requested) {
        if (tracked.times().empty()) error.model_size = model_size(system, q);
        tracked.record(system, t, q);
      }
      if (options.output_csv.empty()) return;
      if (!csv) {
        csv = std::make_unique<TrajectoryCsvWriter>(
            options.output_csv, system,
            TrajectoryColumns{options.output_bodies, options.output_reactions ? options.reactions_frame : ""});
        monitor = std::make_unique<ViolationMonitor>(system);
      }
      double position = 0.0, velocity = 0.0;
      monitor->measure(t, q, v, position, velocity);
      csv->write(t, q, v, multipliers, position, velocity);
    };
  }
  ProgressBar bar(!options.quiet && isatty(STDERR_FILENO), settings.t_end);
  RunResult result = run_simulation(model, settings, observe, [&](double fraction) { bar.update(fraction); });
  result.statistics.message = in_flag_words(result.statistics.message);
  bar.finish();
  if (csv) csv->commit();
  // The companion run (at 2 dt, or at rtol/10), after the run and outside its wall time; only for a run
  // that finished.
  const GlobalErrorControl& control = result.global_error_control;
  if (error.requested) {
    error.threshold = options.error_warning > 0.0 ? options.error_warning : 1e-3 * error.model_size;
    if (control.used && control.estimated) {
      // The ladder of --error-control global estimated the delivered run against the one a decade finer.
      error.estimate.status = "ok";
      error.estimate.method = "tolerance-proportionality";
      error.estimate.value = control.estimated_error;
      error.estimate.companion_rtol = control.rtol / 10.0;
      error.estimate.companion_atol = control.atol / 10.0;
      error.estimate.compared_until = result.statistics.t_reached;
      error.estimate.note = "the run a decade finer was part of --error-control global's ladder";
    } else if (control.used) {
      error.estimate.note = in_flag_words(control.note);
    } else if (result.statistics.status == "ok") {
      try {
        error.estimate = estimate_global_error(model, settings, tracked);
      } catch (const Error& e) {  // the companion's settings or set-up refused: no estimate, the run stands
        error.estimate.note = std::string("the companion run could not start: ") + e.what();
      }
      error.estimate.note = in_flag_words(error.estimate.note);
    } else {
      error.estimate.note = "the run did not finish";
    }
  }
  // The model's text is checked to be UTF-8; its path, from the command line, may not be: shown with
  // U+FFFD where it is not, rather than lose the summary.
  if (!options.summary_json.empty())
    write_file_atomically(options.summary_json, summary_json(model, settings, result, error)
                                                       .dump(2, ' ', false, nlohmann::json::error_handler_t::replace) +
                                                   "\n");

  const RunSettings& s = settings;
  const RunStatistics& st = result.statistics;
  if (exported) export_motion_vtk(options.export_motion, mechanism_scene(model), exported->finish(st.status));
  if (recorder) {
    const Report report = run_report(model, s, result, error, recorder->finish(st.status));
    write_report_html(options.report_html, report);
    if (options.screenshot) write_report_screenshot(options.report_html, report_screenshot_path(options.report_html));
  }
  if (!options.quiet) {
    std::printf("model       %s (%s), %d coordinates, %d constraints, %d degrees of freedom\n", model.name.c_str(),
                model.source.c_str(), result.coordinate_count, result.constraint_count, result.degrees_of_freedom);
    // The model's initial state did not meet its joints: say how far assembly moved it (refused beyond
    // --max-assembly-move), since the run is then of a state the file does not show.
    if (result.assembly.largest_move > 1e-9)
      std::printf("assembly    moved body '%s' by %.3g m to meet the joints (E0 %.6g J as given, %.6g J assembled)\n",
                  model.bodies[result.assembly.moved_body].name.c_str(), result.assembly.largest_move,
                  result.assembly.given_energy, result.assembly.assembled_energy);
    if (!result.removed_rows.empty())
      std::printf("removed     %zu redundant constraint row%s for %s: %s\n", result.removed_rows.size(),
                  result.removed_rows.size() == 1 ? "" : "s", s.formulation.c_str(),
                  result.removed_rows_description.c_str());
    if (s.integrator == "ali3p-trapezoidal" && s.index3.energy_conserving)
      std::printf("method      %s + %s, %s, energy-conserving (Newton tolerance %g, penalty %g/s^2 x mass scale), "
                  "dt = %g s, t_end = %g s\n",
                  s.coordinates.c_str(), s.formulation.c_str(), s.integrator.c_str(), s.tolerance, s.index3.penalty,
                  s.step, s.t_end);
    else if (s.integrator == "ali3p-trapezoidal")
      std::printf("method      %s + %s, %s (Newton tolerance %g, penalty %g/s^2 x mass scale, projection factor %g), "
                  "dt = %g s, t_end = %g s\n",
                  s.coordinates.c_str(), s.formulation.c_str(), s.integrator.c_str(), s.tolerance, s.index3.penalty,
                  s.index3.projection_factor, s.step, s.t_end);
    else if (s.integrator == "gen-alpha")
      std::printf("method      %s + %s, %s (Newton tolerance %g, rho_inf %g), dt = %g s, t_end = %g s\n",
                  s.coordinates.c_str(), s.formulation.c_str(), s.integrator.c_str(), s.tolerance,
                  s.index3.rho_infinity, s.step, s.t_end);
    else if (s.fixed_step())
      std::printf("method      %s + %s, %s with %s correction (tolerance %g), %s linear algebra%s, dt = %g s, "
                  "t_end = %g s\n",
                  s.coordinates.c_str(), s.formulation.c_str(), s.integrator.c_str(), s.correction.c_str(), s.tolerance,
                  to_string(result.linear_algebra), method_options(s).c_str(), s.step, s.t_end);
    else
      std::printf("method      %s + %s, %s (rtol %g, atol %g, %s, correction %s%s), t_end = %g s\n",
                  s.coordinates.c_str(), s.formulation.c_str(), s.integrator.c_str(), s.adaptive.rtol, s.adaptive.atol,
                  result.linear_solver.c_str(), s.correction.c_str(), method_options(s).c_str(), s.t_end);
    if (!from_model.empty()) {
      std::string taken;
      for (const std::string& flag : from_model) taken += (taken.empty() ? "" : " ") + flag;
      std::printf("defaults    %s from the model%s%s\n", taken.c_str(), model.run_defaults.why.empty() ? "" : ": ",
                  model.run_defaults.why.c_str());
    }
    std::printf("status      %s%s%s\n", st.status.c_str(), st.message.empty() ? "" : ": ", st.message.c_str());
    if (control.used) {
      std::string tolerances;
      for (const double rtol : control.rtols_run) {
        char number[32];
        std::snprintf(number, sizeof number, "%s%g", tolerances.empty() ? "" : ", ", rtol);
        tolerances += number;
      }
      std::printf("control     global: target %.3g m (rtol x the model's size), %s at rtol %g, atol %g (runs at rtol "
                  "%s; the wall time below is all of them)\n",
                  control.target, control.met ? "met" : "not met", control.rtol, control.atol, tolerances.c_str());
    }
    std::printf("reached     t = %g s in %ld steps, %ld right-hand-side/residual evaluations, %ld %s\n",
                st.t_reached, st.steps, st.rhs_evaluations, st.newton_iterations,
                find_integrator(s.integrator).consumes == FormulationKind::index3 ||
                        find_integrator(s.integrator).iterates_on_positions
                    ? "Newton iterations"
                    : (s.fixed_step() ? "correction iterations" : "nonlinear iterations"));
    std::printf("violations  max |C| = %.3e, max |C_q v| = %.3e\n", st.max_position_violation,
                st.max_velocity_violation);
    if (st.work != 0.0)  // a model that does or takes work: its balance, not the change of E
      std::printf("energy      E0 = %.9g J, work of dampers, loads and drivers W = %.9g J, max |E - E0 - W| = %.3e J%s\n",
                  st.initial_energy, st.work, st.energy_drift,
                  // W is integrated over the states the loop sees: a SUNDIALS integrator shows it its outputs only.
                  s.fixed_step() ? "" : " (W over the outputs: a finer --output-every resolves it)");
    else
      std::printf("energy      E0 = %.9g J, max |E - E0| = %.3e J\n", st.initial_energy, st.energy_drift);
    if (result.singular_position_steps > 0)
      std::printf("singular    %ld steps at singular positions were taken by ALI3-P with its projections, which "
                  "take energy out; %s (docs/methods.md)\n",
                  result.singular_position_steps,
                  result.singular_position_energy_restored
                      ? "the energy is scaled back to its value before each such passage"
                      : "this model's dampers, torques, force elements or drives do work there that is not known "
                        "exactly, so what they took stays out");
    if (error.requested && error.estimate.status == "ok" && s.fixed_step())
      std::printf("error       estimated %.3e m (largest over the %s and samples to t = %g s; Richardson with "
                  "order %d against a run at dt = %g s, %.4f s more)\n",
                  error.estimate.value, model.markers.empty() ? "body origins" : "markers",
                  error.estimate.compared_until, error.estimate.order, error.estimate.companion_step,
                  error.estimate.companion_wall_time_s);
    else if (error.requested && error.estimate.status == "ok")
      std::printf("error       estimated %.3e m (largest over the %s and samples to t = %g s; tolerance "
                  "proportionality against a run at rtol = %g, atol = %g, %.4f s more)\n",
                  error.estimate.value, model.markers.empty() ? "body origins" : "markers",
                  error.estimate.compared_until, error.estimate.companion_rtol, error.estimate.companion_atol,
                  error.estimate.companion_wall_time_s);
    else if (error.requested && st.status == "ok")
      std::printf("error       not estimated: %s\n", error.estimate.note.c_str());
    std::printf("wall time   %.4f s (integration only)\n", st.wall_time_s);
    if (st.cost.matrix + st.cost.factorization + st.cost.solve > 0.0)
      std::printf("cost split  residuals %.4f s, Newton matrix %.4f s, factorizations %.4f s, solves %.4f s\n",
                  st.cost.residual, st.cost.matrix, st.cost.factorization, st.cost.solve);
  }
  if (error.warn() && !options.quiet && error.estimate.companion_failed && s.fixed_step()) {
    std::fprintf(stderr,
                 "mbdae: warning: no error estimate: %s; at dt = %g s this method may be near its stability limit: "
                 "compare with a smaller --dt\n",
                 error.estimate.note.c_str(), s.step);
  } else if (error.warn() && !options.quiet && error.estimate.companion_failed) {
    std::fprintf(stderr,
                 "mbdae: warning: no error estimate: %s; the run's result stands unchecked\n",
                 error.estimate.note.c_str());
  } else if (error.warn() && !options.quiet) {
    char size[64];
    std::snprintf(size, sizeof size, "1e-3 of the model's size, %.3g m", error.model_size);
    std::fprintf(stderr,
                 "mbdae: warning: the estimated global error, %.3g m, exceeds %.3g m (%s): %s\n",
                 error.estimate.value, error.threshold, options.error_warning > 0.0 ? "--error-warning" : size,
                 s.fixed_step() ? "the step does not resolve this motion; try a smaller --dt or another method"
                                : "the tolerances do not resolve this motion; try a smaller --rtol and --atol or "
                                  "another method");
  }
  if (control.used && !control.met && !options.quiet && st.status == "ok")
    std::fprintf(stderr, "mbdae: warning: %s\n", in_flag_words(control.note).c_str());
  if (st.status == "interrupted") {
    std::fprintf(stderr, "mbdae: %s\n", st.message.c_str());
    return 128 + interruption_signal();  // the shell's convention for a process ended by a signal
  }
  if (st.status != "ok") {
    std::fprintf(stderr, "mbdae: error: %s\n", st.message.c_str());
    return static_cast<int>(Error::Kind::numerical);
  }
  return 0;
}

}  // namespace mbdae::cli
