// Reading good model files: every form the format allows gives the model it describes. Expected
// values are computed here from first principles, not read back from the loader.
#include "io/model_yaml.hpp"

#include <gtest/gtest.h>

#include <Eigen/Geometry>
#include <charconv>
#include <cmath>
#include <numbers>
#include <string>

#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr double kTight = 1e-12;

/// Shortest text that reads back as exactly `x`, to write computed numbers into YAML.
std::string text_of(double x) {
  char buffer[32];
  return std::string(buffer, std::to_chars(buffer, buffer + sizeof buffer, x).ptr);
}

/// Rodrigues' formula R = I + sin(t) K + (1 - cos(t)) K^2, K the cross-product matrix of the unit axis.
Eigen::Matrix3d rodrigues(Eigen::Vector3d axis, double angle) {
  axis.normalize();
  Eigen::Matrix3d k;
  k << 0, -axis.z(), axis.y(),  //
      axis.z(), 0, -axis.x(),      //
      -axis.y(), axis.x(), 0;
  return Eigen::Matrix3d::Identity() + std::sin(angle) * k + (1 - std::cos(angle)) * k * k;
}

/// One body named "b" with the given orientation entry (one line of YAML, or empty).
std::string one_body_model(const std::string& orientation) {
  return "name: t\n"
         "bodies:\n"
         "  - name: b\n"
         "    mass: 1\n"
         "    inertia: [1, 1, 1]\n" +
         (orientation.empty() ? "" : "    orientation: " + orientation + "\n");
}

Eigen::Matrix3d rotation_of(const std::string& orientation) {
  return parse_model_yaml(one_body_model(orientation), "t.yaml").bodies.at(0).initial_rotation;
}

Eigen::Vector3d ground_position(const Model& model, int body, const Eigen::Vector3d& point) {
  if (body == kGround) return point;
  return model.bodies[body].initial_position + model.bodies[body].initial_rotation * point;
}

TEST(ModelYamlOrientation, AllFormsGiveTheSameRotation) {
  // 50 degrees about (1, 2, 3): no entry of R is 0 or 1, so a transposed or mis-signed form shows.
  const Eigen::Vector3d axis(1, 2, 3);
  const double degrees = 50.0;
  const double radians = degrees * std::numbers::pi / 180.0;
  const Eigen::Matrix3d expected = rodrigues(axis, radians);

  std::string matrix = "{matrix: [";
  for (int r = 0; r < 3; ++r) {
    matrix += r > 0 ? ", [" : "[";
    for (int c = 0; c < 3; ++c) matrix += (c > 0 ? ", " : "") + text_of(expected(r, c));
    matrix += "]";
  }
  matrix += "]}";
  // Quaternion (w, x, y, z) = (cos(t/2), sin(t/2) n), scaled by 3 to check that it is normalized.
  const Eigen::Vector3d n = axis.normalized();
  const double w = std::cos(radians / 2), s = std::sin(radians / 2);
  const std::string quaternion = "{quaternion: [" + text_of(3 * w) + ", " + text_of(3 * s * n.x()) + ", " +
                                 text_of(3 * s * n.y()) + ", " + text_of(3 * s * n.z()) + "]}";

  EXPECT_TRUE(rotation_of(matrix).isApprox(expected, kTight)) << rotation_of(matrix);
  EXPECT_TRUE(rotation_of("{axis: [1, 2, 3], angle_deg: 50}").isApprox(expected, kTight));
  EXPECT_TRUE(
      rotation_of("{axis: [1, 2, 3], angle_rad: " + text_of(radians) + "}").isApprox(expected, kTight));
  EXPECT_TRUE(rotation_of(quaternion).isApprox(expected, kTight)) << rotation_of(quaternion);
  // Block style reads the same as flow style.
  EXPECT_TRUE(rotation_of("\n      axis: [1, 2, 3]\n      angle_deg: 50").isApprox(expected, kTight));
}

