#include "coordinates/nacf.hpp"

#include <sstream>

namespace mbdae {
namespace {

// Slices of e = (R, a, b, c).
auto axis(const BodyCoordinates& q, int k) { return q.segment<3>(3 + 3 * k); }

}  // namespace

Eigen::Matrix3d second_moments_about_origin(const RigidBodyInertia& inertia) {
  const Eigen::Matrix3d& I_G = inertia.inertia_about_com;
  const Eigen::Matrix3d J_G = 0.5 * I_G.trace() * Eigen::Matrix3d::Identity() - I_G;
  return J_G + inertia.mass * inertia.center_of_mass * inertia.center_of_mass.transpose();
}

void NaturalAbsoluteCoordinates::coordinates_from_pose(const Eigen::Vector3d& origin,
                                                       const Eigen::Matrix3d& rotation,
                                                       Eigen::Ref<Eigen::VectorXd> q) const {
  q.segment<3>(0) = origin;
  for (int k = 0; k < 3; ++k) q.segment<3>(3 + 3 * k) = rotation.col(k);
}

void NaturalAbsoluteCoordinates::velocities_from_twist(const BodyCoordinates& q,
                                                       const Eigen::Vector3d& origin_velocity,
                                                       const Eigen::Vector3d& angular_velocity,
                                                       Eigen::Ref<Eigen::VectorXd> v) const {
  v.segment<3>(0) = origin_velocity;
  for (int k = 0; k < 3; ++k) v.segment<3>(3 + 3 * k) = angular_velocity.cross(axis(q, k));
}

// u̇_k = ω × u_k with ω = A ω̄, which stays constant while ω̄ does (ω̇ = Ȧ ω̄ = ω × ω = 0): ü_k = ω × u̇_k.
void NaturalAbsoluteCoordinates::twist_rate_term(const BodyCoordinates& q, const BodyCoordinates& v,
                                                 const Eigen::Vector3d& body_angular_velocity,
                                                 Eigen::Ref<Eigen::VectorXd> term) const {
  const Eigen::Vector3d omega = rotation(q) * body_angular_velocity;
  term.segment<3>(0).setZero();
  for (int k = 0; k < 3; ++k) term.segment<3>(3 + 3 * k) = omega.cross(v.segment<3>(3 + 3 * k));
}

Eigen::Matrix3d NaturalAbsoluteCoordinates::rotation(const BodyCoordinates& q) const {
  Eigen::Matrix3d A;
  A << axis(q, 0), axis(q, 1), axis(q, 2);
  return A;
}

// A ū = x̄ a + ȳ b + z̄ c, so ∂(A ū)/∂e = [0, x̄I, ȳI, z̄I] (paper 000, S_i of §2.2 less its first block).
void NaturalAbsoluteCoordinates::rotate_jacobian(const BodyCoordinates&, const Eigen::Vector3d& u,
                                                 BodyJacobian& jacobian) const {
  jacobian.setZero(3, 12);
  for (int k = 0; k < 3; ++k) jacobian.block<3, 3>(0, 3 + 3 * k).diagonal().setConstant(u[k]);
}

// Linear in e: no acceleration term.
Eigen::Vector3d NaturalAbsoluteCoordinates::rotate_acceleration_term(const BodyCoordinates&,
                                                                     const BodyCoordinates&,
                                                                     const Eigen::Vector3d&) const {
  return Eigen::Vector3d::Zero();
}

// For orthonormal a, b, c moving with ȧ = ω × a etc., Σ a × ȧ = Σ (ω − a (a·ω)) = 2ω, hence
// ω = ½ (a × ȧ + b × ḃ + c × ċ).
void NaturalAbsoluteCoordinates::angular_velocity_jacobian(const BodyCoordinates& q,
                                                           BodyJacobian& jacobian) const {
  jacobian.setZero(3, 12);
  for (int k = 0; k < 3; ++k) jacobian.block<3, 3>(0, 3 + 3 * k) = 0.5 * skew(axis(q, k));
}

// M_i = ∫ Sᵀ S dm (paper 000 §2.2) is the 4×4 matrix of zeroth, first and second moments of mass
// [[m, m ū_Gᵀ], [m ū_G, J_O]] expanded by ⊗ I₃. It is positive definite exactly when J_G is, i.e.
// when the body has extent in all three directions.
void NaturalAbsoluteCoordinates::check_inertia(const Body& body) const {
  const Eigen::Matrix3d J_G = 0.5 * body.inertia.inertia_about_com.trace() * Eigen::Matrix3d::Identity() -
                              body.inertia.inertia_about_com;
  const Eigen::Vector3d moments = Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(J_G).eigenvalues();
  const double scale = body.inertia.inertia_about_com.trace();
  if (!(moments.minCoeff() > 1e-12 * scale)) {
    std::ostringstream msg;
    msg << "nacf needs second moments of mass that are positive in every direction (smallest is "
        << moments.minCoeff() << " kg m^2, against a largest of " << moments.maxCoeff()
        << "; below 1e-12 of the trace counts as zero): a point mass, rod or plate has a singular NACF mass "
        << "matrix; give the body some thickness or use `coordinates=rpcf-ep`";
    throw Error(Error::Kind::model, msg.str(), body.where, "body '" + body.name + "'");
  }
}

void NaturalAbsoluteCoordinates::mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates&,
                                             BodyMatrix& mass) const {
  Eigen::Matrix4d moments;
  moments(0, 0) = inertia.mass;
  moments.block<1, 3>(0, 1) = inertia.mass * inertia.center_of_mass.transpose();
  moments.block<3, 1>(1, 0) = inertia.mass * inertia.center_of_mass;
  moments.block<3, 3>(1, 1) = second_moments_about_origin(inertia);
  mass.setZero(12, 12);
  for (int r = 0; r < 4; ++r)
    for (int c = 0; c < 4; ++c) mass.block<3, 3>(3 * r, 3 * c).diagonal().setConstant(moments(r, c));
}

