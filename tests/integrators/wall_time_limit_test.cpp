// The wall-time limit of a run (SimulationOptions::wall_time_limit, `mbdae compare --run-time-limit`):
// the time loop stops a run that would take hours once the limit has passed, with the
// status "time limit", the time it reached and whole outputs up to there; a run within its limit is not
// touched, and the limit ends with the run.
#include <gtest/gtest.h>

#include <chrono>
#include <sstream>
#include <thread>

#include "coordinates/coordinate_type.hpp"
#include "core/interruption.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "corrections/constraint_correction.hpp"
#include "integrators/cvode.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Observed {
  RunStatistics statistics;
  std::vector<double> times;
};

struct TriplePendulum {
  MultibodySystem system{load_builtin_model("triple_pendulum"), make_coordinate_type("nacf")};
  Eigen::VectorXd q, v;
  TriplePendulum() {
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
  }
};

// Far more simulated time than any of the integrators below covers in a minute.
SimulationOptions long_run(double wall_time_limit, double output_every = 0.01) {
  SimulationOptions options;
  options.t_end = 1e5;
  options.output_every = output_every;
  options.wall_time_limit = wall_time_limit;
  return options;
}

std::string expected_message(double t_reached, double limit) {
  std::ostringstream message;
  message << "t = " << t_reached << " s: stopped at the wall-time limit of " << limit
          << " s; the outputs hold the run up to here";
  return message.str();
}

Observed run_ab4(const TriplePendulum& p, const SimulationOptions& options) {
  auto formulation = make_acceleration_formulation("af", p.system);
  auto integrator = testing::make_explicit_integrator("ab4", *formulation, 1e-3);
  auto correction = make_constraint_correction("rgcp", p.system, {});
  Observed observed;
  observed.statistics = simulate(
      p.system, *integrator, *correction, options, p.q, p.v,
      [&](double t, const Eigen::VectorXd&, const Eigen::VectorXd&, const Eigen::VectorXd&) {
        observed.times.push_back(t);
      });
  return observed;
}

void expect_stopped_by_the_limit(const Observed& observed, double limit) {
  const RunStatistics& s = observed.statistics;
  EXPECT_EQ(s.status, "time limit");
  EXPECT_EQ(s.message, expected_message(s.t_reached, limit));
  EXPECT_LT(s.t_reached, 1e5);
  ASSERT_FALSE(observed.times.empty());
  EXPECT_EQ(observed.times.back(), s.t_reached) << "the last output is the state where the run stopped";
  EXPECT_FALSE(wall_time_limit_passed()) << "the limit ends with the run";
  // The limit counts the integrator's time, the time the run reports: it stopped only once that passed.
  EXPECT_GE(s.wall_time_s, limit);
}

TEST(WallTimeLimit, PassesOnlyWhileItLivesAndAfterItsTime) {
  EXPECT_FALSE(wall_time_limit_passed()) << "no limit";
  {
    const WallTimeLimit none(0.0);
    std::this_thread::sleep_for(std::chrono::milliseconds(2));
    EXPECT_FALSE(wall_time_limit_passed()) << "0 means no limit";
  }
  {
    const WallTimeLimit hour(3600.0);
    EXPECT_FALSE(wall_time_limit_passed());
  }
  {
    const WallTimeLimit millisecond(1e-3);
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    EXPECT_TRUE(wall_time_limit_passed());
  }
  EXPECT_FALSE(wall_time_limit_passed());
}

// Sleeps may last longer than asked on a loaded machine, never shorter: each "not passed" check
// leaves 150 ms of margin, each "passed" one needs none.
TEST(WallTimeLimit, CountsOnlyWhileItRuns) {
  WallTimeLimit limit(0.2);
  limit.pause();
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  EXPECT_FALSE(wall_time_limit_passed()) << "a paused limit does not count";
  limit.resume();
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  limit.pause();
  EXPECT_FALSE(wall_time_limit_passed()) << "50 ms of 200 ms spent";
  limit.resume();
  std::this_thread::sleep_for(std::chrono::milliseconds(160));
  EXPECT_TRUE(wall_time_limit_passed()) << "210 ms of 200 ms spent, in two spells";
  limit.pause();
  EXPECT_TRUE(wall_time_limit_passed()) << "a spent budget stays spent while paused";
}

TEST(WallTimeLimit, StopsAFixedStepRunAfterTheStepThatPassedIt) {
  const TriplePendulum p;
  const Observed observed = run_ab4(p, long_run(0.05));
  expect_stopped_by_the_limit(observed, 0.05);
  EXPECT_GT(observed.statistics.steps, 0);
  EXPECT_DOUBLE_EQ(observed.statistics.t_reached, observed.statistics.steps * 1e-3);
  // Stopped between output times: that step's state is observed too.
  EXPECT_GE(observed.times.size(), 2u);
}

TEST(WallTimeLimit, LeavesARunWithinItAlone) {
  const TriplePendulum p;
  SimulationOptions options = long_run(600.0);
  options.t_end = 0.5;
  const Observed observed = run_ab4(p, options);
  EXPECT_EQ(observed.statistics.status, "ok") << observed.statistics.message;
  EXPECT_DOUBLE_EQ(observed.statistics.t_reached, 0.5);
  EXPECT_EQ(observed.times.size(), 51u);
}

TEST(WallTimeLimit, StopsAnIndex3RunAfterTheStepThatPassedIt) {
  const TriplePendulum p;
  auto integrator = testing::make_index3_integrator("gen-alpha", p.system, {}, 1e-3);
  Observed observed;
  observed.statistics = simulate(
      p.system, *integrator, long_run(0.05), p.q, p.v,
      [&](double t, const Eigen::VectorXd&, const Eigen::VectorXd&, const Eigen::VectorXd&) {
        observed.times.push_back(t);
      });
  expect_stopped_by_the_limit(observed, 0.05);
  EXPECT_GT(observed.statistics.steps, 0);
}

// One output interval, the whole run: the limit is noticed inside CVODE, at its next right-hand side
// evaluation, and the run ends at its last output, the start.
TEST(WallTimeLimit, StopsAnAdaptiveRunInsideTheSolver) {
  const TriplePendulum p;
  auto formulation = make_acceleration_formulation("af", p.system);
  AdaptiveOptions tolerances;
  tolerances.rtol = tolerances.atol = 1e-10;
  CvodeIntegrator integrator(*formulation, CvodeIntegrator::Method::bdf, tolerances);
  Observed observed;
  observed.statistics = simulate(
      p.system, integrator, long_run(0.05, 1e5), p.q, p.v,
      [&](double t, const Eigen::VectorXd&, const Eigen::VectorXd&, const Eigen::VectorXd&) {
        observed.times.push_back(t);
      });
  expect_stopped_by_the_limit(observed, 0.05);
  EXPECT_EQ(observed.statistics.t_reached, 0.0);
  EXPECT_EQ(observed.times.size(), 1u);
  EXPECT_GT(observed.statistics.steps, 0) << "CVODE did integrate before the limit";
}

}  // namespace
}  // namespace mbdae
