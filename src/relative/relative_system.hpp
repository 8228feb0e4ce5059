// The equations of motion in relative (joint) coordinates z (paper 001; docs/methods.md, "Relative
// coordinates"): the model's joints form a kinematic tree (kinematic_tree.hpp) whose joints' own
// coordinates are z, the bodies' poses and twists follow from z and ż recursively (tree_kinematics.hpp),
//   M(z) z̈ + Φ_zᵀλ = Q(z, ż),   Φ(z, t) = 0,
// with M and Q from one of the two semi-recursive methods and Φ the cut joints, the driven tree joints
// and the Euler parameters' normalizations (closure_constraints.hpp). It is an EquationsOfMotion like
// the global coordinates' MultibodySystem, so the same formulations and integrators run on it
// (methods/registry.hpp says which); `--coordinates relative` or `relative-velocity-transformation`.
//
// M's pattern: M_IJ ≠ 0 only where joint I is J or one of its ancestors (or the reverse); Φ_z's: a cut
// joint's row reaches the coordinates of the joints on its two bodies' paths to the ground. An open
// chain's M is therefore full; a tree with many branches (a vehicle's suspensions) keeps it sparse.
//
// Every evaluation recomputes the tree at (z, ż) unless the last one was at the same state: the
// formulations ask for M, Q, Φ_z and γ one after another at one state, and the recursion runs once.
// The object keeps those results in buffers of its own, so it serves one thread.
#pragma once

#include <memory>

#include "relative/accumulated_inertia.hpp"
#include "relative/articulated_inertia.hpp"
#include "relative/closure_constraints.hpp"
#include "relative/inverse_dynamics.hpp"
#include "relative/velocity_transformation.hpp"
#include "system/equations_of_motion.hpp"

namespace mbdae {

/// Paper 001's two ways to M and Q: accumulated inertias from the leaves (accumulated_inertia.hpp),
/// or the velocity transformation R formed explicitly, M = RᵀM̄R (velocity_transformation.hpp).
enum class TreeDynamics { accumulated_inertia, velocity_transformation };

class RelativeSystem final : public EquationsOfMotion {
 public:
  /// `removed_rows`: closure rows left out (rows that repeat others, system/redundancy.hpp), numbered as
  /// in the system built without them.
  RelativeSystem(Model model, TreeDynamics dynamics, std::vector<int> removed_rows = {});
  RelativeSystem(const RelativeSystem&) = delete;
  RelativeSystem& operator=(const RelativeSystem&) = delete;

  std::string coordinates_name() const override;
  TreeDynamics dynamics() const { return dynamics_; }
  const KinematicTree& tree() const { return tree_; }
  const std::vector<int>& removed_rows() const override { return removed_rows_; }

  int coordinate_count() const override { return tree_.coordinate_count; }
  int constraint_count() const override { return static_cast<int>(kept_rows_.size()); }
  int velocity_constraint_count() const override { return velocity_rows_; }
  std::string constraint_owner(int row) const override { return closure_->row_owner(kept_rows_[row]); }
  int joint_of_row(int row) const override { return closure_->joint_of_row(kept_rows_[row]); }
  bool has_constant_mass_matrix() const override { return false; }
  bool generalized_forces_are_constant() const override { return false; }
  bool force_jacobians_are_symmetric() const override { return false; }

