// Under `--linear-algebra auto` each formulation goes sparse from its own size: AF and the null space
// from kSmallestSparseSystem coordinates, UKE only from 400, below which its dense pseudoinverse
// (rank-revealing) passes singular positions that its sparse LDLᵀ does not. An explicit choice is
// kept for every formulation.
#include <gtest/gtest.h>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

LinearAlgebra acceleration_algebra(const MultibodySystem& system, const std::string& formulation,
                                   const std::string& linear_algebra) {
  RunSettings settings;
  settings.formulation = formulation;
  settings.linear_algebra = linear_algebra;
  settings.resolve();
  const Method method =
      build_method(system, settings, linear_algebra_from_name(linear_algebra, system.coordinate_count()));
  return method.acceleration->linear_algebra();
}

TEST(FormulationAlgebra, UkeStaysDenseUnderAutoBelowFourHundredCoordinates) {
  const MultibodySystem four_bar(load_builtin_model("four_bar"), make_coordinate_type("nacf"));  // 60
  ASSERT_GE(four_bar.coordinate_count(), kSmallestSparseSystem);
  ASSERT_LT(four_bar.coordinate_count(), 400);
  EXPECT_EQ(acceleration_algebra(four_bar, "af", "auto"), LinearAlgebra::sparse);
  EXPECT_EQ(acceleration_algebra(four_bar, "nullspace", "auto"), LinearAlgebra::sparse);
  EXPECT_EQ(acceleration_algebra(four_bar, "uke", "auto"), LinearAlgebra::dense);
  EXPECT_EQ(acceleration_algebra(four_bar, "uke", "sparse"), LinearAlgebra::sparse);

  const MultibodySystem chain(load_builtin_model("spherical_chain", {{"n", "40"}}), make_coordinate_type("nacf"));
  ASSERT_GE(chain.coordinate_count(), 400);  // 480
  EXPECT_EQ(acceleration_algebra(chain, "uke", "auto"), LinearAlgebra::sparse);
  EXPECT_EQ(acceleration_algebra(chain, "uke", "dense"), LinearAlgebra::dense);
}

}  // namespace
}  // namespace mbdae
