// Hamilton's canonical equations (formulations/hamilton.hpp): ∂T/∂q against differences of the kinetic
// energy; the velocities a state's momenta give back, the multipliers and ṗ = d(M q̇)/dt against the
// augmented formulation (Lagrange's equations) with Ṁ q̇ by differences, on every built-in model in every
// global coordinate type, flexible ones included; the projection onto the velocity constraints; whole runs
// that converge at RK4's and AB4's order to Lagrange's motion; and where it does not run, said in one line.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "formulations/acceleration_formulation.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"
#include "support/builtin_cases.hpp"
#include "support/consistent_states.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// (model, coordinates) for every built-in model, rigid or flexible, in every global coordinate type
/// that fits it; with `independent_only` only those whose constraints are independent.
std::vector<std::tuple<std::string, std::string>> every_case(bool independent_only) {
  std::vector<std::tuple<std::string, std::string>> cases;
  for (const testing::BuiltinModelFacts& facts : testing::builtin_model_facts())
    if (!(independent_only && facts.redundant))
      for (const std::string& c : coordinate_type_names(facts.planar)) cases.emplace_back(facts.name, c);
  return cases;
}

/// A random consistent state; a flexible body's elastic coordinates and rates are random too.
void random_state(const MultibodySystem& system, std::mt19937& rng, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  testing::random_consistent_state(system, rng, q, v);
  const int rigid = system.body_count() * system.coordinates().size();
  if (rigid == q.size()) return;
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (int i = rigid; i < q.size(); ++i) {
    q[i] += 1e-4 * u(rng);
    v[i] += 0.05 * u(rng);
  }
  assemble(system, 0.0, q, v);
}

class KineticEnergyGradient : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// ∂T/∂q at fixed q̇ against fourth-order differences of T, and Q_v + Q_e = Q.
TEST_P(KineticEnergyGradient, IsTheDifferenceQuotientOfTheKineticEnergy) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  std::mt19937 rng(29);
  Eigen::VectorXd q, v;
  random_state(system, rng, q, v);
  const int n = system.coordinate_count();
  Eigen::VectorXd gradient(n), difference(n);
  system.kinetic_energy_gradient(q, v, gradient);
  const double h = 1e-5;
  for (int i = 0; i < n; ++i) {
    const Eigen::VectorXd e = Eigen::VectorXd::Unit(n, i);
    const auto energy = [&](double step) { return system.kinetic_energy(q + step * e, v); };
    difference[i] = (8.0 * (energy(h) - energy(-h)) - (energy(2 * h) - energy(-2 * h))) / (12.0 * h);
  }
  const double scale = std::max(1.0, difference.cwiseAbs().maxCoeff());
  EXPECT_LT((gradient - difference).cwiseAbs().maxCoeff(), 1e-6 * scale)
      << "analytic   " << gradient.transpose() << "\ndifference " << difference.transpose();

  Eigen::VectorXd applied(n), inertia(n), forces(n);
  system.applied_forces(0.0, q, v, applied);
  system.quadratic_velocity_forces(q, v, inertia);
  system.generalized_forces(0.0, q, v, forces);
  EXPECT_LT((applied + inertia - forces).cwiseAbs().maxCoeff(), 1e-12 * std::max(1.0, forces.cwiseAbs().maxCoeff()));
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, KineticEnergyGradient, ::testing::ValuesIn(every_case(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

class CanonicalEquations : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// At a consistent (q, v) with p = M v: the momenta give v back, λ is Lagrange's, and ṗ = M q̈ + Ṁ q̇ with
// q̈ Lagrange's and Ṁ q̇ from central differences of M along q̇.
TEST_P(CanonicalEquations, GiveLagrangesMotionInMomenta) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto af = make_acceleration_formulation("af", system);
  auto hamilton = make_acceleration_formulation("hamilton", system);
  std::mt19937 rng(31);
  const int n = system.coordinate_count();
  SparseMatrix mass = system.make_mass_matrix(), shifted = mass;
  for (int trial = 0; trial < 3; ++trial) {
    Eigen::VectorXd q, v, acceleration, multipliers, momenta, velocities, momentum_rate, canonical_multipliers;
    random_state(system, rng, q, v);
    af->solve(0.0, q, v, acceleration, multipliers);
    hamilton->velocity_variable(0.0, q, v, momenta);
    hamilton->rates(0.0, q, momenta, velocities, momentum_rate, canonical_multipliers);

    EXPECT_LT((velocities - v).cwiseAbs().maxCoeff(), 1e-10 * (1 + v.cwiseAbs().maxCoeff()));
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.0, q, v, multipliers);
    EXPECT_LT((canonical_multipliers - multipliers).cwiseAbs().maxCoeff(),
              1e-8 * (1 + multipliers.cwiseAbs().maxCoeff()) + round_off.multiplier);

    const double h = 1e-6;
    Eigen::VectorXd mass_rate_velocity = Eigen::VectorXd::Zero(n);  // Ṁ q̇
    system.mass_matrix(q + h * v, shifted);
    mass_rate_velocity += shifted * v;
    system.mass_matrix(q - h * v, shifted);
    mass_rate_velocity -= shifted * v;
    mass_rate_velocity /= 2 * h;
    system.mass_matrix(q, mass);
    const Eigen::VectorXd expected = mass * acceleration + mass_rate_velocity;
    EXPECT_LT((momentum_rate - expected).cwiseAbs().maxCoeff(),
              1e-7 * (1 + expected.cwiseAbs().maxCoeff()) + n * round_off.acceleration)
        << "canonical " << momentum_rate.transpose() << "\nLagrange  " << expected.transpose();
  }
}

