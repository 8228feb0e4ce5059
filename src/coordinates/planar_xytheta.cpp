#include "coordinates/planar_xytheta.hpp"

#include <cmath>

namespace mbdae {
namespace {

// The in-plane part of A(θ) ū and of its derivative ∂(A ū)/∂θ = k × A ū.
Eigen::Vector2d turned(double theta, const Eigen::Vector3d& u) {
  const double c = std::cos(theta), s = std::sin(theta);
  return {c * u.x() - s * u.y(), s * u.x() + c * u.y()};
}
Eigen::Vector2d turned_derivative(double theta, const Eigen::Vector3d& u) {
  const Eigen::Vector2d a = turned(theta, u);
  return {-a.y(), a.x()};
}

}  // namespace

void PlanarAngleCoordinates::coordinates_from_pose(const Eigen::Vector3d& origin, const Eigen::Matrix3d& rotation,
                                                   Eigen::Ref<Eigen::VectorXd> q) const {
  q.head<2>() = origin.head<2>();
  q[2] = std::atan2(rotation(1, 0), rotation(0, 0));
}

void PlanarAngleCoordinates::velocities_from_twist(const BodyCoordinates&, const Eigen::Vector3d& origin_velocity,
                                                   const Eigen::Vector3d& angular_velocity,
                                                   Eigen::Ref<Eigen::VectorXd> v) const {
  v.head<2>() = origin_velocity.head<2>();
  v[2] = angular_velocity.z();
}

// q̇ = w itself: B = I, c = 0.
void PlanarAngleCoordinates::twist_rate_term(const BodyCoordinates&, const BodyCoordinates&, const Eigen::Vector3d&,
                                             Eigen::Ref<Eigen::VectorXd> term) const {
  term.head<3>().setZero();
}

Eigen::Matrix3d PlanarAngleCoordinates::rotation(const BodyCoordinates& q) const {
  return Eigen::AngleAxisd(q[2], Eigen::Vector3d::UnitZ()).toRotationMatrix();
}

void PlanarAngleCoordinates::rotate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                                             BodyJacobian& jacobian) const {
  jacobian.setZero(3, 3);
  jacobian.block<2, 1>(0, 2) = turned_derivative(q[2], u);
}

// d²(A ū)/dt² = (k × A ū) θ̈ − θ̇² A ū (in plane): the acceleration term is the centripetal −θ̇² A ū.
Eigen::Vector3d PlanarAngleCoordinates::rotate_acceleration_term(const BodyCoordinates& q, const BodyCoordinates& v,
                                                                 const Eigen::Vector3d& u) const {
  Eigen::Vector3d a = Eigen::Vector3d::Zero();
  a.head<2>() = -v[2] * v[2] * turned(q[2], u);
  return a;
}

// Only θ enters A: ∂²(A ū)/∂θ² = −A ū (in plane), so the Hessian's one entry is −y·A ū, ∂(J w)/∂θ =
// −w_θ A ū, and ∂(−θ̇² A ū)/∂θ = −θ̇² k × A ū.
void PlanarAngleCoordinates::rotate_hessian(const BodyCoordinates& q, const Eigen::Vector3d& u, const Eigen::Vector3d& y,
                                            BodyMatrix& hessian) const {
  hessian.setZero(3, 3);
  hessian(2, 2) = -y.head<2>().dot(turned(q[2], u));
}

void PlanarAngleCoordinates::rotate_rate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                                                  const BodyCoordinates& w, BodyJacobian& jacobian) const {
  jacobian.setZero(3, 3);
  jacobian.block<2, 1>(0, 2) = -w[2] * turned(q[2], u);
}

void PlanarAngleCoordinates::rotate_acceleration_term_jacobian(const BodyCoordinates& q, const BodyCoordinates& v,
                                                               const Eigen::Vector3d& u, BodyJacobian& jacobian) const {
  jacobian.setZero(3, 3);
  jacobian.block<2, 1>(0, 2) = -v[2] * v[2] * turned_derivative(q[2], u);
}

void PlanarAngleCoordinates::angular_velocity_jacobian(const BodyCoordinates&, BodyJacobian& jacobian) const {
  jacobian.setZero(3, 3);
  jacobian(2, 2) = 1.0;
}

// The angle's Schur complement in M is I_zz about the centre of mass: positive or singular.
void PlanarAngleCoordinates::check_inertia(const Body& body) const {
  if (!(body.inertia.inertia_about_com(2, 2) > 0.0))
    throw Error(Error::Kind::model,
                "planar-xytheta needs a positive moment of inertia about z through the centre of mass: a point "
                "mass has a singular mass matrix in body coordinates",
                body.where, "body '" + body.name + "'");
}

// T = ½ m |Ṙ + θ̇ ∂(Aū_G)/∂θ|² + ½ I_zz θ̇², with |∂(Aū_G)/∂θ| = |ū_G| in plane.
void PlanarAngleCoordinates::mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                         BodyMatrix& mass) const {
  const Eigen::Vector2d lever = turned_derivative(q[2], inertia.center_of_mass);
  mass.setZero(3, 3);
  mass.topLeftCorner<2, 2>().diagonal().setConstant(inertia.mass);
  mass.block<2, 1>(0, 2) = inertia.mass * lever;
  mass.block<1, 2>(2, 0) = inertia.mass * lever.transpose();
  mass(2, 2) = inertia.inertia_about_com(2, 2) + inertia.mass * inertia.center_of_mass.head<2>().squaredNorm();
}

// With s = A ū_G (in plane) and ∂²s/∂θ² = −s: (M a)_R = m a_R + m (∂s/∂θ) a_θ and (M a)_θ = m (∂s/∂θ)·a_R
// + I_O a_θ, so only the θ column of ∂(M a)/∂q is non-zero: (−m a_θ s, −m s·a_R).
void PlanarAngleCoordinates::mass_matrix_derivative(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                                    const BodyCoordinates& a, BodyMatrix& derivative) const {
  const Eigen::Vector2d s = turned(q[2], inertia.center_of_mass);
  derivative.setZero(3, 3);
  derivative.block<2, 1>(0, 2) = -inertia.mass * a[2] * s;
  derivative(2, 2) = -inertia.mass * s.dot(a.head<2>());
}

// Q_v = ∂T/∂q − Ṁ q̇. With s = A ū_G (in plane), s' = ∂s/∂θ and s'' = −s:
// Ṁ q̇ = (m s'' θ̇², m s''·Ṙ θ̇) and ∂T/∂θ = m Ṙ·s'' θ̇, so Q_v = (m θ̇² s, 0).
void PlanarAngleCoordinates::quadratic_velocity_forces(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                                       const BodyCoordinates& v, BodyVector& forces) const {
  forces.setZero(3);
  forces.head<2>() = inertia.mass * v[2] * v[2] * turned(q[2], inertia.center_of_mass);
}

// No redundant coordinates, no intrinsic constraint.
void PlanarAngleCoordinates::intrinsic_constraints(const BodyCoordinates&, Eigen::Ref<Eigen::VectorXd>) const {}
void PlanarAngleCoordinates::intrinsic_jacobian(const BodyCoordinates&, IntrinsicJacobian& jacobian) const {
  jacobian.setZero(0, 3);
}
void PlanarAngleCoordinates::intrinsic_gamma(const BodyCoordinates&, const BodyCoordinates&,
                                             Eigen::Ref<Eigen::VectorXd>) const {}

}  // namespace mbdae
