// The physical checks of a model: what must hold for any model, whether it was read from a file or
// built in code. Reading a file (src/io/model_yaml.cpp) checks syntax, types and keys, then calls
// validate(); everything a physicist would call "not a body" or "not a joint" is decided here.
#include <Eigen/Eigenvalues>
#include <algorithm>
#include <charconv>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "forces/force_kinds.hpp"
#include "joints/joint_kinds.hpp"
#include "model/checks.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

// R^T R - I may differ from zero by this much in every entry: loose enough for matrices typed with
// 7 significant digits, tight enough that a wrong sign or swapped entry is caught.
constexpr double kRotationTolerance = 1e-6;
// Principal moments may exceed the sum of the other two by this fraction of the trace, so that a flat
// plate (I_zz = I_xx + I_yy exactly, up to rounding) is accepted.
constexpr double kTriangleTolerance = 1e-9;
// Joint axes are stored normalized; anything further from unit length was not normalized at all.
constexpr double kUnitLengthTolerance = 1e-9;
// The inertia tensor is symmetric by definition; this only absorbs rounding in code-built tensors.
constexpr double kSymmetryTolerance = 1e-12;

/// The shortest text that reads back as `x`: -2 prints as "-2", 0.1 as "0.1". For values the user gave.
std::string exact_text(double x) {
  char buffer[32];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, x);
  return std::string(buffer, result.ptr);
}

/// For computed values (eigenvalues, residuals) whose last digits are rounding noise.
std::string approximate_text(double x, int significant_digits = 6) {
  char buffer[32];
  const auto result =
      std::to_chars(buffer, buffer + sizeof buffer, x, std::chars_format::general, significant_digits);
  return std::string(buffer, result.ptr);
}

/// "[1, nan, 0]" for a vector, "[[1, 0, 0], [0, 1, 0], [0, 0, 1]]" for a matrix (rows, as in files).
template <typename Derived>
std::string list_text(const Eigen::MatrixBase<Derived>& values) {
  const auto join = [](Eigen::Index count, const auto& item) {
    std::string out = "[";
    for (Eigen::Index k = 0; k < count; ++k) out += (k > 0 ? ", " : "") + item(k);
    return out + "]";
  };
  if (values.cols() == 1)
    return join(values.rows(), [&](Eigen::Index k) { return exact_text(values(k, 0)); });
  return join(values.rows(), [&](Eigen::Index row) {
    return join(values.cols(), [&](Eigen::Index col) { return exact_text(values(row, col)); });
  });
}

/// `kind` is "body", "joint", "force" or "marker"; `index` is the entity's position in its list.
Subject subject_of(const Model& model, const std::string& kind, const std::string& name,
                   const SourceLocation& where, std::size_t index) {
  // An entity built in code has no file of its own; the model's source still says which model it is.
  SourceLocation location = where.file.empty() ? SourceLocation{model.source, 0} : where;
  std::string label = name.empty() ? kind + " #" + std::to_string(index + 1) : kind + " '" + name + "'";
  return {std::move(location), std::move(label)};
}

Subject model_subject(const Model& model) { return {SourceLocation{model.source, 0}, ""}; }

// --- Values --------------------------------------------------------------------------------------

void check_finite(const Subject& subject, const char* key, double value) {
  if (!std::isfinite(value))
    subject.fail(std::string(key) + " must be finite (got " + exact_text(value) + ")");
}

template <typename Derived>
void check_finite(const Subject& subject, const char* key, const Eigen::MatrixBase<Derived>& value) {
  if (!value.allFinite()) subject.fail(std::string(key) + " must be finite (got " + list_text(value) + ")");
}

void check_non_negative(const Subject& subject, const char* key, double value) {
  check_finite(subject, key, value);
  if (!(value >= 0.0))
    subject.fail(std::string(key) + " must be non-negative (got " + exact_text(value) + ")");
}

/// Joint axes are directions: stored with unit length (the file reader normalizes them).
void check_unit_axis(const Subject& subject, const char* key, const Eigen::Vector3d& axis) {
  check_finite(subject, key, axis);
  const double length = axis.norm();
  if (!(length > 0.0)) subject.fail(std::string(key) + " has zero length (expected a direction)");
  if (std::abs(length - 1.0) > kUnitLengthTolerance)
    subject.fail(std::string(key) + " must have unit length (got length " + approximate_text(length) + ")");
}

