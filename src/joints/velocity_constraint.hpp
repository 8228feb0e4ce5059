// Velocity-level (nonholonomic) joint rows A(q) v = 0, such as rolling without slipping: they have no
// position-level form, so they cannot be written as the attached-vector equations of joint_equation.hpp
// and a joint kind computes them itself (src/joints/rolling_sphere.cpp). It does so from its two bodies'
// kinematics, BodyMotion below, which MultibodySystem provides through its coordinate type: the rows
// hold in every coordinate type, and the system calls each such joint once per evaluation.
#pragma once

#include <Eigen/Dense>
#include <array>

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

/// One of a joint's two bodies at the state being evaluated, seen through the system's coordinate type
/// (coordinate_type.hpp's primitives): its frame, and the Jacobians and acceleration terms of its
/// points r = R + A ū and directions A ū. The ground is the fixed frame (A = I, R = 0) and has no
/// coordinates.
class BodyMotion {
 public:
  /// The ground.
  BodyMotion() = default;
  /// The body whose coordinates start at `offset` in q (and in v; v is null when only the rows, not
  /// their rates, are wanted).
  BodyMotion(const CoordinateType& coordinates, const Eigen::VectorXd& q, const Eigen::VectorXd* v, int offset)
      : coordinates_(&coordinates), q_(&q), v_(v), offset_(offset) {}

  bool is_ground() const { return coordinates_ == nullptr; }
  /// Columns of this body in a joint's rows (none for the ground).
  int coordinate_count() const { return is_ground() ? 0 : coordinates_->size(); }
  BodyCoordinates coordinates() const { return q_->segment(offset_, coordinates_->size()); }
  BodyCoordinates velocities() const { return v_->segment(offset_, coordinates_->size()); }

  /// A: columns are the body axes in the ground frame.
  Eigen::Matrix3d rotation() const {
    return is_ground() ? Eigen::Matrix3d::Identity() : coordinates_->rotation(coordinates());
  }
  /// R: the body-frame origin.
  Eigen::Vector3d origin() const { return is_ground() ? Eigen::Vector3d::Zero() : coordinates_->origin(coordinates()); }
  /// ∂r/∂q of the body point ū (a body, not the ground).
  void point_jacobian(const Eigen::Vector3d& u, BodyJacobian& jacobian) const {
    mbdae::point_jacobian(*coordinates_, coordinates(), u, jacobian);
  }
  /// ∂(A ū)/∂q of the body direction ū (a body, not the ground).
  void direction_jacobian(const Eigen::Vector3d& u, BodyJacobian& jacobian) const {
    coordinates_->rotate_jacobian(coordinates(), u, jacobian);
  }
  /// The acceleration term of A ū (and of the point ū): d²(A ū)/dt² = J q̈ + this (needs v).
  Eigen::Vector3d direction_acceleration_term(const Eigen::Vector3d& u) const {
    return coordinates_->rotate_acceleration_term(coordinates(), velocities(), u);
  }

 private:
  const CoordinateType* coordinates_ = nullptr;
  const Eigen::VectorXd* q_ = nullptr;
  const Eigen::VectorXd* v_ = nullptr;
  int offset_ = 0;
};

/// No joint removes more than the six relative degrees of freedom of its two bodies.
inline constexpr int kMaxVelocityRows = 6;
using VelocityRowsJacobian =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxVelocityRows, kMaxBodyCoordinates>;

/// A joint's velocity-level rows at one state: A's columns for each body slot (rows × the body's
/// coordinates, none for the ground) and γ = −Ȧ v, so that A v̇ = γ.
struct VelocityRows {
  std::array<VelocityRowsJacobian, 2> jacobian;
  Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxVelocityRows, 1> gamma;
};

/// The velocity-level rows of one joint, built with its equations (JointConstraint::velocity).
class VelocityConstraint {
 public:
  explicit VelocityConstraint(int rows) : rows_(rows) {}
  virtual ~VelocityConstraint() = default;

  int rows() const { return rows_; }
  /// A of the joint's bodies (slot 0 = body_i, slot 1 = body_j) and, when `with_gamma`, γ: writes
  /// out.jacobian and out.gamma, without allocating.
  virtual void evaluate(const std::array<BodyMotion, 2>& bodies, bool with_gamma, VelocityRows& out) const = 0;

 private:
  int rows_;
};

}  // namespace mbdae
