// AF and UKE against each other and against statics.
#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "support/builtin_cases.hpp"
#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "io/builtin_models.hpp"
#include "joints/joint_kinds.hpp"
#include "support/consistent_states.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {


class FormulationAgreement : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// Every built-in model, both coordinate types: AF and UKE give the same accelerations and multipliers.
TEST_P(FormulationAgreement, AfAndUkeAgreeOnRandomConsistentStates) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto af = make_acceleration_formulation("af", system);
  auto uke = make_acceleration_formulation("uke", system);
  std::mt19937 rng(11);
  for (int trial = 0; trial < 10; ++trial) {
    Eigen::VectorXd q, v, a1, a2, l1, l2;
    testing::random_consistent_state(system, rng, q, v);
    af->solve(0.0, q, v, a1, l1);
    uke->solve(0.0, q, v, a2, l2);
    // UKE factors M + C_qᵀC_q, whose condition number κ bounds its relative accuracy to about n ε κ
    // (1e-14 κ here). Well-scaled models keep 1e-10; Andrews' mechanism in planar NACF mixes second
    // moments of 1e-7 kg m² with C_qᵀC_q entries of order 1 (κ ≈ 1e5..1e6), which costs UKE digits.
    SparseMatrix uke_mass = system.make_mass_matrix(), uke_jacobian = system.make_constraint_jacobian();
    system.mass_matrix(q, uke_mass);
    system.constraint_jacobian(0.0, q, uke_jacobian);
    const Eigen::MatrixXd dense_jacobian = uke_jacobian;
    const Eigen::VectorXd eigenvalues =
        Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(Eigen::MatrixXd(uke_mass) + dense_jacobian.transpose() * dense_jacobian)
            .eigenvalues();
    const double condition = eigenvalues.maxCoeff() / eigenvalues.minCoeff();
    const double tolerance = std::max(1e-10, 1e-14 * condition);
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.0, q, v, l1);
    EXPECT_LT((a1 - a2).cwiseAbs().maxCoeff(), tolerance * (1 + a1.cwiseAbs().maxCoeff()) + round_off.acceleration)
        << "condition " << condition;
    EXPECT_LT((l1 - l2).cwiseAbs().maxCoeff(), tolerance * (1 + l1.cwiseAbs().maxCoeff()) + round_off.multiplier)
        << "condition " << condition;
    // Both satisfy the equations: C_q q̈ = γ, to round-off relative to the terms of C_q q̈ (large
    // where stiff springs give large accelerations: the flyball governor's reach 1e5 m/s² here).
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, q, jacobian);
    Eigen::VectorXd gamma(system.constraint_count());
    system.gamma(0.0, q, v, gamma);
    const double scale = 1 + gamma.cwiseAbs().maxCoeff() + Eigen::MatrixXd(jacobian).cwiseAbs().maxCoeff() * a1.cwiseAbs().maxCoeff();
    const double jacobian_size = Eigen::MatrixXd(jacobian).cwiseAbs().maxCoeff();
    EXPECT_LT((jacobian * a1 - gamma).cwiseAbs().maxCoeff(), 1e-10 * scale + jacobian_size * round_off.acceleration);
  }
}

