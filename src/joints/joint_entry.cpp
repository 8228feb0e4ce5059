#include "joints/joint_entry.hpp"

namespace mbdae {
namespace {

/// A point given in the ground frame at the initial configuration, in the frame of `body`.
Eigen::Vector3d point_in_body_frame(const Model& model, int body, const Eigen::Vector3d& point) {
  if (body == kGround) return point;
  const Body& b = model.bodies[body];
  return b.initial_rotation.transpose() * (point - b.initial_position);
}

}  // namespace

Eigen::Vector3d direction_in_body_frame(const Model& model, int body, const Eigen::Vector3d& direction) {
  if (body == kGround) return direction;
  return model.bodies[body].initial_rotation.transpose() * direction;
}

void read_joint_points(const JointEntry& entry, Joint& joint) {
  const bool location = entry.has("location");
  const bool point_i = entry.has("point_i");
  const bool point_j = entry.has("point_j");
  if (location) {
    if (point_i || point_j)
      entry.fail(entry.line_of("location"), "give either location or point_i and point_j, not both");
    const Eigen::Vector3d point = entry.vector("location");
    joint.point_i = point_in_body_frame(entry.model(), joint.body_i, point);
    joint.point_j = point_in_body_frame(entry.model(), joint.body_j, point);
    return;
  }
  if (!point_i && !point_j) entry.fail(entry.line(), "missing required key 'location' (or give point_i and point_j)");
  if (!point_i) entry.fail(entry.line(), "missing required key 'point_i' (give both point_i and point_j, or location)");
  if (!point_j) entry.fail(entry.line(), "missing required key 'point_j' (give both point_i and point_j, or location)");
  joint.point_i = entry.vector("point_i");
  joint.point_j = entry.vector("point_j");
}

void read_joint_axes(const JointEntry& entry, Joint& joint) {
  if (entry.has("axis")) {
    if (entry.has("axis_i") || entry.has("axis_j"))
      entry.fail(entry.line_of("axis"), "give either axis or axis_i and axis_j, not both");
    const Eigen::Vector3d direction = entry.direction("axis");
    joint.axis_i = direction_in_body_frame(entry.model(), joint.body_i, direction);
    joint.axis_j = direction_in_body_frame(entry.model(), joint.body_j, direction);
    return;
  }
  if (!entry.has("axis_i") && !entry.has("axis_j"))
    entry.fail(entry.line(), "missing required key 'axis' (or give axis_i and axis_j)");
  read_axis_pair(entry, joint, "give both axis_i and axis_j, or axis");
}

void read_axis_pair(const JointEntry& entry, Joint& joint, const std::string& alternatives) {
  if (!entry.has("axis_i")) entry.fail(entry.line(), "missing required key 'axis_i' (" + alternatives + ")");
  if (!entry.has("axis_j")) entry.fail(entry.line(), "missing required key 'axis_j' (" + alternatives + ")");
  joint.axis_i = entry.direction("axis_i");
  joint.axis_j = entry.direction("axis_j");
}

}  // namespace mbdae
