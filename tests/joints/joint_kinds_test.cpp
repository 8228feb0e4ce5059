// The table of joint kinds (src/joints/joint_kinds.cpp) against the kinds' own files and the test
// models: every kind in the table is found by its name, is in a test model, reads back through the
// loader from the keys it declares and builds the same equations; an unknown `type:` lists exactly
// the table's names.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

#include "io/model_yaml.hpp"
#include "joints/joint_constraint.hpp"
#include "joints/joint_kinds.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// The test models that hold every kind between them: every_joint_model (the finite-difference
/// tests' model), its planar counterpart and the model of the velocity-level joints.
std::vector<Model> test_models() {
  return {testing::every_joint_model(), testing::planar_every_joint_model(), testing::driven_and_rolling_model()};
}

/// "spherical, revolute, ...", read from the table itself.
std::string table_names() {
  std::string names;
  for (const JointKind* kind : joint_kinds()) names += (names.empty() ? "" : ", ") + std::string(kind->name);
  return names;
}

bool declares(const JointKind& kind, std::string_view key) {
  return std::ranges::find(kind.keys, key) != kind.keys.end();
}

/// A number that reads back as the same double.
std::string exact(double x) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", x);
  return text;
}

/// [x, y, z], or [x, y] in a planar model.
std::string vector_text(const Eigen::Vector3d& x, bool planar) {
  return "[" + exact(x.x()) + ", " + exact(x.y()) + (planar ? "" : ", " + exact(x.z())) + "]";
}

/// `model` as a model file whose joints give exactly the keys their kinds declare (and the model uses).
std::string model_file(const Model& model) {
  std::string text = "name: " + model.name + "\nplanar: " + (model.planar ? "true" : "false") + "\nbodies:\n";
  for (const Body& body : model.bodies) {
    text += "  - name: " + body.name + "\n    mass: 1\n";
    text += "    position: " + vector_text(body.initial_position, model.planar);
    if (model.planar) {
      text += "\n    inertia: 1\n    angle_rad: " +
              exact(std::atan2(body.initial_rotation(1, 0), body.initial_rotation(0, 0))) + "\n";
      continue;
    }
    text += "\n    inertia: [1, 1, 1]\n    orientation: {matrix: [";
    for (int row = 0; row < 3; ++row)
      text += (row > 0 ? ", " : "") + vector_text(body.initial_rotation.row(row).transpose(), false);
    text += "]}\n";
  }
  text += "joints:\n";
  for (const Joint& joint : model.joints) {
    const JointKind& kind = *joint.kind;
    text += "  - name: " + joint.name + "\n    type: " + std::string(kind.name) + "\n    body_i: " +
            model.body_name(joint.body_i) + "\n    body_j: " + model.body_name(joint.body_j) + "\n";
    text += "    point_i: " + vector_text(joint.point_i, model.planar) + "\n";
    text += "    point_j: " + vector_text(joint.point_j, model.planar) + "\n";
    // In the plane an axis along z says nothing (a revolute joint there refuses one).
    const bool axes = !model.planar || joint.axis_i.z() == 0.0;
    if (axes && declares(kind, "axis_i")) text += "    axis_i: " + vector_text(joint.axis_i, model.planar) + "\n";
    if (axes && declares(kind, "axis_j")) text += "    axis_j: " + vector_text(joint.axis_j, model.planar) + "\n";
    if (declares(kind, "length") && joint.length) text += "    length: " + exact(*joint.length) + "\n";
    if (declares(kind, "radius") && joint.radius) text += "    radius: " + exact(*joint.radius) + "\n";
    if (declares(kind, "angular_velocity") && joint.angular_velocity)
      text += "    angular_velocity: " + exact(*joint.angular_velocity) + "\n";
  }
  return text;
}

TEST(JointKinds, EveryKindIsFoundByItsNameAndListedOnce) {
  std::set<std::string_view> names;
  for (const JointKind* kind : joint_kinds()) {
    SCOPED_TRACE(std::string(kind->name));
    EXPECT_TRUE(names.insert(kind->name).second) << "listed twice";
    EXPECT_EQ(find_joint_kind(kind->name), kind);
    EXPECT_EQ(&joint_kind(kind->name), kind);
    EXPECT_NE(kind->read, nullptr);
    EXPECT_NE(kind->add_equations, nullptr);
  }
  EXPECT_EQ(joint_kind_names(), table_names());
  EXPECT_EQ(find_joint_kind("hinge"), nullptr);
  EXPECT_THROW(joint_kind("hinge"), Error);
}

TEST(JointKinds, AnUnknownTypeListsExactlyTheTable) {
  try {
    parse_model_yaml("name: t\nbodies:\n  - {name: a, mass: 1, inertia: [1, 1, 1]}\n"
                     "joints:\n  - {name: A, type: hinge}\n",
                     "test.yaml");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              "test.yaml:5: joint 'A': unknown joint type 'hinge' (valid types: " + table_names() + ")");
  }
}

// A new kind goes into every_joint_model (and, when it has a place in the plane, into
// planar_every_joint_model), where the finite-difference tests check its equations.
TEST(JointKinds, EveryKindIsInATestModel) {
  std::set<const JointKind*> spatial, planar;
  for (const Model& model : test_models())
    for (const Joint& joint : model.joints) (model.planar ? planar : spatial).insert(joint.kind);
  for (const JointKind* kind : joint_kinds()) {
    EXPECT_TRUE(spatial.count(kind)) << kind->name << " is in no spatial test model";
    EXPECT_EQ(planar.count(kind) > 0, kind->exists_in_plane()) << kind->name;
  }
}

TEST(JointKinds, EveryTestJointReadsBackFromItsKeysAndBuildsTheSameEquations) {
  for (const Model& model : test_models()) {
    SCOPED_TRACE(model.name);
    const std::string text = model_file(model);
    Model loaded;
    ASSERT_NO_THROW(loaded = parse_model_yaml(text, model.name + ".yaml")) << text;
    ASSERT_EQ(loaded.joints.size(), model.joints.size());
    for (std::size_t k = 0; k < model.joints.size(); ++k) {
      const Joint& joint = model.joints[k];
      const Joint& read = loaded.joints[k];
      SCOPED_TRACE(joint.name);
      EXPECT_EQ(read.kind, joint.kind) << read.kind->name;
      EXPECT_EQ(read.point_i, joint.point_i);
      EXPECT_EQ(read.point_j, joint.point_j);
      if (!model.planar || joint.axis_i.z() == 0.0) {
        if (declares(*joint.kind, "axis_i")) {
          EXPECT_TRUE(read.axis_i.isApprox(joint.axis_i, 1e-15));
        }
        if (declares(*joint.kind, "axis_j")) {
          EXPECT_TRUE(read.axis_j.isApprox(joint.axis_j, 1e-15));
        }
      }
      const JointConstraint expected = make_joint_constraint(model, static_cast<int>(k));
      const JointConstraint built = make_joint_constraint(loaded, static_cast<int>(k));
      EXPECT_GT(built.rows() + built.velocity_rows(), 0);
      EXPECT_EQ(built.equations.size(), expected.equations.size());
      EXPECT_EQ(built.rows(), expected.rows());
      EXPECT_EQ(built.velocity_rows(), expected.velocity_rows());
      EXPECT_EQ(built.velocity_rows() > 0, joint.kind->has_velocity_level_rows);
    }
  }
}

}  // namespace
}  // namespace mbdae
