// validate() on models built in code: the same physical checks as for files, reported with the
// entity's own location when it has one.
#include <gtest/gtest.h>

#include <limits>
#include <string>

#include "joints/joint_kinds.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

Body box(const std::string& name) {
  Body body;
  body.name = name;
  body.inertia.mass = 1.0;
  body.inertia.inertia_about_com = Eigen::Vector3d(1, 2, 2).asDiagonal();
  return body;
}

/// Two bodies, a revolute joint between them, a spring, a force, a torque and a marker: all valid.
Model valid_model() {
  Model model;
  model.name = "valid";
  model.gravity = Eigen::Vector3d(0, 0, -9.81);
  model.bodies = {box("a"), box("b")};
  model.bodies[1].initial_position = Eigen::Vector3d(1, 0, 0);
  Joint hinge;
  hinge.name = "hinge";
  hinge.kind = &joint_kind("revolute");
  hinge.body_i = 0;
  hinge.body_j = 1;
  model.joints = {hinge};
  SpringDamper spring;
  spring.name = "spring";
  spring.body_i = kGround;
  spring.body_j = 1;
  spring.stiffness = 10;
  model.spring_dampers = {spring};
  PointForce push;
  push.name = "push";
  push.body = 0;
  model.point_forces = {push};
  PointTorque twist;
  twist.name = "twist";
  twist.body = 1;
  model.torques = {twist};
  Marker tip;
  tip.name = "tip";
  tip.body = 1;
  model.markers = {tip};
  return model;
}

std::string error_of(const Model& model) {
  try {
    validate(model);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    return e.what();
  }
  ADD_FAILURE() << "no error";
  return {};
}

TEST(ModelValidate, ValidModelPasses) { EXPECT_NO_THROW(validate(valid_model())); }

TEST(ModelValidateLocation, WithoutFileTheMessageHasNoLocation) {
  Model model = valid_model();
  model.bodies[0].inertia.mass = -1;
  EXPECT_EQ(error_of(model), "body 'a': mass must be positive (got -1)");
}

TEST(ModelValidateLocation, EntityLocationIsUsedWhenSet) {
  Model model = valid_model();
  model.bodies[1].inertia.mass = 0;
  model.bodies[1].where = {"arm.yaml", 12};
  EXPECT_EQ(error_of(model), "arm.yaml:12: body 'b': mass must be positive (got 0)");
}

TEST(ModelValidateLocation, ModelSourceIsUsedOtherwise) {
  Model model = valid_model();
  model.source = "generated";
  model.markers[0].body = kGround;
  EXPECT_EQ(error_of(model), "generated: marker 'tip': body must be one of the model's bodies, not ground");
}

TEST(ModelValidateBodies, NoBodies) {
  Model model;
  EXPECT_EQ(error_of(model), "the model has no bodies; at least one is needed");
}

TEST(ModelValidateBodies, NonFiniteValues) {
  Model model = valid_model();
  model.bodies[0].initial_position.y() = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(error_of(model), "body 'a': position must be finite (got [0, nan, 0])");
  model = valid_model();
  model.bodies[1].inertia.mass = std::numeric_limits<double>::infinity();
  EXPECT_EQ(error_of(model), "body 'b': mass must be finite (got inf)");
  model = valid_model();
  model.gravity.z() = -std::numeric_limits<double>::infinity();
  EXPECT_EQ(error_of(model), "gravity must be finite (got [0, 0, -inf])");
}

TEST(ModelValidateBodies, Inertia) {
  Model model = valid_model();
  model.bodies[0].inertia.inertia_about_com(0, 1) = 0.5;  // not mirrored
  EXPECT_EQ(error_of(model), "body 'a': inertia must be symmetric (got [[1, 0.5, 0], [0, 2, 0], [0, 0, 2]])");
  model = valid_model();
  model.bodies[0].inertia.inertia_about_com = Eigen::Vector3d(0, 1, 1).asDiagonal();
  EXPECT_EQ(error_of(model), "body 'a': inertia must be positive definite (principal moments 0, 1, 1)");
  model = valid_model();
  model.bodies[0].inertia.inertia_about_com = Eigen::Vector3d(1, 5, 2).asDiagonal();
  EXPECT_EQ(
      error_of(model),
      "body 'a': inertia violates the triangle inequality: principal moments 1, 2, 5 (each must be at most "
      "the sum of the other two)");
}

TEST(ModelValidateBodies, TriangleInequalityInAnyAxes) {
  // The check is on principal moments: the same violating tensor turned 30 degrees is still caught,
  // and a valid one turned is still accepted.
  const Eigen::Matrix3d r = Eigen::AngleAxisd(0.5, Eigen::Vector3d(1, 2, 3).normalized()).toRotationMatrix();
  Model model = valid_model();
  model.bodies[0].inertia.inertia_about_com = r * Eigen::Vector3d(1, 1, 2.5).asDiagonal() * r.transpose();
  model.bodies[0].inertia.inertia_about_com = 0.5 * (model.bodies[0].inertia.inertia_about_com +
                                                     model.bodies[0].inertia.inertia_about_com.transpose());
  EXPECT_NE(error_of(model).find("violates the triangle inequality"), std::string::npos);
  model.bodies[0].inertia.inertia_about_com = r * Eigen::Vector3d(1, 1, 1.9).asDiagonal() * r.transpose();
  model.bodies[0].inertia.inertia_about_com = 0.5 * (model.bodies[0].inertia.inertia_about_com +
                                                     model.bodies[0].inertia.inertia_about_com.transpose());
  EXPECT_NO_THROW(validate(model));
}

