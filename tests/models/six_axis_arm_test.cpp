// The six-axis arm (docs/models.md, "six_axis_arm"): models/six_axis_arm.urdf read by the URDF reader,
// and models/six_axis_arm.yaml, the same arm written by hand in mbdae's format with its body frames at
// the centres of mass instead of the joints, are the same mechanism in the ground frame and fall along
// the same path.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "io/builtin_models.hpp"
#include "io/urdf_model.hpp"
#include "methods/run.hpp"
#include "support/sanitized.hpp"
#include "system/equations_of_motion.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

Model urdf_arm() {
  const std::string path = std::string(MBDAE_SOURCE_DIR) + "/models/six_axis_arm.urdf";
  std::ifstream in(path);
  std::ostringstream text;
  text << in.rdbuf();
  return parse_urdf_model(text.str(), path);
}

/// The body's centre of mass and its inertia about it, in the ground frame at the start: what does not
/// depend on where its body frame was put.
struct GroundInertia {
  double mass;
  Eigen::Vector3d center;
  Eigen::Matrix3d inertia;
};

GroundInertia in_ground(const Body& body) {
  const Eigen::Matrix3d& r = body.initial_rotation;
  return {body.inertia.mass, body.initial_position + r * body.inertia.center_of_mass,
          r * body.inertia.inertia_about_com * r.transpose()};
}

TEST(SixAxisArm, TheUrdfAndTheHandWrittenFileAreTheSameMechanism) {
  const Model urdf = urdf_arm();
  const Model yaml = load_builtin_model("six_axis_arm");
  EXPECT_EQ(urdf.name, yaml.name);
  EXPECT_EQ(urdf.gravity, yaml.gravity);
  EXPECT_TRUE(urdf.notes.size() == 1 && urdf.notes[0].find("<limit> ignored on 6 joints") != std::string::npos);
  ASSERT_EQ(urdf.bodies.size(), 7u);  // base_link and link1..link6; world is the ground, tool0 a marker
  ASSERT_EQ(yaml.bodies.size(), urdf.bodies.size());
  for (const Body& body : urdf.bodies) {
    SCOPED_TRACE(body.name);
    const GroundInertia a = in_ground(body), b = in_ground(yaml.bodies.at(*yaml.find_body(body.name)));
    EXPECT_NEAR(a.mass, b.mass, 1e-15);
    EXPECT_LT((a.center - b.center).norm(), 1e-14);
    EXPECT_LT((a.inertia - b.inertia).cwiseAbs().maxCoeff(), 1e-15);
  }
  // Joints: the same bodies, meeting at the same ground point about the same ground axis.
  ASSERT_EQ(yaml.joints.size(), urdf.joints.size());
  for (std::size_t k = 0; k < urdf.joints.size(); ++k) {
    const Joint &a = urdf.joints[k], &b = yaml.joints[k];
    SCOPED_TRACE(a.name);
    EXPECT_EQ(a.name, b.name);
    EXPECT_EQ(a.kind, b.kind);
    EXPECT_EQ(urdf.body_name(a.body_i), yaml.body_name(b.body_i));
    EXPECT_EQ(urdf.body_name(a.body_j), yaml.body_name(b.body_j));
    for (const auto& [model, joint] : {std::pair{&urdf, &a}, std::pair{&yaml, &b}}) {
      EXPECT_LT((model->initial_point(joint->body_i, joint->point_i) - model->initial_point(joint->body_j, joint->point_j))
                    .norm(),
                1e-14)
          << "the joint is closed at the start";
      EXPECT_LT((model->initial_rotation(joint->body_i) * joint->axis_i -
                 model->initial_rotation(joint->body_j) * joint->axis_j)
                    .norm(),
                1e-14);
    }
    EXPECT_LT((urdf.initial_point(a.body_j, a.point_j) - yaml.initial_point(b.body_j, b.point_j)).norm(), 1e-14);
    EXPECT_LT((urdf.initial_rotation(a.body_j) * a.axis_j - yaml.initial_rotation(b.body_j) * b.axis_j).norm(), 1e-14);
  }
}

