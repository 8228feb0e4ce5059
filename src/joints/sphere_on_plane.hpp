// A sphere on a plane without friction: body_j is a sphere of `radius` centred at point_j that stays in
// contact with the plane of body_i through point_i with unit normal axis_i, sliding and turning freely
// on it. One holonomic equation, the centre stays `radius` above the plane (sphere_and_plane.hpp): a
// wheel on a frictionless floor, which the index-3 formulations take (rolling_sphere adds the no-slip
// rows, which they cannot). No place in a planar model.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: sphere_on_plane` in model files.
extern const JointKind sphere_on_plane_joint;

}  // namespace mbdae
