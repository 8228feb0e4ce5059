// mbdae's benchmark mechanisms written in MuJoCo's model language (MJCF): the paper-000 triple
// pendulum and the scaling chains, with the same bodies, inertias, joint points, initial state and
// gravity as models/*.yaml. Written out from docs/models.md and the model files' comments rather than read
// from the files, so that the peer is an independent check of mbdae's models (the tests compare the
// tips). MuJoCo integrates the joint (relative) coordinates of a kinematic tree with O(N) recursive
// dynamics, like Simbody: the peer is what these mechanisms cost in the coordinates made for them.
//
// Every model has a site named "tip" (the compared marker), no geometry (so no contacts), inertias
// given explicitly, and no damping, armature or joint limits: the same conservative system as mbdae's.
#pragma once

#include <string>

#include "chain_model.hpp"

namespace mbdae::peers {

/// The triple pendulum: three boxes (half-length 2 m along x, half-sizes 0.2 m across; 2, 3, 4 kg)
/// joined by ball joints; the tip is point D, the far end of the third body.
std::string triple_pendulum_mjcf();

/// The longest chain MJCF can hold: a kinematic tree is written as nested <body> elements, and the XML
/// parser MuJoCo 2.2 reads it with (tinyxml2) refuses elements nested about 100 deep — <mujoco>,
/// <worldbody>, one <body> per link and the last link's children. 96 links load, 97 do not (the test).
inline constexpr int kMaxMjcfChainLinks = 96;

/// spherical_chain or revolute_chain with `model`'s parameters; the tip is the +x end of the last link.
/// std::invalid_argument for an unknown kind, fewer than one link or more than kMaxMjcfChainLinks.
std::string chain_mjcf(const ChainModel& model);

}  // namespace mbdae::peers
