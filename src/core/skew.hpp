// The cross-product matrix, shared by the coordinate types, the joints' tree motions and the recursive
// dynamics of relative coordinates.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

/// skew(x) y = x × y.
inline Eigen::Matrix3d skew(const Eigen::Vector3d& x) {
  Eigen::Matrix3d s;
  s << 0, -x.z(), x.y(), x.z(), 0, -x.x(), -x.y(), x.x(), 0;
  return s;
}

}  // namespace mbdae
