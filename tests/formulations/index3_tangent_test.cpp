// The pieces of the implicit index-3 integrators: the force Jacobians K = −∂Q/∂q, D = −∂Q/∂v against
// central differences entry by entry, and the sparse tangent M + c_v D + c_q K + w C_qᵀC_q against
// its dense definition, including its definiteness where M alone is singular (RPCF-EP).
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_tangent.hpp"
#include "io/builtin_models.hpp"
#include "support/test_models.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// A state with q and v random around the model's poses (no need to satisfy the constraints here).
void random_state(const MultibodySystem& system, unsigned seed, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(-0.2, 0.2);
  system.initial_state(q, v);
  for (int k = 0; k < q.size(); ++k) {
    q[k] += u(rng);
    v[k] = 5.0 * u(rng);
  }
}

// Central differences of Q, one column at a time: the independent check of the coloured forward
// differences.
Eigen::MatrixXd central_difference(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                   bool by_velocity) {
  const int n = system.coordinate_count();
  Eigen::MatrixXd out(n, n);
  Eigen::VectorXd plus(n), minus(n);
  const double h = 1e-6;
  for (int j = 0; j < n; ++j) {
    Eigen::VectorXd qp = q, qm = q, vp = v, vm = v;
    (by_velocity ? vp : qp)[j] += h;
    (by_velocity ? vm : qm)[j] -= h;
    system.generalized_forces(0.3, qp, vp, plus);
    system.generalized_forces(0.3, qm, vm, minus);
    out.col(j) = -(plus - minus) / (2 * h);
  }
  return out;
}

class ForceJacobians : public ::testing::TestWithParam<std::string> {};

// every_joint_model has gravity, a point force, a torque and two spring–dampers, and in RPCF-EP the
// quadratic-velocity forces: every kind of force that K and D must see.
TEST_P(ForceJacobians, MatchCentralDifferencesEntryByEntry) {
  const MultibodySystem system(testing::every_joint_model(), make_coordinate_type(GetParam()));
  ForceJacobian jacobian(system);
  EXPECT_FALSE(jacobian.forces_are_constant());
  Eigen::VectorXd q, v;
  random_state(system, 3, q, v);
  SparseMatrix K = jacobian.make_matrix(), D = jacobian.make_matrix();
  const long nonzeros = K.nonZeros();
  jacobian.evaluate(0.3, q, v, K, D);
  EXPECT_EQ(K.nonZeros(), nonzeros) << "the pattern is fixed";
  const Eigen::MatrixXd K_fd = central_difference(system, q, v, false);
  const Eigen::MatrixXd D_fd = central_difference(system, q, v, true);
  const Eigen::MatrixXd K_dense = K, D_dense = D;
  EXPECT_GT(K_fd.norm(), 1.0) << "the test needs non-trivial stiffness";
  EXPECT_GT(D_fd.norm(), 0.1) << "the test needs non-trivial damping";
  for (int i = 0; i < K_fd.rows(); ++i)
    for (int j = 0; j < K_fd.cols(); ++j) {
      EXPECT_NEAR(K_dense(i, j), K_fd(i, j), 2e-5 * (1.0 + std::abs(K_fd(i, j)))) << "K(" << i << "," << j << ")";
      EXPECT_NEAR(D_dense(i, j), D_fd(i, j), 2e-5 * (1.0 + std::abs(D_fd(i, j)))) << "D(" << i << "," << j << ")";
    }
}

INSTANTIATE_TEST_SUITE_P(Coordinates, ForceJacobians, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return info.param == "nacf" ? std::string("nacf") : "rpcf_ep"; });

// The shortcut: with NACF, gravity and point forces only, Q is constant, and finite differences agree.
TEST(ForceJacobian, IsZeroWithoutEvaluationsWhenTheForcesAreConstant) {
  Model model = testing::every_joint_model();
  model.torques.clear();
  model.spring_dampers.clear();
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  ForceJacobian jacobian(system);
  ASSERT_TRUE(jacobian.forces_are_constant());
  Eigen::VectorXd q, v;
  random_state(system, 5, q, v);
  EXPECT_LT(central_difference(system, q, v, false).norm(), 1e-6);
  EXPECT_LT(central_difference(system, q, v, true).norm(), 1e-6);
  SparseMatrix K = jacobian.make_matrix(), D = jacobian.make_matrix();
  K.coeffs().setConstant(1.0);
  D.coeffs().setConstant(1.0);
  jacobian.evaluate(0.0, q, v, K, D);
  EXPECT_EQ(Eigen::MatrixXd(K).norm(), 0.0);
  EXPECT_EQ(Eigen::MatrixXd(D).norm(), 0.0);
  EXPECT_EQ(jacobian.evaluations(), 0);
}

class Tangent : public ::testing::TestWithParam<std::string> {};

