#include "coordinates/planar_nacf.hpp"

#include <sstream>

#include "coordinates/nacf.hpp"

namespace mbdae {
namespace {

// Slices of q = (R, u, v): axis 0 is u, axis 1 is v.
auto axis(const BodyCoordinates& q, int k) { return q.segment<2>(2 + 2 * k); }

// The in-plane block of the second moments J_O = ∫ ū ūᵀ dm about the body-frame origin. On the
// manifold only its trace J_xx + J_yy = I_zz (about the origin) enters the kinetic energy, as it must.
Eigen::Matrix2d planar_second_moments(const RigidBodyInertia& inertia) {
  return second_moments_about_origin(inertia).topLeftCorner<2, 2>();
}

// The unit normal to the plane turned through a right angle: k × (x, y) = (−y, x).
Eigen::Vector2d perpendicular(const Eigen::Vector2d& x) { return {-x.y(), x.x()}; }

}  // namespace

void PlanarNaturalCoordinates::coordinates_from_pose(const Eigen::Vector3d& origin,
                                                     const Eigen::Matrix3d& rotation,
                                                     Eigen::Ref<Eigen::VectorXd> q) const {
  q.head<2>() = origin.head<2>();
  q.segment<2>(2) = rotation.col(0).head<2>();
  q.segment<2>(4) = rotation.col(1).head<2>();
}

// A planar body turns about z only: u̇ = ω_z k × u, v̇ = ω_z k × v.
void PlanarNaturalCoordinates::velocities_from_twist(const BodyCoordinates& q,
                                                     const Eigen::Vector3d& origin_velocity,
                                                     const Eigen::Vector3d& angular_velocity,
                                                     Eigen::Ref<Eigen::VectorXd> v) const {
  v.head<2>() = origin_velocity.head<2>();
  for (int k = 0; k < 2; ++k) v.segment<2>(2 + 2 * k) = angular_velocity.z() * perpendicular(axis(q, k));
}

// u̇_k = ω ẑ × u_k, so at constant ω: ü_k = ω ẑ × u̇_k.
void PlanarNaturalCoordinates::twist_rate_term(const BodyCoordinates&, const BodyCoordinates& v,
                                               const Eigen::Vector3d& body_angular_velocity,
                                               Eigen::Ref<Eigen::VectorXd> term) const {
  term.head<2>().setZero();
  for (int k = 0; k < 2; ++k)
    term.segment<2>(2 + 2 * k) = body_angular_velocity.z() * perpendicular(v.segment<2>(2 + 2 * k));
}

Eigen::Matrix3d PlanarNaturalCoordinates::rotation(const BodyCoordinates& q) const {
  Eigen::Matrix3d A = Eigen::Matrix3d::Identity();
  A.block<2, 1>(0, 0) = axis(q, 0);
  A.block<2, 1>(0, 1) = axis(q, 1);
  return A;
}

// A ū = x̄ u + ȳ v + z̄ k: ∂(A ū)/∂(u, v) = [x̄ I₂, ȳ I₂] in the x, y rows (paper 003 §2, S_i less its
// first block); the z row is zero.
void PlanarNaturalCoordinates::rotate_jacobian(const BodyCoordinates&, const Eigen::Vector3d& u,
                                               BodyJacobian& jacobian) const {
  jacobian.setZero(3, 6);
  for (int k = 0; k < 2; ++k) jacobian.block<2, 2>(0, 2 + 2 * k).diagonal().setConstant(u[k]);
}

// Linear in q: no acceleration term.
Eigen::Vector3d PlanarNaturalCoordinates::rotate_acceleration_term(const BodyCoordinates&, const BodyCoordinates&,
                                                                   const Eigen::Vector3d&) const {
  return Eigen::Vector3d::Zero();
}

// For orthonormal u, v turning with u̇ = ω k × u, (u × u̇)_z = ω |u|² = ω, so
// ω_z = ½ ((u × u̇)_z + (v × v̇)_z), the planar form of NACF's ω = ½ Σ a × ȧ.
void PlanarNaturalCoordinates::angular_velocity_jacobian(const BodyCoordinates& q,
                                                         BodyJacobian& jacobian) const {
  jacobian.setZero(3, 6);
  for (int k = 0; k < 2; ++k) jacobian.block<1, 2>(2, 2 + 2 * k) = 0.5 * perpendicular(axis(q, k)).transpose();
}

// M_i = [[m, m ū_Gᵀ], [m ū_G, J_O]] ⊗ I₂ (3 × 3 moments, in-plane), positive definite exactly when the
// in-plane second moments about the centre of mass are: a point mass has none.
void PlanarNaturalCoordinates::check_inertia(const Body& body) const {
  RigidBodyInertia about_com = body.inertia;
  about_com.center_of_mass.setZero();
  const Eigen::Vector2d moments =
      Eigen::SelfAdjointEigenSolver<Eigen::Matrix2d>(planar_second_moments(about_com)).eigenvalues();
  const double scale = body.inertia.inertia_about_com(2, 2);
  if (!(moments.minCoeff() > 1e-12 * scale) || !(scale > 0.0)) {
    std::ostringstream msg;
    msg << "planar-nacf needs in-plane second moments of mass that are positive in every direction "
           "(smallest is "
        << moments.minCoeff() << " kg m^2): a point mass or a rod has a singular planar NACF mass matrix; "
        << "give the body a moment of inertia about its centre of mass";
    throw Error(Error::Kind::model, msg.str(), body.where, "body '" + body.name + "'");
  }
}

void PlanarNaturalCoordinates::mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates&,
                                           BodyMatrix& mass) const {
  Eigen::Matrix3d moments;
  moments(0, 0) = inertia.mass;
  moments.block<1, 2>(0, 1) = inertia.mass * inertia.center_of_mass.head<2>().transpose();
  moments.block<2, 1>(1, 0) = inertia.mass * inertia.center_of_mass.head<2>();
  moments.block<2, 2>(1, 1) = planar_second_moments(inertia);
  mass.setZero(6, 6);
  for (int r = 0; r < 3; ++r)
    for (int c = 0; c < 3; ++c) mass.block<2, 2>(2 * r, 2 * c).diagonal().setConstant(moments(r, c));
}

