// The sparse form of coordinate partitioning against the dense one on every built-in model, the
// redundant ones (Bricard, four-bar) included: the same rank, a valid partition (independent rows, a
// non-singular dependent block), the same corrected state to round-off on a common partition, and a
// corrected state on the constraints with its own partition.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "corrections/rgcp.hpp"
#include "linear_algebra/sparse_lu.hpp"
#include "io/builtin_models.hpp"
#include "support/builtin_cases.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

class SparsePartitioning : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {
 protected:
  void SetUp() override {
    system.initial_state(q0, v0);
    std::mt19937 rng(9);
    std::normal_distribution<double> normal(0.0, 1.0);
    for (int k = 0; k < v0.size(); ++k) v0[k] += normal(rng);
    assemble(system, 0.0, q0, v0);
    q = q0;
    v = v0;
    // Off the constraints, as after an integration step. Redundancy (Bricard, the four-bar) holds only
    // on the constraints: 1e-6 off them C_q has full rank with a condition number near 1e7, so those
    // models are moved by round-off only and keep their rank deficiency.
    const double offset = testing::has_redundant_constraints(std::get<0>(GetParam())) ? 1e-12 : 1e-6;
    for (int k = 0; k < q.size(); ++k) {
      q[k] += offset * normal(rng);
      v[k] += 1e-3 * normal(rng);
    }
    jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, q, jacobian);
  }
  static CorrectionOptions options(LinearAlgebra algebra) {
    CorrectionOptions o;
    o.linear_algebra = algebra;
    return o;
  }
  void expect_on_constraints(const Eigen::VectorXd& qc, const Eigen::VectorXd& vc) const {
    Eigen::VectorXd c(system.constraint_count());
    system.constraints(0.0, qc, c);
    EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-12);
    SparseMatrix cq = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, qc, cq);
    Eigen::VectorXd ct(system.constraint_count());
    system.constraint_time_derivative(0.0, qc, ct);
    EXPECT_LT((cq * vc + ct).cwiseAbs().maxCoeff(), 1e-11 * (1 + vc.cwiseAbs().maxCoeff()));
  }

  MultibodySystem system{load_builtin_model(std::get<0>(GetParam())), make_coordinate_type(std::get<1>(GetParam()))};
  Eigen::VectorXd q0, v0, q, v;
  SparseMatrix jacobian;
};

TEST_P(SparsePartitioning, FindsTheRankAndAValidPartition) {
  CoordinatePartitioning dense(system, options(LinearAlgebra::dense)), sparse(system, options(LinearAlgebra::sparse));
  dense.choose_partition(0.0, q);
  sparse.choose_partition(0.0, q);
  const std::vector<int>& rows = sparse.independent_rows();
  const std::vector<int>& dependent = sparse.dependent_coordinates();
  const int r = static_cast<int>(dependent.size());
  EXPECT_EQ(r, static_cast<int>(dense.dependent_coordinates().size()));  // the same rank
  EXPECT_EQ(r, system.coordinate_count() - degrees_of_freedom(system, 0.0, q));
  ASSERT_EQ(static_cast<int>(rows.size()), r);
  // The kept rows are independent, and the dependent block is about as well conditioned as the one
  // full pivoting chooses (partial pivoting per constraint instead of over the whole matrix).
  const Eigen::MatrixXd full(jacobian);
  auto block_condition = [&](const CoordinatePartitioning& partition) {
    const auto& d = partition.dependent_coordinates();
    const auto& k = partition.independent_rows();
    Eigen::MatrixXd block(r, r);
    for (int i = 0; i < r; ++i)
      for (int j = 0; j < r; ++j) block(i, j) = full(k[i], d[j]);
    const Eigen::JacobiSVD<Eigen::MatrixXd> svd(block);
    return svd.singularValues()(0) / svd.singularValues()(r - 1);
  };
  Eigen::MatrixXd kept(r, full.cols());
  for (int i = 0; i < r; ++i) kept.row(i) = full.row(rows[i]);
  Eigen::FullPivLU<Eigen::MatrixXd> kept_lu(kept);
  kept_lu.setThreshold(1e-10);
  EXPECT_EQ(kept_lu.rank(), r);
  if (r > 0) {
    const double sparse_condition = block_condition(sparse), dense_condition = block_condition(dense);
    EXPECT_LT(sparse_condition, 10 * dense_condition) << "dense " << dense_condition;
    EXPECT_LT(sparse_condition, 1e3);
  }
}

