// Reading models from YAML (docs/model-format.md).
//
// This file checks what only the text can tell: syntax, keys, types, and the range of single numbers,
// each reported at the line of the offending value. What makes the model physically meaningful
// (inertia, rotations, names, connections) is checked by validate() in src/model/validate.cpp, which
// reports the line where the entity starts.
#include "io/model_yaml.hpp"

#include <yaml-cpp/eventhandler.h>
#include <yaml-cpp/yaml.h>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>

#include <cstdio>
#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <numbers>
#include <optional>
#include <span>
#include <sstream>
#include <unordered_map>
#include <string_view>
#include <utility>
#include <vector>

#include "core/interruption.hpp"
#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "io/model_expressions.hpp"
#include "io/urdf_model.hpp"
#include "joints/joint_entry.hpp"
#include "joints/joint_kinds.hpp"
#include "flexible/elastic_body.hpp"
#include "model/solid_inertia.hpp"

namespace mbdae {
namespace {

using Keys = std::initializer_list<std::string_view>;

// --- Where errors point --------------------------------------------------------------------------

/// yaml-cpp counts lines from 0; editors and compilers count from 1. A node without a position
/// (yaml-cpp's null mark, line -1) becomes line 0, "no line".
int line_of(const YAML::Node& node) { return node.Mark().line + 1; }

/// Messages quote what the file says — names, expressions, yaml-cpp's own text about the offending
/// character — and any of it may hold a line break or another control character (found by fuzzing:
/// "unknown escape character: " followed by a newline, a quoted multi-line scalar): show those as
/// escapes, so that every error stays one line.
std::string printable(const std::string& message) {
  std::string out;
  for (const char c : message) {
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (c == '\t') {
      out += "\\t";
    } else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02x", static_cast<unsigned char>(c));
      out += hex;
    } else {
      out += c;
    }
  }
  return out;
}

/// The file being read and the entity in it ("body 'link1'"; empty at the top level): every error
/// names both, and the line of the offending value.
/// `expressions` evaluates numbers written as expressions and `{...}` in names (null: none allowed).
struct Context {
  std::string file;
  std::string entity;
  const ModelExpressions* expressions = nullptr;
  bool planar = false;  // `planar: true`: points and vectors are [x, y], rotations an angle about z

  [[noreturn]] void fail(int line, const std::string& message) const {
    throw Error(Error::Kind::model, message, SourceLocation{file, line}, entity);
  }
};

/// One value of a map or list, as messages call it ("mass", "orientation.axis", "element 2 of
/// position"), and the line to report: the value's own, or its key's when the value is empty.
struct Field {
  YAML::Node node;
  std::string name;
  int line = 0;
};

Field element(const Field& list, std::size_t index) {
  const YAML::Node node = list.node[index];
  return {node, "element " + std::to_string(index + 1) + " of " + list.name,
          node.IsNull() ? list.line : line_of(node)};
}

/// What a node is, for the "(got ...)" part of messages.
std::string describe(const YAML::Node& node) {
  switch (node.Type()) {
    case YAML::NodeType::Scalar:
      // A quoted "2" is text in YAML, and it would be confusing to report it as '2'.
      if (node.Tag() == "!") return "the quoted text \"" + node.Scalar() + "\"";
      return "'" + node.Scalar() + "'";
    case YAML::NodeType::Sequence:
      return "a list of " + std::to_string(node.size()) + (node.size() == 1 ? " item" : " items");
    case YAML::NodeType::Map:
      return "a map";
    default:
      return "nothing";
  }
}

std::string join(std::span<const std::string_view> words) {
  std::string out;
  for (std::string_view word : words) {
    if (!out.empty()) out += ", ";
    out += word;
  }
  return out;
}

// --- Maps ----------------------------------------------------------------------------------------

/// In a flow map, `{name: a, description: mass, length and width}`, an unquoted comma ends a value
/// and what follows it becomes a key of its own, without a value. For a key with no value right after
/// a key whose value is text or a number, in a `{...}` map: the hint that says so; empty otherwise.
std::string comma_hint(const YAML::Node& map, const YAML::Node& previous_key, const YAML::Node& previous_value,
                       const YAML::Node& value) {
  if (map.Style() != YAML::EmitterStyle::Flow || !value.IsNull() || !previous_value.IsScalar() ||
      !previous_key.IsScalar())
    return "";
  return " (a comma inside a value of a {...} map ends the value: quote the value of '" + previous_key.Scalar() +
         "')";
}

/// A YAML map being read: the top level, an entity (a body, a joint...) or a map nested in one
/// (orientation, inertia). Finds keys, rejects unknown and repeated ones, reports missing ones.
class MapReader {
 public:
  /// `name` is how messages call a nested map ("orientation"); empty for the top level and for
  /// entities, whose context already says which one it is.
  MapReader(YAML::Node map, const Context& context, std::string name = {})
      : map_(std::move(map)), context_(context), name_(std::move(name)) {}

  int line() const { return line_of(map_); }

  [[noreturn]] void fail(const std::string& message) const { context_.fail(line(), message); }

  /// A misspelled key would otherwise be silently ignored and its default used instead.
  void check_keys(Keys allowed) const { check_keys(std::span(allowed.begin(), allowed.size())); }
  void check_keys(std::span<const std::string_view> allowed) const {
    std::map<std::string, int> first_line;
    YAML::Node previous_key, previous_value;
    for (auto it = map_.begin(); it != map_.end(); ++it) {
      const YAML::Node key = it->first;  // a copy: operator-> returns a temporary proxy
      if (!key.IsScalar())
        context_.fail(line_of(key), "keys must be plain names" + in() + " (got " + describe(key) + ")");
      const std::string& word = key.Scalar();
      const std::string hint = comma_hint(map_, previous_key, previous_value, it->second);
      if (std::find(allowed.begin(), allowed.end(), word) == allowed.end())
        context_.fail(line_of(key),
                      "unknown key '" + word + "'" + in() + " (allowed: " + join(allowed) + ")" + hint);
      const auto [previous, inserted] = first_line.emplace(word, line_of(key));
      if (!inserted)
        context_.fail(line_of(key), "key '" + word + "' is given twice" + in() + " (first on line " +
                                        std::to_string(previous->second) + ")" + hint);
      // reset(), not '=': assigning a YAML::Node that refers to a node makes that node the other one.
      previous_key.reset(key);
      previous_value.reset(it->second);
    }
  }

  std::optional<Field> find(std::string_view key) const {
    for (auto it = map_.begin(); it != map_.end(); ++it) {
      if (!it->first.IsScalar() || it->first.Scalar() != key) continue;
      const YAML::Node value = it->second;  // a copy: operator-> returns a temporary proxy
      // An empty value ("mass:") has the position of whatever follows it; its key's line is the one
      // the user has to fix.
      return Field{value, qualified(key), value.IsNull() ? line_of(it->first) : line_of(value)};
    }
    return std::nullopt;
  }

  bool has(std::string_view key) const { return find(key).has_value(); }

  Field required(std::string_view key) const {
    if (std::optional<Field> field = find(key)) return *field;
    fail("missing required key '" + std::string(key) + "'" + in());
  }

 private:
  std::string qualified(std::string_view key) const {
    return name_.empty() ? std::string(key) : name_ + "." + std::string(key);
  }
  std::string in() const { return name_.empty() ? "" : " in " + name_; }

  YAML::Node map_;
  const Context& context_;
  std::string name_;
};

// --- Values --------------------------------------------------------------------------------------

std::string read_text(const Context& context, const Field& field) {
  if (!field.node.IsScalar())
    context.fail(field.line, field.name + " must be a string (got " + describe(field.node) + ")");
  return field.node.Scalar();
}

/// A plain YAML number ("2", "-9.81", "1e-3"), as opposed to text to be evaluated as an expression.
bool is_plain_number(const YAML::Node& node, double& value) {
  return node.IsScalar() && node.Tag() != "!" && YAML::convert<double>::decode(node, value);
}

std::string shortest_text(double x) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
  return std::string(buffer, result.ptr);
}

/// How a value the user wrote is quoted back: "-2" for a number, "'m - 3' = -2" for an expression.
std::string shown(const Field& field, double value) {
  double plain = 0.0;
  if (is_plain_number(field.node, plain)) return field.node.Scalar();
  return "'" + field.node.Scalar() + "' = " + shortest_text(value);
}

/// A number: written as one, or as an expression over the parameters and repeat indices
/// (quoted or not) evaluated here.
double read_number(const Context& context, const Field& field) {
  double value = 0.0;
  // yaml-cpp refuses numbers beyond the range of a double (1e400) or below it (1e-400). They are numbers
  // all the same: an overflow is reported as not finite, an underflow is taken as strtod rounds it (to
  // zero or a subnormal).
  bool is_number = is_plain_number(field.node, value);
  if (!is_number && field.node.IsScalar() && field.node.Tag() != "!") {
    const std::string& text = field.node.Scalar();
    char* end = nullptr;
    errno = 0;
    const double parsed = std::strtod(text.c_str(), &end);
    if (!text.empty() && end == text.c_str() + text.size() && errno == ERANGE) {
      if (std::isinf(parsed))
        context.fail(field.line, field.name + " must be finite (got " + text + ", beyond the largest number, 1.8e308)");
      value = parsed;
      is_number = true;
    }
  }
  if (!is_number) {
    if (!field.node.IsScalar() || !context.expressions)
      context.fail(field.line, field.name + " must be a number (got " + describe(field.node) + ")");
    try {
      value = context.expressions->evaluate(field.node.Scalar());
    } catch (const ExpressionError& e) {
      context.fail(field.line, field.name + " must be a number or an expression over the parameters; " +
                                   describe(field.node) + ": " + e.reason);
    }
  }
  if (!std::isfinite(value))
    context.fail(field.line, field.name + " must be finite (got " + shown(field, value) + ")");
  return value;
}

double read_positive(const Context& context, const Field& field) {
  const double value = read_number(context, field);
  if (!(value > 0.0))
    context.fail(field.line, field.name + " must be positive (got " + shown(field, value) + ")");
  return value;
}

double read_non_negative(const Context& context, const Field& field) {
  const double value = read_number(context, field);
  if (!(value >= 0.0))
    context.fail(field.line, field.name + " must be non-negative (got " + shown(field, value) + ")");
  return value;
}

