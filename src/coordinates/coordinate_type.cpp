#include "coordinates/coordinate_type.hpp"

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

}  // namespace mbdae
