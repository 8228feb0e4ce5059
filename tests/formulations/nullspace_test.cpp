// The null-space (Maggi) formulation against AF, statics, redundant constraints and its own basis.
#include "support/builtin_cases.hpp"
#include "formulations/nullspace.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "io/builtin_models.hpp"
#include "support/consistent_states.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {


Eigen::MatrixXd dense_constraint_jacobian(const MultibodySystem& system, const Eigen::VectorXd& q) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.0, q, jacobian);
  return Eigen::MatrixXd(jacobian);
}

Eigen::VectorXd gamma_at(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  Eigen::VectorXd gamma(system.constraint_count());
  system.gamma(0.0, q, v, gamma);
  return gamma;
}

double max_abs(const Eigen::VectorXd& x) { return x.size() == 0 ? 0.0 : x.cwiseAbs().maxCoeff(); }

// The hanging box with the same spherical joint twice: six joint rows where three would do.
Model hanging_box_with_twin_joint() {
  Model model = testing::hanging_box();
  Joint twin = model.joints[0];
  twin.name = "twin";
  model.joints.push_back(twin);
  return model;
}

std::string test_name(std::string name) {
  for (char& c : name)
    if (c == '-') c = '_';
  return name;
}

class NullSpaceAgreement : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// Every built-in model, both coordinate types: Maggi's equations give the same q̈ and λ as the
// saddle-point system of AF, and q̈ satisfies C_q q̈ = γ.
TEST_P(NullSpaceAgreement, MatchesAfOnRandomConsistentStates) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto af = make_acceleration_formulation("af", system);
  auto nullspace = make_acceleration_formulation("nullspace", system);
  ASSERT_STREQ(nullspace->name(), "nullspace");
  std::mt19937 rng(23);
  for (int trial = 0; trial < 10; ++trial) {
    Eigen::VectorXd q, v, af_acceleration, af_multipliers, acceleration, multipliers;
    testing::random_consistent_state(system, rng, q, v);
    af->solve(0.0, q, v, af_acceleration, af_multipliers);
    nullspace->solve(0.0, q, v, acceleration, multipliers);
    ASSERT_EQ(acceleration.size(), system.coordinate_count());
    ASSERT_EQ(multipliers.size(), system.constraint_count());
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.0, q, v, af_multipliers);
    EXPECT_LT(max_abs(acceleration - af_acceleration), 1e-10 * (1 + max_abs(af_acceleration)) + round_off.acceleration)
        << "trial " << trial;
    EXPECT_LT(max_abs(multipliers - af_multipliers), 1e-10 * (1 + max_abs(af_multipliers)) + round_off.multiplier)
        << "trial " << trial;
    const Eigen::VectorXd gamma = gamma_at(system, q, v);
    const Eigen::MatrixXd jacobian = dense_constraint_jacobian(system, q);
    EXPECT_LT(max_abs(jacobian * acceleration - gamma),
              1e-10 * (1 + max_abs(gamma)) + jacobian.cwiseAbs().maxCoeff() * round_off.acceleration);
  }
}

INSTANTIATE_TEST_SUITE_P(/* no prefix: the suite name leads */, NullSpaceAgreement, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(true)),
                         [](const auto& info) {
                           return testing::builtin_case_name(info.param);
                         });

class NullSpaceHangingBox : public ::testing::TestWithParam<std::string> {};

// At rest below its pivot, the box does not accelerate and the pivot carries its weight: with
// C = r_ground − r_box, M q̈ + C_qᵀ λ = Q gives λ = −m g for the joint's three rows.
TEST_P(NullSpaceHangingBox, TheJointCarriesTheWeight) {
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type(GetParam()));
  NullSpaceFormulation formulation(system);
  Eigen::VectorXd q, v, acceleration, lambda;
  system.initial_state(q, v);
  formulation.solve(0.0, q, v, acceleration, lambda);
  EXPECT_LT(acceleration.cwiseAbs().maxCoeff(), 1e-12) << acceleration.transpose();
  const Eigen::Vector3d reaction = lambda.tail<3>();  // the joint's rows follow the intrinsic ones
  const Eigen::Vector3d weight = 2.5 * Eigen::Vector3d(0, 0, -9.81);
  EXPECT_LT((reaction + weight).norm(), 1e-12) << reaction.transpose();
}

INSTANTIATE_TEST_SUITE_P(/* no prefix: the suite name leads */, NullSpaceHangingBox, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return test_name(info.param); });

class NullSpaceRedundantConstraints : public ::testing::TestWithParam<std::string> {};

