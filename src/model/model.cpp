#include "model/model.hpp"

#include "joints/joint_kinds.hpp"

namespace mbdae {

bool has_velocity_level_constraints(const Model& model) {
  for (const Joint& joint : model.joints)
    if (joint.kind->has_velocity_level_rows) return true;
  return false;
}

const FlexibleBody* flexible_body_of(const Model& model, int body) {
  for (const FlexibleBody& flexible : model.flexible_bodies)
    if (flexible.body == body) return &flexible;
  return nullptr;
}

}  // namespace mbdae
