#include "model/model.hpp"

#include "joints/joint_kinds.hpp"

namespace mbdae {

bool has_velocity_level_constraints(const Model& model) {
  for (const Joint& joint : model.joints)
    if (joint.kind->has_velocity_level_rows) return true;
  return false;
}

}  // namespace mbdae