/// A name (of an entity, or of the body a joint connects): `{expression}` in it is replaced by the
/// integer value of the expression, so that a repeat block writes "link{i}" once for every link.
std::string read_name(const Context& context, const Field& field) {
  const std::string text = read_text(context, field);
  if (!context.expressions || text.find_first_of("{}") == std::string::npos) return text;
  try {
    return context.expressions->substitute(text);
  } catch (const ExpressionError& e) {
    context.fail(field.line, field.name + " '" + text + "': " + e.reason);
  }
}

/// A list of exactly `size` numbers.
Eigen::VectorXd read_numbers(const Context& context, const Field& field, std::size_t size) {
  if (!field.node.IsSequence() || field.node.size() != size)
    context.fail(field.line, field.name + " must be a list of " + std::to_string(size) + " numbers (got " +
                                 describe(field.node) + ")");
  Eigen::VectorXd values(static_cast<Eigen::Index>(size));
  for (std::size_t k = 0; k < size; ++k)
    values[static_cast<Eigen::Index>(k)] = read_number(context, element(field, k));
  return values;
}

Eigen::Vector3d read_vector3(const Context& context, const Field& field) {
  return read_numbers(context, field, 3);
}

/// A point or vector of the model: [x, y, z], or [x, y] in a planar model (z = 0, paper 003).
Eigen::Vector3d read_vector(const Context& context, const Field& field) {
  if (!context.planar) return read_vector3(context, field);
  if (field.node.IsSequence() && field.node.size() == 3)
    context.fail(field.line, field.name + " must be a list of 2 numbers [x, y] in a planar model (got 3)");
  Eigen::Vector3d x = Eigen::Vector3d::Zero();
  x.head<2>() = read_numbers(context, field, 2);
  return x;
}

/// `v` with unit length, divided first by its largest component so that the norm neither overflows
/// ([1e308, 1e308, 0] would have an infinite one) nor underflows ([1e-320, 0, 0] a zero one); false
/// when every component is zero.
template <typename Vector>
bool normalize_by_scaling(Vector& v) {
  const double largest = v.cwiseAbs().maxCoeff();
  if (!(largest > 0.0)) return false;
  v /= largest;
  v.normalize();
  return true;
}

/// A direction: normalized here, so that a file can say [0, 0, 2] or [1, 1, 0].
Eigen::Vector3d read_direction(const Context& context, const Field& field) {
  Eigen::Vector3d direction = read_vector(context, field);
  if (!normalize_by_scaling(direction))
    context.fail(field.line, field.name + " has zero length (expected a direction)");
  return direction;
}

/// A list of entries (bodies, joints...). An empty value counts as an empty list.
std::vector<YAML::Node> read_list(const Context& context, const Field& field) {
  if (field.node.IsNull()) return {};
  if (!field.node.IsSequence())
    context.fail(field.line, field.name + " must be a list (got " + describe(field.node) + ")");
  return {field.node.begin(), field.node.end()};
}

// --- Orientation and inertia ---------------------------------------------------------------------

/// Rows of a rotation matrix, as written; validate() checks that it is a rotation.
Eigen::Matrix3d read_matrix3(const Context& context, const Field& field) {
  if (!field.node.IsSequence() || field.node.size() != 3)
    context.fail(field.line,
                 field.name + " must be a list of 3 rows of 3 numbers (got " + describe(field.node) + ")");
  Eigen::Matrix3d matrix;
  for (std::size_t row = 0; row < 3; ++row) {
    Field row_field = element(field, row);
    row_field.name = "row " + std::to_string(row + 1) + " of " + field.name;
    matrix.row(static_cast<Eigen::Index>(row)) = read_vector3(context, row_field).transpose();
  }
  return matrix;
}

Eigen::Matrix3d read_axis_angle(const Context& context, const MapReader& map) {
  const Eigen::Vector3d axis = read_direction(context, map.required("axis"));
  const std::optional<Field> degrees = map.find("angle_deg");
  const std::optional<Field> radians = map.find("angle_rad");
  if (degrees && radians)
    context.fail(radians->line, "give orientation.angle_deg or orientation.angle_rad, not both");
  if (!degrees && !radians) map.fail("missing required key 'angle_deg' or 'angle_rad' in orientation");
  const double angle =
      degrees ? read_number(context, *degrees) * std::numbers::pi / 180.0 : read_number(context, *radians);
  return Eigen::AngleAxisd(angle, axis).toRotationMatrix();
}

/// Unit quaternion [w, x, y, z] (scalar first), normalized here.
Eigen::Matrix3d read_quaternion(const Context& context, const Field& field) {
  Eigen::Vector4d q = read_numbers(context, field, 4);
  if (!normalize_by_scaling(q)) context.fail(field.line, field.name + " has zero length (expected a rotation)");
  return Eigen::Quaterniond(q[0], q[1], q[2], q[3]).toRotationMatrix();
}

/// A direction given as a vector, or as {from: [point], to: [point]} (two points of the ground frame).
Eigen::Vector3d read_direction_or_points(const Context& context, const Field& field) {
  if (!field.node.IsMap()) return read_direction(context, field);
  const MapReader map(field.node, context, field.name);
  map.check_keys({"from", "to"});
  Eigen::Vector3d direction = read_vector3(context, map.required("to")) - read_vector3(context, map.required("from"));
  if (!normalize_by_scaling(direction))
    context.fail(field.line, field.name + ": from and to are the same point (expected a direction)");
  return direction;
}

/// The body's x axis along a direction and its y axis in the plane of x and `xy_plane` (Gram–Schmidt);
/// without `xy_plane`, y is the ground axis least aligned with x, made perpendicular to it.
Eigen::Matrix3d read_axis_frame(const Context& context, const MapReader& map) {
  const Eigen::Vector3d x = read_direction_or_points(context, map.required("x_axis"));
  Eigen::Vector3d in_plane;
  if (const std::optional<Field> plane = map.find("xy_plane")) {
    in_plane = read_direction(context, *plane);
    if (x.cross(in_plane).norm() < 1e-9)
      context.fail(plane->line, "orientation.xy_plane is parallel to x_axis (expected a direction that, with "
                                "x_axis, spans the body's x-y plane)");
  } else {
    Eigen::Index least = 0;
    x.cwiseAbs().minCoeff(&least);
    in_plane = Eigen::Vector3d::Unit(least);
  }
  const Eigen::Vector3d y = (in_plane - x.dot(in_plane) * x).normalized();
  Eigen::Matrix3d rotation;
  rotation << x, y, x.cross(y);
  return rotation;
}

/// Euler or Cardan angles: three rotations about the body's own (moving) axes in the order `sequence`
/// names (zyx: yaw, pitch, roll; zxz: classical Euler), R = R_1(a) R_2(b) R_3(c).
Eigen::Matrix3d read_euler_angles(const Context& context, const MapReader& map) {
  const std::optional<Field> degrees = map.find("euler_deg");
  const std::optional<Field> radians = map.find("euler_rad");
  if (degrees && radians) context.fail(radians->line, "give orientation.euler_deg or orientation.euler_rad, not both");
  const Field angles_field = degrees ? *degrees : *radians;
  Eigen::Vector3d angles = read_vector3(context, angles_field);
  if (degrees) angles *= std::numbers::pi / 180.0;
  const Field sequence_field = map.required("sequence");
  const std::string sequence = sequence_field.node.IsScalar() ? sequence_field.node.Scalar() : "";
  const bool valid = sequence.size() == 3 && sequence.find_first_not_of("xyz") == std::string::npos &&
                     sequence[0] != sequence[1] && sequence[1] != sequence[2];
  if (!valid)
    context.fail(sequence_field.line, "orientation.sequence must be three of x, y, z with no axis twice in a row, "
                                      "e.g. zyx (yaw, pitch, roll) or zxz (got '" + sequence + "')");
  Eigen::Matrix3d rotation = Eigen::Matrix3d::Identity();
  for (int k = 0; k < 3; ++k)
    rotation = rotation * Eigen::AngleAxisd(angles[k], Eigen::Vector3d::Unit(sequence[k] - 'x')).toRotationMatrix();
  return rotation;
}

/// Rotation whose columns are the body axes in the ground frame, in one of five forms.
Eigen::Matrix3d read_orientation(const Context& context, const Field& field) {
  const std::string forms = "one of: matrix, quaternion, axis with angle_deg or angle_rad, x_axis (with "
                            "xy_plane), or euler_deg or euler_rad with sequence";
  if (!field.node.IsMap())
    context.fail(field.line,
                 "orientation must be a map with " + forms + " (got " + describe(field.node) + ")");
  const MapReader map(field.node, context, "orientation");
  map.check_keys({"matrix", "axis", "angle_deg", "angle_rad", "quaternion", "x_axis", "xy_plane", "euler_deg",
                  "euler_rad", "sequence"});

  const bool matrix = map.has("matrix");
  const bool quaternion = map.has("quaternion");
  const bool axis_angle = map.has("axis") || map.has("angle_deg") || map.has("angle_rad");
  const bool axis_frame = map.has("x_axis") || map.has("xy_plane");
  const bool euler = map.has("euler_deg") || map.has("euler_rad") || map.has("sequence");
  const int count = int(matrix) + int(quaternion) + int(axis_angle) + int(axis_frame) + int(euler);
  if (count == 0) map.fail("orientation must give " + forms);
  if (count > 1) map.fail("orientation must give only " + forms);

  if (matrix) return read_matrix3(context, map.required("matrix"));
  if (quaternion) return read_quaternion(context, map.required("quaternion"));
  if (axis_frame) return read_axis_frame(context, map);
  if (euler) {
    if (!map.has("euler_deg") && !map.has("euler_rad")) map.fail("missing required key 'euler_deg' or 'euler_rad' in orientation");
    return read_euler_angles(context, map);
  }
  return read_axis_angle(context, map);
}

/// Inertia about the centre of mass in body axes: principal moments [Ixx, Iyy, Izz], or the tensor's
/// entries {xx, yy, zz, xy, xz, yz}. xy is the tensor entry -integral(x y dm), not the product of
/// inertia integral(x y dm) that some tables list: writing the tensor's entries leaves no sign to guess.
/// A uniform solid given by its shape: its inertia per unit mass about the centre of mass (body axes)
/// and its volume (model/solid_inertia.hpp).
struct SolidShape {
  Eigen::Matrix3d inertia_per_mass;
  double volume = 0.0;
};

