// A model joint as the system evaluates it: the list of its equations on attached vectors
// (joint_equation.hpp) and, for a nonholonomic joint, its velocity-level rows (velocity_constraint.hpp),
// built once from the joint's kind (joint_kinds.hpp).
#pragma once

#include <array>
#include <memory>
#include <vector>

#include "joints/joint_equation.hpp"
#include "joints/velocity_constraint.hpp"
#include "model/model.hpp"

namespace mbdae {

struct JointConstraint {
  int joint = 0;                 // index in Model::joints
  std::array<int, 2> bodies{};   // body indices (kGround allowed) for slot 0 and 1
  std::vector<JointEquation> equations;
  std::shared_ptr<const VelocityConstraint> velocity;  // its velocity-level rows, if it has any
  /// Holonomic rows (position level).
  int rows() const {
    int n = 0;
    for (const JointEquation& e : equations) n += e.rows();
    return n;
  }
  /// Velocity-level (nonholonomic) rows.
  int velocity_rows() const { return velocity ? velocity->rows() : 0; }
};

/// The equations of `joint` (its frames are completed from the model's initial configuration where a
/// relative rotation must be locked: prismatic and fixed joints). In a planar model only the in-plane
/// rows: revolute 2, prismatic 2, fixed 3, distance 1 (the spatial rows would add identically zero
/// ones, redundant constraints that make the augmented matrix singular).
JointConstraint make_joint_constraint(const Model& model, int joint_index);

}  // namespace mbdae
