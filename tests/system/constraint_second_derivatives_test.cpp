// The second derivatives the implicit integrators' Newton matrices are built from
// (src/system/constraint_second_derivatives.cpp) against central differences: Σλ_i ∂²C_i/∂q² against
// ∂(C_qᵀλ)/∂q, ∂(C_q w)/∂q against itself, ∂γ/∂q against differences of γ, ∂(M a)/∂q against
// differences of M a; on the every-joint models and every built-in model without a drive or a rolling
// contact, in every coordinate type; the coordinate types' own second derivatives of A ū; the intrinsic
// rows' Hessians; and where a drive or a rolling contact makes them inapplicable, a refusal rather than
// a wrong matrix.
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <random>

#include "core/error.hpp"
#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "support/test_models.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

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
  ASSERT_TRUE(system.has_analytic_constraint_hessians());
  const int n = system.coordinate_count(), m = system.constraint_count();
  std::mt19937 rng(17);
  const Eigen::VectorXd q = random_vector_of(n, rng), lambda = random_vector_of(m, rng), w = random_vector_of(n, rng),
                        v = random_vector_of(n, rng), a = random_vector_of(n, rng);
  DenseSink hessian(n, n), derivative(m, n), gamma_derivative(m, n), mass_derivative(n, n);
  system.constraint_hessian(q, lambda, hessian);
  system.jacobian_derivative(q, w, derivative);
  system.gamma_position_derivative(q, v, gamma_derivative);
  system.mass_matrix_derivative(q, a, mass_derivative);
  EXPECT_LT((hessian.matrix - hessian.matrix.transpose()).cwiseAbs().maxCoeff(), 1e-13) << "symmetric";

  SparseMatrix jacobian = system.make_constraint_jacobian();
  auto jacobian_at = [&](const Eigen::VectorXd& x) {
    system.constraint_jacobian(0.0, x, jacobian);
    return Eigen::MatrixXd(jacobian);
  };
  SparseMatrix mass = system.make_mass_matrix();
  auto mass_term_at = [&](const Eigen::VectorXd& x) {
    system.mass_matrix(x, mass);
    return Eigen::VectorXd(mass * a);
  };
  Eigen::VectorXd gamma(m);
  auto gamma_at = [&](const Eigen::VectorXd& x) {
    system.gamma(0.0, x, v, gamma);
    return gamma;
  };
  const double h = 1e-6;
  double scale = 1.0;
  for (int j = 0; j < n; ++j) {
    Eigen::VectorXd plus = q, minus = q;
    plus[j] += h;
    minus[j] -= h;
    const Eigen::VectorXd gamma_column = (gamma_at(plus) - gamma_at(minus)) / (2 * h);
    for (int i = 0; i < m; ++i)
      ASSERT_NEAR(gamma_derivative.matrix(i, j), gamma_column[i], 1e-7 * (1 + std::abs(gamma_column[i])))
          << "∂γ/∂q row " << i << " (" << system.constraint_owner(i) << "), column " << j;
    const Eigen::VectorXd mass_column = (mass_term_at(plus) - mass_term_at(minus)) / (2 * h);
    for (int i = 0; i < n; ++i)
      ASSERT_NEAR(mass_derivative.matrix(i, j), mass_column[i], 1e-7 * (1 + std::abs(mass_column[i])))
          << "∂(M a)/∂q (" << i << ", " << j << ")";
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

TEST(ConstraintSecondDerivatives, EveryJointKindInEverySpatialCoordinateType) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    expect_second_derivatives_match_differences(
        MultibodySystem(testing::every_joint_model(), make_coordinate_type(coordinates)));
  }
}

TEST(ConstraintSecondDerivatives, EveryPlanarJointKindInEveryPlanarCoordinateType) {
  for (const char* coordinates : {"planar-nacf", "planar-xytheta"}) {
    SCOPED_TRACE(coordinates);
    expect_second_derivatives_match_differences(
        MultibodySystem(testing::planar_every_joint_model(), make_coordinate_type(coordinates)));
  }
}

TEST(ConstraintSecondDerivatives, EveryBuiltinModelWithoutDriveOrRolling) {
  int checked = 0;
  for (const BuiltinModelText& text : builtin_model_texts()) {
    const Model model = load_builtin_model(text.name);
    if (!model.flexible_bodies.empty()) continue;  // no analytic Hessians: differenced Newton matrices
    for (const char* coordinates : model.planar ? std::array{"planar-nacf", "planar-xytheta"}
                                                : std::array{"nacf", "rpcf-ep"}) {
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      SCOPED_TRACE(text.name + std::string(" in ") + coordinates);
      if (text.name == std::string("turntable") || text.name == std::string("quarter_car")) {  // drives (and rolling)
        EXPECT_FALSE(system.has_analytic_constraint_hessians());
        continue;
      }
      expect_second_derivatives_match_differences(system);
      ++checked;
    }
  }
  EXPECT_GE(checked, 24);
}

