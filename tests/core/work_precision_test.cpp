// Wall time at equal error, read off work-precision curves by log-log interpolation.
#include "core/work_precision.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace mbdae {
namespace MBDAE_UNITY_ID {

TEST(WorkPrecision, InterpolatesLinearlyInLogErrorAndLogTime) {
  // Error 1e-2 in 1 s, 1e-4 in 10 s: on the log-log line, 1e-3 takes sqrt(10) s.
  const WorkPrecisionCurve curve{"a", {{1e-2, 1.0}, {1e-4, 10.0}}};
  ASSERT_TRUE(wall_time_at_error(curve, 1e-3).has_value());
  EXPECT_NEAR(*wall_time_at_error(curve, 1e-3), std::sqrt(10.0), 1e-12);
  // A power law t = c e^(-1/4) is recovered exactly anywhere between its points.
  const WorkPrecisionCurve power{"p", {{1e-1, std::pow(1e-1, -0.25)}, {1e-9, std::pow(1e-9, -0.25)}}};
  EXPECT_NEAR(*wall_time_at_error(power, 3e-6), std::pow(3e-6, -0.25), 1e-12);
  EXPECT_DOUBLE_EQ(*wall_time_at_error(curve, 1e-2), 1.0);  // the end points themselves
  EXPECT_DOUBLE_EQ(*wall_time_at_error(curve, 1e-4), 10.0);
}

TEST(WorkPrecision, DoesNotExtrapolateBeyondTheLadder) {
  const WorkPrecisionCurve curve{"a", {{1e-2, 1.0}, {1e-4, 10.0}}};
  EXPECT_FALSE(wall_time_at_error(curve, 1e-5).has_value());
  EXPECT_FALSE(wall_time_at_error(curve, 1e-1).has_value());
  EXPECT_FALSE(wall_time_at_error({"one", {{1e-3, 2.0}}}, 1e-4).has_value());
  EXPECT_FALSE(wall_time_at_error({"none", {}}, 1e-4).has_value());
}

TEST(WorkPrecision, ANonMonotoneCurveGivesItsCheapestCrossing) {
  // The error falls to 1e-6, rises to 1e-4 (e.g. round-off or a failed tolerance), falls again:
  // 1e-5 is crossed three times; the cheapest crossing is on the first segment.
  const WorkPrecisionCurve curve{"a", {{1e-3, 1.0}, {1e-6, 8.0}, {1e-4, 20.0}, {1e-8, 50.0}}};
  EXPECT_NEAR(*wall_time_at_error(curve, 1e-5), std::pow(8.0, 2.0 / 3.0), 1e-12);
}

TEST(WorkPrecision, FastestCurveAtEachErrorLevel) {
  const std::vector<WorkPrecisionCurve> curves{{"slow", {{1e-2, 10.0}, {1e-8, 1000.0}}},
                                               {"fast_but_coarse", {{1e-2, 1.0}, {1e-5, 8.0}}}};
  const FastestAtError coarse = fastest_at_error(curves, 1e-4);
  EXPECT_EQ(coarse.name, "fast_but_coarse");
  EXPECT_NEAR(coarse.wall_time, 4.0, 1e-12);  // two thirds of the way from 1 s to 8 s in log
  const FastestAtError fine = fastest_at_error(curves, 1e-7);
  EXPECT_EQ(fine.name, "slow");  // the only curve that gets there
  EXPECT_NEAR(fine.wall_time, std::pow(10.0, 1.0 + 2.0 * 5.0 / 6.0), 1e-9);
  EXPECT_EQ(fastest_at_error(curves, 1e-9).name, "");
}

}  // namespace
}  // namespace mbdae
