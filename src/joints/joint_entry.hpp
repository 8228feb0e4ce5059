// A joint's entry in a model file, as its kind reads it (JointKind::read, joint_kinds.hpp). The loader
// (src/io/model_yaml.cpp) implements JointEntry over the entry's YAML map, so that a kind only names
// its keys and says what they mean, while numbers, expressions, lines and messages stay those of every
// other entity. The keys several kinds share (the two points, the two axes) are read here.
#pragma once

#include <Eigen/Dense>
#include <string>
#include <string_view>

#include "model/model.hpp"

namespace mbdae {

class JointEntry {
 public:
  virtual ~JointEntry() = default;

  /// The model read so far: its bodies' initial poses turn ground-frame locations and axes into the
  /// bodies' frames.
  virtual const Model& model() const = 0;
  /// `planar: true`: points and vectors are written [x, y] (paper 003).
  virtual bool planar() const = 0;
  /// The line where the entry starts: missing keys are reported there.
  virtual int line() const = 0;
  virtual bool has(std::string_view key) const = 0;
  /// The line of a key's value (the key's own when it has none); only for keys the entry has.
  virtual int line_of(std::string_view key) const = 0;
  /// Error{Kind::model} at `line`, naming the file and the joint.
  [[noreturn]] virtual void fail(int line, const std::string& message) const = 0;

  // The value of a key, "missing required key 'KEY'" when the entry does not have it.
  /// A point or vector: [x, y, z], or [x, y] in a planar model.
  virtual Eigen::Vector3d vector(std::string_view key) const = 0;
  /// A direction: a vector, normalized (it must not be zero).
  virtual Eigen::Vector3d direction(std::string_view key) const = 0;
  virtual double number(std::string_view key) const = 0;
  virtual double positive_number(std::string_view key) const = 0;
  /// A time function (src/forces/time_function.hpp).
  virtual TimeFunction time_function(std::string_view key) const = 0;
};

/// point_i and point_j in their own bodies' frames, or one ground-frame `location` where the two
/// points coincide at the initial configuration. body_i and body_j are read already.
void read_joint_points(const JointEntry& entry, Joint& joint);

/// axis_i and axis_j in their own bodies' frames, or one ground-frame `axis` shared by both at the
/// initial configuration.
void read_joint_axes(const JointEntry& entry, Joint& joint);

/// axis_i and axis_j, both required; `alternatives` says, when one is missing, what else to write.
void read_axis_pair(const JointEntry& entry, Joint& joint, const std::string& alternatives);

/// A direction given in the ground frame at the initial configuration, in the frame of `body`.
Eigen::Vector3d direction_in_body_frame(const Model& model, int body, const Eigen::Vector3d& direction);

}  // namespace mbdae
