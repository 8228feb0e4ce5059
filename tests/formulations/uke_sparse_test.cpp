// The sparse form of the Udwadia–Kalaba equations against the dense one: same accelerations and
// (minimum-norm) multipliers to round-off on every built-in model in every coordinate type, redundant
// constraints included; the equations of motion and the acceleration constraints hold as well as the
// augmented formulation's; the refining solves stay few whatever the size; contradictory
// acceleration constraints are not amplified.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/af.hpp"
#include "formulations/uke.hpp"
#include "io/builtin_models.hpp"
#include "support/builtin_cases.hpp"
#include "support/consistent_states.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// A random consistent state; Bricard's single-loop mechanism cannot be reassembled from random body
// poses, so redundant models keep their initial positions and get random consistent velocities.
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

// |M q̈ + C_qᵀλ − Q|∞ and |C_q q̈ − γ|∞ at (t, q, v).
std::pair<double, double> equation_residuals(const MultibodySystem& system, double t, const Eigen::VectorXd& q,
                                             const Eigen::VectorXd& v, const Eigen::VectorXd& a, const Eigen::VectorXd& l) {
  SparseMatrix mass = system.make_mass_matrix(), jacobian = system.make_constraint_jacobian();
  Eigen::VectorXd forces(system.coordinate_count()), gamma(system.constraint_count());
  system.mass_matrix(q, mass);
  system.gamma_and_jacobian(t, q, v, gamma, jacobian);
  system.generalized_forces(t, q, v, forces);
  return {(mass * a + jacobian.transpose() * l - forces).cwiseAbs().maxCoeff(), (jacobian * a - gamma).cwiseAbs().maxCoeff()};
}

class SparseUdwadiaKalaba : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(SparseUdwadiaKalaba, AgreesWithTheDenseFormToRoundOff) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  UdwadiaKalabaFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
  EXPECT_EQ(sparse.linear_algebra(), LinearAlgebra::sparse);
  std::mt19937 rng(29);
  for (int trial = 0; trial < 5; ++trial) {
    const double t = 0.1 * trial;
    Eigen::VectorXd q, v, a_dense, a_sparse, l_dense, l_sparse;
    random_state(system, model_name, rng, q, v);
    dense.solve(t, q, v, a_dense, l_dense);
    sparse.solve(t, q, v, a_sparse, l_sparse);
    ASSERT_EQ(a_sparse.size(), a_dense.size());
    ASSERT_EQ(l_sparse.size(), l_dense.size());
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, t, q, v, l_dense);
    EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + a_dense.cwiseAbs().maxCoeff()) + round_off.acceleration);
    EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + l_dense.cwiseAbs().maxCoeff()) + round_off.multiplier);
    EXPECT_LE(sparse.last_solves(), 8) << "t = " << t;
    // The equations themselves: no worse than the augmented formulation's own round-off on the same
    // state (its sparse Schur complement is the same elimination), or 1e-11 of the answer where AF
    // refuses the redundant constraints.
    const auto [motion, constraint] = equation_residuals(system, t, q, v, a_sparse, l_sparse);
    double motion_floor = 1e-11 * (1 + l_dense.cwiseAbs().maxCoeff()), constraint_floor = 1e-11 * (1 + a_dense.cwiseAbs().maxCoeff());
    if (!testing::has_redundant_constraints(model_name)) {
      AugmentedFormulation af(system, LinearAlgebra::sparse);
      Eigen::VectorXd a_af, l_af;
      af.solve(t, q, v, a_af, l_af);
      const auto [af_motion, af_constraint] = equation_residuals(system, t, q, v, a_af, l_af);
      motion_floor = 10 * af_motion + 1e-13 * (1 + l_dense.cwiseAbs().maxCoeff());
      constraint_floor = 10 * af_constraint + 1e-13 * (1 + a_dense.cwiseAbs().maxCoeff());
    }
    EXPECT_LE(motion, motion_floor) << "t = " << t;
    EXPECT_LE(constraint, constraint_floor) << "t = " << t;
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, SparseUdwadiaKalaba, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// With redundant constraints the multipliers are not unique: UKE's are the minimum-norm set, the ones
// orthogonal to the null space of C_qᵀ. Checked against that null space from an SVD of C_q.
TEST(SparseUdwadiaKalabaRedundant, MultipliersAreTheMinimumNormSet) {
  for (const std::string model_name : {"bricard", "four_bar"}) {
    SCOPED_TRACE(model_name);
    ASSERT_TRUE(testing::has_redundant_constraints(model_name));
    const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type("nacf"));
    UdwadiaKalabaFormulation sparse(system, LinearAlgebra::sparse);
    std::mt19937 rng(7);
    Eigen::VectorXd q, v, a, l;
    random_state(system, model_name, rng, q, v);
    sparse.solve(0.0, q, v, a, l);
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, q, jacobian);
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(Eigen::MatrixXd(jacobian), Eigen::ComputeFullU);
    const Eigen::VectorXd& sigma = svd.singularValues();
    int rank = 0;
    while (rank < sigma.size() && sigma[rank] > 1e-10 * sigma[0]) ++rank;
    ASSERT_LT(rank, jacobian.rows()) << "the model's constraints are not redundant at this state";
    const Eigen::MatrixXd null_space = svd.matrixU().rightCols(jacobian.rows() - rank);  // of C_qᵀ
    EXPECT_LT((null_space.transpose() * l).cwiseAbs().maxCoeff(), 1e-10 * (1 + l.cwiseAbs().maxCoeff()));
  }
}

