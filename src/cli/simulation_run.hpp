// One simulation as the command line describes it: model × coordinates × formulation × integrator ×
// correction, assembled, integrated, observed. Shared by `run` and `reproduce`.
#pragma once

#include <Eigen/Dense>
#include <functional>
#include <string>

#include "integrators/adaptive_integrator.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/simulation.hpp"
#include "model/model.hpp"
#include "system/assembly.hpp"
#include "system/linear_algebra.hpp"

namespace mbdae::cli {

struct RunSettings {
  std::string coordinates = "auto";  // nacf for a spatial model, planar-nacf for a planar one
  std::string formulation = "auto";  // the integrator's default (method_registry.cpp)
  std::string integrator = "ab4";
  std::string correction = "auto";   // the integrator's default
  /// AF's and RGCP's per-step factorizations: auto (sparse from kSmallestSparseSystem coordinates on),
  /// dense or sparse (system/linear_algebra.hpp).
  std::string linear_algebra = "auto";
  double step = 1e-3;                // fixed-step integrators
  AdaptiveOptions adaptive;          // SUNDIALS integrators: rtol, atol, max step, linear solver, table
  double t_end = 20.0;
  double output_every = 0.01;
  /// Wall time the integration may take, s (0: no limit); past it the run ends with the status
  /// "time limit" (`mbdae compare --run-time-limit`).
  double wall_time_limit = 0.0;
  /// Newton tolerance on the largest position update; 0 = the method's default: 1e-9 for the
  /// corrections (paper 000), 1e-10 for ali3p-trapezoidal and gen-alpha.
  double tolerance = 0.0;
  bool mass_weighted = false;
  int max_iterations = 20;
  /// ALI3-P penalty, projection factor; generalized-α spectral radius (tolerance and iteration limit
  /// come from the two fields above).
  Index3Options index3;

  /// Resolves "auto" choices and checks every value; Error{Kind::usage} naming the flag otherwise.
  void resolve();
  /// Resolves coordinates "auto" for `model`: nacf, or planar-nacf for a planar model (paper 003).
  void resolve_coordinates(const Model& model);
  bool fixed_step() const;
};

struct RunResult {
  RunStatistics statistics;
  AssemblyReport assembly;
  int degrees_of_freedom = 0;
  int coordinate_count = 0;
  int constraint_count = 0;
  LinearAlgebra linear_algebra = LinearAlgebra::dense;  // as resolved for this system
};

/// Observer of the samples, with the system so that it can compute markers and energies.
using RunObserver = std::function<void(const MultibodySystem& system, double t, const Eigen::VectorXd& q,
                                       const Eigen::VectorXd& v, const Eigen::VectorXd& multipliers)>;

/// Runs `settings` (resolved first) on `model`.
RunResult run_simulation(const Model& model, RunSettings settings, const RunObserver& observe,
                         const ProgressObserver& progress = {});

}  // namespace mbdae::cli