/// {box: [a, b, c]} (side lengths along x, y, z), {cylinder: {radius: r, length: l, axis: x|y|z}} (axis
/// z by default), {sphere: r}; nothing when the inertia is not given by a shape.
std::optional<SolidShape> read_solid_shape(const Context& context, const Field& field) {
  if (!field.node.IsMap()) return std::nullopt;
  const MapReader map(field.node, context, "inertia");
  const bool box = map.has("box"), cylinder = map.has("cylinder"), sphere = map.has("sphere");
  if (!box && !cylinder && !sphere) return std::nullopt;
  map.check_keys({"box", "cylinder", "sphere"});
  if (int(box) + int(cylinder) + int(sphere) > 1) map.fail("inertia must give one shape: box, cylinder or sphere");
  if (box) {
    const Field sides_field = map.required("box");
    const Eigen::Vector3d sides = read_vector3(context, sides_field);
    if (!(sides.minCoeff() > 0.0))
      context.fail(sides_field.line, "inertia.box must be 3 positive side lengths [a, b, c] along x, y, z");
    return SolidShape{box_inertia(1.0, sides), box_volume(sides)};
  }
  if (sphere) {
    const double radius = read_positive(context, map.required("sphere"));
    return SolidShape{sphere_inertia(1.0, radius), sphere_volume(radius)};
  }
  const Field cylinder_field = map.required("cylinder");
  if (!cylinder_field.node.IsMap())
    context.fail(cylinder_field.line, "inertia.cylinder must be a map {radius: r, length: l, axis: x|y|z}");
  const MapReader shape(cylinder_field.node, context, "inertia.cylinder");
  shape.check_keys({"radius", "length", "axis"});
  const double radius = read_positive(context, shape.required("radius"));
  const double length = read_positive(context, shape.required("length"));
  int axis = 2;
  if (const std::optional<Field> axis_field = shape.find("axis")) {
    const std::string name = axis_field->node.IsScalar() ? axis_field->node.Scalar() : "";
    if (name != "x" && name != "y" && name != "z")
      context.fail(axis_field->line, "inertia.cylinder.axis must be x, y or z (got '" + name + "')");
    axis = name[0] - 'x';
  }
  return SolidShape{cylinder_inertia(1.0, radius, length, axis), cylinder_volume(radius, length)};
}

Eigen::Matrix3d read_inertia(const Context& context, const Field& field) {
  const std::string expected =
      "inertia must be a list of 3 principal moments [Ixx, Iyy, Izz], a map with keys xx, yy, zz, xy, xz, "
      "yz, or a shape: {box: [a, b, c]}, {cylinder: {radius, length, axis}} or {sphere: radius}";
  if (field.node.IsSequence() && field.node.size() == 3) return read_vector3(context, field).asDiagonal();
  if (!field.node.IsMap()) context.fail(field.line, expected + " (got " + describe(field.node) + ")");

  const MapReader map(field.node, context, "inertia");
  map.check_keys({"xx", "yy", "zz", "xy", "xz", "yz"});
  const auto entry = [&](std::string_view key) {
    const std::optional<Field> value = map.find(key);
    return value ? read_number(context, *value) : 0.0;
  };
  Eigen::Matrix3d inertia;
  inertia(0, 0) = read_number(context, map.required("xx"));
  inertia(1, 1) = read_number(context, map.required("yy"));
  inertia(2, 2) = read_number(context, map.required("zz"));
  inertia(0, 1) = inertia(1, 0) = entry("xy");
  inertia(0, 2) = inertia(2, 0) = entry("xz");
  inertia(1, 2) = inertia(2, 1) = entry("yz");
  return inertia;
}

// --- Entities ------------------------------------------------------------------------------------

/// "body 'link1'", or "body #2" while the entry has no usable name: errors found before the name is
/// read (an unknown key, a missing name) still say which entry they are about.
std::string entity_label(const Context& parent, const std::string& kind, const YAML::Node& entry,
                         std::size_t index) {
  if (entry.IsMap()) {
    for (auto it = entry.begin(); it != entry.end(); ++it) {
      if (!it->first.IsScalar() || it->first.Scalar() != "name") continue;
      if (it->second.IsScalar() && !it->second.Scalar().empty()) {
        std::string name = it->second.Scalar();
        // "link{i}" is called by its value in this repeat, "link7"; as written when that fails (the
        // name's own error then says why).
        if (parent.expressions && name.find_first_of("{}") != std::string::npos) {
          try {
            name = parent.expressions->substitute(name);
          } catch (const ExpressionError&) {
          }
        }
        return kind + " '" + name + "'";
      }
      break;
    }
  }
  return kind + " #" + std::to_string(index + 1);
}

/// A body named in a joint, force or marker.
/// The model's bodies by name, for the joints, forces and markers that name them: Model::find_body's
/// linear search, once per reference, made reading a chain quadratic (minutes at 100,000 links). The
/// first body of a name wins, as in find_body; validate() refuses duplicates.
class BodyNames {
 public:
  explicit BodyNames(const Model& model) : model_(model) {
    index_.reserve(model.bodies.size());
    for (int i = 0; i < static_cast<int>(model.bodies.size()); ++i) index_.emplace(model.bodies[i].name, i);
  }
  std::optional<int> find(const std::string& name) const {
    if (name == "ground") return kGround;
    const auto it = index_.find(name);
    return it == index_.end() ? std::nullopt : std::optional<int>(it->second);
  }
  const Model& model() const { return model_; }

 private:
  const Model& model_;
  std::unordered_map<std::string, int> index_;
};

int read_body_reference(const Context& context, const Field& field, const BodyNames& names, bool ground_allowed) {
  const std::string name = read_name(context, field);
  const std::optional<int> index = names.find(name);
  if (index && (*index != kGround || ground_allowed)) return *index;
  std::string bodies = ground_allowed ? "ground" : "";
  for (const Body& body : names.model().bodies) bodies += (bodies.empty() ? "" : ", ") + body.name;
  if (!index)
    context.fail(field.line, field.name + " names an unknown body '" + name + "' (bodies: " + bodies + ")");
  if (*index == kGround && !ground_allowed)
    context.fail(field.line,
                 field.name + " must be one of the model's bodies, not ground (bodies: " + bodies + ")");
  return *index;
}

/// A planar body's pose and twist: origin [x, y], the angle of its x axis (angle_deg or angle_rad),
/// velocity [vx, vy] and angular velocity about z.
void read_planar_pose(const Context& context, const MapReader& map, Body& body) {
  if (const auto field = map.find("position")) body.initial_position = read_vector(context, *field);
  const std::optional<Field> degrees = map.find("angle_deg");
  const std::optional<Field> radians = map.find("angle_rad");
  if (degrees && radians) context.fail(radians->line, "give angle_deg or angle_rad, not both");
  const double angle = degrees ? read_number(context, *degrees) * std::numbers::pi / 180.0
                               : (radians ? read_number(context, *radians) : 0.0);
  body.initial_rotation = Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitZ()).toRotationMatrix();
  if (const auto field = map.find("velocity")) body.initial_velocity = read_vector(context, *field);
  if (const auto field = map.find("angular_velocity"))
    body.initial_angular_velocity.z() = read_number(context, *field);
}

/// A body of a planar model (paper 003): mass, the moment of inertia I_zz about the centre of mass, the
/// body-frame origin [x, y] and the angle of its x axis from the ground's, in the plane. The in-plane
/// second moments are not given separately (only I_zz = J_xx + J_yy enters the planar kinetic energy),
/// so the body is stored as a lamina with equal moments about x and y: I_G = diag(I_zz/2, I_zz/2, I_zz).
Body read_planar_body(const Context& context, const MapReader& map) {
  map.check_keys({"name", "mass", "center_of_mass", "inertia", "position", "angle_deg", "angle_rad", "velocity",
                  "angular_velocity"});
  Body body;
  body.name = read_name(context, map.required("name"));
  body.inertia.mass = read_positive(context, map.required("mass"));
  if (const auto field = map.find("center_of_mass")) body.inertia.center_of_mass = read_vector(context, *field);
  const Field inertia = map.required("inertia");
  if (!inertia.node.IsScalar())
    context.fail(inertia.line, "inertia of a planar body is one number, its moment of inertia about z through the "
                               "centre of mass (got " + describe(inertia.node) + ")");
  const double izz = read_positive(context, inertia);
  body.inertia.inertia_about_com = Eigen::Vector3d(0.5 * izz, 0.5 * izz, izz).asDiagonal();
  read_planar_pose(context, map, body);
  body.where = {context.file, map.line()};
  return body;
}

double read_integer(const Context& context, const Field& field);

/// A spatial body's pose and twist: origin, orientation (docs/model-format.md, "Orientation"),
/// velocity and angular velocity, all in the ground frame.
void read_spatial_pose(const Context& context, const MapReader& map, Body& body) {
  if (const auto field = map.find("position")) body.initial_position = read_vector3(context, *field);
  if (const auto field = map.find("orientation")) body.initial_rotation = read_orientation(context, *field);
  if (const auto field = map.find("velocity")) body.initial_velocity = read_vector3(context, *field);
  if (const auto field = map.find("angular_velocity"))
    body.initial_angular_velocity = read_vector3(context, *field);
}

