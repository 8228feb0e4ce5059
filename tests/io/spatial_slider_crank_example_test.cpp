// docs/examples/spatial_slider_crank.yaml, the worked example of the frame and inertia helpers, is the
// planar built-in slider_crank written in space: with the planar model's moments about z (the example's
// thin cylinders add m r²/4 to them), its markers follow the planar run's.
#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

TEST(SpatialSliderCrankExample, MovesAsThePlanarSliderCrank) {
  Model spatial = load_model_file(std::string(MBDAE_SOURCE_DIR) + "/docs/examples/spatial_slider_crank.yaml");
  for (Body& body : spatial.bodies)
    if (body.name == "crank" || body.name == "rod") {
      const double length = body.name == "crank" ? 0.15 : 0.5;
      body.inertia.inertia_about_com(1, 1) = body.inertia.inertia_about_com(2, 2) =
          body.inertia.mass * length * length / 12;
    }
  const Model planar = builtin_model("slider_crank");
  RunSettings settings;
  settings.integrator = "rk4";
  settings.step = 1e-4;
  settings.t_end = 1.0;
  settings.output_every = 0.1;
  const Trajectory in_space = record(spatial, settings);
  const Trajectory in_plane = record(planar, settings);
  ASSERT_EQ(in_space.result.statistics.status, "ok") << in_space.result.statistics.message;
  ASSERT_EQ(in_space.result.degrees_of_freedom, 1);
  ASSERT_EQ(in_space.samples(), in_plane.samples());
  double largest = 0.0, moved = 0.0;
  for (std::size_t k = 0; k < in_space.markers.size(); ++k) {
    largest = std::max(largest, std::abs(in_space.markers[k] - in_plane.markers[k]));
    moved = std::max(moved, std::abs(in_space.markers[k] - in_space.markers[k % 6]));
  }
  EXPECT_GT(moved, 0.1) << "the crank falls";
  EXPECT_LT(largest, 1e-9);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
