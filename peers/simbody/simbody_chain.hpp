// The scaling chains models/spherical_chain.yaml and models/revolute_chain.yaml built independently in
// Simbody — Ball or Pin mobilizers, the same slender boxes, inertias, initial arc and gravity — so that
// mbdae's pairs have a peer beside them at 10, 100 or 1000 links. Simbody's mobilizers are relative
// (joint) coordinates with O(N) recursive dynamics: the peer is what a chain costs in the coordinates
// made for it.
#pragma once

#include <string>

#include "chain_model.hpp"
#include "simbody_integrators.hpp"
#include "tip_run.hpp"

namespace mbdae::peers {

/// Integrates the chain from rest to `t_end` with `integrator` (one of simbody_integrator_names()) at
/// `accuracy`, sampling the tip (the +x end of the last link) every `output_every`, stopping with the
/// status "time limit" after `time_limit_s` of stepping (0: none). Throws std::invalid_argument for an
/// unknown kind or integrator, or fewer than one link.
TipRun run_simbody_chain(const ChainModel& model, const std::string& integrator, double accuracy, double t_end,
                         double output_every, double time_limit_s = 0.0);

}  // namespace mbdae::peers
