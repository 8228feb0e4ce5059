// `--formulation index1`: the index-1 residual for IDA (paper 000 §3),
//   y = (q, v, λ),   F = [q' − v;   M v' + C_qᵀλ − Q;   C_q v' − γ],
// the acceleration-level constraints with the multipliers as algebraic unknowns. Nothing holds C = 0
// or C_q v + C_t = 0 themselves: positions and velocities drift off the constraints at the rate of the
// integration error (formulations/dae_residual.hpp has the rest).
#pragma once

#include "formulations/dae_residual.hpp"

namespace mbdae {

class Index1Residual final : public ResidualFormulation {
 public:
  explicit Index1Residual(const EquationsOfMotion& system);
  const char* name() const override { return "index1"; }

 private:
  void constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                           Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) override;
  void add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                             SparseMatrix& J) override;
  void add_analytic_entries(double cj, SparseMatrix& J) const override;
};

}  // namespace mbdae
