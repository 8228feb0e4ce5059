// Why a run failed, told from the state it last got right. A singular matrix built from the
// constraint Jacobian (the augmented formulation's C_q M⁻¹ C_qᵀ) has three usual causes that call for
// different cures: redundant constraints (rank C_q < m: name the joints, use UKE or an index-3
// integrator), bodies whose masses or inertias lie too far apart for a factorization to tell small
// from singular (name the bodies), or a state that diverged within a too-large step (shorten it).
// The time loop (integrators/simulation.cpp) appends what this finds to the failure's message.
#pragma once

#include <Eigen/Dense>
#include <string>

#include "core/error.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

/// What a numerical failure's message gains from the rank of C_q at the last good state (t_good,
/// q_good): the redundant constraints, named, when C_q has lost rank there; for a
/// SingularConstraintMatrix with C_q of full rank, the masses or mass matrices that span too far, a
/// matrix singular at the start (t_start) itself, or divergence within the step. Starts with "; ",
/// or is empty when there is nothing to add (another kind of error, no constraints).
std::string diagnose_failure(const EquationsOfMotion& system, const Error& error, double t_start, double t_good,
                             const Eigen::VectorXd& q_good);

}  // namespace mbdae
