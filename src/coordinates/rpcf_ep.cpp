#include "coordinates/rpcf_ep.hpp"

#include <Eigen/Geometry>

#include "core/euler_parameters.hpp"

namespace mbdae {
namespace {

Eigen::Vector4d euler_parameters(const BodyCoordinates& q) { return q.segment<4>(3); }

// The rotation part of A(p) = I + Q(p) is the homogeneous quadratic Q(p) = 2 p0 ẽ + 2 ẽẽ.
// Because Q is quadratic, dA/dt = 2 B(p, ṗ) and d²A/dt² = 2 B(p, p̈) + 2 Q(ṗ), with the symmetric
// bilinear form B(p, s) = p0 s̃ + s0 ẽ + ẽ s̃ + s̃ ẽ.
Eigen::Matrix3d rotation_rate(const Eigen::Vector4d& p, const Eigen::Vector4d& pdot) {
  const Eigen::Matrix3d e = skew(p.tail<3>());
  const Eigen::Matrix3d s = skew(pdot.tail<3>());
  return 2.0 * (p[0] * s + pdot[0] * e + e * s + s * e);
}

}  // namespace

Eigen::Matrix<double, 3, 4> local_angular_velocity_matrix(const Eigen::Vector4d& p) {
  Eigen::Matrix<double, 3, 4> G;
  G.col(0) = -p.tail<3>();
  G.rightCols<3>() = p[0] * Eigen::Matrix3d::Identity() - skew(p.tail<3>());
  return 2.0 * G;
}

void EulerParameterCoordinates::coordinates_from_pose(const Eigen::Vector3d& origin,
                                                      const Eigen::Matrix3d& rotation,
                                                      Eigen::Ref<Eigen::VectorXd> q) const {
  Eigen::Quaterniond quaternion(rotation);
  quaternion.normalize();
  if (quaternion.w() < 0) quaternion.coeffs() *= -1.0;  // p0 >= 0 by convention
  q.segment<3>(0) = origin;
  q.segment<4>(3) << quaternion.w(), quaternion.x(), quaternion.y(), quaternion.z();
}

// ω̄ = Ḡ ṗ and Ḡ Ḡᵀ = 4 I with Ḡ p = 0, so the tangent ṗ = ¼ Ḡᵀ ω̄ = ¼ Ḡᵀ Aᵀ ω.
void EulerParameterCoordinates::velocities_from_twist(const BodyCoordinates& q,
                                                      const Eigen::Vector3d& origin_velocity,
                                                      const Eigen::Vector3d& angular_velocity,
                                                      Eigen::Ref<Eigen::VectorXd> v) const {
  const Eigen::Vector4d p = euler_parameters(q);
  v.segment<3>(0) = origin_velocity;
  v.segment<4>(3) = 0.25 * local_angular_velocity_matrix(p).transpose() *
                    (rotation(q).transpose() * angular_velocity);
}

// ṗ = ¼ Ḡ(p)ᵀ ω̄ with Ḡ linear in p, so at constant ω̄: p̈ = ¼ Ḡ(ṗ)ᵀ ω̄ (= −¼ |ω̄|² p on the manifold).
void EulerParameterCoordinates::twist_rate_term(const BodyCoordinates&, const BodyCoordinates& v,
                                                const Eigen::Vector3d& body_angular_velocity,
                                                Eigen::Ref<Eigen::VectorXd> term) const {
  term.segment<3>(0).setZero();
  term.segment<4>(3) = 0.25 * local_angular_velocity_matrix(v.segment<4>(3)).transpose() * body_angular_velocity;
}

// Paper 000 §2.1, A(p) with entries 1 − 2p2² − 2p3², 2(p1p2 − p0p3), …
Eigen::Matrix3d EulerParameterCoordinates::rotation(const BodyCoordinates& q) const {
  // I + 2 p0 ẽ + 2 ẽẽ with ẽẽ = e eᵀ − |e|² I: the same matrix without the product of two skew
  // matrices (A is evaluated several times per acceleration solve).
  return rotation_from_euler_parameters(euler_parameters(q));
}

// A ū = ū + 2 p0 (e × ū) + 2 e × (e × ū): the same A applied without forming it.
Eigen::Vector3d EulerParameterCoordinates::rotate(const BodyCoordinates& q, const Eigen::Vector3d& u) const {
  const Eigen::Vector4d p = euler_parameters(q);
  const Eigen::Vector3d e = p.tail<3>();
  const Eigen::Vector3d e_cross_u = e.cross(u);
  return u + 2.0 * (p[0] * e_cross_u + e.cross(e_cross_u));
}

// ∂(A ū)/∂p_k = 2 B(p, ê_k) ū, written with cross products: column p0 is 2 e × ū, column of e_k is
// 2 (p0 ê_k × ū + e × (ê_k × ū) + ê_k × (e × ū)).
void EulerParameterCoordinates::rotate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                                                BodyJacobian& jacobian) const {
  const Eigen::Vector4d p = euler_parameters(q);
  const Eigen::Vector3d e = p.tail<3>();
  const Eigen::Vector3d e_cross_u = e.cross(u);
  jacobian.setZero(3, 7);
  jacobian.col(3) = 2.0 * e_cross_u;
  for (int k = 0; k < 3; ++k) {
    const Eigen::Vector3d unit = Eigen::Vector3d::Unit(k);
    jacobian.col(4 + k) = 2.0 * (p[0] * unit.cross(u) + e.cross(unit.cross(u)) + unit.cross(e_cross_u));
  }
}

