// IDA on the three residual forms: the period of a compound pendulum and the invariants of a tumbling
// free body, accuracy against the fixed-step reference, error falling with the tolerance, dense and
// KLU agreeing, constraint behaviour per form, failures reported with the flag.
#include <gtest/gtest.h>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/rk4.hpp"
#include "corrections/constraint_correction.hpp"
#include "integrators/ida.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "support/adaptive_test_models.hpp"
#include "support/sanitized.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct IdaOutcome {
  RunStatistics statistics;
  Eigen::VectorXd q, v;
};

IdaOutcome run_ida(const MultibodySystem& system, const std::string& form, double rtol, double t_end,
                   const std::string& linear_solver = "dense", long max_steps = 500000) {
  auto initial = make_acceleration_formulation("uke", system);
  AdaptiveOptions options;
  options.rtol = rtol;
  options.atol = rtol;
  options.linear_solver = linear_solver;
  options.max_steps = max_steps;
  auto ida_residual = make_dae_residual(form, system);
  IdaIntegrator ida(*ida_residual, *initial, options);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SimulationOptions times;
  times.t_end = t_end;
  times.output_every = 0.01;
  IdaOutcome outcome;
  outcome.statistics = simulate(system, ida, times, q, v,
                                          [&](double, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs,
                                              const Eigen::VectorXd&) {
                                            outcome.q = qs;
                                            outcome.v = vs;
                                          });
  return outcome;
}

// Tip D of the triple pendulum at t by RK4 at a small fixed step with direct correction.
Eigen::Vector3d reference_tip(const MultibodySystem& system, double t_end) {
  auto formulation = make_acceleration_formulation("af", system);
  RungeKutta4 rk4(*formulation, 2.5e-4);
  CorrectionOptions tight;
  tight.tolerance = 1e-12;
  auto correction = make_constraint_correction("direct", system, tight);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = t_end;
  Eigen::Vector3d tip;
  simulate(system, rk4, *correction, options, q, v,
                       [&](double, const Eigen::VectorXd& qs, const Eigen::VectorXd&, const Eigen::VectorXd&) {
                         tip = system.marker_position(2, qs);
                       });
  return tip;
}

AdaptiveOptions ida_tolerances(double rtol, const std::string& linear_solver) {
  AdaptiveOptions options;
  options.rtol = rtol;
  options.atol = rtol * 1e-2;
  options.linear_solver = linear_solver;
  return options;
}

class IdaKnownAnswers : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// The box on a spherical joint swinging 0.02 rad (the same problem as CVODE's and ARKode's tests): the
// period from the zero crossings of its centre's x coordinate is T₀ = 2π√(I_pivot/(m g d)) to 1e-4
// and, at rtol 1e-8, the finite-amplitude period T₀(1 + θ₀²/16) to 1e-6 (the correction is 2.5e-5).
// Index-3 weighs v's errors by h and leaves λ out; its phase error is larger but still below the
// amplitude correction.
TEST_P(IdaKnownAnswers, CompoundPendulumPeriod) {
  const auto& [form, linear_solver] = GetParam();
  const testing::CompoundPendulum pendulum;
  const MultibodySystem system(pendulum.model(), make_coordinate_type("nacf"));
  auto initial = make_acceleration_formulation("uke", system);
  auto ida_residual = make_dae_residual(form, system);
  IdaIntegrator ida(*ida_residual, *initial, ida_tolerances(1e-8, linear_solver));
  const testing::MeasuredPeriod measured = testing::measure_pendulum_period(system, ida);
  ASSERT_EQ(measured.crossings.size(), 4u);
  EXPECT_NEAR(measured.period / pendulum.small_amplitude_period(), 1.0, 1e-4);
  EXPECT_NEAR(measured.period / pendulum.period(), 1.0, form == "index3" ? 1e-5 : 1e-6)
      << "period " << measured.period << " s, expected " << pendulum.period();
  EXPECT_NEAR(measured.crossings.front() / pendulum.period(), 0.25, form == "index3" ? 1e-5 : 1e-6);
}

// A free body tumbling about a non-principal axis keeps its kinetic energy and its angular momentum.
// Its only constraints are NACF's six orthonormality conditions, so every form has multipliers to
// carry. GGL and index-1 control q and v: the drift of both invariants over 2 s stays below 100 rtol.
// Index-3 weighs v's errors by h (an index-2 variable), so they may be about rtol/h per step, not rtol
// (h ≈ 2–5 ms here), and both invariants, which depend on v, drift more: the bound for it is rtol/h
// over the ~400 steps, and the drift must still fall by 100x over three decades.
TEST_P(IdaKnownAnswers, TumblingBodyKeepsEnergyAndAngularMomentum) {
  const auto& [form, linear_solver] = GetParam();
  const MultibodySystem system(testing::tumbling_body(), make_coordinate_type("nacf"));
  auto initial = make_acceleration_formulation("uke", system);
  std::vector<double> energy_drifts;
  for (double rtol : {1e-6, 1e-9}) {
    auto ida_residual = make_dae_residual(form, system);
    IdaIntegrator ida(*ida_residual, *initial, ida_tolerances(rtol, linear_solver));
    const testing::InvariantDrift drift = testing::measure_invariant_drift(system, ida);
    const double bound = form == "index3" ? 400 * rtol / 2e-3 : 100 * rtol;
    EXPECT_LT(drift.energy, bound) << "rtol " << rtol;
    EXPECT_LT(drift.momentum, bound) << "rtol " << rtol;
    energy_drifts.push_back(drift.energy);
  }
  EXPECT_LT(energy_drifts[1], energy_drifts[0] / 100) << energy_drifts[0] << " -> " << energy_drifts[1];
}

