// Bodies given by their shape and their axes by directions or angles (docs/model-format.md): the
// inertia of a box, cylinder and sphere against the textbook formulas evaluated by hand here, the mass
// from a density, and each new orientation form against the rotation it names, built another way.
#include <gtest/gtest.h>

#include <numbers>

#include "io/model_yaml.hpp"
#include "model/solid_inertia.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

Body body_of(const std::string& entry) {
  return parse_model_yaml("name: t\nbodies:\n  - {name: b, " + entry + "}\n", "test.yaml").bodies.at(0);
}

std::string error_of(const std::string& entry) {
  try {
    parse_model_yaml("name: t\nbodies:\n  - {name: b, " + entry + "}\n", "test.yaml");
  } catch (const Error& e) {
    return e.what();
  }
  return "(accepted)";
}

TEST(SolidShapes, InertiaOfABoxACylinderAndASphere) {
  // A 2 kg box 0.3 × 0.2 × 0.1 m: 2/12 (0.04 + 0.01), 2/12 (0.09 + 0.01), 2/12 (0.09 + 0.04).
  const Body box = body_of("mass: 2, inertia: {box: [0.3, 0.2, 0.1]}");
  EXPECT_TRUE(box.inertia.inertia_about_com.isApprox(Eigen::Matrix3d(Eigen::Vector3d(0.05 / 6, 0.1 / 6, 0.13 / 6).asDiagonal()), 1e-14));
  // A 3 kg cylinder r = 0.1, l = 0.6 along x: along 3 · 0.01 / 2, across 3 (0.03 + 0.36) / 12.
  const Body rod = body_of("mass: 3, inertia: {cylinder: {radius: 0.1, length: 0.6, axis: x}}");
  EXPECT_TRUE(rod.inertia.inertia_about_com.isApprox(Eigen::Matrix3d(Eigen::Vector3d(0.015, 0.0975, 0.0975).asDiagonal()), 1e-14));
  const Body upright = body_of("mass: 3, inertia: {cylinder: {radius: 0.1, length: 0.6}}");  // along z
  EXPECT_DOUBLE_EQ(upright.inertia.inertia_about_com(2, 2), 0.015);
  // A 5 kg ball of 0.2 m: 2/5 · 5 · 0.04.
  EXPECT_TRUE(body_of("mass: 5, inertia: {sphere: 0.2}").inertia.inertia_about_com.isApprox(
      0.08 * Eigen::Matrix3d::Identity(), 1e-14));
}

TEST(SolidShapes, MassFromADensity) {
  // Steel, 7850 kg/m³: a 0.3 × 0.2 × 0.1 box is 47.1 kg; a ball of 0.1 m is 7850 · 4/3 π 0.001.
  const Body box = body_of("density: 7850, inertia: {box: [0.3, 0.2, 0.1]}");
  EXPECT_NEAR(box.inertia.mass, 47.1, 1e-10);
  EXPECT_TRUE(box.inertia.inertia_about_com.isApprox(box_inertia(47.1, {0.3, 0.2, 0.1}), 1e-12));
  EXPECT_NEAR(body_of("density: 7850, inertia: {sphere: 0.1}").inertia.mass, 7850 * 4.0 / 3.0 * std::numbers::pi * 1e-3,
              1e-10);
  EXPECT_NEAR(body_of("density: 1000, inertia: {cylinder: {radius: 0.1, length: 2}}").inertia.mass,
              1000 * std::numbers::pi * 0.01 * 2, 1e-10);
}

TEST(SolidShapes, WhatCannotBeAShapeIsRefused) {
  EXPECT_EQ(error_of("mass: 1, density: 2, inertia: {sphere: 1}"), "test.yaml:3: body 'b': give mass or density, not both");
  EXPECT_EQ(error_of("density: 2, inertia: [1, 1, 1]"),
            "test.yaml:3: body 'b': density needs the inertia given as a shape ({box: ...}, {cylinder: ...} or "
            "{sphere: ...}) for the volume");
  EXPECT_EQ(error_of("inertia: {sphere: 1}"), "test.yaml:3: body 'b': missing required key 'mass'");
  EXPECT_EQ(error_of("mass: 1, inertia: {box: [1, 0, 1]}"),
            "test.yaml:3: body 'b': inertia.box must be 3 positive side lengths [a, b, c] along x, y, z");
  EXPECT_EQ(error_of("mass: 1, inertia: {cylinder: {radius: 1, length: 1, axis: w}}"),
            "test.yaml:3: body 'b': inertia.cylinder.axis must be x, y or z (got 'w')");
  EXPECT_EQ(error_of("mass: 1, inertia: {sphere: 1, box: [1, 1, 1]}"),
            "test.yaml:3: body 'b': inertia must give one shape: box, cylinder or sphere");
}

constexpr const char* kShape = "mass: 1, inertia: [1, 1, 1], ";

