// The null-space formulation's sparse form (coordinate partitioning's basis R = [−C_d⁻¹C_i; I])
// against the dense, orthonormal one: same accelerations and minimum-norm multipliers to round-off on
// every built-in model in every coordinate type, redundant constraints included; R spans the allowed
// motions; the partition follows the mechanism; hundred-link chains agree with the augmented
// formulation.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/af.hpp"
#include "formulations/nullspace.hpp"
#include "integrators/ab4.hpp"
#include "io/builtin_models.hpp"
#include "support/builtin_cases.hpp"
#include "support/adaptive_test_models.hpp"
#include "support/consistent_states.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// A random consistent state; redundant models (Bricard's loop cannot be reassembled from random poses)
// keep their initial positions and get random consistent velocities.
void random_state(const MultibodySystem& system, const std::string& model_name, std::mt19937& rng, Eigen::VectorXd& q,
                  Eigen::VectorXd& v) {
  if (!testing::has_redundant_constraints(model_name)) {
    testing::random_consistent_state(system, rng, q, v);
    return;
  }
  system.initial_state(q, v);
  std::normal_distribution<double> normal(0.0, 1.0);
  for (int k = 0; k < v.size(); ++k) v[k] = normal(rng);
  assemble(system, 0.0, q, v);
}

Eigen::MatrixXd dense_jacobian(const MultibodySystem& system, double t, const Eigen::VectorXd& q) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(t, q, jacobian);
  return Eigen::MatrixXd(jacobian);
}

class SparseNullSpace : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(SparseNullSpace, AgreesWithTheOrthonormalFormToRoundOff) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  NullSpaceFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
  EXPECT_EQ(dense.linear_algebra(), LinearAlgebra::dense);
  ASSERT_EQ(sparse.linear_algebra(), LinearAlgebra::sparse);
  ASSERT_NE(sparse.sparse_form(), nullptr);
  std::mt19937 rng(31);
  for (int trial = 0; trial < 5; ++trial) {
    const double t = 0.1 * trial;
    Eigen::VectorXd q, v, a_dense, a_sparse, l_dense, l_sparse;
    random_state(system, model_name, rng, q, v);
    dense.solve(t, q, v, a_dense, l_dense);
    sparse.solve(t, q, v, a_sparse, l_sparse);
    ASSERT_EQ(a_sparse.size(), a_dense.size());
    ASSERT_EQ(l_sparse.size(), l_dense.size());
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, t, q, v, l_dense);
    EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + a_dense.cwiseAbs().maxCoeff()) + round_off.acceleration)
        << "t = " << t;
    EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + l_dense.cwiseAbs().maxCoeff()) + round_off.multiplier)
        << "t = " << t;
    EXPECT_EQ(sparse.sparse_form()->constraint_rank(), dense.constraint_rank());

    // R: identity on the independent coordinates, zero on C_q's rows.
    const PartitionedNullSpaceFormulation& form = *sparse.sparse_form();
    const Eigen::MatrixXd& basis = form.null_space_basis();
    const int n = system.coordinate_count(), rank = form.constraint_rank();
    ASSERT_EQ(basis.rows(), n);
    ASSERT_EQ(basis.cols(), n - rank);
    const std::vector<int>& independent = form.partition().independent;
    ASSERT_EQ(static_cast<int>(independent.size()), n - rank);
    for (int j = 0; j < n - rank; ++j)
      for (int i = 0; i < n - rank; ++i) EXPECT_EQ(basis(independent[i], j), i == j ? 1.0 : 0.0);
    const Eigen::MatrixXd jacobian = dense_jacobian(system, t, q);
    EXPECT_LT((jacobian * basis).cwiseAbs().maxCoeff(),
              1e-10 * (1 + jacobian.cwiseAbs().maxCoeff()) * (1 + basis.cwiseAbs().maxCoeff()));
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, SparseNullSpace, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// With redundant constraints the multipliers are not unique: the sparse form's are made the
// minimum-norm set, orthogonal to the null space of C_qᵀ (checked against an SVD of C_q), and still
// satisfy the equations of motion.
TEST(SparseNullSpaceRedundant, MultipliersAreTheMinimumNormSet) {
  for (const std::string model_name : {"bricard", "four_bar"}) {
    SCOPED_TRACE(model_name);
    ASSERT_TRUE(testing::has_redundant_constraints(model_name));
    const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type("nacf"));
    NullSpaceFormulation sparse(system, LinearAlgebra::sparse);
    std::mt19937 rng(7);
    Eigen::VectorXd q, v, a, l;
    random_state(system, model_name, rng, q, v);
    sparse.solve(0.0, q, v, a, l);
    const Eigen::MatrixXd jacobian = dense_jacobian(system, 0.0, q);
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(jacobian, Eigen::ComputeFullU);
    const Eigen::VectorXd& sigma = svd.singularValues();
    int rank = 0;
    while (rank < sigma.size() && sigma[rank] > 1e-10 * sigma[0]) ++rank;
    ASSERT_LT(rank, jacobian.rows()) << "the model's constraints are not redundant at this state";
    EXPECT_EQ(sparse.sparse_form()->constraint_rank(), rank);
    const Eigen::MatrixXd null_space = svd.matrixU().rightCols(jacobian.rows() - rank);  // of C_qᵀ
    EXPECT_LT((null_space.transpose() * l).cwiseAbs().maxCoeff(), 1e-10 * (1 + l.cwiseAbs().maxCoeff()));
    SparseMatrix mass = system.make_mass_matrix();
    system.mass_matrix(q, mass);
    Eigen::VectorXd forces(system.coordinate_count());
    system.generalized_forces(0.0, q, v, forces);
    EXPECT_LT((mass * a + jacobian.transpose() * l - forces).cwiseAbs().maxCoeff(), 1e-10 * (1 + l.cwiseAbs().maxCoeff()));
  }
}