// --- Names ---------------------------------------------------------------------------------------

/// Names end up in messages and in CSV column headers ("D.x"), so they are kept to characters that
/// need no quoting there.
void check_name(const Subject& subject, const std::string& name) {
  if (name.empty()) subject.fail("name must not be empty");
  const bool plain = std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
  });
  if (!plain) subject.fail("name '" + name + "' may contain only letters, digits, '_' and '-'");
}

struct NamedEntity {
  std::string name;
  Subject subject;
};

/// Names must be unique within one kind (bodies, joints, forces, markers); a joint and a marker may
/// share a name. The later entity (in file order, when known) is the one reported.
void check_unique_names(std::vector<NamedEntity> entities, const std::string& kind) {
  std::stable_sort(entities.begin(), entities.end(), [](const NamedEntity& a, const NamedEntity& b) {
    return a.subject.where.line < b.subject.where.line;
  });
  std::map<std::string, const Subject*> seen;
  for (const NamedEntity& entity : entities) {
    const auto [it, inserted] = seen.emplace(entity.name, &entity.subject);
    if (inserted) continue;
    const int first_line = it->second->where.line;
    entity.subject.fail("another " + kind + " is already named '" + entity.name + "'" +
                        (first_line > 0 ? " (line " + std::to_string(first_line) + ")" : ""));
  }
}

// --- Bodies --------------------------------------------------------------------------------------

/// A tensor of inertia about the centre of mass is symmetric and positive definite, and its principal
/// moments obey the triangle inequality I_a <= I_b + I_c (they are sums of second moments of mass:
/// I_a = S_b + S_c with every S >= 0). A tensor breaking these is not the inertia of any mass.
void check_inertia(const Subject& subject, const Eigen::Matrix3d& inertia) {
  check_finite(subject, "inertia", inertia);
  const double scale = inertia.cwiseAbs().maxCoeff();
  if ((inertia - inertia.transpose()).cwiseAbs().maxCoeff() > kSymmetryTolerance * scale)
    subject.fail("inertia must be symmetric (got " + list_text(inertia) + ")");

  // Eigenvalues in increasing order: the principal moments.
  const Eigen::Vector3d moments =
      Eigen::SelfAdjointEigenSolver<Eigen::Matrix3d>(inertia, Eigen::EigenvaluesOnly).eigenvalues();
  // Twelve digits: enough to show why 3.00000001 fails the triangle inequality where 3 passes, few
  // enough to hide the eigensolver's rounding.
  const std::string moments_text = approximate_text(moments[0], 12) + ", " +
                                   approximate_text(moments[1], 12) + ", " + approximate_text(moments[2], 12);
  if (!(moments[0] > 0.0))
    subject.fail("inertia must be positive definite (principal moments " + moments_text + ")");
  if (moments[2] - (moments[0] + moments[1]) > kTriangleTolerance * moments.sum())
    subject.fail("inertia violates the triangle inequality: principal moments " + moments_text +
                 " (each must be at most the sum of the other two)");
}

void check_rotation(const Subject& subject, const Eigen::Matrix3d& rotation) {
  check_finite(subject, "orientation", rotation);
  const double deviation =
      (rotation.transpose() * rotation - Eigen::Matrix3d::Identity()).cwiseAbs().maxCoeff();
  if (deviation > kRotationTolerance)
    subject.fail("orientation is not a rotation: R^T R - I has an entry of " + approximate_text(deviation) +
                 " (tolerance 1e-6)");
  const double determinant = rotation.determinant();
  if (determinant < 0.0)
    subject.fail("orientation is a reflection (determinant " + approximate_text(determinant) +
                 "); a rotation has determinant +1");
}

void check_body(const Subject& subject, const Body& body) {
  check_name(subject, body.name);
  if (body.name == "ground")
    subject.fail("the name 'ground' is reserved for the ground frame; give the body another name");
  check_positive(subject, "mass", body.inertia.mass);
  check_finite(subject, "center_of_mass", body.inertia.center_of_mass);
  check_inertia(subject, body.inertia.inertia_about_com);
  check_finite(subject, "position", body.initial_position);
  check_rotation(subject, body.initial_rotation);
  check_finite(subject, "velocity", body.initial_velocity);
  check_finite(subject, "angular_velocity", body.initial_angular_velocity);
}

