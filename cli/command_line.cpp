#include "cli/command_line.hpp"
#include "cli/rank_pool.hpp"

#include <cmath>
#include <cstdio>
#include <exception>
#include <filesystem>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>

#include "cli/build_info.hpp"
#include "cli/flag_words.hpp"
#include "core/error.hpp"
#include "core/interruption.hpp"
#include "linear_algebra/linear_algebra.hpp"
#include "methods/plugins.hpp"
#include "methods/registry.hpp"

namespace mbdae::cli {

namespace {

/// `--param NAME=VALUE`, repeatable; one value per flag, so that a model name after it stays the model.
void add_parameter_option(CLI::App& command, std::vector<std::string>& assignments) {
  command
      .add_option("--param", assignments,
                  "Set a model parameter, NAME=VALUE (repeatable; `mbdae models` lists each model's parameters)")
      ->allow_extra_args(false)
      ->type_name("NAME=VALUE");
}

// CLI11's PositiveNumber and NonNegativeNumber say "Value -1 not in range 0.000000 to 1797…" (the
// largest double, printed in full); these say what the flag needs in a line.
CLI::Validator number_check(bool zero_allowed) {
  return CLI::Validator(
      [zero_allowed](std::string& text) -> std::string {
        double value = 0.0;
        if (!CLI::detail::lexical_cast(text, value)) return "needs a number, not '" + text + "'";
        if (!std::isfinite(value)) return "must be a finite number, not " + text;
        if (value > 0.0 || (zero_allowed && value == 0.0)) return {};
        return std::string("must be ") + (zero_allowed ? "zero or positive" : "positive") + ", not " + text;
      },
      zero_allowed ? "NONNEGATIVE" : "POSITIVE");
}
const CLI::Validator kPositive = number_check(false);
const CLI::Validator kNonNegative = number_check(true);

/// `--error-control local|global` (RunSettings::error_control), with what each word does for `command`.
void add_error_control_option(CLI::App& command, std::string& error_control, const std::string& local,
                              const std::string& global) {
  command
      .add_option("--error-control", error_control,
                  "Adaptive integrators: local (" + local + ") or global (rtol x the model's size bounds the global "
                  "error of the markers: " + global + ")")
      ->capture_default_str()
      ->check(CLI::IsMember({"local", "global"}));
}

// The options of a comparison that `compare` and `sweep` share: horizon, sampling, reference, the method
// selection and ladders, and the time each run may take.
void add_comparison_options(CLI::App& command, CompareOptions& o) {
  command.add_option("--t-end", o.t_end,
                      "End time of every run, s (default: the model's own `run: t_end`, else 20, paper 000's)")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--check-time", o.check_time, "Error measured up to this time, s")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--output-every", o.output_every, "Sampling of the error, s")->capture_default_str();
  command.add_option("--reference-step", o.reference_step, "Step of the RK4 reference, s")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--repetitions", o.repetitions,
                      "Timed runs per point (median); a run longer than 1 s is timed once")
      ->capture_default_str()
      ->check(CLI::Range(1, 100));
  command.add_option("--marker", o.marker, "Marker whose error is measured (default: the last)");
  command.add_option("--coordinates", o.coordinates, "Comma list or all")->capture_default_str();
  command.add_option("--integrators", o.integrators, "Comma list or all")->capture_default_str();
  command.add_option("--formulations", o.formulations, "Comma list or all")->capture_default_str();
  command.add_option("--corrections", o.corrections, "Comma list or all")->capture_default_str();
  command.add_option("--tolerances", o.tolerances, "rtol ladder of adaptive integrators (atol = rtol)")
      ->capture_default_str()
      ->delimiter(',');
  command.add_option("--steps", o.steps, "dt ladder of fixed-step integrators")
      ->capture_default_str()
      ->delimiter(',');
  command.add_option("--erk-tables", o.erk_tables,
                      "ARKode explicit Butcher tables, comma list (e.g. ARKODE_DORMAND_PRINCE_7_4_5,"
                      "ARKODE_VERNER_8_5_6): arkode-erk and arkode-erk-fixed also run with each, as methods of their own "
                      "named arkode-erk[TABLE] and arkode-erk-fixed[TABLE] (high-order tables reach tight "
                      "tolerances in far fewer steps)")
      ->delimiter(',');
  command.add_flag("--energy-conserving", o.energy_conserving,
                    "ali3p-trapezoidal also runs with its energy-conserving step, as the method "
                    "ali3p-trapezoidal[energy-conserving], in the coordinates with a constant mass matrix "
                    "(nacf, planar-nacf)");
  command.add_option("--peer-csv", o.peer_csvs,
                      "Another program's runs of the model (e.g. mbdae_simbody_triple_pendulum, mbdae_mujoco): "
                      "their errors against the same reference, on the same table and plots (repeatable: one "
                      "file per peer)")
      ->allow_extra_args(false)
      ->type_name("FILE");
  add_error_control_option(command, o.error_control,
                           "each rung's rtol bounds each step's error, SUNDIALS' meaning",
                           "each rung is run at tolerances a decade apart until its estimate says so, and its time is "
                           "all of those runs'");
  command.add_option("--run-time-limit", o.run_time_limit,
                      "Wall time each run's integrator may take, s (0: no limit; the same time the table reports); "
                      "a slower run stops there, keeps its status 'time limit' and the time it reached in the "
                      "table, the pair's finer rungs (smaller rtol or dt) are skipped, and the comparison goes on")
      ->capture_default_str()
      ->check(kNonNegative);
}

