// Paper 001's semi-recursive ALI3-P in O(N) (formulations/recursive_tangent.hpp,
// relative/inverse_dynamics.hpp): inverse dynamics is M z̈ − Q and its trace M's, the Woodbury solve is
// the dense solve with M + wΦ_zᵀΦ_z + the springs' line stiffness (g from differences of the spring
// lengths, not from the code under test), and the modified Newton iteration finds the steps the exact
// tangent finds, in few iterations, at the trapezoidal rule's order.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "formulations/ali3p.hpp"
#include "formulations/recursive_tangent.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/simulation.hpp"
#include "relative/kinematic_tree.hpp"
#include "relative/relative_system.hpp"
#include "support/relative_test_models.hpp"
#include "support/sanitized.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::builtin_and_sliding_models;
using testing::random_tangent_state;

Eigen::VectorXd random_vector(int n, std::mt19937& random) {
  return Eigen::VectorXd::NullaryExpr(n, [&] { return std::normal_distribution<double>()(random); });
}

TEST(InverseDynamics, IsTheMassMatrixTimesTheAccelerationsLessTheForces) {
  std::mt19937 random(3);
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const RelativeSystem system(model, TreeDynamics::accumulated_inertia);
    const int n = system.coordinate_count();
    Eigen::VectorXd z, z_rate;
    random_tangent_state(system.tree(), random, z, z_rate);
    const Eigen::VectorXd a = random_vector(n, random);
    SparseMatrix mass = system.make_mass_matrix();
    system.mass_matrix(z, mass);
    Eigen::VectorXd forces(n), residual;
    system.generalized_forces(0.2, z, z_rate, forces);
    const Eigen::VectorXd expected = Eigen::MatrixXd(mass) * a - forces;
    system.inverse_dynamics(0.2, z, z_rate, a, residual);
    EXPECT_LT((residual - expected).lpNorm<Eigen::Infinity>(), 1e-11 * std::max(1.0, expected.lpNorm<Eigen::Infinity>()));
    EXPECT_NEAR(system.mass_trace(z), Eigen::MatrixXd(mass).trace(), 1e-12 * Eigen::MatrixXd(mass).trace());
  }
}

// ∂ℓ/∂z of every spring by central differences of its length, projected on the directions tangent to
// each set of Euler parameters (the rows of B_J vanish along p: G(p) p = 0).
std::vector<Eigen::VectorXd> spring_gradients(const RelativeSystem& system, const Eigen::VectorXd& z) {
  const Model& model = system.model();
  const auto length = [&](const SpringDamper& s, const Eigen::VectorXd& at) {
    return (system.point_position(s.body_j, s.point_j, at) - system.point_position(s.body_i, s.point_i, at)).norm();
  };
  std::vector<Eigen::VectorXd> gradients;
  for (const SpringDamper& s : model.spring_dampers) {
    Eigen::VectorXd g(z.size()), shifted = z;
    const double h = 1e-6;
    for (int k = 0; k < z.size(); ++k) {
      shifted[k] = z[k] + h;
      const double plus = length(s, shifted);
      shifted[k] = z[k] - h;
      const double minus = length(s, shifted);
      shifted[k] = z[k];
      g[k] = (plus - minus) / (2 * h);
    }
    for (int first : system.tree().euler_parameter_sets) {
      const Eigen::Vector4d p = z.segment<4>(first);
      g.segment<4>(first) -= p * p.dot(g.segment<4>(first));
    }
    gradients.push_back(g);
  }
  return gradients;
}

