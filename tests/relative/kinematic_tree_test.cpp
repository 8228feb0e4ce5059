// The kinematic tree of relative coordinates: which joints it takes, where each body hangs, and that
// its recursions give the poses the model file gives and twists that are the time derivatives of the
// poses (central differences).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "io/builtin_models.hpp"
#include "joints/joint_kinds.hpp"
#include "joints/revolute.hpp"
#include "relative/kinematic_tree.hpp"
#include "relative/tree_kinematics.hpp"
#include "support/relative_test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::builtin_and_sliding_models;
using testing::random_tangent_state;

TEST(KinematicTree, SixBodyChainIsOneBranchOfRevolutes) {
  const Model model = load_builtin_model("six_body_chain");
  const KinematicTree tree = build_kinematic_tree(model);
  ASSERT_EQ(tree.joints.size(), 6u);
  EXPECT_TRUE(tree.cut_joints.empty());
  EXPECT_EQ(tree.coordinate_count, 6);
  EXPECT_TRUE(tree.euler_parameter_sets.empty());
  for (int k = 0; k < 6; ++k) {
    EXPECT_EQ(tree.joints[k].parent, k == 0 ? kGround : k - 1);
    EXPECT_EQ(tree.joints[k].child, k);
    EXPECT_EQ(tree.joints[k].motion, revolute_joint.tree_motion);
  }
}

TEST(KinematicTree, TriplePendulumHasThreeSetsOfEulerParameters) {
  const KinematicTree tree = build_kinematic_tree(load_builtin_model("triple_pendulum"));
  EXPECT_EQ(tree.coordinate_count, 12);
  EXPECT_EQ(tree.euler_parameter_sets, (std::vector<int>{0, 4, 8}));
  const Eigen::VectorXd z = tree.reference_coordinates();
  EXPECT_EQ(z.segment<4>(4), Eigen::Vector4d(1, 0, 0, 0));
}

// Each loop leaves one joint out of the tree; distance and rolling joints always are; a body that no
// joint links to the tree hangs on a free joint from the ground.
TEST(KinematicTree, LoopsAreCutAndLooseBodiesFloat) {
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    int tree_joints_of_model = 0, free_joints = 0;
    for (const TreeJoint& t : tree.joints) (t.joint >= 0 ? tree_joints_of_model : free_joints) += 1;
    EXPECT_EQ(tree_joints_of_model + static_cast<int>(tree.cut_joints.size()), static_cast<int>(model.joints.size()));
    EXPECT_EQ(tree.joints.size(), model.bodies.size()) << "one tree joint per body";
    for (std::size_t k = 0; k < tree.joints.size(); ++k) {
      const TreeJoint& t = tree.joints[k];
      EXPECT_EQ(tree.joint_of_body[t.child], static_cast<int>(k));
      if (t.parent != kGround) {
        EXPECT_LT(tree.joint_of_body[t.parent], static_cast<int>(k)) << "parents first";
      }
    }
    // A joint kind with no tree motion (distance, rolling) is always cut.
    for (std::size_t j = 0; j < model.joints.size(); ++j) {
      if (model.joints[j].kind->tree_motion == nullptr) {
        EXPECT_NE(std::find(tree.cut_joints.begin(), tree.cut_joints.end(), static_cast<int>(j)), tree.cut_joints.end())
            << model.joints[j].name;
      }
    }
    if (model.name == "turntable") {
      EXPECT_EQ(free_joints, 1) << tree.describe(model);
    }
    if (model.name == "four_bar") {
      EXPECT_GE(tree.cut_joints.size(), 1u) << tree.describe(model);
    }
    if (model.name == "spherical_chain") {
      EXPECT_EQ(free_joints, 0);
    }
  }
}

// At the reference coordinates every body is where the model file puts it (the built-in models are
// assembled: their joint points coincide and their axes line up at t = 0).
TEST(KinematicTree, ReferenceCoordinatesGiveTheFilesPoses) {
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    TreeState state(model, tree);
    evaluate_tree(tree, tree.reference_coordinates(), Eigen::VectorXd::Zero(tree.coordinate_count), state);
    for (std::size_t b = 0; b < model.bodies.size(); ++b) {
      EXPECT_LT((state.rotation[b] - model.bodies[b].initial_rotation).norm(), 1e-9) << model.bodies[b].name;
      EXPECT_LT((state.position[b] - model.bodies[b].initial_position).norm(), 1e-9) << model.bodies[b].name;
      EXPECT_EQ(state.twist[b], Twist::Zero());
    }
  }
}

// The rates that start a run give every body the velocity and angular velocity the file gives it.
TEST(KinematicTree, InitialRatesGiveTheFilesVelocities) {
  int moving = 0;
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    TreeState state(model, tree);
    evaluate_tree(tree, tree.reference_coordinates(), initial_rates(model, tree), state);
    for (std::size_t b = 0; b < model.bodies.size(); ++b) {
      const Body& body = model.bodies[b];
      moving += body.initial_angular_velocity.norm() + body.initial_velocity.norm() > 0.0;
      EXPECT_LT((state.twist[b].tail<3>() - body.initial_angular_velocity).norm(), 1e-9) << body.name;
      EXPECT_LT((state.point_velocity(static_cast<int>(b), Eigen::Vector3d::Zero()) - body.initial_velocity).norm(), 1e-9)
          << body.name;
    }
  }
  EXPECT_GT(moving, 3) << "some built-in models start moving";
}

