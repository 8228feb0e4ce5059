// A run of another program's model as mbdae's peer (Simbody, MuJoCo): its integrator, accuracy or
// step, outcome, stepping time and the samples of one tip point, which `mbdae compare --peer-csv`
// measures against its own reference. Free of any peer's headers, so that the programs and tests that
// read runs need not include them.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace mbdae::peers {

/// The tip at one output time, ground frame, and the total (kinetic + potential) energy.
struct TipSample {
  double t = 0.0;
  std::array<double, 3> position{};
  double energy = 0.0;
};

struct TipRun {
  std::string integrator;
  double accuracy = 0.0;      // an error-controlled integrator's accuracy, or a fixed-step one's step (s)
  std::string status = "ok";  // or "failed" (the message says why)
  std::string message;
  double wall_time_s = 0.0;   // the stepping only: no model building, initialization or sampling
  long steps = 0;             // steps taken by the integrator (accepted)
  std::vector<TipSample> samples;  // t = 0, output_every, 2 output_every, ..., t_end
};

}  // namespace mbdae::peers
