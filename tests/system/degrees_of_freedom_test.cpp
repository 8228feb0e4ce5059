// The degrees of freedom n − rank C_q: dense full-pivoting LU for small systems, SuiteSparseQR for large
// ones. Both must see through redundant constraints (counting equations is wrong for them) and agree.
#include <gtest/gtest.h>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

int degrees_of_freedom_of(const std::string& model, const ParameterSettings& parameters, const std::string& coordinates,
                          int* coordinate_count = nullptr) {
  const MultibodySystem system(load_builtin_model(model, parameters), make_coordinate_type(coordinates));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  if (coordinate_count) *coordinate_count = system.coordinate_count();
  return degrees_of_freedom(system, 0.0, q);
}

// A chain of N spherical joints has 3N rotations, in both coordinate types, whether the rank is taken
// densely (N = 10: 120 NACF columns) or by sparse QR (N = 200: 2400 columns).
TEST(DegreesOfFreedom, SphericalChainHasThreePerLink) {
  for (int n : {10, 200})
    for (const char* coordinates : {"nacf", "rpcf-ep"}) {
      int columns = 0;
      EXPECT_EQ(degrees_of_freedom_of("spherical_chain", {{"n", std::to_string(n)}}, coordinates, &columns), 3 * n)
          << n << " links, " << coordinates << ", " << columns << " coordinates";
    }
}

// N parallelogram four-bars move with one degree of freedom, although each planar loop closed by
// revolute joints in space repeats constraints: counting equations gives fewer. At N = 30 (61 bodies,
// 732 NACF columns) the sparse QR must find the same redundancy the dense LU finds at N = 2.
TEST(DegreesOfFreedom, FourBarsHaveOneDespiteTheirRedundantConstraints) {
  for (int n : {2, 30}) {
    const MultibodySystem system(load_builtin_model("four_bar", {{"n", std::to_string(n)}}),
                                 make_coordinate_type("nacf"));
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    EXPECT_LT(system.coordinate_count() - system.constraint_count(), 1) << n << " loops";
    EXPECT_EQ(degrees_of_freedom(system, 0.0, q), 1) << n << " loops, " << system.coordinate_count() << " coordinates";
  }
}

}  // namespace
}  // namespace mbdae
