// `--formulation index3` for the implicit fixed-step integrators (gen-alpha): the index-3 equations of
// motion with the multipliers as unknowns,
//   M q̈ + C_qᵀλ − Q = 0,   C(q, t) = 0,
// solved at the end of a step by Newton on the position increment Δq, with Δq̇ = g_v Δq and
// Δq̈ = g_a Δq from the integrator's discretization (formulations/index3_formulation.hpp). The
// equilibrium rows are divided by g_a and the multiplier increments multiplied by 1/g_a (the scaling
// of Arnold & Brüls 2007 and Bottasso, Bauchau & Cardona 2007), which keeps the condition number of the
// iteration matrix independent of the step:
//   [M + c_v D + c_q K   C_qᵀ] [Δq      ]   [−r/g_a]
//   [C_q                 0   ] [Δλ/g_a  ] = [−C    ],   r = M q̈ + C_qᵀλ − Q,
// with c_v = g_v/g_a and c_q = 1/g_a. The saddle point is solved in primal form with a small
// regularization ε of the (2,2) block (C_qΔq − εΔλ̃ = −C), i.e. (A + C_qᵀC_q/ε)Δq = −r/g_a − C_qᵀC/ε,
// Δλ̃ = (C_qΔq + C)/ε: this matrix is the symmetric positive-definite one of ALI3-P
// (formulations/index3_tangent.hpp), so redundant constraints and singular positions, where the
// saddle-point matrix is singular, keep working. With 1/ε = 1e8·m̄ each Newton step leaves a
// constraint residual 1e-8 of the exact one, which the next iteration removes. That contraction,
// about 1/(1 + σ²/(ε‖A‖)) for the singular values σ of C_q, goes to one at a singular position
// (σ → 0: the parallelogram four-bar with its links aligned), and the iteration stalls; as ALI3-P
// raises its penalty there (formulations/ali3p.hpp), a step whose updates stop halving raises 1/ε by
// 100 at a time, up to 1e6 times, for that step only.
//
// The index-3 form enforces C = 0 only, so C_q q̇ is not zero but of the order of the integrator's
// error (Arnold & Brüls 2007).
//
// For IDA the same equations are the residual Index3Residual below:
//   y = (q, v, λ),   F = [q' − v;   M v' + C_qᵀλ − Q;   C].
// There the velocities are index-2 and the multipliers index-3 variables: a BDF error test with the
// positions' weights on them fails (their errors are O(h⁻¹) and O(h⁻²) larger), and leaving them out
// of it (Brenan, Campbell & Petzold, ch. 3) left the velocities uncontrolled: the tip of the triple
// pendulum was 4.9e-4 m off at rtol 1e-10. IDA weighs them by h and h² instead
// (error_weight_step_powers(); Hairer, Lubich & Roche 1989), as Radau5 does for index-2 and -3 variables.
//
// A velocity-level (nonholonomic) constraint has no C = 0 row to enforce: both refuse such a model.
#pragma once

#include "formulations/dae_residual.hpp"
#include "formulations/index3_terms.hpp"

namespace mbdae {

class Index3SaddlePoint final : public Index3Formulation {
 public:
  Index3SaddlePoint(const EquationsOfMotion& system, const Index3Options& options);
  const char* name() const override { return "index3"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration) override;
  void solve_step(double t_new, const StepDiscretization& discretization, Eigen::VectorXd& q, Eigen::VectorXd& v,
                  Eigen::VectorXd& a) override;

 private:
  Index3Options options_;
  Index3Terms terms_;
  int n_, m_;
  double regularization_weight_ = 0.0;  // 1/ε
  // Workspace, sized once.
  Eigen::VectorXd lambda_, residual_, update_, work_m_, work_n_;
  Eigen::VectorXd predicted_;  // the step's predicted positions, for the stopping test
};

class Index3Residual final : public ResidualFormulation {
 public:
  /// Error{Kind::usage} for a system with a velocity-level constraint.
  explicit Index3Residual(const EquationsOfMotion& system);
  const char* name() const override { return "index3"; }
  /// q and v (λ is algebraic).
  Eigen::VectorXd differential_components() const override;
  /// 0 for q, 1 for v (index 2), 2 for λ (index 3): their errors are weighed by h and h².
  Eigen::VectorXd error_weight_step_powers() const override;

 private:
  void constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                           Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) override;
  void add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                             SparseMatrix& J) override;
};

}  // namespace mbdae
