// Joint reactions from the multipliers: the force and torque each joint applies to its body_j, as a
// user reads them off a free-body diagram (`mbdae run --output-reactions`, docs/model-format.md).
//
// The joint's rows give body b the generalized force Q_b = −C_q,bᵀ λ_joint (M q̈ + C_qᵀλ = Q). A wrench
// (F, M_o) at the body's origin does the power F·v_o + M_o·ω, and a rigid motion of the body with origin
// velocity v_o and angular velocity ω has coordinate velocities T [v_o; ω] (the coordinate type's
// velocities_from_twist, column by column), so the wrench is Tᵀ Q_b: exact for every coordinate type,
// whatever it uses for rotations. The torque is then taken about the joint's point on body_j.
#pragma once

#include <Eigen/Dense>
#include <string>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

/// Force (first three) and torque (last three) on a joint's body_j, the torque about its point_j.
using JointWrench = Eigen::Matrix<double, 6, 1>;

class JointReactions {
 public:
  /// `frame`: "ground", "body_i", "body_j" (each joint's own), or a body's name: the axes the
  /// components are written in. Error{Kind::usage} for another word.
  JointReactions(const MultibodySystem& system, std::string frame);
  /// Every joint's wrench on its body_j at (t, q) with multipliers λ (one per constraint row).
  void evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& multipliers,
                std::vector<JointWrench>& wrenches);

 private:
  /// The wrench about body b's origin of the generalized force Q_b (its coordinates' part of `forces`).
  JointWrench wrench_at_origin(int body, const Eigen::VectorXd& q, const Eigen::VectorXd& forces);

  const MultibodySystem& system_;
  std::string frame_;
  int frame_body_ = kGround;  // when frame_ names a body
  SparseMatrix jacobian_;
  Eigen::VectorXd joint_multipliers_, forces_, twist_velocities_;
};

}  // namespace mbdae