/// The `flexible:` map of a body (docs/model-format.md, "Flexible bodies"): a straight beam along the
/// body's x axis from its origin, meshed, held and reduced as src/flexible/elastic_body.hpp says.
FlexibleBeam read_flexible_beam(const Context& context, const Field& field) {
  if (!field.node.IsMap()) context.fail(field.line, "flexible must be a map (got " + describe(field.node) + ")");
  const MapReader map(field.node, context, "flexible");
  map.check_keys({"length", "elements", "youngs_modulus", "shear_modulus", "density", "section", "reference",
                  "reduction", "modes", "interface_nodes", "rayleigh_damping"});
  FlexibleBeam beam;
  beam.planar = context.planar;
  beam.length = read_positive(context, map.required("length"));
  beam.element_count = static_cast<int>(read_integer(context, map.required("elements")));
  BeamSection& section = beam.section;
  section.youngs_modulus = read_positive(context, map.required("youngs_modulus"));
  section.density = read_positive(context, map.required("density"));
  if (!context.planar) section.shear_modulus = read_positive(context, map.required("shear_modulus"));
  else if (const auto g = map.find("shear_modulus"))
    context.fail(g->line, "a planar beam has no torsion: leave out shear_modulus");

  // The section: a rectangle [height along y, width along z], a circle's diameter, or its constants.
  const Field section_field = map.required("section");
  if (!section_field.node.IsMap())
    context.fail(section_field.line, "flexible.section must be a map: {rectangle: [height, width]}, {circle: diameter} "
                                     "or the section's constants (got " + describe(section_field.node) + ")");
  const MapReader shape(section_field.node, context, "flexible.section");
  if (shape.has("rectangle")) {
    shape.check_keys({"rectangle"});
    const Field sides = shape.required("rectangle");
    if (!sides.node.IsSequence() || sides.node.size() != 2)
      context.fail(sides.line, sides.name + " must be [height along y, width along z] (got " + describe(sides.node) + ")");
    const double h = read_positive(context, element(sides, 0)), w = read_positive(context, element(sides, 1));
    section.area = h * w;
    section.second_moment_z = w * h * h * h / 12.0;
    section.second_moment_y = h * w * w * w / 12.0;
    // Saint-Venant's torsion constant of a rectangle a ≥ b (Roark): a b³ (1/3 − 0.21 (b/a)(1 − b⁴/(12 a⁴))).
    const double a = std::max(h, w), b = std::min(h, w);
    section.torsion_constant = a * b * b * b * (1.0 / 3.0 - 0.21 * (b / a) * (1.0 - std::pow(b / a, 4) / 12.0));
  } else if (shape.has("circle")) {
    shape.check_keys({"circle"});
    const double d = read_positive(context, shape.required("circle"));
    section.area = std::numbers::pi * d * d / 4.0;
    section.second_moment_y = section.second_moment_z = std::numbers::pi * std::pow(d, 4) / 64.0;
    section.torsion_constant = 2.0 * section.second_moment_z;
  } else {
    if (context.planar) {
      shape.check_keys({"area", "second_moment_z"});
    } else {
      shape.check_keys({"area", "second_moment_y", "second_moment_z", "torsion_constant"});
      section.second_moment_y = read_positive(context, shape.required("second_moment_y"));
      section.torsion_constant = read_positive(context, shape.required("torsion_constant"));
    }
    section.area = read_positive(context, shape.required("area"));
    section.second_moment_z = read_positive(context, shape.required("second_moment_z"));
  }

  const auto choice = [&](std::string_view key, std::initializer_list<const char*> names, int fallback) {
    const auto field = map.find(key);
    if (!field) return fallback;
    const std::string text = read_text(context, *field);
    int index = 0;
    std::string listed;
    for (const char* name : names) {
      if (text == name) return index;
      listed += (index++ ? ", " : "") + std::string(name);
    }
    context.fail(field->line, field->name + " must be one of " + listed + " (got '" + text + "')");
  };
  beam.reference = static_cast<ReferenceConditions>(choice("reference", {"clamped", "pinned", "free"}, 0));
  beam.reduction = static_cast<ElasticReduction>(choice("reduction", {"nodal", "modes", "craig_bampton"}, 0));
  if (const auto modes = map.find("modes")) {
    if (beam.reduction == ElasticReduction::nodal)
      context.fail(modes->line, "modes needs reduction 'modes' or 'craig_bampton' (a nodal beam keeps every node)");
    beam.mode_count = static_cast<int>(read_integer(context, *modes));
  } else if (beam.reduction != ElasticReduction::nodal) {
    context.fail(map.line(), "reduction '" + std::string(elastic_reduction_name(beam.reduction)) + "' needs modes: how many");
  }
  if (const auto nodes = map.find("interface_nodes")) {
    if (beam.reduction != ElasticReduction::craig_bampton)
      context.fail(nodes->line, "interface_nodes belong to reduction 'craig_bampton'");
    if (!nodes->node.IsSequence()) context.fail(nodes->line, "interface_nodes must be a list of node numbers");
    for (std::size_t i = 0; i < nodes->node.size(); ++i)
      beam.interface_nodes.push_back(static_cast<int>(read_integer(context, element(*nodes, i))));
  } else if (beam.reduction == ElasticReduction::craig_bampton) {
    context.fail(map.line(), "reduction 'craig_bampton' needs interface_nodes: the nodes joints attach to");
  }
  if (const auto damping = map.find("rayleigh_damping")) {
    const MapReader rayleigh(damping->node, context, "flexible.rayleigh_damping");
    rayleigh.check_keys({"mass", "stiffness"});
    if (const auto a = rayleigh.find("mass")) beam.rayleigh_mass = read_non_negative(context, *a);
    if (const auto b = rayleigh.find("stiffness")) beam.rayleigh_stiffness = read_non_negative(context, *b);
  }
  return beam;
}

/// A flexible body: its pose and twist as a rigid body's, its inertia the undeformed beam's.
Body read_flexible_body(const Context& context, const MapReader& map, std::optional<FlexibleBody>& flexible) {
  if (context.planar)
    map.check_keys({"name", "position", "angle_deg", "angle_rad", "velocity", "angular_velocity", "flexible"});
  else
    map.check_keys({"name", "position", "orientation", "velocity", "angular_velocity", "flexible"});
  Body body;
  body.name = read_name(context, map.required("name"));
  const Field field = map.required("flexible");
  flexible = FlexibleBody{};
  flexible->beam = read_flexible_beam(context, field);
  flexible->where = {context.file, field.line};
  try {
    flexible->elastic = std::make_shared<const ElasticBody>(make_elastic_body(flexible->beam));
  } catch (const std::invalid_argument& e) {
    context.fail(field.line, e.what());
  }
  const ElasticBody& elastic = *flexible->elastic;
  body.inertia.mass = elastic.total_mass;
  body.inertia.center_of_mass = elastic.first_moment / elastic.total_mass;
  const Eigen::Matrix3d second = elastic.second_moment - elastic.total_mass * body.inertia.center_of_mass *
                                                           body.inertia.center_of_mass.transpose();
  body.inertia.inertia_about_com = second.trace() * Eigen::Matrix3d::Identity() - second;
  if (context.planar) {  // stored as a lamina, as read_planar_body does
    const double izz = body.inertia.inertia_about_com(2, 2);
    body.inertia.inertia_about_com = Eigen::Vector3d(0.5 * izz, 0.5 * izz, izz).asDiagonal();
    read_planar_pose(context, map, body);
  } else {
    read_spatial_pose(context, map, body);
  }
  body.where = {context.file, map.line()};
  return body;
}

Body read_body(const Context& parent, const YAML::Node& entry, std::size_t index, std::optional<FlexibleBody>& flexible) {
  const Context context{parent.file, entity_label(parent, "body", entry, index), parent.expressions, parent.planar};
  if (!entry.IsMap())
    context.fail(line_of(entry), "each entry of bodies must be a map (got " + describe(entry) + ")");
  const MapReader map(entry, context);
  flexible.reset();
  if (map.has("flexible")) return read_flexible_body(context, map, flexible);
  if (context.planar) return read_planar_body(context, map);
  map.check_keys({"name", "mass", "density", "center_of_mass", "inertia", "position", "orientation", "velocity",
                  "angular_velocity"});

  Body body;
  body.name = read_name(context, map.required("name"));
  // The mass, or a density with an inertia given as a shape (mass = density × volume).
  const std::optional<Field> density = map.find("density");
  if (density && map.has("mass")) context.fail(density->line, "give mass or density, not both");
  if (!density) body.inertia.mass = read_positive(context, map.required("mass"));
  const Field inertia = map.required("inertia");
  const std::optional<SolidShape> shape = read_solid_shape(context, inertia);
  if (density) {
    if (!shape)
      context.fail(density->line, "density needs the inertia given as a shape ({box: ...}, {cylinder: ...} or "
                                  "{sphere: ...}) for the volume");
    body.inertia.mass = read_positive(context, *density) * shape->volume;
  }
  if (const auto field = map.find("center_of_mass"))
    body.inertia.center_of_mass = read_vector3(context, *field);
  body.inertia.inertia_about_com =
      shape ? Eigen::Matrix3d(body.inertia.mass * shape->inertia_per_mass) : read_inertia(context, inertia);
  read_spatial_pose(context, map, body);
  body.where = {parent.file, map.line()};
  return body;
}

TimeFunction read_time_function(const Context& context, const Field& field);

/// A joint's entry as its kind reads it (src/joints/joint_entry.hpp): the entry's keys, read like those
/// of every other entity.
class JointEntryMap final : public JointEntry {
 public:
  JointEntryMap(const Context& context, const MapReader& map, const Model& model)
      : context_(context), map_(map), model_(model) {}

  const Model& model() const override { return model_; }
  bool planar() const override { return context_.planar; }
  int line() const override { return map_.line(); }
  bool has(std::string_view key) const override { return map_.has(key); }
  int line_of(std::string_view key) const override { return map_.required(key).line; }
  [[noreturn]] void fail(int line, const std::string& message) const override { context_.fail(line, message); }
  Eigen::Vector3d vector(std::string_view key) const override { return read_vector(context_, map_.required(key)); }
  Eigen::Vector3d direction(std::string_view key) const override {
    return read_direction(context_, map_.required(key));
  }
  double number(std::string_view key) const override { return read_number(context_, map_.required(key)); }
  double positive_number(std::string_view key) const override {
    return read_positive(context_, map_.required(key));
  }
  TimeFunction time_function(std::string_view key) const override {
    return read_time_function(context_, map_.required(key));
  }

 private:
  const Context& context_;
  const MapReader& map_;
  const Model& model_;
};

/// The joint kind named by `type:`, one of the table's (src/joints/joint_kinds.hpp).
const JointKind& read_joint_kind(const Context& context, const Field& field) {
  const std::string name = read_text(context, field);
  if (const JointKind* kind = find_joint_kind(name)) return *kind;
  context.fail(field.line, "unknown joint type '" + name + "' (valid types: " + joint_kind_names() + ")");
}

Joint read_joint(const Context& parent, const YAML::Node& entry, std::size_t index, const Model& model,
                 const BodyNames& names) {
  const Context context{parent.file, entity_label(parent, "joint", entry, index), parent.expressions, parent.planar};
  if (!entry.IsMap())
    context.fail(line_of(entry), "each entry of joints must be a map (got " + describe(entry) + ")");
  const MapReader map(entry, context);
  const JointEntryMap joint_entry(context, map, model);

  Joint joint;
  // The kind decides which keys are allowed, so it is read first.
  const Field type_field = map.required("type");
  const JointKind& kind = read_joint_kind(context, type_field);
  joint.kind = &kind;
  if (context.planar && !kind.exists_in_plane()) context.fail(type_field.line, not_in_plane_message(kind));
  if (kind.reject_keys) kind.reject_keys(joint_entry);
  std::vector<std::string_view> keys{"name", "type", "body_i", "body_j"};
  keys.insert(keys.end(), kind.keys.begin(), kind.keys.end());
  map.check_keys(keys);

  joint.name = read_name(context, map.required("name"));
  joint.body_i = read_body_reference(context, map.required("body_i"), names, true);
  joint.body_j = read_body_reference(context, map.required("body_j"), names, true);
  kind.read(joint_entry, joint);
  joint.where = {parent.file, map.line()};
  return joint;
}