TEST(BodyFrames, XAxisAlongADirectionAndYInAPlane) {
  // x along (1, 1, 0), y in the plane of x and ground z: y = z, z = x × y.
  const Eigen::Matrix3d r = body_of(std::string(kShape) + "orientation: {x_axis: [1, 1, 0], xy_plane: [0, 0, 1]}")
                                .initial_rotation;
  const double h = std::sqrt(0.5);
  Eigen::Matrix3d expected;
  expected << h, 0, h, h, 0, -h, 0, 1, 0;
  EXPECT_TRUE(r.isApprox(expected, 1e-14)) << r;
  // The same x from two points; without xy_plane, any right-handed frame with that x.
  const Eigen::Matrix3d from_points =
      body_of(std::string(kShape) + "orientation: {x_axis: {from: [1, 2, 3], to: [3, 4, 3]}, xy_plane: [0, 0, 1]}")
          .initial_rotation;
  EXPECT_TRUE(from_points.isApprox(expected, 1e-14));
  const Eigen::Matrix3d free = body_of(std::string(kShape) + "orientation: {x_axis: [0.3, -0.4, 1.2]}").initial_rotation;
  EXPECT_TRUE(free.col(0).isApprox(Eigen::Vector3d(0.3, -0.4, 1.2).normalized(), 1e-14));
  EXPECT_TRUE((free.transpose() * free).isIdentity(1e-14));
  EXPECT_NEAR(free.determinant(), 1.0, 1e-14);
}

TEST(BodyFrames, EulerAndCardanAnglesAboutTheMovingAxes) {
  // zyx (yaw 30°, pitch 20°, roll 10°) = Rz(30) Ry(20) Rx(10); zxz = Rz Rx Rz.
  const double d = std::numbers::pi / 180;
  const Eigen::Matrix3d zyx = (Eigen::AngleAxisd(30 * d, Eigen::Vector3d::UnitZ()) *
                               Eigen::AngleAxisd(20 * d, Eigen::Vector3d::UnitY()) *
                               Eigen::AngleAxisd(10 * d, Eigen::Vector3d::UnitX()))
                                  .toRotationMatrix();
  EXPECT_TRUE(body_of(std::string(kShape) + "orientation: {euler_deg: [30, 20, 10], sequence: zyx}")
                  .initial_rotation.isApprox(zyx, 1e-14));
  const Eigen::Matrix3d zxz = (Eigen::AngleAxisd(0.5, Eigen::Vector3d::UnitZ()) *
                               Eigen::AngleAxisd(0.25, Eigen::Vector3d::UnitX()) *
                               Eigen::AngleAxisd(-1.0, Eigen::Vector3d::UnitZ()))
                                  .toRotationMatrix();
  EXPECT_TRUE(body_of(std::string(kShape) + "orientation: {euler_rad: [0.5, 0.25, -1], sequence: zxz}")
                  .initial_rotation.isApprox(zxz, 1e-14));
  // A 90° turn about z by each form names the same frame.
  const Eigen::Matrix3d a = body_of(std::string(kShape) + "orientation: {axis: [0, 0, 1], angle_deg: 90}").initial_rotation;
  EXPECT_TRUE(body_of(std::string(kShape) + "orientation: {euler_deg: [90, 0, 0], sequence: zyx}")
                  .initial_rotation.isApprox(a, 1e-14));
  EXPECT_TRUE(body_of(std::string(kShape) + "orientation: {x_axis: [0, 1, 0], xy_plane: [-1, 0, 0]}")
                  .initial_rotation.isApprox(a, 1e-14));
}

TEST(BodyFrames, WhatNamesNoFrameIsRefused) {
  EXPECT_EQ(error_of(std::string(kShape) + "orientation: {x_axis: [1, 0, 0], xy_plane: [2, 0, 0]}"),
            "test.yaml:3: body 'b': orientation.xy_plane is parallel to x_axis (expected a direction that, with "
            "x_axis, spans the body's x-y plane)");
  EXPECT_EQ(error_of(std::string(kShape) + "orientation: {x_axis: {from: [1, 1, 1], to: [1, 1, 1]}}"),
            "test.yaml:3: body 'b': orientation.x_axis: from and to are the same point (expected a direction)");
  EXPECT_EQ(error_of(std::string(kShape) + "orientation: {euler_deg: [1, 2, 3], sequence: zzx}"),
            "test.yaml:3: body 'b': orientation.sequence must be three of x, y, z with no axis twice in a row, "
            "e.g. zyx (yaw, pitch, roll) or zxz (got 'zzx')");
  EXPECT_EQ(error_of(std::string(kShape) + "orientation: {euler_deg: [1, 2, 3]}"),
            "test.yaml:3: body 'b': missing required key 'sequence' in orientation");
  EXPECT_EQ(error_of(std::string(kShape) + "orientation: {sequence: zyx}"),
            "test.yaml:3: body 'b': missing required key 'euler_deg' or 'euler_rad' in orientation");
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