// A drive's rows depend on t and a rolling contact's have no position-level form: the functions
// refuse rather than return a wrong matrix.
TEST(ConstraintSecondDerivatives, RefusedWithDrivesAndRolling) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    const MultibodySystem system(testing::driven_and_rolling_model(), make_coordinate_type(coordinates));
    EXPECT_FALSE(system.has_analytic_constraint_hessians()) << coordinates;
    DenseSink sink(system.coordinate_count(), system.coordinate_count());
    const Eigen::VectorXd q = Eigen::VectorXd::Zero(system.coordinate_count());
    EXPECT_THROW(system.constraint_hessian(q, Eigen::VectorXd::Zero(system.constraint_count()), sink), Error);
    EXPECT_THROW(system.jacobian_derivative(q, q, sink), Error);
    EXPECT_THROW(system.gamma_position_derivative(q, q, sink), Error);
  }
}

// Each coordinate type's second derivatives of A ū and of M(q) a against central differences of its
// first derivatives, at a random (off-manifold) q, for a body whose centre of mass is off its frame's
// origin (so that the mass matrix's coupling blocks depend on q).
TEST(ConstraintSecondDerivatives, CoordinateTypesSecondDerivativesOfAttachedVectors) {
  for (const char* name : {"nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"}) {
    SCOPED_TRACE(name);
    const auto type = make_coordinate_type(name);
    const int size = type->size();
    std::mt19937 rng(23);
    const Eigen::VectorXd q = random_vector_of(size, rng), w = random_vector_of(size, rng),
                          v = random_vector_of(size, rng), a = random_vector_of(size, rng);
    const Eigen::Vector3d u(0.3, -0.7, type->is_planar() ? 0.0 : 0.4), y(0.9, 0.2, -0.5);
    RigidBodyInertia inertia;
    inertia.mass = 2.5;
    inertia.center_of_mass = Eigen::Vector3d(0.2, -0.1, type->is_planar() ? 0.0 : 0.3);
    inertia.inertia_about_com = Eigen::Vector3d(0.4, 0.5, 0.6).asDiagonal();
    inertia.inertia_about_com(0, 1) = inertia.inertia_about_com(1, 0) = 0.05;

    BodyMatrix hessian, mass_derivative;
    BodyJacobian rate_jacobian, acceleration_jacobian, plus_jacobian, minus_jacobian;
    BodyMatrix plus_mass, minus_mass;
    type->rotate_hessian(q, u, y, hessian);
    type->rotate_rate_jacobian(q, u, w, rate_jacobian);
    type->rotate_acceleration_term_jacobian(q, v, u, acceleration_jacobian);
    type->mass_matrix_derivative(inertia, q, a, mass_derivative);
    const double h = 1e-6;
    double largest = 0.0;
    for (int j = 0; j < size; ++j) {
      Eigen::VectorXd plus = q, minus = q;
      plus[j] += h;
      minus[j] -= h;
      type->rotate_jacobian(plus, u, plus_jacobian);
      type->rotate_jacobian(minus, u, minus_jacobian);
      const Eigen::MatrixXd difference = (plus_jacobian - minus_jacobian) / (2 * h);  // ∂J/∂q_j
      const Eigen::VectorXd hessian_column = difference.transpose() * y;
      const Eigen::VectorXd rate_column = difference * w;
      const Eigen::Vector3d acceleration_column =
          (type->rotate_acceleration_term(plus, v, u) - type->rotate_acceleration_term(minus, v, u)) / (2 * h);
      type->mass_matrix(inertia, plus, plus_mass);
      type->mass_matrix(inertia, minus, minus_mass);
      const Eigen::VectorXd mass_column = (plus_mass - minus_mass) * a / (2 * h);
      for (int i = 0; i < size; ++i) {
        EXPECT_NEAR(hessian(i, j), hessian_column[i], 1e-8) << "Hessian " << i << ", " << j;
        EXPECT_NEAR(mass_derivative(i, j), mass_column[i], 1e-8) << "mass " << i << ", " << j;
      }
      for (int i = 0; i < 3; ++i) {
        EXPECT_NEAR(rate_jacobian(i, j), rate_column[i], 1e-8) << "rate " << i << ", " << j;
        EXPECT_NEAR(acceleration_jacobian(i, j), acceleration_column[i], 1e-8) << "acceleration " << i << ", " << j;
      }
      largest = std::max({largest, hessian_column.cwiseAbs().maxCoeff(), mass_column.cwiseAbs().maxCoeff()});
    }
    if (!type->has_linear_kinematics()) {
      EXPECT_GT(largest, 0.1) << "non-trivial second derivatives";
    }
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