// The same spherical joint twice: the reaction is split evenly between the twins, as by the dense form.
TEST(SparseNullSpaceRedundant, TwinJointsShareTheReaction) {
  Model model = testing::hanging_box();
  Joint twin = model.joints[0];
  twin.name = "twin";
  model.joints.push_back(twin);
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    NullSpaceFormulation sparse(system, LinearAlgebra::sparse);
    std::mt19937 rng(17);
    Eigen::VectorXd q, v, a, l;
    testing::random_consistent_state(system, rng, q, v);
    sparse.solve(0.0, q, v, a, l);
    const int m = system.constraint_count();
    EXPECT_EQ(sparse.sparse_form()->constraint_rank(), m - 3);
    EXPECT_LT((l.segment<3>(m - 6) - l.segment<3>(m - 3)).norm(), 1e-9 * (1 + l.norm())) << "minimum-norm split";
    EXPECT_GT(l.segment<3>(m - 3).norm(), 1.0) << "the box hangs on both";
  }
}

// The (x, y, θ) pendulum released horizontal: one distance row, a 1 × 1 dependent block. At release
// the partition takes the coordinate along the rod; at the bottom of the swing that entry of C_q is
// zero and the other one largest, and the other way round at the far turn. Along the swing the form
// chooses again and agrees with the dense one at every state.
TEST(SparseNullSpacePartition, FollowsTheSwing) {
  const MultibodySystem system(load_builtin_model("simple_pendulum"), make_coordinate_type("planar-xytheta"));
  AugmentedFormulation af(system);
  AdamsBashforth4 integrator(af, 1e-3);
  NullSpaceFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
  int states = 0;
  testing::integrate_to_outputs(system, integrator, 2.4, 0.05, [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
    Eigen::VectorXd a_dense, a_sparse, l_dense, l_sparse;
    dense.solve(t, q, v, a_dense, l_dense);
    sparse.solve(t, q, v, a_sparse, l_sparse);
    EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-12 * (1 + a_dense.cwiseAbs().maxCoeff())) << "t = " << t;
    EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-12 * (1 + l_dense.cwiseAbs().maxCoeff())) << "t = " << t;
    ++states;
  });
  EXPECT_EQ(states, 49);
  // Released, and again before the entry it holds falls below kRepartitionRatio of its value at the
  // choice (at least once in a swing through the bottom).
  EXPECT_GE(sparse.sparse_form()->partitions_chosen(), 2);
  EXPECT_LT(sparse.sparse_form()->partitions_chosen(), 20) << "a partition is kept while it is good";
}

// Hundred-link chains (1200 coordinates) against the sparse augmented formulation: independent
// constraints, one answer.
TEST(SparseNullSpaceChains, AgreesWithTheAugmentedFormulationAtAHundredLinks) {
  for (const std::string model : {"spherical_chain", "revolute_chain"}) {
    SCOPED_TRACE(model);
    const MultibodySystem system(load_builtin_model(model, {{"n", "100"}}), make_coordinate_type("nacf"));
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    std::mt19937 rng(3);
    std::normal_distribution<double> normal(0.0, 1.0);
    for (int k = 0; k < v.size(); ++k) v[k] = normal(rng);
    assemble(system, 0.0, q, v);
    NullSpaceFormulation sparse(system, LinearAlgebra::sparse);
    AugmentedFormulation af(system, LinearAlgebra::sparse);
    Eigen::VectorXd a_sparse, l_sparse, a_af, l_af;
    sparse.solve(0.0, q, v, a_sparse, l_sparse);
    af.solve(0.0, q, v, a_af, l_af);
    EXPECT_LT((a_sparse - a_af).cwiseAbs().maxCoeff(), 1e-9 * (1 + a_af.cwiseAbs().maxCoeff()));
    EXPECT_LT((l_sparse - l_af).cwiseAbs().maxCoeff(), 1e-9 * (1 + l_af.cwiseAbs().maxCoeff()));
  }
}

// A massless box on its pivot: Rᵀ M R is singular, reported with the time.
TEST(SparseNullSpaceSingularMass, ReportsANumericalErrorWithTheTime) {
  Model model = testing::hanging_box();
  model.bodies[0].inertia.mass = 0.0;
  model.bodies[0].inertia.inertia_about_com.setZero();
  const MultibodySystem system(model, make_coordinate_type("rpcf-ep"));
  NullSpaceFormulation formulation(system, LinearAlgebra::sparse);
  Eigen::VectorXd q, v, acceleration, lambda;
  system.initial_state(q, v);
  try {
    formulation.solve(1.5, q, v, acceleration, lambda);
    FAIL() << "solved with a singular reduced mass matrix";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::numerical);
    EXPECT_EQ(e.time(), 1.5);
    EXPECT_NE(std::string(e.what()).find("R^T M R"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mbdae
