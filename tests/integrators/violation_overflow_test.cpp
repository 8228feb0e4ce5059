// A run whose state stays finite while its constraint violation overflows (a formulation without
// position feedback drifting at a loose tolerance: coordinates of 1e200 in natural coordinates make the
// quadratic constraints 1e400) has left the mechanism: the time loop reports it as failed, says when
// and why, and keeps the outputs up to the last good state, instead of an "ok" run with |C| = inf.
#include <gtest/gtest.h>

#include "coordinates/coordinate_type.hpp"
#include "corrections/none.hpp"
#include "integrators/integrator.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// Holds the state still for `good_steps` steps of 0.01 s, then scales every coordinate by `factor` (1e200:
// a finite state whose violation overflows).
class RunawayStepper final : public Integrator {
 public:
  explicit RunawayStepper(int good_steps, double factor = 1e200) : good_steps_(good_steps), factor_(factor) {}
  const char* name() const override { return "runaway"; }
  bool fixed_step() const override { return true; }
  void initialize(double t0, const Eigen::VectorXd&, const Eigen::VectorXd& v) override {
    t_ = t0;
    multipliers_.setZero(0);
    (void)v;
  }
  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd&) override {
    t_ = std::min(t_target, t_ + 0.01);
    if (++steps_ > good_steps_) q *= factor_;
    return {t_, t_ >= t_target};
  }
  const Eigen::VectorXd& multipliers(double, const Eigen::VectorXd&, const Eigen::VectorXd&) override {
    return multipliers_;
  }
  IntegratorStatistics statistics() const override {
    IntegratorStatistics s;
    s.steps = steps_;
    return s;
  }

 private:
  int good_steps_, steps_ = 0;
  double factor_, t_ = 0.0;
  Eigen::VectorXd multipliers_;
};

struct Runaway {
  RunStatistics statistics;
  std::vector<double> times;  // of the outputs kept
};

/// The sphere pendulum (a 1 m rod: the model's size is 1 m) in natural coordinates, held still for five
/// steps, then every coordinate scaled by `factor`.
Runaway run_away(double factor) {
  MultibodySystem system(load_builtin_model("sphere_pendulum"), make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  RunawayStepper integrator(5, factor);
  NoCorrection none;
  SimulationOptions options;
  options.t_end = 1.0;
  options.output_every = 0.01;
  Runaway run;
  auto observe = [&](double t, const Eigen::VectorXd& q_out, const Eigen::VectorXd&, const Eigen::VectorXd&) {
    EXPECT_TRUE(q_out.allFinite());
    run.times.push_back(t);
  };
  run.statistics = simulate(system, integrator, none, options, q, v, observe);
  return run;
}

TEST(ViolationOverflow, AFiniteStateWithAnInfiniteViolationFailsTheRunAndKeepsTheGoodOutputs) {
  const Runaway run = run_away(1e200);
  const RunStatistics& s = run.statistics;
  const std::vector<double>& times = run.times;
  EXPECT_EQ(s.status, "failed");
  EXPECT_NE(s.message.find("the constraint violation is no longer finite"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("t = 0.06 s"), std::string::npos) << s.message;
  EXPECT_NEAR(s.t_reached, 0.05, 1e-12) << "the last good state";
  ASSERT_FALSE(times.empty());
  EXPECT_NEAR(times.back(), 0.05, 1e-12);
  EXPECT_TRUE(std::isfinite(s.max_position_violation));
  EXPECT_LT(s.max_position_violation, 1e-9) << "the maxima are the good states'";
}

// A violation as large as the mechanism is no less a departure for being finite: the run fails at the
// first such sample, and keeps what came before.
TEST(ViolationOverflow, AViolationLargerThanTheModelFailsTheRun) {
  const Runaway run = run_away(10.0);  // every coordinate ×10: the rod 10 m long, the unit vectors 10 long
  EXPECT_EQ(run.statistics.status, "failed");
  EXPECT_NE(run.statistics.message.find("t = 0.06 s: the constraint violation |C| = "), std::string::npos)
      << run.statistics.message;
  EXPECT_NE(run.statistics.message.find("exceeds the model's size ("), std::string::npos) << run.statistics.message;
  EXPECT_NEAR(run.statistics.t_reached, 0.05, 1e-12);
  ASSERT_FALSE(run.times.empty());
  EXPECT_NEAR(run.times.back(), 0.05, 1e-12);
  // Off the constraints by a fraction of the model's size: a poor run, measured and reported, not stopped.
  const Runaway drifting = run_away(1.0 + 1e-3);
  EXPECT_EQ(drifting.statistics.status, "ok") << drifting.statistics.message;
  EXPECT_GT(drifting.statistics.max_position_violation, 1e-4);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
