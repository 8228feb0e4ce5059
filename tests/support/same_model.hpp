// Two models that are the same mechanism number for number: names, masses, inertias, poses, initial
// velocities, joints' bodies, points and axes, and markers, every number within `tolerance`.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "model/model.hpp"

namespace mbdae::testing {

template <typename A, typename B>
void expect_near_numbers(const A& a, const B& b, double tolerance, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  EXPECT_LE((a - b).cwiseAbs().maxCoeff(), tolerance) << what << "\n" << a << "\nvs\n" << b;
}

inline void expect_optional_near(const std::optional<double>& a, const std::optional<double>& b, double tolerance,
                                 const std::string& what) {
  ASSERT_EQ(a.has_value(), b.has_value()) << what;
  if (a) {
    EXPECT_NEAR(*a, *b, tolerance) << what;
  }
}

inline void expect_same_model(const Model& a, const Model& b, double tolerance) {
  EXPECT_EQ(a.name, b.name);
  EXPECT_EQ(a.planar, b.planar);
  expect_near_numbers(a.gravity, b.gravity, tolerance, "gravity");
  ASSERT_EQ(a.bodies.size(), b.bodies.size());
  for (std::size_t k = 0; k < a.bodies.size(); ++k) {
    const Body &x = a.bodies[k], &y = b.bodies[k];
    const std::string what = "body " + x.name;
    EXPECT_EQ(x.name, y.name);
    EXPECT_NEAR(x.inertia.mass, y.inertia.mass, tolerance) << what;
    expect_near_numbers(x.inertia.center_of_mass, y.inertia.center_of_mass, tolerance, what + " center_of_mass");
    expect_near_numbers(x.inertia.inertia_about_com, y.inertia.inertia_about_com, tolerance, what + " inertia");
    expect_near_numbers(x.initial_position, y.initial_position, tolerance, what + " position");
    expect_near_numbers(x.initial_rotation, y.initial_rotation, tolerance, what + " orientation");
    expect_near_numbers(x.initial_velocity, y.initial_velocity, tolerance, what + " velocity");
    expect_near_numbers(x.initial_angular_velocity, y.initial_angular_velocity, tolerance, what + " angular_velocity");
  }
  ASSERT_EQ(a.joints.size(), b.joints.size());
  for (std::size_t k = 0; k < a.joints.size(); ++k) {
    const Joint &x = a.joints[k], &y = b.joints[k];
    const std::string what = "joint " + x.name;
    EXPECT_EQ(x.name, y.name);
    EXPECT_EQ(x.kind, y.kind) << what;
    EXPECT_EQ(x.body_i, y.body_i) << what;
    EXPECT_EQ(x.body_j, y.body_j) << what;
    expect_near_numbers(x.point_i, y.point_i, tolerance, what + " point_i");
    expect_near_numbers(x.point_j, y.point_j, tolerance, what + " point_j");
    expect_near_numbers(x.axis_i, y.axis_i, tolerance, what + " axis_i");
    expect_near_numbers(x.axis_j, y.axis_j, tolerance, what + " axis_j");
    expect_optional_near(x.length, y.length, tolerance, what + " length");
    expect_optional_near(x.radius, y.radius, tolerance, what + " radius");
    expect_optional_near(x.angular_velocity, y.angular_velocity, tolerance, what + " angular_velocity");
    EXPECT_EQ(x.drive_angle.has_value(), y.drive_angle.has_value()) << what;
  }
  ASSERT_EQ(a.markers.size(), b.markers.size());
  for (std::size_t k = 0; k < a.markers.size(); ++k) {
    EXPECT_EQ(a.markers[k].name, b.markers[k].name);
    EXPECT_EQ(a.markers[k].body, b.markers[k].body) << a.markers[k].name;
    expect_near_numbers(a.markers[k].point, b.markers[k].point, tolerance, "marker " + a.markers[k].name);
  }
}

}  // namespace mbdae::testing
