// ARKode (ERKStep with named explicit tables, ARKStep DIRK with dense or KLU Newton) on problems with
// known answers: the period of a compound pendulum, the invariants of a tumbling free body, the exact
// harmonic oscillator; RGCP and direct correction after every step on the triple pendulum; failures.
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/arkode.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "support/adaptive_test_models.hpp"
#include "support/test_models.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Variant {
  std::string label;
  ArkodeIntegrator::Method method;
  std::string table;
  std::string linear_solver = "dense";
};

const std::vector<Variant> kVariants = {
    {"erk_default", ArkodeIntegrator::Method::erk, ""},
    {"erk_dormand_prince", ArkodeIntegrator::Method::erk, "ARKODE_DORMAND_PRINCE_7_4_5"},
    {"erk_verner", ArkodeIntegrator::Method::erk, "ARKODE_VERNER_8_5_6"},
    {"erk_fehlberg_8", ArkodeIntegrator::Method::erk, "ARKODE_FEHLBERG_13_7_8"},
    {"dirk_dense", ArkodeIntegrator::Method::dirk, ""},
    {"dirk_klu", ArkodeIntegrator::Method::dirk, "ARKODE_SDIRK_5_3_4", "klu"},
};

AdaptiveOptions options_for(const Variant& variant, double rtol) {
  AdaptiveOptions options;
  options.rtol = rtol;
  options.atol = rtol * 1e-2;
  options.table = variant.table;
  options.linear_solver = variant.linear_solver;
  return options;
}

class ArkodeMethods : public ::testing::TestWithParam<Variant> {};

