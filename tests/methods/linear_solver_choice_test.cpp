// `--linear-solver auto`: KLU for IDA from kSmallestSparseSystem coordinates on (its Newton matrix is
// sparse), dense for CVODE and ARKode (theirs is dense in structure) and for small models; an explicit
// choice is kept. The run reports the solver it used.
#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "linear_algebra/linear_algebra.hpp"
#include "methods/run.hpp"
#include "methods/run_settings.hpp"

namespace mbdae {
namespace {

TEST(LinearSolverChoice, AutoIsKluForIdaOnLargeModelsOnly) {
  RunSettings settings;
  EXPECT_EQ(settings.adaptive.linear_solver, "auto");
  settings.integrator = "ida";
  EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem - 1), "dense");
  EXPECT_EQ(settings.resolved_linear_solver(kSmallestSparseSystem), "klu");
  for (const char* integrator : {"cvode-bdf", "arkode-dirk", "ab4"}) {
    settings.integrator = integrator;
    EXPECT_EQ(settings.resolved_linear_solver(10 * kSmallestSparseSystem), "dense") << integrator;
  }
  settings.integrator = "ida";
  settings.adaptive.linear_solver = "dense";
  EXPECT_EQ(settings.resolved_linear_solver(10 * kSmallestSparseSystem), "dense");
  settings.integrator = "cvode-bdf";
  settings.adaptive.linear_solver = "klu";
  EXPECT_EQ(settings.resolved_linear_solver(1), "klu");
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