TEST(ModelYamlOrientation, ColumnsAreTheBodyAxesInGround) {
  // +90 degrees about z: body x points along ground +y, body y along ground -x.
  const Eigen::Matrix3d r = rotation_of("{axis: [0, 0, 1], angle_deg: 90}");
  EXPECT_LT((r.col(0) - Eigen::Vector3d::UnitY()).norm(), kTight);
  EXPECT_LT((r.col(1) + Eigen::Vector3d::UnitX()).norm(), kTight);
  // A matrix is given by rows: this one has the same columns.
  EXPECT_EQ(rotation_of("{matrix: [[0, -1, 0], [1, 0, 0], [0, 0, 1]]}").col(0), Eigen::Vector3d::UnitY());
}

// Quaternions and axes are normalized whatever their scale: a norm computed directly would overflow
// ([1e308, 1e308, ...] has an infinite one) or underflow (subnormal components give zero), turning a
// 90-degree turn into the identity or into "zero length".
TEST(ModelYamlOrientation, HugeAndTinyQuaternionsAndAxesKeepTheirDirection) {
  const Eigen::Matrix3d quarter_turn_about_x = rodrigues(Eigen::Vector3d::UnitX(), std::numbers::pi / 2);
  EXPECT_TRUE(rotation_of("{quaternion: [1e308, 1e308, 0, 0]}").isApprox(quarter_turn_about_x, kTight))
      << rotation_of("{quaternion: [1e308, 1e308, 0, 0]}");
  EXPECT_TRUE(rotation_of("{quaternion: [1e-320, 1e-320, 0, 0]}").isApprox(quarter_turn_about_x, kTight));
  EXPECT_TRUE(rotation_of("{axis: [1e308, 1e308, 0], angle_deg: 90}")
                  .isApprox(rodrigues(Eigen::Vector3d(1, 1, 0), std::numbers::pi / 2), kTight));
  EXPECT_TRUE(rotation_of("{axis: [0, 0, 1e-320], angle_deg: 90}")
                  .isApprox(rodrigues(Eigen::Vector3d::UnitZ(), std::numbers::pi / 2), kTight));
  EXPECT_THROW(rotation_of("{quaternion: [0, 0, 0, 0]}"), Error);
  EXPECT_THROW(rotation_of("{axis: [0, 0, 0], angle_deg: 90}"), Error);
}

TEST(ModelYamlOrientation, DefaultsToIdentity) { EXPECT_EQ(rotation_of(""), Eigen::Matrix3d::Identity()); }

TEST(ModelYamlInertia, SixComponentsBuildTheSymmetricTensor) {
  const Model model = parse_model_yaml(
      "name: t\n"
      "bodies:\n"
      "  - name: b\n"
      "    mass: 1\n"
      "    inertia: {xx: 2, yy: 3, zz: 4, xy: -0.1, xz: 0.2, yz: -0.3}\n",
      "t.yaml");
  Eigen::Matrix3d expected;
  expected << 2, -0.1, 0.2,  //
      -0.1, 3, -0.3,         //
      0.2, -0.3, 4;
  EXPECT_EQ(model.bodies[0].inertia.inertia_about_com, expected);
}

TEST(ModelYamlInertia, OffDiagonalEntriesDefaultToZero) {
  const Model model = parse_model_yaml(
      "name: t\nbodies:\n  - {name: b, mass: 1, inertia: {xx: 2, yy: 3, zz: 4}}\n", "t.yaml");
  EXPECT_EQ(model.bodies[0].inertia.inertia_about_com, Eigen::Vector3d(2, 3, 4).asDiagonal().toDenseMatrix());
}

