// The quarter-car (models/quarter_car.yaml): its bushings, coil-over, tyre and driven steering in
// every coordinates alike, its rest on the tyre where the weight says, its energy balance, and the
// steering turning the knuckle.
#include <gtest/gtest.h>

#include <cmath>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"
#include "methods/registry.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

RunSettings tight_ida(double t_end) {
  RunSettings settings;
  settings.integrator = "ida";
  settings.adaptive.rtol = 1e-9;
  settings.adaptive.atol = 1e-11;
  settings.t_end = t_end;
  return settings;
}

TEST(QuarterCar, EveryCoordinatesMoveAlike) {
  const Model model = builtin_model("quarter_car");
  std::vector<std::vector<MarkerState>> ends;
  for (const std::string coordinates : {"nacf", "rpcf-ep", "relative"}) {
    RunSettings settings = tight_ida(testing::horizon(2.0, 0.5));
    settings.coordinates = coordinates;
    std::vector<MarkerState> end;
    const RunResult result = run(model, settings, [&](const Sample& s) { end.assign(s.markers.begin(), s.markers.end()); });
    ASSERT_EQ(result.statistics.status, "ok") << coordinates << ": " << result.statistics.message;
    ends.push_back(end);
  }
  for (std::size_t k = 1; k < ends.size(); ++k)
    for (std::size_t m = 0; m < ends[0].size(); ++m)
      EXPECT_LT((ends[k][m].position - ends[0][m].position).norm(), 1e-8) << k << " marker " << m;
}

TEST(QuarterCar, ComesToRestOnItsTyreUnderItsWeight) {
  const Model model = load_builtin_model("quarter_car", {{"steer_deg", "0"}});
  double mass = 0.0;
  for (const Body& body : model.bodies) mass += body.inertia.mass;
  RunSettings settings = tight_ida(6.0);
  Eigen::Vector3d wheel;
  double speed = 0.0;
  const RunResult result = run(model, settings, [&](const Sample& s) {
    wheel = s.markers[0].position;
    speed = s.markers[1].velocity.norm();
  });
  ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
  EXPECT_LT(speed, 1e-4) << "the dampers have settled it";
  // The tyre (free at the design position) carries the whole weight: the wheel centre sinks by M g / k.
  EXPECT_NEAR(wheel.z(), 0.3 - mass * 9.81 / 2e5, 1e-6);
}

TEST(QuarterCar, SteeringTurnsTheKnuckleAndTheBalanceCloses) {
  const Model model = builtin_model("quarter_car");
  RunSettings settings = tight_ida(2.0);
  settings.output_every = 1e-3;  // W is integrated over the outputs of a SUNDIALS integrator
  Eigen::Vector3d arm_start, arm_full;
  const RunResult result = run(model, settings, [&](const Sample& s) {
    if (s.t == 0.0) arm_start = s.markers[2].position;
    if (std::abs(s.t - 1.0) < 1e-9) arm_full = s.markers[2].position;
  });
  ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
  // 8° of the idler's 0.05 m arm pull the tie rod ~7 mm: the steering arm follows inward.
  EXPECT_LT(arm_full.y() - arm_start.y(), -4e-3);
  EXPECT_GT(std::abs(result.statistics.work), 10.0) << "dampers and the steering do work";
  EXPECT_LT(result.statistics.energy_drift, 1e-3 * std::abs(result.statistics.work));
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
