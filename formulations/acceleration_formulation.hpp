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
#include <string_view>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

class AccelerationFormulation {
 public:
  explicit AccelerationFormulation(const MultibodySystem& system);
  virtual ~AccelerationFormulation() = default;

  /// Command-line name: "af", "uke".
  virtual const char* name() const = 0;

  /// Solves for q̈ (size n) and λ (size m) at (t, q, v). Throws Error{Kind::numerical} with the time
  /// when the linear system is singular.
  virtual void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
                     Eigen::VectorXd& multipliers) = 0;

  const MultibodySystem& system() const { return system_; }
  /// Number of solve() calls so far (the right-hand-side evaluations of an explicit integrator).
  long evaluations() const { return evaluations_; }

 protected:
  /// Evaluates Q, γ and C_q (sparse and dense copies) at the state.
  void evaluate_system(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v);

  const MultibodySystem& system_;
  int n_ = 0;
  int m_ = 0;
  long evaluations_ = 0;
  Eigen::VectorXd forces_;       // Q = Q_v + Q_e
  Eigen::VectorXd gamma_;        // γ
  SparseMatrix jacobian_;        // C_q, fixed pattern
  Eigen::MatrixXd jacobian_dense_;
};

/// The formulation called `name` ("af", "uke") for `system`; Error{Kind::usage} otherwise.
std::unique_ptr<AccelerationFormulation> make_acceleration_formulation(std::string_view name,
                                                                       const MultibodySystem& system);
std::vector<std::string> acceleration_formulation_names();

}  // namespace mbdae
