// One run: a model × the method RunSettings names, assembled by the registry's factories, started
// from the assembled initial state, integrated by the one loop (integrators/simulation.hpp) and
// observed. Used by `mbdae run`, `reproduce` and `compare`, and by anything else that runs a model.
#pragma once

#include <Eigen/Dense>
#include <functional>

#include "methods/run_settings.hpp"
#include "model/model.hpp"
#include "system/assembly.hpp"

namespace mbdae {

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

}  // namespace mbdae
