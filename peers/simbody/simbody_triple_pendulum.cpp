#include "simbody_triple_pendulum.hpp"

#include "simbody_stepping.hpp"

namespace mbdae::peers {
namespace {

using namespace SimTK;

// The boxes of paper 000 (docs/models.md, models/triple_pendulum.yaml): half-length L along body x, half-sizes
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

}  // namespace

TipRun run_simbody_triple_pendulum(const std::string& integrator_name, double accuracy, double t_end,
                                       double output_every) {
  TriplePendulum pendulum;
  return step_simbody(
      pendulum.system, pendulum.system.getDefaultState(),
      [&](const State& state) { return pendulum.sample(state); }, integrator_name, accuracy, t_end, output_every);
}

}  // namespace mbdae::peers
