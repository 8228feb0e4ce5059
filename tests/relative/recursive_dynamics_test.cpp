// The mass matrix and generalized forces of relative coordinates: the two recursions against each
// other, against the kinetic energy, against the momentum balance of each body, against Lagrange's
// equations by central differences, and a six-body chain's motion against the global coordinates'.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "relative/accumulated_inertia.hpp"
#include "relative/velocity_transformation.hpp"
#include "support/relative_test_models.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::builtin_and_sliding_models;
using testing::random_tangent_state;

struct Evaluation {
  Eigen::MatrixXd mass;
  Eigen::VectorXd forces;
};

Evaluation accumulated(const Model& model, const KinematicTree& tree, const Eigen::VectorXd& z,
                       const Eigen::VectorXd& z_rate) {
  TreeState state(model, tree);
  evaluate_tree(tree, z, z_rate, state);
  AccumulatedInertia method(model, tree);
  Evaluation e;
  method.evaluate(state, e.mass, e.forces);
  return e;
}

bool has_dampers(const Model& model) {
  for (const SpringDamper& s : model.spring_dampers)
    if (s.damping != 0.0) return true;
  return false;
}

TEST(RecursiveDynamics, BothMethodsGiveTheSameMassMatrixAndForces) {
  std::mt19937 random(11);
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    Eigen::VectorXd z, z_rate;
    random_tangent_state(tree, random, z, z_rate);
    TreeState state(model, tree);
    evaluate_tree(tree, z, z_rate, state);
    AccumulatedInertia a(model, tree);
    VelocityTransformation b(model, tree);
    Eigen::MatrixXd mass_a, mass_b;
    Eigen::VectorXd forces_a, forces_b;
    a.evaluate(state, mass_a, forces_a);
    b.evaluate(state, mass_b, forces_b);
    EXPECT_LT((mass_a - mass_b).norm(), 1e-12 * mass_a.norm());
    EXPECT_LT((forces_a - forces_b).norm(), 1e-12 * (1.0 + forces_a.norm()));
    EXPECT_LT((mass_a - mass_a.transpose()).norm(), 1e-13 * mass_a.norm());
    // żᵀ M ż = 2T, with T summed body by body from the twists.
    EXPECT_NEAR(z_rate.dot(mass_a * z_rate), 2.0 * kinetic_energy(model, state), 1e-11 * (1.0 + mass_a.norm() * z_rate.squaredNorm()));
    // Z = R ż, with the R the second method formed.
    const Eigen::VectorXd twists = b.transformation() * z_rate;
    for (std::size_t k = 0; k < model.bodies.size(); ++k)
      EXPECT_LT((twists.segment<6>(6 * k) - state.twist[k]).norm(), 1e-12 * (1.0 + state.twist[k].norm()));
  }
}

// Newton's and Euler's laws for each body: d/dt [m v_G; h_O] = M̄ Ż + (applied − Q̄), the last term
// the velocity terms Q̄ subtracts; the momenta differenced along z + t ż + ½ t² z̈.
TEST(RecursiveDynamics, BodyForcesHoldTheRatesOfTheMomenta) {
  std::mt19937 random(13);
  const double h = 1e-5;
  for (const Model& model : builtin_and_sliding_models()) {
    if (has_dampers(model)) continue;  // their forces depend on the velocities too
    SCOPED_TRACE(model.name);
    const KinematicTree tree = build_kinematic_tree(model);
    Eigen::VectorXd z, z_rate, unused, z_acceleration;
    random_tangent_state(tree, random, z, z_rate);
    random_tangent_state(tree, random, unused, z_acceleration);  // a random z̈, tangent too
    auto momenta = [&](double t, std::vector<Twist>& out) {
      TreeState s(model, tree);
      evaluate_tree(tree, z + t * z_rate + 0.5 * t * t * z_acceleration, z_rate + t * z_acceleration, s);
      out.resize(model.bodies.size());
      for (std::size_t b = 0; b < model.bodies.size(); ++b) {
        const RigidBodyInertia& inertia = model.bodies[b].inertia;
        const Eigen::Vector3d g = s.point(static_cast<int>(b), inertia.center_of_mass);
        const Eigen::Vector3d p = inertia.mass * s.point_velocity(static_cast<int>(b), inertia.center_of_mass);
        const Eigen::Matrix3d J = s.rotation[b] * inertia.inertia_about_com * s.rotation[b].transpose();
        out[b] << p, g.cross(p) + J * s.twist[b].tail<3>();
      }
    };
    std::vector<Twist> ahead, behind;
    momenta(h, ahead);
    momenta(-h, behind);

    TreeState state(model, tree), at_rest(model, tree);
    evaluate_tree(tree, z, z_rate, state);
    evaluate_tree(tree, z, Eigen::VectorXd::Zero(z.size()), at_rest);
    std::vector<Twist> forces, applied;
    body_forces(model, state, forces);
    body_forces(model, at_rest, applied);  // at rest Q̄ is the applied part alone
    VelocityTransformation transformation(model, tree);
    Eigen::MatrixXd unused_mass;
    Eigen::VectorXd unused_forces;
    transformation.evaluate(state, unused_mass, unused_forces);
    const Eigen::VectorXd twist_rates = transformation.transformation() * z_acceleration;
    for (std::size_t b = 0; b < model.bodies.size(); ++b) {
      const Twist rate = (ahead[b] - behind[b]) / (2 * h);
      const Twist twist_rate = twist_rates.segment<6>(6 * b) + state.twist_bias[b];
      const Twist expected = inertia_at_origin(model.bodies[b].inertia, state.rotation[b], state.position[b]) * twist_rate +
                             applied[b] - forces[b];
      EXPECT_LT((rate - expected).norm(), 1e-6 * (1.0 + rate.norm())) << model.bodies[b].name;
    }
  }
}

