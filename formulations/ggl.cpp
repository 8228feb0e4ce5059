#include "formulations/ggl.hpp"

namespace mbdae {

GglResidual::GglResidual(const EquationsOfMotion& system) : ResidualFormulation(system, system.constraint_count()) {
  finish_construction();
}

// A body in constraint row r also enters that row's velocity constraint C_q v + C_t.
void GglResidual::add_rows_of_constraint(int r, std::vector<int>& rows) const { rows.push_back(2 * n_ + m_ + r); }

void GglResidual::add_pattern_entries(std::vector<Eigen::Triplet<double>>& entries) const {
  add_constraint_transpose_pattern(0, 2 * n_ + m_, entries);  // μ columns: C_qᵀ in the kinematic rows
  // A velocity-level row has no position-level equation; its μ is pinned to 0 instead (F = μ_r).
  for (int r = holonomic_; r < m_; ++r) entries.emplace_back(2 * n_ + r, 2 * n_ + m_ + r, 0.0);
}

void GglResidual::constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                                      Eigen::Ref<const Eigen::VectorXd>, Eigen::Ref<Eigen::VectorXd> F) {
  F.head(n_).noalias() += jacobian_.transpose() * y.segment(2 * n_ + m_, m_);
  system_.constraints(t, position, constraint_);
  auto constraint = F.segment(2 * n_, m_);
  constraint = constraint_;
  // Velocity-level rows: C = 0 has no meaning there, so μ_r = 0 (μ acts through C_q of the
  // holonomic rows only), while C_q v + C_t below holds for every row.
  constraint.tail(m_ - holonomic_) = y.segment(2 * n_ + m_ + holonomic_, m_ - holonomic_);
  system_.constraint_time_derivative(t, position, ct_);
  auto velocity_constraint = F.segment(2 * n_ + m_, m_);
  velocity_constraint.noalias() = jacobian_ * y.segment(n_, n_);
  velocity_constraint += ct_;
}

void GglResidual::add_analytic_entries(double, SparseMatrix& J) const {
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      add_entry(J, col, 2 * n_ + m_ + static_cast<int>(it.row()), it.value());  // C_qᵀ μ
  for (int r = holonomic_; r < m_; ++r) add_entry(J, 2 * n_ + r, 2 * n_ + m_ + r, 1.0);  // F = μ_r
}

// Kinematic rows q' − v + C_qᵀμ: ∂/∂q adds (C_qᵀμ)_q. Rows C = 0: C_q. Rows C_q v + C_t = 0 (C_t = 0
// where J is analytic): ∂/∂q = (C_q v)_q, ∂/∂v = C_q.
void GglResidual::add_state_derivatives(double, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd>,
                                        SparseMatrix& J) {
  add_constraint_hessian(y, 2 * n_ + m_, 0, J);
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it) {
      const int row = static_cast<int>(it.row());
      add_entry(J, 2 * n_ + row, col, it.value());
      add_entry(J, 2 * n_ + m_ + row, n_ + col, it.value());
    }
  add_jacobian_derivative(y, y, n_, 2 * n_ + m_, 0, 1.0, J);
}

}  // namespace mbdae