/// `--plugin PATH.so`, repeatable. The plug-ins are loaded before the parser is built (plugin_paths()),
/// so that their methods are among the choices it checks and lists; here the flag is only accepted.
void add_plugin_option(CLI::App& command, std::vector<std::string>& plugins) {
  command
      .add_option("--plugin", plugins,
                  "Load a shared library that adds methods (include/mbdae/plugin.hpp, docs/extending.md); repeatable")
      ->allow_extra_args(false)
      ->type_name("PATH.so");
}

std::vector<std::string> with_auto(std::vector<std::string> names) {
  names.insert(names.begin(), "auto");
  return names;
}

// "Title: name (summary), name (summary), ...; note" from a registry table: the choices --help lists
// are the registry's rows, so a new row shows up here without a word changed.
std::string choices_help(const std::string& title, const std::vector<std::pair<std::string, std::string>>& choices,
                         const std::string& note) {
  std::string text = title + ":";
  for (std::size_t k = 0; k < choices.size(); ++k)
    text += (k == 0 ? " " : "; ") + choices[k].first + " (" + choices[k].second + ")";
  return in_flag_words(text + ". " + note);
}

std::vector<std::pair<std::string, std::string>> coordinate_choices() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const CoordinatesRow& r : coordinates_rows())
    out.emplace_back(r.name, std::string(r.describes == Describes::planar_models    ? "planar models: "
                                         : r.describes == Describes::spatial_models ? "spatial models: "
                                                                                    : "every model: ") +
                                 r.summary);
  return out;
}

std::vector<std::pair<std::string, std::string>> formulation_choices() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const FormulationRow& r : formulation_rows()) {
    std::string with;
    for (const IntegratorRow& i : integrator_rows())
      if (const auto f = i.formulations(); std::find(f.begin(), f.end(), r.name) != f.end())
        with += (with.empty() ? "" : ", ") + i.name;
    out.emplace_back(r.name, r.summary + "; with " + with);
  }
  return out;
}

std::vector<std::pair<std::string, std::string>> integrator_choices() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const IntegratorRow& r : integrator_rows()) out.emplace_back(r.name, r.summary);
  return out;
}

std::vector<std::pair<std::string, std::string>> correction_choices() {
  std::vector<std::pair<std::string, std::string>> out;
  for (const CorrectionRow& r : correction_rows()) out.emplace_back(r.name, r.summary);
  return out;
}

