#include "joints/spherical.hpp"

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"point_i", "point_j", "location"};

void add_equations(const Model&, const Joint& joint, JointConstraint& c) {
  c.equations.push_back(coincident_points(joint));
}

}  // namespace

const JointKind spherical_joint{
    .name = "spherical",
    .keys = kKeys,
    .read = read_joint_points,
    .add_equations = add_equations,
};

}  // namespace mbdae
