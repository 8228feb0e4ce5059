// The subcommands of `mbdae`, one file each.
#pragma once

#include <string>
#include <vector>

#include "methods/run.hpp"
#include "io/model_yaml.hpp"

namespace mbdae::cli {

class RankPool;

/// `--param NAME=VALUE`, as given (split and checked when the model is loaded).
ParameterSettings parameter_settings(const std::vector<std::string>& assignments);

struct RunCommandOptions {
  std::string model = "triple_pendulum";
  std::vector<std::string> parameters;  // --param NAME=VALUE
  RunSettings settings;
  std::string output_csv;    // empty: no trajectory file
  bool output_bodies = false;     // the trajectory holds each body's pose
  bool output_reactions = false;  // and each joint's reaction, in reactions_frame
  std::string reactions_frame = "ground";
  std::string summary_json;  // empty: no summary file
  bool quiet = false;
  /// Fixed-step runs: estimate the global error from a companion run at 2 dt (methods/error_estimate.hpp).
  bool error_estimate = true;
  /// Estimated error above which a warning is printed, m; 0: 1e-3 of the model's size.
  double error_warning = 0.0;
  /// Of --dt, --t-end, --output-every, --integrator, --formulation, --correction: those given on the
  /// command line; the model's `run:` settings fill in the others.
  std::vector<std::string> given_flags;
  /// The HTML report of the run (cli/report_html.hpp): its summary and its motion; empty: none.
  std::string report_html;
  bool screenshot = true;  // and the report's screenshot beside it (report_screenshot_path)
  /// The motion at every output as a ParaView time series (cli/motion_export.hpp); empty: none.
  std::string export_motion;
};

/// `settings` with the model's `run:` defaults (Model::run_defaults) wherever `given_flags` leaves a
/// setting to them: dt, t_end and output_every; the integrator, and the model's formulation and
/// correction only where the integrator is the model's. Returns the flags taken from the model, as
/// a command line would give them ("--dt 0.0001"), for the run's report.
std::vector<std::string> apply_run_defaults(const Model& model, const std::vector<std::string>& given_flags,
                                            RunSettings& settings);

struct ReproduceOptions {
  std::string paper = "paper000";
  std::string out = "results/paper000";
  int repetitions = 7;   // timed runs per combination, in rounds (the median is reported)
  double t_end = 20.0;   // s; shorter only for quick checks
  bool short_ladders = false;  // validation: the short ladders the tests run; paper002, flexible: short intervals
  std::vector<std::string> cases;  // validation: only these cases (default: all)
  std::string peer_csv;  // validation: a peer program's runs of the triple pendulum, beside mbdae's methods
  bool report = true;      // OUT/report.html with the motion of a few runs (--no-report: not)
  bool screenshot = true;  // and OUT/report.png (--no-screenshot: not)
  bool quiet = false;
};

/// Wall time a compared run may take by default, s: enough for every pair on the built-in models up to a
/// few hundred coordinates at the default ladders, and what keeps a comparison on a large mechanism
/// (where the dense methods cost O(N^3) per step) to minutes; 0 on the command line lifts it.
inline constexpr double kDefaultRunTimeLimit = 10.0;

struct CompareOptions {
  std::string model = "triple_pendulum";
  std::vector<std::string> parameters;  // --param NAME=VALUE
  std::string out;               // empty: results/MODEL, with _NAMEVALUE per --param
  double t_end = 20.0;           // s, every run (the model's `run: t_end` when --t-end is not given)
  bool t_end_given = false;      // --t-end was on the command line
  double check_time = 5.0;       // s, error measured up to here (chaotic models diverge later)
  double output_every = 0.01;    // s
  double reference_step = 1e-4;  // s, RK4 reference
  int repetitions = 3;           // timed runs per point (median)
  std::string marker;            // default: the model's last marker
  std::string coordinates = "all", integrators = "all", formulations = "all", corrections = "all";
  std::vector<double> tolerances{1e-4, 1e-6, 1e-8, 1e-10};  // rtol = atol of adaptive integrators
  std::vector<double> steps{2e-3, 1e-3, 5e-4};              // dt of fixed-step integrators
  // ARKode explicit tables run as arkode-erk curves of their own besides its default table.
  std::vector<std::string> erk_tables;
  // ali3p-trapezoidal also runs with its energy-conserving step (constant-mass coordinates).
  bool energy_conserving = false;
  // Other programs' runs of the same model (io/peer_csv.hpp), one file per peer; empty: none.
  std::vector<std::string> peer_csvs;
  // s of wall time per run, 0: none (status "time limit" past it; a pair's finer rungs are then skipped).
  double run_time_limit = kDefaultRunTimeLimit;
  // Adaptive integrators: local (rtol bounds each step's error) or global (rtol × the model's size
  // bounds the global error; methods/global_error_control.hpp).
  std::string error_control = "local";
  // The HTML report (cli/report_html.hpp), with the cheapest pairs run again to record their motion.
  bool report = true;
  std::string report_path;  // empty: OUT/report.html
  bool screenshot = true;   // its PNG beside it (report_screenshot_path)
  bool quiet = false;
  // Take the pairs a stopped run of the same comparison finished from OUT/compare.journal.
  bool resume = false;
  bool print_table = true;  // the README's text on standard output at the end (a sweep's points: no)
};

/// `mbdae advise MODEL --error E`: the cheapest pair for a requested error over the horizon.
struct AdviseOptions {
  CompareOptions comparison;           // model, parameters, horizon, method selection and ladders of the pilot
  double error = 1e-6;                 // m: the marker's largest error over the horizon
  double pilot_fraction = 0.1;         // the pilot comparison's span, as a fraction of the horizon
  double pilot_run_time_limit = 5.0;   // s of wall time each pilot run may take (--time-limit)
  int shown = 5;                       // pairs listed
  bool steps_given = false;            // --steps was given (else a model's own `run: dt` sets the pilot's)
};

/// `mbdae sweep MODEL --param NAME=V1,V2,...`: a comparison at every point of a grid of model parameters.
struct SweepOptions {
  CompareOptions comparison;  // what each point compares (model, method selection, ladders, horizon)
  // --param as given: NAME=VALUE (the same at every point) or NAME=V1,V2,... (swept, in this order).
  std::vector<std::string> assignments;
  std::vector<double> error_levels{1e-4, 1e-6, 1e-8};  // m: the cheapest pair at each, per point
};

struct ConvertOptions {
  std::string model;  // a URDF file
};

/// What the model's file held that the model leaves out (Model::notes), one "mbdae: note: ..." line
/// each on standard error.
void print_model_notes(const Model& model);

/// `mbdae models`: one line per built-in model.
int list_models();
/// `mbdae models NAME`: the built-in model's file, as it is compiled in (a start for one's own model).
int print_model_file(const std::string& name);
/// `mbdae list`: the formulation × integrator matrix.
int list_methods();
/// `mbdae run`: simulate one model with one method; prints a summary, writes CSV/JSON on request.
/// Exit code 0, or Error::Kind::numerical's code when the integration failed (outputs still written).
int run(const RunCommandOptions& options);
/// `mbdae reproduce paper000`: the tables and figures of paper 000 with the paper's numbers beside ours.
int reproduce_paper000(const ReproduceOptions& options);
/// `mbdae reproduce paper001`: semi-recursive ALI3-P in relative coordinates against global ALI3-P in
/// NACF and RPCF-EP (paper 001), on the six-body chain, two closed loops and long chains.
int reproduce_paper001(const ReproduceOptions& options);
/// `mbdae reproduce paper002`: constraints with inertia and the three-field stepper (paper 002) on its
/// five academic examples, beside IDA at the paper's accuracy level 0.01 and mbdae's other pairs.
int reproduce_paper002(const ReproduceOptions& options);
/// `mbdae reproduce paper003`: planar NACF against (x, y, θ) on the planar examples (paper 003).
int reproduce_paper003(const ReproduceOptions& options);
/// `mbdae reproduce flexible`: the flexible bodies of paper 004 on the flexible slider-crank and pendulum:
/// meshes and mode counts against a converged fine mesh, and every applicable pair on the slider-crank.
int reproduce_flexible(const ReproduceOptions& options);
/// `mbdae reproduce validation`: every applicable method on step and tolerance ladders against the
/// published references (docs/validation.md); error, cost and observed order, tables and plots.
int reproduce_validation(const ReproduceOptions& options);
/// `mbdae convert ROBOT.urdf`: the robot in mbdae's YAML format on standard output (src/io/urdf_model.hpp,
/// src/io/model_yaml_writer.hpp); the notes on standard error.
int convert(const ConvertOptions& options);
/// `mbdae compare MODEL`: every valid method over a ladder of tolerances or steps, one table.
int compare(const CompareOptions& options);
/// The same on the ranks of an MPI job (`mpirun -n K mbdae compare ...`, docs/cluster.md): rank 0 checks,
/// computes the reference, hands the pairs out and writes the folder; the others run pairs.
int compare(const CompareOptions& options, RankPool& ranks);
/// The flags of a comparison's settings as a command line would give them (`--check-time 5 --repetitions
/// 3 --integrators rk4,ida ...`), for the README of a command made of comparisons.
std::string comparison_flags(const CompareOptions& options);
/// A rank > 0 of an MPI job: runs the pairs of every comparison rank 0 shares, until it is let go.
int serve_comparisons(RankPool& ranks, const std::string& model);
/// `mbdae sweep`: one comparison per point of the parameter grid, into OUT/<point>/, then one table
/// (sweep.csv: a column per parameter), the cheapest pair at each error level per point and its cost
/// against each parameter. A rerun skips the points done with the same settings and resumes a stopped one.
int sweep(const SweepOptions& options, RankPool& ranks);
/// `mbdae advise`: a pilot comparison over a fraction of the horizon, each pair's cost at the requested
/// error predicted from its pilot curve, the cheapest verified over the whole horizon (cli/command_advise.cpp).
/// Exit 0 with a verified advice, Error::Kind::numerical's code when no pair could be verified.
int advise(const AdviseOptions& options, RankPool& ranks);

}  // namespace mbdae::cli