/// A time function (src/forces/time_function.hpp): a number, an expression in t, or a map with `type:`.
TimeFunction read_time_function(const Context& context, const Field& field) {
  double number = 0.0;
  if (is_plain_number(field.node, number)) return TimeFunction::constant(read_number(context, field));
  const auto expression_of = [&](const Field& text_field) {
    TimeFunction f;
    f.shape = TimeFunction::Shape::expression;
    try {
      f.expression = std::make_shared<const TimeExpression>(
          read_text(context, text_field),
          context.expressions ? context.expressions->named_values() : std::vector<std::pair<std::string, double>>{});
    } catch (const std::runtime_error& e) {
      context.fail(text_field.line, text_field.name + " must be an expression in t over the parameters; " +
                                        describe(text_field.node) + ": " + e.what());
    }
    return f;
  };
  if (field.node.IsScalar()) return expression_of(field);
  if (!field.node.IsMap())
    context.fail(field.line, field.name + " must be a number, an expression in t or a map with a type (got " +
                                 describe(field.node) + ")");
  const MapReader map(field.node, context, field.name);
  const Field type_field = map.required("type");
  const std::string type = read_text(context, type_field);
  TimeFunction f;
  if (type == "constant") {
    map.check_keys({"type", "value"});
    f.value = read_number(context, map.required("value"));
  } else if (type == "ramp") {
    map.check_keys({"type", "initial", "start", "slope", "end"});
    f.shape = TimeFunction::Shape::ramp;
    f.value = map.find("initial") ? read_number(context, *map.find("initial")) : 0.0;
    f.start = map.find("start") ? read_number(context, *map.find("start")) : 0.0;
    f.slope = read_number(context, map.required("slope"));
    if (const auto end = map.find("end")) {
      f.has_end = true;
      f.end = read_number(context, *end);
      if (!(f.end > f.start)) context.fail(end->line, end->name + " must be after start (got " + shown(*end, f.end) + ")");
    }
  } else if (type == "step") {
    map.check_keys({"type", "start", "end", "from", "to"});
    f.shape = TimeFunction::Shape::step;
    f.start = read_number(context, map.required("start"));
    const Field end = map.required("end");
    f.end = read_number(context, end);
    if (!(f.end > f.start)) context.fail(end.line, end.name + " must be after start (got " + shown(end, f.end) + ")");
    f.value = map.find("from") ? read_number(context, *map.find("from")) : 0.0;
    f.final_value = read_number(context, map.required("to"));
  } else if (type == "sine") {
    map.check_keys({"type", "amplitude", "frequency", "phase_deg", "phase_rad", "offset"});
    f.shape = TimeFunction::Shape::sine;
    f.amplitude = read_number(context, map.required("amplitude"));
    f.frequency = read_number(context, map.required("frequency"));
    if (map.find("phase_deg") && map.find("phase_rad"))
      context.fail(map.line(), field.name + ": give either phase_deg or phase_rad, not both");
    if (const auto phase = map.find("phase_deg")) f.phase = read_number(context, *phase) * std::numbers::pi / 180.0;
    if (const auto phase = map.find("phase_rad")) f.phase = read_number(context, *phase);
    if (const auto offset = map.find("offset")) f.offset = read_number(context, *offset);
  } else if (type == "table") {
    map.check_keys({"type", "points"});
    f.shape = TimeFunction::Shape::table;
    const Field points = map.required("points");
    if (!points.node.IsSequence() || points.node.size() < 2)
      context.fail(points.line, points.name + " must be a list of at least two [t, value] pairs (got " +
                                    describe(points.node) + ")");
    for (std::size_t k = 0; k < points.node.size(); ++k) {
      const Eigen::VectorXd pair = read_numbers(context, element(points, k), 2);
      if (!f.table.empty() && !(pair[0] > f.table.back().first))
        context.fail(element(points, k).line, points.name + ": times must increase (point " + std::to_string(k + 1) +
                                                  " at t = " + shortest_text(pair[0]) + " is not after the one before)");
      f.table.emplace_back(pair[0], pair[1]);
    }
  } else if (type == "expression") {
    map.check_keys({"type", "value"});
    return expression_of(map.required("value"));
  } else {
    context.fail(type_field.line, "unknown time function type '" + type +
                                      "' (valid types: constant, ramp, step, sine, table, expression)");
  }
  return f;
}

/// A force element's entry as its kind reads it (src/forces/force_entry.hpp).
class ForceEntryMap final : public ForceEntry {
 public:
  ForceEntryMap(const Context& context, const MapReader& map, const Model& model, const BodyNames& names)
      : context_(context), map_(map), model_(model), names_(names) {}

  const Model& model() const override { return model_; }
  bool planar() const override { return context_.planar; }
  int line() const override { return map_.line(); }
  bool has(std::string_view key) const override { return map_.has(key); }
  int line_of(std::string_view key) const override { return map_.required(key).line; }
  [[noreturn]] void fail(int line, const std::string& message) const override { context_.fail(line, message); }
  int body(std::string_view key, bool ground_allowed) const override {
    return read_body_reference(context_, map_.required(key), names_, ground_allowed);
  }
  Eigen::Vector3d vector(std::string_view key) const override { return read_vector(context_, map_.required(key)); }
  Eigen::Vector3d direction(std::string_view key) const override {
    return read_direction(context_, map_.required(key));
  }
  double number(std::string_view key) const override { return read_number(context_, map_.required(key)); }
  double non_negative_number(std::string_view key) const override {
    return read_non_negative(context_, map_.required(key));
  }
  Eigen::VectorXd non_negative_numbers(std::string_view key, int count) const override {
    const Field field = map_.required(key);
    const Eigen::VectorXd values = read_numbers(context_, field, static_cast<std::size_t>(count));
    for (int k = 0; k < count; ++k)
      if (!(values[k] >= 0.0))
        context_.fail(field.line, field.name + " must be non-negative (element " + std::to_string(k + 1) + " is " +
                                      shortest_text(values[k]) + ")");
    return values;
  }
  Eigen::Matrix3d orientation(std::string_view key) const override {
    return read_orientation(context_, map_.required(key));
  }
  TimeFunction time_function(std::string_view key) const override {
    return read_time_function(context_, map_.required(key));
  }
  std::string choice(std::string_view key, std::initializer_list<std::string_view> choices) const override {
    const Field field = map_.required(key);
    const std::string text = read_text(context_, field);
    if (std::find(choices.begin(), choices.end(), text) == choices.end())
      context_.fail(field.line, field.name + " must be one of " + join(std::span(choices.begin(), choices.size())) +
                                    " (got '" + text + "')");
    return text;
  }

 private:
  const Context& context_;
  const MapReader& map_;
  const Model& model_;
  const BodyNames& names_;
};

/// Spring-dampers without `free_length`, whose free length is their initial length; filled in once the
/// model is known to be valid (both bodies exist and differ, the poses are rotations), as are the
/// joints' (JointKind::complete).
struct InitialDistances {
  std::vector<std::size_t> springs;
};

void read_force(const Context& parent, const YAML::Node& entry, std::size_t index, Model& model,
                InitialDistances& pending, const BodyNames& names) {
  const Context context{parent.file, entity_label(parent, "force", entry, index), parent.expressions, parent.planar};
  if (!entry.IsMap())
    context.fail(line_of(entry), "each entry of forces must be a map (got " + describe(entry) + ")");
  const MapReader map(entry, context);
  const Field type_field = map.required("type");
  const std::string type = read_text(context, type_field);
  const SourceLocation where{parent.file, map.line()};

  if (type == "point_force") {
    map.check_keys({"name", "type", "body", "point", "force"});
    PointForce force;
    force.name = read_name(context, map.required("name"));
    force.body = read_body_reference(context, map.required("body"), names, false);
    if (const auto field = map.find("point")) force.point = read_vector(context, *field);
    force.force = read_vector(context, map.required("force"));
    force.where = where;
    model.point_forces.push_back(std::move(force));
  } else if (type == "torque") {
    map.check_keys({"name", "type", "body", "torque"});
    PointTorque torque;
    torque.name = read_name(context, map.required("name"));
    torque.body = read_body_reference(context, map.required("body"), names, false);
    if (context.planar)  // about z
      torque.torque.z() = read_number(context, map.required("torque"));
    else
      torque.torque = read_vector3(context, map.required("torque"));
    torque.where = where;
    model.torques.push_back(std::move(torque));
  } else if (type == "spring_damper") {
    map.check_keys(
        {"name", "type", "body_i", "point_i", "body_j", "point_j", "stiffness", "damping", "free_length"});
    SpringDamper spring;
    spring.name = read_name(context, map.required("name"));
    spring.body_i = read_body_reference(context, map.required("body_i"), names, true);
    spring.body_j = read_body_reference(context, map.required("body_j"), names, true);
    if (const auto field = map.find("point_i")) spring.point_i = read_vector(context, *field);
    if (const auto field = map.find("point_j")) spring.point_j = read_vector(context, *field);
    spring.stiffness = read_non_negative(context, map.required("stiffness"));
    if (const auto field = map.find("damping")) spring.damping = read_non_negative(context, *field);
    if (const auto field = map.find("free_length"))
      spring.free_length = read_non_negative(context, *field);
    else
      pending.springs.push_back(model.spring_dampers.size());
    spring.where = where;
    model.spring_dampers.push_back(std::move(spring));
  } else if (const ForceKind* kind = find_force_kind(type)) {
    std::vector<std::string_view> keys{"name", "type"};
    keys.insert(keys.end(), kind->keys.begin(), kind->keys.end());
    map.check_keys(keys);
    if (context.planar && !kind->exists_in_plane)
      context.fail(type_field.line, "a planar model cannot have a " + type);
    ForceElement element;
    element.name = read_name(context, map.required("name"));
    element.kind = kind;
    const ForceEntryMap force_entry(context, map, model, names);
    kind->read(force_entry, element);
    element.where = where;
    model.force_elements.push_back(std::move(element));
  } else {
    context.fail(type_field.line, "unknown force type '" + type + "' (valid types: " + force_type_names() + ")");
  }
}

