#include "forces/force_kinds.hpp"

namespace mbdae {
namespace {

// The table: one row per kind, in the order messages list them.
constexpr const ForceKind* kForceKinds[] = {&applied_force, &applied_torque, &rotational_spring_damper, &bushing,
                                            &actuator};

}  // namespace

std::span<const ForceKind* const> force_kinds() { return kForceKinds; }

const ForceKind* find_force_kind(std::string_view name) {
  for (const ForceKind* kind : kForceKinds)
    if (kind->name == name) return kind;
  return nullptr;
}

std::string force_type_names() {
  // The three constant kinds the loader reads itself come first (src/io/model_yaml.cpp).
  std::string names = "point_force, torque, spring_damper";
  for (const ForceKind* kind : kForceKinds) names += ", " + std::string(kind->name);
  return names;
}

}  // namespace mbdae
