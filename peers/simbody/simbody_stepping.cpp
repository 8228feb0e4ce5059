#include "simbody_stepping.hpp"

#include <chrono>
#include <cstdio>
#include <cmath>
#include <memory>
#include <stdexcept>

namespace mbdae::peers {
namespace {

std::unique_ptr<SimTK::Integrator> make_integrator(const std::string& name, const SimTK::System& system) {
  if (name == "rk-merson") return std::make_unique<SimTK::RungeKuttaMersonIntegrator>(system);
  if (name == "rk-feldberg") return std::make_unique<SimTK::RungeKuttaFeldbergIntegrator>(system);
  if (name == "cpodes") return std::make_unique<SimTK::CPodesIntegrator>(system, SimTK::CPodes::BDF, SimTK::CPodes::Newton);
  throw std::invalid_argument("unknown Simbody integrator '" + name + "' (rk-merson, rk-feldberg, cpodes)");
}

}  // namespace

const std::vector<std::string>& simbody_integrator_names() {
  static const std::vector<std::string> names{"rk-merson", "rk-feldberg", "cpodes"};
  return names;
}

TipRun step_simbody(const SimTK::MultibodySystem& system, SimTK::State state,
                        const std::function<TipSample(const SimTK::State&)>& sample, const std::string& integrator_name,
                        double accuracy, double t_end, double output_every, double time_limit_s) {
  TipRun run;
  run.integrator = integrator_name;
  run.accuracy = accuracy;
  std::unique_ptr<SimTK::Integrator> integrator = make_integrator(integrator_name, system);
  integrator->setAccuracy(accuracy);
  SimTK::TimeStepper stepper(system, *integrator);
  stepper.initialize(state);
  run.samples.push_back(sample(stepper.getState()));
  // The output times are multiples of output_every, computed by multiplication so that they match
  // mbdae's samples exactly (no accumulated rounding).
  const long outputs = std::lround(t_end / output_every);
  // Only the stepping is timed, as mbdae times only its integrator: sampling the tip and the energy
  // (a realization to Stage::Dynamics at each of the output times) is outside the clock on both sides.
  std::chrono::steady_clock::duration stepping{};
  try {
    for (long k = 1; k <= outputs; ++k) {
      const double t = std::min(k * output_every, t_end);
      const auto start = std::chrono::steady_clock::now();
      stepper.stepTo(t);
      stepping += std::chrono::steady_clock::now() - start;
      run.samples.push_back(sample(stepper.getState()));
      const double used = std::chrono::duration<double>(stepping).count();
      if (time_limit_s > 0.0 && used > time_limit_s && k < outputs) {
        run.status = "time limit";
        char message[160];
        std::snprintf(message, sizeof message, "stopped at t = %g s after %g s of stepping (time limit %g s)", t, used,
                      time_limit_s);
        run.message = message;
        break;
      }
    }
  } catch (const std::exception& failure) {
    run.status = "failed";
    run.message = failure.what();
  }
  run.wall_time_s = std::chrono::duration<double>(stepping).count();
  run.steps = integrator->getNumStepsTaken();
  return run;
}

}  // namespace mbdae::peers
