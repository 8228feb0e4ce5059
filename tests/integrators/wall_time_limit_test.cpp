// The wall-time limit of a run (SimulationOptions::wall_time_limit, `mbdae compare --run-time-limit`):
// the time loop stops a run that would take hours once the limit has passed, with the
// status "time limit", the time it reached and whole outputs up to there; a run within its limit is not
// touched, and the limit ends with the run.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <sstream>
#include <thread>

#include "coordinates/coordinate_type.hpp"
#include "core/interruption.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/constraint_inertia.hpp"
#include "formulations/force_jacobian.hpp"
#include "corrections/constraint_correction.hpp"
#include "corrections/none.hpp"
#include "integrators/arkode.hpp"
#include "integrators/cvode.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/three_field.hpp"
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

// A single step can take minutes on a large model (ALI3-P's exact tangent on a hundred-body chain in
// relative coordinates differences its force Jacobian column by column, a whole evaluation of the
// forces each): the limit is checked at every Newton iteration too, so a limit that has passed before
// the first step ends the run inside that step, at the start, with no step taken.
void expect_stopped_inside_the_first_step(const Observed& observed, double limit) {
  expect_stopped_by_the_limit(observed, limit);
  EXPECT_EQ(observed.statistics.steps, 0);
  EXPECT_EQ(observed.statistics.t_reached, 0.0);
  EXPECT_EQ(observed.times.size(), 1u) << "the start only";
}

TEST(WallTimeLimit, StopsIndex3AndThreeFieldRunsInsideTheirNewtonIterations) {
  const TriplePendulum p;
  const double limit = 1e-9;
  auto record = [](Observed& observed) {
    return [&observed](double t, const Eigen::VectorXd&, const Eigen::VectorXd&, const Eigen::VectorXd&) {
      observed.times.push_back(t);
    };
  };
  for (const char* name : {"gen-alpha", "ali3p-trapezoidal"}) {
    SCOPED_TRACE(name);
    auto integrator = testing::make_index3_integrator(name, p.system, {}, 1e-3);
    Observed observed;
    observed.statistics = simulate(p.system, *integrator, long_run(limit), p.q, p.v, record(observed));
    expect_stopped_inside_the_first_step(observed, limit);
  }
  ConstraintInertiaFormulation formulation(p.system);
  ThreeFieldStepper stepper(formulation, 1e-3, Index3Options{});
  Observed observed;
  observed.statistics = simulate(p.system, stepper, long_run(limit), p.q, p.v, record(observed));
  SCOPED_TRACE("three-field");
  expect_stopped_inside_the_first_step(observed, limit);
}

// The force Jacobian's column loop honours the limit and a stop request between two evaluations of
// the forces (Euler parameters: Q_v depends on q and v, so every column is differenced).
TEST(WallTimeLimit, StopsADifferencedForceJacobianBetweenItsColumns) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("rpcf-ep"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  v.setConstant(0.3);
  ForceJacobian jacobian(system);
  ASSERT_FALSE(jacobian.forces_are_constant());
  SparseMatrix stiffness = jacobian.make_matrix(), damping = jacobian.make_matrix();
  {
    const WallTimeLimit limit(1e-9);
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
    EXPECT_THROW(jacobian.evaluate(0.0, q, v, stiffness, damping), TimeLimitReached);
    EXPECT_EQ(jacobian.evaluations(), 1) << "the unperturbed forces only, no column";
  }
  {
    WallTimeLimit no_limit(0.0);
    request_interruption(SIGINT);
    EXPECT_THROW(jacobian.evaluate(0.0, q, v, stiffness, damping), Interrupted);
    clear_interruption();
  }
  const long before = jacobian.evaluations();
  jacobian.evaluate(0.0, q, v, stiffness, damping);
  EXPECT_GT(jacobian.evaluations() - before, 2) << "without a limit every column is evaluated";
  EXPECT_GT(stiffness.norm(), 0.0);
}

// Outside a run's integrator (no limit alive, or the limit paused for the outputs) nothing is cut
// short, whatever the limit or a stop request says: the loop itself stops the run there.
TEST(WallTimeLimit, CutsShortOnlyTheIntegratorsWork) {
  request_interruption(SIGTERM);
  EXPECT_NO_THROW(throw_if_stop_requested()) << "no run";
  clear_interruption();
  WallTimeLimit limit(1e-9);
  std::this_thread::sleep_for(std::chrono::milliseconds(1));
  EXPECT_THROW(throw_if_stop_requested(), TimeLimitReached);
  limit.pause();
  EXPECT_TRUE(wall_time_limit_passed());
  EXPECT_NO_THROW(throw_if_stop_requested()) << "paused: the outputs of a run past its limit";
  limit.resume();
  EXPECT_THROW(throw_if_stop_requested(), TimeLimitReached);
}

// A formulation whose every evaluation differences the force Jacobian (constraint inertia in Euler
// parameters: its k̄ and c̄, paper 002 eq. (21)) under an integrator that computes the multipliers of a
// sample afresh (ARKode, one internal step at a time between corrections): a stop requested after a
// step, between two output times, ends the run with that state observed, its multipliers computed
// after the stop (outside the integrator, where nothing is cut short).
TEST(WallTimeLimit, ObservesTheLastStateOfAStoppedRunWithItsMultipliers) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("rpcf-ep"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  ConstraintInertiaFormulation formulation(system);
  ASSERT_FALSE(ForceJacobian(system).forces_are_constant());
  AdaptiveOptions tolerances;
  tolerances.rtol = tolerances.atol = 1e-8;
  ArkodeIntegrator integrator(formulation, true, ArkodeIntegrator::Method::erk, tolerances);
  auto correction = make_constraint_correction("rgcp", system, {});
  SimulationOptions options = long_run(0.0);
  options.t_end = 0.2;  // progress every 1 ms of simulated time
  Observed observed;
  Eigen::VectorXd last_multipliers;
  // The request is forgotten however this test ends, so that it cannot stop the tests after it.
  struct ForgetRequest {
    ~ForgetRequest() { clear_interruption(); }
  } forget;
  ASSERT_NO_THROW(observed.statistics = simulate(
                      system, integrator, *correction, options, q, v,
                      [&](double t, const Eigen::VectorXd&, const Eigen::VectorXd&, const Eigen::VectorXd& lambda) {
                        observed.times.push_back(t);
                        last_multipliers = lambda;
                      },
                      [](double) { request_interruption(SIGINT); }));
  const RunStatistics& s = observed.statistics;
  EXPECT_EQ(s.status, "interrupted") << s.message;
  EXPECT_GT(s.t_reached, 0.0);
  EXPECT_LT(s.t_reached, 0.01) << "stopped before the first output time";
  ASSERT_EQ(observed.times.size(), 2u);
  EXPECT_EQ(observed.times.back(), s.t_reached);
  EXPECT_EQ(last_multipliers.size(), system.constraint_count());
  EXPECT_TRUE(last_multipliers.allFinite());
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