Marker read_marker(const Context& parent, const YAML::Node& entry, std::size_t index, const BodyNames& names) {
  const Context context{parent.file, entity_label(parent, "marker", entry, index), parent.expressions, parent.planar};
  if (!entry.IsMap())
    context.fail(line_of(entry), "each entry of markers must be a map (got " + describe(entry) + ")");
  const MapReader map(entry, context);
  map.check_keys({"name", "body", "point"});
  Marker marker;
  marker.name = read_name(context, map.required("name"));
  marker.body = read_body_reference(context, map.required("body"), names, false);
  if (const auto field = map.find("point")) marker.point = read_vector(context, *field);
  marker.where = {parent.file, map.line()};
  return marker;
}

void fill_initial_distances(const InitialDistances& pending, Model& model) {
  for (Joint& joint : model.joints)
    if (joint.kind->complete) joint.kind->complete(model, joint);
  for (std::size_t k : pending.springs) {
    SpringDamper& spring = model.spring_dampers[k];
    spring.free_length =
        (model.initial_point(spring.body_i, spring.point_i) - model.initial_point(spring.body_j, spring.point_j))
            .norm();
  }
}

// --- Parameters and repeats ----------------------------------------------------------------------

/// What an expression can use as a variable: a letter first, then letters, digits and '_'.
bool is_identifier(const std::string& name) {
  const auto letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  return !name.empty() && letter(name[0]) &&
         std::all_of(name.begin(), name.end(), [&](char c) { return letter(c) || digit(c) || c == '_'; });
}

bool is_integer(double value) { return std::isfinite(value) && value == std::round(value); }

double read_integer(const Context& context, const Field& field) {
  const double value = read_number(context, field);
  if (!is_integer(value))
    context.fail(field.line, field.name + " must be an integer (got " + shown(field, value) + ")");
  return value;
}

bool read_flag(const Context& context, const Field& field) {
  bool value = false;
  if (!field.node.IsScalar() || field.node.Tag() == "!" || !YAML::convert<bool>::decode(field.node, value))
    context.fail(field.line, field.name + " must be true or false (got " + describe(field.node) + ")");
  return value;
}

/// The parameter's range and integrality, for its default and for a value set on the command line.
/// Returns what is wrong, or nothing.
std::string parameter_range_problem(const ModelParameter& parameter, double value) {
  if (parameter.integer && !is_integer(value)) return "must be an integer";
  if (parameter.minimum && value < *parameter.minimum) return "is below the minimum " + shortest_text(*parameter.minimum);
  if (parameter.maximum && value > *parameter.maximum) return "is above the maximum " + shortest_text(*parameter.maximum);
  return "";
}

/// A `--param NAME=VALUE` value for `parameter`: a mistake there is a command-line mistake
/// (Kind::usage), and the message names the parameter's line, where its range and meaning are.
double read_parameter_setting(const ModelParameter& parameter, const ParameterSetting& setting) {
  const std::string flag = "--param " + setting.name + "=" + setting.value;
  const std::string entity = "parameter '" + parameter.name + "'";
  double value = 0.0;
  // from_chars takes no leading '+', which people write on command lines.
  const char* begin = setting.value.data() + (setting.value.rfind('+', 0) == 0 ? 1 : 0);
  const char* end = setting.value.data() + setting.value.size();
  const auto [ptr, error] = std::from_chars(begin, end, value);
  if (begin == end || error != std::errc() || ptr != end || !std::isfinite(value))
    throw Error(Error::Kind::usage, flag + ": '" + setting.value + "' is not a number", parameter.where, entity);
  if (const std::string problem = parameter_range_problem(parameter, value); !problem.empty())
    throw Error(Error::Kind::usage, flag + ": the value " + problem, parameter.where, entity);
  return value;
}

/// "a", "a and b", "a, b and c".
std::string and_list(const std::vector<std::string>& names) {
  std::string out;
  for (std::size_t k = 0; k < names.size(); ++k)
    out += (k == 0 ? "" : k + 1 == names.size() ? " and " : ", ") + names[k];
  return out;
}

/// The parameters that `--param` sets and a default follows: none when the default is a plain number
/// or an expression over no parameter (`2 * pi`); else those its expression uses, each derived one
/// replaced by the settable ones it follows, in the order of `declared`.
std::vector<std::string> settable_inputs(const Context& context, const Field& default_field,
                                         const std::vector<ModelParameter>& declared) {
  double plain = 0.0;
  if (is_plain_number(default_field.node, plain) || !default_field.node.IsScalar()) return {};
  std::vector<std::string> used;
  try {
    used = context.expressions->parameters_used(default_field.node.Scalar());
  } catch (const ExpressionError&) {  // a number beyond a double's range (1e-400), read without muParser
    return {};
  }
  std::vector<std::string> inputs;
  for (const ModelParameter& p : declared) {
    const bool used_directly = std::find(used.begin(), used.end(), p.name) != used.end();
    bool through_derived = false;
    for (const ModelParameter& q : declared)
      if (std::find(used.begin(), used.end(), q.name) != used.end() &&
          std::find(q.derived_from.begin(), q.derived_from.end(), p.name) != q.derived_from.end())
        through_derived = true;
    if (!p.derived() && (used_directly || through_derived)) inputs.push_back(p.name);
  }
  return inputs;
}

/// `parameters:` maps each name to its default value, or to {default, description, min, max, integer}.
/// A default may be an expression over the parameters declared before it, evaluated with their final
/// values: such a parameter is derived (a quantity that follows `--param` on the others), and a
/// `--param` on it is refused, naming the parameters to set instead. Each parameter is defined for the
/// expressions that follow with its `--param` value, or else its default.
void read_parameters(const Context& context, const std::optional<Field>& field, const ParameterSettings& settings,
                     Model& model, ModelExpressions& expressions) {
  std::map<std::string, const ParameterSetting*> setting_of;
  for (const ParameterSetting& setting : settings) {
    const auto [previous, inserted] = setting_of.emplace(setting.name, &setting);
    if (!inserted)
      throw Error(Error::Kind::usage, "--param " + setting.name + "=" + setting.value + ": parameter '" +
                                          setting.name + "' is set twice (first to " + previous->second->value + ")");
  }
  if (field && !field->node.IsNull() && !field->node.IsMap())
    context.fail(field->line, "parameters must be a map from each name to its default value or to a map with "
                              "keys default, description, min, max, integer (got " + describe(field->node) + ")");
  std::map<std::string, int> first_line;
  if (field && field->node.IsMap()) {
    // `{a: 1, b: max(a, 2)}`: the comma split b's expression, and its second half, "2)", became a
    // parameter with no value. Said before b's half an expression is read and reported on its own.
    YAML::Node previous_key, previous_value;
    for (auto it = field->node.begin(); it != field->node.end(); ++it) {
      const YAML::Node key = it->first, value = it->second;  // copies: operator-> returns a temporary proxy
      if (const std::string hint = comma_hint(field->node, previous_key, previous_value, value); !hint.empty())
        context.fail(line_of(key), "parameter '" + printable(key.Scalar()) + "' has no value" + hint);
      previous_key.reset(key);  // not '=', which would change the node it refers to
      previous_value.reset(value);
    }
    for (auto it = field->node.begin(); it != field->node.end(); ++it) {
      const YAML::Node key = it->first;  // a copy: operator-> returns a temporary proxy
      const int line = line_of(key);
      if (!key.IsScalar()) context.fail(line, "parameter names must be plain names (got " + describe(key) + ")");
      ModelParameter parameter;
      parameter.name = key.Scalar();
      parameter.where = {context.file, line};
      const Context here{context.file, "parameter '" + parameter.name + "'", &expressions};
      const auto [previous, inserted] = first_line.emplace(parameter.name, line);
      if (!inserted) here.fail(line, "is declared twice (first on line " + std::to_string(previous->second) + ")");
      if (!is_identifier(parameter.name))
        here.fail(line, "a parameter name starts with a letter and contains only letters, digits and '_'");
      if (parameter.name.size() > kLongestExpressionName)
        here.fail(line, "a parameter name has at most " + std::to_string(kLongestExpressionName) +
                            " characters (this one has " + std::to_string(parameter.name.size()) + ")");
      if (expressions.is_name_in_use(parameter.name))
        here.fail(line, "'" + parameter.name +
                            "' is a function or constant of expressions; give the parameter another name");

      const YAML::Node value = it->second;  // a copy: operator-> returns a temporary proxy
      // Constructed in place: assigning a Field would assign its YAML::Node, which changes the node it
      // refers to.
      std::optional<Field> default_field;
      if (value.IsMap()) {
        const MapReader map(value, here);
        map.check_keys({"default", "description", "min", "max", "integer"});
        default_field.emplace(map.required("default"));
        if (const auto f = map.find("description")) parameter.description = read_text(here, *f);
        if (const auto f = map.find("min")) parameter.minimum = read_number(here, *f);
        if (const auto f = map.find("max")) parameter.maximum = read_number(here, *f);
        if (const auto f = map.find("integer")) parameter.integer = read_flag(here, *f);
      } else {
        default_field.emplace(Field{value, "the default value", value.IsNull() ? line : line_of(value)});
      }
      parameter.default_value = read_number(here, *default_field);
      parameter.derived_from = settable_inputs(here, *default_field, model.parameters);
      if (const std::string problem = parameter_range_problem(parameter, parameter.default_value); !problem.empty())
        here.fail(line, "the default value " + shortest_text(parameter.default_value) + " " + problem);
      const auto setting = setting_of.find(parameter.name);
      if (setting != setting_of.end() && parameter.derived())
        throw Error(Error::Kind::usage,
                    "--param " + setting->second->name + "=" + setting->second->value + ": " + parameter.name +
                        " is derived from " + and_list(parameter.derived_from) + "; set " +
                        (parameter.derived_from.size() == 1 ? "that" : "those"),
                    parameter.where, "parameter '" + parameter.name + "'");
      parameter.value =
          setting == setting_of.end() ? parameter.default_value : read_parameter_setting(parameter, *setting->second);
      try {
        expressions.define_parameter(parameter.name, parameter.value);
      } catch (const ExpressionError& e) {
        here.fail(line, e.reason);
      }
      model.parameters.push_back(std::move(parameter));
    }
  }
  for (const ParameterSetting& setting : settings) {
    if (first_line.count(setting.name)) continue;
    std::string names;  // those a setting may name: the derived ones follow them
    for (const ModelParameter& p : model.parameters)
      if (!p.derived()) names += (names.empty() ? "" : ", ") + p.name;
    throw Error(Error::Kind::usage,
                "--param " + setting.name + "=" + setting.value + ": the model has no parameter '" + setting.name +
                    "' (" + (names.empty() ? std::string("it declares none") : "parameters: " + names) + ")",
                {context.file, field ? field->line : 0});
  }
}