void add_run_options(CLI::App& command, RunCommandOptions& o) {
  RunSettings& s = o.settings;
  command.add_option("model", o.model, "Built-in model name (see `mbdae models`) or path to a YAML or URDF model file")
      ->capture_default_str();
  add_parameter_option(command, o.parameters);
  command.add_option("--coordinates", s.coordinates, choices_help("Body coordinates", coordinate_choices(), "auto = nacf, or planar-nacf for a planar model"))
      ->capture_default_str()
      ->check(CLI::IsMember(with_auto(coordinates_names())));
  command.add_option("--formulation", s.formulation, choices_help("Formulation", formulation_choices(), "auto = the integrator's first"))
      ->capture_default_str();
  command
      .add_option("--integrator", s.integrator,
                  choices_help("Integrator", integrator_choices(), "`mbdae list` shows which formulations each takes"))
      ->capture_default_str();
  command.add_option("--correction", s.correction, choices_help("Correction after each step", correction_choices(), "auto = the integrator's first"))
      ->capture_default_str();
  command.add_option("--rtol", s.adaptive.rtol, "Relative tolerance of the SUNDIALS integrators")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--atol", s.adaptive.atol, "Absolute tolerance of the SUNDIALS integrators")
      ->capture_default_str()
      ->check(kPositive);
  add_error_control_option(command, s.error_control, "--rtol and --atol bound each step's error, SUNDIALS' meaning",
                           "the run is repeated at tolerances a decade apart until its estimate says so; the wall "
                           "time is all of those runs'");
  command.add_option("--max-step", s.adaptive.max_step, "Largest step of the SUNDIALS integrators, s (0: no limit)")
      ->capture_default_str();  // checked once, by AdaptiveOptions::validate()
  command
      .add_option("--max-steps", s.adaptive.max_steps,
                  "Internal steps the SUNDIALS integrators may take between two output times")
      ->capture_default_str()
      ->check(CLI::Range(1L, 1000000000L));
  command.add_option("--linear-solver", s.adaptive.linear_solver,
                     "Newton's linear solver of the SUNDIALS integrators: dense, klu (sparse: IDA's DAE matrix; for "
                     "cvode-bdf and arkode-dirk the exact solve through the sparse index-1 DAE matrix instead of the "
                     "acceleration ODE's dense Jacobian), or auto (klu from " +
                         std::to_string(kSmallestSparseSystem) +
                         " coordinates on, dense below, and dense for cvode-bdf and arkode-dirk on redundant "
                         "constraints, which that solve cannot take)")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "dense", "klu"}));
  command
      .add_option("--linear-algebra", s.linear_algebra,
                  "Factorizations of the af, uke and nullspace formulations and the rgcp and direct corrections "
                  "(and the start of ida and the index-3 integrators): dense, sparse, or auto (sparse from " +
                      std::to_string(kSmallestSparseSystem) +
                      " coordinates on; uke from 400, below which its dense pseudoinverse is affordable and passes "
                      "singular positions the sparse form does not)")
      ->capture_default_str()
      ->check(CLI::IsMember({"auto", "dense", "sparse"}));
  command.add_option("--table", s.adaptive.table,
                     "ARKode Butcher table by its SUNDIALS name, e.g. ARKODE_DORMAND_PRINCE_7_4_5, "
                     "ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8 (default: the method's own)");
  command.add_flag("--projection", s.adaptive.projection, "cvode-bdf: project onto the constraints after each step");
  command.add_flag("--mass-weighted", s.mass_weighted,
                   "Direct correction in the mass-matrix norm instead of the Euclidean one");
  command.add_option("--dt", s.step, "Fixed time step of ab4, rk4, arkode-erk-fixed, ali3p-trapezoidal, gen-alpha and three-field, s")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--t-end", s.t_end, "End time, s")->capture_default_str()->check(kPositive);
  command
      .add_option("--tolerance", s.tolerance,
                  "Newton tolerance on the largest position update: of the correction after each step "
                  "(default 1e-9, paper 000) or of the implicit steps ali3p-trapezoidal, gen-alpha and three-field "
                  "(default 1e-10)")
      ->check(kPositive);
  command
      .add_option("--max-iterations", s.max_iterations,
                  "Newton iterations per step before the step is declared failed (correction, ali3p-trapezoidal, "
                  "gen-alpha, three-field)")
      ->capture_default_str()
      ->check(CLI::Range(1, 10000));
  command
      .add_option("--penalty", s.index3.penalty,
                  "ali3p-trapezoidal: penalty alpha divided by the mass scale trace(M)/n, 1/s^2 (literature: 1e7-1e9 "
                  "for mechanisms of a few kg); a step whose multiplier iteration stalls, as at a singular position, raises "
                  "it by 100 at a time up to 1e6 times")
      ->capture_default_str()
      ->check(kPositive);
  command
      .add_option("--projection-factor", s.index3.projection_factor,
                  "ali3p-trapezoidal: zeta = factor * dt^2/4 in the velocity and acceleration projections; 1 reuses "
                  "the Newton tangent, 0 turns the projections off")
      ->capture_default_str()
      ->check(kNonNegative);
  command.add_flag("--energy-conserving", s.index3.energy_conserving,
                   "ali3p-trapezoidal: the energy-conserving step instead of the projections (trapezoidal positions, "
                   "forces and Gonzalez's discrete constraint gradient at the midpoint): no energy drift in "
                   "conservative systems, C_q v = 0 only to O(dt^2); nacf and planar-nacf coordinates only");
  command
      .add_option("--rho-inf", s.index3.rho_infinity,
                  "gen-alpha: spectral radius at infinite frequency, 0..1 (1: trapezoidal rule, no numerical damping)")
      ->capture_default_str()
      ->check(CLI::Range(0.0, 1.0));
  command
      .add_option("--constraint-inertia-scale", s.constraint_inertia_scale,
                  "constraint-inertia: factor on every constraint's equivalent mass m_R (paper 002, eq. (19)); the "
                  "motion does not depend on it while it is positive, and at 0 the constraints' own equations of "
                  "motion (eq. (21)) vanish and the run stops saying which constraint has no inertia")
      ->capture_default_str()
      ->check(kNonNegative);
  command
      .add_option("--run-time-limit", s.wall_time_limit,
                  "Wall time the integration may take, s (0: no limit); past it the run stops with the status "
                  "'time limit' and keeps its outputs up to there")
      ->check(kNonNegative);
  command
      .add_option("--max-assembly-move", s.max_assembly_move,
                  "How far assembly may move a body from the model's initial state before the run is refused, m "
                  "(default 0: 1e-2 of the model's size)")
      ->check(kNonNegative);
  command.add_option("--output-every", s.output_every, "Time between trajectory rows, s (a multiple of --dt)")
      ->capture_default_str()
      ->check(kPositive);
  command.add_option("--output", o.output_csv,
                     "Trajectory CSV: t, each marker's x,y,z,vx,vy,vz, energy, position and velocity violation");
  command.add_flag("--output-bodies", o.output_bodies,
                   "Trajectory CSV: also each body's pose, BODY.x,y,z (its frame's origin) and BODY.qw,qx,qy,qz "
                   "(the unit quaternion of its axes, w >= 0)");
  command.add_flag("--output-reactions", o.output_reactions,
                   "Trajectory CSV: also each joint's reaction on its body_j, JOINT.fx,fy,fz (N) and JOINT.tx,ty,tz "
                   "(N m, about the joint's point on body_j), from the multipliers (global coordinates only)");
  command
      .add_option("--reactions-frame", o.reactions_frame,
                  "Axes the reactions are written in: ground, body_i or body_j (each joint's own), or a body's name")
      ->capture_default_str();
  command.add_option("--summary", o.summary_json,
                     "Summary JSON: status, counters, violations, energy drift, estimated error, timing");
  command.add_option("--report", o.report_html,
                     "HTML report of the run, one self-contained file (docs/report.md): its summary, violations and "
                     "energy against time, and a 3D view of the mechanism playing its motion; with its screenshot "
                     "beside it (FILE's name with .png) unless --no-screenshot")
      ->type_name("FILE");
  command.add_flag("--no-screenshot{false}", o.screenshot,
                   "--report: take no screenshot of the report (headless Chromium)");
  command.add_option("--export-motion", o.export_motion,
                     "The motion at every output as a ParaView time series: FILE.pvd, naming one VTK PolyData "
                     "file per output in the folder FILE_frames (the bodies as boxes of their inertia, the joints "
                     "and markers as points; docs/report.md)")
      ->type_name("FILE.pvd");
  command.add_flag("--quiet", o.quiet, "Print nothing but errors");
  command.add_flag("--no-error-estimate{false}", o.error_estimate,
                   "Skip the companion run that estimates the global error: at 2*dt for a fixed-step method "
                   "(Richardson extrapolation with its order; about half the run), at rtol/10 and atol/10 for an "
                   "adaptive one (tolerance proportionality; one to two and a half times the run); kept out of the wall time");
  command
      .add_option("--error-warning", o.error_warning,
                  "Warn when the estimated global error exceeds this, m (0: 1e-3 of the model's "
                  "size, the diagonal of the box around its bodies, joints and markers)")
      ->capture_default_str()
      ->check(kNonNegative);
}

}  // namespace