// The same spherical joint twice: C_q loses rank, AF's saddle-point matrix is singular, but the null
// space is the same, so the accelerations are those of the single joint and the reaction is split
// evenly between the twins (minimum-norm λ). The states are tilted and spinning, so that the free part
// N z of the accelerations matters, not only the particular solution q̈_p.
TEST_P(NullSpaceRedundantConstraints, SameAccelerationsAsWithoutTheTwin) {
  const std::string coordinates = GetParam();
  const MultibodySystem system(hanging_box_with_twin_joint(), make_coordinate_type(coordinates));
  const MultibodySystem single(testing::hanging_box(), make_coordinate_type(coordinates));
  NullSpaceFormulation nullspace(system);
  auto single_af = make_acceleration_formulation("af", single);
  std::mt19937 rng(17);
  for (int trial = 0; trial < 5; ++trial) {
    // The twin adds rows, not coordinates: (q, v) is the same state of both systems.
    Eigen::VectorXd q, v, acceleration, lambda, single_acceleration, single_lambda;
    testing::random_consistent_state(system, rng, q, v);
    nullspace.solve(0.0, q, v, acceleration, lambda);
    single_af->solve(0.0, q, v, single_acceleration, single_lambda);

    EXPECT_LT(max_abs(acceleration - single_acceleration), 1e-10 * (1 + max_abs(single_acceleration)));
    const Eigen::VectorXd gamma = gamma_at(system, q, v);
    EXPECT_LT(max_abs(dense_constraint_jacobian(system, q) * acceleration - gamma), 1e-10 * (1 + max_abs(gamma)));
    EXPECT_EQ(nullspace.constraint_rank(), single.constraint_count());

    const int m = system.constraint_count();
    const Eigen::Vector3d pivot = lambda.segment<3>(m - 6), twin = lambda.segment<3>(m - 3);
    EXPECT_LT((pivot + twin - single_lambda.tail<3>()).norm(), 1e-9 * (1 + single_lambda.norm()));
    EXPECT_LT((pivot - twin).norm(), 1e-9 * (1 + single_lambda.norm())) << "minimum-norm split";
  }
}

INSTANTIATE_TEST_SUITE_P(/* no prefix: the suite name leads */, NullSpaceRedundantConstraints, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return test_name(info.param); });

class NullSpaceBasis : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// N has orthonormal columns, every one of them a motion the constraints allow (C_q N = 0), and as many
// as the mechanism has degrees of freedom in these coordinates (n − rank C_q).
TEST_P(NullSpaceBasis, IsAnOrthonormalBasisOfTheAllowedMotions) {
  const auto& [model_name, coordinates] = GetParam();
  const Model model = model_name == "twin_joint_box" ? hanging_box_with_twin_joint() : load_builtin_model(model_name);
  const MultibodySystem system(model, make_coordinate_type(coordinates));
  NullSpaceFormulation formulation(system);
  std::mt19937 rng(5);
  for (int trial = 0; trial < 3; ++trial) {
    Eigen::VectorXd q, v, acceleration, lambda;
    testing::random_consistent_state(system, rng, q, v);
    formulation.solve(0.0, q, v, acceleration, lambda);
    const Eigen::MatrixXd jacobian = dense_constraint_jacobian(system, q);
    const int n = system.coordinate_count();
    const int rank = static_cast<int>(Eigen::FullPivLU<Eigen::MatrixXd>(jacobian).setThreshold(1e-10).rank());
    EXPECT_EQ(formulation.constraint_rank(), rank);

    const Eigen::MatrixXd basis = formulation.null_space_basis();
    ASSERT_EQ(basis.rows(), n);
    ASSERT_EQ(basis.cols(), n - rank);
    const Eigen::MatrixXd identity = Eigen::MatrixXd::Identity(n - rank, n - rank);
    EXPECT_LT((basis.transpose() * basis - identity).cwiseAbs().maxCoeff(), 1e-12);
    EXPECT_LT((jacobian * basis).cwiseAbs().maxCoeff(), 1e-10 * (1 + jacobian.cwiseAbs().maxCoeff()));
  }
}

std::vector<std::tuple<std::string, std::string>> basis_cases() {
  std::vector<std::tuple<std::string, std::string>> cases = testing::builtin_model_coordinate_cases(true);
  for (const char* c : {"nacf", "rpcf-ep"}) cases.emplace_back("twin_joint_box", c);
  return cases;
}

INSTANTIATE_TEST_SUITE_P(/* no prefix: the suite name leads */, NullSpaceBasis, ::testing::ValuesIn(basis_cases()), [](const auto& info) {
  return testing::builtin_case_name(info.param);
});

// A massless box on its pivot: M is zero on the motions the joint allows, so Nᵀ M N is singular and
// the solve reports it with the time instead of returning garbage.
TEST(NullSpaceSingularMass, ReportsANumericalErrorWithTheTime) {
  Model model = testing::hanging_box();
  model.bodies[0].inertia.mass = 0.0;
  model.bodies[0].inertia.inertia_about_com.setZero();
  const MultibodySystem system(model, make_coordinate_type("rpcf-ep"));
  NullSpaceFormulation formulation(system);
  Eigen::VectorXd q, v, acceleration, lambda;
  system.initial_state(q, v);
  try {
    formulation.solve(1.5, q, v, acceleration, lambda);
    FAIL() << "solved with a singular reduced mass matrix";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::numerical);
    EXPECT_EQ(e.time(), 1.5);
    EXPECT_NE(std::string(e.what()).find("N^T M N"), std::string::npos) << e.what();
  }
}

TEST(NullSpaceFactory, IsListedAndMadeByName) {
  const auto names = acceleration_formulation_names();
  EXPECT_NE(std::find(names.begin(), names.end(), "nullspace"), names.end());
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type("nacf"));
  EXPECT_STREQ(make_acceleration_formulation("nullspace", system)->name(), "nullspace");
}

}  // namespace
}  // namespace mbdae
