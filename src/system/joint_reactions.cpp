#include "system/joint_reactions.hpp"

namespace mbdae {

JointReactions::JointReactions(const MultibodySystem& system, std::string frame)
    : system_(system),
      frame_(std::move(frame)),
      jacobian_(system.make_constraint_jacobian()),
      joint_multipliers_(system.constraint_count()),
      forces_(system.coordinate_count()),
      twist_velocities_(system.coordinates().size()) {
  if (frame_ == "ground" || frame_ == "body_i" || frame_ == "body_j") return;
  const auto body = system.model().find_body(frame_);
  if (!body)
    throw Error(Error::Kind::usage, "no body called '" + frame_ +
                                        "' to write the reactions in: give ground, body_i, body_j or a body's name");
  frame_body_ = *body;
}

JointWrench JointReactions::wrench_at_origin(int body, const Eigen::VectorXd& q, const Eigen::VectorXd& forces) {
  const CoordinateType& type = system_.coordinates();
  const int size = type.size();
  const auto qb = q.segment(system_.body_offset(body), size);
  const auto Qb = forces.segment(system_.body_offset(body), size);
  JointWrench wrench;
  Eigen::VectorXd& column = twist_velocities_;
  for (int k = 0; k < 6; ++k) {
    const Eigen::Vector3d unit = Eigen::Vector3d::Unit(k % 3);
    type.velocities_from_twist(qb, k < 3 ? unit : Eigen::Vector3d::Zero(), k < 3 ? Eigen::Vector3d::Zero() : unit,
                               column);
    wrench[k] = column.dot(Qb);  // the power of Q_b in the k-th unit motion
  }
  return wrench;
}

void JointReactions::evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& multipliers,
                              std::vector<JointWrench>& wrenches) {
  const Model& model = system_.model();
  wrenches.assign(model.joints.size(), JointWrench::Zero());
  system_.constraint_jacobian(t, q, jacobian_);
  for (int j = 0; j < static_cast<int>(model.joints.size()); ++j) {
    const Joint& joint = model.joints[j];
    joint_multipliers_.setZero();
    for (int r = 0; r < system_.constraint_count(); ++r)
      if (system_.joint_of_row(r) == j) joint_multipliers_[r] = multipliers[r];
    forces_.noalias() = -(jacobian_.transpose() * joint_multipliers_);
    // On body_j; when that is the ground, the opposite of what the joint does to body_i, at the same point.
    const bool on_j = joint.body_j != kGround;
    const int body = on_j ? joint.body_j : joint.body_i;
    JointWrench w = wrench_at_origin(body, q, forces_);
    const Eigen::Vector3d origin = system_.body_origin(body, q);
    const Eigen::Vector3d point = system_.point_position(joint.body_j, joint.point_j, q);
    // The torque about the point: M_p = M_o − (p − o) × F.
    w.tail<3>() -= (point - origin).cross(w.head<3>());
    if (!on_j) w = -w;
    Eigen::Matrix3d axes = Eigen::Matrix3d::Identity();
    if (frame_ == "body_i" && joint.body_i != kGround) axes = system_.body_rotation(joint.body_i, q);
    if (frame_ == "body_j" && joint.body_j != kGround) axes = system_.body_rotation(joint.body_j, q);
    if (frame_body_ != kGround) axes = system_.body_rotation(frame_body_, q);
    wrenches[j].head<3>() = axes.transpose() * w.head<3>();
    wrenches[j].tail<3>() = axes.transpose() * w.tail<3>();
  }
}

}  // namespace mbdae