// Arbitrary momenta give velocities on the velocity constraints, C_q q̇ + C_t = 0, and momenta that differ
// by C_qᵀμ give the same velocities: drift of p along the constraint forces does not reach the motion.
TEST_P(CanonicalEquations, ProjectArbitraryMomentaOntoTheVelocityConstraints) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto hamilton = make_acceleration_formulation("hamilton", system);
  std::mt19937 rng(37);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  Eigen::VectorXd q, v;
  random_state(system, rng, q, v);
  const int n = system.coordinate_count(), m = system.constraint_count();
  Eigen::VectorXd momenta(n), mu(m), velocities, shifted_velocities, ct(m);
  for (int i = 0; i < n; ++i) momenta[i] = u(rng);
  for (int i = 0; i < m; ++i) mu[i] = u(rng);
  hamilton->velocities(0.3, q, momenta, velocities);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.3, q, jacobian);
  system.constraint_time_derivative(0.3, q, ct);
  // Round-off relative to the products the projection subtracts: C_q M⁻¹ p, large where a body is light.
  SparseMatrix mass = system.make_mass_matrix();
  system.mass_matrix(q, mass);
  const Eigen::MatrixXd dense_jacobian = jacobian;
  // (M + C_qᵀC_q: positive definite also where M is singular along the Euler parameters)
  const Eigen::MatrixXd regularized = Eigen::MatrixXd(mass) + dense_jacobian.transpose() * dense_jacobian;
  const Eigen::VectorXd free = regularized.llt().solve(momenta);
  ASSERT_TRUE(free.allFinite());
  const double scale = 1 + dense_jacobian.cwiseAbs().maxCoeff() * std::max(free.cwiseAbs().maxCoeff(),
                                                                            velocities.cwiseAbs().maxCoeff());
  EXPECT_LT((jacobian * velocities + ct).cwiseAbs().maxCoeff(), 1e-12 * n * scale);
  const Eigen::VectorXd shifted_momenta = momenta + jacobian.transpose() * mu;
  hamilton->velocities(0.3, q, shifted_momenta, shifted_velocities);
  EXPECT_LT((shifted_velocities - velocities).cwiseAbs().maxCoeff(), 1e-9 * (1 + velocities.cwiseAbs().maxCoeff()));
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, CanonicalEquations, ::testing::ValuesIn(every_case(true)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

/// The marker's positions every 0.1 s of a run.
std::vector<Eigen::Vector3d> marker_track(const std::string& model, const std::string& coordinates,
                                          const std::string& integrator, const std::string& formulation, double step,
                                          double t_end) {
  RunSettings s;
  s.coordinates = coordinates;
  s.integrator = integrator;
  s.formulation = formulation;
  s.correction = "none";
  s.step = step;
  s.t_end = t_end;
  s.output_every = 0.1;
  std::vector<Eigen::Vector3d> track;
  const RunResult r = run_simulation(load_builtin_model(model), s,
                                     [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q,
                                         const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                       track.push_back(system.marker_position(0, q));
                                     });
  EXPECT_EQ(r.statistics.status, "ok") << r.statistics.message;
  return track;
}

double largest_gap(const std::vector<Eigen::Vector3d>& a, const std::vector<Eigen::Vector3d>& b) {
  EXPECT_EQ(a.size(), b.size());
  double gap = 0.0;
  for (std::size_t k = 0; k < std::min(a.size(), b.size()); ++k) gap = std::max(gap, (a[k] - b[k]).norm());
  return gap;
}

// RK4 and AB4 marching (q, p) converge at order 4 to the motion of Lagrange's equations (RK4 with af at
// a tenth of the finest step): each halving divides the error by 16 ± a margin for the constant's drift.
TEST(Hamilton, ConvergesAtTheIntegratorsOrderToLagrangesMotion) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    const auto reference = marker_track("triple_pendulum", coordinates, "rk4", "af", 2e-4, 1.0);
    for (const char* integrator : {"rk4", "ab4"}) {
      SCOPED_TRACE(std::string(coordinates) + " " + integrator);
      const double coarse = largest_gap(marker_track("triple_pendulum", coordinates, integrator, "hamilton", 4e-3, 1.0), reference);
      const double fine = largest_gap(marker_track("triple_pendulum", coordinates, integrator, "hamilton", 2e-3, 1.0), reference);
      EXPECT_GT(coarse, 1e-9) << "the coarse step's error must be measurable above the reference's";
      const double order = std::log2(coarse / fine);
      EXPECT_GT(order, 3.5) << coarse << " -> " << fine;
      EXPECT_LT(order, 4.7) << coarse << " -> " << fine;
    }
  }
}