// Constant mass matrix: no centrifugal or Coriolis terms (paper 000 §2.2).
void NaturalAbsoluteCoordinates::quadratic_velocity_forces(const RigidBodyInertia&, const BodyCoordinates&,
                                                           const BodyCoordinates&,
                                                           BodyVector& forces) const {
  forces.setZero(12);
}

// Φ_i = (aᵀa − 1, bᵀb − 1, cᵀc − 1, aᵀb, aᵀc, bᵀc), paper 000 §2.2.
namespace {
constexpr int kPairs[6][2] = {{0, 0}, {1, 1}, {2, 2}, {0, 1}, {0, 2}, {1, 2}};
}

void NaturalAbsoluteCoordinates::intrinsic_constraints(const BodyCoordinates& q,
                                                       Eigen::Ref<Eigen::VectorXd> c) const {
  for (int k = 0; k < 6; ++k) {
    const auto [i, j] = kPairs[k];
    c[k] = axis(q, i).dot(axis(q, j)) - (i == j ? 1.0 : 0.0);
  }
}

void NaturalAbsoluteCoordinates::intrinsic_jacobian(const BodyCoordinates& q,
                                                    IntrinsicJacobian& jacobian) const {
  jacobian.setZero(6, 12);
  for (int k = 0; k < 6; ++k) {
    const auto [i, j] = kPairs[k];
    jacobian.block<1, 3>(k, 3 + 3 * i) += axis(q, j).transpose();
    jacobian.block<1, 3>(k, 3 + 3 * j) += axis(q, i).transpose();
  }
}

// Row k, the product of axes i and j, involves their columns only.
bool NaturalAbsoluteCoordinates::intrinsic_jacobian_may_be_nonzero(int row, int col) const {
  const auto [i, j] = kPairs[row];
  const int axis_of_col = (col - 3) / 3;  // -1 for the origin's columns
  return col >= 3 && (axis_of_col == i || axis_of_col == j);
}

// Column d of axis a holds, rows ascending, ∂(a·a)/∂a_d = 2 a_d and the other axes' components d
// (∂(a·b)/∂a_d = b_d): for u rows 0, 3, 4 (u·u, u·v, u·w) = 2u_d, v_d, w_d; for v rows 1, 3, 5 =
// 2v_d, u_d, w_d; for w rows 2, 4, 5 = 2w_d, u_d, v_d. (2 a_d is a_d + a_d, as intrinsic_jacobian sums it.)
void NaturalAbsoluteCoordinates::intrinsic_jacobian_entries(const BodyCoordinates& q, double* entries) const {
  constexpr int kOthers[3][2] = {{1, 2}, {0, 2}, {0, 1}};
  for (int a = 0; a < 3; ++a)
    for (int d = 0; d < 3; ++d) {
      const double own = q[3 + 3 * a + d];
      *entries++ = own + own;
      *entries++ = q[3 + 3 * kOthers[a][0] + d];
      *entries++ = q[3 + 3 * kOthers[a][1] + d];
    }
}

// d²(xᵀy)/dt² = ẍᵀy + xᵀÿ + 2ẋᵀẏ, so γ = −2ẋᵀẏ.
void NaturalAbsoluteCoordinates::intrinsic_gamma(const BodyCoordinates&, const BodyCoordinates& v,
                                                 Eigen::Ref<Eigen::VectorXd> gamma) const {
  for (int k = 0; k < 6; ++k) {
    const auto [i, j] = kPairs[k];
    gamma[k] = -2.0 * axis(v, i).dot(axis(v, j));
  }
}

}  // namespace mbdae
