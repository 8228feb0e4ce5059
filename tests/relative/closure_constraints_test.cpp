// The constraints of relative coordinates: zero where the file assembles the model, Φ_z and γ the
// first and second derivatives of Φ along a trajectory (central differences), and closed loops
// integrated in relative coordinates moving as in natural coordinates.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "relative/accumulated_inertia.hpp"
#include "relative/closure_constraints.hpp"
#include "support/relative_test_models.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::builtin_and_sliding_models;
using testing::random_tangent_state;

struct Constraints {
  Eigen::VectorXd values, time_derivative, gamma;
  Eigen::MatrixXd jacobian;
};

Constraints evaluate(const Model& model, const KinematicTree& tree, ClosureConstraints& closure,
                     const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate, double t = 0.0) {
  TreeState state(model, tree);
  evaluate_tree(tree, z, z_rate, state);
  Constraints c;
  closure.evaluate(t, z, z_rate, state, c.values, c.jacobian, c.time_derivative, c.gamma);
  return c;
}

TEST(ClosureConstraints, HoldAtTheFilesInitialConfiguration) {
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    ClosureConstraints closure(model, tree);
    const Eigen::VectorXd z = tree.reference_coordinates();
    const Constraints c = evaluate(model, tree, closure, z, Eigen::VectorXd::Zero(z.size()));
    EXPECT_LT(c.values.lpNorm<Eigen::Infinity>(), 1e-9) << c.values.transpose();
    EXPECT_EQ(c.values.size(), closure.count());
  }
}

// Along z(t) = z + t ż + ½ t² z̈ (on the Euler parameters' sphere to second order), with time running
// from t0 (a drive's angle changes with it): dΦ/dt = Φ_z ż + Φ_t and d²Φ/dt² = Φ_z z̈ − γ, for every
// position-level row.
TEST(ClosureConstraints, JacobianAndGammaAreTheDerivativesAlongATrajectory) {
  std::mt19937 random(19);
  const double h = 1e-4;
  int rows_checked = 0;
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    ClosureConstraints closure(model, tree);
    Eigen::VectorXd z, z_rate, unused, z_acceleration;
    random_tangent_state(tree, random, z, z_rate);
    random_tangent_state(tree, random, unused, z_acceleration);
    for (int first : tree.euler_parameter_sets) {  // pᵀp̈ + ṗᵀṗ = 0
      const Eigen::Vector4d p = z.segment<4>(first);
      z_acceleration.segment<4>(first) -= (p.dot(z_acceleration.segment<4>(first)) + z_rate.segment<4>(first).squaredNorm()) * p;
    }
    const double t0 = 0.3;
    auto at = [&](double t) {
      return evaluate(model, tree, closure, z + t * z_rate + 0.5 * t * t * z_acceleration, z_rate + t * z_acceleration,
                      t0 + t);
    };
    const Constraints now = at(0.0), ahead = at(h), behind = at(-h);
    const Eigen::VectorXd rate = (ahead.values - behind.values) / (2 * h);
    const Eigen::VectorXd second = (ahead.values - 2 * now.values + behind.values) / (h * h);
    const Eigen::VectorXd expected_rate = now.jacobian * z_rate + now.time_derivative;
    const Eigen::VectorXd expected_second = now.jacobian * z_acceleration - now.gamma;
    const int velocity_first = closure.cut_row_count() - closure.velocity_row_count();
    for (int r = 0; r < closure.count(); ++r) {
      if (r >= velocity_first && r < closure.cut_row_count()) continue;  // no position-level form
      ++rows_checked;
      EXPECT_NEAR(rate[r], expected_rate[r], 1e-7 * (1.0 + std::abs(expected_rate[r]))) << closure.row_owner(r);
      EXPECT_NEAR(second[r], expected_second[r], 1e-4 * (1.0 + std::abs(expected_second[r]))) << closure.row_owner(r);
    }
  }
  EXPECT_GE(rows_checked, 43);  // every position-level row of the built-in models and the sliding one
}

// A loop integrated in its tree's coordinates with the augmented formulation
// [M Φ_zᵀ; Φ_z 0] [z̈; λ] = [Q; γ] and RK4, against natural coordinates (RK4 + AF, or UKE where the
// loop's equations are redundant, + direct correction): the same marker after 0.5 s, and the loop
// still closed. Redundant rows make the augmented matrix singular but consistent: a complete
// orthogonal decomposition with a rank threshold gives its minimum-norm solution, whose z̈ is the
// unique one.
void expect_loop_moves_as_in_natural_coordinates(const std::string& name, bool redundant = false) {
  SCOPED_TRACE(name);
  const Model model = load_builtin_model(name);
  const KinematicTree tree = build_kinematic_tree(model);
  ASSERT_FALSE(tree.cut_joints.empty()) << tree.describe(model);
  AccumulatedInertia dynamics(model, tree);
  ClosureConstraints closure(model, tree);
  TreeState state(model, tree);
  const int n = tree.coordinate_count, m = closure.count();
  Eigen::MatrixXd mass, jacobian, augmented(n + m, n + m);
  Eigen::VectorXd forces, values, time_derivative, gamma, right(n + m);
  auto rate = [&](double t, const Eigen::VectorXd& y) {
    evaluate_tree(tree, y.head(n), y.tail(n), state);
    dynamics.evaluate(state, mass, forces);
    closure.evaluate(t, y.head(n), y.tail(n), state, values, jacobian, time_derivative, gamma);
    Eigen::VectorXd out(2 * n);
    augmented << mass, jacobian.transpose(), jacobian, Eigen::MatrixXd::Zero(m, m);
    right << forces, gamma;
    if (redundant) {
      // The redundant row's singular value is round-off, and grows with the drift: a rank threshold
      // far above it (and far below the others, ~1) keeps it out, as UKE's tolerance does.
      Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition;
      decomposition.setThreshold(1e-10);
      decomposition.compute(augmented);
      out << y.tail(n), decomposition.solve(right).head(n);
    } else {
      out << y.tail(n), augmented.partialPivLu().solve(right).head(n);
    }
    return out;
  };
  Eigen::VectorXd y(2 * n);
  y << tree.reference_coordinates(), initial_rates(model, tree);
  const double t_end = testing::horizon(0.5, 0.1);
  testing::integrate_rk4(y, 1e-3, t_end, rate);
  evaluate_tree(tree, y.head(n), y.tail(n), state);
  closure.evaluate(t_end, y.head(n), y.tail(n), state, values, jacobian, time_derivative, gamma);
  EXPECT_LT(values.lpNorm<Eigen::Infinity>(), 1e-8) << "the loop stays closed";
  const Marker& marker = model.markers.back();
  const Eigen::Vector3d relative = state.point(marker.body, marker.point);

  const Eigen::Vector3d global = testing::natural_coordinate_marker(model, redundant ? "uke" : "af", t_end);
  EXPECT_LT((relative - global).norm(), 1e-7) << relative.transpose() << " vs " << global.transpose();
  EXPECT_GT((relative - model.initial_point(marker.body, marker.point)).norm(), 1e-3) << "it has moved";
}

TEST(ClosureConstraints, PlanarLoopsMoveAsInNaturalCoordinates) {
  expect_loop_moves_as_in_natural_coordinates("planar_four_bar");
  expect_loop_moves_as_in_natural_coordinates("slider_crank");
}

TEST(ClosureConstraints, BricardsRedundantLoopMovesAsInNaturalCoordinates) {
  expect_loop_moves_as_in_natural_coordinates("bricard", /*redundant=*/true);
}

}  // namespace
}  // namespace mbdae