CommandLine::CommandLine()
    : app{
      "mbdae - simulate constrained multibody systems and compare the ways of writing and\n"
      "integrating their differential-algebraic equations of motion.\n\n"
      "Models are built-in names (see `mbdae models`), YAML files (docs/model-format.md) or URDF\n"
      "files (NAME.urdf; `mbdae convert` writes one as YAML).\n"
      "`mbdae run` with no arguments simulates the built-in triple pendulum with the settings of\n"
      "Pappalardo & Guida (2018): NACF coordinates, augmented formulation, Adams-Bashforth 4,\n"
      "RGCP correction to 1e-9, dt = 1e-3 s, 20 s."} {
  app.require_subcommand(1);
  app.set_version_flag("--version", version_line());

  CLI::App* models = app.add_subcommand(
      "models", "List the built-in models, one line each, with their parameters; `mbdae models NAME` prints NAME's "
                "model file, a start for one's own (docs/model-format.md).");
  models->add_option("name", model_to_print, "A built-in model whose file to print");
  CLI::App* list = app.add_subcommand("list", "Print which formulations work with which integrators and corrections.");
  add_plugin_option(*list, plugins);

  CLI::App* convert = app.add_subcommand(
      "convert", "Print a URDF robot in mbdae's YAML model format (docs/model-format.md, \"URDF\"): links with a mass "
                 "as bodies posed at zero joint positions, their joints, a marker at each link's origin; what the "
                 "model leaves out (joint limits, dynamics) is noted on standard error. "
                 "`mbdae convert robot.urdf > robot.yaml`");
  convert->add_option("file", convert_options.model, "The URDF file (NAME.urdf)")->required();

  run_command = app.add_subcommand("run", "Simulate a model with one coordinates/formulation/integrator/correction.");
  add_run_options(*run_command, run_options);
  add_plugin_option(*run_command, plugins);

  reproduce_command = app.add_subcommand(
      "reproduce", "Regenerate a paper's tables and figures: paper000 = Pappalardo & Guida (2018), triple pendulum; "
                   "paper001 = Dopico, Lopez Varela & Luaces, semi-recursive ALI3-P in relative coordinates against "
                   "global ALI3-P in NACF and RPCF-EP; "
                   "paper002 = Paraskevopoulos, Potosakis & Natsiavas, constraints with inertia and the three-field "
                   "stepper on its five examples against IDA at accuracy 0.01; "
                   "paper003 = Pappalardo & Guida (2018), planar NACF against (x, y, theta) on the planar examples; "
                   "flexible = paper 004's flexible bodies: the flexible slider-crank's and pendulum's meshes and modes "
                   "against a fine mesh, every applicable pair on the slider-crank, and paper 004's four forms of the "
                   "equations of motion (Lagrange, Maggi, Gibbs-Appell, Hamilton) with RK4 and AB4 on the same steps; "
                   "validation = every method on step and tolerance ladders against published references "
                   "(IFToMM A01-A05, the turntable's circle, the triple pendulum beside Simbody; docs/validation.md).");
  CLI::App* reproduce = reproduce_command;
  reproduce->add_option("paper", reproduce_options.paper, "Which paper, or the validation suite")
      ->capture_default_str()
      ->check(CLI::IsMember({"paper000", "paper001", "paper002", "paper003", "flexible", "validation"}));
  reproduce->add_option("--out", reproduce_options.out, "Output folder (default results/PAPER)");
  reproduce->add_option("--repetitions", reproduce_options.repetitions,
                        "paper000 to paper003: timed runs per combination (median reported)")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  reproduce->add_option("--t-end", reproduce_options.t_end,
                        "End time, s (paper000 only: the paper's 20; paper003's examples have their own intervals)")
      ->capture_default_str()
      ->check(CLI::Range(0.01, 1e6));
  reproduce->add_option("--case", reproduce_options.cases,
                        "validation only: run this case alone (repeatable): a01_simple_pendulum, a02_four_bar, "
                        "a03_andrews_squeezer, turntable, a04_bricard, a05_flyball_governor, triple_pendulum");
  reproduce->add_option("--peer-csv", reproduce_options.peer_csv,
                        "validation only: another program's runs of the triple pendulum (the CSV of "
                        "peers/simbody/mbdae_simbody_triple_pendulum, whose --t-end must reach the case's), "
                        "measured against the triple_pendulum case's reference and listed beside mbdae's methods");
  reproduce->add_flag("--short", reproduce_options.short_ladders,
                      "validation: the short ladders and horizons the tests run (a few minutes); paper002: each example "
                      "over a tenth of its interval; flexible: fewer meshes over a fifth and a quarter of the intervals, two steps "
                      "per form");
  reproduce->add_flag("--no-report{false}", reproduce_options.report,
                      "Write no OUT/report.html (the HTML report with the motion of a few runs, docs/report.md)");
  reproduce->add_flag("--no-screenshot{false}", reproduce_options.screenshot,
                      "Take no screenshot of the report (OUT/report.png, by headless Chromium)");
  reproduce->add_flag("--quiet", reproduce_options.quiet, "Print nothing but errors");

  compare_command = app.add_subcommand(
      "compare", "Run every valid coordinates x formulation x integrator x correction over a ladder of tolerances "
                 "or steps against one reference; write a table, CSV and work-precision plots. Started by "
                 "`mpirun -n K` (or srun), the pairs are shared among the K processes (docs/cluster.md).");
  CLI::App* compare = compare_command;
  add_plugin_option(*compare, plugins);
  compare->add_option("model", compare_options.model, "Built-in model name, YAML file or URDF file")->capture_default_str();
  add_parameter_option(*compare, compare_options.parameters);
  compare->add_option("--out", compare_options.out,
                      "Output folder (default: results/MODEL, with _NAMEVALUE for each --param, e.g. "
                      "results/spherical_chain_n100)");
  add_comparison_options(*compare, compare_options);
  compare->add_option("--report", compare_options.report_path,
                      "HTML report, one self-contained file (docs/report.md): the work-precision plot with hover and "
                      "a toggle per integrator family, the cheapest pair at each error level, the table, and the "
                      "motion of those pairs in 3D (default OUT/report.html)")
      ->type_name("FILE");
  compare->add_flag("--no-report{false}", compare_options.report,
                    "Write no HTML report, and run no pair again to record its motion (the PNG plots stay)");
  compare->add_flag("--no-screenshot{false}", compare_options.screenshot,
                    "Take no screenshot of the report (its name with .png, by headless Chromium)");
  compare->add_flag("--quiet", compare_options.quiet, "Print nothing but errors");
  compare->add_flag("--resume", compare_options.resume,
                    "Take the pairs a stopped run of the same comparison finished from OUT/compare.journal (kept as "
                    "each pair ends, removed when all are done) and run only the others");

  sweep_command = app.add_subcommand(
      "sweep", "Compare the pairs at every point of a grid of model parameters (--param NAME=V1,V2,...): a "
               "comparison per point in OUT/<point>/, one table with a column per parameter (sweep.csv), the "
               "cheapest pair at each error level per point, its cost against each parameter. A rerun skips "
               "the points done with the same settings. Under `mpirun -n K`, each point's pairs are shared "
               "among the K processes (docs/cluster.md).");
  CLI::App* sweep = sweep_command;
  add_plugin_option(*sweep, plugins);
  sweep->add_option("model", sweep_options.comparison.model, "Built-in model name, YAML file or URDF file")
      ->capture_default_str();
  sweep->add_option("--param", sweep_options.assignments,
                    "A model parameter swept over values, NAME=V1,V2,... (repeatable: the grid of all "
                    "combinations), or set at every point, NAME=VALUE")
      ->allow_extra_args(false)
      ->type_name("NAME=V1,V2,...")
      ->required();
  sweep->add_option("--out", sweep_options.comparison.out,
                    "Output folder (default: results/MODEL_sweep_NAME, with each swept parameter's name)");
  add_comparison_options(*sweep, sweep_options.comparison);
  sweep->add_option("--error-levels", sweep_options.error_levels,
                    "Error levels (m) at which the cheapest pair of each point is named and plotted")
      ->capture_default_str()
      ->delimiter(',');
  sweep->add_flag("--quiet", sweep_options.comparison.quiet, "Print nothing but errors");

  advise_command = app.add_subcommand(
      "advise", "The cheapest pair for a requested marker error over the horizon: a pilot comparison over a "
                "fraction of it, each pair's cost at the error predicted from its pilot curve, the cheapest "
                "verified over the whole horizon; prints the advice and the next cheapest pairs, and lists the "
                "pairs that fail on the model and why (OUT/README.md). Under `mpirun -n K`, the pilot's and the "
                "verification's pairs are shared among the K processes.");
  CLI::App* advise = advise_command;
  add_plugin_option(*advise, plugins);
  advise->add_option("model", advise_options.comparison.model, "Built-in model name, YAML file or URDF file")
      ->capture_default_str();
  add_parameter_option(*advise, advise_options.comparison.parameters);
  advise->add_option("--error", advise_options.error, "The marker's largest error allowed over the horizon, m")
      ->required()
      ->check(kPositive);
  advise->add_option("--out", advise_options.comparison.out,
                     "Output folder: the pilot, the verifications, README.md (default: results/MODEL_advise)");
  add_comparison_options(*advise, advise_options.comparison);
  advise->add_option("--pilot-fraction", advise_options.pilot_fraction,
                     "The pilot comparison's span as a fraction of the horizon")
      ->capture_default_str()
      ->check(CLI::Range(1e-3, 1.0));
  advise->add_option("--time-limit", advise_options.pilot_run_time_limit,
                     "Wall time each pilot run may take, s (a slower pair's finer rungs are skipped)")
      ->capture_default_str()
      ->check(kPositive);
  advise->add_option("--shown", advise_options.shown, "How many of the cheapest predicted pairs to list")
      ->capture_default_str()
      ->check(CLI::Range(1, 1000));
  advise->add_flag("--quiet", advise_options.comparison.quiet, "Print nothing but errors and the advice");

}

