// The constraints' second derivatives (src/system/constraint_second_derivatives.cpp) against central
// differences of C_q: Σλ_i ∂²C_i/∂q² against ∂(C_qᵀλ)/∂q and ∂(C_q w)/∂q against itself, on the
// every-joint models and every built-in model natural coordinates describe without a drive or a rolling
// contact; the intrinsic rows' Hessians in every coordinate type; and where they are not constant, a
// refusal rather than a wrong matrix.
#include <gtest/gtest.h>

#include <random>

#include "core/error.hpp"
#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "support/test_models.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {
namespace {

// Collects the entries into a dense matrix, repeated pairs adding up.
class DenseSink final : public EntrySink {
 public:
  DenseSink(int rows, int cols) : matrix(Eigen::MatrixXd::Zero(rows, cols)) {}
  void add(int row, int col, double value) override { matrix(row, col) += value; }
  Eigen::MatrixXd matrix;
};

Eigen::VectorXd random_vector_of(int size, std::mt19937& rng) {
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  Eigen::VectorXd x(size);
  for (int k = 0; k < size; ++k) x[k] = u(rng);
  return x;
}

// Checks both functions at a random q (off the constraint manifold: the Hessians hold everywhere).
void expect_second_derivatives_match_differences(const MultibodySystem& system) {
  ASSERT_TRUE(system.has_constant_constraint_hessians());
  const int n = system.coordinate_count(), m = system.constraint_count();
  std::mt19937 rng(17);
  const Eigen::VectorXd q = random_vector_of(n, rng), lambda = random_vector_of(m, rng), w = random_vector_of(n, rng);
  DenseSink hessian(n, n), derivative(m, n);
  system.constraint_hessian(q, lambda, hessian);
  system.jacobian_derivative(q, w, derivative);
  EXPECT_LT((hessian.matrix - hessian.matrix.transpose()).cwiseAbs().maxCoeff(), 1e-13) << "symmetric";

  SparseMatrix jacobian = system.make_constraint_jacobian();
  auto jacobian_at = [&](const Eigen::VectorXd& x) {
    system.constraint_jacobian(0.0, x, jacobian);
    return Eigen::MatrixXd(jacobian);
  };
  const double h = 1e-6;
  double scale = 1.0;
  for (int j = 0; j < n; ++j) {
    Eigen::VectorXd plus = q, minus = q;
    plus[j] += h;
    minus[j] -= h;
    const Eigen::MatrixXd difference = (jacobian_at(plus) - jacobian_at(minus)) / (2 * h);  // ∂C_q/∂q_j
    const Eigen::VectorXd expected_hessian_column = difference.transpose() * lambda;
    const Eigen::VectorXd expected_derivative_column = difference * w;
    scale = std::max(scale, expected_hessian_column.cwiseAbs().maxCoeff());
    for (int i = 0; i < n; ++i)
      ASSERT_NEAR(hessian.matrix(i, j), expected_hessian_column[i], 1e-7 * (1 + std::abs(expected_hessian_column[i])))
          << "Hessian (" << i << ", " << j << ")";
    for (int i = 0; i < m; ++i)
      ASSERT_NEAR(derivative.matrix(i, j), expected_derivative_column[i],
                  1e-7 * (1 + std::abs(expected_derivative_column[i])))
          << "row " << i << " (" << system.constraint_owner(i) << "), column " << j;
  }
  EXPECT_GT(hessian.matrix.cwiseAbs().maxCoeff(), 0.0) << "a Hessian that is all zero tests nothing";
}

TEST(ConstraintSecondDerivatives, EveryJointKindInNaturalCoordinates) {
  expect_second_derivatives_match_differences(MultibodySystem(testing::every_joint_model(), make_coordinate_type("nacf")));
}

TEST(ConstraintSecondDerivatives, EveryPlanarJointKindInPlanarNaturalCoordinates) {
  expect_second_derivatives_match_differences(
      MultibodySystem(testing::planar_every_joint_model(), make_coordinate_type("planar-nacf")));
}

TEST(ConstraintSecondDerivatives, EveryBuiltinModelWithConstantHessians) {
  int checked = 0;
  for (const BuiltinModelText& text : builtin_model_texts()) {
    const Model model = load_builtin_model(text.name);
    const MultibodySystem system(model, make_coordinate_type(model.planar ? "planar-nacf" : "nacf"));
    SCOPED_TRACE(text.name);
    if (text.name == std::string("turntable")) {  // a drive and a rolling contact
      EXPECT_FALSE(system.has_constant_constraint_hessians());
      continue;
    }
    expect_second_derivatives_match_differences(system);
    ++checked;
  }
  EXPECT_GE(checked, 12);
}

// Where the Hessians depend on q or t, the functions refuse rather than return a wrong matrix.
TEST(ConstraintSecondDerivatives, RefusedWhereNotConstant) {
  for (const auto& [model, coordinates] :
       {std::pair{testing::every_joint_model(), "rpcf-ep"}, std::pair{testing::driven_and_rolling_model(), "nacf"}}) {
    const MultibodySystem system(model, make_coordinate_type(coordinates));
    EXPECT_FALSE(system.has_constant_constraint_hessians()) << coordinates;
    DenseSink sink(system.coordinate_count(), system.coordinate_count());
    const Eigen::VectorXd q = Eigen::VectorXd::Zero(system.coordinate_count());
    EXPECT_THROW(system.constraint_hessian(q, Eigen::VectorXd::Zero(system.constraint_count()), sink), Error);
    EXPECT_THROW(system.jacobian_derivative(q, q, sink), Error);
  }
}

// The default intrinsic Hessian (exact for quadratic intrinsic constraints) against central differences
// of the intrinsic Jacobian, in every coordinate type; and ∂(Φ_q w)/∂q likewise.
TEST(ConstraintSecondDerivatives, IntrinsicRowsInEveryCoordinateType) {
  for (const char* name : {"nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"}) {
    SCOPED_TRACE(name);
    const auto type = make_coordinate_type(name);
    const int size = type->size(), rows = type->intrinsic_constraint_count();
    std::mt19937 rng(5);
    const Eigen::VectorXd q = random_vector_of(size, rng), lambda = random_vector_of(rows, rng),
                          w = random_vector_of(size, rng);
    BodyMatrix hessian;
    IntrinsicJacobian derivative, plus_jacobian, minus_jacobian;
    type->intrinsic_hessian(q, lambda, hessian);
    type->intrinsic_jacobian_derivative(q, w, derivative);
    ASSERT_EQ(hessian.rows(), size);
    ASSERT_EQ(derivative.rows(), rows);
    const double h = 1e-6;
    for (int j = 0; j < size; ++j) {
      Eigen::VectorXd plus = q, minus = q;
      plus[j] += h;
      minus[j] -= h;
      type->intrinsic_jacobian(plus, plus_jacobian);
      type->intrinsic_jacobian(minus, minus_jacobian);
      const Eigen::MatrixXd difference = (plus_jacobian - minus_jacobian) / (2 * h);
      const Eigen::VectorXd expected_column = difference.transpose() * lambda;
      for (int i = 0; i < size; ++i) EXPECT_NEAR(hessian(i, j), expected_column[i], 1e-8) << i << ", " << j;
      const Eigen::VectorXd expected_derivative = difference * w;
      for (int i = 0; i < rows; ++i) EXPECT_NEAR(derivative(i, j), expected_derivative[i], 1e-8) << i << ", " << j;
    }
  }
}

}  // namespace
}  // namespace mbdae