// Z = [ṡ; ω] is the time derivative of the poses along z + t ż: ω from Ȧ Aᵀ, ṡ = ṙ − ω × r.
// And D = Ṙ ż is Z's own rate along that line (z̈ = 0).
TEST(KinematicTree, TwistsAndTheirBiasAreTheTimeDerivatives) {
  std::mt19937 random(7);
  const double h = 1e-6;
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    TreeState state(model, tree), ahead(model, tree), behind(model, tree);
    Eigen::VectorXd z, z_rate;
    random_tangent_state(tree, random, z, z_rate);
    evaluate_tree(tree, z, z_rate, state);
    evaluate_tree(tree, z + h * z_rate, z_rate, ahead);
    evaluate_tree(tree, z - h * z_rate, z_rate, behind);
    for (std::size_t b = 0; b < model.bodies.size(); ++b) {
      const Eigen::Matrix3d rotation_rate = (ahead.rotation[b] - behind.rotation[b]) / (2 * h);
      const Eigen::Matrix3d spin = rotation_rate * state.rotation[b].transpose();
      const Eigen::Vector3d omega(spin(2, 1), spin(0, 2), spin(1, 0));
      const Eigen::Vector3d origin_rate = (ahead.position[b] - behind.position[b]) / (2 * h);
      const Eigen::Vector3d s_rate = origin_rate - omega.cross(state.position[b]);
      const double scale = 1.0 + state.twist[b].norm();
      EXPECT_LT((omega - state.twist[b].tail<3>()).norm(), 1e-7 * scale) << model.bodies[b].name;
      EXPECT_LT((s_rate - state.twist[b].head<3>()).norm(), 1e-7 * scale) << model.bodies[b].name;
      const Twist twist_rate = (ahead.twist[b] - behind.twist[b]) / (2 * h);
      EXPECT_LT((twist_rate - state.twist_bias[b]).norm(), 1e-6 * (1.0 + state.twist_bias[b].norm()))
          << model.bodies[b].name;
    }
  }
}

// Off the normalization, where an integration that does not correct leaves the Euler parameters
// (|p| ≠ 1, pᵀṗ ≠ 0), the tree describes the motion of p/|p|: the rotations stay orthogonal, a body is
// where the unit parameters put it, and the twists and their bias are still the time derivatives of
// the poses. Before, A(p) of a drifted p distorted every body beyond the joint and the twists G(p) ṗ
// were not the rates of those poses, so a drift the integrator's error test allowed became an error
// of the motion (docs/methods.md, "Relative coordinates").
TEST(KinematicTree, DriftedEulerParametersMoveTheTreeAsTheirDirection) {
  std::mt19937 random(11);
  const double h = 1e-6;
  int drifted_sets = 0;
  for (const Model& model : builtin_and_sliding_models()) {
    const KinematicTree tree = build_kinematic_tree(model);
    if (tree.euler_parameter_sets.empty()) continue;
    SCOPED_TRACE(model.name);
    TreeState unit(model, tree), drifted(model, tree), ahead(model, tree), behind(model, tree);
    Eigen::VectorXd z, z_rate;
    random_tangent_state(tree, random, z, z_rate);
    evaluate_tree(tree, z, z_rate, unit);
    // Scale each set by 1.1 (|p|² = 1.21) and give its rate a radial part, leaving the direction's
    // rate alone: d(p/|p|)/dt is unchanged by both.
    Eigen::VectorXd z_drifted = z, rate_drifted = z_rate;
    for (int first : tree.euler_parameter_sets) {
      z_drifted.segment<4>(first) *= 1.1;
      rate_drifted.segment<4>(first) = 1.1 * z_rate.segment<4>(first) + 0.3 * z.segment<4>(first);
      ++drifted_sets;
    }
    evaluate_tree(tree, z_drifted, rate_drifted, drifted);
    evaluate_tree(tree, z_drifted + h * rate_drifted, rate_drifted, ahead);
    evaluate_tree(tree, z_drifted - h * rate_drifted, rate_drifted, behind);
    for (std::size_t b = 0; b < model.bodies.size(); ++b) {
      const Eigen::Matrix3d& A = drifted.rotation[b];
      EXPECT_LT((A.transpose() * A - Eigen::Matrix3d::Identity()).norm(), 1e-12) << model.bodies[b].name;
      EXPECT_LT((A - unit.rotation[b]).norm(), 1e-12) << model.bodies[b].name;
      EXPECT_LT((drifted.position[b] - unit.position[b]).norm(), 1e-12) << model.bodies[b].name;
      EXPECT_LT((drifted.twist[b] - unit.twist[b]).norm(), 1e-12 * (1.0 + unit.twist[b].norm()))
          << model.bodies[b].name;
      const Eigen::Matrix3d spin = (ahead.rotation[b] - behind.rotation[b]) / (2 * h) * A.transpose();
      const Eigen::Vector3d omega(spin(2, 1), spin(0, 2), spin(1, 0));
      const Eigen::Vector3d origin_rate = (ahead.position[b] - behind.position[b]) / (2 * h);
      const double scale = 1.0 + drifted.twist[b].norm();
      EXPECT_LT((omega - drifted.twist[b].tail<3>()).norm(), 1e-7 * scale) << model.bodies[b].name;
      EXPECT_LT((origin_rate - omega.cross(drifted.position[b]) - drifted.twist[b].head<3>()).norm(), 1e-7 * scale)
          << model.bodies[b].name;
      const Twist twist_rate = (ahead.twist[b] - behind.twist[b]) / (2 * h);
      EXPECT_LT((twist_rate - drifted.twist_bias[b]).norm(), 1e-6 * (1.0 + drifted.twist_bias[b].norm()))
          << model.bodies[b].name;
    }
  }
  EXPECT_GE(drifted_sets, 3) << "the triple pendulum's spherical joints at least";
}

}  // namespace
}  // namespace mbdae
