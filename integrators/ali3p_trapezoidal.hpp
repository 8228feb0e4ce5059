// ALI3-P with the trapezoidal rule (paper 001, eqs. (1)–(4); Bayo & Ledesma 1996; Cuadrado, Cardenal &
// Bayo 1997; Cuadrado, Dopico, Naya & González 2004).
//
// The trapezoidal rule written with the positions at t + Δt as unknowns,
//   q̇ = (2/Δt) q − v̂,   v̂ = (2/Δt) q_n + q̇_n,
//   q̈ = (4/Δt²) q − â,  â = (4/Δt²) q_n + (4/Δt) q̇_n + q̈_n,
// turns the index-3 augmented Lagrangian equations of motion (eq. (1))
//   M q̈ + C_qᵀ(λ* + αC) − Q = 0
// into a nonlinear system in q, solved by Newton–Raphson on f(q) = Δt²/4 (M q̈ + C_qᵀ(λ* + αC) − Q) with
// the tangent M + Δt/2 D + Δt²/4 (C_qᵀαC_q + K) (K = −∂Q/∂q, D = −∂Q/∂v, evaluated once per step at the
// predicted state). After each Newton update the multipliers are iterated, λ*(i+1) = λ*(i) + αC(i+1)
// (eq. (2)). Once the position update is below the tolerance, the velocities and accelerations are
// projected (eqs. (3)–(4)) with P = M + Δt/2 D + Δt²/4 K and ζ = projection_factor·Δt²/4, which makes
// the projection matrix P + ζC_qᵀαC_q the Newton tangent itself when projection_factor = 1:
//   (P + ζC_qᵀαC_q) q̇ = P q̇* − ζC_qᵀα C_t,
//   (P + ζC_qᵀαC_q) q̈ = P q̈* − ζC_qᵀα (Ċ_q q̇ + Ċ_t) = P q̈* + ζC_qᵀα γ.
// The reported multipliers are those that go with the projected accelerations, λ* + ζα(C_q q̈ − γ)
// (Dopico et al. 2014). The penalty makes the tangent regular where C_q is rank-deficient (redundant constraints, singular
// positions): the multipliers then converge to one of the admissible sets.
#pragma once

#include "formulations/uke.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_tangent.hpp"
#include "integrators/index3_integrator.hpp"

namespace mbdae {

class Ali3pTrapezoidal final : public Index3Integrator {
 public:
  Ali3pTrapezoidal(const MultibodySystem& system, const Index3Options& options, double step);
  const char* name() const override { return "ali3p-trapezoidal"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// The penalty α in use (penalty · mass scale, set by start()).
  double penalty() const { return alpha_; }

 private:
  // Eqs. (3)–(4) for the constraint C_q x + b = 0: x ← x* − ζα T⁻¹C_qᵀ(C_q x* + b), T = P + ζC_qᵀαC_q.
  void project(const Eigen::VectorXd& b, Eigen::VectorXd& x);

  const MultibodySystem& system_;
  Index3Options options_;
  int n_, m_;
  double alpha_ = 0.0;
  double projection_weight_ = 0.0;  // ζα
  std::unique_ptr<AccelerationFormulation> initial_;  // UKE: q̈ and λ at the start, redundant constraints too
  ForceJacobian force_jacobian_;
  Index3Tangent tangent_;
  // Workspace, sized once.
  SparseMatrix mass_, jacobian_, stiffness_, damping_;
  Eigen::VectorXd q_, velocity_, acceleration_star_, velocity_hat_, acceleration_hat_, forces_, constraint_, residual_,
      update_, work_m_, work_n_, gamma_, ct_, lambda_start_;
  Eigen::VectorXd lambda_star_;  // λ* of eq. (2), carried from step to step; multipliers_ are the projected ones
};

}  // namespace mbdae
