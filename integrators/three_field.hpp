// `--integrator three-field`: a time discretization of paper 002's three-field weak form (eqs.
// (22)–(24)) for the constraint-inertia formulation (formulations/constraint_inertia.hpp). The paper
// does not print its scheme; this one is mbdae's, derived in docs/methods.md ("The three-field
// stepper"), as a continuous Galerkin method with linear fields on each step [t_n, t_n + h]:
//   - positions q and multipliers λ linear in time, the weak velocities v and μ (= λ̇) linear too,
//     tied to the strong derivatives by the momentum-type multipliers π and σ of eq. (23) with constant
//     test functions:      q_{n+1} − q_n = h (v_n + v_{n+1})/2,   λ_{n+1} − λ_n = h (λ̇_n + λ̇_{n+1})/2;
//   - Newton's law (eq. (18)) with a constant test function w, its integral by the midpoint rule
//     (q̄, v̄ = (q_{n+1} − q_n)/h, t̄ = t_n + h/2), the constraint forces as an impulse Π:
//         M(q̄) (v_{n+1} − v_n) − h Q(t̄, q̄, v̄) + C_q(q̄, t̄)ᵀ Π = 0,
//         Π = −∫ r dt = −[m̄ λ̇]_n^{n+1} − c̄ (λ_{n+1} − λ_n) − h k̄ (λ_n + λ_{n+1})/2 + h f̄
//     (the mbdae sign: Π/h is the mean reaction λ over the step);
//   - the constraints' equation (21). With consistent data its exact solution is φ ≡ 0, and the step
//     imposes that solution at the nodes: φ(q_{n+1}, t_{n+1}) = 0, and for a nonholonomic row its
//     midpoint value A(q̄) v̄ + b(q̄, t̄) = 0. (The weak form of (21) alone would not hold positions:
//     for gravity on natural coordinates c̄ = k̄ = 0 and it only keeps m̄ φ̇ constant.)
// The unknowns are q_{n+1} and λ_{n+1}; Π is affine in λ_{n+1} with the diagonal coefficient
// −(2 m̄_{n+1}/h + c̄ + h k̄/2). Newton runs on (q_{n+1}, Π) (an equivalent change of unknowns, row by
// row) with the bordered matrix [T C_q(q̄)ᵀ; G 0], T = (2/h) M(q̄) + D + (h/2) K and G = ∂R₂/∂q_{n+1},
// solved by its Schur complement G T⁻¹ C_qᵀ with a pseudoinverse, so that redundant rows (the
// four-bar's, Bricard's) are taken as UKE takes them; λ_{n+1} then follows from Π row by row. Without
// the constraints' inertia, damping and stiffness (m̄ = c̄ = k̄ = 0, paper 002's Fig. 1h–i) Π does not
// determine λ, which the step reports.
//
// Properties: second order; for gravity on natural coordinates (constant M, quadratic constraints) the
// energy is conserved exactly, up to round-off and the Newton tolerance, and so is φ at the nodes
// (docs/methods.md).
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "formulations/constraint_inertia.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_formulation.hpp"
#include "integrators/fixed_step_integrator.hpp"
#include "linear_algebra/dense_minimum_norm.hpp"

namespace mbdae {

class ThreeFieldStepper final : public FixedStepIntegrator {
 public:
  /// `formulation` must outlive the integrator; `options`: Newton's tolerance and iteration limit.
  ThreeFieldStepper(ConstraintInertiaFormulation& formulation, double step, const Index3Options& options);
  const char* name() const override { return "three-field"; }

  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// The reaction λ at the state (the formulation's, sign of acceleration_formulation.hpp).
  const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  IntegratorStatistics statistics() const override;

  /// Paper 002's multipliers λ^R and their rates λ̇^R at the last step's end (0 at the start).
  const Eigen::VectorXd& constraint_multipliers() const { return lambda_; }
  const Eigen::VectorXd& constraint_multiplier_rates() const { return lambda_rate_; }
  /// The last step's constraint impulse Π (Π/h ≈ the reaction at its midpoint).
  const Eigen::VectorXd& impulse() const { return impulse_; }

 private:
  /// q̄, v̄, v_{n+1}, C_q(q̄) and the constraint residual R₂ at q_new_.
  void evaluate_constraint_residual(double t, double dt, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
  /// The step's residual R₁ at q_new_ with the impulse Π* = Π + α R₂ (after evaluate_constraint_residual).
  void evaluate_residuals(double t, double dt, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
  /// The Newton matrix T = (2/h) M(q̄) + D + (h/2) K, factored, and the Schur complement G T⁻¹ C_q(q̄)ᵀ
  /// of the bordered matrix [T C_q(q̄)ᵀ; G 0] (G = ∂R₂/∂q_{n+1}), decomposed.
  void factor_tangent(double t, double dt);
  /// λ_{n+1}, λ̇_{n+1} from the converged impulse; throws when a row has no inertia, damping or stiffness.
  void advance_multipliers(double t, double dt);

  ConstraintInertiaFormulation& formulation_;
  const EquationsOfMotion& system_;
  Index3Options options_;
  int n_, m_, holonomic_;
  double regularization_ = 0.0;  // the formulation's s: T + (2/h) s C_qᵀ G where M is singular
  ForceJacobian force_jacobian_;
  SparseMatrix mass_, stiffness_, damping_, jacobian_mid_, jacobian_end_, jacobian_probe_;
  Eigen::MatrixXd jacobian_mid_dense_, jacobian_end_dense_, tangent_, coupling_, coupling_rhs_, schur_;
  Eigen::PartialPivLU<Eigen::MatrixXd> tangent_factor_;
  DenseMinimumNorm schur_factor_;
  Eigen::VectorXd q_new_, q_mid_, v_mid_, v_new_, forces_, residual_, update_, constraint_residual_, values_,
      time_derivative_, impulse_, impulse_update_, schur_rhs_, schur_scale_, acceleration_, lambda_, lambda_rate_, node_mass_,
      output_acceleration_, output_multipliers_, predictor_, mid_damping_, mid_stiffness_, mid_force_, q_probe_,
      velocity_rows_base_, velocity_rows_probe_, velocity_rows_work_, tangent_scale_, midpoint_velocity_,
      previous_midpoint_velocity_, velocity_change_, solve_rhs_;
  std::vector<char> node_active_;  // rows with a gradient at the step's start (constraint_inertia.hpp)
  IntegratorStatistics statistics_;
};

}  // namespace mbdae