// T̃ = M + wΦ_zᵀΦ_z + Σ (c_q k + c_v c) g gᵀ, dense, against the recursive factorization at a moderate
// and at ALI3-P's default penalty weight (w = Δt²/4 · 1e9 · m̄ at Δt = 1 ms). Every built-in model: joint
// blocks (normalizations, drives), cut-joint columns (loops) and the sliding mechanism's spring, which
// spans two tree joints (a Woodbury column), and the vehicle's coil-overs.
TEST(RecursiveIndex3Tangent, SolvesWithTheMassMatrixPenaltyAndSpringLines) {
  std::mt19937 random(17);
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const RelativeSystem system(model, TreeDynamics::accumulated_inertia);
    const int n = system.coordinate_count();
    Eigen::VectorXd z, z_rate;
    random_tangent_state(system.tree(), random, z, z_rate);
    SparseMatrix mass = system.make_mass_matrix(), jacobian = system.make_constraint_jacobian();
    system.mass_matrix(z, mass);
    system.constraint_jacobian(0.0, z, jacobian);
    const int rows = system.holonomic_constraint_count();
    const Eigen::MatrixXd phi = Eigen::MatrixXd(jacobian).topRows(rows);
    const double c_v = 5e-4, c_q = 2.5e-7, mass_scale = system.mass_trace(z) / n;
    const std::vector<Eigen::VectorXd> springs = spring_gradients(system, z);
    RecursiveIndex3Tangent tangent(system);
    for (double w : {10.0 * mass_scale, c_q * 1e9 * mass_scale}) {
      Eigen::MatrixXd dense = Eigen::MatrixXd(mass) + w * phi.transpose() * phi;
      for (std::size_t s = 0; s < springs.size(); ++s) {
        const SpringDamper& spring = model.spring_dampers[s];
        dense += (c_q * spring.stiffness + c_v * spring.damping) * springs[s] * springs[s].transpose();
      }
      ASSERT_TRUE(tangent.factor(z, jacobian, c_v, c_q, w));
      const Eigen::VectorXd b = random_vector(n, random);
      Eigen::VectorXd x;
      tangent.solve(b, x);
      // Relative to the solution's size: the penalty makes T̃ ill-conditioned (w/m̄ = 250), and the
      // solve is backward stable, not exact.
      EXPECT_LT((dense * x - b).norm(), 1e-9 * (dense.norm() * x.norm())) << "w = " << w;
      const Eigen::VectorXd expected = dense.ldlt().solve(b);
      EXPECT_LT((x - expected).norm(), 1e-7 * expected.norm()) << "w = " << w;
    }
    if (model.name == "sliding_mechanism") {
      EXPECT_EQ(tangent.coupling_count(), 1) << "the spring spans two joints";
    }
    if (model.name == "vehicle") {
      EXPECT_GT(tangent.coupling_count(), 0);
    }
  }
}

// One model's ALI3-P run at Δt in relative coordinates: the recursive (O(N), modified Newton) ALI3-P on
// `relative`, or the exact-tangent one on `relative-velocity-transformation` (same z, same tree).
struct Ali3pRun {
  std::vector<Eigen::Vector3d> origins;  // the bodies' origins at the end
  Index3Statistics statistics;
  RunStatistics run;
};

Ali3pRun run_ali3p(const Model& model, TreeDynamics dynamics, double dt, double t_end,
                   double projection_factor = 1.0) {
  const RelativeSystem system(model, dynamics);
  Index3Options options_ali3p;
  options_ali3p.projection_factor = projection_factor;
  AugmentedLagrangianProjections ali3p(system, options_ali3p);
  TrapezoidalRule integrator(ali3p, dt);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = t_end;
  Ali3pRun result;
  result.run = simulate(system, integrator, options, q, v,
                        [&](double, const Eigen::VectorXd& at, const Eigen::VectorXd&, const Eigen::VectorXd&) {
                          result.origins.clear();
                          for (int b = 0; b < system.body_count(); ++b) result.origins.push_back(system.body_origin(b, at));
                        });
  result.statistics = ali3p.statistics();
  return result;
}

double largest_distance(const Ali3pRun& a, const Ali3pRun& b) {
  double largest = 0.0;
  for (std::size_t k = 0; k < a.origins.size(); ++k) largest = std::max(largest, (a.origins[k] - b.origins[k]).norm());
  return largest;
}