TEST(ModelValidateBodies, Rotation) {
  Model model = valid_model();
  model.bodies[1].initial_rotation(0, 0) = 1.000002;
  EXPECT_EQ(error_of(model),
            "body 'b': orientation is not a rotation: R^T R - I has an entry of 4e-06 (tolerance 1e-6)");
  // Within the tolerance of 1e-6 on R^T R - I.
  model.bodies[1].initial_rotation(0, 0) = 1.0000004;
  EXPECT_NO_THROW(validate(model));
  model.bodies[1].initial_rotation = -Eigen::Matrix3d::Identity();
  EXPECT_EQ(error_of(model),
            "body 'b': orientation is a reflection (determinant -1); a rotation has determinant +1");
}

TEST(ModelValidateNames, BodyNames) {
  Model model = valid_model();
  model.bodies[1].name = "a";
  EXPECT_EQ(error_of(model), "body 'a': another body is already named 'a'");
  model.bodies[1].name = "ground";
  EXPECT_EQ(error_of(model),
            "body 'ground': the name 'ground' is reserved for the ground frame; give the body another name");
  model.bodies[1].name = "";
  EXPECT_EQ(error_of(model), "body #2: name must not be empty");
  model.bodies[1].name = "upper arm";
  EXPECT_EQ(error_of(model),
            "body 'upper arm': name 'upper arm' may contain only letters, digits, '_' and '-'");
}

TEST(ModelValidateNames, OtherNames) {
  Model model = valid_model();
  model.joints.push_back(model.joints[0]);
  EXPECT_EQ(error_of(model), "joint 'hinge': another joint is already named 'hinge'");
  model = valid_model();
  model.torques[0].name = "spring";
  EXPECT_EQ(error_of(model), "force 'spring': another force is already named 'spring'");
  model = valid_model();
  model.markers.push_back(model.markers[0]);
  model.markers[0].where = {"m.yaml", 4};
  model.markers[1].where = {"m.yaml", 9};
  EXPECT_EQ(error_of(model), "m.yaml:9: marker 'tip': another marker is already named 'tip' (line 4)");
}

TEST(ModelValidateJoints, BodyReferences) {
  Model model = valid_model();
  model.joints[0].body_j = 2;
  EXPECT_EQ(error_of(model), "joint 'hinge': body_j refers to body index 2, but the model has 2 bodies");
  model.joints[0].body_j = 0;
  EXPECT_EQ(error_of(model), "joint 'hinge': connects body 'a' to itself; body_i and body_j must differ");
  model.joints[0].body_i = model.joints[0].body_j = kGround;
  EXPECT_EQ(error_of(model),
            "joint 'hinge': connects ground to ground; at least one of body_i, body_j must be a body");
  model = valid_model();
  model.point_forces[0].body = -3;
  EXPECT_EQ(error_of(model), "force 'push': body refers to body index -3, but the model has 2 bodies");
}

TEST(ModelValidateJoints, Axes) {
  Model model = valid_model();
  model.joints[0].axis_j = Eigen::Vector3d::Zero();
  EXPECT_EQ(error_of(model), "joint 'hinge': axis_j has zero length (expected a direction)");
  model.joints[0].axis_j = Eigen::Vector3d(0, 0, 2);
  EXPECT_EQ(error_of(model), "joint 'hinge': axis_j must have unit length (got length 2)");
}

TEST(ModelValidateJoints, Length) {
  Model model = valid_model();
  model.joints[0].length = 1.0;
  EXPECT_EQ(error_of(model), "joint 'hinge': length applies to distance joints only, not to revolute joints");
  model.joints[0].kind = &joint_kind("distance");
  EXPECT_NO_THROW(validate(model));
  model.joints[0].length = -1.0;
  EXPECT_EQ(error_of(model), "joint 'hinge': length must be positive (got -1)");
}

TEST(ModelValidateForces, SpringConstants) {
  Model model = valid_model();
  model.spring_dampers[0].stiffness = -10;
  EXPECT_EQ(error_of(model), "force 'spring': stiffness must be non-negative (got -10)");
  model = valid_model();
  model.spring_dampers[0].free_length = -0.5;
  EXPECT_EQ(error_of(model), "force 'spring': free_length must be non-negative (got -0.5)");
  model = valid_model();
  model.spring_dampers[0].body_i = 1;
  EXPECT_EQ(error_of(model), "force 'spring': connects body 'b' to itself; body_i and body_j must differ");
}

TEST(ModelValidateForces, ForcesAndTorquesActOnBodies) {
  Model model = valid_model();
  model.torques[0].body = kGround;
  EXPECT_EQ(error_of(model), "force 'twist': body must be one of the model's bodies, not ground");
  model = valid_model();
  model.point_forces[0].force.x() = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(error_of(model), "force 'push': force must be finite (got [nan, 0, 0])");
}

}  // namespace
}  // namespace mbdae