void CommandLine::check() const {
  if (app.got_subcommand("run")) {
    // Flags that only some integrators read would be silently ignored by the others: say so instead.
    // Which integrators read which setting is their registry rows' own_settings.
    const std::pair<const char*, const char*> flags[] = {{"--penalty", "penalty"},
                                                         {"--projection-factor", "projection_factor"},
                                                         {"--energy-conserving", "energy_conserving"},
                                                         {"--rho-inf", "rho_infinity"},
                                                         {"--table", "table"},
                                                         {"--projection", "projection"}};
    const std::string& chosen = run_options.settings.integrator;
    for (const auto& [flag, setting] : flags) {
      if (run_command->count(flag) == 0) continue;
      std::string owners;
      bool owned = false;
      for (const IntegratorRow& row : integrator_rows()) {
        if (std::find(row.own_settings.begin(), row.own_settings.end(), setting) == row.own_settings.end()) continue;
        owned = owned || row.name == chosen;
        owners += (owners.empty() ? "" : " or ") + row.name;
      }
      if (!owned) throw Error(Error::Kind::usage, std::string(flag) + " needs --integrator " + owners);
    }
    if (run_command->count("--energy-conserving") > 0 && run_command->count("--projection-factor") > 0)
      throw Error(Error::Kind::usage, "--energy-conserving has no projections: drop --projection-factor");
  }
}