// AF keeps what does not change from one solve to the next (the columns of M̂⁻¹C_qᵀ of constant rows
// and their products, when M̂ is constant): an AF object that has solved at other states gives bitwise
// the accelerations and multipliers of a fresh one, in both linear-algebra forms.
TEST_P(FormulationAgreement, AfReusedOverManyStatesEqualsAFreshAfBitwise) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  for (const LinearAlgebra algebra : {LinearAlgebra::dense, LinearAlgebra::sparse}) {
    auto reused = make_acceleration_formulation("af", system, algebra);
    std::mt19937 rng(23);
    for (int trial = 0; trial < 4; ++trial) {
      Eigen::VectorXd q, v, a1, a2, l1, l2;
      testing::random_consistent_state(system, rng, q, v);
      reused->solve(0.1 * trial, q, v, a1, l1);
      make_acceleration_formulation("af", system, algebra)->solve(0.1 * trial, q, v, a2, l2);
      EXPECT_EQ(a1, a2) << to_string(algebra) << ", trial " << trial;
      EXPECT_EQ(l1, l2) << to_string(algebra) << ", trial " << trial;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, FormulationAgreement, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(true)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// AF's q̈ and λ solve the saddle-point system [M C_qᵀ; C_q 0] [q̈; λ] = [Q; γ] with the plain M,
// factored here as one dense matrix by LU with full pivoting, at (q, v). AF never forms that matrix: it
// inverts M̂ body by body (RPCF-EP and (x, y, θ) by eliminating the translation, the others by
// Cholesky), which must be exact at any q, not only where the constraints hold.
void expect_af_solves_the_saddle_point_system(const MultibodySystem& system, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd& v) {
  const int n = system.coordinate_count(), m = system.constraint_count();
  Eigen::VectorXd acceleration, multipliers;
  make_acceleration_formulation("af", system)->solve(0.0, q, v, acceleration, multipliers);
  SparseMatrix mass = system.make_mass_matrix(), jacobian = system.make_constraint_jacobian();
  system.mass_matrix(q, mass);
  system.constraint_jacobian(0.0, q, jacobian);
  Eigen::VectorXd forces(n), gamma(m);
  system.generalized_forces(0.0, q, v, forces);
  system.gamma(0.0, q, v, gamma);
  Eigen::MatrixXd saddle = Eigen::MatrixXd::Zero(n + m, n + m);
  saddle.topLeftCorner(n, n) = Eigen::MatrixXd(mass);
  saddle.bottomLeftCorner(m, n) = Eigen::MatrixXd(jacobian);
  saddle.topRightCorner(n, m) = Eigen::MatrixXd(jacobian).transpose();
  Eigen::VectorXd rhs(n + m);
  rhs << forces, gamma;
  const Eigen::FullPivLU<Eigen::MatrixXd> lu(saddle);
  ASSERT_TRUE(lu.isInvertible());
  const Eigen::VectorXd expected = lu.solve(rhs);
  const double scale = 1 + expected.cwiseAbs().maxCoeff();
  EXPECT_LT((acceleration - expected.head(n)).cwiseAbs().maxCoeff(), 1e-9 * scale);
  EXPECT_LT((multipliers - expected.tail(m)).cwiseAbs().maxCoeff(), 1e-9 * scale);
}

// Off the constraint manifold: every coordinate moved by up to 1e-4 (planar types have only in-plane
// coordinates), so that |p| ≠ 1 in RPCF-EP and NACF's body frames are not orthonormal. (Not farther:
// with the paper's A(p), exact only for |p| = 1, the flyball governor's arms, nearly point masses 1 m
// from their pivots, have an indefinite M once |p|² − 1 exceeds about Ī_G / (m |ū_G|²) = 1e-3.)
TEST_P(FormulationAgreement, AfSolvesTheSaddlePointSystemOffTheConstraintManifold) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> offset(-1e-4, 1e-4);
  for (int trial = 0; trial < 5; ++trial) {
    SCOPED_TRACE("trial " + std::to_string(trial));
    Eigen::VectorXd q, v;
    testing::random_consistent_state(system, rng, q, v);
    for (int k = 0; k < q.size(); ++k) q[k] += offset(rng);
    expect_af_solves_the_saddle_point_system(system, q, v);
  }
}

// Bodies whose centre of mass is off the reference point and whose inertia is a full tensor (the
// built-in models' mostly are not), so that the translation–rotation coupling B of RPCF-EP's and
// (x, y, θ)'s mass matrices is non-zero, chained by spherical (revolute in the plane) joints, at their
// unassembled initial state moved by up to 0.01 in every coordinate, with random velocities.
TEST(AfMassInverse, ExactWithOffCentreMassesInEveryCoordinateType) {
  for (const bool planar : {false, true}) {
    Model model = planar ? testing::planar_every_joint_model() : testing::every_joint_model();
    model.point_forces.clear();
    model.torques.clear();
    model.spring_dampers.clear();
    model.markers.clear();
    model.joints.resize(3);
    for (int k = 0; k < 3; ++k) {
      model.joints[k].kind = &joint_kind(planar ? "revolute" : "spherical");
      model.joints[k].body_i = k - 1;  // ground, then bodies 0 and 1
      model.joints[k].body_j = k;
      if (planar) model.joints[k].axis_i = model.joints[k].axis_j = Eigen::Vector3d::UnitZ();
    }
    for (const std::string& coordinates : coordinate_type_names(planar)) {
      SCOPED_TRACE(coordinates);
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      Eigen::VectorXd q, v;
      system.initial_state(q, v);
      std::mt19937 rng(3);
      std::uniform_real_distribution<double> speed(-1.0, 1.0), offset(-0.01, 0.01);
      for (int k = 0; k < v.size(); ++k) v[k] = speed(rng);
      for (int k = 0; k < q.size(); ++k) q[k] += offset(rng);  // |p| ≠ 1 too
      expect_af_solves_the_saddle_point_system(system, q, v);
    }
  }
}

// A diverged state stops every formulation with a numerical error naming the time, before any
// decomposition sees NaN (Eigen's pivoting decompositions may then index outside the matrix).
TEST(AccelerationFormulations, StopOnADivergedStateWithANumericalError) {
  const MultibodySystem system(load_builtin_model("flyball_governor"), make_coordinate_type("nacf"));
  for (const std::string& name : acceleration_formulation_names()) {
    SCOPED_TRACE(name);
    auto formulation = make_acceleration_formulation(name, system);
    Eigen::VectorXd q, v, acceleration, multipliers;
    system.initial_state(q, v);
    v[7] = std::numeric_limits<double>::quiet_NaN();
    try {
      formulation->solve(0.25, q, v, acceleration, multipliers);
      FAIL() << "solved from a NaN state";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::numerical);
      EXPECT_EQ(e.time(), 0.25);
      EXPECT_NE(std::string(e.what()).find("diverged"), std::string::npos) << e.what();
    }
    system.initial_state(q, v);
    q[system.body_offset(2)] = 1e308;  // an arm's x: finite, but its spring's tension overflows
    EXPECT_THROW(formulation->solve(0.25, q, v, acceleration, multipliers), Error);
  }
}

