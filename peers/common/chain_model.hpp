// The scaling chains models/spherical_chain.yaml and models/revolute_chain.yaml as the peers build
// them: the parameters, with the models' defaults. Each peer writes the mechanism out from the model
// files' comments rather than reading the files, so that it is an independent check of mbdae's models
// (the peers' tests compare the tips).
//
// Link i (a slender box, length × width × width, its mass spread evenly) is joined at its −x end to
// the +x end of link i − 1, link 1 to the ground origin. spherical_chain: ball joints; at rest the
// links lie on a horizontal arc, each turned by arc/n about z from the one before. revolute_chain:
// hinges about the ground y axis, the chain horizontal along +x. Gravity 9.81 m/s² along −z.
#pragma once

#include <string>

namespace mbdae::peers {

struct ChainModel {
  std::string kind = "spherical";  // "spherical" (spherical_chain) or "revolute" (revolute_chain)
  int links = 10;
  double length = 1.0, width = 0.05, mass = 1.0;
  double arc_deg = 90.0;  // spherical only: the angle the chain turns through, link 1 to link n + 1
};

}  // namespace mbdae::peers
