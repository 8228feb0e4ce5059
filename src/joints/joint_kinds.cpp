#include "joints/joint_kinds.hpp"

#include <algorithm>
#include <vector>

#include "core/error.hpp"
#include "joints/cylindrical.hpp"
#include "joints/distance.hpp"
#include "joints/fixed.hpp"
#include "joints/prismatic.hpp"
#include "joints/revolute.hpp"
#include "joints/rolling_sphere.hpp"
#include "joints/sphere_on_plane.hpp"
#include "joints/spherical.hpp"
#include "joints/universal.hpp"

namespace mbdae {
namespace {

// The table: one row per kind, in the order messages list them ("valid types: ...").
constexpr const JointKind* kJointKinds[] = {
    &spherical_joint, &revolute_joint, &prismatic_joint, &cylindrical_joint,
    &universal_joint, &fixed_joint,    &distance_joint,  &rolling_sphere_joint,
    &sphere_on_plane_joint,
};

/// The names of the kinds `selected` keeps, in table order: "a, b, c" or, with " and ", "a, b and c".
template <typename Select>
std::string names_of(Select selected, const char* last_separator) {
  std::vector<std::string_view> names;
  for (const JointKind* kind : kJointKinds)
    if (selected(*kind)) names.push_back(kind->name);
  std::string text;
  for (std::size_t k = 0; k < names.size(); ++k) {
    if (k > 0) text += k + 1 == names.size() ? last_separator : ", ";
    text += names[k];
  }
  return text;
}

}  // namespace

std::span<const JointKind* const> joint_kinds() { return kJointKinds; }

const JointKind* find_joint_kind(std::string_view name) {
  for (const JointKind* kind : kJointKinds)
    if (kind->name == name) return kind;
  return nullptr;
}

const JointKind& joint_kind(std::string_view name) {
  if (const JointKind* kind = find_joint_kind(name)) return *kind;
  throw Error(Error::Kind::usage,
              "unknown joint type '" + std::string(name) + "' (valid types: " + joint_kind_names() + ")");
}

std::string joint_kind_names() {
  return names_of([](const JointKind&) { return true; }, ", ");
}

std::string not_in_plane_message(const JointKind& kind) {
  return "a planar model takes " + names_of([](const JointKind& k) { return k.exists_in_plane(); }, " and ") +
         " joints, not " + std::string(kind.name);
}

std::string joint_kinds_reading(std::string_view key) {
  return names_of([&](const JointKind& k) { return std::ranges::find(k.keys, key) != k.keys.end(); }, " and ");
}

}  // namespace mbdae
