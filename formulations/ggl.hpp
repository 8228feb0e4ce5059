// `--formulation ggl`: the stabilized index-2 form of Gear, Gupta & Leimkuhler (1985) for IDA,
//   y = (q, v, λ, μ),   F = [q' − v + C_qᵀμ;   M v' + C_qᵀλ − Q;   C;   C_q v + C_t],
// which enforces both C = 0 and C_q v + C_t = 0, the multiplier μ keeping q' on the constraint
// manifold. A velocity-level (nonholonomic) row has no C = 0 to enforce: its μ is held at 0 (that row
// of F is μ_r) while its C_q v + C_t = 0 holds (formulations/dae_residual.hpp has the rest).
#pragma once

#include "formulations/dae_residual.hpp"

namespace mbdae {

class GglResidual final : public ResidualFormulation {
 public:
  explicit GglResidual(const EquationsOfMotion& system);
  const char* name() const override { return "ggl"; }
  /// Yes: AMD's order, made for diagonal pivots, filled this matrix's LU as N² on the revolute chain.
  bool needs_column_ordering() const override { return true; }

 private:
  void add_rows_of_constraint(int r, std::vector<int>& rows) const override;
  void add_pattern_entries(std::vector<Eigen::Triplet<double>>& entries) const override;
  void constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                           Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) override;
  void add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                             SparseMatrix& J) override;
  void add_analytic_entries(double cj, SparseMatrix& J) const override;
};

}  // namespace mbdae
