// arkode-erk-fixed: ARKode's explicit tables with a fixed step converge at each table's own order on
// the harmonic oscillator's exact motion, with and without a correction after each step; they take
// exactly the grid's steps; the registry gives the table's order; unknown tables are refused by name.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "core/error.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/arkode_erk_fixed.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Table {
  std::string name;  // "" = ERKStep's default
  int order;
  std::vector<double> steps;  // in the asymptotic range and above round-off on the oscillator
};

const std::vector<Table> kTables = {
    {"ARKODE_HEUN_EULER_2_1_2", 2, {0.01, 0.005, 0.0025}},
    {"ARKODE_KNOTH_WOLKE_3_3", 3, {0.02, 0.01, 0.005}},
    {"", 4, {0.02, 0.01, 0.005}},
    {"ARKODE_DORMAND_PRINCE_7_4_5", 5, {0.04, 0.02, 0.01}},
    // c_s = 1 without first-same-as-last: the stepper is restarted after every step.
    {"ARKODE_VERNER_8_5_6", 6, {0.08, 0.04, 0.02}},
};

using Outcome = testing::RecordedRun;

Outcome integrate(const MultibodySystem& system, const std::string& table, const std::string& correction_name,
                  double step, double t_end) {
  auto formulation = make_acceleration_formulation("af", system);
  ArkodeErkFixedStep integrator(*formulation, step, table, correction_name != "none");
  auto correction = make_constraint_correction(correction_name, system, {});
  return testing::run_recorded(system, integrator, *correction, step, t_end);
}

class ArkodeFixedStepOrder : public ::testing::TestWithParam<std::tuple<Table, std::string>> {};

// The centre of a box on a zero-length spring moves as r0 cos ωt + v0/ω sin ωt: halving the step
// divides the error by 2^p, p the table's order.
TEST_P(ArkodeFixedStepOrder, ConvergesAtTheTablesOrderOnTheHarmonicOscillator) {
  const auto& [table, correction] = GetParam();
  const Model model = testing::spring_oscillator();
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  const double t_end = 2.0;
  const Eigen::Vector3d exact = testing::spring_oscillator_centre(model, t_end);
  std::vector<double> errors;
  for (const double step : table.steps) {
    const Outcome o = integrate(system, table.name, correction, step, t_end);
    ASSERT_EQ(o.statistics.status, "ok") << o.statistics.message;
    // Exactly the grid's steps, each ending on a grid point.
    EXPECT_EQ(o.statistics.steps, std::lround(t_end / step));
    ASSERT_EQ(o.sample_times.size(), static_cast<size_t>(std::lround(t_end / step)) + 1);
    for (size_t k = 0; k < o.sample_times.size(); ++k) EXPECT_DOUBLE_EQ(o.sample_times[k], k * step);
    errors.push_back((system.marker_position(0, o.q) - exact).norm());
  }
  for (size_t k = 0; k + 1 < errors.size(); ++k)
    EXPECT_NEAR(std::log2(errors[k] / errors[k + 1]), table.order, 0.3)
        << "errors " << errors[k] << " -> " << errors[k + 1];
}

INSTANTIATE_TEST_SUITE_P(Tables, ArkodeFixedStepOrder,
                         ::testing::Combine(::testing::ValuesIn(kTables), ::testing::Values("none", "rgcp")),
                         [](const auto& info) {
                           const Table& t = std::get<0>(info.param);
                           return "order" + std::to_string(t.order) + "_" + std::get<1>(info.param);
                         });

// ERKStep's default fourth-order table (Zonneveld's) has the classical RK4's four stages and weights, its
// fifth stage serving only the embedded estimate: with a fixed step it is mbdae's rk4, to round-off,
// correction after each step included.
TEST(ArkodeFixedStep, ItsDefaultTableIsTheClassicalRungeKutta) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const Outcome arkode = integrate(system, "", "rgcp", 1e-3, 1.0);
  auto formulation = make_acceleration_formulation("af", system);
  RungeKutta4 rk4(*formulation, 1e-3);
  auto correction = make_constraint_correction("rgcp", system, {});
  const Outcome classical = testing::run_recorded(system, rk4, *correction, 1e-3, 1.0);
  ASSERT_EQ(classical.statistics.status, "ok");
  ASSERT_EQ(arkode.statistics.status, "ok");
  EXPECT_LT((system.marker_position(2, arkode.q) - system.marker_position(2, classical.q)).norm(), 1e-12);
  // It has moved: the tip started at (8, 4, 0).
  EXPECT_GT((system.marker_position(2, classical.q) - Eigen::Vector3d(8, 4, 0)).norm(), 1.0);
}

TEST(ArkodeFixedStep, TheRegistryGivesTheTablesOrder) {
  const IntegratorRow& row = find_integrator("arkode-erk-fixed");
  EXPECT_TRUE(row.fixed_step);
  RunSettings settings;
  settings.integrator = "arkode-erk-fixed";
  for (const Table& table : kTables) {
    settings.adaptive.table = table.name;
    EXPECT_EQ(row.order_of(settings), table.order) << table.name;
    EXPECT_EQ(explicit_table_order(table.name), table.order) << table.name;
  }
  settings.integrator = "rk4";
  settings.adaptive.table.clear();
  EXPECT_EQ(find_integrator("rk4").order_of(settings), 4);
}

TEST(ArkodeFixedStep, AnUnknownTableIsRefusedByName) {
  const MultibodySystem system(testing::spring_oscillator(), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("af", system);
  try {
    ArkodeErkFixedStep integrator(*formulation, 0.01, "ARKODE_NO_SUCH_TABLE", false);
    FAIL() << "accepted an unknown table";
  } catch (const Error& error) {
    EXPECT_EQ(error.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(error.what()).find("'ARKODE_NO_SUCH_TABLE'"), std::string::npos) << error.what();
  }
  // An implicit table is no explicit one.
  EXPECT_THROW(explicit_table_order("ARKODE_SDIRK_2_1_2"), Error);
}

// With a correction after each step the constraints hold to the correction's tolerance, as with rk4;
// without one the triple pendulum drifts off them.
TEST(ArkodeFixedStep, TheCorrectionAfterEachStepHoldsTheConstraints) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const Outcome corrected = integrate(system, "ARKODE_DORMAND_PRINCE_7_4_5", "rgcp", 0.004, 1.0);
  const Outcome drifting = integrate(system, "ARKODE_DORMAND_PRINCE_7_4_5", "none", 0.004, 1.0);
  ASSERT_EQ(corrected.statistics.status, "ok") << corrected.statistics.message;
  ASSERT_EQ(drifting.statistics.status, "ok") << drifting.statistics.message;
  EXPECT_LT(corrected.statistics.max_position_violation, 1e-10);
  EXPECT_GT(drifting.statistics.max_position_violation, 100 * corrected.statistics.max_position_violation);
  // The two agree to the method's error: the correction moves the state by about the local error.
  EXPECT_LT((system.marker_position(2, corrected.q) - system.marker_position(2, drifting.q)).norm(), 1e-5);
}

}  // namespace
}  // namespace mbdae
