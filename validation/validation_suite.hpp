// `mbdae reproduce validation`: every applicable method on a ladder of steps or tolerances against the
// references of validation/reference_solutions.hpp, with its error, its cost and its observed order of
// convergence. The cases and their sources are in docs/validation.md; cli/reproduce_validation.cpp
// writes the tables and plots; tests/validation/ checks the orders on the short ladders.
#pragma once

#include <Eigen/Dense>
#include <functional>
#include <string>
#include <vector>

#include "io/model_yaml.hpp"
#include "io/peer_csv.hpp"
#include "methods/run.hpp"

namespace mbdae::validation {

/// How long the ladders are: `full` for results/validation/, `short` for the tests CI runs.
enum class Ladder { full, short_ };

/// One method of a ladder: the settings it changes from RunSettings' defaults (the step or tolerance
/// is the ladder's).
struct ValidationMethod {
  std::string label;  // as a command line would name it: "ab4 af rgcp", "ida index3"
  RunSettings settings;
};

/// The error of a run that reached t_end, from its last state (q, v) and its statistics.
using ErrorMeasure =
    std::function<double(const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                         const RunStatistics& statistics)>;

struct ValidationCase {
  std::string name;        // file names and --case: a01_simple_pendulum
  std::string title;       // IFToMM A01: simple pendulum
  std::string reference;   // what the error is measured against, with its source
  std::string model;       // built-in model
  ParameterSettings parameters;
  double t_end = 0.0;
  double output_every = 0.0;  // samples of the energy and the violations
  std::string error_name;     // "largest distance of the markers F, E, D from the reference's, m"
  ErrorMeasure error;
  /// A second, informative measure (Andrews: the largest error of the seven angles, rad); may be empty.
  std::string second_error_name;
  ErrorMeasure second_error;
  /// Errors below this are the reference's own accuracy (or the Newton tolerance's): no order is
  /// computed from them.
  double error_floor = 0.0;
  std::vector<double> steps;       // fixed-step ladder, s, decreasing
  std::vector<double> tolerances;  // adaptive ladder: rtol = atol, decreasing
  std::vector<ValidationMethod> methods;
  /// For a case another program also runs (`reproduce validation --peer-csv`, io/peer_csv.hpp): the
  /// error of the peer's compared marker at t_end, in the unit of `error`; empty for the other cases.
  std::function<double(const Eigen::Vector3d& marker)> peer_error;
};

/// The cases, with the ladders of `ladder`.
std::vector<ValidationCase> validation_cases(Ladder ladder);

struct LadderPoint {
  double knob = 0.0;  // step (s) or tolerance
  std::string status, message;  // RunStatistics' status ("ok", "failed", ...) or "not applicable"
  double error = 0.0, second_error = 0.0;
  double wall_time_s = 0.0;
  long steps = 0, rhs_evaluations = 0, newton_iterations = 0;
  double max_position_violation = 0.0;
};

struct MethodLadder {
  ValidationMethod method;
  bool fixed_step = false;
  int theoretical_order = 0;  // the fixed-step integrator's registry row; 0 for adaptive ones
  bool peer = false;          // another program's runs (peer_ladders): no Newton iterations are known
  std::vector<LadderPoint> points;
};

/// Runs `method` over the case's ladder (steps or tolerances as it is fixed-step or not). A method the
/// registry refuses for this model is one point with the status "not applicable" and the reason.
MethodLadder run_ladder(const ValidationCase& validation_case, const ValidationMethod& method,
                        const std::function<void(const std::string&)>& progress = {});

/// Observed order between rungs i and i + 1: log(e_i / e_{i+1}) / log(knob_i / knob_{i+1}); NaN where
/// either run failed or either error is below the case's floor.
std::vector<double> observed_orders(const MethodLadder& ladder, double error_floor);

/// The runs of a peer program (read_peer_csv) as ladders of tolerances, one per integrator, each rung's
/// error measured by the case's peer_error at t_end; a run that ended before t_end is "failed" with
/// the time it reached. Error{Kind::usage} when the case has no peer_error or a run goes past t_end
/// (its cost would not be the case's).
std::vector<MethodLadder> peer_ladders(const ValidationCase& validation_case, const std::vector<PeerRun>& runs);

/// Whether every rung ran ("ok") and none is further from the reference than the one before it (by
/// more than 0.1 %), errors below the case's floor aside.
bool error_falls_monotonically(const MethodLadder& ladder, double error_floor);

}  // namespace mbdae::validation
