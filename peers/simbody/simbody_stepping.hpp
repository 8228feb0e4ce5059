// The stepping loop every Simbody peer shares: one of Simbody's error-controlled integrators at an
// accuracy, from the system's default state, sampled at the multiples of output_every; only the
// stepping is timed. Includes Simbody (C++17 only): for the peer library's own sources.
#pragma once

#include <Simbody.h>

#include <functional>

#include "tip_run.hpp"

namespace mbdae::peers {

/// Integrates `system` from `state` (its initial state) to t_end with `integrator` (one of
/// simbody_integrator_names(); std::invalid_argument otherwise), sampling with `sample` at t = 0 and at
/// every output time. A failure of Simbody's ends the run with status "failed" and its message; a run
/// that has used `time_limit_s` of stepping (0: none) ends with status "time limit".
TipRun step_simbody(const SimTK::MultibodySystem& system, SimTK::State state,
                        const std::function<TipSample(const SimTK::State&)>& sample, const std::string& integrator,
                        double accuracy, double t_end, double output_every, double time_limit_s = 0.0);

}  // namespace mbdae::peers
