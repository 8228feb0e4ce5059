// The kinematic tree of a model, for relative (joint) coordinates (paper 001; docs/methods.md,
// "Relative coordinates"): a spanning tree of the graph whose nodes are the ground and the bodies and
// whose edges are the joints. Each tree joint moves one body (its child) relative to another (its
// parent) with the joint's own coordinates z (JointKind::tree_motion); every other joint is a cut
// joint, whose equations, written with the bodies' poses as functions of z, close a loop (Φ(z) = 0).
// A body that no joint links to the ground gets a free joint from the ground (3 translations and 4
// Euler parameters).
//
// The tree is found breadth-first from the ground, joints in the model's order: a body is reached by
// the first joint that links it to a body already in the tree, so each body hangs as close to the
// ground as the joints allow (short paths keep the recursions' sums short). Distance and rolling
// joints are never tree joints.
#pragma once

#include <string>
#include <vector>

#include "joints/tree_motion.hpp"
#include "model/model.hpp"

namespace mbdae {

struct TreeJoint {
  int joint = -1;         // index in Model::joints; -1: a free joint from the ground
  int parent = kGround;   // the body it moves its child relative to (kGround: the ground)
  int child = 0;          // the body it moves
  /// The joint's body_j is the tree's parent: its _i and _j points and axes swap roles.
  bool reversed = false;
  const TreeMotion* motion = nullptr;
  TreeJointGeometry geometry;
  Eigen::Vector3d child_point = Eigen::Vector3d::Zero();  // the child's joint point, child frame
  int first_coordinate = 0;  // of z
  int coordinates() const { return motion->coordinates; }
};

struct KinematicTree {
  /// From the ground outwards: a joint's parent is the ground or the child of an earlier joint.
  std::vector<TreeJoint> joints;
  std::vector<int> joint_of_body;  // the tree joint that moves each body
  std::vector<int> cut_joints;     // indices in Model::joints, in the model's order
  int coordinate_count = 0;        // size of z
  /// Index in z of the first Euler parameter of each set of four (one normalization row each).
  std::vector<int> euler_parameter_sets;

  /// z at the model's initial configuration.
  Eigen::VectorXd reference_coordinates() const;
  /// "tree: joint1 (ground -> link1, revolute), ...; cut: joint4": for messages and `--verbose` output.
  std::string describe(const Model& model) const;
};

/// The model's kinematic tree, with the joints' geometry taken from the model's initial poses.
KinematicTree build_kinematic_tree(const Model& model);

}  // namespace mbdae