// Both solve eq. (1) to the Newton tolerance (1e-10 on the position update, per step): without the
// projections the runs end within 1e-8 m of each other after 300 steps. Their projections
// (eqs. (3)-(4)) differ in P (M against M + c_v D + c_q K), which moves the projected velocities by
// O(Δt) times the violation they remove: the runs with them end within 1e-8 m of each other, not at
// round-off (the spherical chain's links, light about their own axes, differ by 2e-6 rad in that spin
// after 0.3 s). Where Euler parameters
// join the tree, D carries their rate term −2(pᵀṗ)/|p|⁴ G(p) ṗ (core/euler_parameters.hpp), whose
// radial column couples the normalization's velocity violation into the angular velocities of the
// exact projection and not of the modified one: the two are then two second-order schemes, 1.7e-7 m
// apart on the spherical chain at 1 ms over 0.3 s, where each is 2.8e-6 m from a converged RK4 run,
// and the difference falls at order 2 with the step. The modified Newton iteration (no K and D of the
// inertia and gravity terms, no transverse spring stiffness) takes few more iterations per step than
// the exact one, and evaluates no force by differences. Open chains (revolute; spherical with
// normalization rows), loops (cut joints; Bricard's redundant rows) and springs that span two joints.
TEST(SemiRecursiveAli3p, FindsTheExactTangentsStepsInFewIterations) {
  std::vector<Model> models;
  for (const char* name : {"six_body_chain", "four_bar", "bricard", "spherical_chain"}) models.push_back(load_builtin_model(name));
  models.push_back(testing::sliding_mechanism());
  for (const Model& model : models) {
    SCOPED_TRACE(model.name);
    const double t_end = testing::horizon(0.3, 0.05);
    const Ali3pRun recursive = run_ali3p(model, TreeDynamics::accumulated_inertia, 1e-3, t_end);
    const Ali3pRun exact = run_ali3p(model, TreeDynamics::velocity_transformation, 1e-3, t_end);
    ASSERT_EQ(recursive.run.status, "ok") << recursive.run.message;
    ASSERT_EQ(exact.run.status, "ok") << exact.run.message;
    const double per_step = double(recursive.statistics.newton_iterations) / recursive.statistics.steps;
    const double exact_per_step = double(exact.statistics.newton_iterations) / exact.statistics.steps;
    EXPECT_LT(per_step, exact_per_step + 1.0) << per_step << " against " << exact_per_step;
    EXPECT_LT(per_step, 3.5);
    EXPECT_EQ(recursive.statistics.force_evaluations, 0);
    EXPECT_GT(exact.statistics.force_evaluations, 0);

    // The same steps: without the projections, the Newton iterations' fixed points.
    const Ali3pRun recursive_unprojected = run_ali3p(model, TreeDynamics::accumulated_inertia, 1e-3, t_end, 0.0);
    const Ali3pRun exact_unprojected = run_ali3p(model, TreeDynamics::velocity_transformation, 1e-3, t_end, 0.0);
    ASSERT_EQ(recursive_unprojected.run.status, "ok") << recursive_unprojected.run.message;
    ASSERT_EQ(exact_unprojected.run.status, "ok") << exact_unprojected.run.message;
    EXPECT_LT(largest_distance(recursive_unprojected, exact_unprojected), 1e-8);

    if (build_kinematic_tree(model).euler_parameter_sets.empty()) {
      EXPECT_LT(largest_distance(recursive, exact), 1e-8);
      continue;
    }
    // With Euler parameters the projections differ at O(Δt²): a quarter at half the step.
    const double apart = largest_distance(recursive, exact);
    const double apart_at_half = largest_distance(run_ali3p(model, TreeDynamics::accumulated_inertia, 5e-4, t_end),
                                                  run_ali3p(model, TreeDynamics::velocity_transformation, 5e-4, t_end));
    EXPECT_LT(apart, 1e-6);
    EXPECT_NEAR(std::log2(apart / apart_at_half), 2.0, 0.2) << apart << " at 1 ms, " << apart_at_half << " at 0.5 ms";
  }
}

// The vehicle's coil-overs (stiff springs and dampers between the chassis and the lower arms, in the
// Woodbury columns with twelve loops' rows): the same steps, two iterations each.
TEST(SemiRecursiveAli3p, TakesTheVehicleWithItsLoopsAndCoilOvers) {
  const Model model = load_builtin_model("vehicle");
  const double t_end = testing::horizon(0.1, 0.01);
  const Ali3pRun recursive = run_ali3p(model, TreeDynamics::accumulated_inertia, 1e-3, t_end);
  const Ali3pRun exact = run_ali3p(model, TreeDynamics::velocity_transformation, 1e-3, t_end);
  ASSERT_EQ(recursive.run.status, "ok") << recursive.run.message;
  EXPECT_LT(largest_distance(recursive, exact), 1e-9);
  EXPECT_LE(double(recursive.statistics.newton_iterations) / recursive.statistics.steps, 2.5);
  EXPECT_LT(recursive.run.max_position_violation, 1e-9);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