// A box on a spherical joint swinging 0.02 rad: the period measured from the zero crossings of its
// centre's x coordinate (outputs every 1 ms) is the compound pendulum's T₀ = 2π√(I_pivot/(m g d)) to
// 1e-4, and at rtol 1e-8 even resolves the finite-amplitude factor 1 + θ₀²/16 (2.5e-5).
TEST_P(ArkodeMethods, CompoundPendulumPeriod) {
  const testing::CompoundPendulum pendulum;
  const MultibodySystem system(pendulum.model(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  ArkodeIntegrator integrator(*formulation, false, GetParam().method, options_for(GetParam(), 1e-8));
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
TEST_P(ArkodeMethods, TumblingBodyKeepsEnergyAndAngularMomentum) {
  const MultibodySystem system(testing::tumbling_body(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (double rtol : {1e-6, 1e-9}) {
    ArkodeIntegrator integrator(*formulation, false, GetParam().method, options_for(GetParam(), rtol));
    const testing::InvariantDrift drift = testing::measure_invariant_drift(system, integrator);
    EXPECT_LT(drift.energy, 100 * rtol) << "rtol " << rtol;
    EXPECT_LT(drift.momentum, 100 * rtol) << "rtol " << rtol;
  }
}

// The centre of a box on a zero-length spring moves as r0 cos ωt + v0/ω sin ωt: tightening rtol by
// two decades lowers the error by more than one decade.
TEST_P(ArkodeMethods, HarmonicOscillatorErrorFollowsTheTolerance) {
  const Model model = testing::spring_oscillator();
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  const double t_end = 2.0;
  const Eigen::Vector3d exact = testing::spring_oscillator_centre(model, t_end);
  std::vector<double> errors;
  for (double rtol : {1e-4, 1e-6, 1e-8}) {
    ArkodeIntegrator integrator(*formulation, false, GetParam().method, options_for(GetParam(), rtol));
    errors.push_back((testing::marker_at_end(system, integrator, t_end) - exact).norm());
    EXPECT_LT(errors.back(), 100 * rtol) << "rtol " << rtol;
  }
  EXPECT_LT(errors[1], 0.1 * errors[0]) << errors[0] << " -> " << errors[1];
  EXPECT_LT(errors[2], 0.1 * errors[1]) << errors[1] << " -> " << errors[2];
}

// Without a correction, outputs come from ARKode's interpolant: outputs every millisecond do not cut
// the steps short (far fewer steps than outputs), and every interpolated output is as accurate as
// the tolerance asks. With a correction (or a table that needs a restart after each step) the steps
// end on the outputs instead, since the state is changed there.
TEST(ArkodeOutputs, ComeFromTheInterpolantWithoutShorteningTheSteps) {
  const Model model = testing::spring_oscillator();
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (const Variant& variant : {kVariants[1], kVariants[4]}) {  // Dormand–Prince, default DIRK
    SCOPED_TRACE(variant.label);
    const double rtol = 1e-8, output_every = 1e-3, t_end = 2.0;
    ArkodeIntegrator integrator(*formulation, false, variant.method, options_for(variant, rtol));
    double worst = 0.0;
    long outputs = 0;
    testing::integrate_to_outputs(system, integrator, t_end, output_every,
                                  [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd&) {
                                    ++outputs;
                                    const Eigen::Vector3d exact = testing::spring_oscillator_centre(model, t);
                                    worst = std::max(worst, (system.marker_position(0, q) - exact).norm());
                                  });
    EXPECT_EQ(outputs, 2001);
    EXPECT_LT(integrator.statistics().steps, outputs / 4);
    EXPECT_LT(worst, 100 * rtol);
  }
}

INSTANTIATE_TEST_SUITE_P(Arkode, ArkodeMethods, ::testing::ValuesIn(kVariants),
                         [](const auto& info) { return info.param.label; });

// DIRK with the sparse Newton solve through the index-1 matrix (klu) agrees with DIRK with the dense
// solver and ARKode's own difference quotients to well within the tolerance.
TEST(ArkodeKlu, AgreesWithDense) {
  const MultibodySystem system(testing::spring_oscillator(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  for (double rtol : {1e-6, 1e-8}) {
    Eigen::VectorXd q_dense, q_klu;
    ArkodeIntegrator dense(*formulation, false, ArkodeIntegrator::Method::dirk,
                           options_for({"dense", ArkodeIntegrator::Method::dirk, "", "dense"}, rtol));
    ArkodeIntegrator klu(*formulation, false, ArkodeIntegrator::Method::dirk,
                         options_for({"klu", ArkodeIntegrator::Method::dirk, "", "klu"}, rtol));
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
  }
}

struct CorrectionCase {
  std::string label;
  ArkodeIntegrator::Method method;
  std::string correction;
};

struct ConstraintHistory {
  double max_position = 0.0;  // max |C|₂ at the output states
  double max_velocity = 0.0;  // max |C_q v + C_t|₂
  IntegratorStatistics statistics;
  long restarts = 0;      // of the stepper from an accepted state
  long corrections = 0;   // made by the loop
};

ConstraintHistory run_triple_pendulum(ArkodeIntegrator::Method method, const std::string& correction_name) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  auto correction = make_constraint_correction(correction_name, system, {});
  AdaptiveOptions options;  // rtol 1e-6, atol 1e-8
  ArkodeIntegrator integrator(*formulation, correction_name != "none", method, options);
  ViolationMonitor monitor(system);
  ConstraintHistory history;
  testing::integrate_to_outputs(system, integrator, *correction, 2.0, 0.01,
                                [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
                                  double position = 0.0, velocity = 0.0;
                                  monitor.measure(t, q, v, position, velocity);
                                  history.max_position = std::max(history.max_position, position);
                                  history.max_velocity = std::max(history.max_velocity, velocity);
                                });
  history.statistics = integrator.statistics();
  history.restarts = integrator.restarts();
  history.corrections = correction->statistics().corrections;
  return history;
}

class ArkodeCorrections : public ::testing::TestWithParam<CorrectionCase> {};

// Correcting after every internal step (and restarting ARKode from the corrected state) holds the
// triple pendulum on its constraints over 2 s; without correction the constraints drift far more.
TEST_P(ArkodeCorrections, HoldTheTriplePendulumOnItsConstraints) {
  const ConstraintHistory corrected = run_triple_pendulum(GetParam().method, GetParam().correction);
  const ConstraintHistory free = run_triple_pendulum(GetParam().method, "none");
  EXPECT_LE(corrected.max_position, 1e-9);
  EXPECT_LE(corrected.max_velocity, 1e-9);
  // One correction and one restart per internal step; none without a correction.
  EXPECT_EQ(corrected.corrections, corrected.statistics.steps);
  EXPECT_EQ(corrected.restarts, corrected.statistics.steps);
  EXPECT_EQ(free.restarts, 0);
  EXPECT_GT(free.max_position, 1e-8);
  EXPECT_GT(free.max_position, 100 * corrected.max_position);
}

INSTANTIATE_TEST_SUITE_P(Arkode, ArkodeCorrections,
                         ::testing::Values(CorrectionCase{"erk_rgcp", ArkodeIntegrator::Method::erk, "rgcp"},
                                           CorrectionCase{"erk_direct", ArkodeIntegrator::Method::erk, "direct"},
                                           CorrectionCase{"dirk_direct", ArkodeIntegrator::Method::dirk, "direct"}),
                         [](const auto& info) { return info.param.label; });

TEST(ArkodeTables, AnUnknownNameIsAUsageErrorListingValidOnes) {
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  const std::pair<ArkodeIntegrator::Method, const char*> cases[] = {
      {ArkodeIntegrator::Method::erk, "ARKODE_SDIRK_5_3_4"},  // an implicit table for an explicit method
      {ArkodeIntegrator::Method::dirk, "ARKODE_DORMAND_PRINCE_7_4_5"},
      {ArkodeIntegrator::Method::erk, "NO_SUCH_TABLE"}};
  for (const auto& [method, table] : cases) {
    AdaptiveOptions options;
    options.table = table;
    try {
      ArkodeIntegrator integrator(*formulation, false, method, options);
      FAIL() << table << " was accepted";
    } catch (const Error& error) {
      const std::string message = error.what();
      EXPECT_EQ(error.kind(), Error::Kind::usage) << message;
      EXPECT_NE(message.find(table), std::string::npos) << message;
      EXPECT_NE(message.find(method == ArkodeIntegrator::Method::erk ? "ARKODE_DORMAND_PRINCE_7_4_5"
                                                                       : "ARKODE_SDIRK_5_3_4"),
                std::string::npos)
          << message;
    }
  }
}

TEST(ArkodeNames, SayTheMethod) {
  const MultibodySystem system(testing::hanging_box(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  EXPECT_STREQ(ArkodeIntegrator(*formulation, false, ArkodeIntegrator::Method::erk, {}).name(), "arkode-erk");
  EXPECT_STREQ(ArkodeIntegrator(*formulation, false, ArkodeIntegrator::Method::dirk, {}).name(), "arkode-dirk");
}

// Five internal steps cannot reach t = 1 s, with or without the step-by-step correction loop: the
// error names ARKode's flag and the time reached.
TEST(ArkodeFailure, TooFewStepsNamesTheFlagAndTheTime) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  auto rgcp = make_constraint_correction("rgcp", system, {});
  for (ArkodeIntegrator::Method method : {ArkodeIntegrator::Method::erk, ArkodeIntegrator::Method::dirk}) {
    for (ConstraintCorrection* correction : {static_cast<ConstraintCorrection*>(nullptr), rgcp.get()}) {
      AdaptiveOptions options;
      options.rtol = 1e-8;
      options.max_steps = 5;
      ArkodeIntegrator integrator(*formulation, correction != nullptr, method, options);
      const std::string label = std::string(integrator.name()) + (correction ? " + rgcp" : "");
      Eigen::VectorXd q, v;
      system.initial_state(q, v);
      assemble(system, 0.0, q, v);
      SimulationOptions interval;
      interval.t_end = interval.output_every = 1.0;
      const RunStatistics s = correction ? simulate(system, integrator, *correction, interval, q, v, {})
                                         : simulate(system, integrator, interval, q, v, {});
      EXPECT_EQ(s.status, "failed") << label;
      const std::string& message = s.message;
      EXPECT_NE(message.find("ARK_TOO_MUCH_WORK"), std::string::npos) << label << ": " << message;
      ASSERT_EQ(message.rfind("t = ", 0), 0u) << message;
      const double t_failed = std::stod(message.substr(4));
      EXPECT_GT(t_failed, 0.0) << message;
      EXPECT_LT(t_failed, 1.0) << message;
      EXPECT_NE(message.find("last step size h = "), std::string::npos) << message;
    }
  }
}

}  // namespace
}  // namespace mbdae
