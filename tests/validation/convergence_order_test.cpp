// The short ladders of `mbdae reproduce validation` (validation/validation_suite.hpp) on A01 (the
// pendulum's elliptic-function motion), A03 (Andrews' mechanism against the IVP test set) and the
// turntable's circle: each fixed-step method converges at its theoretical order, and each adaptive
// method's error does not grow as its tolerance shrinks.
#include <gtest/gtest.h>

#include <cmath>
#include <string>

#include "methods/registry.hpp"
#include "support/sanitized.hpp"
#include "validation/validation_suite.hpp"

namespace mbdae::validation {
namespace MBDAE_UNITY_ID {

const ValidationCase& find_case(const std::vector<ValidationCase>& cases, const std::string& name) {
  for (const ValidationCase& c : cases)
    if (c.name == name) return c;
  throw std::runtime_error("no case " + name);
}

/// The cases the order checks run on: all three in Release, the pendulum alone under the sanitizers.
std::vector<std::string> checked_cases() {
  if (testing::kSanitized) return {"a01_simple_pendulum"};
  return {"a01_simple_pendulum", "a03_andrews_squeezer", "turntable"};
}

TEST(ValidationLadders, FixedStepMethodsConvergeAtTheirTheoreticalOrder) {
  const std::vector<ValidationCase> cases = validation_cases(Ladder::short_);
  for (const std::string& name : checked_cases()) {
    const ValidationCase& c = find_case(cases, name);
    for (const ValidationMethod& method : c.methods) {
      if (!find_integrator(method.settings.integrator).fixed_step) continue;  // the next test's
      const MethodLadder ladder = run_ladder(c, method);
      SCOPED_TRACE(name + ": " + method.label);
      if (ladder.points.front().status == "not applicable") {
        // Only the turntable's rolling contact, which has no position-level form, refuses a method.
        EXPECT_EQ(name, "turntable");
        EXPECT_NE(ladder.points.front().message.find("nonholonomic"), std::string::npos);
        continue;
      }
      ASSERT_GT(ladder.theoretical_order, 0);
      ASSERT_EQ(ladder.points.size(), c.steps.size());
      for (const LadderPoint& p : ladder.points) ASSERT_EQ(p.status, "ok") << p.message;
      // The finest pair of rungs in the asymptotic range gives the order; the reference's accuracy
      // (error_floor) may cut the ladder short, but at least one order is measured.
      const std::vector<double> orders = observed_orders(ladder, c.error_floor);
      double finest = std::nan("");
      for (const double order : orders)
        if (!std::isnan(order)) finest = order;
      ASSERT_FALSE(std::isnan(finest)) << "every error is below the reference's accuracy";
      EXPECT_NEAR(finest, ladder.theoretical_order, 0.3);
      EXPECT_TRUE(error_falls_monotonically(ladder, c.error_floor));
    }
  }
}

TEST(ValidationLadders, AdaptiveMethodsGetNoWorseAsTheirToleranceShrinks) {
  // No exceptions. CVODE's BDF on the turntable was one (rtol 1e-4 closer than 1e-6) until its dense
  // Jacobian was differenced with increments round-off cannot swamp (docs/methods.md).
  const std::vector<ValidationCase> cases = validation_cases(Ladder::short_);
  for (const std::string& name : checked_cases()) {
    const ValidationCase& c = find_case(cases, name);
    for (const ValidationMethod& method : c.methods) {
      const std::string label = name + ": " + method.label;
      if (find_integrator(method.settings.integrator).fixed_step) continue;
      const MethodLadder ladder = run_ladder(c, method);
      SCOPED_TRACE(label);
      if (ladder.points.front().status == "not applicable") {
        EXPECT_EQ(name, "turntable");
        continue;
      }
      EXPECT_TRUE(error_falls_monotonically(ladder, c.error_floor));
      // And the tightest tolerance is closer than the loosest by at least ten.
      EXPECT_LT(ladder.points.back().error, 0.1 * ladder.points.front().error);
    }
  }
}

TEST(ValidationLadders, ObservedOrdersComeFromSuccessiveRungsAndSkipFailuresAndTheFloor) {
  MethodLadder ladder;
  ladder.fixed_step = true;
  auto point = [](double knob, double error, const char* status) {
    LadderPoint p;
    p.knob = knob;
    p.error = error;
    p.status = status;
    return p;
  };
  ladder.points = {point(4e-3, 1.6e-3, "ok"), point(2e-3, 1e-4, "ok"), point(1e-3, 2.5e-5, "ok"),
                   point(5e-4, 0, "failed"), point(2.5e-4, 1e-12, "ok")};
  const std::vector<double> orders = observed_orders(ladder, 1e-11);
  ASSERT_EQ(orders.size(), 4u);
  EXPECT_NEAR(orders[0], 4.0, 1e-12);
  EXPECT_NEAR(orders[1], 2.0, 1e-12);
  EXPECT_TRUE(std::isnan(orders[2]));  // a failed rung
  EXPECT_TRUE(std::isnan(orders[3]));
  EXPECT_FALSE(error_falls_monotonically(ladder, 1e-11));  // a failed rung is no convergence
  ladder.points.pop_back();
  ladder.points.pop_back();
  EXPECT_TRUE(error_falls_monotonically(ladder, 1e-11));
  ladder.points.push_back(point(5e-4, 3e-5, "ok"));  // worse at a finer step
  EXPECT_FALSE(error_falls_monotonically(ladder, 1e-11));
}

}  // namespace
}  // namespace mbdae::validation