// Constant mass matrix: no centrifugal or Coriolis terms (paper 003 §2).
void PlanarNaturalCoordinates::quadratic_velocity_forces(const RigidBodyInertia&, const BodyCoordinates&,
                                                         const BodyCoordinates&, BodyVector& forces) const {
  forces.setZero(6);
}

// Φ_i = (uᵀu − 1, vᵀv − 1, uᵀv), paper 003 §2.
namespace {
constexpr int kPairs[3][2] = {{0, 0}, {1, 1}, {0, 1}};
}

void PlanarNaturalCoordinates::intrinsic_constraints(const BodyCoordinates& q,
                                                     Eigen::Ref<Eigen::VectorXd> c) const {
  for (int k = 0; k < 3; ++k) {
    const auto [i, j] = kPairs[k];
    c[k] = axis(q, i).dot(axis(q, j)) - (i == j ? 1.0 : 0.0);
  }
}

void PlanarNaturalCoordinates::intrinsic_jacobian(const BodyCoordinates& q, IntrinsicJacobian& jacobian) const {
  jacobian.setZero(3, 6);
  for (int k = 0; k < 3; ++k) {
    const auto [i, j] = kPairs[k];
    jacobian.block<1, 2>(k, 2 + 2 * i) += axis(q, j).transpose();
    jacobian.block<1, 2>(k, 2 + 2 * j) += axis(q, i).transpose();
  }
}

// Row k, the product of axes i and j, involves their columns only.
bool PlanarNaturalCoordinates::intrinsic_jacobian_may_be_nonzero(int row, int col) const {
  const auto [i, j] = kPairs[row];
  const int axis_of_col = (col - 2) / 2;  // -1 for the origin's columns
  return col >= 2 && (axis_of_col == i || axis_of_col == j);
}

// d²(xᵀy)/dt² = ẍᵀy + xᵀÿ + 2ẋᵀẏ, so γ = −2ẋᵀẏ.
void PlanarNaturalCoordinates::intrinsic_gamma(const BodyCoordinates&, const BodyCoordinates& v,
                                               Eigen::Ref<Eigen::VectorXd> gamma) const {
  for (int k = 0; k < 3; ++k) {
    const auto [i, j] = kPairs[k];
    gamma[k] = -2.0 * axis(v, i).dot(axis(v, j));
  }
}

}  // namespace mbdae
