#include "joints/joint_constraint.hpp"

#include "core/error.hpp"
#include "joints/joint_kinds.hpp"

namespace mbdae {

JointConstraint make_joint_constraint(const Model& model, int joint_index) {
  const Joint& joint = model.joints[joint_index];
  JointConstraint c;
  c.joint = joint_index;
  c.bodies = {joint.body_i, joint.body_j};
  if (!model.planar)
    joint.kind->add_equations(model, joint, c);
  else if (joint.kind->exists_in_plane())
    joint.kind->add_planar_equations(model, joint, c);
  else
    throw Error(Error::Kind::model, not_in_plane_message(*joint.kind), joint.where, "joint '" + joint.name + "'");
  return c;
}

}  // namespace mbdae
