// Planar Natural Absolute Coordinate Formulation (paper 003 §2): q_i = (R, u, v) with R = (x, y) the
// body-frame origin and u, v the body's in-plane axes x̄, ȳ seen in the ground frame, six coordinates
// per body. It is the spatial NACF (paper 000 §2.2) restricted to the plane: a body point is
// r = R + x̄ u + ȳ v, linear in q, so the mass matrix is constant and the quadratic-velocity vector
// is zero; the redundant u, v need three intrinsic normalization conditions
//   u·u − 1 = 0,  v·v − 1 = 0,  u·v = 0.
// Handedness (v = k × u, not −k × u) is not a fourth condition: the three equations admit both
// branches, but they are disjoint (u_x v_y − u_y v_x = ±1), so a body that starts right-handed — as
// coordinates_from_pose makes it — stays so along any continuous motion that keeps the three.
#pragma once

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

class PlanarNaturalCoordinates final : public CoordinateType {
 public:
  const char* name() const override { return "planar-nacf"; }
  int size() const override { return 6; }
  int intrinsic_constraint_count() const override { return 3; }
  bool has_constant_mass_matrix() const override { return true; }
  bool has_linear_kinematics() const override { return true; }
  bool is_planar() const override { return true; }
  int translation_size() const override { return 2; }

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
  void intrinsic_gamma(const BodyCoordinates& q, const BodyCoordinates& v,
                       Eigen::Ref<Eigen::VectorXd> gamma) const override;
};

}  // namespace mbdae
