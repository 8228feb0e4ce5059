// Euler parameters p = (p0, p1, p2, p3) (a unit quaternion, scalar first; paper 000 §2.1): the rotation
// they describe and the matrices that map ṗ to an angular velocity. Used by the Euler-parameter
// coordinates of a body (src/coordinates/rpcf_ep.hpp) and by the spherical and free joints of a kinematic tree
// (src/relative/).
#pragma once

#include <cmath>

#include <Eigen/Dense>

#include "core/skew.hpp"

namespace mbdae {

/// A(p) = I + 2 p0 ẽ + 2 ẽẽ, e = (p1, p2, p3): paper 000 §2.1's matrix, written with ẽẽ = e eᵀ − |e|² I.
inline Eigen::Matrix3d rotation_from_euler_parameters(const Eigen::Vector4d& p) {
  const Eigen::Vector3d e = p.tail<3>();
  Eigen::Matrix3d A = 2.0 * (e * e.transpose() + p[0] * skew(e));
  A.diagonal().array() += 1.0 - 2.0 * e.squaredNorm();
  return A;
}

/// G(p) = 2[−e, p0 I + ẽ]: ω = G ṗ is the angular velocity in the axes A(p) rotates from (= A Ḡ ṗ).
/// G is linear in p and G(ṗ) ṗ = 0, so d(G ṗ)/dt = G p̈.
inline Eigen::Matrix<double, 3, 4> angular_velocity_matrix(const Eigen::Vector4d& p) {
  Eigen::Matrix<double, 3, 4> G;
  G.col(0) = -p.tail<3>();
  G.rightCols<3>() = p[0] * Eigen::Matrix3d::Identity() + skew(p.tail<3>());
  return 2.0 * G;
}

/// A joint of a kinematic tree whose coordinates are Euler parameters moves its child by the direction
/// of p alone, n = p/|p|: A(n), and the relative angular velocity ω = G(n) ṅ = G(p) ṗ / |p|² (G(p) p = 0
/// removes the radial part of ṗ). On the normalization pᵀp = 1 these are A(p) and G(p) ṗ; off it, where
/// an integration without a correction drifts, the child keeps its shape and place and the twist is
/// the rate of the pose. Written with A(p) and G(p) ṗ, a drift δ = |p|² − 1 distorted the child's
/// rotation, A(p) = A(n) + δ (A(n) − I), and every body beyond it, and the twists were not the poses'
/// rates: on the triple pendulum CVODE's BDF without a correction ended 10–20 times further from the
/// motion than it does now (docs/methods.md, "Relative coordinates").
struct DirectionMotion {
  Eigen::Matrix3d rotation;                 // A(p/|p|)
  Eigen::Matrix<double, 3, 4> angular;      // ∂ω/∂ṗ = G(p)/|p|²
  Eigen::Vector3d angular_rate_term;        // (d/dt ∂ω/∂ṗ) ṗ = −2 (pᵀṗ)/|p|⁴ G(p) ṗ  (G(ṗ) ṗ = 0)
};

inline DirectionMotion direction_motion(const Eigen::Vector4d& p, const Eigen::Vector4d& p_rate) {
  const double squared = p.squaredNorm();
  const Eigen::Matrix<double, 3, 4> G = angular_velocity_matrix(p);
  return {.rotation = rotation_from_euler_parameters(p / std::sqrt(squared)),
          .angular = G / squared,
          .angular_rate_term = (-2.0 * p.dot(p_rate) / (squared * squared)) * (G * p_rate)};
}

}  // namespace mbdae
