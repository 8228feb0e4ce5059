// Joints as combinations of two coordinate-free primitives (DESIGN.md): vectors attached to the two
// bodies of a joint (points r = R + Aū and directions Aū), combined into
//   - a vector equation  E = 0            (three rows; spherical: r_i(P) − r_j(P) = 0),
//   - a scalar equation  E₁ · E₂ − c = 0  (one row; perpendicularity, point-on-line, distance).
// Every joint type of the model is a list of these; nothing here depends on the coordinates.
#pragma once

#include <Eigen/Dense>
#include <array>
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

struct JointEquation {
  enum class Kind { vector_zero, scalar_product } kind = Kind::vector_zero;
  VectorExpression first;
  VectorExpression second;  // scalar_product only
  double value = 0.0;       // scalar_product: E₁·E₂ = value
  int rows() const { return kind == Kind::vector_zero ? 3 : 1; }
};

struct JointConstraint {
  int joint = 0;                 // index in Model::joints
  std::array<int, 2> bodies{};   // body indices (kGround allowed) for slot 0 and 1
  std::vector<JointEquation> equations;
  int rows() const {
    int n = 0;
    for (const JointEquation& e : equations) n += e.rows();
    return n;
  }
};

/// The equations of `joint` (its frames are completed from the model's initial configuration where a
/// relative rotation must be locked: prismatic and fixed joints).
JointConstraint make_joint_constraint(const Model& model, int joint_index);

/// Two unit vectors completing `axis` (unit) to a right-handed orthonormal frame (x, y, axis).
std::array<Eigen::Vector3d, 2> perpendicular_pair(const Eigen::Vector3d& axis);

}  // namespace mbdae