RunCommandOptions CommandLine::parsed_run_options() const {
  RunCommandOptions options = run_options;
  for (const char* flag : {"--dt", "--t-end", "--output-every", "--integrator", "--formulation", "--correction"})
    if (run_command->count(flag) > 0) options.given_flags.emplace_back(flag);
  return options;
}

namespace {

/// A report's path must leave room for its screenshot, which takes its name with .png.
void check_report_path(const char* flag, const std::string& path) {
  if (path.empty()) return;
  const std::filesystem::path p(path);
  if (p.extension() == ".png" || !p.has_filename() || path == "-")
    throw Error(Error::Kind::usage, std::string(flag) + " " + path +
                                        ": give an HTML file's name (e.g. report.html); its screenshot takes the "
                                        "same name with .png");
}

}  // namespace

int CommandLine::execute() const {
  if (app.got_subcommand("models")) return model_to_print.empty() ? list_models() : print_model_file(model_to_print);
  if (app.got_subcommand("list")) return list_methods();
  if (app.got_subcommand("convert")) return convert(convert_options);
  if (app.got_subcommand("run")) {
    const RunCommandOptions options = parsed_run_options();
    check_report_path("--report", options.report_html);
    if (!options.export_motion.empty() && std::filesystem::path(options.export_motion).extension() != ".pvd")
      throw Error(Error::Kind::usage, "--export-motion " + options.export_motion +
                                          ": give a .pvd file's name (ParaView's time series); its frames go to the "
                                          "folder of the same name with _frames");
    return run(options);
  }
  if (app.got_subcommand("reproduce")) {
    ReproduceOptions options = reproduce_options;
    if (reproduce_command->count("--out") == 0) options.out = "results/" + options.paper;
    if (options.paper == "validation") {
      // One run per rung; its cost is also given in steps and iterations.
      for (const char* flag : {"--repetitions", "--t-end"})
        if (reproduce_command->count(flag) > 0)
          throw Error(Error::Kind::usage, std::string(flag) + " does not apply to `reproduce validation`: each case "
                                                              "has its own interval and each rung runs once");
      return reproduce_validation(options);
    }
    if (options.paper == "flexible") {
      for (const char* flag : {"--t-end", "--case", "--peer-csv", "--repetitions"})
        if (reproduce_command->count(flag) > 0)
          throw Error(Error::Kind::usage, std::string(flag) + " does not apply to `reproduce flexible`: each model "
                                                              "has its own interval and each run is timed once "
                                                              "(--short shortens them all)");
      return reproduce_flexible(options);
    }
    if (options.paper == "paper002") {
      for (const char* flag : {"--t-end", "--case", "--peer-csv"})
        if (reproduce_command->count(flag) > 0)
          throw Error(Error::Kind::usage, std::string(flag) + " does not apply to `reproduce paper002`: each example "
                                                              "has its own interval (--short shortens them all)");
      return reproduce_paper002(options);
    }
    if (options.short_ladders || !options.cases.empty() || !options.peer_csv.empty())
      throw Error(Error::Kind::usage,
                  options.short_ladders ? "--short applies to `reproduce validation`, `reproduce paper002` and `reproduce flexible` only"
                                        : std::string(!options.cases.empty() ? "--case" : "--peer-csv") +
                                              " applies to `reproduce validation` only");
    if (options.paper == "paper003") return reproduce_paper003(options);
    if (options.paper == "paper001") {
      if (reproduce_command->count("--t-end") > 0)
        throw Error(Error::Kind::usage, "--t-end does not apply to `reproduce paper001`: each mechanism has its own interval");
      return reproduce_paper001(options);
    }
    return reproduce_paper000(options);
  }
  if (app.got_subcommand("compare")) {
    CompareOptions options = compare_options;
    options.t_end_given = compare_command->count("--t-end") > 0;
    if (!options.report && !options.report_path.empty())
      throw Error(Error::Kind::usage, "--report and --no-report contradict each other: give one");
    check_report_path("--report", options.report_path);
    RankPool ranks(RankPool::Launch::join_job);  // one process, or each rank of `mpirun -n K mbdae compare`
    return compare(options, ranks);
  }
  if (app.got_subcommand("sweep")) {
    SweepOptions options = sweep_options;
    options.comparison.t_end_given = sweep_command->count("--t-end") > 0;
    RankPool ranks(RankPool::Launch::join_job);
    return sweep(options, ranks);
  }
  if (app.got_subcommand("advise")) {
    AdviseOptions options = advise_options;
    options.comparison.t_end_given = advise_command->count("--t-end") > 0;
    options.steps_given = advise_command->count("--steps") > 0;
    RankPool ranks(RankPool::Launch::join_job);
    return advise(options, ranks);
  }
  return 0;
}

