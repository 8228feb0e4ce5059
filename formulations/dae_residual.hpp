// Implicit (residual) forms of the equations of motion for DAE solvers such as IDA, F(t, y, y') = 0:
//   index-3:                y = (q, v, λ),     F = [q' − v;           M v' + C_qᵀλ − Q;  C]
//   stabilized index-2 GGL: y = (q, v, λ, μ),  F = [q' − v + C_qᵀμ;   M v' + C_qᵀλ − Q;  C;  C_q v + C_t]
//   index-1:                y = (q, v, λ),     F = [q' − v;           M v' + C_qᵀλ − Q;  C_q v' − γ]
// With velocity-level constraints A v + b = 0 (multibody_system.hpp), C_q, C_t and γ are the stacked
// rows; GGL keeps C = 0 and its μ for the holonomic rows only (a velocity-level row's μ is held at 0),
// and the index-3 form, which has nothing to enforce for such a row, refuses the system.
// (Gear, Gupta & Leimkuhler 1985 for GGL; paper 000 §3 for the index-1 form.) The iteration matrix
// J = ∂F/∂y + c_j ∂F/∂y' is sparse with a pattern fixed at construction (explicit zeros kept, so that
// KLU analyses it once). Its ∂/∂y' part and the λ, μ columns are analytic (I, M, C_q, C_qᵀ); the q and
// v columns, which hold second derivatives of the constraints and the force Jacobians, come from
// finite differences grouped by bodies that share no equation (a distance-2 colouring of the body
// graph), so one residual evaluation gives the columns of many bodies at once.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <string>
#include <string_view>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

enum class DaeForm { index3, ggl, index1 };

/// "index3", "ggl", "index1"; Error{Kind::usage} otherwise.
DaeForm dae_form_from_name(std::string_view name);
const char* to_string(DaeForm form);

class ResidualFormulation {
 public:
  ResidualFormulation(const MultibodySystem& system, DaeForm form);

  DaeForm form() const { return form_; }
  const MultibodySystem& system() const { return system_; }
  /// Size of y: 2n + m (+ m for GGL).
  int size() const { return size_; }
  int coordinate_count() const { return n_; }
  int constraint_count() const { return m_; }

  /// Residual evaluations so far, those made for the iteration matrix included.
  long evaluations() const { return evaluations_; }

  /// F(t, y, y').
  void residual(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> residual);
  /// A matrix with the iteration matrix's pattern, for iteration_matrix().
  const SparseMatrix& make_iteration_matrix() const { return pattern_; }
  /// J = ∂F/∂y + c_j ∂F/∂y' into a matrix made by make_iteration_matrix().
  void iteration_matrix(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp, double cj,
                        SparseMatrix& jacobian);
  /// 1 for the components the error test should see (q, v; index-3: q only), 0 for the others.
  Eigen::VectorXd differential_components() const;
  /// Consistent y, y' at t from a consistent (q, v), with q̈ and λ from the index-1 equations
  /// (`acceleration`, `multipliers`) and μ = 0.
  void consistent_initial_values(const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& acceleration,
                                 const Eigen::VectorXd& multipliers, Eigen::VectorXd& y, Eigen::VectorXd& yp) const;

 private:
  void build_pattern();
  // Groups of bodies whose coordinates can be perturbed together (no shared equation).
  void colour_bodies();
  // Rows of F whose value depends on the coordinates (or velocities) of body b.
  std::vector<int> rows_touched_by_body(int body) const;

  const MultibodySystem& system_;
  DaeForm form_;
  int n_, m_, holonomic_, size_;
  std::vector<std::vector<int>> colours_;       // bodies per colour
  std::vector<std::vector<int>> rows_of_body_;  // rows of F touched by body b's q or v
  SparseMatrix pattern_;
  long evaluations_ = 0;

  // Workspace.
  SparseMatrix jacobian_;  // C_q
  SparseMatrix mass_;
  Eigen::VectorXd forces_, constraint_, gamma_, ct_, work_n_, velocity_buffer_, base_residual_, perturbed_residual_;
  Eigen::VectorXd y_perturbed_;
};

}  // namespace mbdae