// (dJ/dt) ṗ = 2 Q(ṗ) ū = 4 ṗ0 ė × ū + 4 ė × (ė × ū).
Eigen::Vector3d EulerParameterCoordinates::rotate_acceleration_term(const BodyCoordinates&,
                                                                    const BodyCoordinates& v,
                                                                    const Eigen::Vector3d& u) const {
  const Eigen::Vector4d pdot = euler_parameters(v);
  const Eigen::Vector3d edot = pdot.tail<3>();
  const Eigen::Vector3d edot_cross_u = edot.cross(u);
  return 4.0 * pdot[0] * edot_cross_u + 4.0 * edot.cross(edot_cross_u);
}

// A ū is quadratic in p, so its Jacobian J(p) = [∂(A ū)/∂p_k] = [2 B(p, ê_k) ū] is linear in p and
// every second derivative is constant: ∂²(A ū)/∂p_j∂p_k = 2 B(ê_j, ê_k) ū, which is column k of J
// evaluated at p = ê_j. Hence Σ_i y_i ∂²(A ū)_i/∂p² has column j = J(ê_j)ᵀ y, and
// ∂(J(p) w)/∂p = ∂(2 B(p, w) ū)/∂p = J(w) (B is symmetric).
void EulerParameterCoordinates::rotate_hessian(const BodyCoordinates&, const Eigen::Vector3d& u,
                                               const Eigen::Vector3d& y, BodyMatrix& hessian) const {
  hessian.setZero(7, 7);
  Eigen::Matrix<double, 7, 1> unit = Eigen::Matrix<double, 7, 1>::Zero();
  BodyJacobian jacobian;
  for (int j = 0; j < 4; ++j) {
    unit[3 + j] = 1.0;
    rotate_jacobian(unit, u, jacobian);
    hessian.col(3 + j) = jacobian.transpose() * y;
    unit[3 + j] = 0.0;
  }
}

void EulerParameterCoordinates::rotate_rate_jacobian(const BodyCoordinates&, const Eigen::Vector3d& u,
                                                     const BodyCoordinates& w, BodyJacobian& jacobian) const {
  rotate_jacobian(w, u, jacobian);  // reads w's Euler-parameter part only; origin columns zero
}

// (dJ/dt) ṗ = 2 Q(ṗ) ū does not depend on p.
void EulerParameterCoordinates::rotate_acceleration_term_jacobian(const BodyCoordinates&, const BodyCoordinates&,
                                                                  const Eigen::Vector3d&, BodyJacobian& jacobian) const {
  jacobian.setZero(3, 7);
}

// ω = A ω̄ = A Ḡ ṗ = G ṗ with G = 2[−e, p0 I + ẽ].
void EulerParameterCoordinates::angular_velocity_jacobian(const BodyCoordinates& q,
                                                          BodyJacobian& jacobian) const {
  const Eigen::Vector4d p = euler_parameters(q);
  jacobian.setZero(3, 7);
  jacobian.col(3) = -2.0 * p.tail<3>();
  jacobian.block<3, 3>(0, 4) = 2.0 * (p[0] * Eigen::Matrix3d::Identity() + skew(p.tail<3>()));
}