  void initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const override;
  Eigen::Vector3d body_origin(int body, const Eigen::VectorXd& q) const override;
  Eigen::Matrix3d body_rotation(int body, const Eigen::VectorXd& q) const override;
  Eigen::Vector3d body_angular_velocity(int body, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;
  Eigen::Vector3d point_position(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q) const override;
  Eigen::Vector3d point_velocity(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q,
                                 const Eigen::VectorXd& v) const override;

  void constraints(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const override;
  SparseMatrix make_constraint_jacobian() const override { return jacobian_pattern_; }
  const std::vector<char>& jacobian_may_be_nonzero() const override { return jacobian_may_be_nonzero_; }
  void constraint_jacobian(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const override;
  void constraint_time_derivative(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> ct) const override;
  void gamma(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::Ref<Eigen::VectorXd> gamma) const override;
  void gamma_and_jacobian(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::Ref<Eigen::VectorXd> gamma, SparseMatrix& jacobian) const override;

  SparseMatrix make_mass_matrix() const override { return mass_pattern_; }
  void mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const override;
  void generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::Ref<Eigen::VectorXd> forces) const override;

  double kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;
  double potential_energy(const Eigen::VectorXd& q) const override;
  double nonconservative_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;

  /// x ← M̂⁻¹ x at z = q, M̂ = M + Σ 4ppᵀ over the Euler parameter sets (M + Φ_Nᵀ Φ_N, Φ_N the
  /// normalization rows), by articulated inertias in O(N) (articulated_inertia.hpp), without forming M.
  /// Error{Kind::numerical} when M̂ is not positive definite.
  void solve_regularized_mass(double t, const Eigen::VectorXd& q, Eigen::VectorXd& x) const;

  /// M(q) a − Q(t, q, v) by inverse dynamics (inverse_dynamics.hpp), O(N), M never formed.
  void inverse_dynamics(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& a,
                        Eigen::VectorXd& residual) const;
  /// trace(M(q)) in O(N).
  double mass_trace(const Eigen::VectorXd& q) const;

  /// The tree at (q, v), or at (q, 0) when v is null (positions only, its twists then meaningless);
  /// recomputed only when the state differs from the last one. Valid until the next evaluation at
  /// another state.
  const TreeState& state_at(const Eigen::VectorXd& q, const Eigen::VectorXd* v) const;

 private:
  /// Φ, Φ_z, Φ_t and γ (all rows) at (t, q, v), v null: γ is not asked for.
  void closure_at(double t, const Eigen::VectorXd& q, const Eigen::VectorXd* v) const;
  /// The kept rows of the dense Φ_z into the pattern of make_constraint_jacobian().
  void copy_jacobian(SparseMatrix& jacobian) const;

  TreeDynamics dynamics_;
  std::vector<int> removed_rows_;
  KinematicTree tree_;
  std::unique_ptr<ClosureConstraints> closure_;
  std::vector<int> kept_rows_;  // rows of the closure this system keeps, ascending
  int velocity_rows_ = 0;
  SparseMatrix jacobian_pattern_, mass_pattern_;
  std::vector<char> jacobian_may_be_nonzero_;

  // The last state evaluated, and what was computed there.
  mutable std::unique_ptr<AccumulatedInertia> accumulated_;
  mutable std::unique_ptr<VelocityTransformation> transformation_;
  mutable TreeState state_;
  mutable Eigen::VectorXd state_q_, state_v_;
  mutable bool state_valid_ = false, state_has_rates_ = false;
  mutable Eigen::MatrixXd mass_;
  mutable Eigen::VectorXd forces_;
  mutable bool mass_valid_ = false, forces_valid_ = false;
  mutable double forces_time_ = 0.0;     // the time forces_ were computed at
  bool forces_depend_on_time_ = false;   // force elements that follow time functions
  mutable std::unique_ptr<InverseDynamics> inverse_dynamics_;
  mutable std::unique_ptr<ArticulatedInertia> articulated_;
  mutable bool articulated_valid_ = false;  // factored at the state's positions
  mutable std::vector<JointMatrix> normalization_blocks_;  // E_J = 4ppᵀ per tree joint
  mutable Eigen::VectorXd closure_values_, closure_time_derivative_, closure_gamma_;
  mutable double closure_t_ = 0.0;
  mutable bool closure_valid_ = false, closure_has_rates_ = false;
  mutable Eigen::VectorXd zero_rates_;
};

}  // namespace mbdae