namespace {

/// 0 when everything printed reached standard output; otherwise the io code, with one line saying why
/// (`mbdae models > /dev/full` must not end in success having written nothing).
int standard_output_written() {
  if (std::fflush(stdout) == 0 && !std::ferror(stdout)) return 0;
  const int error = errno;
  std::fprintf(stderr, "mbdae: error: standard output: cannot write: %s\n",
               error != 0 ? std::strerror(error) : "write error");
  std::clearerr(stdout);
  return static_cast<int>(Error::Kind::io);
}

}  // namespace

namespace {

/// Edits (insertions, deletions, substitutions) between two words, ignoring case.
std::size_t edit_distance(const std::string& a, const std::string& b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t above = row[j];
      const bool same = std::tolower(static_cast<unsigned char>(a[i - 1])) == std::tolower(static_cast<unsigned char>(b[j - 1]));
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (same ? 0 : 1)});
      diagonal = above;
    }
  }
  return row[b.size()];
}

}  // namespace

std::string nearest_flag(const CLI::App& command, const std::string& word) {
  const std::string flag = word.substr(0, word.find('='));
  std::string best;
  std::size_t best_distance = 3;  // at most two edits away
  for (const CLI::Option* option : command.get_options())
    for (const std::string& name : option->get_lnames()) {
      const std::size_t d = edit_distance(flag, "--" + name);
      if (d < best_distance) best_distance = d, best = "--" + name;
    }
  return best;
}

