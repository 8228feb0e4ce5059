// One run: a model × the method RunSettings names, assembled by the registry's factories, started
// from the assembled initial state, integrated by the one loop (integrators/simulation.hpp) and
// observed. For a formulation that needs independent constraints, rows that repeat others at the
// assembled initial state (system/redundancy.hpp) are removed first: an overconstrained mechanism
// (Bricard, the double four-bar) keeps the motion its other rows allow, and the run says which rows
// went. A rank that changes later (a singular position) is not followed. Used by `mbdae run`, `reproduce` and `compare`, and by anything else that runs a model.
#pragma once

#include <Eigen/Dense>
#include <functional>
#include <string>
#include <vector>

#include "methods/run_settings.hpp"
#include "model/model.hpp"
#include "system/assembly.hpp"

namespace mbdae {

/// What `error_control=global` did (methods/global_error_control.hpp); `used` false otherwise.
struct GlobalErrorControl {
  bool used = false;
  double target = 0.0;          // m: rtol × the model's size
  bool met = false;             // the delivered run's estimate is within the target
  double rtol = 0.0, atol = 0.0;  // the delivered run's tolerances
  bool estimated = false;         // the delivered run has an estimate
  double estimated_error = 0.0;   // m, its value
  std::vector<double> rtols_run;  // every run of the ladder, companions included, in order
  double wall_time_s = 0.0;       // all of them: the cost of the delivered accuracy
  std::string note;               // why the target was not met
};

struct RunResult {
  RunStatistics statistics;
  AssemblyReport assembly;
  int degrees_of_freedom = 0;
  int coordinate_count = 0;
  int constraint_count = 0;
  LinearAlgebra linear_algebra = LinearAlgebra::dense;  // as resolved for this system
  std::string linear_solver = "dense";                  // the SUNDIALS Newton solver, as resolved
  /// Rows that repeat others, removed at the start for a formulation that needs independent
  /// constraints (FormulationRow::needs_independent_constraints), in the full model's numbering, and
  /// which joints they belong to ("joint 'D' (1 of its 5 rows) repeats constraints of the rows before
  /// it (rank C_q = 29 of 30 rows)"); empty when none were.
  std::vector<int> removed_rows;
  std::string removed_rows_description;
  GlobalErrorControl global_error_control;
  /// The energy-conserving ALI3 step: the steps at singular positions that ALI3-P with its projections
  /// took (integrators/ali3_energy_conserving.hpp); -1 for every other method.
  long singular_position_steps = -1;
  bool singular_position_energy_restored = false;  // after them (a conservative model)
};

/// Observer of the samples, with the system so that it can compute markers and energies.
using RunObserver = std::function<void(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                       const Eigen::VectorXd& v, const Eigen::VectorXd& multipliers)>;

/// Runs `settings` (resolved first) on `model`; under `error_control=global`, the ladder of
/// methods/global_error_control.hpp, whose delivered run `observe` sees.
RunResult run_simulation(const Model& model, RunSettings settings, const RunObserver& observe,
                         const ProgressObserver& progress = {});

}  // namespace mbdae
