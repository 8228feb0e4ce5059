#include "formulations/index1.hpp"

namespace mbdae {

Index1Residual::Index1Residual(const EquationsOfMotion& system) : ResidualFormulation(system, 0) {
  finish_construction();
}

void Index1Residual::constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd>,
                                         Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) {
  system_.gamma(t, position, velocity_buffer_, gamma_);
  auto constraint = F.segment(2 * n_, m_);
  constraint.noalias() = jacobian_ * yp.segment(n_, n_);
  constraint -= gamma_;
}

void Index1Residual::add_analytic_entries(double cj, SparseMatrix& J) const {
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      add_entry(J, 2 * n_ + static_cast<int>(it.row()), n_ + col, cj * it.value());  // C_q v'
}

// Rows C_q v' − γ with γ = −(C_q v)_q v: ∂/∂q = (C_q v')_q − γ_q, ∂/∂v = −γ_v = 2 (C_q v)_q (the
// Hessians are symmetric).
void Index1Residual::add_state_derivatives(double, Eigen::Ref<const Eigen::VectorXd> y,
                                           Eigen::Ref<const Eigen::VectorXd> yp, SparseMatrix& J) {
  add_jacobian_derivative(y, yp, n_, 2 * n_, 0, 1.0, J);
  add_gamma_position_derivative(y, 2 * n_, -1.0, J);
  add_jacobian_derivative(y, y, n_, 2 * n_, n_, 2.0, J);
}

}  // namespace mbdae
