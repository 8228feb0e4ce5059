// The constraints of relative coordinates, Φ(z, t) = 0 (paper 001 §2: "the closed loop closure
// conditions, user constraints (like driving constraints) and ... special constraints ... for spherical
// joints with sets of four parameters"), with their Jacobian Φ_z, time derivative Φ_t and the γ of
// Φ_z z̈ = γ:
//   - each cut joint's own equations (src/joints/), written on the bodies' poses q(z): the joints are
//     evaluated by a natural-coordinate system of the cut joints alone (planar natural coordinates for
//     a planar model), so that Φ(z) = C(q(z)), Φ_z = C_q J with J = ∂q/∂z = dq/dZ · R, and
//     γ = γ_C(q, q̇) − C_q q̈|_{z̈=0}, q̈|_{z̈=0} following from the twist bias D (tree_kinematics.hpp);
//     a rolling joint's velocity-level rows come the same way (A J ż + b = 0);
//   - a driven revolute tree joint's angle, θ − ω t = 0;
//   - each set of Euler parameters' normalization pᵀp − 1 = 0: Φ_z = 2pᵀ, γ = −2ṗᵀṗ.
// In natural coordinates a body's q holds points and unit vectors: a point's velocity is ṡ + ω × p and
// a vector's ω × u, so q̇ = V(q; ṡ, ω) and q̈ = V(q; Ż) + V(q̇; ω × Ṙ, ω), where the second term
// turns each point's and vector's velocity by ω (CoordinateType::velocities_from_twist, applied to q̇).
#pragma once

#include <memory>
#include <string>

#include "relative/tree_kinematics.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class ClosureConstraints {
 public:
  ClosureConstraints(const Model& model, const KinematicTree& tree);

  /// Rows: the cut joints' (in their order), then the driven tree joints', then the normalizations.
  int count() const {
    return cut_rows_ + static_cast<int>(driven_.size()) + static_cast<int>(tree_.euler_parameter_sets.size());
  }
  /// The cut joints' rows, first; the last velocity_row_count() of them are velocity-level (a rolling
  /// joint's), where Φ holds 0.
  int cut_row_count() const { return cut_rows_; }
  int velocity_row_count() const { return cut_system_.velocity_constraint_count(); }
  /// "joint 'C' (cut)", "joint 'motor' (driven angle)", "joint 'B' (Euler parameters)".
  std::string row_owner(int row) const;
  /// The model joint of a row (the cut joint, the driven joint), -1 for a normalization.
  int joint_of_row(int row) const;

  /// Φ, Φ_t and γ at (t, z, ż), with `state` evaluated at the same z, ż; Φ_z into jacobian().
  void evaluate(double t, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate, const TreeState& state,
                Eigen::VectorXd& values, Eigen::VectorXd& time_derivative, Eigen::VectorXd& gamma);
  /// Φ_z (dense) of the last evaluate(): its zeros are written once, each evaluation writes the entries
  /// that may be non-zero.
  const Eigen::MatrixXd& jacobian() const { return jacobian_; }
  /// The same, with a copy of Φ_z into `jacobian`.
  void evaluate(double t, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate, const TreeState& state,
                Eigen::VectorXd& values, Eigen::MatrixXd& jacobian, Eigen::VectorXd& time_derivative,
                Eigen::VectorXd& gamma);

 private:
  const KinematicTree& tree_;
  MultibodySystem cut_system_;  // the cut joints alone, in natural coordinates
  int intrinsic_rows_ = 0, cut_rows_ = 0;
  std::vector<std::string> cut_owners_;
  std::vector<int> cut_joint_of_row_;
  struct DrivenJoint {
    int coordinate;  // the angle's index in z
    double sign;     // +1, or −1 where the tree runs the joint from body_j to body_i
    TimeFunction angle;  // rad, of body_j relative to body_i
    std::string name;
    int joint;       // in Model::joints
  };
  std::vector<DrivenJoint> driven_;
  Eigen::VectorXd q_, q_rate_, q_acceleration_, c_, c_t_, c_gamma_;
  SparseMatrix c_q_;
  Eigen::MatrixXd coordinate_jacobian_;  // J = ∂q/∂z
  Eigen::MatrixXd jacobian_;             // Φ_z
  Eigen::MatrixXd full_jacobian_;        // C_q J, every row of the cut system
  Eigen::VectorXd full_acceleration_term_;  // C_q q̈ at z̈ = 0
};

}  // namespace mbdae
