// Planar model files (`planar: true`, docs/model-format.md): what a planar body, joint and force
// become in the coordinate-free model, and the one-line errors for planar models given the wrong
// coordinates (and spatial models given planar ones).
#include <gtest/gtest.h>

#include <numbers>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "joints/joint_kinds.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const char* const kCrank = R"(name: crank
planar: true
gravity: [0, -9.81]
bodies:
  - name: crank
    mass: 2
    inertia: 0.3
    center_of_mass: [0.1, 0]
    position: [1, 2]
    angle_deg: 30
    velocity: [0.5, -0.25]
    angular_velocity: 4
  - {name: slider, mass: 1, inertia: 0.01, position: [3, 2]}
joints:
  - {name: O, type: revolute, body_i: ground, body_j: crank, location: [1, 2], angular_velocity: 2}
  - {name: slide, type: prismatic, body_i: ground, body_j: slider, location: [3, 2], axis: [0, 2]}
forces:
  - {name: motor, type: torque, body: crank, torque: 0.5}
  - {name: push, type: point_force, body: slider, point: [0.1, 0], force: [3, 4]}
markers:
  - {name: tip, body: crank, point: [0.5, 0]}
)";

TEST(PlanarModelFile, ReadsBodiesJointsAndForcesInThePlane) {
  const Model model = parse_model_yaml(kCrank, "crank.yaml");
  EXPECT_TRUE(model.planar);
  EXPECT_EQ(model.gravity, Eigen::Vector3d(0, -9.81, 0));
  const Body& crank = model.bodies[0];
  EXPECT_EQ(crank.initial_position, Eigen::Vector3d(1, 2, 0));
  EXPECT_EQ(crank.inertia.center_of_mass, Eigen::Vector3d(0.1, 0, 0));
  // I_zz as given; a lamina's equal in-plane moments (only their sum I_zz enters planar motion).
  EXPECT_EQ(Eigen::Matrix3d(crank.inertia.inertia_about_com),
            Eigen::Matrix3d(Eigen::Vector3d(0.15, 0.15, 0.3).asDiagonal()));
  const double angle = 30 * std::numbers::pi / 180;
  EXPECT_LT((crank.initial_rotation - Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitZ()).toRotationMatrix()).norm(),
            1e-15);
  EXPECT_EQ(crank.initial_velocity, Eigen::Vector3d(0.5, -0.25, 0));
  EXPECT_EQ(crank.initial_angular_velocity, Eigen::Vector3d(0, 0, 4));
  // The revolute turns about z; the location is converted into each body's frame.
  const Joint& pivot = model.joints[0];
  EXPECT_EQ(pivot.axis_i, Eigen::Vector3d::UnitZ());
  EXPECT_EQ(pivot.angular_velocity, 2.0);
  EXPECT_LT(pivot.point_j.norm(), 1e-15);
  EXPECT_EQ(model.joints[1].axis_i, Eigen::Vector3d(0, 1, 0));
  EXPECT_EQ(model.torques[0].torque, Eigen::Vector3d(0, 0, 0.5));
  EXPECT_EQ(model.point_forces[0].force, Eigen::Vector3d(3, 4, 0));
  EXPECT_EQ(model.markers[0].point, Eigen::Vector3d(0.5, 0, 0));
}

// Planar revolute 2 rows + driven 1, prismatic 2 (paper 003 §3), after each type's intrinsic rows.
TEST(PlanarModelFile, JointsHaveOnlyInPlaneRows) {
  const Model model = parse_model_yaml(kCrank, "crank.yaml");
  EXPECT_EQ(MultibodySystem(model, make_coordinate_type("planar-nacf")).constraint_count(), 2 * 3 + 3 + 2);
  EXPECT_EQ(MultibodySystem(model, make_coordinate_type("planar-xytheta")).constraint_count(), 3 + 2);
}

std::string error_of(const Model& model, const std::string& coordinates) {
  try {
    const MultibodySystem system(model, make_coordinate_type(coordinates));
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    return e.what();
  }
  ADD_FAILURE() << "no error for " << coordinates;
  return {};
}

TEST(PlanarModelFile, WrongCoordinatesAreAOneLineError) {
  const Model planar = parse_model_yaml(kCrank, "crank.yaml");
  EXPECT_EQ(error_of(planar, "nacf"),
            "model 'crank' is planar: choose `coordinates` planar-nacf or planar-xytheta (not nacf)");
  EXPECT_EQ(error_of(planar, "rpcf-ep"),
            "model 'crank' is planar: choose `coordinates` planar-nacf or planar-xytheta (not rpcf-ep)");
  const Model spatial = load_builtin_model("triple_pendulum");
  EXPECT_EQ(error_of(spatial, "planar-xytheta"),
            "model 'triple_pendulum' is not planar: `coordinates=planar-xytheta` describes only models with "
            "'planar: true' (choose nacf or rpcf-ep)");
}

// (x, y, θ) has no intrinsic constraints: a model without joints has none at all, which is said in one
// line rather than handed to formulations that need at least one.
TEST(PlanarModelFile, UnconstrainedModelInXyThetaIsAModelError) {
  const Model model = parse_model_yaml("name: free\nplanar: true\nbodies:\n  - {name: puck, mass: 1, inertia: 0.1}\n",
                                       "free.yaml");
  try {
    const MultibodySystem system(model, make_coordinate_type("planar-xytheta"));
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_STREQ(e.what(), "free.yaml: the model has no joints, so in planar-xytheta coordinates it has no constraints "
                           "for the formulations to enforce; add a joint or use `coordinates=planar-nacf`");
  }
  EXPECT_EQ(MultibodySystem(model, make_coordinate_type("planar-nacf")).constraint_count(), 3);
}

// A planar model built in code is checked like a file's: in-plane bodies, planar joint types.
TEST(PlanarModelFile, ValidationRefusesOutOfPlaneData) {
  Model model = parse_model_yaml(kCrank, "crank.yaml");
  model.bodies[1].initial_position.z() = 0.5;
  try {
    validate(model);
    FAIL() << "a body out of the plane";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "crank.yaml:13: body 'slider': position of a planar model must lie in the x-y plane (z = 0)");
  }
  model = parse_model_yaml(kCrank, "crank.yaml");
  model.joints[1].kind = &joint_kind("cylindrical");
  try {
    validate(model);
    FAIL() << "a cylindrical joint in a planar model";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(),
                 "crank.yaml:16: joint 'slide': a planar model takes revolute, prismatic, fixed and distance joints, "
                 "not cylindrical");
  }
}

// Every planar built-in model is declared planar and runs in both planar types only.
TEST(PlanarModelFile, BuiltinPlanarModels) {
  for (const char* name : {"simple_pendulum", "double_pendulum", "slider_crank", "planar_four_bar", "andrews_squeezer"}) {
    SCOPED_TRACE(name);
    const Model model = load_builtin_model(name);
    EXPECT_TRUE(model.planar);
    EXPECT_EQ(coordinate_type_names(model.planar), (std::vector<std::string>{"planar-nacf", "planar-xytheta"}));
    for (const std::string& coordinates : coordinate_type_names(true)) {
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      Eigen::VectorXd q, v, c(system.constraint_count());
      system.initial_state(q, v);
      system.constraints(0.0, q, c);
      // The files close their loops exactly (closed-form initial configurations).
      EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-14) << coordinates;
    }
  }
}

}  // namespace
}  // namespace mbdae