// --- Connections ---------------------------------------------------------------------------------

void check_body_index(const Subject& subject, const Model& model, const char* key, int index,
                      bool ground_allowed) {
  if (index == kGround) {
    if (ground_allowed) return;
    subject.fail(std::string(key) + " must be one of the model's bodies, not ground");
  }
  const int count = static_cast<int>(model.bodies.size());
  if (index < 0 || index >= count)
    subject.fail(std::string(key) + " refers to body index " + std::to_string(index) +
                 ", but the model has " + std::to_string(count) + (count == 1 ? " body" : " bodies"));
}

/// Joints and spring-dampers act between two different bodies, one of which may be the ground.
void check_two_bodies(const Subject& subject, const Model& model, int body_i, int body_j) {
  check_body_index(subject, model, "body_i", body_i, true);
  check_body_index(subject, model, "body_j", body_j, true);
  if (body_i == kGround && body_j == kGround)
    subject.fail("connects ground to ground; at least one of body_i, body_j must be a body");
  if (body_i == body_j)
    subject.fail("connects body '" + model.body_name(body_i) + "' to itself; body_i and body_j must differ");
}

/// A joint's optional numbers (model.hpp), each the value of the model-file key of the same name: a
/// kind takes those whose keys it declares (JointKind::keys).
struct JointNumber {
  const char* key;
  const char* what;  // how messages call it
  std::optional<double> Joint::*value;
};
constexpr JointNumber kJointNumbers[] = {
    {"length", "length", &Joint::length},
    {"radius", "radius", &Joint::radius},
    {"angular_velocity", "angular_velocity (a driven rotation)", &Joint::angular_velocity},
};

void check_joint(const Subject& subject, const Model& model, const Joint& joint) {
  check_name(subject, joint.name);
  check_two_bodies(subject, model, joint.body_i, joint.body_j);
  check_finite(subject, "point_i", joint.point_i);
  check_finite(subject, "point_j", joint.point_j);
  check_unit_axis(subject, "axis_i", joint.axis_i);
  check_unit_axis(subject, "axis_j", joint.axis_j);
  const JointKind& kind = *joint.kind;
  for (const JointNumber& number : kJointNumbers)
    if (joint.*number.value && std::ranges::find(kind.keys, number.key) == kind.keys.end())
      subject.fail(std::string(number.what) + " applies to " + joint_kinds_reading(number.key) +
                   " joints only, not to " + std::string(kind.name) + " joints");
  if (kind.check) kind.check(subject, joint);
}

void check_forces(const Model& model) {
  std::vector<NamedEntity> names;
  std::size_t index = 0;
  for (const PointForce& force : model.point_forces) {
    const Subject subject = subject_of(model, "force", force.name, force.where, index++);
    check_name(subject, force.name);
    check_body_index(subject, model, "body", force.body, false);
    check_finite(subject, "point", force.point);
    check_finite(subject, "force", force.force);
    names.push_back({force.name, subject});
  }
  for (const PointTorque& torque : model.torques) {
    const Subject subject = subject_of(model, "force", torque.name, torque.where, index++);
    check_name(subject, torque.name);
    check_body_index(subject, model, "body", torque.body, false);
    check_finite(subject, "torque", torque.torque);
    names.push_back({torque.name, subject});
  }
  for (const SpringDamper& spring : model.spring_dampers) {
    const Subject subject = subject_of(model, "force", spring.name, spring.where, index++);
    check_name(subject, spring.name);
    check_two_bodies(subject, model, spring.body_i, spring.body_j);
    check_finite(subject, "point_i", spring.point_i);
    check_finite(subject, "point_j", spring.point_j);
    check_non_negative(subject, "stiffness", spring.stiffness);
    check_non_negative(subject, "damping", spring.damping);
    check_non_negative(subject, "free_length", spring.free_length);
    names.push_back({spring.name, subject});
  }
  for (const ForceElement& element : model.force_elements) {
    const Subject subject = subject_of(model, "force", element.name, element.where, index++);
    check_name(subject, element.name);
    if (element.kind == nullptr) subject.fail("has no type");
    if (element.kind->two_bodies)
      check_two_bodies(subject, model, element.body_i, element.body_j);
    else
      check_body_index(subject, model, "body", element.body_j, false);
    check_finite(subject, "point_i", element.point_i);
    check_finite(subject, "point_j", element.point_j);
    check_finite(subject, element.kind == &applied_torque ? "torque" : "force", element.vector);
    for (int k = 0; k < 6; ++k) {
      check_non_negative(subject, "stiffness", element.stiffness[k]);
      check_non_negative(subject, "damping", element.damping[k]);
    }
    if (model.planar && !element.kind->exists_in_plane)
      subject.fail("a planar model cannot have a " + std::string(element.kind->name));
    if (element.kind->check) element.kind->check(subject, model, element);
    names.push_back({element.name, subject});
  }
  check_unique_names(std::move(names), "force");
}

