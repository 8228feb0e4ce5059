// Writing models as YAML (src/io/model_yaml_writer.hpp): what is written reads back as the same model,
// every number to 1e-12, and what cannot be written is refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>
#include <string>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "io/model_yaml_writer.hpp"
#include "io/urdf_model.hpp"
#include "joints/joint_kinds.hpp"
#include "support/same_model.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

std::string file_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(ModelYamlWriter, TheUrdfArmReadsBackNumberForNumber) {
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/models/six_axis_arm.urdf";
  const Model urdf = parse_urdf_model(file_text(path), path);
  const std::string text = model_yaml_text(urdf, {"a header line"});
  EXPECT_EQ(text.rfind("# a header line\n", 0), 0u) << text;
  const Model back = parse_model_yaml(text, "converted.yaml");
  testing::expect_same_model(urdf, back, 1e-12);
  EXPECT_EQ(back.description, urdf.description);
  // The full tensor, the matrix and the bodies' own points and axes: no helper the loader would turn.
  EXPECT_NE(text.find("inertia: {xx: "), std::string::npos) << text;
  EXPECT_NE(text.find("orientation: {matrix: [["), std::string::npos) << text;
  EXPECT_NE(text.find("axis_i: ["), std::string::npos) << text;
  EXPECT_EQ(text.find("location"), std::string::npos) << text;
}

TEST(ModelYamlWriter, NumbersAreWrittenInTheirShortestExactForm) {
  Model model;
  model.name = "m";
  model.gravity = Eigen::Vector3d(0, 0, -9.81);
  Body body;
  body.name = "b";
  body.inertia.mass = 0.1;
  body.inertia.center_of_mass = Eigen::Vector3d(1.0 / 3.0, -1e-300, 5e-324);  // a subnormal, too
  body.inertia.inertia_about_com << 2, 0.1, -0.2, 0.1, 3, 0.3, -0.2, 0.3, 4;
  body.initial_rotation = Eigen::AngleAxisd(0.7, Eigen::Vector3d(1, 2, 3).normalized()).toRotationMatrix();
  body.initial_velocity = Eigen::Vector3d(1, 0, 0);
  body.initial_angular_velocity = Eigen::Vector3d(0, 0, 2);
  model.bodies.push_back(body);
  Joint joint;
  joint.name = "d";
  joint.kind = &joint_kind("distance");
  joint.body_i = kGround;
  joint.body_j = 0;
  joint.point_i = Eigen::Vector3d(0, 0, 1);
  joint.length = 1.0 / 7.0;
  model.joints.push_back(joint);
  model.markers.push_back({"tip", 0, Eigen::Vector3d(0.1, 0.2, 0.3), {}});
  const std::string text = model_yaml_text(model);
  EXPECT_NE(text.find("mass: 0.1\n"), std::string::npos) << text;
  EXPECT_NE(text.find("[0, 0, -9.81]"), std::string::npos) << text;
  const Model back = parse_model_yaml(text, "written.yaml");
  testing::expect_same_model(model, back, 0.0);  // exact
  EXPECT_EQ(back.bodies[0].inertia.center_of_mass.z(), 5e-324);
}

TEST(ModelYamlWriter, NamesThatYamlWouldReadAsNullStayNames) {
  const Model model = parse_model_yaml(R"(name: "null"
bodies:
  - {name: "null", mass: 1, inertia: [1, 1, 1]}
markers:
  - {name: "true", body: "null", point: [0, 0, 0]}
  - {name: "NULL", body: "null", point: [0, 0, 0]}
)", "names.yaml");
  const Model back = parse_model_yaml(model_yaml_text(model), "written.yaml");
  EXPECT_EQ(back.name, "null");
  EXPECT_EQ(back.bodies.at(0).name, "null");
  EXPECT_EQ(back.markers.at(0).name, "true");
  EXPECT_EQ(back.markers.at(1).name, "NULL");
}

TEST(ModelYamlWriter, EverySpatialBuiltinModelWithoutForcesReadsBackTheSame) {
  int written = 0;
  for (const BuiltinModelText& builtin : builtin_model_texts()) {
    const Model model = load_builtin_model(builtin.name);
    const bool driven_by_a_function =
        std::any_of(model.joints.begin(), model.joints.end(), [](const Joint& j) { return j.drive_angle.has_value(); });
    if (model.planar || !model.spring_dampers.empty() || !model.force_elements.empty() || !model.point_forces.empty() ||
        !model.torques.empty() || driven_by_a_function)
      continue;
    SCOPED_TRACE(builtin.name);
    const Model back = parse_model_yaml(model_yaml_text(model), "written.yaml");
    testing::expect_same_model(model, back, 1e-12);
    EXPECT_EQ(back.run_defaults.t_end, model.run_defaults.t_end);
    EXPECT_EQ(back.run_defaults.integrator, model.run_defaults.integrator);
    ++written;
  }
  EXPECT_GE(written, 6);  // the pendulums, chains, bricard, four_bar, the arm ...
}

TEST(ModelYamlWriter, AJointDrivenByATimeFunctionIsRefused) {
  const Model model = parse_model_yaml(R"(name: crank
bodies:
  - {name: arm, mass: 1, inertia: [1, 1, 1]}
joints:
  - {name: motor, type: revolute, body_i: ground, body_j: arm, location: [0, 0, 0], axis: [0, 0, 1], angle: "0.5 * t"}
)",
                                       "crank.yaml");
  try {
    model_yaml_text(model);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_EQ(std::string(e.what()),
              "model 'crank': joint 'motor' is driven by a time function, which is not written as YAML");
  }
}

TEST(ModelYamlWriter, PlanarModelsAndForcesAreRefused) {
  for (const char* name : {"simple_pendulum", "flyball_governor"}) {
    SCOPED_TRACE(name);
    try {
      model_yaml_text(load_builtin_model(name));
      FAIL() << "no error";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::usage);
      EXPECT_NE(std::string(e.what()).find(name), std::string::npos) << e.what();
    }
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