// On the flexible slider-crank (a driven crank, a flexible rod in planar natural coordinates) RK4 on the
// momenta follows RK4 on the velocities to far below the step's error, and keeps the velocity constraints
// to round-off where Lagrange's form lets them drift.
TEST(Hamilton, RunsTheFlexibleSliderCrankAsLagrangesEquationsDo) {
  RunSettings s;
  s.integrator = "rk4";
  s.correction = "none";
  s.step = 2e-5;
  s.t_end = 0.01;
  s.output_every = 0.005;
  const Model model = load_builtin_model("flexible_slider_crank");
  RunStatistics statistics[2];
  std::vector<Eigen::VectorXd> states[2];
  int k = 0;
  for (const char* formulation : {"af", "hamilton"}) {
    s.formulation = formulation;
    statistics[k] = run_simulation(model, s,
                                   [&](const EquationsOfMotion&, double, const Eigen::VectorXd& q,
                                       const Eigen::VectorXd&, const Eigen::VectorXd&) { states[k].push_back(q); })
                        .statistics;
    ASSERT_EQ(statistics[k].status, "ok") << statistics[k].message;
    ++k;
  }
  ASSERT_EQ(states[0].size(), states[1].size());
  for (std::size_t i = 0; i < states[0].size(); ++i)
    EXPECT_LT((states[0][i] - states[1][i]).cwiseAbs().maxCoeff(), 1e-9) << "output " << i;
  EXPECT_LT(statistics[1].max_velocity_violation, 1e-12);
  EXPECT_GT(statistics[0].max_velocity_violation, 10 * statistics[1].max_velocity_violation);
}

// The integrators it runs with, and the coordinates it does not take, each said in one line.
TEST(Hamilton, RunsWithTheExplicitFixedStepIntegratorsOnGlobalCoordinates) {
  for (const IntegratorRow& integrator : integrator_rows()) {
    const auto f = integrator.formulations();
    const bool listed = std::find(f.begin(), f.end(), "hamilton") != f.end();
    EXPECT_EQ(listed, integrator.name == "rk4" || integrator.name == "ab4") << integrator.name;
  }
  std::string formulation = "hamilton", correction = "auto";
  try {
    resolve_method("cvode-bdf", formulation, correction);
    FAIL() << "cvode-bdf took hamilton";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(e.what()).find("hamilton works with ab4, rk4"), std::string::npos) << e.what();
  }
  RunSettings s;
  s.coordinates = "relative";
  s.integrator = "rk4";
  s.formulation = "hamilton";
  s.step = 1e-3;
  s.t_end = 0.01;
  try {
    run_simulation(load_builtin_model("triple_pendulum"), s, {});
    FAIL() << "ran in relative coordinates";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(e.what()).find("takes global coordinates"), std::string::npos) << e.what();
  }
  EXPECT_FALSE(formulation_takes(find_formulation("hamilton"), find_coordinates("relative"),
                                 load_builtin_model("triple_pendulum")));
  EXPECT_TRUE(formulation_takes(find_formulation("hamilton"), find_coordinates("planar-nacf"),
                                load_builtin_model("flexible_slider_crank")));
  EXPECT_FALSE(formulation_takes(find_formulation("gibbs-appell"), find_coordinates("relative"),
                                 load_builtin_model("flexible_slider_crank")));
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
