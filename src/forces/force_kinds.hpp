// The kinds of force element a model can have, one file each (src/forces/<type>.cpp, named as the
// `type:` of model files), and the one table of them (force_kinds.cpp). As for joints
// (src/joints/joint_kinds.hpp), a kind says everything the program needs: its model-file keys and
// how to read them, its checks, the vectors it acts on and its forces. A new kind is a file here plus
// one row in force_kinds.cpp; docs/extending.md walks through it.
#pragma once

#include <span>
#include <string>
#include <string_view>

#include "forces/force_element.hpp"

namespace mbdae {

class ForceEntry;  // forces/force_entry.hpp
struct Subject;    // model/checks.hpp

struct ForceKind {
  /// The `type:` of model files.
  std::string_view name;
  /// The keys of its model-file entry besides name and type.
  std::span<const std::string_view> keys;
  /// Reads the kind's keys into `element`, whose name is read already.
  void (*read)(const ForceEntry& entry, ForceElement& element) = nullptr;
  /// validate()'s checks of the kind's own numbers. Optional.
  void (*check)(const Subject& subject, const Model& model, const ForceElement& element) = nullptr;
  /// Whether it acts between body_i and body_j (then one of them may be the ground), or on body_j
  /// alone (`body:` in the file).
  bool two_bodies = true;
  /// Whether a planar model may have it.
  bool exists_in_plane = true;
  /// The vectors the element acts on, into `vectors`; returns how many.
  int (*attach)(const ForceElement& element, AttachedVectors& vectors) = nullptr;
  /// Its forces on those vectors at time t, from their values x and rates ẋ.
  void (*evaluate)(const ForceElement& element, double t, const AttachedValues& x, const AttachedValues& rates,
                   bool jacobians, ForceEvaluation& out) = nullptr;
};

extern const ForceKind applied_force, applied_torque, rotational_spring_damper, bushing, actuator;

std::span<const ForceKind* const> force_kinds();
const ForceKind* find_force_kind(std::string_view name);
/// "point_force, torque, spring_damper, applied_force, ...": every `type:` of the forces list.
std::string force_type_names();

}  // namespace mbdae
