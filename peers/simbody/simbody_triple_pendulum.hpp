// The paper-000 triple pendulum built independently in Simbody (Ball mobilizers, the same boxes,
// inertias and initial state as models/triple_pendulum.yaml) and integrated with one of Simbody's
// own error-controlled integrators, so that mbdae's work-precision curves have a peer beside them.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace mbdae::peers {

/// Simbody's integrators taken as peers: names as they appear in the peer CSV and in the plots.
const std::vector<std::string>& simbody_integrator_names();  // rk-merson, rk-feldberg, cpodes

/// The tip D of body 3 at one output time, ground frame, and the total (kinetic + potential) energy.
struct TipSample {
  double t = 0.0;
  std::array<double, 3> position{};
  double energy = 0.0;
};

struct SimbodyRun {
  std::string integrator;
  double accuracy = 0.0;
  std::string status = "ok";  // or "failed" (the message says why)
  std::string message;
  double wall_time_s = 0.0;   // the stepping only: no model building, initialization or sampling
  long steps = 0;             // steps taken by the integrator (accepted)
  std::vector<TipSample> samples;  // t = 0, output_every, 2 output_every, ..., t_end
};

/// Integrates the triple pendulum from rest to `t_end` with `integrator` (one of
/// simbody_integrator_names()) at `accuracy`, sampling the tip every `output_every`.
/// Throws std::invalid_argument for an unknown integrator name.
SimbodyRun run_simbody_triple_pendulum(const std::string& integrator, double accuracy, double t_end,
                                       double output_every);

}  // namespace mbdae::peers
