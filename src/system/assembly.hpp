// Consistent initial conditions: the model's positions and velocities projected onto the position-
// and velocity-level constraints with the smallest correction (in the Euclidean norm of q and v).
#pragma once

#include <Eigen/Dense>

#include "system/multibody_system.hpp"

namespace mbdae {

struct AssemblyOptions {
  double position_tolerance = 1e-12;  // max |C_k| accepted
  double velocity_tolerance = 1e-12;  // max |(C_q v + C_t)_k| accepted
  int max_iterations = 50;
};

struct AssemblyReport {
  double position_correction = 0.0;  // |q_assembled − q_given|
  double velocity_correction = 0.0;  // |v_assembled − v_given|
  double position_residual = 0.0;    // max |C_k| after assembly
  double velocity_residual = 0.0;    // max |C_q v + C_t| after assembly
  int newton_iterations = 0;
  /// In physical terms: the largest distance a body origin or marker moved (m), which body moved it,
  /// and the mechanical energy of the state as given and as assembled (J).
  double largest_move = 0.0;
  int moved_body = -1;
  double given_energy = 0.0;
  double assembled_energy = 0.0;
};

/// Projects (q, v) at time t onto C(q, t) = 0 by Newton's method with minimum-norm steps
/// Δq = −C_qᵀ (C_q C_qᵀ)⁻¹ C, then v onto C_q v + C_t = 0 by the minimum-norm correction.
/// Redundant (linearly dependent but consistent) constraints are accepted. Throws Error{Kind::assembly}
/// naming the constraint with the largest residual when it cannot be done.
AssemblyReport assemble(const EquationsOfMotion& system, double t, Eigen::VectorXd& q, Eigen::VectorXd& v,
                        const AssemblyOptions& options = {});

/// Degrees of freedom at q: n − rank C_q.
int degrees_of_freedom(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q);

}  // namespace mbdae
