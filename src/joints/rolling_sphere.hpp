// A rolling sphere: body_j is a sphere of `radius` centred at point_j that rolls without slipping on
// the plane of body_i through point_i with unit normal axis_i (pointing to the sphere's side): one
// holonomic equation (the centre stays `radius` above the plane) and two velocity-level ones (the
// sphere's material point at the contact moves with the plane's material point there), which have no
// position-level form: a nonholonomic constraint (velocity_constraint.hpp). No place in a planar model.
#pragma once

#include "joints/joint_kinds.hpp"

namespace mbdae {

/// `type: rolling_sphere` in model files.
extern const JointKind rolling_sphere_joint;

}  // namespace mbdae
