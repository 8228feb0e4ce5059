// Constraints with inertia, damping and stiffness (paper 002, eqs. (17)–(21)): the equations of motion
// as second-order ODEs in the coordinates q and the constraint multipliers λ^R, with no algebraic
// equation. Each constraint row R, with gradient a^R (row R of C_q; for a nonholonomic row the row of
// A in A v + b = 0), is given an equivalent mass, damping, stiffness and force by projecting the
// mechanism's along a direction c_R with a^R·c_R = 1 (eqs. (19)–(20)):
//   m̄_R = c_Rᵀ M c_R,  c̄_R = −c_Rᵀ (∂f/∂v) c_R,  k̄_R = −c_Rᵀ (∂f/∂q) c_R,  f̄_R = c_Rᵀ f.
// The motion (eqs. (17)–(18), with v = q̇, where the Christoffel terms are mbdae's quadratic-velocity
// forces Q_v and f = Q):
//   M q̈ − Q = Σ_R a^Rᵀ r_R,  r_R = (m̄_R λ̇^R)˙ + c̄_R λ̇^R + k̄_R λ^R − f̄_R,
// and each constraint's own equation of motion (eq. (21)):
//   (m̄_R φ̇^R)˙ + c̄_R φ̇^R + k̄_R φ^R = 0   (holonomic),   (m̄_R ψ̇^R)˙ + c̄_R ψ̇^R = 0   (nonholonomic).
//
// What this object solves. Since φ̈ = C_q q̈ − γ, eq. (21) is the acceleration constraint of AF with a
// right-hand side that depends on the constraint's own state,
//   C_q q̈ = γ̃,   γ̃_R = γ_R − [(ṁ̄_R + c̄_R) φ̇^R + k̄_R φ^R] / m̄_R,
// and the first equation is M q̈ + C_qᵀ(−r) = Q: q̈ and −r are AF's accelerations and multipliers for γ̃.
// So q(t) does not depend on λ at all: r = −λ_AF is the reaction (mbdae's multipliers, sign of
// acceleration_formulation.hpp), and λ^R is a state driven by it, m̄_R λ̈^R + (ṁ̄_R + c̄_R) λ̇^R + k̄_R λ^R
// = f̄_R − λ_AF,R. On the constraints (φ = φ̇ = 0) q̈ and the reaction are AF's exactly; off them eq.
// (21) is a Baumgarte-like feedback whose gains the mechanism's own inertia, damping and stiffness set
// (docs/methods.md, "Constraints with inertia"). solve() returns q̈ and the reaction; the λ^R
// themselves are states of the three-field stepper (integrators/three_field.hpp), the paper's own
// time integration, which reads the projected properties from here.
//
// The direction c_R (the paper leaves it free beyond eq. (20)): by default the mass-weighted one,
// c_R = M̂⁻¹a^Rᵀ / (a^R M̂⁻¹ a^Rᵀ), which makes m̄_R = 1/(a^R M̂⁻¹ a^Rᵀ) the mass the constraint "sees"
// (the inverse of the mechanism's inverse inertia along a^R, the diagonal of the AF's Schur complement
// inverted); or the Euclidean one, c_R = a^Rᵀ / |a^R|². M̂ = M where M is positive definite, otherwise
// (Euler parameters: M is singular along p) M + s C_qᵀC_q with s = tr M / tr(C_qᵀC_q) at the start.
// ṁ̄ needs ȧ^R and Ṁ: C_q and M are differenced centrally along (v, 1) in (q, t).
//
// Dense, in any coordinates; redundant rows are taken as UKE takes them (the pseudoinverse of
// C_q M̂⁻¹ C_qᵀ: the minimum-norm reaction).
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "formulations/force_jacobian.hpp"
#include "linear_algebra/dense_minimum_norm.hpp"

namespace mbdae {

/// The projection direction c_R of eq. (20).
enum class ConstraintDirection { mass_weighted, euclidean };

/// Per constraint row, the projected quantities of eq. (19) and dm̄/dt.
struct ConstraintProperties {
  Eigen::VectorXd mass;       // m̄_R
  Eigen::VectorXd mass_rate;  // dm̄_R/dt along the state's velocity
  Eigen::VectorXd damping;    // c̄_R
  Eigen::VectorXd stiffness;  // k̄_R
  Eigen::VectorXd force;      // f̄_R
};

class ConstraintInertiaFormulation final : public AccelerationFormulation {
 public:
  /// `inertia_scale` multiplies every m̄_R (1: the paper's formulation; 0: its Fig. 1h–i experiment,
  /// the constraints without inertia).
  explicit ConstraintInertiaFormulation(const EquationsOfMotion& system,
                                        ConstraintDirection direction = ConstraintDirection::mass_weighted,
                                        double inertia_scale = 1.0);
  const char* name() const override { return "constraint-inertia"; }

