// Natural Absolute Coordinate Formulation (paper 000 §2.2): q_i = e_i = (R, a, b, c), where a, b, c
// are the body axes (direction cosines) in the ground frame. A = [a b c], r = S(ū) e with
// S = [I, x̄I, ȳI, z̄I], so the kinematics is linear in e: a constant mass matrix, zero
// quadratic-velocity vector, and six orthonormality conditions per body.
#pragma once

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

class NaturalAbsoluteCoordinates final : public CoordinateType {
 public:
  const char* name() const override { return "nacf"; }
  int size() const override { return 12; }
  int intrinsic_constraint_count() const override { return 6; }
  bool has_constant_mass_matrix() const override { return true; }
  bool has_linear_kinematics() const override { return true; }

  void coordinates_from_pose(const Eigen::Vector3d& origin, const Eigen::Matrix3d& rotation,
                             Eigen::Ref<Eigen::VectorXd> q) const override;
  void velocities_from_twist(const BodyCoordinates& q, const Eigen::Vector3d& origin_velocity,
                             const Eigen::Vector3d& angular_velocity,
                             Eigen::Ref<Eigen::VectorXd> v) const override;
  void twist_rate_term(const BodyCoordinates& q, const BodyCoordinates& v, const Eigen::Vector3d& body_angular_velocity,
                       Eigen::Ref<Eigen::VectorXd> term) const override;
  Eigen::Matrix3d rotation(const BodyCoordinates& q) const override;

  void rotate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                       BodyJacobian& jacobian) const override;
  Eigen::Vector3d rotate_acceleration_term(const BodyCoordinates& q, const BodyCoordinates& v,
                                           const Eigen::Vector3d& u) const override;
  void angular_velocity_jacobian(const BodyCoordinates& q, BodyJacobian& jacobian) const override;

  void check_inertia(const Body& body) const override;
  void mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                   BodyMatrix& mass) const override;
  void quadratic_velocity_forces(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                 const BodyCoordinates& v, BodyVector& forces) const override;

  void intrinsic_constraints(const BodyCoordinates& q, Eigen::Ref<Eigen::VectorXd> c) const override;
  void intrinsic_jacobian(const BodyCoordinates& q, IntrinsicJacobian& jacobian) const override;
  bool intrinsic_jacobian_may_be_nonzero(int row, int col) const override;
  void intrinsic_jacobian_entries(const BodyCoordinates& q, double* entries) const override;
  void intrinsic_gamma(const BodyCoordinates& q, const BodyCoordinates& v,
                       Eigen::Ref<Eigen::VectorXd> gamma) const override;
};

/// Second moments of mass about the body-frame origin, J_O = ∫ ū ūᵀ dm, from the inertia tensor
/// about the centre of mass: J_G = ½ tr(I_G) 1 − I_G, J_O = J_G + m ū_G ū_Gᵀ.
Eigen::Matrix3d second_moments_about_origin(const RigidBodyInertia& inertia);

}  // namespace mbdae
