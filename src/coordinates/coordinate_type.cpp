#include "coordinates/coordinate_type.hpp"

#include <string>

#include "core/error.hpp"

namespace mbdae {

// Φ_k = qᵀS_k q − c_k gives ∂Φ_k/∂q = 2qᵀS_k, linear in q, so ∂²Φ_k/∂q² = 2S_k and its column j,
// 2S_k e_j, is the transposed Jacobian row at q = e_j: the Hessian's column j is Φ_q(e_j)ᵀλ.
void CoordinateType::intrinsic_hessian(const BodyCoordinates& q, const Eigen::Ref<const Eigen::VectorXd>& multipliers,
                                       BodyMatrix& hessian) const {
  const int n = size();
  hessian.setZero(n, n);
  if (intrinsic_constraint_count() == 0) return;
  Eigen::Matrix<double, kMaxBodyCoordinates, 1> unit = Eigen::Matrix<double, kMaxBodyCoordinates, 1>::Zero();
  IntrinsicJacobian jacobian;
  for (int j = 0; j < n; ++j) {
    unit[j] = 1.0;
    const Eigen::Map<const Eigen::VectorXd> unit_view(unit.data(), n);
    intrinsic_jacobian(unit_view, jacobian);
    hessian.col(j) = jacobian.transpose() * multipliers;
    unit[j] = 0.0;
  }
}

// --- Second derivatives: the linear-kinematics, constant-mass defaults -----------------------------

void CoordinateType::require_linear_kinematics(const char* what) const {
  if (!has_linear_kinematics())
    throw Error(Error::Kind::usage, std::string("coordinates ") + name() + " must implement " + what +
                                        ": their kinematics are not linear in q");
}

void CoordinateType::rotate_hessian(const BodyCoordinates&, const Eigen::Vector3d&, const Eigen::Vector3d&,
                                    BodyMatrix& hessian) const {
  require_linear_kinematics("rotate_hessian");
  hessian.setZero(size(), size());
}

void CoordinateType::rotate_rate_jacobian(const BodyCoordinates&, const Eigen::Vector3d&, const BodyCoordinates&,
                                          BodyJacobian& jacobian) const {
  require_linear_kinematics("rotate_rate_jacobian");
  jacobian.setZero(3, size());
}

void CoordinateType::rotate_acceleration_term_jacobian(const BodyCoordinates&, const BodyCoordinates&,
                                                       const Eigen::Vector3d&, BodyJacobian& jacobian) const {
  require_linear_kinematics("rotate_acceleration_term_jacobian");
  jacobian.setZero(3, size());
}

void CoordinateType::mass_matrix_derivative(const RigidBodyInertia&, const BodyCoordinates&, const BodyCoordinates&,
                                            BodyMatrix& derivative) const {
  if (!has_constant_mass_matrix())
    throw Error(Error::Kind::usage, std::string("coordinates ") + name() +
                                        " must implement mass_matrix_derivative: their mass matrix depends on q");
  derivative.setZero(size(), size());
}

}  // namespace mbdae

namespace mbdae {

void CoordinateType::twist_basis(const BodyCoordinates& q, Eigen::Ref<Eigen::MatrixXd> basis) const {
  const Eigen::Vector3d zero = Eigen::Vector3d::Zero();
  if (is_planar()) {
    velocities_from_twist(q, Eigen::Vector3d::UnitX(), zero, basis.col(0));
    velocities_from_twist(q, Eigen::Vector3d::UnitY(), zero, basis.col(1));
    velocities_from_twist(q, zero, Eigen::Vector3d::UnitZ(), basis.col(2));
    return;
  }
  // ω = A ω̄: the body axes are the ground-frame angular velocities of unit ω̄.
  const Eigen::Matrix3d A = rotation(q);
  for (int k = 0; k < 3; ++k) {
    velocities_from_twist(q, Eigen::Vector3d::Unit(k), zero, basis.col(k));
    velocities_from_twist(q, zero, A.col(k), basis.col(3 + k));
  }
}

void CoordinateType::twist_rate_term(const BodyCoordinates&, const BodyCoordinates&, const Eigen::Vector3d&,
                                     Eigen::Ref<Eigen::VectorXd>) const {
  throw Error(Error::Kind::usage, std::string("coordinates ") + name() +
                                      " give no quasi-velocity map (CoordinateType::twist_rate_term): the "
                                      "gibbs-appell formulation cannot take them");
}

}  // namespace mbdae
