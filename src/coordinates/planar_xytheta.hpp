// The classical planar reference-point coordinates (paper 003 §1, the formulation planar NACF is
// compared with): q_i = (x, y, θ), the body-frame origin and the rotation angle about z, three
// coordinates and no intrinsic constraint per body. A(θ) is trigonometric, so a body point's
// acceleration has the centripetal term −θ̇² A ū. The mass matrix is constant and diagonal, and
// Q_v = 0, when the body frame's origin is the centre of mass (as in every built-in planar model);
// with an offset centre of mass ū_G it is
//   M = [[m I₂, m ∂(Aū_G)/∂θ], [sym., I_zz + m |ū_G|²]],  Q_v = (m θ̇² A ū_G, 0),
// so the type reports a configuration-dependent mass matrix.
#pragma once

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

class PlanarAngleCoordinates final : public CoordinateType {
 public:
  const char* name() const override { return "planar-xytheta"; }
  int size() const override { return 3; }
  int intrinsic_constraint_count() const override { return 0; }
  bool has_constant_mass_matrix() const override { return false; }
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
  void rotate_hessian(const BodyCoordinates& q, const Eigen::Vector3d& u, const Eigen::Vector3d& y,
                      BodyMatrix& hessian) const override;
  void rotate_rate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u, const BodyCoordinates& w,
                            BodyJacobian& jacobian) const override;
  void rotate_acceleration_term_jacobian(const BodyCoordinates& q, const BodyCoordinates& v, const Eigen::Vector3d& u,
                                         BodyJacobian& jacobian) const override;
  void angular_velocity_jacobian(const BodyCoordinates& q, BodyJacobian& jacobian) const override;

  void check_inertia(const Body& body) const override;
  void mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                   BodyMatrix& mass) const override;
  void mass_matrix_derivative(const RigidBodyInertia& inertia, const BodyCoordinates& q, const BodyCoordinates& a,
                              BodyMatrix& derivative) const override;
  void quadratic_velocity_forces(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                 const BodyCoordinates& v, BodyVector& forces) const override;

  void intrinsic_constraints(const BodyCoordinates& q, Eigen::Ref<Eigen::VectorXd> c) const override;
  void intrinsic_jacobian(const BodyCoordinates& q, IntrinsicJacobian& jacobian) const override;
  void intrinsic_gamma(const BodyCoordinates& q, const BodyCoordinates& v,
                       Eigen::Ref<Eigen::VectorXd> gamma) const override;
};

}  // namespace mbdae
