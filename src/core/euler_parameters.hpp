// Euler parameters p = (p0, p1, p2, p3) (a unit quaternion, scalar first; paper 000 §2.1): the rotation
// they describe and the matrices that map ṗ to an angular velocity. Used by the Euler-parameter
// coordinates of a body (src/coordinates/rpcf_ep.hpp) and by the spherical and free joints of a kinematic tree
// (src/relative/).
#pragma once

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

}  // namespace mbdae
