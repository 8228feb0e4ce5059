// Derivatives of the generalized forces Q(t, q, v) = Q_v + Q_e that implicit integrators put in their
// iteration matrices: the stiffness K = −∂Q/∂q and the damping D = −∂Q/∂v (the K and C of the
// ALI3-P tangent M + Δt/2 D + Δt²/4 (C_qᵀαC_q + K), paper 001; Cuadrado et al. 2004).
//
// Q couples only the coordinates of one body (gravity, point forces, torques, Q_v) and of the two
// bodies of a spring–damper, so K and D have a fixed block pattern: the diagonal body blocks and the
// blocks of every spring-connected pair. They are computed by forward differences of Q grouped by
// colour: bodies that share no spring–damper are perturbed together, so one evaluation of Q gives the
// columns of many bodies (a single colour when there are no springs). In relative coordinates Q couples
// every coordinate with every other: K and D are dense, one evaluation of Q per column.
//
// The force elements (src/forces/) give their K and D exactly (MultibodySystem::add_force_element_jacobians):
// only the rest of Q is differenced.
//
// When Q depends on neither q nor v — coordinates with a constant mass matrix (so Q_v = 0 and every
// body point is linear in q: NACF) and no torques or spring–dampers — K = D = 0 and nothing is
// evaluated.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

class ForceJacobian {
 public:
  explicit ForceJacobian(const EquationsOfMotion& system);

  /// True when Q depends on neither q nor v, so that K and D stay zero.
  bool forces_are_constant() const { return constant_; }
  /// True when K and D are symmetric by construction: no quadratic-velocity forces (constant mass
  /// matrix), no dampers and no torques, so that K is the Hessian of the springs' and gravity's
  /// potential and D = 0. Otherwise (RPCF-EP's gyroscopic Q_v, dampers along a turning line, torques
  /// fixed in space) they are not.
  bool jacobians_are_symmetric() const { return symmetric_; }
  /// n × n matrices with the fixed pattern of K and D (zeros).
  const SparseMatrix& make_matrix() const { return pattern_; }
  /// K = −∂Q/∂q and D = −∂Q/∂v at (t, q, v), into matrices made by make_matrix().
  void evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, SparseMatrix& stiffness,
                SparseMatrix& damping);
  /// Evaluations of Q so far.
  long evaluations() const { return evaluations_; }

 private:
  void differentiate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, bool by_velocity,
                     SparseMatrix& out);

  /// Q, or for global coordinates Q less the force elements' part, whose K and D are exact
  /// (MultibodySystem::add_force_element_jacobians).
  void differentiated_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                             Eigen::VectorXd& forces) const;

  const EquationsOfMotion& system_;
  const MultibodySystem* bodies_system_ = nullptr;  // the same system, when its coordinates are the bodies'
  bool differentiated_part_constant_ = false;       // that part of Q depends on neither q nor v
  int n_;
  int group_size_ = 1;  // coordinates per group: a body's, or 1
  bool constant_;
  bool symmetric_;
  std::vector<std::vector<int>> colours_;        // groups (bodies) per colour
  std::vector<std::vector<int>> coupled_bodies_;  // groups whose Q rows group b's coordinates change
  SparseMatrix pattern_;
  long evaluations_ = 0;
  Eigen::VectorXd base_, perturbed_forces_, q_work_, v_work_;
};

}  // namespace mbdae
