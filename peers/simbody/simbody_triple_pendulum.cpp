#include "simbody_triple_pendulum.hpp"

#include <Simbody.h>

#include <chrono>
#include <cmath>
#include <memory>
#include <stdexcept>

namespace mbdae::peers {
namespace {

using namespace SimTK;

// The boxes of paper 000 (DESIGN.md, "Benchmark models"): half-length L along body x, half-sizes
// H = W across; the body frame is at the centre of mass. Written out here rather than read from the
// model file, so that the peer is an independent check of mbdae's model (the test compares them).
constexpr double kHalfLength = 2.0, kHalfHeight = 0.2, kHalfWidth = 0.2;
constexpr double kMasses[3] = {2.0, 3.0, 4.0};
constexpr double kGravity = 9.81;  // along -z

Body::Rigid box(double mass) {
  const double L2 = kHalfLength * kHalfLength, H2 = kHalfHeight * kHalfHeight, W2 = kHalfWidth * kHalfWidth;
  const Inertia central(mass * (H2 + W2) / 3, mass * (L2 + W2) / 3, mass * (L2 + H2) / 3);
  return Body::Rigid(MassProperties(mass, Vec3(0), central));
}

// The Simbody system and the handles needed to read the tip.
struct TriplePendulum {
  MultibodySystem system;
  SimbodyMatterSubsystem matter{system};
  GeneralForceSubsystem forces{system};
  Force::UniformGravity gravity{forces, matter, Vec3(0, 0, -kGravity)};
  MobilizedBody::Ball body1, body2, body3;

  TriplePendulum() {
    const Vec3 minus_end(-kHalfLength, 0, 0), plus_end(kHalfLength, 0, 0);
    // A Ball mobilizer joins a frame F fixed on the parent at the joint point to a frame M fixed on
    // the child at the same point; its quaternion is R_FM. F and M are taken parallel to the body
    // frames, so R_FM is the rotation of the child relative to the parent.
    body1 = MobilizedBody::Ball(matter.Ground(), Transform(Vec3(0)), box(kMasses[0]), Transform(minus_end));
    body2 = MobilizedBody::Ball(body1, Transform(plus_end), box(kMasses[1]), Transform(minus_end));
    body3 = MobilizedBody::Ball(body2, Transform(plus_end), box(kMasses[2]), Transform(minus_end));
    // Initial configuration, at rest: body 1 along +x, body 2 turned +90 degrees about z (so
    // relative to body 1 by +90 degrees), body 3 along +x again (relative to body 2 by -90 degrees).
    body2.setDefaultRotation(Rotation(Pi / 2, ZAxis));
    body3.setDefaultRotation(Rotation(-Pi / 2, ZAxis));
    system.realizeTopology();
  }

  TipSample sample(const State& state) const {
    system.realize(state, Stage::Dynamics);
    const Vec3 tip = body3.findStationLocationInGround(state, Vec3(kHalfLength, 0, 0));
    return {state.getTime(), {tip[0], tip[1], tip[2]}, system.calcEnergy(state)};
  }
};

std::unique_ptr<Integrator> make_integrator(const std::string& name, const System& system) {
  if (name == "rk-merson") return std::make_unique<RungeKuttaMersonIntegrator>(system);
  if (name == "rk-feldberg") return std::make_unique<RungeKuttaFeldbergIntegrator>(system);
  if (name == "cpodes") return std::make_unique<CPodesIntegrator>(system, CPodes::BDF, CPodes::Newton);
  throw std::invalid_argument("unknown Simbody integrator '" + name + "' (rk-merson, rk-feldberg, cpodes)");
}

}  // namespace

const std::vector<std::string>& simbody_integrator_names() {
  static const std::vector<std::string> names{"rk-merson", "rk-feldberg", "cpodes"};
  return names;
}

SimbodyRun run_simbody_triple_pendulum(const std::string& integrator_name, double accuracy, double t_end,
                                       double output_every) {
  SimbodyRun run;
  run.integrator = integrator_name;
  run.accuracy = accuracy;
  TriplePendulum pendulum;
  std::unique_ptr<Integrator> integrator = make_integrator(integrator_name, pendulum.system);
  integrator->setAccuracy(accuracy);
  State state = pendulum.system.getDefaultState();
  TimeStepper stepper(pendulum.system, *integrator);
  stepper.initialize(state);
  run.samples.push_back(pendulum.sample(stepper.getState()));
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
      run.samples.push_back(pendulum.sample(stepper.getState()));
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