namespace {
// Inertia tensor about the body-frame origin, Ī_O = Ī_G + m (ūᵀū I − ū ūᵀ) (parallel axes).
Eigen::Matrix3d inertia_about_origin(const RigidBodyInertia& inertia) {
  const Eigen::Vector3d& u = inertia.center_of_mass;
  return inertia.inertia_about_com +
         inertia.mass * (u.squaredNorm() * Eigen::Matrix3d::Identity() - u * u.transpose());
}
}  // namespace

// Paper 000 §2.1: M_i = [[m I, −m A ũ_G Ḡ], [sym, Ḡᵀ Ī_O Ḡ]], from
// T = ½ m ṘᵀṘ + m Ṙᵀ A (ω̄ × ū_G) + ½ ω̄ᵀ Ī_O ω̄ with ω̄ = Ḡ ṗ.
void EulerParameterCoordinates::mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                            BodyMatrix& mass) const {
  const Eigen::Vector4d p = euler_parameters(q);
  const Eigen::Matrix<double, 3, 4> G = local_angular_velocity_matrix(p);
  const Eigen::Matrix<double, 3, 4> coupling =
      -inertia.mass * rotation(q) * skew(inertia.center_of_mass) * G;
  mass.setZero(7, 7);
  mass.topLeftCorner<3, 3>().diagonal().setConstant(inertia.mass);
  mass.block<3, 4>(0, 3) = coupling;
  mass.block<4, 3>(3, 0) = coupling.transpose();
  mass.block<4, 4>(3, 3) = G.transpose() * inertia_about_origin(inertia) * G;
}

// ∂(M a)/∂q for the M above, a = (a_R, a_p); only the p columns are non-zero. Ḡ is linear in p with
// Ḡ(p) s = −Ḡ(s) p, so ∂(Ḡ a_p)/∂p = −Ḡ(a_p); ∂(Ḡ(p)ᵀz)/∂p has column j = Ḡ(ê_j)ᵀz; ∂(A x)/∂p is
// rotate_jacobian at ū = x; and row k of ∂(Aᵀ a_R)/∂p is a_Rᵀ ∂(A ê_k)/∂p. With x = ũ_G Ḡ a_p and
// z = m ũ_G Aᵀ a_R + Ī_O Ḡ a_p (so that (M a)_R = m a_R − m A x and (M a)_p = Ḡᵀ z):
//   ∂(M a)_R/∂p = −m ∂(A x)/∂p + m A ũ_G Ḡ(a_p),
//   ∂(M a)_p/∂p = [Ḡ(ê_j)ᵀ z]_j + Ḡᵀ (m ũ_G ∂(Aᵀ a_R)/∂p − Ī_O Ḡ(a_p)).
void EulerParameterCoordinates::mass_matrix_derivative(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                                       const BodyCoordinates& a, BodyMatrix& derivative) const {
  const Eigen::Vector4d p = euler_parameters(q);
  const Eigen::Vector3d a_R = a.head<3>();
  const Eigen::Vector4d a_p = euler_parameters(a);
  const double m = inertia.mass;
  const Eigen::Matrix3d u_G = skew(inertia.center_of_mass);
  const Eigen::Matrix3d I_O = inertia_about_origin(inertia);
  const Eigen::Matrix<double, 3, 4> G = local_angular_velocity_matrix(p);
  const Eigen::Matrix<double, 3, 4> G_of_a = local_angular_velocity_matrix(a_p);
  const Eigen::Matrix3d A = rotation(q);

  BodyJacobian jacobian;
  rotate_jacobian(q, u_G * (G * a_p), jacobian);
  Eigen::Matrix<double, 3, 4> transposed_rotation_derivative;  // ∂(Aᵀ a_R)/∂p
  BodyJacobian axis_jacobian;
  for (int k = 0; k < 3; ++k) {
    rotate_jacobian(q, Eigen::Vector3d::Unit(k), axis_jacobian);
    transposed_rotation_derivative.row(k) = a_R.transpose() * axis_jacobian.rightCols<4>();
  }
  const Eigen::Vector3d z = m * u_G * (A.transpose() * a_R) + I_O * (G * a_p);

  derivative.setZero(7, 7);
  derivative.block<3, 4>(0, 3) = -m * jacobian.rightCols<4>() + m * A * u_G * G_of_a;
  for (int j = 0; j < 4; ++j)
    derivative.block<4, 1>(3, 3 + j) = local_angular_velocity_matrix(Eigen::Vector4d::Unit(j)).transpose() * z;
  derivative.block<4, 4>(3, 3) += G.transpose() * (m * u_G * transposed_rotation_derivative - I_O * G_of_a);
}