INSTANTIATE_TEST_SUITE_P(Ida, IdaKnownAnswers,
                         ::testing::Combine(::testing::Values("index3", "ggl", "index1"),
                                            ::testing::Values("dense", "klu")),
                         [](const auto& info) { return std::get<0>(info.param) + "_" + std::get<1>(info.param); });

class IdaForms : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(IdaForms, ErrorFallsWithTheToleranceOnTheTriplePendulum) {
  const auto& [form, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates));
  const double t_end = 1.0;
  const Eigen::Vector3d reference = reference_tip(system, t_end);
  std::vector<double> errors;
  for (double rtol : {1e-4, 1e-6, 1e-8}) {
    const IdaOutcome o = run_ida(system, form, rtol, t_end);
    ASSERT_EQ(o.statistics.status, "ok") << o.statistics.message;
    errors.push_back((system.marker_position(2, o.q) - reference).norm());
  }
  EXPECT_LT(errors[1], errors[0] / 10) << errors[0] << " " << errors[1];
  EXPECT_LT(errors[2], errors[1] / 10) << errors[1] << " " << errors[2];
  // Index-3 weighs the errors of v by h (an index-2 variable) and leaves λ out, so its error per unit
  // tolerance is larger (measured: 1.5e-5 at rtol 1e-8 in NACF, against 4e-7 for GGL); the other
  // forms control q and v with their full weights.
  EXPECT_LT(errors[2], form == "index3" ? 1e-4 : 1e-6);
}

// Over 5 s of the triple pendulum (1 s under the sanitizers) index-3's error keeps falling with the
// tolerance from 1e-8 to 1e-10 once its velocities are in the error test with the weight h
// (formulations/index3.hpp). Left out of it, as they were, the tip error at 5 s went from 7.2e-4 to
// 4.9e-4 m: the tolerance bought almost nothing; weighted by h it goes from 3.6e-4 to 5.8e-5 m.
TEST(IdaIndex3, WeighingTheVelocitiesByTheStepMakesTheErrorFallWithTheTolerance) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const double t_end = testing::horizon(5.0, 1.0);
  const Eigen::Vector3d reference = reference_tip(system, t_end);
  std::vector<double> errors;
  for (double rtol : {1e-8, 1e-10}) {
    const IdaOutcome o = run_ida(system, "index3", rtol, t_end);
    ASSERT_EQ(o.statistics.status, "ok") << o.statistics.message;
    errors.push_back((system.marker_position(2, o.q) - reference).norm());
  }
  EXPECT_LT(errors[1], errors[0] / 4) << errors[0] << " -> " << errors[1];
}

TEST_P(IdaForms, KluAndDenseAgree) {
  const auto& [form, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates));
  const IdaOutcome dense = run_ida(system, form, 1e-8, 0.5, "dense");
  const IdaOutcome klu = run_ida(system, form, 1e-8, 0.5, "klu");
  ASSERT_EQ(klu.statistics.status, "ok") << klu.statistics.message;
  EXPECT_LT((system.marker_position(2, dense.q) - system.marker_position(2, klu.q)).norm(), 1e-6);
}

INSTANTIATE_TEST_SUITE_P(AllForms, IdaForms,
                         ::testing::Combine(::testing::Values("index3", "ggl", "index1"),
                                            ::testing::Values("nacf", "rpcf-ep")),
                         [](const auto& info) {
                           return std::get<0>(info.param) + "_" + (std::get<1>(info.param) == "nacf" ? "nacf" : "rpcf_ep");
                         });

// IDA's Newton iteration stops at a fraction of the tolerance, so the constraint rows of the residual
// hold to about the tolerance: GGL keeps positions and velocities, index-3 positions, while index-1
// only keeps accelerations, so its position and velocity violations drift beyond both.
TEST(IdaConstraints, EachFormKeepsWhatItsEquationsContain) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const double rtol = 1e-6;
  const IdaOutcome ggl = run_ida(system, "ggl", rtol, 5.0);
  const IdaOutcome index3 = run_ida(system, "index3", rtol, 5.0);
  const IdaOutcome index1 = run_ida(system, "index1", rtol, 5.0);
  ASSERT_EQ(ggl.statistics.status, "ok") << ggl.statistics.message;
  ASSERT_EQ(index3.statistics.status, "ok") << index3.statistics.message;
  ASSERT_EQ(index1.statistics.status, "ok") << index1.statistics.message;
  EXPECT_LT(ggl.statistics.max_position_violation, 10 * rtol);
  EXPECT_LT(ggl.statistics.max_velocity_violation, 100 * rtol);
  EXPECT_LT(index3.statistics.max_position_violation, 100 * rtol);  // measured 1.4e-5: v is not error-controlled
  EXPECT_GT(index1.statistics.max_position_violation, 10 * ggl.statistics.max_position_violation);
}

TEST(IdaFailures, TooMuchWorkNamesTheFlagAndTheTime) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const IdaOutcome o = run_ida(system, "ggl", 1e-8, 1.0, "dense", 5);
  EXPECT_EQ(o.statistics.status, "failed");
  EXPECT_NE(o.statistics.message.find("IDA failed with IDA_TOO_MUCH_WORK"), std::string::npos) << o.statistics.message;
  EXPECT_EQ(o.statistics.message.rfind("t = ", 0), 0u) << o.statistics.message;
}

}  // namespace
}  // namespace mbdae
