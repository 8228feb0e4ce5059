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

// Holds the state still for `good_steps` steps of 0.01 s, then scales every coordinate by 1e200: a
// finite state far off the constraints.
class RunawayStepper final : public Integrator {
 public:
  explicit RunawayStepper(int good_steps) : good_steps_(good_steps) {}
  const char* name() const override { return "runaway"; }
  bool fixed_step() const override { return true; }
  void initialize(double t0, const Eigen::VectorXd&, const Eigen::VectorXd& v) override {
    t_ = t0;
    multipliers_.setZero(0);
    (void)v;
  }
  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd&) override {
    t_ = std::min(t_target, t_ + 0.01);
    if (++steps_ > good_steps_) q *= 1e200;
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
  double t_ = 0.0;
  Eigen::VectorXd multipliers_;
};

TEST(ViolationOverflow, AFiniteStateWithAnInfiniteViolationFailsTheRunAndKeepsTheGoodOutputs) {
  MultibodySystem system(load_builtin_model("sphere_pendulum"), make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  RunawayStepper integrator(5);
  NoCorrection none;
  SimulationOptions options;
  options.t_end = 1.0;
  options.output_every = 0.01;
  std::vector<double> times;
  const RunStatistics s = simulate(system, integrator, none, options, q, v,
                                   [&](double t, const Eigen::VectorXd& q_out, const Eigen::VectorXd&,
                                       const Eigen::VectorXd&) {
                                     EXPECT_TRUE(q_out.allFinite());
                                     times.push_back(t);
                                   });
  EXPECT_EQ(s.status, "failed");
  EXPECT_NE(s.message.find("the constraint violation is no longer finite"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("t = 0.06 s"), std::string::npos) << s.message;
  EXPECT_NEAR(s.t_reached, 0.05, 1e-12) << "the last good state";
  ASSERT_FALSE(times.empty());
  EXPECT_NEAR(times.back(), 0.05, 1e-12);
  EXPECT_TRUE(std::isfinite(s.max_position_violation));
  EXPECT_LT(s.max_position_violation, 1e-9) << "the maxima are the good states'";
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
