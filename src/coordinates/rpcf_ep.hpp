// Reference Point Coordinate Formulation with Euler Parameters (paper 000 §2.1): q_i = (R, p) with
// p = (p0, p1, p2, p3) a unit quaternion, scalar first. A(p) = I + 2 p0 ẽ + 2 ẽẽ (e = (p1, p2, p3)),
// which is the paper's matrix written compactly; ω̄ = Ḡ ṗ with Ḡ = 2[−e, p0 I − ẽ]; one
// normalization constraint pᵀp − 1 = 0 per body.
#pragma once

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

class EulerParameterCoordinates final : public CoordinateType {
 public:
  const char* name() const override { return "rpcf-ep"; }
  int size() const override { return 7; }
  int intrinsic_constraint_count() const override { return 1; }
  bool has_constant_mass_matrix() const override { return false; }

  void coordinates_from_pose(const Eigen::Vector3d& origin, const Eigen::Matrix3d& rotation,
                             Eigen::Ref<Eigen::VectorXd> q) const override;
  void velocities_from_twist(const BodyCoordinates& q, const Eigen::Vector3d& origin_velocity,
                             const Eigen::Vector3d& angular_velocity,
                             Eigen::Ref<Eigen::VectorXd> v) const override;
  void twist_rate_term(const BodyCoordinates& q, const BodyCoordinates& v, const Eigen::Vector3d& body_angular_velocity,
                       Eigen::Ref<Eigen::VectorXd> term) const override;
  Eigen::Matrix3d rotation(const BodyCoordinates& q) const override;
  Eigen::Vector3d rotate(const BodyCoordinates& q, const Eigen::Vector3d& u) const override;

  void rotate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                       BodyJacobian& jacobian) const override;
  Eigen::Vector3d rotate_acceleration_term(const BodyCoordinates& q, const BodyCoordinates& v,
                                           const Eigen::Vector3d& u) const override;
  void rotate_hessian(const BodyCoordinates& q, const Eigen::Vector3d& u, const Eigen::Vector3d& y,
                      BodyMatrix& hessian) const override;
  void rotate_rate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u, const BodyCoordinates& w,
                            BodyJacobian& jacobian) const override;
  void rotate_acceleration_term_jacobian(const BodyCoordinates& q, const BodyCoordinates& v, const Eigen::Vector3d& u,
                                         BodyJacobian& jacobian) const override;
  void angular_velocity_jacobian(const BodyCoordinates& q, BodyJacobian& jacobian) const override;

  void mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                   BodyMatrix& mass) const override;
  void mass_matrix_derivative(const RigidBodyInertia& inertia, const BodyCoordinates& q, const BodyCoordinates& a,
                              BodyMatrix& derivative) const override;
  void quadratic_velocity_forces(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                 const BodyCoordinates& v, BodyVector& forces) const override;

  void intrinsic_constraints(const BodyCoordinates& q, Eigen::Ref<Eigen::VectorXd> c) const override;
  void intrinsic_jacobian(const BodyCoordinates& q, IntrinsicJacobian& jacobian) const override;
  bool intrinsic_jacobian_may_be_nonzero(int row, int col) const override;
  void intrinsic_gamma(const BodyCoordinates& q, const BodyCoordinates& v,
                       Eigen::Ref<Eigen::VectorXd> gamma) const override;
};

/// Ḡ(p) = 2[−e, p0 I − ẽ] (paper 000 §2.1): ω̄ = Ḡ ṗ is the angular velocity in body axes.
Eigen::Matrix<double, 3, 4> local_angular_velocity_matrix(const Eigen::Vector4d& p);

}  // namespace mbdae
