#include "joints/distance.hpp"

#include "core/error.hpp"
#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "model/checks.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location", "length"};

double initial_distance(const Model& model, const Joint& joint) {
  return (model.initial_point(joint.body_i, joint.point_i) - model.initial_point(joint.body_j, joint.point_j)).norm();
}

void read(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  if (entry.has("length")) joint.length = entry.positive_number("length");
}

/// A file without `length` means the initial distance, which must then be a length.
void complete(const Model& model, Joint& joint) {
  if (joint.length) return;
  const double distance = initial_distance(model, joint);
  if (!(distance > 0.0))
    throw Error(Error::Kind::model,
                "length is not given and the two points coincide in the initial configuration; give a "
                "positive length",
                joint.where, "joint '" + joint.name + "'");
  joint.length = distance;
}

void check(const Subject& subject, const Joint& joint) {
  if (joint.length) check_positive(subject, "length", *joint.length);
}

/// |r_i(P_i) − r_j(P_j)|² = length², the length from the initial configuration when absent (a model
/// built in code).
void add_equations(const Model& model, const Joint& joint, JointConstraint& c) {
  const double length = joint.length.value_or(initial_distance(model, joint));
  const VectorExpression d = difference(point(0, joint.point_i), point(1, joint.point_j));
  c.equations.push_back(scalar_product(d, d, length * length));
}

}  // namespace

const JointKind distance_joint{
    .name = "distance",
    .keys = kKeys,
    .read = read,
    .complete = complete,
    .check = check,
    .add_equations = add_equations,
    .add_planar_equations = add_equations,  // one row, in the plane as in space
};

}  // namespace mbdae
