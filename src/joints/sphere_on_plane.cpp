#include "joints/sphere_on_plane.hpp"

#include "joints/sphere_and_plane.hpp"

namespace mbdae {
namespace {

void check(const Subject& subject, const Joint& joint) { check_sphere_and_plane(subject, joint, "sphere_on_plane"); }

void add_equations(const Model&, const Joint& joint, JointConstraint& c) { add_sphere_height_equation(joint, c); }

}  // namespace

const JointKind sphere_on_plane_joint{
    .name = "sphere_on_plane",
    .keys = kSphereAndPlaneKeys,
    .read = read_sphere_and_plane,
    .check = check,
    .add_equations = add_equations,
};

}  // namespace mbdae
