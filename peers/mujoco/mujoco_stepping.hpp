// A MuJoCo model stepped as mbdae's peer: one of MuJoCo's fixed-step integrators at a step dt, from the
// model's reference configuration at rest, the tip site sampled at the multiples of output_every; only
// the stepping is timed.
#pragma once

#include <string>
#include <vector>

#include "tip_run.hpp"

namespace mbdae::peers {

/// MuJoCo's integrators, by the names they carry in the peer CSV: euler (semi-implicit Euler, first
/// order), rk4 (classical Runge–Kutta, fourth order), implicit (implicit in velocity, first order).
const std::vector<std::string>& mujoco_integrator_names();

/// Integrates the MJCF model `mjcf` (it must have a site named "tip") to t_end with `integrator` at step
/// `dt`, sampling the tip and the energy at t = 0 and every output_every, which must be a whole number
/// of steps. A run whose state MuJoCo reports as diverged ends with status "failed" and says when; one
/// that has used `time_limit_s` of stepping (0: no limit) ends with status "time limit". Throws
/// std::invalid_argument for an unknown integrator, a step that does not divide output_every, or a
/// model MuJoCo refuses (with MuJoCo's message).
TipRun run_mujoco(const std::string& mjcf, const std::string& integrator, double dt, double t_end, double output_every,
                  double time_limit_s = 0.0);

}  // namespace mbdae::peers
