// Joint reactions (src/system/joint_reactions.cpp) against hand calculations: a physical pendulum
// released from horizontal, whose pivot force follows from its angle alone, and every body of the
// slider-crank in Newton–Euler balance (the joints' wrenches and gravity against m a_G and the rate of
// its angular momentum), in every coordinate type that has multipliers.
#include <gtest/gtest.h>

#include <cmath>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"
#include "methods/registry.hpp"
#include "system/joint_reactions.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr const char* kPendulum = R"(
name: ball_pendulum
gravity: [0, -9.81, 0]
bodies:
  - {name: ball, mass: 2, inertia: {sphere: 0.1}, position: [1, 0, 0]}
joints:
  - {name: pivot, type: spherical, body_i: ground, body_j: ball, location: [0, 0, 0]}
)";

Eigen::VectorXd row(const std::vector<double>& rows, std::size_t k, int size) {
  return Eigen::Map<const Eigen::VectorXd>(rows.data() + k * size, size);
}

TEST(JointReactions, PendulumPivotCarriesWeightAndCentripetalForce) {
  const Model model = parse_model_yaml(kPendulum, "ball_pendulum.yaml");
  const double m = 2.0, L = 1.0, g = 9.81, I = 0.4 * m * 0.01;  // the ball's 2/5 m r² about its centre
  for (const std::string coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 1e-3;
    settings.t_end = 1.0;
    settings.output_every = 0.05;
    const Trajectory run = record(model, settings);
    ASSERT_EQ(run.result.statistics.status, "ok");
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    JointReactions reactions(system, "ground");
    std::vector<JointWrench> wrenches;
    double largest = 0.0;
    for (std::size_t k = 0; k < run.samples(); ++k) {
      const Eigen::VectorXd q = row(run.q, k, run.coordinate_count);
      reactions.evaluate(run.t[k], q, row(run.multipliers, k, run.multiplier_count), wrenches);
      // The angle below the horizontal, and ω², α of a physical pendulum released from rest there.
      const Eigen::Vector3d centre = system.body_origin(0, q);
      const double theta = std::atan2(-centre.y(), centre.x());
      const double omega2 = 2 * m * g * L * std::sin(theta) / (m * L * L + I);
      const double alpha = m * g * L * std::cos(theta) / (m * L * L + I);
      const Eigen::Vector3d radial(std::cos(theta), -std::sin(theta), 0), tangent(-std::sin(theta), -std::cos(theta), 0);
      const Eigen::Vector3d expected = m * (-omega2 * L * radial + alpha * L * tangent) - m * Eigen::Vector3d(0, -g, 0);
      EXPECT_LT((wrenches[0].head<3>() - expected).norm(), 1e-7 * m * g) << "t = " << run.t[k];
      EXPECT_LT(wrenches[0].tail<3>().norm(), 1e-9) << "a spherical joint carries no torque";
      largest = std::max(largest, wrenches[0].head<3>().norm());
    }
    EXPECT_GT(largest, 2.5 * m * g) << "the swing reaches the bottom, where the pivot pulls ~3 mg";
  }
}

// Newton–Euler for every body of the slider-crank: Σ joint wrenches + m g = m a_G and, about the
// centre of mass, Σ torques = I α (planar: about z). Accelerations by central differences of the
// recorded velocities, O(h²) with h = 2.5e-5 (at 1e-4 their error is 1.3e-4 N).
TEST(JointReactions, SliderCrankBodiesAreInBalance) {
  const Model model = builtin_model("slider_crank");
  for (const std::string coordinates : {"planar-nacf", "planar-xytheta"}) {
    SCOPED_TRACE(coordinates);
    RunSettings settings;
    settings.coordinates = coordinates;
    settings.integrator = "rk4";
    settings.step = 2.5e-5;
    settings.output_every = 2.5e-5;
    settings.t_end = 0.5;
    const Trajectory run = record(model, settings);
    ASSERT_EQ(run.result.statistics.status, "ok");
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    JointReactions reactions(system, "ground");
    std::vector<JointWrench> wrenches;
    const double h = settings.output_every;
    double worst_force = 0.0, worst_torque = 0.0, largest = 0.0;
    for (std::size_t k = 4000; k + 1 < run.samples(); k += 4000) {
      const Eigen::VectorXd q = row(run.q, k, run.coordinate_count);
      const Eigen::VectorXd v = row(run.v, k, run.coordinate_count);
      reactions.evaluate(run.t[k], q, row(run.multipliers, k, run.multiplier_count), wrenches);
      for (int b = 0; b < system.body_count(); ++b) {
        const RigidBodyInertia& inertia = model.bodies[b].inertia;
        const auto centre_velocity = [&](std::size_t at) {
          return system.point_velocity(b, inertia.center_of_mass, row(run.q, at, run.coordinate_count),
                                       row(run.v, at, run.coordinate_count));
        };
        const auto spin = [&](std::size_t at) {
          return system.body_angular_velocity(b, row(run.q, at, run.coordinate_count),
                                              row(run.v, at, run.coordinate_count)).z();
        };
        const Eigen::Vector3d a_G = (centre_velocity(k + 1) - centre_velocity(k - 1)) / (2 * h);
        const double alpha = (spin(k + 1) - spin(k - 1)) / (2 * h);
        const Eigen::Vector3d centre = system.point_position(b, inertia.center_of_mass, q);
        Eigen::Vector3d force = inertia.mass * model.gravity;
        double torque = 0.0;
        for (std::size_t j = 0; j < model.joints.size(); ++j) {
          const Joint& joint = model.joints[j];
          const double sign = joint.body_j == b ? 1.0 : joint.body_i == b ? -1.0 : 0.0;
          if (sign == 0.0) continue;
          const Eigen::Vector3d F = sign * wrenches[j].head<3>();
          const Eigen::Vector3d point = system.point_position(joint.body_j, joint.point_j, q);
          force += F;
          torque += sign * wrenches[j][5] + (point - centre).cross(F).z();
          largest = std::max(largest, F.norm());
        }
        worst_force = std::max(worst_force, (force - inertia.mass * a_G).norm());
        worst_torque = std::max(worst_torque, std::abs(torque - inertia.inertia_about_com(2, 2) * alpha));
      }
    }
    EXPECT_GT(largest, 1.0);
    EXPECT_LT(worst_force, 1e-5);
    EXPECT_LT(worst_torque, 1e-6);
  }
}

TEST(JointReactions, FramesTurnTheComponents) {
  const Model model = builtin_model("slider_crank");
  const MultibodySystem system(model, make_coordinate_type("planar-nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  const Eigen::VectorXd lambda = Eigen::VectorXd::LinSpaced(system.constraint_count(), 1.0, 2.0);
  std::vector<JointWrench> in_ground, in_rod, in_j;
  JointReactions(system, "ground").evaluate(0.0, q, lambda, in_ground);
  JointReactions(system, "rod").evaluate(0.0, q, lambda, in_rod);
  JointReactions(system, "body_j").evaluate(0.0, q, lambda, in_j);
  const Eigen::Matrix3d rod = system.body_rotation(1, q);
  for (std::size_t j = 0; j < in_ground.size(); ++j) {
    EXPECT_LT((rod * in_rod[j].head<3>() - in_ground[j].head<3>()).norm(), 1e-12);
    const Eigen::Matrix3d axes = system.body_rotation(model.joints[j].body_j, q);
    EXPECT_LT((axes * in_j[j].head<3>() - in_ground[j].head<3>()).norm(), 1e-12);
  }
  EXPECT_THROW(JointReactions(system, "chassis"), Error);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