// The iterations do not grow with the size: hundred-link chains (1200 coordinates) against the dense
// form, a thousand-link chain (12000) against its equations.
TEST(SparseUdwadiaKalabaChains, IterationsStayFewUpToAThousandLinks) {
  for (const std::string model : {"spherical_chain", "revolute_chain"}) {
    for (const int links : {100, 1000}) {
      if (model == "revolute_chain" && links == 1000) continue;  // one thousand-link chain is enough
      SCOPED_TRACE(model + " n = " + std::to_string(links));
      const MultibodySystem system(load_builtin_model(model, {{"n", std::to_string(links)}}), make_coordinate_type("nacf"));
      Eigen::VectorXd q, v, a_sparse, l_sparse;
      system.initial_state(q, v);
      std::mt19937 rng(3);
      std::normal_distribution<double> normal(0.0, 1.0);
      for (int k = 0; k < v.size(); ++k) v[k] = normal(rng);
      assemble(system, 0.0, q, v);  // the falling arc with random (consistent) velocities
      UdwadiaKalabaFormulation sparse(system, LinearAlgebra::sparse);
      sparse.solve(0.0, q, v, a_sparse, l_sparse);
      EXPECT_LE(sparse.last_solves(), 10);
      const auto [motion, constraint] = equation_residuals(system, 0.0, q, v, a_sparse, l_sparse);
      EXPECT_LT(constraint, 1e-11 * (1 + a_sparse.cwiseAbs().maxCoeff()));
      EXPECT_LT(motion, 1e-11 * (1 + l_sparse.cwiseAbs().maxCoeff()));
      if (links > 100) continue;
      // Against the augmented formulation (independent constraints: one answer), whose Schur
      // complement is factored directly; the dense UKE's pseudoinverse of a K̄ with eigenvalues
      // down to 1e-4 of its largest is the less accurate of the three here.
      AugmentedFormulation dense(system, LinearAlgebra::sparse);
      Eigen::VectorXd a_dense, l_dense;
      dense.solve(0.0, q, v, a_dense, l_dense);
      EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + a_dense.cwiseAbs().maxCoeff()));
      EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + l_dense.cwiseAbs().maxCoeff()));
    }
  }
}

// Velocities that break Bricard's redundant rows make the acceleration constraints contradict each
// other. The sparse form leaves the contradiction out (the redundant row's pivot) instead of dividing it
// by the regularization (1e-12 of S's scale): its residual stays of the contradiction's size, like the
// dense form's pseudoinverse (a least-squares answer; the sparse form drops the row instead, so not the
// same one), and its multipliers as small.
TEST(SparseUdwadiaKalabaRedundant, ContradictoryAccelerationConstraintsAreNotAmplified) {
  const MultibodySystem system(load_builtin_model("bricard"), make_coordinate_type("nacf"));
  UdwadiaKalabaFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
  Eigen::VectorXd q, v, a_dense, l_dense, a_sparse, l_sparse;
  system.initial_state(q, v);
  std::mt19937 rng(11);
  std::normal_distribution<double> normal(0.0, 1e-3);
  for (int k = 0; k < v.size(); ++k) v[k] += normal(rng);  // not projected onto C_q v = 0
  dense.solve(0.5, q, v, a_dense, l_dense);
  sparse.solve(0.5, q, v, a_sparse, l_sparse);
  EXPECT_EQ(sparse.last_rank_deficiency(), 1);  // Bricard's one redundant row
  const auto [dense_motion, dense_constraint] = equation_residuals(system, 0.5, q, v, a_dense, l_dense);
  const auto [sparse_motion, sparse_constraint] = equation_residuals(system, 0.5, q, v, a_sparse, l_sparse);
  ASSERT_GT(dense_constraint, 1e-8);  // the contradiction is there
  EXPECT_LT(sparse_constraint, 100 * dense_constraint);
  EXPECT_LT(sparse_motion, 1e-9 * (1 + l_sparse.cwiseAbs().maxCoeff()));
  EXPECT_LT(l_sparse.norm(), 2 * l_dense.norm());
  EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-3 * (1 + a_dense.cwiseAbs().maxCoeff()))
      << (a_sparse - a_dense).cwiseAbs().maxCoeff();
}

}  // namespace
}  // namespace mbdae