std::vector<std::string> plugin_paths(int argc, const char* const* argv) {
  std::vector<std::string> paths;
  for (int k = 1; k < argc; ++k) {
    const std::string word = argv[k];
    if (word == "--") break;
    if (word == "--plugin" && k + 1 < argc) paths.emplace_back(argv[++k]);
    else if (word.rfind("--plugin=", 0) == 0) paths.push_back(word.substr(9));
  }
  return paths;
}

int run_command_line(int argc, const char* const* argv) {
  try {
    for (const std::string& path : plugin_paths(argc, argv)) load_plugin(path);
  } catch (const Error& e) {
    std::fprintf(stderr, "mbdae: error: %s\n", e.what());
    return e.exit_code();
  }
  CommandLine command_line;
  try {
    command_line.app.parse(argc, argv);
  } catch (const CLI::ExtrasError& e) {
    // A mistyped flag: the nearest flag of the subcommand it was given to (--tend: --t-end).
    const std::vector<CLI::App*> chosen = command_line.app.get_subcommands();
    const CLI::App& command = chosen.empty() ? command_line.app : *chosen.back();
    std::string hint;
    for (int k = 1; k < argc && hint.empty(); ++k) {
      const std::string word = argv[k];
      if (word.rfind("--", 0) == 0 && command.get_option_no_throw(word.substr(0, word.find('='))) == nullptr)
        if (const std::string near = nearest_flag(command, word); !near.empty()) hint = " (did you mean " + near + "?)";
    }
    std::fprintf(stderr, "%s%s\nRun with --help for more information.\n", e.what(), hint.c_str());
    return static_cast<int>(Error::Kind::usage);
  } catch (const CLI::ParseError& e) {
    const int code = command_line.app.exit(e);
    return code == 0 ? 0 : static_cast<int>(Error::Kind::usage);
  }

  install_interruption_handlers();
  try {
    command_line.check();
    const int code = command_line.execute();
    return code != 0 ? code : standard_output_written();
  } catch (const Error& e) {
    std::fprintf(stderr, "mbdae: error: %s\n", in_flag_words(e.what()).c_str());
    return e.exit_code();
  } catch (const Interrupted&) {  // before any run began (reading the model from a pipe)
    std::fprintf(stderr, "mbdae: interrupted by %s before the run began; nothing written\n", interruption_name());
    return 128 + interruption_signal();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "mbdae: internal error: %s\n", e.what());
    return 70;
  } catch (...) {  // a library's exception that is no std::exception: still one line, never std::terminate
    std::fprintf(stderr, "mbdae: internal error: an exception of unknown type\n");
    return 70;
  }
}

}  // namespace mbdae::cli
