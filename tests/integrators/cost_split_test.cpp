// The cost split a run reports (core/cost_split.hpp): every Newton-based integrator fills each of its
// parts, the parts fit inside the integration's wall time, and an explicit integrator, which builds and
// factors no Newton matrix, reports its right-hand sides only.
#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "methods/run.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

RunStatistics run_chain(const std::string& integrator, const std::string& linear_solver) {
  RunSettings settings;
  settings.integrator = integrator;
  settings.adaptive.linear_solver = linear_solver;
  settings.adaptive.rtol = settings.adaptive.atol = 1e-6;
  settings.step = 2e-3;
  settings.t_end = settings.output_every = 0.05;
  return run_simulation(load_builtin_model("spherical_chain"), settings, {}).statistics;
}

TEST(CostSplit, NewtonIntegratorsFillEveryPart) {
  for (const auto& [integrator, solver] : {std::pair{"ida", "klu"}, std::pair{"ida", "dense"},
                                           std::pair{"cvode-bdf", "klu"}, std::pair{"cvode-bdf", "dense"},
                                           std::pair{"arkode-dirk", "klu"}, std::pair{"ali3p-trapezoidal", "auto"},
                                           std::pair{"gen-alpha", "auto"}}) {
    SCOPED_TRACE(std::string(integrator) + " " + solver);
    const RunStatistics s = run_chain(integrator, solver);
    ASSERT_EQ(s.status, "ok") << s.message;
    EXPECT_GT(s.cost.residual, 0.0);
    // CVODE's dense Jacobian is difference quotients of q̈: its right-hand sides are residuals.
    if (std::string(integrator) != "cvode-bdf" || std::string(solver) != "dense") {
      EXPECT_GT(s.cost.matrix, 0.0);
    }
    EXPECT_GT(s.cost.factorization, 0.0);
    EXPECT_GT(s.cost.solve, 0.0);
    EXPECT_LE(s.cost.total(), s.wall_time_s) << "the parts are inside the integration";
  }
}

TEST(CostSplit, ExplicitIntegratorsReportRightHandSidesOnly) {
  for (const char* integrator : {"cvode-adams", "arkode-erk"}) {
    SCOPED_TRACE(integrator);
    const RunStatistics s = run_chain(integrator, "auto");
    ASSERT_EQ(s.status, "ok") << s.message;
    EXPECT_GT(s.cost.residual, 0.0);
    EXPECT_LE(s.cost.residual, s.wall_time_s);
    EXPECT_EQ(s.cost.matrix + s.cost.factorization + s.cost.solve, 0.0);
  }
}

}  // namespace
}  // namespace mbdae
