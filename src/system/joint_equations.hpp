// Joints as combinations of two coordinate-free primitives (DESIGN.md): vectors attached to the two
// bodies of a joint (points r = R + Aū and directions Aū), combined into
//   - a vector equation  E = 0            (three rows; spherical: r_i(P) − r_j(P) = 0),
//   - a scalar equation  E₁ · E₂ − c = 0  (one row; perpendicularity, point-on-line, distance).
// Every joint type of the model is a list of these; nothing here depends on the coordinates.
#pragma once

#include <Eigen/Dense>
#include <array>
#include <optional>
#include <vector>

#include "model/model.hpp"

namespace mbdae {

/// ±(a point or a direction fixed in the joint's first (slot 0) or second (slot 1) body).
struct AttachedTerm {
  int slot = 0;
  bool is_point = true;
  Eigen::Vector3d local = Eigen::Vector3d::Zero();  // body frame (ground frame for the ground)
  double sign = 1.0;
};

/// A sum of one or two attached terms, e.g. r_i(P_i) − r_j(P_j).
struct VectorExpression {
  std::array<AttachedTerm, 2> terms;
  int count = 1;
};

/// One, two or three holonomic rows. A vector_zero equation keeps its first `components` rows: all
/// three in space, x and y in a planar model, whose z rows vanish identically (paper 003 §3: a planar
/// revolute joint is two equations). driven_angle is the rheonomic one (a driven revolute): with θ = ω t,
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
  double rate = 0.0;        // driven_angle only: ω, rad/s
  int components = 3;       // vector_zero only: 3, or 2 in a planar model
  int rows() const { return kind == Kind::vector_zero ? components : 1; }
};

/// Rolling without slipping of a sphere (slot 1) on a plane (slot 0), at velocity level: with n = A_i n̄
/// the plane's normal, c the sphere's centre and x = c − R n the contact point, the sphere's and the
/// plane's material points at x move alike along the plane's tangents t_k = A_i t̄_k:
///   t_k · (v_sphere(x) − v_plane(x)) = 0,  k = 1, 2,
/// which is linear in the velocities, A(q) v = 0, and has no position-level form (nonholonomic).
struct RollingContact {
  Eigen::Vector3d centre = Eigen::Vector3d::Zero();  // sphere's centre, sphere's frame
  Eigen::Vector3d normal = Eigen::Vector3d::UnitZ();  // plane's unit normal, plane's frame
  std::array<Eigen::Vector3d, 2> tangents{};          // plane's frame, completing the normal
  double radius = 0.0;
};

struct JointConstraint {
  int joint = 0;                 // index in Model::joints
  std::array<int, 2> bodies{};   // body indices (kGround allowed) for slot 0 and 1
  std::vector<JointEquation> equations;
  std::optional<RollingContact> rolling;  // rolling_sphere: its velocity-level rows
  /// Holonomic rows (position level).
  int rows() const {
    int n = 0;
    for (const JointEquation& e : equations) n += e.rows();
    return n;
  }
  /// Velocity-level (nonholonomic) rows.
  int velocity_rows() const { return rolling ? 2 : 0; }
};

/// The equations of `joint` (its frames are completed from the model's initial configuration where a
/// relative rotation must be locked: prismatic and fixed joints). In a planar model only the in-plane
/// rows: revolute 2, prismatic 2, fixed 3, distance 1 (the spatial rows would add identically zero
/// ones, redundant constraints that make the augmented matrix singular).
JointConstraint make_joint_constraint(const Model& model, int joint_index);

/// Two unit vectors completing `axis` (unit) to a right-handed orthonormal frame (x, y, axis).
std::array<Eigen::Vector3d, 2> perpendicular_pair(const Eigen::Vector3d& axis);

}  // namespace mbdae
