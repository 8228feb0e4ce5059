// A rolling sphere: body_j is a sphere of `radius` centred at point_j that rolls without slipping on
// the plane of body_i through point_i with unit normal axis_i (pointing to the sphere's side): one
// holonomic equation (the centre stays `radius` above the plane) and two velocity-level ones (the
// sphere's material point at the contact moves with the plane's material point there), which have no
// position-level form: a nonholonomic constraint (velocity_constraint.hpp).
#pragma once

#include <memory>

#include "joints/velocity_constraint.hpp"
#include "model/model.hpp"

namespace mbdae {

/// The two velocity-level rows of a rolling_sphere joint.
std::shared_ptr<const VelocityConstraint> make_rolling_contact(const Joint& joint);

}  // namespace mbdae