// Q_v = ∂T/∂q − (dM/dt) q̇ for the T above, derived exactly (so that it is consistent with M off
// the unit sphere too). With w = Ḡṗ, s = w × ū_G, h = m ũ_G AᵀṘ + Ī_O w, Ȧ = dA/dt, and the
// identities Ḡ(p)ṗ = −Ḡ(ṗ)p, Ḡ(ṗ)ṗ = 0:
//   Q_v,R = −m Ȧ s,
//   Q_v,p = −2 Ḡ(ṗ)ᵀ h − m Ḡᵀ ũ_G ȦᵀṘ + m (∂(A s)/∂p)ᵀ Ṙ.
// On the constraint manifold Q_v,R equals the paper's m A ω̃̄ ũ_G ω̄, and Q_v,p differs from the
// paper's rotational term only along p, the direction of the normalization constraint's gradient
// (absorbed by its multiplier; accelerations are the same).
void EulerParameterCoordinates::quadratic_velocity_forces(const RigidBodyInertia& inertia,
                                                          const BodyCoordinates& q,
                                                          const BodyCoordinates& v,
                                                          BodyVector& forces) const {
  const Eigen::Vector4d p = euler_parameters(q);
  const Eigen::Vector4d pdot = euler_parameters(v);
  const Eigen::Vector3d Rdot = v.head<3>();
  const double m = inertia.mass;
  const Eigen::Matrix3d u_G = skew(inertia.center_of_mass);
  const Eigen::Matrix<double, 3, 4> G = local_angular_velocity_matrix(p);
  const Eigen::Matrix<double, 3, 4> Gdot = local_angular_velocity_matrix(pdot);
  const Eigen::Matrix3d A = rotation(q);
  const Eigen::Matrix3d Adot = rotation_rate(p, pdot);

  const Eigen::Vector3d w = G * pdot;
  const Eigen::Vector3d s = w.cross(inertia.center_of_mass);
  const Eigen::Vector3d h = m * u_G * A.transpose() * Rdot + inertia_about_origin(inertia) * w;

  BodyJacobian As_jacobian;
  rotate_jacobian(q, s, As_jacobian);

  forces.resize(7);
  forces.head<3>() = -m * Adot * s;
  forces.tail<4>() = -2.0 * Gdot.transpose() * h - m * G.transpose() * u_G * Adot.transpose() * Rdot +
                     m * As_jacobian.rightCols<4>().transpose() * Rdot;
}

void EulerParameterCoordinates::intrinsic_constraints(const BodyCoordinates& q,
                                                      Eigen::Ref<Eigen::VectorXd> c) const {
  c[0] = euler_parameters(q).squaredNorm() - 1.0;  // paper 000 §2.1: Φ_i = pᵀp − 1
}

void EulerParameterCoordinates::intrinsic_jacobian(const BodyCoordinates& q,
                                                   IntrinsicJacobian& jacobian) const {
  jacobian.setZero(1, 7);
  jacobian.block<1, 4>(0, 3) = 2.0 * euler_parameters(q).transpose();
}

// |p|² = 1 involves the Euler parameters only.
bool EulerParameterCoordinates::intrinsic_jacobian_may_be_nonzero(int, int col) const { return col >= 3; }

void EulerParameterCoordinates::intrinsic_gamma(const BodyCoordinates&, const BodyCoordinates& v,
                                                Eigen::Ref<Eigen::VectorXd> gamma) const {
  gamma[0] = -2.0 * euler_parameters(v).squaredNorm();
}

}  // namespace mbdae
