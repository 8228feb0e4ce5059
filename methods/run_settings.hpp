// Everything that chooses and tunes one run, in the library's words: the method (coordinates ×
// formulation × integrator × correction, each a row of methods/registry.hpp), its numerical knobs, and
// the interval and outputs. The command line fills it from its flags (cli/command_line.cpp) and maps
// the names of these fields, which the library's messages quote between backticks (`output_every`), to
// its flags (--output-every).
#pragma once

#include <string>

#include "corrections/constraint_correction.hpp"
#include "integrators/adaptive_options.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/simulation.hpp"
#include "linear_algebra/linear_algebra.hpp"
#include "model/model.hpp"

namespace mbdae {

struct RunSettings {
  std::string coordinates = "auto";  // nacf for a spatial model, planar-nacf for a planar one
  std::string formulation = "auto";  // the integrator's default (its registry row)
  std::string integrator = "ab4";
  std::string correction = "auto";   // the integrator's default
  /// AF's and RGCP's per-step factorizations: auto (sparse from kSmallestSparseSystem coordinates on),
  /// dense or sparse (linear_algebra/linear_algebra.hpp).
  std::string linear_algebra = "auto";
  double step = 1e-3;                // s, fixed-step integrators
  /// SUNDIALS integrators: rtol, atol, max step, linear solver (auto here: resolved_linear_solver),
  /// table.
  AdaptiveOptions adaptive = [] {
    AdaptiveOptions options;
    options.linear_solver = "auto";
    return options;
  }();
  double t_end = 20.0;
  double output_every = 0.01;
  /// Wall time the integration may take, s (0: no limit); past it the run ends with the status
  /// "time limit" (`mbdae compare --run-time-limit`).
  double wall_time_limit = 0.0;
  /// Newton tolerance on the largest position update; 0 = the method's default: 1e-9 for the
  /// corrections (paper 000), 1e-10 for the index-3 integrators.
  double tolerance = 0.0;
  bool mass_weighted = false;
  int max_iterations = 20;
  /// ALI3-P penalty, projection factor; generalized-α spectral radius (tolerance and iteration limit
  /// come from the two fields above).
  Index3Options index3;
  /// constraint-inertia: the factor on every constraint's equivalent mass m̄_R (1: paper 002's
  /// formulation; 0: its Fig. 1h–i experiment, the constraints without inertia).
  double constraint_inertia_scale = 1.0;
  /// The farthest assembly may move a body origin or marker from the model's initial state, m; beyond
  /// it the run is refused (a joint far off is a modelling error, not something to fix silently).
  /// 0: 1e-2 of the model's size (model_size(), src/system/model_size.hpp).
  double max_assembly_move = 0.0;
  /// Adaptive integrators: "local" (SUNDIALS' own meaning: rtol and atol bound each step's error) or
  /// "global" (rtol × the model's size bounds the global error of the markers: the run is repeated at
  /// tolerances a decade apart until its estimate says so, methods/global_error_control.hpp).
  std::string error_control = "local";

  /// Resolves coordinates "auto" for `model`: nacf, or planar-nacf for a planar model (paper 003).
  void resolve_coordinates(const Model& model);
  /// Resolves the other "auto" choices (the integrator's default formulation and correction, the
  /// method's default tolerance), then validate()s.
  void resolve();
  /// Checks every choice against the registry and every value; Error{Kind::usage} naming the setting
  /// between backticks otherwise. Needs resolve()d choices.
  void validate() const;

  /// The SUNDIALS Newton solver for a system of n coordinates: adaptive.linear_solver, or for "auto"
  /// klu from kSmallestSparseSystem coordinates on and dense below. klu is IDA's sparse Newton matrix,
  /// and for CVODE BDF and ARKode DIRK the exact solve through the sparse index-1 matrix
  /// (integrators/sundials/index1_newton_solver.hpp), which needs independent constraint rows:
  /// `redundant_at_start` (the assembled state's C_q has dependent rows) keeps those two dense.
  std::string resolved_linear_solver(int coordinate_count, bool redundant_at_start = false) const;
  /// Whether the integrator's klu solver needs independent constraint rows (cvode-bdf, arkode-dirk).
  bool sparse_newton_needs_independent_constraints() const;

  bool fixed_step() const;
  SimulationOptions simulation_options() const;
  CorrectionOptions correction_options(LinearAlgebra algebra) const;
  /// index3 with the shared tolerance and iteration limit.
  Index3Options index3_options() const;
};

}  // namespace mbdae