TEST(ModelYamlInertia, TriangleEqualityIsAllowed) {
  // A flat plate: Izz = Ixx + Iyy exactly.
  EXPECT_NO_THROW(
      parse_model_yaml("name: t\nbodies:\n  - {name: b, mass: 1, inertia: [1, 2, 3]}\n", "t.yaml"));
  // Within the relative tolerance of 1e-9 (excess 1e-9 out of a trace of 6).
  EXPECT_NO_THROW(
      parse_model_yaml("name: t\nbodies:\n  - {name: b, mass: 1, inertia: [1, 2, 3.000000001]}\n", "t.yaml"));
}

TEST(ModelYamlFile, ReadsEveryValueOfAGoodFile) {
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/tests/data/models/two_link_arm.yaml";
  const Model model = load_model_file(path);
  EXPECT_EQ(model.name, "two_link_arm");
  EXPECT_EQ(model.description, "Two links on revolute joints with a spring, a force and a torque");
  EXPECT_EQ(model.source, path);
  EXPECT_EQ(model.gravity, Eigen::Vector3d(0, -9.81, 0));

  ASSERT_EQ(model.bodies.size(), 2u);
  const Body& upper = model.bodies[0];
  EXPECT_EQ(upper.name, "upper");
  EXPECT_EQ(upper.inertia.mass, 1.5);
  EXPECT_EQ(upper.inertia.center_of_mass, Eigen::Vector3d(0.1, 0, 0));
  EXPECT_EQ(upper.inertia.inertia_about_com(0, 1), -0.001);
  EXPECT_EQ(upper.inertia.inertia_about_com(1, 0), -0.001);
  EXPECT_EQ(upper.initial_position, Eigen::Vector3d(0.5, 0, 0));
  EXPECT_TRUE(upper.initial_rotation.isApprox(Eigen::Matrix3d::Identity(), kTight));
  EXPECT_EQ(upper.initial_velocity, Eigen::Vector3d(0, 1, 0));
  EXPECT_EQ(upper.initial_angular_velocity, Eigen::Vector3d(0, 0, 2));
  EXPECT_EQ(upper.where.file, path);
  EXPECT_EQ(upper.where.line, 7);
  const Body& lower = model.bodies[1];
  EXPECT_EQ(lower.initial_velocity, Eigen::Vector3d::Zero());
  EXPECT_EQ(lower.inertia.center_of_mass, Eigen::Vector3d::Zero());
  EXPECT_TRUE(lower.initial_rotation.isApprox(rodrigues(Eigen::Vector3d::UnitZ(), 0.5), kTight));

  ASSERT_EQ(model.joints.size(), 3u);
  EXPECT_EQ(model.joints[0].kind->name, "revolute");
  EXPECT_EQ(model.joints[0].body_i, kGround);
  EXPECT_EQ(model.joints[0].body_j, 0);
  EXPECT_EQ(model.joints[0].where.line, 23);
  const Joint& elbow = model.joints[1];
  EXPECT_EQ(elbow.body_i, 0);
  EXPECT_EQ(elbow.body_j, 1);
  EXPECT_EQ(elbow.point_i, Eigen::Vector3d(0.5, 0, 0));
  EXPECT_EQ(elbow.point_j, Eigen::Vector3d(-0.5, 0, 0));
  EXPECT_EQ(elbow.axis_i, Eigen::Vector3d::UnitZ());
  EXPECT_FALSE(elbow.length.has_value());

  ASSERT_EQ(model.spring_dampers.size(), 1u);
  EXPECT_EQ(model.spring_dampers[0].stiffness, 100.0);
  EXPECT_EQ(model.spring_dampers[0].damping, 0.5);
  EXPECT_EQ(model.spring_dampers[0].point_j, Eigen::Vector3d::Zero());
  ASSERT_EQ(model.point_forces.size(), 1u);
  EXPECT_EQ(model.point_forces[0].name, "push");
  EXPECT_EQ(model.point_forces[0].body, 1);
  EXPECT_EQ(model.point_forces[0].point, Eigen::Vector3d(0.5, 0, 0));
  EXPECT_EQ(model.point_forces[0].force, Eigen::Vector3d(0, 0, 1));
  ASSERT_EQ(model.torques.size(), 1u);
  EXPECT_EQ(model.torques[0].body, 0);
  EXPECT_EQ(model.torques[0].torque, Eigen::Vector3d(0, 0, 0.25));

  ASSERT_EQ(model.markers.size(), 2u);
  EXPECT_EQ(model.markers[0].name, "tip");
  EXPECT_EQ(model.markers[0].body, 1);
  EXPECT_EQ(model.markers[1].point, Eigen::Vector3d::Zero());
}