/// tool0's position at every output of a run.
std::vector<Eigen::Vector3d> tool_path(const Model& model, const RunSettings& settings) {
  int tool = -1;
  for (std::size_t k = 0; k < model.markers.size(); ++k)
    if (model.markers[k].name == "tool0") tool = static_cast<int>(k);
  EXPECT_GE(tool, 0);
  std::vector<Eigen::Vector3d> path;
  const RunResult result = run_simulation(model, settings,
                                          [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                            path.push_back(system.marker_position(tool, q));
                                          });
  EXPECT_EQ(result.statistics.status, "ok") << result.statistics.message;
  EXPECT_LT(result.assembly.largest_move, 1e-12) << "both files start on their joints";
  return path;
}

// Over the first second. The fall then turns chaotic: the two files' numbers, the same to the last bit
// or two, give paths 1e-12 m apart at 1 s, 2e-10 m at 1.5 s and 1e-7 m at 2 s (tenfold every 0.12 s),
// with every integrator alike.
TEST(SixAxisArm, UrdfAndYamlArmsReleasedFromTheBentPoseTraceTheSameToolPath) {
  RunSettings settings;  // natural coordinates, the augmented formulation, RK4 + coordinate partitioning
  settings.integrator = "rk4";
  settings.step = 1e-4;
  settings.t_end = testing::horizon(1.0, 0.2);
  settings.output_every = 0.01;
  const std::vector<Eigen::Vector3d> a = tool_path(urdf_arm(), settings);
  const std::vector<Eigen::Vector3d> b = tool_path(load_builtin_model("six_axis_arm"), settings);
  ASSERT_EQ(a.size(), b.size());
  ASSERT_GT(a.size(), 20u);
  double largest = 0.0, travelled = 0.0;
  for (std::size_t k = 0; k < a.size(); ++k) {
    largest = std::max(largest, (a[k] - b[k]).norm());
    travelled = std::max(travelled, (a[k] - a.front()).norm());
  }
  EXPECT_LT(largest, 1e-9);
  if (!testing::kSanitized) {
    EXPECT_GT(travelled, 0.5) << "the arm falls and swings";
  }
}

TEST(SixAxisArm, FallsInThreeDimensions) {
  // The turret axis is vertical and gravity along it, yet the arm's masses off the x-z plane make the
  // falling links turn the turret: the elbow leaves the plane it starts in.
  const Model model = load_builtin_model("six_axis_arm");
  RunSettings settings;  // the model's own run: settings, RK4 at 0.2 ms
  settings.integrator = "rk4";
  settings.step = 2e-4;
  settings.t_end = testing::horizon(1.0, 0.2);
  settings.output_every = 0.05;
  ASSERT_EQ(model.run_defaults.integrator, settings.integrator);
  ASSERT_EQ(model.run_defaults.step, settings.step);
  std::vector<Eigen::Vector3d> elbow;
  double energy_change = 0.0, energy0 = 0.0;
  const RunResult result =
      run_simulation(model, settings,
                     [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                         const Eigen::VectorXd&) {
                       const double energy = system.mechanical_energy(q, v);
                       if (elbow.empty()) energy0 = energy;
                       energy_change = std::max(energy_change, std::abs(energy - energy0));
                       elbow.push_back(system.marker_position(0, q));
                     });
  ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
  EXPECT_EQ(result.degrees_of_freedom, 6);
  EXPECT_NEAR(elbow.front().y(), 0.0, 1e-12);
  double off_plane = 0.0;
  for (const Eigen::Vector3d& p : elbow) off_plane = std::max(off_plane, std::abs(p.y()));
  EXPECT_GT(off_plane, 1e-3);
  EXPECT_LT(energy_change, 1e-4);  // conservative: no dampers, no driven joints (E0 = 152 J)
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
