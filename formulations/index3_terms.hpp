// The terms of the index-3 equations of motion at a Newton iterate, and the Newton tangent built from
// them, for the index-3 formulations (formulations/ali3p.hpp, formulations/index3.hpp) and the
// energy-conserving step (integrators/ali3_energy_conserving.hpp):
//   M(q), C_q(q, t), Q(t, q, q̇), C(q, t), C_t, the force Jacobians K = −∂Q/∂q and D = −∂Q/∂q̇
//   (formulations/force_jacobian.hpp), and T = M + c_v D + c_q K + w C_qᵀC_q (formulations/index3_tangent.hpp).
// In relative coordinates by accumulated inertias, with `recursive` (ALI3-P), nothing of size n × n is
// formed: M q̈ − Q comes from inverse dynamics (relative/inverse_dynamics.hpp) and the tangent is the
// O(N) modified one of formulations/recursive_tangent.hpp, without K and D.
// Every buffer is sized once here, so a Newton iteration allocates nothing.
#pragma once

#include <Eigen/Dense>
#include <memory>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_formulation.hpp"
#include "formulations/index3_tangent.hpp"
#include "formulations/recursive_tangent.hpp"

namespace mbdae {

class Index3Terms {
 public:
  /// `formulation`: its name, for the error (Kind::usage) when `system` has a constraint without a
  /// position-level form (a nonholonomic one): the index-3 equations have no row for it, and leaving
  /// it out would silently drop it. `symmetric_tangent`: false where T is not symmetric whatever K and
  /// D are (the energy-conserving step's C̄_qᵀαC_q(q_{n+1})); otherwise the symmetry of K and D decides.
  /// `recursive`: on relative coordinates by accumulated inertias, the O(N) terms and tangent (then
  /// mass() and forces() are not evaluated: the residual is dynamic_residual()).
  Index3Terms(const EquationsOfMotion& system, const char* formulation, bool symmetric_tangent = true,
              bool recursive = false);

  const EquationsOfMotion& system() const { return system_; }
  int coordinate_count() const { return n_; }
  int constraint_count() const { return m_; }

  /// q̈ and λ at a consistent state from the index-1 equations (UKE: redundant constraints too).
  void initial_accelerations(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                             Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers);
  /// trace(M(q)), for the mass scale m̄ = trace(M)/n the penalties and regularizations are relative
  /// to; leaves M(q) in mass().
  double mass_trace(const Eigen::VectorXd& q);

  /// M, C_q and Q at an iterate (one residual evaluation).
  void evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Index3Statistics& statistics);
  /// C_q and Q only (constant M: the energy-conserving step; one residual evaluation).
  void evaluate_jacobian_and_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                    Index3Statistics& statistics);
  void evaluate_constraints(double t, const Eigen::VectorXd& q, Index3Statistics& statistics) {
    TimedScope timer(statistics.cost.residual);
    system_.constraints(t, q, constraint_);
  }
  void evaluate_constraint_jacobian(double t, const Eigen::VectorXd& q) {
    system_.constraint_jacobian(t, q, jacobian_);
  }
  /// K and D at (t, q, v), counting the force evaluations.
  void evaluate_force_jacobians(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                Index3Statistics& statistics);
  bool forces_are_constant() const { return !force_jacobian_ || force_jacobian_->forces_are_constant(); }
  /// M q̈ + C_qᵀ μ − Q at the iterate of the last evaluate() (t, q, v), for the accelerations a there
  /// and the multipliers μ (ALI3-P's eq. (1): μ = λ* + αC).
  void dynamic_residual(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& a,
                        const Eigen::VectorXd& multipliers, Eigen::VectorXd& residual, Index3Statistics& statistics);

  /// Factors T = M + c_v D + c_q K + w C_qᵀC_q with the current terms (or w C_qᵀJ_right with
  /// `right_jacobian`); false when T is singular or, symmetric, not positive definite. Recursive: T̃ at
  /// the positions of the last evaluate().
  bool factor_tangent(double c_v, double c_q, double w, Index3Statistics& statistics);
  bool factor_tangent(const SparseMatrix& right_jacobian, double c_v, double c_q, double w,
                      Index3Statistics& statistics);
  /// x = T⁻¹ b with the last factorization.
  void solve(const Eigen::VectorXd& b, Eigen::VectorXd& x, Index3Statistics& statistics) {
    TimedScope timer(statistics.cost.solve);
    if (recursive_)
      recursive_->solve(b, x);
    else
      tangent_->solve(b, x);
  }

  const SparseMatrix& mass() const { return mass_; }
  const SparseMatrix& jacobian() const { return jacobian_; }
  const Eigen::VectorXd& forces() const { return forces_; }
  const Eigen::VectorXd& constraint() const { return constraint_; }
  /// The same terms into buffers of the caller's, for a step that needs them at several points (the
  /// energy-conserving step: C at both ends, C_q and C_t at the midpoint and C_q at the end).
  SparseMatrix make_constraint_jacobian() const { return system_.make_constraint_jacobian(); }
  void constraints_at(double t, const Eigen::VectorXd& q, Eigen::VectorXd& c) const { system_.constraints(t, q, c); }
  void constraint_jacobian_at(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const {
    system_.constraint_jacobian(t, q, jacobian);
  }
  void constraint_time_derivative_at(double t, const Eigen::VectorXd& q, Eigen::VectorXd& ct) const {
    system_.constraint_time_derivative(t, q, ct);
  }
  void gamma_at(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& gamma) const {
    system_.gamma(t, q, v, gamma);
  }
  /// Whether M is the same at every q (then evaluate_jacobian_and_forces() may leave it alone).
  bool has_constant_mass_matrix() const;

 private:
  const EquationsOfMotion& system_;
  int n_, m_;
  const RelativeSystem* relative_ = nullptr;  // the system, when the recursive terms are in use
  std::unique_ptr<AccelerationFormulation> initial_;  // UKE; recursive: AF by articulated inertias
  std::unique_ptr<ForceJacobian> force_jacobian_;     // null when recursive
  std::unique_ptr<Index3Tangent> tangent_;            // null when recursive
  std::unique_ptr<RecursiveIndex3Tangent> recursive_;
  SparseMatrix mass_, jacobian_, stiffness_, damping_;
  Eigen::VectorXd forces_, constraint_;
  Eigen::VectorXd evaluated_q_;  // the positions of the last evaluate() (recursive)
};

}  // namespace mbdae
