// The kinds of joint a model can have, one file pair each (src/joints/<type>.hpp/.cpp, named as the
// `type:` of model files), and the one table of them (joint_kinds.cpp). A kind says everything the rest
// of the program needs to know about it: the keys of its model-file entry and how to read them, its
// physical checks in space and in the plane, and its equations. Everything that names joint kinds
// reads the table: the loader's `type:`, validate()'s messages, make_joint_constraint(). A new kind is
// a file pair here plus one row in joint_kinds.cpp; docs/extending.md walks through it.
//
// A kind is plain data and plain functions, used while a model is read, checked and assembled into a
// MultibodySystem; the system then evaluates the equations as data (the time loop never calls a kind).
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "model/model.hpp"

namespace mbdae {

class JointEntry;        // joints/joint_entry.hpp
struct TreeMotion;       // joints/tree_motion.hpp
struct JointConstraint;  // joints/joint_constraint.hpp
struct Subject;          // model/checks.hpp

struct JointKind {
  /// The `type:` of model files, and how messages call the kind.
  std::string_view name;
  /// The keys of its model-file entry besides name, type, body_i and body_j, in the order messages
  /// list them.
  std::span<const std::string_view> keys;
  /// Refuses, with a message better than "unknown key", keys a user may well write by mistake; called
  /// before the entry's keys are checked. Optional.
  void (*reject_keys)(const JointEntry& entry) = nullptr;
  /// Reads the kind's keys into `joint`, whose name and bodies are read already.
  void (*read)(const JointEntry& entry, Joint& joint) = nullptr;
  /// Fills in, once the model read from a file is valid, what the file may leave to the initial
  /// configuration (a distance joint's length). Optional.
  void (*complete)(const Model& model, Joint& joint) = nullptr;
  /// validate()'s checks of the kind's own numbers, after those of every joint. Optional.
  void (*check)(const Subject& subject, const Joint& joint) = nullptr;
  /// validate()'s checks in a planar model, after the points' (a prismatic joint's axis). Optional.
  void (*check_in_plane)(const Subject& subject, const Joint& joint) = nullptr;
  /// Appends the joint's equations (and sets its velocity-level rows, if it has any) to `constraint`.
  void (*add_equations)(const Model& model, const Joint& joint, JointConstraint& constraint) = nullptr;
  /// The same in a planar model: only the in-plane rows (paper 003 §3). Null when the kind has no
  /// place in a planar model.
  void (*add_planar_equations)(const Model& model, const Joint& joint, JointConstraint& constraint) = nullptr;
  /// True when add_equations sets velocity-level (nonholonomic) rows, which formulations that need
  /// every constraint at position level cannot take.
  bool has_velocity_level_rows = false;
  /// How the joint moves its child when it is a joint of a kinematic tree (relative coordinates); null
  /// when it can only close a loop (a cut joint).
  const TreeMotion* tree_motion = nullptr;

  bool exists_in_plane() const { return add_planar_equations != nullptr; }
};

/// Every kind, in the order messages list them.
std::span<const JointKind* const> joint_kinds();
/// The kind whose `type:` is `name`, or null.
const JointKind* find_joint_kind(std::string_view name);
/// The same for models built in code: Error{Kind::usage} listing the kinds when there is none.
const JointKind& joint_kind(std::string_view name);

/// "spherical, revolute, ...": every kind's name.
std::string joint_kind_names();
/// "a planar model takes revolute, prismatic, fixed and distance joints, not spherical".
std::string not_in_plane_message(const JointKind& kind);
/// The kinds whose entries read `key` ("distance" for length), joined with "and".
std::string joint_kinds_reading(std::string_view key);

}  // namespace mbdae
