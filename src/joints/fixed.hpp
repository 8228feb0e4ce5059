// A fixed joint (a weld): the points coincide and the relative orientation is locked at its initial
// value, six equations. In a planar model the points' x and y coincide and the relative angle is
// locked, three equations.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: fixed` in model files.
extern const JointKind fixed_joint;

}  // namespace mbdae
