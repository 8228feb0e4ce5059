// The paper-000 triple pendulum built independently in Simbody (Ball mobilizers, the same boxes,
// inertias and initial state as models/triple_pendulum.yaml) and integrated with one of Simbody's
// own error-controlled integrators, so that mbdae's work-precision curves have a peer beside them.
#pragma once

#include <string>

#include "simbody_integrators.hpp"
#include "tip_run.hpp"

namespace mbdae::peers {

/// Integrates the triple pendulum from rest to `t_end` with `integrator` (one of
/// simbody_integrator_names()) at `accuracy`, sampling the tip every `output_every`.
/// Throws std::invalid_argument for an unknown integrator name.
TipRun run_simbody_triple_pendulum(const std::string& integrator, double accuracy, double t_end,
                                       double output_every);

}  // namespace mbdae::peers
