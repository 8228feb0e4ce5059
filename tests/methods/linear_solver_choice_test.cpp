// `--linear-solver auto`: KLU for the implicit SUNDIALS integrators from kSmallestSparseSystem
// coordinates on, dense for small models and for CVODE BDF and ARKode DIRK on redundant constraints; an
// explicit choice is kept. The run reports the solver it used.
#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "linear_algebra/linear_algebra.hpp"
#include "methods/run.hpp"
#include "methods/run_settings.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// auto: klu from kSmallestSparseSystem coordinates for every implicit SUNDIALS integrator (IDA's
// sparse DAE matrix; CVODE BDF's and ARKode DIRK's sparse index-1 solve), dense below; and dense for
// CVODE BDF and ARKode DIRK on a mechanism redundant at the start, which their sparse solve cannot take.
TEST(LinearSolverChoice, AutoIsKluOnLargeModelsAndDenseForRedundantOdeNewtonSolves) {
  RunSettings settings;
  EXPECT_EQ(settings.adaptive.linear_solver, "auto");
  for (const char* integrator : {"ida", "cvode-bdf", "arkode-dirk"}) {
    settings.integrator = integrator;
    EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem - 1), "dense") << integrator;
    EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem), "klu") << integrator;
  }
  settings.integrator = "ida";
  EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem, true), "klu") << "IDA's forms remove the rows";
  for (const char* integrator : {"cvode-bdf", "arkode-dirk"}) {
    settings.integrator = integrator;
    EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem, true), "dense") << integrator;
  }
  settings.integrator = "ida";
  settings.adaptive.linear_solver = "dense";
  EXPECT_EQ(settings.resolved_linear_solver(10 * kSmallestSparseSystem), "dense");
  settings.integrator = "cvode-bdf";
  settings.adaptive.linear_solver = "klu";
  EXPECT_EQ(settings.resolved_linear_solver(1), "klu");
}

// Under auto, CVODE BDF on Bricard (60 coordinates, one redundant row at the start): with UKE, which
// keeps every row, the dense solve; with AF, whose run removes the repeated row, klu. Both run.
TEST(LinearSolverChoice, CvodeBdfOnARedundantMechanismFallsBackToDenseOnlyWhereItMust) {
  RunSettings settings;
  settings.integrator = "cvode-bdf";
  settings.t_end = 0.05;
  settings.formulation = "uke";
  const RunResult uke = run_simulation(load_builtin_model("bricard"), settings, {});
  EXPECT_EQ(uke.statistics.status, "ok") << uke.statistics.message;
  EXPECT_EQ(uke.linear_solver, "dense");
  EXPECT_TRUE(uke.removed_rows.empty());
  settings.formulation = "af";
  const RunResult af = run_simulation(load_builtin_model("bricard"), settings, {});
  EXPECT_EQ(af.statistics.status, "ok") << af.statistics.message;
  EXPECT_EQ(af.linear_solver, "klu");
  EXPECT_FALSE(af.removed_rows.empty());
}

TEST(LinearSolverChoice, ARunReportsTheSolverItUsed) {
  RunSettings settings;
  settings.integrator = "ida";
  settings.formulation = "ggl";
  settings.t_end = 0.01;
  // Bricard: 60 coordinates, KLU; the triple pendulum: 36, dense. Both run.
  const RunResult bricard = run_simulation(load_builtin_model("bricard"), settings, {});
  EXPECT_EQ(bricard.statistics.status, "ok") << bricard.statistics.message;
  EXPECT_EQ(bricard.linear_solver, "klu");
  const RunResult pendulum = run_simulation(load_builtin_model("triple_pendulum"), settings, {});
  EXPECT_EQ(pendulum.statistics.status, "ok") << pendulum.statistics.message;
  EXPECT_EQ(pendulum.linear_solver, "dense");
}

}  // namespace
}  // namespace mbdae
