#include "joints/universal.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"

namespace mbdae {
namespace {

// No `axis`: the two axes are different directions, the arms of its cross.
constexpr std::string_view kKeys[] = {"point_i", "point_j", "location", "axis_i", "axis_j"};

void reject_keys(const JointEntry& entry) {
  if (entry.has("axis"))
    entry.fail(entry.line_of("axis"),
               "a universal joint needs axis_i and axis_j (the arms of its cross), not a single axis");
}

void read(const JointEntry& entry, Joint& joint) {
  read_joint_points(entry, joint);
  read_axis_pair(entry, joint, "a universal joint needs both, the arms of its cross");
}

void add_equations(const Model&, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
  c.equations.push_back(scalar_product(single(direction(0, joint.axis_i)), single(direction(1, joint.axis_j))));
}

}  // namespace

const JointKind universal_joint{
    .name = "universal",
    .keys = kKeys,
    .reject_keys = reject_keys,
    .read = read,
    .add_equations = add_equations,
};

}  // namespace mbdae
