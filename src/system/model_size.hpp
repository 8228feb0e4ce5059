// A mechanism's size: the length that says how large a position error or a constraint violation is
// for this model. The error estimate's warning threshold, global error control's target and the
// bound past which a run has left its constraints are all fractions or multiples of it.
#pragma once

#include <Eigen/Dense>

#include "system/equations_of_motion.hpp"

namespace mbdae {

/// Diagonal of the box around the ground origin, the bodies' origins, the markers and the joints'
/// points at q, m.
double model_size(const EquationsOfMotion& system, const Eigen::VectorXd& q);

}  // namespace mbdae
