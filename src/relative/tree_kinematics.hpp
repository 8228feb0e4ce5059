// Positions and velocities of every body from the relative coordinates z and rates ż, recursively from
// the ground outwards (Rodríguez, Jiménez, Funes & García de Jalón 2004, §3; docs/methods.md,
// "Relative coordinates").
//
// A body's velocity is its twist Z = [ṡ; ω] at the ground origin: ṡ is the velocity of the body point
// that is at the origin now, ω the angular velocity, both in ground axes. Twists of one body measured
// at one fixed point add along a chain, so the child of tree joint J (parent p, coordinates z_J) has
//   Z_child = Z_p + B_J ż_J,  B_J's column k = [A_p t_k + o × (A_p h_k); A_p h_k],
// with o the joint point in ground axes and h_k, t_k the joint's partial velocities (tree_motion.hpp).
// In matrix form Z = R ż, R's block (body b, joint J) = B_J when J lies on b's path to the ground.
// Differentiating, Ż_child = Ż_p + B_J z̈_J + Ḃ_J ż_J, so Ż = R z̈ + D with the bias D = Ṙ ż found
// by the same recursion: D_child = D_p + Ḃ_J ż_J, where, with ω_p the parent's angular velocity,
// ω_r = Σ A_p h_k ż_k and v_r = Σ A_p t_k ż_k the relative angular and joint-point velocities,
//   Σ_k ḃ_k ż_k = [ω_p × v_r + A_p Σṫż + ȯ × ω_r + o × (ω_p × ω_r + A_p Σḣż); ω_p × ω_r + A_p Σḣż],
//   ȯ = ṡ_p + ω_p × o + v_r   (the joint point's velocity).
#pragma once

#include <vector>

#include "relative/kinematic_tree.hpp"

namespace mbdae {

using Twist = Eigen::Matrix<double, 6, 1>;
/// B_J: one column per coordinate of the joint.
using JointTwists = Eigen::Matrix<double, 6, Eigen::Dynamic, Eigen::ColMajor, 6, kMaxTreeJointCoordinates>;

/// Every body's pose, twist and twist bias, and every tree joint's B_J, at one (z, ż).
struct TreeState {
  std::vector<Eigen::Matrix3d> rotation;  // per body: its axes in ground axes
  double time = 0.0;                      // what time-dependent forces take (body_dynamics.cpp); set by the system
  std::vector<Eigen::Vector3d> position;  // per body: its frame's origin, ground frame
  std::vector<Twist> twist;               // Z
  std::vector<Twist> twist_bias;          // D = Ṙ ż: the twist's rate when z̈ = 0
  std::vector<JointTwists> joint_twists;  // per tree joint: B_J
  TreeJointMotion motion;                 // the joint being evaluated (a buffer)

  TreeState() = default;
  TreeState(const Model& model, const KinematicTree& tree);

  /// Ground position and velocity of body point `local` (body frame).
  Eigen::Vector3d point(int body, const Eigen::Vector3d& local) const {
    return position[body] + rotation[body] * local;
  }
  Eigen::Vector3d point_velocity(int body, const Eigen::Vector3d& local) const {
    const Twist& Z = twist[body];
    return Z.head<3>() + Z.tail<3>().cross(point(body, local));
  }
};

/// Fills `state` from the ground outwards. z and ż have KinematicTree::coordinate_count entries.
void evaluate_tree(const KinematicTree& tree, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate,
                   TreeState& state);

/// ż at the reference coordinates from the model's initial velocities: joint by joint from the ground,
/// the least-squares solution of B_J ż_J = Z_child − Z_parent (exact when the file's velocities are
/// ones the joints allow; for Euler parameters it is the one with pᵀṗ = 0, since G(p) p = 0).
Eigen::VectorXd initial_rates(const Model& model, const KinematicTree& tree);

}  // namespace mbdae
