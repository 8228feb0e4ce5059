// CVODE (BDF with dense or KLU Newton, Adams with fixed-point iteration) on problems with known
// answers: the period of a compound pendulum, the invariants of a tumbling free body, the exact
// harmonic oscillator; the KLU Jacobian; BDF with projection on the triple pendulum's constraints
// (and the projection itself); and a failure.
#include <gtest/gtest.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/cvode.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "support/adaptive_test_models.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Variant {
  std::string label;
  CvodeIntegrator::Method method;
  std::string linear_solver;
};

const std::vector<Variant> kVariants = {{"bdf_dense", CvodeIntegrator::Method::bdf, "dense"},
                                        {"bdf_klu", CvodeIntegrator::Method::bdf, "klu"},
                                        {"adams", CvodeIntegrator::Method::adams, "dense"}};

AdaptiveOptions tolerances(double rtol, const std::string& linear_solver = "dense") {
  AdaptiveOptions options;
  options.rtol = rtol;
  options.atol = rtol * 1e-2;
  options.linear_solver = linear_solver;
  return options;
}

class CvodeMethods : public ::testing::TestWithParam<Variant> {};

// A box on a spherical joint swinging 0.02 rad: the period measured from the zero crossings of its
// centre's x coordinate (outputs every 1 ms) is the compound pendulum's T₀ = 2π√(I_pivot/(m g d)) to
// 1e-4, and at rtol 1e-8 even resolves the finite-amplitude factor 1 + θ₀²/16 (2.5e-5).
TEST_P(CvodeMethods, CompoundPendulumPeriod) {
  const testing::CompoundPendulum pendulum;
  const MultibodySystem system(pendulum.model(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  CvodeIntegrator integrator(*formulation, GetParam().method, tolerances(1e-8, GetParam().linear_solver));
  const testing::MeasuredPeriod measured = testing::measure_pendulum_period(system, integrator);
  ASSERT_EQ(measured.crossings.size(), 4u);
  EXPECT_NEAR(measured.period / pendulum.small_amplitude_period(), 1.0, 1e-4);
  EXPECT_NEAR(measured.period / pendulum.period(), 1.0, 1e-6)
      << "period " << measured.period << " s, expected " << pendulum.period();
  EXPECT_NEAR(measured.crossings.front() / pendulum.period(), 0.25, 1e-6);
}

// A free body tumbling about a non-principal axis keeps its kinetic energy and its angular momentum
// (I ω + m r_G × v_G) up to the integration error. The local error of every step is held to about
// rtol (WRMS norm over all 2n components); over the few hundred steps of 2 s the drift of both
// invariants stays below 100 rtol (BDF, the least accurate per step here, reaches about 50 rtol).
TEST_P(CvodeMethods, TumblingBodyKeepsEnergyAndAngularMomentum) {
  const MultibodySystem system(testing::tumbling_body(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (double rtol : {1e-6, 1e-9}) {
    CvodeIntegrator integrator(*formulation, GetParam().method, tolerances(rtol, GetParam().linear_solver));
    const testing::InvariantDrift drift = testing::measure_invariant_drift(system, integrator);
    EXPECT_LT(drift.energy, 100 * rtol) << "rtol " << rtol;
    EXPECT_LT(drift.momentum, 100 * rtol) << "rtol " << rtol;
  }
}

// The centre of a box on a zero-length spring moves as r0 cos ωt + v0/ω sin ωt: tightening rtol by
// two decades lowers the error by more than one decade.
TEST_P(CvodeMethods, HarmonicOscillatorErrorFollowsTheTolerance) {
  const Model model = testing::spring_oscillator();
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  const double t_end = 2.0;
  const Eigen::Vector3d exact = testing::spring_oscillator_centre(model, t_end);
  std::vector<double> errors;
  for (double rtol : {1e-4, 1e-6, 1e-8}) {
    CvodeIntegrator integrator(*formulation, GetParam().method, tolerances(rtol, GetParam().linear_solver));
    errors.push_back((testing::marker_at_end(system, integrator, t_end) - exact).norm());
    EXPECT_LT(errors.back(), 100 * rtol) << "rtol " << rtol;
  }
  EXPECT_LT(errors[1], 0.1 * errors[0]) << errors[0] << " -> " << errors[1];
  EXPECT_LT(errors[2], 0.1 * errors[1]) << errors[1] << " -> " << errors[2];
}

INSTANTIATE_TEST_SUITE_P(Cvode, CvodeMethods, ::testing::ValuesIn(kVariants),
                         [](const auto& info) { return info.param.label; });

// The sparse Newton solve through the index-1 matrix (klu) solves the same Newton systems as the dense
// solver with CVODE's own difference quotients: the trajectories agree to well within the tolerance.
TEST(CvodeKlu, AgreesWithDense) {
  const MultibodySystem system(testing::spring_oscillator(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (double rtol : {1e-6, 1e-8}) {
    Eigen::VectorXd q_dense, q_klu;
    CvodeIntegrator dense(*formulation, CvodeIntegrator::Method::bdf, tolerances(rtol, "dense"));
    CvodeIntegrator klu(*formulation, CvodeIntegrator::Method::bdf, tolerances(rtol, "klu"));
    testing::integrate_to_outputs(system, dense, 2.0, 0.1,
                                  [&](double, const Eigen::VectorXd& q, const Eigen::VectorXd&) { q_dense = q; });
    testing::integrate_to_outputs(system, klu, 2.0, 0.1,
                                  [&](double, const Eigen::VectorXd& q, const Eigen::VectorXd&) { q_klu = q; });
    EXPECT_LT((system.marker_position(0, q_klu) - system.marker_position(0, q_dense)).norm(), 10 * rtol)
        << "rtol " << rtol;
    // Same Newton systems, so about the same work: a wrong Jacobian would show as more iterations.
    const IntegratorStatistics klu_statistics = klu.statistics(), dense_statistics = dense.statistics();
    EXPECT_GT(klu_statistics.jacobian_evaluations, 0);
    EXPECT_NEAR(klu_statistics.newton_iterations, dense_statistics.newton_iterations,
                0.1 * dense_statistics.newton_iterations);
    EXPECT_EQ(klu_statistics.nonlinear_failures, 0);
  }
}

struct ConstraintHistory {
  double max_output = 0.0;     // max |C|₂ at the output states
  double max_last_step = 0.0;  // max |C|₂ of the state CVODE carries at its last step
  double max_velocity = 0.0;   // max |C_q v + C_t|₂ at the output states
};

ConstraintHistory run_triple_pendulum(bool projection, IntegratorStatistics& statistics, long& projections) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  AdaptiveOptions options;  // rtol 1e-6, atol 1e-8
  options.projection = projection;
  CvodeIntegrator integrator(*formulation, CvodeIntegrator::Method::bdf, options);
  ViolationMonitor monitor(system);
  ConstraintHistory history;
  Eigen::VectorXd q_step, v_step;
  testing::integrate_to_outputs(system, integrator, 2.0, 0.01,
                                [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
                                  double position = 0.0, velocity = 0.0;
                                  monitor.measure(t, q, v, position, velocity);
                                  history.max_output = std::max(history.max_output, position);
                                  history.max_velocity = std::max(history.max_velocity, velocity);
                                  if (t == 0.0) return;
                                  const double t_n = integrator.last_step_state(q_step, v_step);
                                  monitor.measure(t_n, q_step, v_step, position, velocity);
                                  history.max_last_step = std::max(history.max_last_step, position);
                                });
  statistics = integrator.statistics();
  projections = integrator.projections();
  return history;
}

// BDF with projection holds the triple pendulum on C = 0 — both the states CVODE carries from step to
// step and the (projected) interpolated outputs — while without projection the constraints drift.
TEST(CvodeProjection, HoldsTheTriplePendulumOnItsConstraints) {
  IntegratorStatistics projected_statistics, free_statistics;
  long projected_projections = 0, free_projections = 0;
  const ConstraintHistory projected = run_triple_pendulum(true, projected_statistics, projected_projections);
  const ConstraintHistory free = run_triple_pendulum(false, free_statistics, free_projections);
  EXPECT_LE(projected.max_last_step, 1e-10);
  EXPECT_LE(projected.max_output, 1e-10);
  EXPECT_LE(projected.max_velocity, 1e-10);
  EXPECT_GE(projected_projections, projected_statistics.steps);  // every step is projected
  EXPECT_EQ(free_projections, 0);
  EXPECT_GT(free.max_output, 1e-8);
  EXPECT_GT(free.max_last_step, 100 * projected.max_last_step);
}

// The projection CVODE calls after every BDF step, on a perturbed moving triple pendulum: the corrected
// state is consistent, the position correction is normal to the manifold (it lies in the range of
// C_qᵀ), and the projected error estimate is tangent to it, C_q e_q = 0 and C_q e_v + D e_q = 0 with
// D = ∂(C_q v)/∂q taken here by central differences, independently of the projection's own.
TEST(CvodeProjection, ProjectsStateAndErrorOntoTheManifold) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const int n = system.coordinate_count();
  std::mt19937 rng(11);
  std::normal_distribution<double> normal(0.0, 1.0);
  auto random_vector = [&](int size, double scale) {
    Eigen::VectorXd x(size);
    for (double& value : x) value = scale * normal(rng);
    return x;
  };
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  v = random_vector(n, 1.0);
  assemble(system, 0.0, q, v);  // a consistent, moving state
  q += random_vector(n, 1e-5);
  v += random_vector(n, 1e-5);

  sundials::Context context;
  sundials::Vector y = sundials::make_vector(2 * n, context), correction = sundials::make_vector(2 * n, context),
                   error = sundials::make_vector(2 * n, context), weights = sundials::make_vector(2 * n, context);
  auto y_values = sundials::view(y.get());
  y_values << q, v;
  sundials::view(weights.get()) = (1e-6 * y_values.cwiseAbs().array() + 1e-8).inverse().matrix();
  const Eigen::VectorXd error_before = random_vector(2 * n, 1e-6);
  sundials::view(error.get()) = error_before;

  ManifoldProjection projection(system);
  ASSERT_EQ(projection.project_step(0.0, y.get(), correction.get(), ManifoldProjection::kTolerance, error.get(),
                                    weights.get()),
            0);
  const Eigen::VectorXd dq = sundials::view(correction.get()).head(n), dv = sundials::view(correction.get()).tail(n);
  const Eigen::VectorXd q_p = q + dq, v_p = v + dv;

  ViolationMonitor monitor(system);
  double position = 0.0, velocity = 0.0;
  monitor.measure(0.0, q_p, v_p, position, velocity);
  EXPECT_LT(position, 1e-12);
  EXPECT_LT(velocity, 1e-12);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.0, q_p, jacobian);
  const Eigen::MatrixXd C_q(jacobian);
  const Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition(C_q);
  const Eigen::VectorXd tangential = dq - decomposition.solve(C_q * dq);  // (I − C_q⁺C_q) Δq
  EXPECT_LT(tangential.norm(), 1e-3 * dq.norm());
  EXPECT_GT(dq.norm(), 1e-6);

  const Eigen::VectorXd e = sundials::view(error.get());
  const Eigen::VectorXd e_q = e.head(n), e_v = e.tail(n);
  const double h = 1e-4 / e_q.cwiseAbs().maxCoeff();
  SparseMatrix plus = system.make_constraint_jacobian(), minus = system.make_constraint_jacobian();
  system.constraint_jacobian(0.0, q_p + h * e_q, plus);
  system.constraint_jacobian(0.0, q_p - h * e_q, minus);
  const Eigen::VectorXd D_e_q = (plus * v_p - minus * v_p) / (2 * h);
  EXPECT_LT((C_q * e_q).norm(), 1e-12 * e.norm());
  EXPECT_LT((C_q * e_v + D_e_q).norm(), 1e-6 * e.norm());
  EXPECT_GT(e.norm(), 0.1 * error_before.norm());  // only the normal part is removed
}

TEST(CvodeProjection, AdamsRefusesProjection) {
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  AdaptiveOptions options;
  options.projection = true;
  try {
    CvodeIntegrator integrator(*formulation, CvodeIntegrator::Method::adams, options);
    FAIL() << "projection with Adams was accepted";
  } catch (const Error& error) {
    EXPECT_EQ(error.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(error.what()).find("`projection` needs cvode-bdf"), std::string::npos) << error.what();
  }
}

TEST(CvodeNames, SayTheMethod) {
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  EXPECT_STREQ(CvodeIntegrator(*formulation, CvodeIntegrator::Method::bdf, {}).name(), "cvode-bdf");
  EXPECT_STREQ(CvodeIntegrator(*formulation, CvodeIntegrator::Method::adams, {}).name(), "cvode-adams");
}

// Five internal steps cannot reach t = 1 s: the error names CVODE's flag and the time reached.
TEST(CvodeFailure, TooFewStepsNamesTheFlagAndTheTime) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (const Variant& variant : kVariants) {
    AdaptiveOptions options = tolerances(1e-8, variant.linear_solver);
    options.max_steps = 5;
    CvodeIntegrator integrator(*formulation, variant.method, options);
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    SimulationOptions interval;
    interval.t_end = interval.output_every = 1.0;
    const RunStatistics s = simulate(system, integrator, interval, q, v, {});
    EXPECT_EQ(s.status, "failed") << variant.label;
    const std::string& message = s.message;
    EXPECT_NE(message.find("CV_TOO_MUCH_WORK"), std::string::npos) << message;
    ASSERT_EQ(message.rfind("t = ", 0), 0u) << message;
    const double t_failed = std::stod(message.substr(4));
    EXPECT_GT(t_failed, 0.0) << message;
    EXPECT_LT(t_failed, 1.0) << message;
    EXPECT_NE(message.find("last step size h = "), std::string::npos) << message;
    EXPECT_NE(message.find("allow more (`max_steps`)"), std::string::npos) << message;
  }
}

}  // namespace
}  // namespace mbdae
