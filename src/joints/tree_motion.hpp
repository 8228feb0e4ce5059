// How a joint moves its child body relative to its parent when it is a joint of a kinematic tree
// (relative coordinates: paper 001; Rodríguez, Jiménez, Funes & García de Jalón 2004; docs/methods.md,
// "Relative coordinates"). Given the joint's own coordinates z and rates ż it says
//   - the child's rotation relative to the parent, A_rel(z) (child axes in parent axes), and where the
//     child's joint point is in the parent's frame, d(z);
//   - the partial velocities: the child's angular velocity relative to the parent is Σ h_k ż_k, and its
//     joint point's velocity relative to the parent Σ t_k ż_k (both in parent axes);
//   - the rate terms Σ_k ḣ_k ż_k and Σ_k ṫ_k ż_k (ḣ_k = dh_k/dt in parent axes), which, with the
//     parent's own motion, give the acceleration the joint adds at z̈ = 0.
// A joint kind that can join a tree gives one TreeMotion (src/joints/<type>.cpp, JointKind::tree_motion);
// the others (distance, rolling_sphere) are always cut joints, whose equations close a loop.
//
// Coordinates count from the model's initial configuration: at the reference coordinates (zero angles
// and slides, unit Euler parameters) the child is where the model file puts it.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

/// A free joint has the most: three translations and four Euler parameters.
inline constexpr int kMaxTreeJointCoordinates = 7;

/// The joint's geometry as its tree uses it, fixed when the tree is built.
struct TreeJointGeometry {
  Eigen::Matrix3d initial_rotation = Eigen::Matrix3d::Identity();  // A_rel at the reference coordinates
  Eigen::Vector3d initial_offset = Eigen::Vector3d::Zero();        // d at the reference coordinates
  Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();         // the parent's axis (parent axes, unit)
  Eigen::Vector3d child_axis = Eigen::Vector3d::UnitZ();   // the child's axis (child axes, unit)
};

using TreeJointPartials = Eigen::Matrix<double, 3, Eigen::Dynamic, Eigen::ColMajor, 3, kMaxTreeJointCoordinates>;

/// What TreeMotion::evaluate writes.
struct TreeJointMotion {
  Eigen::Matrix3d rotation;          // A_rel(z)
  Eigen::Vector3d offset;            // d(z)
  TreeJointPartials angular;         // h_k, one column per coordinate
  TreeJointPartials linear;          // t_k
  Eigen::Vector3d angular_rate_term; // Σ_k ḣ_k ż_k
  Eigen::Vector3d linear_rate_term;  // Σ_k ṫ_k ż_k
};

struct TreeMotion {
  int coordinates = 0;
  /// Euler parameters come with their normalization pᵀp − 1 = 0 (paper 001 §2's "special constraints
  /// ... for spherical joints with sets of four parameters"); the first of them is at this index of
  /// the joint's coordinates, -1 for none.
  int euler_parameters_at = -1;
  /// The child's joint point slides along the axis (prismatic, cylindrical): its initial offset is
  /// where the file puts it on the axis, not the parent's joint point.
  bool slides_along_axis = false;
  /// The coordinates at the initial configuration.
  void (*reference_coordinates)(double* z) = nullptr;
  /// Evaluates the motion at z, ż (both of `coordinates` entries) into `motion`, whose partials come
  /// zeroed at the joint's size and rate terms zeroed: a joint writes only what it moves.
  void (*evaluate)(const TreeJointGeometry& geometry, const double* z, const double* z_rate,
                   TreeJointMotion& motion) = nullptr;
};

/// Rotation by `angle` about the unit `axis` (Rodrigues).
inline Eigen::Matrix3d rotation_about(const Eigen::Vector3d& axis, double angle) {
  return Eigen::AngleAxisd(angle, axis).toRotationMatrix();
}

}  // namespace mbdae
