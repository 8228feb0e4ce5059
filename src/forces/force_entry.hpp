// A force element's entry in a model file, as its kind reads it (ForceKind::read). The loader
// (src/io/model_yaml.cpp) implements it over the entry's YAML map, so that numbers, expressions, lines
// and messages are those of every other entity, as for joints (src/joints/joint_entry.hpp).
#pragma once

#include <Eigen/Dense>
#include <string>
#include <string_view>

#include "forces/time_function.hpp"

namespace mbdae {

struct Model;

class ForceEntry {
 public:
  virtual ~ForceEntry() = default;

  /// The model read so far (its bodies' initial poses).
  virtual const Model& model() const = 0;
  /// `planar: true`: vectors are [x, y], a torque is a number about z.
  virtual bool planar() const = 0;
  virtual int line() const = 0;
  virtual bool has(std::string_view key) const = 0;
  virtual int line_of(std::string_view key) const = 0;
  [[noreturn]] virtual void fail(int line, const std::string& message) const = 0;

  // The value of a key; "missing required key 'KEY'" when the entry does not have it.
  /// A body's index (kGround for `ground` when `ground_allowed`).
  virtual int body(std::string_view key, bool ground_allowed) const = 0;
  /// [x, y, z], or [x, y] in a planar model.
  virtual Eigen::Vector3d vector(std::string_view key) const = 0;
  /// A vector, normalized (it must not be zero).
  virtual Eigen::Vector3d direction(std::string_view key) const = 0;
  virtual double number(std::string_view key) const = 0;
  virtual double non_negative_number(std::string_view key) const = 0;
  /// A list of exactly `count` numbers ≥ 0 (a bushing's six stiffnesses).
  virtual Eigen::VectorXd non_negative_numbers(std::string_view key, int count) const = 0;
  /// An orientation in any of the forms a body's may take (docs/model-format.md, "Orientation").
  virtual Eigen::Matrix3d orientation(std::string_view key) const = 0;
  /// A time function: a number, an expression in t, or a map with `type:` (docs/model-format.md).
  virtual TimeFunction time_function(std::string_view key) const = 0;
  /// One of `choices`.
  virtual std::string choice(std::string_view key, std::initializer_list<std::string_view> choices) const = 0;
};

/// A point given as `KEY` in body's frame, or `location` in the ground frame at the initial
/// configuration (then converted through the body's initial pose).
Eigen::Vector3d read_body_point(const ForceEntry& entry, std::string_view key, int body);

}  // namespace mbdae