  /// q̈ and the reaction λ (= −r) at (t, q, v), with eq. (21) as the acceleration constraint.
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

  /// γ̃ = γ − [(ṁ̄ + c̄) φ̇ + k̄ φ]/m̄ of the last evaluation (eq. (21) as C_q q̈ = γ̃); throws naming
  /// the row where an active row has no inertia.
  const Eigen::VectorXd& shifted_gamma(double t);
  /// Evaluates eq. (19)'s m̄, c̄, k̄, f̄ and dm̄/dt at (t, q, v) into properties(); solve() does too.
  void evaluate_properties(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);
  const ConstraintProperties& properties() const { return properties_; }
  /// The directions c_R (columns, n × m) of the last evaluation; a^R c_R = 1 on every active row.
  const Eigen::MatrixXd& directions() const { return directions_; }
  /// φ (holonomic rows) and φ̇ = C_q v + C_t, ψ̇ = A v + b (every row) at the last evaluation.
  const Eigen::VectorXd& constraint_values() const { return values_; }
  const Eigen::VectorXd& constraint_rates() const { return rates_; }
  /// Whether row r had a non-zero gradient at the last evaluation (a row without one exerts no force,
  /// m̄ = 0 there).
  bool row_is_active(int r) const { return active_[r] != 0; }
  /// Whether M̂ = M + s C_qᵀC_q (M singular), and s.
  bool regularized() const { return regularization_ > 0; }
  double regularization() const { return regularization_; }
  ConstraintDirection direction() const { return direction_; }

 private:
  /// M̂ at q into mass_dense_ and its Cholesky factor; C_q (dense) must be evaluated at (t, q).
  void factor_mass(double t, const Eigen::VectorXd& q);
  /// Ċ_q and Ṁ̂ by central differences along (v, 1).
  void differentiate_along(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);

  ConstraintDirection direction_;
  double inertia_scale_;
  double regularization_ = 0.0;  // s; 0 when M is positive definite
  bool constant_factor_ready_ = false;  // M̂ = M constant: factored once
  ForceJacobian force_jacobian_;
  SparseMatrix mass_, stiffness_, damping_;
  SparseMatrix jacobian_ahead_, jacobian_behind_, mass_ahead_, mass_behind_;
  Eigen::MatrixXd mass_dense_;          // M̂
  Eigen::LLT<Eigen::MatrixXd> mass_factor_;
  Eigen::MatrixXd jacobian_rate_;       // Ċ_q (m × n)
  Eigen::MatrixXd mass_rate_;           // dM̂/dt (n × n)
  Eigen::MatrixXd inverse_mass_jacobian_t_;  // M̂⁻¹ C_qᵀ
  Eigen::MatrixXd directions_;          // c_R as columns
  Eigen::MatrixXd work_n_m_, second_work_n_m_;
  Eigen::MatrixXd schur_;               // C_q M̂⁻¹ C_qᵀ
  DenseMinimumNorm pseudo_inverse_;
  Eigen::VectorXd values_, rates_, time_derivative_, gamma_shifted_, free_acceleration_, error_, q_work_;
  ConstraintProperties properties_;
  std::vector<char> active_;
};

/// The same equations as a residual for IDA, y = (q, v, λ) with λ the reaction:
///   F = [q' − v;   M v' + C_qᵀλ − Q;   C_q v' − γ̃(t, q, v)],
/// the index-1 residual (index1.hpp) with eq. (21)'s γ̃. Where J is analytic its constraint rows are
/// index-1's plus the feedback's leading terms, ∂γ̃_R/∂q ≈ −(k̄_R/m̄_R) a^R and ∂γ̃_R/∂v ≈
/// −((ṁ̄_R + c̄_R)/m̄_R) a^R (the derivatives of m̄, c̄, k̄ multiply φ and φ̇, which vanish on the
/// constraints): a modified Newton matrix, the residual itself exact.
class ConstraintInertiaResidual final : public ResidualFormulation {
 public:
  /// `inertia_scale` as the formulation's: at 0, γ̃ is undefined and the first evaluation says so.
  explicit ConstraintInertiaResidual(const EquationsOfMotion& system, double inertia_scale = 1.0);
  const char* name() const override { return "constraint-inertia"; }

 private:
  void add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                             SparseMatrix& J) override;
  void constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                           Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) override;
  void add_analytic_entries(double cj, SparseMatrix& J) const override;

  ConstraintInertiaFormulation inertia_;
  Eigen::VectorXd position_work_, velocity_work_;
};

}  // namespace mbdae
