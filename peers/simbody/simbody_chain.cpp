#include "simbody_chain.hpp"

#include <cmath>
#include <stdexcept>
#include <vector>

#include "simbody_stepping.hpp"

namespace mbdae::peers {
namespace {

using namespace SimTK;

// The chain's Simbody system: link i joined to link i − 1 (link 1 to the ground origin) at its −x end,
// the parent's +x end. Written out from the model files' comments rather than read from them, so that
// the peer is an independent check of mbdae's models (the test compares the tips).
struct Chain {
  MultibodySystem system;
  SimbodyMatterSubsystem matter{system};
  GeneralForceSubsystem forces{system};
  Force::UniformGravity gravity{forces, matter, Vec3(0, 0, -9.81)};
  std::vector<MobilizedBody> links;
  double half_length = 0.5;

  explicit Chain(const ChainModel& model) : half_length(model.length / 2) {
    if (model.links < 1) throw std::invalid_argument("a chain needs at least one link");
    if (model.kind != "spherical" && model.kind != "revolute")
      throw std::invalid_argument("unknown chain '" + model.kind + "' (spherical, revolute)");
    // Box about its centre: m w²/6 about the link (x), m (L² + w²)/12 across it.
    const double across = model.mass * (model.length * model.length + model.width * model.width) / 12;
    const Body::Rigid box(MassProperties(model.mass, Vec3(0), Inertia(model.mass * model.width * model.width / 6,
                                                                       across, across)));
    const Transform minus_end(Vec3(-half_length, 0, 0)), plus_end(Vec3(half_length, 0, 0));
    // spherical_chain: at rest the links lie on a horizontal arc, each turned by `turn` about z from
    // the one before; a Ball's quaternion is the child's rotation relative to the parent (frames
    // parallel to the bodies'), so each default rotation is that one turn.
    // revolute_chain: hinges about the ground y axis, the chain horizontal along +x. A Pin turns about
    // the z axes of its frames, so they are the body frames turned to put z along y.
    const double turn = model.arc_deg * Pi / 180 / model.links;
    const Rotation z_to_y(-Pi / 2, XAxis);  // its z axis is the body's y axis
    for (int i = 0; i < model.links; ++i) {
      MobilizedBody& parent = i == 0 ? static_cast<MobilizedBody&>(matter.Ground()) : links.back();
      const Transform parent_frame = i == 0 ? Transform() : plus_end;
      if (model.kind == "spherical") {
        MobilizedBody::Ball ball(parent, parent_frame, box, minus_end);
        if (i > 0) ball.setDefaultRotation(Rotation(turn, ZAxis));
        links.push_back(ball);
      } else {
        links.push_back(MobilizedBody::Pin(parent, Transform(z_to_y, parent_frame.p()), box,
                                           Transform(z_to_y, minus_end.p())));
      }
    }
    system.realizeTopology();
  }

  TipSample sample(const State& state) const {
    system.realize(state, Stage::Dynamics);
    const Vec3 tip = links.back().findStationLocationInGround(state, Vec3(half_length, 0, 0));
    return {state.getTime(), {tip[0], tip[1], tip[2]}, system.calcEnergy(state)};
  }
};

}  // namespace

TipRun run_simbody_chain(const ChainModel& model, const std::string& integrator, double accuracy, double t_end,
                         double output_every, double time_limit_s) {
  Chain chain(model);
  return step_simbody(
      chain.system, chain.system.getDefaultState(), [&](const State& state) { return chain.sample(state); },
      integrator, accuracy, t_end, output_every, time_limit_s);
}

}  // namespace mbdae::peers
