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