// An indefinite body mass block is refused, naming the body, in RPCF-EP too, where AF inverts it in
// closed form rather than by Cholesky: the flyball governor's arms (nearly point masses 1 m from
// their pivots) have an indefinite M̂ once |p|² − 1 is well above Ī_G / (m |ū_G|²) = 1e-3.
TEST(AccelerationFormulations, AfRefusesAnIndefiniteMassBlockNamingTheBody) {
  const MultibodySystem system(load_builtin_model("flyball_governor"), make_coordinate_type("rpcf-ep"));
  auto af = make_acceleration_formulation("af", system);
  Eigen::VectorXd q, v, acceleration, multipliers;
  system.initial_state(q, v);
  af->solve(0.5, q, v, acceleration, multipliers);  // |p| = 1: positive definite
  int arm = 0;
  while (system.model().bodies[arm].name != "arm_right") ++arm;
  q.segment<4>(system.body_offset(arm) + 3) *= 1.05;  // |p|² − 1 ≈ 0.1
  try {
    af->solve(0.5, q, v, acceleration, multipliers);
    FAIL() << "solved with an indefinite mass block";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::numerical);
    EXPECT_EQ(e.time(), 0.5);
    EXPECT_NE(std::string(e.what()).find("body 'arm_right': the mass matrix block is not positive definite"),
              std::string::npos) << e.what();
  }
}

class HangingBox : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// At rest below its pivot, the box does not accelerate and the joint carries its weight: the force of
// the pivot on the box is −λ-derived, J_Pᵀλ with C = r_ground − r_box, so λ = −m g.
TEST_P(HangingBox, TheJointCarriesTheWeight) {
  const auto& [formulation_name, coordinates] = GetParam();
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type(coordinates));
  auto formulation = make_acceleration_formulation(formulation_name, system);
  Eigen::VectorXd q, v, a, lambda;
  system.initial_state(q, v);
  formulation->solve(0.0, q, v, a, lambda);
  EXPECT_LT(a.cwiseAbs().maxCoeff(), 1e-12);
  const Eigen::Vector3d reaction = lambda.tail<3>();  // the joint's rows follow the intrinsic ones
  const Eigen::Vector3d weight = 2.5 * Eigen::Vector3d(0, 0, -9.81);
  EXPECT_LT((reaction + weight).norm(), 1e-12) << reaction.transpose();
}

INSTANTIATE_TEST_SUITE_P(AllPairs, HangingBox,
                         ::testing::Combine(::testing::Values("af", "uke"), ::testing::Values("nacf", "rpcf-ep")),
                         [](const auto& info) {
                           return std::get<0>(info.param) + "_" + (std::get<1>(info.param) == "nacf" ? "nacf" : "rpcf_ep");
                         });

// A redundant constraint (the same spherical joint twice) makes the saddle-point matrix singular:
// UKE still solves, AF says why it cannot.
TEST(RedundantConstraints, UkeSolvesWhereAfReportsASingularMatrix) {
  Model model = testing::hanging_box();
  Joint twin = model.joints[0];
  twin.name = "twin";
  model.joints.push_back(twin);
  model.bodies[0].initial_velocity = Eigen::Vector3d(0.4, 0, 0);
  model.bodies[0].initial_angular_velocity = Eigen::Vector3d(0, 0.4, 0);  // swinging about the pivot
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  Eigen::VectorXd q, v, a, lambda;
  system.initial_state(q, v);
  auto uke = make_acceleration_formulation("uke", system);
  uke->solve(0.0, q, v, a, lambda);
  // Same accelerations as without the twin; the reaction is shared between the two joints.
  const MultibodySystem single(testing::hanging_box(), make_coordinate_type("nacf"));
  Eigen::VectorXd q1, v1, a1, lambda1;
  single.initial_state(q1, v1);
  v1 = v;
  make_acceleration_formulation("af", single)->solve(0.0, q1, v1, a1, lambda1);
  EXPECT_LT((a - a1).cwiseAbs().maxCoeff(), 1e-10);
  EXPECT_LT((lambda.segment<3>(6) + lambda.segment<3>(9) - lambda1.tail<3>()).norm(), 1e-9);
  EXPECT_LT((lambda.segment<3>(6) - lambda.segment<3>(9)).norm(), 1e-9) << "minimum-norm split";

  auto af = make_acceleration_formulation("af", system);
  try {
    af->solve(0.0, q, v, a, lambda);
    FAIL() << "AF solved a singular saddle-point system";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::numerical);
    EXPECT_NE(std::string(e.what()).find("saddle-point) matrix is singular"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mbdae
