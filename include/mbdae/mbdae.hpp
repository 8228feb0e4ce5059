// mbdae's C++ API: what a program that embeds mbdae does — load a model or build one in code, choose a
// method by name, run it, observe every output, and keep what it computed. docs/api.md is its guide,
// with a complete example that the tests compile and run.
//
// The types a user fills are the library's own, so that a model built in code and one read from a file
// are the same thing:
//   Model        model/model.hpp: bodies, joints, forces, markers, gravity (SI units, body frames)
//   RunSettings  methods/run_settings.hpp: coordinates × formulation × integrator × correction by their
//                command-line names, the step or tolerances, the interval and the outputs
//   RunResult    methods/run.hpp: the status ("ok", "failed" with when and why, "time limit"), steps,
//                evaluations, Newton iterations, violations, energy drift, wall time
//   Error        core/error.hpp: every refusal (bad model, bad settings, no consistent start) as one
//                line naming the file, line, body or joint; kind() says which class
//   cli::CompareOptions  cli/commands.hpp: what `mbdae compare` takes, for compare() below
// Everything this header declares, and the members of those four, is the API; the other installed
// headers are there for plug-ins and for these four to compile, and may change between versions.
#pragma once

#include <Eigen/Dense>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cli/commands.hpp"
#include "core/error.hpp"
#include "io/builtin_models.hpp"
#include "joints/joint_kinds.hpp"
#include "methods/run.hpp"
#include "methods/run_settings.hpp"
#include "model/model.hpp"
#include "mbdae/version.hpp"

namespace mbdae {

// --- Models ---------------------------------------------------------------------------------------

/// The built-in models' names (`mbdae models`), sorted.
std::vector<std::string> builtin_model_names();

/// A built-in model (`builtin_model("triple_pendulum")`) with its `--param` values, parsed and
/// validated: load_builtin_model (io/builtin_models.hpp). A model file: load_model_file
/// (io/model_yaml.hpp). Either from one name: load_model. Parameters are {"n", 10} pairs here.
Model builtin_model(const std::string& name, const ParameterSettings& parameters = {});

/// Checks a model built in code as a model file is checked (masses, inertias, rotations, names,
/// joint bodies and axes); Error{Kind::model} naming the body or joint otherwise. run() calls it too.
void check_model(const Model& model);

// --- Observing a run --------------------------------------------------------------------------------

/// A marker (or, in a model without markers, a body origin) at one output time, ground frame.
struct MarkerState {
  std::string_view name;
  Eigen::Vector3d position = Eigen::Vector3d::Zero();  // m
  Eigen::Vector3d velocity = Eigen::Vector3d::Zero();  // m/s
};

/// What an observer sees at the initial time and at every output time. The references point into
/// the run's own buffers and are valid during the call only (copy what you keep).
struct Sample {
  double t = 0.0;                        // s
  const Eigen::VectorXd& q;              // coordinates (RunResult's coordinates_name says which)
  const Eigen::VectorXd& v;              // their velocities
  const Eigen::VectorXd& multipliers;    // λ, one per constraint row (zero for methods without them)
  std::span<const MarkerState> markers;  // the model's markers, or every body origin without markers
  double kinetic_energy = 0.0;           // J
  double potential_energy = 0.0;         // J (gravity and springs)
  double position_violation = 0.0;       // |C|₂
  double velocity_violation = 0.0;       // |C_q v + C_t|₂
  double energy() const { return kinetic_energy + potential_energy; }
};

using Observer = std::function<void(const Sample& sample)>;

// --- Running ------------------------------------------------------------------------------------------

/// Runs `settings` on `model` (the model's own `run:` defaults are not applied: RunSettings says
/// everything), calling `observe` at t0 and at every output time. Bad settings or model: Error. A
/// failed integration is not an exception: the result's status is "failed", its message says when and
/// why, and the observer has seen every output up to then.
RunResult run(const Model& model, const RunSettings& settings, const Observer& observe = {});

/// Everything a run computed at its outputs, sample by sample, row-major: row k of `markers` holds
/// the k-th sample's marker positions x, y, z one marker after another. What the Python module
/// returns as arrays.
struct Trajectory {
  std::vector<std::string> marker_names;
  std::vector<double> t;
  std::vector<double> q, v, multipliers, markers;  // samples × (n, n, m, 3 × markers)
  std::vector<double> energy, position_violation, velocity_violation;
  int coordinate_count = 0;
  int multiplier_count = 0;
  RunResult result;
  std::size_t samples() const { return t.size(); }
};

/// run() that keeps every output (storage reserved for the whole interval before the run starts), and
/// shows each sample to `observe` too once it is kept.
Trajectory record(const Model& model, const RunSettings& settings, const Observer& observe = {});

// --- Comparing ---------------------------------------------------------------------------------------

/// One row of a comparison: a pair at one step or tolerance, measured against the reference.
struct ComparisonRow {
  std::string coordinates, integrator, formulation, correction;  // integrator with its variant: arkode-erk[VERNER_8_5_6]
  double step_or_tolerance = 0.0;  // dt of a fixed-step integrator, rtol (= atol) of an adaptive one
  std::string status;              // "ok", "failed", "time limit", "skipped"
  double t_reached = 0.0;          // s
  double error = 0.0;              // m: the marker's largest distance from the reference up to the check time (NaN: none)
  double wall_time_s = 0.0;        // median of the timed runs
  long steps = 0, rhs_evaluations = 0, jacobian_evaluations = 0, newton_iterations = 0, error_test_failures = 0;
  double max_position_violation = 0.0, max_velocity_violation = 0.0, energy_drift = 0.0;
  std::string message;             // why a run failed or stopped
};

/// `mbdae compare`: every pair the options select, over its ladder, against one RK4 reference, with the
/// command's options (cli/commands.hpp: model, pairs as comma lists, tolerances, steps, t_end,
/// check_time, marker, repetitions, run_time_limit, …). Writes the command's folder (table, CSV, plots)
/// to `options.out`, or to a temporary folder removed afterwards when `out` is empty, and returns the
/// rows of its compare.csv (other programs' rows from `peer_csvs` among them, their name as coordinates).
std::vector<ComparisonRow> compare(cli::CompareOptions options);

}  // namespace mbdae
