// Reading robots from URDF, the Unified Robot Description Format of ROS (docs/model-format.md, "URDF").
//
// What is read, with the specification's conventions (wiki.ros.org/urdf/XML, "link" and "joint"):
// - A joint's <origin xyz rpy> is the child link's frame in the parent link's frame at zero joint
//   position; rpy are fixed-axis roll, pitch, yaw: R = Rz(yaw) Ry(pitch) Rx(roll).
// - A joint's <axis xyz> is in the joint frame, which is the child link's frame (default 1 0 0).
// - A link's <inertial><origin xyz rpy> places the centre of mass and the axes of the <inertia> tensor
//   in the link frame; ixx ... izz are the tensor's entries in those axes (ixy the entry, not the
//   product of inertia with its sign changed).
// Each link with a positive mass becomes a body whose frame is the link frame, posed by the joint tree
// at zero joint positions, with a marker at its origin named after the link. The root link is the
// ground when it has no mass (no <inertial>, or mass 0) or is named `world`; otherwise it is a free
// body. revolute and continuous joints become `revolute`, prismatic `prismatic`, fixed `fixed`;
// floating joints no joint (the child is free); planar and unknown types are errors. A massless link
// other than the root must hang from a fixed joint: it is merged into the link it is fixed to and
// leaves a marker there (a tool frame). Limits, dynamics and mimic tags are ignored with a note
// (Model::notes); visuals, collisions, materials, transmissions and gazebo tags silently. URDF has no
// gravity: the model's is (0, 0, -9.81) m/s^2.
#pragma once

#include <string>

#include "model/model.hpp"

namespace mbdae {

/// True when the model loaders read `path` as URDF: its name ends in ".urdf" (in any case).
bool is_urdf_path(const std::string& path);

/// Parses and validates a robot from URDF text. `source_name` is used in error messages
/// ("source_name:line: link 'NAME': ...") and stored as Model::source. Throws Error{Kind::model} on any
/// problem, naming the file, the line of the element and the link or joint.
Model parse_urdf_model(const std::string& text, const std::string& source_name);

}  // namespace mbdae