TEST(ModelYamlFrames, GroundLocationAndAxisBecomeBodyPointsAndAxes) {
  // Two bodies in general poses; the joint is given by one ground-frame location and axis.
  const std::string text =
      "name: t\n"
      "bodies:\n"
      "  - {name: a, mass: 1, inertia: [1, 1, 1], position: [1, 2, 3],\n"
      "     orientation: {axis: [1, 1, 0], angle_deg: 30}}\n"
      "  - {name: b, mass: 1, inertia: [1, 1, 1], position: [-1, 0, 2],\n"
      "     orientation: {axis: [0, 1, 2], angle_deg: -70}}\n"
      "joints:\n"
      "  - {name: j, type: cylindrical, body_i: a, body_j: b, location: [0.5, 1, 2], axis: [1, 2, 2]}\n"
      "  - {name: g, type: revolute, body_i: ground, body_j: b, location: [3, 0, 1], axis: [0, 0, 1]}\n";
  const Model model = parse_model_yaml(text, "t.yaml");
  const Eigen::Matrix3d ra = rodrigues(Eigen::Vector3d(1, 1, 0), 30 * std::numbers::pi / 180);
  const Eigen::Matrix3d rb = rodrigues(Eigen::Vector3d(0, 1, 2), -70 * std::numbers::pi / 180);
  const Eigen::Vector3d location(0.5, 1, 2);
  const Eigen::Vector3d axis = Eigen::Vector3d(1, 2, 2) / 3.0;

  const Joint& j = model.joints[0];
  EXPECT_LT((Eigen::Vector3d(1, 2, 3) + ra * j.point_i - location).norm(), kTight);
  EXPECT_LT((Eigen::Vector3d(-1, 0, 2) + rb * j.point_j - location).norm(), kTight);
  EXPECT_LT((ra * j.axis_i - axis).norm(), kTight);
  EXPECT_LT((rb * j.axis_j - axis).norm(), kTight);
  EXPECT_NEAR(j.axis_i.norm(), 1.0, kTight);

  // On the ground side the location and axis are taken as they are.
  const Joint& g = model.joints[1];
  EXPECT_EQ(g.point_i, Eigen::Vector3d(3, 0, 1));
  EXPECT_EQ(g.axis_i, Eigen::Vector3d::UnitZ());
  EXPECT_LT((ground_position(model, 1, g.point_j) - Eigen::Vector3d(3, 0, 1)).norm(), kTight);
  EXPECT_LT((rb * g.axis_j - Eigen::Vector3d::UnitZ()).norm(), kTight);
}

TEST(ModelYamlFrames, UniversalJointKeepsItsTwoArms) {
  const Model model = parse_model_yaml(
      "name: t\n"
      "bodies:\n"
      "  - {name: a, mass: 1, inertia: [1, 1, 1]}\n"
      "joints:\n"
      "  - {name: u, type: universal, body_i: ground, body_j: a, location: [0, 0, 0],\n"
      "     axis_i: [2, 0, 0], axis_j: [0, 0, 5]}\n",
      "t.yaml");
  EXPECT_EQ(model.joints[0].axis_i, Eigen::Vector3d::UnitX());
  EXPECT_EQ(model.joints[0].axis_j, Eigen::Vector3d::UnitZ());
}

