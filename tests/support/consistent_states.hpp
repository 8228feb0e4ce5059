// Random states that satisfy the constraints, for tests that compare formulations.
#pragma once

#include <Eigen/Dense>
#include <algorithm>
#include <limits>
#include <random>

#include "support/test_models.hpp"
#include "system/assembly.hpp"

namespace mbdae::testing {

/// Every body tilted by 0.3 rad about a random axis, shifted by up to 0.3 m, given a random twist,
/// then projected onto the constraints. In a planar model the axis is z and shifts and twists stay in
/// the plane.
inline void random_consistent_state(const MultibodySystem& system, std::mt19937& rng, Eigen::VectorXd& q,
                                    Eigen::VectorXd& v) {
  system.initial_state(q, v);
  const int size = system.coordinates().size();
  const bool planar = system.model().planar;
  const auto flat = [planar](Eigen::Vector3d x) {
    if (planar) x.z() = 0.0;
    return x;
  };
  for (int b = 0; b < system.body_count(); ++b) {
    const Body& body = system.model().bodies[b];
    auto qb = q.segment(system.body_offset(b), size);
    const Eigen::Vector3d axis = random_vector(rng).normalized();
    const Eigen::Matrix3d tilt = Eigen::AngleAxisd(0.3, planar ? Eigen::Vector3d::UnitZ() : axis).toRotationMatrix();
    system.coordinates().coordinates_from_pose(body.initial_position + flat(random_vector(rng, 0.3)),
                                               tilt * body.initial_rotation, qb);
    Eigen::Vector3d omega = random_vector(rng, 2.0);
    if (planar) omega.head<2>().setZero();
    system.coordinates().velocities_from_twist(qb, flat(random_vector(rng, 2.0)), omega,
                                               v.segment(system.body_offset(b), size));
  }
  assemble(system, 0.0, q, v);
}

/// The round-off an acceleration solve of M q̈ + C_qᵀλ = Q can leave at a state, beyond a relative
/// 1e-10 of the answer. Each force term carries a relative error ε; the smallest eigenvalue of the mass
/// matrix (of those not zero) turns that into ε |F| / m_min of acceleration, and the mass matrix's spread into
/// ε |F| m_max / m_min of multiplier (|F| the largest of |Q|∞ and |C_qᵀλ|∞). On well-scaled models
/// this is far below 1e-10 of the answer; where stiff springs load bodies with small inertias (the
/// flyball governor's bars, 2.5e-6 kg m² across their natural coordinates' vectors, under spring
/// forces of 1e5 N) it is the larger. The factor 10 is the sum's growth over a few terms.
struct SolveRoundOff {
  double acceleration = 0.0, multiplier = 0.0;
};

inline SolveRoundOff solve_round_off(const MultibodySystem& system, double t, const Eigen::VectorXd& q,
                                     const Eigen::VectorXd& v, const Eigen::VectorXd& multipliers) {
  SparseMatrix mass = system.make_mass_matrix(), jacobian = system.make_constraint_jacobian();
  system.mass_matrix(q, mass);
  system.constraint_jacobian(t, q, jacobian);
  Eigen::VectorXd forces(system.coordinate_count());
  system.generalized_forces(t, q, v, forces);
  const Eigen::VectorXd reactions = jacobian.transpose() * multipliers;
  const double force = std::max(forces.cwiseAbs().maxCoeff(), reactions.cwiseAbs().maxCoeff());
  // Directions without mass (an Euler-parameter body's along p, fixed by its normalization constraint)
  // aside: the smallest of the others.
  const Eigen::VectorXd masses = Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(Eigen::MatrixXd(mass)).eigenvalues();
  const double largest = masses.maxCoeff();
  double smallest = largest;
  for (const double m : masses)
    if (m > 1e-12 * largest) smallest = std::min(smallest, m);
  const double epsilon = std::numeric_limits<double>::epsilon();
  return {10 * epsilon * force / smallest, 10 * epsilon * force * largest / smallest};
}

}  // namespace mbdae::testing
