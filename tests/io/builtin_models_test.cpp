// The built-in models: the triple pendulum of docs/models.md, and how a name on the command line is
// resolved to a built-in model or a file.
#include "io/builtin_models.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "io/model_yaml.hpp"
#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

TEST(BuiltinModels, TriplePendulumMatchesTheDesign) {
  const Model model = load_builtin_model("triple_pendulum");
  EXPECT_EQ(model.name, "triple_pendulum");
  EXPECT_EQ(model.source, "builtin:triple_pendulum");
  EXPECT_FALSE(model.description.empty());
  EXPECT_EQ(model.gravity, Eigen::Vector3d(0, 0, -9.81));

  // Three boxes with half-dimensions L along body x, H and W across; centre = body-frame origin.
  const double L = 2.0, H = 0.2, W = 0.2;
  const double masses[3] = {2, 3, 4};
  const Eigen::Vector3d centers[3] = {{2, 0, 0}, {4, 2, 0}, {6, 4, 0}};
  Eigen::Matrix3d rz90;  // +90 degrees about z: body x along ground +y
  rz90 << 0, -1, 0,  //
      1, 0, 0,          //
      0, 0, 1;
  const Eigen::Matrix3d rotations[3] = {Eigen::Matrix3d::Identity(), rz90, Eigen::Matrix3d::Identity()};
  ASSERT_EQ(model.bodies.size(), 3u);
  for (int k = 0; k < 3; ++k) {
    SCOPED_TRACE("body " + std::to_string(k + 1));
    const Body& body = model.bodies[k];
    const double m = masses[k];
    EXPECT_EQ(body.name, "body" + std::to_string(k + 1));
    EXPECT_EQ(body.inertia.mass, m);
    EXPECT_EQ(body.inertia.center_of_mass, Eigen::Vector3d::Zero());
    const Eigen::Vector3d principal(m * (H * H + W * W) / 3, m * (L * L + W * W) / 3,
                                    m * (L * L + H * H) / 3);
    EXPECT_LT(
        (body.inertia.inertia_about_com - Eigen::Matrix3d(principal.asDiagonal())).cwiseAbs().maxCoeff(),
        1e-12);
    EXPECT_EQ(body.initial_position, centers[k]);
    EXPECT_LT((body.initial_rotation - rotations[k]).cwiseAbs().maxCoeff(), 1e-12);
    EXPECT_EQ(body.initial_velocity, Eigen::Vector3d::Zero());
    EXPECT_EQ(body.initial_angular_velocity, Eigen::Vector3d::Zero());
  }
  // Paper 000's Table 1 gives body 1's inertias as 0.053, 2.693, 2.693.
  EXPECT_NEAR(model.bodies[0].inertia.inertia_about_com(0, 0), 0.053, 5e-4);
  EXPECT_NEAR(model.bodies[0].inertia.inertia_about_com(1, 1), 2.693, 5e-4);

  // Spherical joints A (ground origin - body1 (-L,0,0)), B, C (body k (+L,0,0) - body k+1 (-L,0,0)).
  ASSERT_EQ(model.joints.size(), 3u);
  const char* joint_names[3] = {"A", "B", "C"};
  for (int k = 0; k < 3; ++k) {
    SCOPED_TRACE(joint_names[k]);
    const Joint& joint = model.joints[k];
    EXPECT_EQ(joint.name, joint_names[k]);
    EXPECT_EQ(joint.kind->name, "spherical");
    EXPECT_EQ(joint.body_i, k == 0 ? kGround : k - 1);
    EXPECT_EQ(joint.body_j, k);
    EXPECT_EQ(joint.point_i, k == 0 ? Eigen::Vector3d::Zero() : Eigen::Vector3d(L, 0, 0));
    EXPECT_EQ(joint.point_j, Eigen::Vector3d(-L, 0, 0));
    // The initial configuration is assembled: both points of each joint are at the same place.
    const auto ground_point = [&](int body, const Eigen::Vector3d& p) -> Eigen::Vector3d {
      if (body == kGround) return p;
      return model.bodies[body].initial_position + model.bodies[body].initial_rotation * p;
    };
    EXPECT_LT((ground_point(joint.body_i, joint.point_i) - ground_point(joint.body_j, joint.point_j)).norm(),
              1e-12);
  }

  // Markers B, C, D at the +x end of bodies 1, 2, 3, in that order; D starts at (8, 4, 0).
  ASSERT_EQ(model.markers.size(), 3u);
  const char* marker_names[3] = {"B", "C", "D"};
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(model.markers[k].name, marker_names[k]);
    EXPECT_EQ(model.markers[k].body, k);
    EXPECT_EQ(model.markers[k].point, Eigen::Vector3d(L, 0, 0));
  }
  const Body& body3 = model.bodies[2];
  EXPECT_LT(
      (body3.initial_position + body3.initial_rotation * model.markers[2].point - Eigen::Vector3d(8, 4, 0))
          .norm(),
      1e-12);

  EXPECT_TRUE(model.point_forces.empty());
  EXPECT_TRUE(model.torques.empty());
  EXPECT_TRUE(model.spring_dampers.empty());
}