/// One entry of a list of bodies, joints, forces or markers, with the repeat indices in force for it.
struct ListEntry {
  YAML::Node node;
  RepeatIndices indices;
};

// A repeat bound mistyped by a few orders of magnitude must be an error, not a machine out of memory.
constexpr double kMaxRepeatedEntries = 1e6;
/// The largest repeat bound, in magnitude (ModelExpressions::kLargestIndex).
constexpr double kLargestIndex = ModelExpressions::kLargestIndex;

/// The entries of a list with every `repeat: {index, from, to}` block unrolled: its `items` once for
/// each index value from `from` to `to` (empty when to = from - 1), nested blocks included.
void unroll_entries(const Context& context, const std::vector<YAML::Node>& items, const RepeatIndices& outer,
                    ModelExpressions& expressions, std::vector<ListEntry>& out) {
  for (const YAML::Node& item : items) {
    bool is_repeat = false;
    if (item.IsMap())
      for (auto it = item.begin(); it != item.end() && !is_repeat; ++it)
        is_repeat = it->first.IsScalar() && it->first.Scalar() == "repeat";
    if (!is_repeat) {
      out.push_back({item, outer});
      continue;
    }
    Context here{context.file, "repeat", &expressions};
    const MapReader map(item, here);
    map.check_keys({"repeat", "items"});
    const Field block = map.required("repeat");
    if (!block.node.IsMap())
      here.fail(block.line, "repeat must be a map with keys index, from, to (got " + describe(block.node) + ")");
    const MapReader bounds(block.node, here, "repeat");
    bounds.check_keys({"index", "from", "to"});
    const Field index_field = bounds.required("index");
    const std::string index = read_text(here, index_field);
    here.entity = "repeat '" + index + "'";
    if (!is_identifier(index))
      here.fail(index_field.line, "an index name starts with a letter and contains only letters, digits and '_'");
    if (index.size() > kLongestExpressionName)
      here.fail(index_field.line, "an index name has at most " + std::to_string(kLongestExpressionName) +
                                      " characters (this one has " + std::to_string(index.size()) + ")");
    expressions.set_indices(outer);
    if (expressions.is_name_in_use(index))
      here.fail(index_field.line, "'" + index + "' is already a parameter, an outer index, or a function or "
                                  "constant of expressions; give the index another name");
    const Field from_field = bounds.required("from");
    const Field to_field = bounds.required("to");
    const double from = read_integer(here, from_field);
    const double to = read_integer(here, to_field);
    // Beyond this a double no longer counts by one (1e16 + 1 == 1e16), and the index could not be
    // written into a name.
    for (const auto& [field, value] : {std::pair{&from_field, from}, std::pair{&to_field, to}})
      if (std::abs(value) > kLargestIndex)
        here.fail(field->line, field->name + " (" + shown(*field, value) + ") is beyond the largest index, " +
                                   shortest_text(kLargestIndex));
    if (to < from - 1)
      here.fail(to_field.line, "repeat.to (" + shown(to_field, to) + ") is below repeat.from - 1 (" +
                                   shortest_text(from - 1) + "); a repeat is empty when to = from - 1");
    if (to - from + 1 > kMaxRepeatedEntries)
      here.fail(to_field.line, "repeat runs " + std::to_string(static_cast<long long>(to - from + 1)) +
                                   " times, more than the " +
                                   std::to_string(static_cast<long long>(kMaxRepeatedEntries)) + " a model may have");
    const std::vector<YAML::Node> inner_items = read_list(here, map.required("items"));
    RepeatIndices inner = outer;
    inner.emplace_back(index, 0.0);
    for (long long value = static_cast<long long>(from); value <= static_cast<long long>(to); ++value) {
      inner.back().second = static_cast<double>(value);
      unroll_entries(here, inner_items, inner, expressions, out);
      if (static_cast<double>(out.size()) > kMaxRepeatedEntries)
        here.fail(block.line, "the repeats make more than " +
                                  std::to_string(static_cast<long long>(kMaxRepeatedEntries)) + " entries");
    }
  }
}

/// A list of bodies, joints, forces or markers, repeats unrolled.
std::vector<ListEntry> read_entries(const Context& context, const Field& field, ModelExpressions& expressions) {
  std::vector<ListEntry> entries;
  unroll_entries(context, read_list(context, field), {}, expressions, entries);
  expressions.set_indices({});
  return entries;
}

// --- The whole file ------------------------------------------------------------------------------

constexpr const char* kTopLevelKeys =
    "name, description, planar, parameters, gravity, bodies, joints, forces, markers, run";

/// Records where each YAML document starts; the other parser events are not needed.
class DocumentStarts : public YAML::EventHandler {
 public:
  std::vector<YAML::Mark> marks;

  void OnDocumentStart(const YAML::Mark& mark) override { marks.push_back(mark); }
  void OnDocumentEnd() override {}
  void OnNull(const YAML::Mark&, YAML::anchor_t) override {}
  void OnAlias(const YAML::Mark&, YAML::anchor_t) override {}
  void OnScalar(const YAML::Mark&, const std::string&, YAML::anchor_t, const std::string&) override {}
  void OnSequenceStart(const YAML::Mark&, const std::string&, YAML::anchor_t,
                       YAML::EmitterStyle::value) override {}
  void OnSequenceEnd() override {}
  void OnMapStart(const YAML::Mark&, const std::string&, YAML::anchor_t, YAML::EmitterStyle::value) override {
  }
  void OnMapEnd() override {}
};

/// The one YAML document of a model file.
///
/// Documents are counted with yaml-cpp's event parser, not with YAML::LoadAll: on a stray token before
/// the first node (a ',' at the start of the file) yaml-cpp 0.7 produces empty documents at that same
/// position forever, and LoadAll never returns. Here a document that starts where the previous one
/// started is reported as the syntax error it is.
YAML::Node load_document(const std::string& text, const Context& context) {
  std::istringstream stream(text);
  YAML::Parser parser(stream);
  DocumentStarts documents;
  while (documents.marks.size() < 2 && parser.HandleNextDocument(documents)) {
  }
  const std::vector<YAML::Mark>& starts = documents.marks;
  if (starts.size() == 2 && starts[1].pos == starts[0].pos) {
    const std::size_t at = static_cast<std::size_t>(std::max(starts[1].pos, 0));
    const std::string token = at < text.size() ? std::string(1, text[at]) : "end of file";
    context.fail(starts[1].line + 1,
                 "YAML syntax error: unexpected '" + token + "' (quote text that starts with it)");
  }

  const YAML::Node root = YAML::Load(text);
  if (root.IsNull())
    context.fail(1, std::string("the model is empty (expected a map with keys ") + kTopLevelKeys + ")");
  if (!root.IsMap())
    context.fail(line_of(root), std::string("the top level must be a map with keys ") + kTopLevelKeys +
                                    " (got " + describe(root) + ")");
  if (starts.size() > 1)
    context.fail(starts[1].line + 1, "a second YAML document starts here; a model file holds one model");
  return root;
}

/// `run:` — the settings the model's own motion needs (RunDefaults). Numbers may use parameters.
RunDefaults read_run_defaults(const Context& context, const Field& field) {
  if (!field.node.IsMap())
    context.fail(field.line, "run must be a map of dt, t_end, output_every, integrator, formulation, correction, why (got " +
                                 describe(field.node) + ")");
  const MapReader map(field.node, context, "run");
  map.check_keys({"dt", "t_end", "output_every", "integrator", "formulation", "correction", "why"});
  RunDefaults run;
  run.where = {context.file, map.line()};
  if (const auto f = map.find("dt")) run.step = read_positive(context, *f);
  if (const auto f = map.find("t_end")) run.t_end = read_positive(context, *f);
  if (const auto f = map.find("output_every")) run.output_every = read_positive(context, *f);
  if (const auto f = map.find("integrator")) run.integrator = read_text(context, *f);
  if (const auto f = map.find("formulation")) run.formulation = read_text(context, *f);
  if (const auto f = map.find("correction")) run.correction = read_text(context, *f);
  if (const auto f = map.find("why")) {
    run.why = read_text(context, *f);
    if (run.why.find('\n') != std::string::npos) context.fail(f->line, "run: why must be a single line");
  }
  return run;
}

Model read_model(const YAML::Node& root, const std::string& file, const ParameterSettings& settings) {
  ModelExpressions expressions;
  Context context{file, "", &expressions};
  const MapReader map(root, context);
  map.check_keys(
      {"name", "description", "planar", "parameters", "gravity", "bodies", "joints", "forces", "markers", "run"});

  Model model;
  // Planar first: it decides how every point, vector and rotation below is written.
  if (const auto field = map.find("planar")) model.planar = read_flag(context, *field);
  context.planar = model.planar;
  model.source = file;
  const Field name = map.required("name");
  model.name = read_text(context, name);
  if (model.name.empty()) context.fail(name.line, "name must not be empty");
  if (const auto field = map.find("description")) {
    model.description = read_text(context, *field);
    // A block scalar (| or >) ends in a newline; only the line itself matters.
    while (!model.description.empty() && model.description.back() == '\n') model.description.pop_back();
    if (model.description.find('\n') != std::string::npos)
      context.fail(field->line, "description must be a single line (it is printed by `mbdae models`)");
  }
  // Parameters first: every number after them may use them.
  read_parameters(context, map.find("parameters"), settings, model, expressions);
  if (const auto field = map.find("gravity")) model.gravity = read_vector(context, *field);

  const Field bodies = map.required("bodies");
  const std::vector<ListEntry> body_entries = read_entries(context, bodies, expressions);
  if (body_entries.empty()) context.fail(bodies.line, "bodies must list at least one body");
  model.bodies.reserve(body_entries.size());
  for (std::size_t k = 0; k < body_entries.size(); ++k) {
    expressions.set_indices(body_entries[k].indices);
    std::optional<FlexibleBody> flexible;
    model.bodies.push_back(read_body(context, body_entries[k].node, k, flexible));
    if (flexible) {
      flexible->body = static_cast<int>(k);
      model.flexible_bodies.push_back(std::move(*flexible));
    }
  }
  // Joints may give ground-frame locations and axes, converted through the bodies' initial poses:
  // those must be rotations before they are used.
  validate(model);

  InitialDistances pending;
  const BodyNames names(model);
  if (const auto field = map.find("joints")) {
    const std::vector<ListEntry> entries = read_entries(context, *field, expressions);
    for (std::size_t k = 0; k < entries.size(); ++k) {
      expressions.set_indices(entries[k].indices);
      model.joints.push_back(read_joint(context, entries[k].node, k, model, names));
    }
  }
  if (const auto field = map.find("forces")) {
    const std::vector<ListEntry> entries = read_entries(context, *field, expressions);
    for (std::size_t k = 0; k < entries.size(); ++k) {
      expressions.set_indices(entries[k].indices);
      read_force(context, entries[k].node, k, model, pending, names);
    }
  }
  if (const auto field = map.find("markers")) {
    const std::vector<ListEntry> entries = read_entries(context, *field, expressions);
    for (std::size_t k = 0; k < entries.size(); ++k) {
      expressions.set_indices(entries[k].indices);
      model.markers.push_back(read_marker(context, entries[k].node, k, names));
    }
  }
  if (const auto field = map.find("run")) model.run_defaults = read_run_defaults(context, *field);
  validate(model);
  fill_initial_distances(pending, model);
  return model;
}

