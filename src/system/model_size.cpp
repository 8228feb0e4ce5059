#include "system/model_size.hpp"

#include "model/model.hpp"

namespace mbdae {

double model_size(const EquationsOfMotion& system, const Eigen::VectorXd& q) {
  Eigen::Vector3d low = Eigen::Vector3d::Zero(), high = Eigen::Vector3d::Zero();  // the ground origin
  auto include = [&](const Eigen::Vector3d& p) {
    low = low.cwiseMin(p);
    high = high.cwiseMax(p);
  };
  for (int b = 0; b < system.body_count(); ++b) include(system.body_origin(b, q));
  for (int m = 0; m < static_cast<int>(system.model().markers.size()); ++m) include(system.marker_position(m, q));
  for (const Joint& joint : system.model().joints) {
    include(joint.body_i == kGround ? joint.point_i : system.point_position(joint.body_i, joint.point_i, q));
    include(joint.body_j == kGround ? joint.point_j : system.point_position(joint.body_j, joint.point_j, q));
  }
  return (high - low).norm();
}

}  // namespace mbdae