TEST(BuiltinModels, AreTheFilesOfTheModelsFolder) {
  // `mbdae run triple_pendulum` must simulate exactly the text a user reads in models/.
  for (const BuiltinModelText& builtin : builtin_model_texts()) {
    std::ifstream in(std::string(MBDAE_SOURCE_DIR) + "/" + builtin.path);
    ASSERT_TRUE(in) << builtin.path;
    std::ostringstream text;
    text << in.rdbuf();
    EXPECT_EQ(text.str(), builtin.yaml) << builtin.path;
    EXPECT_EQ(std::string(builtin.path), "models/" + std::string(builtin.name) + ".yaml");
  }
}

TEST(BuiltinModels, FormatDocumentationShowsTheTriplePendulumFile) {
  // docs/model-format.md uses the file as its worked example; the two must not drift apart.
  std::ifstream in(std::string(MBDAE_SOURCE_DIR) + "/docs/model-format.md");
  ASSERT_TRUE(in);
  std::ostringstream docs;
  docs << in.rdbuf();
  std::string file;
  for (const BuiltinModelText& builtin : builtin_model_texts())
    if (std::string(builtin.name) == "triple_pendulum") file = builtin.yaml;
  ASSERT_FALSE(file.empty());
  const std::string example = "```yaml\n" + file + "```\n";
  EXPECT_NE(docs.str().find(example), std::string::npos);
}

TEST(BuiltinModels, EveryBuiltinModelLoads) {
  ASSERT_FALSE(builtin_model_texts().empty());
  for (const BuiltinModelText& builtin : builtin_model_texts()) {
    SCOPED_TRACE(builtin.name);
    const Model model = load_builtin_model(builtin.name);
    EXPECT_EQ(model.name, builtin.name);
    EXPECT_FALSE(model.description.empty());
    EXPECT_EQ(model.description.find('\n'), std::string::npos);
    // Errors in a built-in point at the file it came from.
    EXPECT_EQ(model.bodies.at(0).where.file, builtin.path);
  }
}

TEST(BuiltinModels, LoadModelTakesANameOrAPath) {
  EXPECT_EQ(load_model("triple_pendulum").source, "builtin:triple_pendulum");
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/tests/data/models/two_link_arm.yaml";
  const Model from_file = load_model(path);
  EXPECT_EQ(from_file.name, "two_link_arm");
  EXPECT_EQ(from_file.source, path);
  // The file of a built-in model reads as the same model.
  const Model file_copy = load_model(std::string(MBDAE_SOURCE_DIR) + "/models/triple_pendulum.yaml");
  EXPECT_EQ(file_copy.bodies[1].initial_rotation, load_model("triple_pendulum").bodies[1].initial_rotation);
}

/// "triple_pendulum, ..." as the error messages list them.
std::string builtin_names() {
  std::string names;
  for (const BuiltinModelText& builtin : builtin_model_texts())
    names += (names.empty() ? "" : ", ") + std::string(builtin.name);
  return names;
}

TEST(BuiltinModels, UnknownNameIsAUsageError) {
  ASSERT_NE(builtin_names().find("triple_pendulum"), std::string::npos);
  try {
    load_model("quadruple_pendulum");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_EQ(
        std::string(e.what()),
        "no built-in model or file named 'quadruple_pendulum' (built-in models: " + builtin_names() + ")");
  }
  try {
    load_builtin_model("models/triple_pendulum.yaml");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_EQ(
        std::string(e.what()),
        "no built-in model named 'models/triple_pendulum.yaml' (built-in models: " + builtin_names() + ")");
  }
}

TEST(BuiltinModels, BadFileGivenByPathIsAModelError) {
  std::string path = MBDAE_SOURCE_DIR;  // appended, not concatenated: GCC 12 warns falsely on the temporary
  path += "/tests/data/models/bad_mass.yaml";
  try {
    load_model(path);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_EQ(e.where().file, path);
  }
}

}  // namespace
}  // namespace mbdae