TEST(ModelYamlDefaults, DistanceJointLengthIsTheInitialDistance) {
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/tests/data/models/two_link_arm.yaml";
  const Model model = load_model_file(path);
  const Joint& tether = model.joints[2];
  // lower: at (1.5, 0.5, 0), turned 0.5 rad about z; its point (0.5, 0, 0) is tied to ground (2, 2, 0).
  const Eigen::Vector3d end(1.5 + 0.5 * std::cos(0.5), 0.5 + 0.5 * std::sin(0.5), 0);
  ASSERT_TRUE(tether.length.has_value());
  EXPECT_NEAR(*tether.length, (end - Eigen::Vector3d(2, 2, 0)).norm(), kTight);
}

TEST(ModelYamlDefaults, GivenDistanceJointLengthIsKept) {
  const Model model = parse_model_yaml(
      "name: t\n"
      "bodies:\n"
      "  - {name: a, mass: 1, inertia: [1, 1, 1], position: [3, 4, 0]}\n"
      "joints:\n"
      "  - {name: d, type: distance, body_i: ground, point_i: [0, 0, 0], body_j: a, point_j: [0, 0, 0]}\n"
      "  - {name: e, type: distance, body_i: ground, point_i: [0, 0, 0], body_j: a, point_j: [0, 0, 0],\n"
      "     length: 7}\n",
      "t.yaml");
  EXPECT_EQ(model.joints[0].length, 5.0);
  EXPECT_EQ(model.joints[1].length, 7.0);
}

TEST(ModelYamlDefaults, SpringFreeLengthIsTheInitialDistance) {
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/tests/data/models/two_link_arm.yaml";
  const Model model = load_model_file(path);
  // From ground (0, 1, 0) to upper's origin (0.5, 0, 0).
  EXPECT_NEAR(model.spring_dampers[0].free_length, std::sqrt(0.25 + 1.0), kTight);

  const Model given = parse_model_yaml(
      "name: t\n"
      "bodies:\n"
      "  - {name: a, mass: 1, inertia: [1, 1, 1], position: [3, 4, 0]}\n"
      "forces:\n"
      "  - {name: s, type: spring_damper, body_i: ground, body_j: a, stiffness: 10, free_length: 2}\n"
      "  - {name: r, type: spring_damper, body_i: a, body_j: ground, stiffness: 10}\n",
      "t.yaml");
  EXPECT_EQ(given.spring_dampers[0].free_length, 2.0);
  EXPECT_EQ(given.spring_dampers[0].damping, 0.0);
  EXPECT_EQ(given.spring_dampers[1].free_length, 5.0);
}

TEST(ModelYamlDefaults, OmittedOptionalKeys) {
  const Model model = parse_model_yaml(one_body_model(""), "t.yaml");
  EXPECT_EQ(model.description, "");
  EXPECT_EQ(model.gravity, Eigen::Vector3d::Zero());
  const Body& b = model.bodies[0];
  EXPECT_EQ(b.inertia.center_of_mass, Eigen::Vector3d::Zero());
  EXPECT_EQ(b.initial_position, Eigen::Vector3d::Zero());
  EXPECT_EQ(b.initial_velocity, Eigen::Vector3d::Zero());
  EXPECT_EQ(b.initial_angular_velocity, Eigen::Vector3d::Zero());
  EXPECT_TRUE(model.joints.empty());
  EXPECT_TRUE(model.markers.empty());
  EXPECT_EQ(b.where.line, 3);
}

TEST(ModelYamlDefaults, EmptyListsAreAllowed) {
  const Model model = parse_model_yaml(one_body_model("") + "joints:\nforces: []\nmarkers:\n", "t.yaml");
  EXPECT_TRUE(model.joints.empty());
}

TEST(ModelYamlText, BlockDescriptionLosesItsFinalNewline) {
  const Model model = parse_model_yaml(one_body_model("") + "description: >\n  one line\n", "t.yaml");
  EXPECT_EQ(model.description, "one line");
}

}  // namespace
}  // namespace mbdae