/// A planar model (paper 003) moves in the x-y plane: bodies turn about z, everything else lies in the
/// plane, and only joints with in-plane equations are allowed (JointKind::exists_in_plane).
void check_planar(const Model& model) {
  const Subject whole = model_subject(model);
  if (model.gravity.z() != 0.0) whole.fail("gravity of a planar model must lie in the x-y plane (z = 0)");
  for (std::size_t k = 0; k < model.bodies.size(); ++k) {
    const Body& body = model.bodies[k];
    const Subject subject = subject_of(model, "body", body.name, body.where, k);
    check_in_plane(subject, "position", body.initial_position);
    check_in_plane(subject, "velocity", body.initial_velocity);
    if ((body.initial_rotation.col(2) - Eigen::Vector3d::UnitZ()).norm() > kRotationTolerance)
      subject.fail("a body of a planar model turns about z only; its orientation moves the z axis");
    if (body.initial_angular_velocity.head<2>().norm() != 0.0)
      subject.fail("a body of a planar model turns about z only; angular_velocity has x or y components");
  }
  for (std::size_t k = 0; k < model.joints.size(); ++k) {
    const Joint& joint = model.joints[k];
    const Subject subject = subject_of(model, "joint", joint.name, joint.where, k);
    if (!joint.kind->exists_in_plane()) subject.fail(not_in_plane_message(*joint.kind));
    check_in_plane(subject, "point_i", joint.point_i);
    check_in_plane(subject, "point_j", joint.point_j);
    if (joint.kind->check_in_plane) joint.kind->check_in_plane(subject, joint);
  }
}

}  // namespace

void check_positive(const Subject& subject, const char* key, double value) {
  check_finite(subject, key, value);
  if (!(value > 0.0)) subject.fail(std::string(key) + " must be positive (got " + exact_text(value) + ")");
}

void check_in_plane(const Subject& subject, const char* key, const Eigen::Vector3d& x) {
  if (x.z() != 0.0) subject.fail(std::string(key) + " of a planar model must lie in the x-y plane (z = 0)");
}

void validate(const Model& model) {
  const Subject whole = model_subject(model);
  check_finite(whole, "gravity", model.gravity);
  if (model.bodies.empty()) whole.fail("the model has no bodies; at least one is needed");

  std::vector<NamedEntity> names;
  for (std::size_t k = 0; k < model.bodies.size(); ++k) {
    const Body& body = model.bodies[k];
    const Subject subject = subject_of(model, "body", body.name, body.where, k);
    check_body(subject, body);
    names.push_back({body.name, subject});
  }
  check_unique_names(std::move(names), "body");

  names.clear();
  for (std::size_t k = 0; k < model.joints.size(); ++k) {
    const Joint& joint = model.joints[k];
    const Subject subject = subject_of(model, "joint", joint.name, joint.where, k);
    check_joint(subject, model, joint);
    names.push_back({joint.name, subject});
  }
  check_unique_names(std::move(names), "joint");

  check_forces(model);

  names.clear();
  for (std::size_t k = 0; k < model.markers.size(); ++k) {
    const Marker& marker = model.markers[k];
    const Subject subject = subject_of(model, "marker", marker.name, marker.where, k);
    check_name(subject, marker.name);
    check_body_index(subject, model, "body", marker.body, false);
    check_finite(subject, "point", marker.point);
    names.push_back({marker.name, subject});
  }
  check_unique_names(std::move(names), "marker");
  if (model.planar) check_planar(model);
}

}  // namespace mbdae
