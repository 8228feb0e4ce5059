// Joints as combinations of two coordinate-free primitives (docs/extending.md, "A joint type"): vectors attached to the two
// bodies of a joint (points r = R + Aū and directions Aū), combined into
//   - a vector equation  E = 0            (three rows; spherical: r_i(P) − r_j(P) = 0),
//   - a scalar equation  E₁ · E₂ − c = 0  (one row; perpendicularity, point-on-line, distance).
// Every joint kind (src/joints/<kind>.cpp) is a list of these, which MultibodySystem evaluates as data;
// nothing here depends on the coordinates. The equations several kinds share are built here too.
#pragma once

#include <Eigen/Dense>
#include <array>

#include "model/model.hpp"

namespace mbdae {

/// ±(a point or a direction fixed in the joint's first (slot 0) or second (slot 1) body).
struct AttachedTerm {
  int slot = 0;
  bool is_point = true;
  Eigen::Vector3d local = Eigen::Vector3d::Zero();  // body frame (ground frame for the ground)
  double sign = 1.0;
  /// On a flexible body, the system's record of how the term moves with the beam (its index there;
  /// MultibodySystem sets it), −1 on a rigid body.
  int elastic = -1;
};

/// A sum of one or two attached terms, e.g. r_i(P_i) − r_j(P_j).
struct VectorExpression {
  std::array<AttachedTerm, 2> terms;
  int count = 1;
};

/// One, two or three holonomic rows. A vector_zero equation keeps `components` of its rows, those of the
/// axes listed first in `axes`: all three in space, x and y in a planar model, whose z rows vanish
/// identically (paper 003 §3: a planar revolute joint is two equations), or those left when a
/// redundant row has been removed (MultibodySystem's removed rows). driven_angle is the rheonomic one (a driven revolute): with θ = θ(t),
///   E₁ · (cos θ E₃ − sin θ E₂) = 0,
/// E₁ a direction of body j perpendicular to the axis, E₂ = a and E₃ = b the directions of body i that
/// span the plane perpendicular to the axis (b = axis × a, a along E₁ initially): E₁ stays along
/// cos θ a + sin θ b, i.e. body j turns by θ about the axis relative to body i.
struct JointEquation {
  enum class Kind { vector_zero, scalar_product, driven_angle } kind = Kind::vector_zero;
  VectorExpression first;
  VectorExpression second;  // scalar_product, driven_angle
  double value = 0.0;       // scalar_product: E₁·E₂ = value
  VectorExpression third;   // driven_angle only
  TimeFunction angle;       // driven_angle only: θ(t), rad
  int components = 3;       // vector_zero only: 3, or 2 in a planar model, or fewer once rows are removed
  std::array<int, 3> axes{0, 1, 2};  // vector_zero only: row k is component axes[k] of E
  int rows() const { return kind == Kind::vector_zero ? components : 1; }
};

// --- Building equations --------------------------------------------------------------------------

inline AttachedTerm point(int slot, const Eigen::Vector3d& local, double sign = 1.0) {
  return {slot, true, local, sign};
}
inline AttachedTerm direction(int slot, const Eigen::Vector3d& local, double sign = 1.0) {
  return {slot, false, local, sign};
}
inline VectorExpression single(const AttachedTerm& term) { return {{term, AttachedTerm{}}, 1}; }
inline VectorExpression difference(const AttachedTerm& a, const AttachedTerm& b) {
  AttachedTerm negative = b;
  negative.sign = -b.sign;
  return {{a, negative}, 2};
}

inline JointEquation vector_zero(const VectorExpression& e, int components = 3) {
  JointEquation equation;
  equation.first = e;
  equation.components = components;
  return equation;
}
inline JointEquation scalar_product(const VectorExpression& a, const VectorExpression& b, double value = 0.0) {
  JointEquation equation;
  equation.kind = JointEquation::Kind::scalar_product;
  equation.first = a;
  equation.second = b;
  equation.value = value;
  return equation;
}

/// Two unit vectors completing `axis` (unit) to a right-handed orthonormal frame (x, y, axis).
std::array<Eigen::Vector3d, 2> perpendicular_pair(const Eigen::Vector3d& axis);

/// The body-j directions that coincide with body i's in the initial configuration: (i_to_j d) in body j
/// is d in body i. Locking a relative rotation keeps these perpendicular pairs perpendicular.
Eigen::Matrix3d initial_relative_rotation(const Model& model, const Joint& joint);

// --- Equations several joint kinds share ----------------------------------------------------------

/// r_i(P_i) − r_j(P_j) = 0: three rows, or x and y (`components` = 2) in a planar model.
JointEquation coincident_points(const Joint& joint, int components = 3);

/// axis_j stays parallel to axis_i: axis_j ⊥ x_i and ⊥ y_i (x_i, y_i = perpendicular_pair(axis_i)), two rows.
std::array<JointEquation, 2> parallel_axes(const Joint& joint);

}  // namespace mbdae