/// yaml-cpp reports an unclosed bracket at the end of the text, one line past the last; an editor
/// asked to go there lands on the last line anyway, so say that line.
int syntax_error_line(const std::string& text, const YAML::Mark& mark) {
  const int lines = static_cast<int>(std::count(text.begin(), text.end(), '\n')) +
                    (text.empty() || text.back() == '\n' ? 0 : 1);
  return std::clamp(mark.line + 1, 0, std::max(lines, 1));
}

/// yaml-cpp says what it did not find; for the common mistakes, also say what to write.
std::string syntax_hint(const std::string& message) {
  static constexpr std::string_view kIndentation =
      "check the indentation: the keys of one map, like the entries of one list, start in the same column";
  static const std::pair<std::string_view, std::string_view> kHints[] = {
      {"end of sequence flow not found", "a list opened with '[' needs its closing ']'"},
      {"end of map flow not found", "a map opened with '{' needs its closing '}'"},
      {"illegal flow end", "a list opened with '[' closes with ']', a map opened with '{' with '}'"},
      {"end of sequence not found", kIndentation},
      {"end of map not found", kIndentation},
      {"illegal map value", "check the indentation, or quote a value that contains ': '"},
      {"illegal tab when looking for indentation", "indent with spaces, not tabs"},
  };
  for (const auto& [known, hint] : kHints)
    if (message == known) return " (" + std::string(hint) + ")";
  return "";
}

/// Whether the innermost `{` still open at offset `at` of `text` is closed further on. A small scan of
/// YAML's brackets, quotes and comments: a bracket or a quote counts where a value may start (at the
/// start of a line, after `:`, `-`, `,`, `[`, `{` or `?`) and anywhere inside brackets, where plain
/// text cannot hold one.
bool flow_map_closes_after(const std::string& text, std::size_t at) {
  std::vector<char> open;                // the brackets open, innermost last
  std::optional<std::size_t> map_level;  // brackets around the innermost '{' open at `at`
  char before = '\n';                    // the last character that is not a space or a tab
  for (std::size_t k = 0;; ++k) {
    if (!map_level && k >= at) {
      for (std::size_t level = open.size(); level > 0 && !map_level; --level)
        if (open[level - 1] == '{') map_level = level - 1;
      if (!map_level) return false;
    }
    if (k >= text.size()) return false;
    const char c = text[k];
    const bool value_starts = !open.empty() || std::string_view(":-,[{?\n").find(before) != std::string_view::npos;
    if (c == '#' && (k == 0 || text[k - 1] == ' ' || text[k - 1] == '\t' || text[k - 1] == '\n')) {
      while (k + 1 < text.size() && text[k + 1] != '\n') ++k;  // a comment, to the end of its line
      continue;
    }
    if ((c == '\'' || c == '"') && value_starts) {
      std::size_t end = k + 1;  // the closing quote: '' stands for ' in single quotes, \" for " in double
      for (; end < text.size(); ++end) {
        if (c == '"' && text[end] == '\\') ++end;
        else if (c == '\'' && text[end] == '\'' && end + 1 < text.size() && text[end + 1] == '\'') ++end;
        else if (text[end] == c) break;
      }
      if (end >= text.size()) return false;
      k = end;
      before = c;
      continue;
    }
    if ((c == '{' || c == '[') && value_starts) {
      open.push_back(c);
    } else if ((c == '}' || c == ']') && !open.empty() && open.back() == (c == '}' ? '{' : '[')) {
      open.pop_back();
      if (map_level && open.size() == *map_level) return c == '}';
    }
    if (c != ' ' && c != '\t') before = c;
  }
}

/// syntax_hint(message), except that a `{...}` map whose '}' is there but was not found was ended
/// early by what is inside it, most often an unquoted comma.
std::string syntax_hint(const std::string& message, const std::string& text, const YAML::Mark& mark) {
  if (message == "end of map flow not found" && mark.pos >= 0 &&
      flow_map_closes_after(text, static_cast<std::size_t>(mark.pos)))
    return " (a comma inside a value of a {...} map ends the value: quote the value)";
  return syntax_hint(message);
}

}  // namespace

ParameterSetting parse_parameter_setting(const std::string& text) {
  const std::size_t equals = text.find('=');
  if (equals == std::string::npos || equals == 0)
    throw Error(Error::Kind::usage, "--param " + text + ": expected NAME=VALUE, e.g. --param n=50");
  return {text.substr(0, equals), text.substr(equals + 1)};
}

namespace {

/// Where `text` stops being UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF),
/// or npos. YAML files are Unicode text, and names and descriptions go into the summary's JSON, which
/// can only hold Unicode (found by fuzzing: a Latin-1 byte in a model's name ended the run in an
/// internal error when the summary was written).
std::size_t first_invalid_utf8(const std::string& text) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char lead = byte(i);
    int length = 0;
    unsigned char low = 0x80, high = 0xBF;  // the range of the second byte
    if (lead < 0x80) {
      ++i;
      continue;
    } else if (lead >= 0xC2 && lead <= 0xDF) {
      length = 2;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
      length = 3;
      if (lead == 0xE0) low = 0xA0;   // overlong
      if (lead == 0xED) high = 0x9F;  // surrogates
    } else if (lead >= 0xF0 && lead <= 0xF4) {
      length = 4;
      if (lead == 0xF0) low = 0x90;   // overlong
      if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    if (byte(i + 1) < low || byte(i + 1) > high) return i;
    for (int k = 2; k < length; ++k)
      if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return i;
    i += length;
  }
  return std::string::npos;
}

}  // namespace

Model parse_model_yaml(const std::string& text, const std::string& source_name, const ParameterSettings& settings) {
  const Context context{source_name, ""};
  if (const std::size_t bad = first_invalid_utf8(text); bad != std::string::npos) {
    const std::size_t line_start = text.rfind('\n', bad == 0 ? 0 : bad - 1);
    const std::size_t column = bad - (line_start == std::string::npos || bad == 0 ? 0 : line_start + 1) + 1;
    char shown[8];
    std::snprintf(shown, sizeof shown, "0x%02X", static_cast<unsigned char>(text[bad]));
    context.fail(static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n')) + 1,
                 std::string("the file is not UTF-8 text: byte ") + shown + " at column " + std::to_string(column) +
                     " does not begin a UTF-8 character (save the file as UTF-8)");
  }
  // Nothing but mbdae::Error leaves this function: a user's typo must never become a crash or a
  // message from deep inside the YAML library without a line number.
  try {
    return read_model(load_document(text, context), source_name, settings);
  } catch (const Error& e) {
    if (printable(e.message()) == e.message() && printable(e.entity()) == e.entity()) throw;
    throw Error(e.kind(), printable(e.message()), e.where(), printable(e.entity()), e.time());
  } catch (const YAML::ParserException& e) {
    context.fail(syntax_error_line(text, e.mark),
                 "YAML syntax error: " + printable(e.msg) + syntax_hint(e.msg, text, e.mark));
  } catch (const YAML::Exception& e) {
    context.fail(e.mark.line + 1, "cannot read the YAML: " + printable(e.msg));
  } catch (const ExpressionError& e) {  // every use names its line; this only keeps a missed one an error
    context.fail(0, "cannot evaluate an expression: " + printable(e.reason));
  } catch (const std::exception& e) {
    context.fail(0, std::string("cannot read the model: ") + e.what());
  }
}

namespace {

/// The text of a model file, read in chunks: from a regular file, a FIFO or a pipe (`<(...)`) alike.
/// Each wait for data lasts at most 0.2 s, so that Ctrl-C or SIGTERM ends a read from a pipe nobody
/// writes to (the handlers only set a flag, and a plain read() would simply resume). More than
/// kMaxModelFileBytes is refused: /dev/zero would otherwise be read until memory runs out.
std::string read_model_text(const std::string& path) {
  const auto fail = [&](const std::string& why) -> void {
    throw Error(Error::Kind::io, "cannot read model file '" + path + "': " + why);
  };
  // O_NONBLOCK: opening a FIFO does not wait for its writer (the poll below does, interruptibly).
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) fail(std::strerror(errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  std::string text;
  char buffer[65536];
  for (;;) {
    if (interruption_requested()) throw Interrupted();
    pollfd ready{fd, POLLIN, 0};
    const int polled = ::poll(&ready, 1, 200);
    if (polled < 0 && errno != EINTR) fail(std::strerror(errno));
    if (polled <= 0) continue;
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n == 0) break;  // end of file, or the pipe's last writer closed it
    if (n < 0) {
      if (errno == EAGAIN || errno == EINTR) continue;
      fail(std::strerror(errno));
    }
    if (text.size() + static_cast<std::size_t>(n) > kMaxModelFileBytes)
      fail("it is larger than " + std::to_string(kMaxModelFileBytes >> 20) + " MiB, the most a model file may hold");
    text.append(buffer, static_cast<std::size_t>(n));
  }
  return text;
}

}  // namespace

Model load_model_file(const std::string& path, const ParameterSettings& settings) {
  std::error_code ignored;
  if (std::filesystem::is_directory(path, ignored))
    throw Error(Error::Kind::io, "cannot read model file '" + path + "': it is a directory");
  // The one place a model file is read (`run`, `compare`, the API and Python all come here): a URDF
  // robot by its extension, mbdae's own YAML otherwise.
  if (is_urdf_path(path)) {
    if (!settings.empty())
      throw Error(Error::Kind::usage, "--param " + settings.front().name + "=" + settings.front().value + ": '" +
                                          path + "' is a URDF file, which declares no parameters");
    return parse_urdf_model(read_model_text(path), path);
  }
  return parse_model_yaml(read_model_text(path), path, settings);
}

}  // namespace mbdae