// With LU (unsymmetric K and D) T is M + c_v D + c_q K + w C_qᵀC_q itself; with LDLT, which reads one
// triangle, K and D enter through their symmetric parts.
TEST_P(Tangent, EqualsItsDenseDefinitionAndSolves) {
  const MultibodySystem system(testing::every_joint_model(), make_coordinate_type(GetParam()));
  ForceJacobian force_jacobian(system);
  for (bool symmetric : {false, true}) {
  Index3Tangent tangent(system, force_jacobian.make_matrix(), symmetric);
  Eigen::VectorXd q, v;
  random_state(system, 11, q, v);
  SparseMatrix M = system.make_mass_matrix(), J = system.make_constraint_jacobian();
  SparseMatrix K = force_jacobian.make_matrix(), D = force_jacobian.make_matrix();
  system.mass_matrix(q, M);
  system.constraint_jacobian(0.0, q, J);
  force_jacobian.evaluate(0.0, q, v, K, D);
  const double c_v = 5e-3, c_q = 2.5e-5, w = 40.0;
  tangent.assemble(M, D, K, J, c_v, c_q, w);
  const Eigen::MatrixXd Md = M, Jd = J, Kd = K, Dd = D;
  const Eigen::MatrixXd expected =
      symmetric ? Eigen::MatrixXd(Md + c_v * 0.5 * (Dd + Dd.transpose()) + c_q * 0.5 * (Kd + Kd.transpose()) +
                                  w * Jd.transpose() * Jd)
                : Eigen::MatrixXd(Md + c_v * Dd + c_q * Kd + w * Jd.transpose() * Jd);
  EXPECT_GT((Kd - Kd.transpose()).norm(), 1e-3 * Kd.norm()) << "the test needs an unsymmetric K";
  const Eigen::MatrixXd assembled = tangent.matrix();
  EXPECT_LT((assembled - expected).norm(), 1e-12 * expected.norm()) << "symmetric " << symmetric;
  ASSERT_TRUE(tangent.factorize());
  const Eigen::VectorXd b = Eigen::VectorXd::LinSpaced(q.size(), -1.0, 2.0);
  Eigen::VectorXd x;
  tangent.solve(b, x);
  EXPECT_LT((expected * x - b).norm(), 1e-9 * b.norm()) << "symmetric " << symmetric;
  }
}

// The choice of factorization rests on this: K and D are symmetric exactly when the forces are
// conservative springs and gravity in coordinates without quadratic-velocity forces.
TEST(ForceJacobian, SaysWhenItsMatricesAreSymmetric) {
  Model springs_only = testing::every_joint_model();
  springs_only.torques.clear();
  for (SpringDamper& s : springs_only.spring_dampers) s.damping = 0.0;
  for (const char* coordinates : {"nacf", "rpcf-ep"})
    for (const Model* model : {static_cast<const Model*>(&springs_only), static_cast<const Model*>(nullptr)}) {
      const Model m = model ? *model : testing::every_joint_model();
      const MultibodySystem system(m, make_coordinate_type(coordinates));
      ForceJacobian jacobian(system);
      Eigen::VectorXd q, v;
      random_state(system, 13, q, v);
      SparseMatrix K = jacobian.make_matrix(), D = jacobian.make_matrix();
      jacobian.evaluate(0.0, q, v, K, D);
      const Eigen::MatrixXd Kd = K, Dd = D;
      const double asymmetry = (Kd - Kd.transpose()).norm() + (Dd - Dd.transpose()).norm();
      const bool expected_symmetric = model != nullptr && std::string(coordinates) == "nacf";
      EXPECT_EQ(jacobian.jacobians_are_symmetric(), expected_symmetric) << coordinates;
      if (expected_symmetric)
        EXPECT_LT(asymmetry, 1e-5 * (1.0 + Kd.norm())) << coordinates;
      else
        EXPECT_GT(asymmetry, 1e-3 * (Kd.norm() + Dd.norm())) << coordinates << (model ? " springs only" : "");
    }
}

INSTANTIATE_TEST_SUITE_P(Coordinates, Tangent, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return info.param == "nacf" ? std::string("nacf") : "rpcf_ep"; });

// RPCF-EP's M is singular along each body's Euler parameters: alone it cannot be factorized, and the
// normalization rows of C_qᵀC_q are what make the tangent regular (formulations/index3_tangent.hpp).
TEST(Tangent, NeedsTheConstraintTermWhereTheMassMatrixIsSingular) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("rpcf-ep"));
  ForceJacobian force_jacobian(system);
  for (bool symmetric : {true, false}) {  // LDLT and KLU both say so
    Index3Tangent tangent(system, force_jacobian.make_matrix(), symmetric);
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    SparseMatrix M = system.make_mass_matrix(), J = system.make_constraint_jacobian();
    SparseMatrix K = force_jacobian.make_matrix(), D = force_jacobian.make_matrix();
    system.mass_matrix(q, M);
    system.constraint_jacobian(0.0, q, J);
    tangent.assemble(M, D, K, J, 0.0, 0.0, 0.0);
    EXPECT_FALSE(tangent.factorize()) << "symmetric " << symmetric;
    tangent.assemble(M, D, K, J, 0.0, 0.0, 1e-3);
    EXPECT_TRUE(tangent.factorize()) << "symmetric " << symmetric;
    // And again, now refactorizing with KLU's first pivot order.
    tangent.assemble(M, D, K, J, 0.0, 0.0, 2e-3);
    EXPECT_TRUE(tangent.factorize()) << "symmetric " << symmetric;
  }
}

}  // namespace
}  // namespace mbdae