// Lagrange's equations of the tree, M z̈ + Ṁ ż − ∂T/∂z + ∂V/∂z = 0 at M z̈ = Q, that is
// Q = −Ṁ ż + ∂T/∂z − ∂V/∂z: every term by central differences of M, T and V, on the conservative
// models whose coordinates are all independent (no Euler parameters: their normalization would add a
// multiplier).
TEST(RecursiveDynamics, ForcesSatisfyLagrangesEquations) {
  std::mt19937 random(17);
  const double h = 1e-6;
  int checked = 0;
  for (const Model& model : builtin_and_sliding_models()) {
    const KinematicTree tree = build_kinematic_tree(model);
    if (!tree.euler_parameter_sets.empty() || has_dampers(model) || !model.point_forces.empty() ||
        !model.torques.empty())
      continue;
    SCOPED_TRACE(model.name);
    ++checked;
    Eigen::VectorXd z, z_rate;
    random_tangent_state(tree, random, z, z_rate);
    const Evaluation at = accumulated(model, tree, z, z_rate);
    const Eigen::VectorXd mass_rate_times_rate =
        (accumulated(model, tree, z + h * z_rate, z_rate).mass - accumulated(model, tree, z - h * z_rate, z_rate).mass) /
        (2 * h) * z_rate;
    Eigen::VectorXd expected = -mass_rate_times_rate;
    TreeState s(model, tree);
    for (int k = 0; k < z.size(); ++k) {
      auto energy = [&](double step) {
        Eigen::VectorXd moved = z;
        moved[k] += step;
        evaluate_tree(tree, moved, z_rate, s);
        return kinetic_energy(model, s) - potential_energy(model, s);  // the Lagrangian
      };
      expected[k] += (energy(h) - energy(-h)) / (2 * h);
    }
    EXPECT_LT((at.forces - expected).norm(), 1e-6 * (1.0 + at.forces.norm())) << at.forces.transpose() << "\n"
                                                                               << expected.transpose();
  }
  EXPECT_GE(checked, 5);
}

// The six-body chain integrated in its six joint angles (RK4 on M z̈ = Q, no constraints) and in
// natural coordinates (RK4 + AF + direct correction): the same tip at t = 1 s (0.2 s under the
// sanitizers), and the energy it started with.
TEST(RecursiveDynamics, SixBodyChainMovesAsInGlobalCoordinates) {
  const Model model = load_builtin_model("six_body_chain");
  const KinematicTree tree = build_kinematic_tree(model);
  AccumulatedInertia dynamics(model, tree);
  TreeState state(model, tree);
  Eigen::MatrixXd mass;
  Eigen::VectorXd forces;
  const int n = tree.coordinate_count;
  auto rate = [&](double, const Eigen::VectorXd& y) {
    evaluate_tree(tree, y.head(n), y.tail(n), state);
    dynamics.evaluate(state, mass, forces);
    Eigen::VectorXd out(2 * n);
    out << y.tail(n), mass.llt().solve(forces);
    return out;
  };
  Eigen::VectorXd y(2 * n);
  y << tree.reference_coordinates(), initial_rates(model, tree);
  evaluate_tree(tree, y.head(n), y.tail(n), state);
  const double energy0 = kinetic_energy(model, state) + potential_energy(model, state);
  const double t_end = testing::horizon(1.0, 0.2);
  testing::integrate_rk4(y, 1e-3, t_end, rate);
  evaluate_tree(tree, y.head(n), y.tail(n), state);
  const Marker& tip = model.markers.back();
  const Eigen::Vector3d relative_tip = state.point(tip.body, tip.point);
  EXPECT_NEAR(kinetic_energy(model, state) + potential_energy(model, state), energy0, 1e-7);

  const Eigen::Vector3d global_tip = testing::natural_coordinate_marker(model, "af", t_end);
  EXPECT_LT((relative_tip - global_tip).norm(), 1e-7) << relative_tip.transpose() << " vs " << global_tip.transpose();
  EXPECT_GT((relative_tip - model.initial_point(tip.body, tip.point)).norm(), 0.1) << "the chain has fallen";
}

}  // namespace
}  // namespace mbdae