TEST_P(SparsePartitioning, CorrectsLikeTheDenseFormOnTheSamePartition) {
  CoordinatePartitioning dense(system, options(LinearAlgebra::dense)), sparse(system, options(LinearAlgebra::sparse));
  dense.choose_partition(0.0, q);
  sparse.set_partition(dense.dependent_coordinates(), dense.independent_rows());
  Eigen::VectorXd q_dense = q, v_dense = v, q_sparse = q, v_sparse = v;
  dense.correct(0.0, q_dense, v_dense);
  sparse.correct(0.0, q_sparse, v_sparse);
  EXPECT_EQ(sparse.dependent_coordinates(), dense.dependent_coordinates());  // neither repartitioned
  EXPECT_EQ(sparse.statistics().newton_iterations, dense.statistics().newton_iterations);
  EXPECT_LT((q_sparse - q_dense).cwiseAbs().maxCoeff(), 1e-13 * (1 + q_dense.cwiseAbs().maxCoeff()));
  EXPECT_LT((v_sparse - v_dense).cwiseAbs().maxCoeff(), 1e-11 * (1 + v_dense.cwiseAbs().maxCoeff()));
  expect_on_constraints(q_sparse, v_sparse);
}

TEST_P(SparsePartitioning, EndsOnTheConstraintsWithItsOwnPartition) {
  CoordinatePartitioning sparse(system, options(LinearAlgebra::sparse));
  Eigen::VectorXd qc = q, vc = v;
  sparse.correct(0.0, qc, vc);
  expect_on_constraints(qc, vc);
  // Only the dependent coordinates moved.
  const std::vector<int>& dependent = sparse.dependent_coordinates();
  for (int k = 0; k < q.size(); ++k)
    if (std::find(dependent.begin(), dependent.end(), k) == dependent.end()) {
      EXPECT_EQ(qc[k], q[k]) << k;
      EXPECT_EQ(vc[k], v[k]) << k;
    }
  EXPECT_LT((qc - q0).cwiseAbs().maxCoeff(), 1e-4);  // close to the consistent state it came from
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, SparsePartitioning, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// KLU's factorization as RGCP uses it: a singular matrix is reported (pivot ratio 0), a regular one
// solves to round-off, a refactorization with the same pattern reuses the pivot order, and the
// smallest pivot is dense LU with partial pivoting's (Eigen), in the matrix's own units.
TEST(SparseLu, ReportsSingularMatricesAndSolvesRegularOnes) {
  Eigen::MatrixXd a(3, 3);
  a << 4, 1, 0, 1, 3, 1, 0, 1, 2;
  SparseMatrix sparse = a.sparseView();
  sparse.makeCompressed();
  SparseLu lu;
  ASSERT_TRUE(lu.factor(sparse));
  EXPECT_GT(lu.pivot_ratio(), 0.0);
  EXPECT_LE(lu.pivot_ratio(), 1.0);
  const auto smallest_dense_pivot = [](const Eigen::MatrixXd& m) {
    return Eigen::PartialPivLU<Eigen::MatrixXd>(m).matrixLU().diagonal().cwiseAbs().minCoeff();
  };
  EXPECT_NEAR(lu.smallest_pivot(), smallest_dense_pivot(a), 1e-14);
  const Eigen::Vector3d x(1.0, -2.0, 0.5);
  Eigen::VectorXd b = a * x;
  lu.solve_in_place(b);
  EXPECT_LT((b - x).cwiseAbs().maxCoeff(), 1e-14);

  sparse.coeffRef(2, 2) = 5.0;  // same pattern, new values
  a(2, 2) = 5.0;
  ASSERT_TRUE(lu.refactor(sparse));
  EXPECT_NEAR(lu.smallest_pivot(), smallest_dense_pivot(a), 1e-14);
  b = a * x;
  lu.solve_in_place(b);
  EXPECT_LT((b - x).cwiseAbs().maxCoeff(), 1e-14);

  Eigen::MatrixXd singular(2, 2);
  singular << 1, 2, 2, 4;
  SparseMatrix s = singular.sparseView();
  s.makeCompressed();
  EXPECT_FALSE(lu.factor(s));
  EXPECT_EQ(lu.pivot_ratio(), 0.0);
  EXPECT_EQ(lu.smallest_pivot(), 0.0);
}

}  // namespace
}  // namespace mbdae
