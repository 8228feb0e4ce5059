// Index-1 formulations at the acceleration level: for a state (t, q, v) they solve
//   M q̈ + C_qᵀ λ = Q,   C_q q̈ = γ            (paper 000 §3.1, eq. of the AF)
// for the accelerations q̈ and the Lagrange multipliers λ. Every formulation uses the same sign
// convention for λ (the one above), so their multipliers can be compared directly.
//
// An object holds the buffers it reuses from call to call (Model/Data split): create one per system
// and per thread; solve() does not allocate.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <vector>

#include "linear_algebra/linear_algebra.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class AccelerationFormulation {
 public:
  /// `dense_jacobian`: whether the formulation reads a dense copy of C_q (m × n doubles, refreshed
  /// at every solve); the sparse forms do without it, which is what lets a 1000-body chain fit.
  explicit AccelerationFormulation(const EquationsOfMotion& system, bool dense_jacobian = true);
  virtual ~AccelerationFormulation() = default;

  /// Command-line name: "af", "uke".
  virtual const char* name() const = 0;
  /// Whether its factorizations are dense or sparse.
  virtual LinearAlgebra linear_algebra() const { return LinearAlgebra::dense; }

  /// Solves for q̈ (size n) and λ (size m) at (t, q, v). Throws Error{Kind::numerical} with the time
  /// when the linear system is singular.
  virtual void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
                     Eigen::VectorXd& multipliers) = 0;

  // --- The first-order form the explicit integrators march (integrators/rk4.hpp, integrators/ab4.hpp) --
  // Lagrange's equations are marched as y = (q, v), y' = (v, q̈). A formulation may march another
  // velocity variable s instead (hamilton: the canonical momenta p = M v), y = (q, s), y' = (q̇(q, s), ṡ);
  // the loop around the integrator still sees (q, v). The defaults are Lagrange's: s = v.
  /// s at the state (t, q, v).
  virtual void velocity_variable(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& s) {
    s = v;
  }
  /// q̇, ṡ and λ at (t, q, s).
  virtual void rates(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& s, Eigen::VectorXd& velocities,
                     Eigen::VectorXd& s_rate, Eigen::VectorXd& multipliers) {
    velocities = s;
    solve(t, q, s, s_rate, multipliers);
  }
  /// q̇ at (t, q, s).
  virtual void velocities(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& s, Eigen::VectorXd& v) { v = s; }

  const EquationsOfMotion& system() const { return system_; }
  /// Number of solve() calls so far (the right-hand-side evaluations of an explicit integrator).
  long evaluations() const { return evaluations_; }

 protected:
  /// Evaluates Q, γ and C_q (sparse, and the dense copy if kept) at the state.
  void evaluate_system(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);

  const EquationsOfMotion& system_;
  int n_ = 0;
  int m_ = 0;
  long evaluations_ = 0;
  Eigen::VectorXd forces_;       // Q = Q_v + Q_e
  Eigen::VectorXd gamma_;        // γ
  SparseMatrix jacobian_;        // C_q, fixed pattern
  Eigen::MatrixXd jacobian_dense_;  // empty unless dense_jacobian
  bool dense_jacobian_;
};

}  // namespace mbdae
