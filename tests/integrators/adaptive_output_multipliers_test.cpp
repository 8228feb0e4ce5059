// The multipliers that the time loop (simulate) hands to an observer belong to the state it hands over:
// the ODE integrators solve for them at that state only when asked (off the integration's clock),
// IDA gives the λ it integrates.
#include <gtest/gtest.h>

#include <memory>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/arkode.hpp"
#include "integrators/cvode.hpp"
#include "integrators/ida.hpp"
#include "integrators/simulation.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct ObservedMultipliers {
  int samples = 0;
  double largest = 0.0;     // max |λ| observed
  double difference = 0.0;  // max |λ − λ_AF(t, q, v)|
};

// Integrates the triple pendulum (RPCF-EP) to 0.3 s and compares, at every output, the observed
// multipliers with those of a separate AF solve at the observed state.
ObservedMultipliers observe_multipliers(Integrator& integrator, const MultibodySystem& system) {
  auto check = make_acceleration_formulation("af", system);
  Eigen::VectorXd q, v, acceleration, expected;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SimulationOptions times;
  times.t_end = 0.3;
  times.output_every = 0.05;
  ObservedMultipliers observed;
  const RunStatistics stats = simulate(
      system, integrator, times, q, v,
      [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd& multipliers) {
        check->solve(t, qs, vs, acceleration, expected);
        EXPECT_EQ(multipliers.size(), expected.size()) << "t = " << t;
        if (multipliers.size() != expected.size()) return;
        ++observed.samples;
        observed.largest = std::max(observed.largest, multipliers.cwiseAbs().maxCoeff());
        observed.difference = std::max(observed.difference, (multipliers - expected).cwiseAbs().maxCoeff());
      });
  EXPECT_EQ(stats.status, "ok") << stats.message;
  return observed;
}

const MultibodySystem& triple_pendulum() {
  static const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("rpcf-ep"));
  return system;
}

AdaptiveOptions tolerances(double rtol) {
  AdaptiveOptions options;
  options.rtol = rtol;
  options.atol = rtol;
  return options;
}

TEST(AdaptiveOutputMultipliers, CvodeGivesThoseOfTheAccelerationSolveAtTheObservedState) {
  auto formulation = make_acceleration_formulation("af", triple_pendulum());
  CvodeIntegrator cvode(*formulation, CvodeIntegrator::Method::adams, tolerances(1e-8));
  const ObservedMultipliers observed = observe_multipliers(cvode, triple_pendulum());
  EXPECT_EQ(observed.samples, 7);  // t = 0, 0.05, ..., 0.3
  EXPECT_GT(observed.largest, 1.0);  // the links hang on their joints: |λ| of the order of their weight
  EXPECT_LE(observed.difference, 1e-12 * observed.largest);
}

TEST(AdaptiveOutputMultipliers, ArkodeGivesThoseOfTheAccelerationSolveAtTheObservedState) {
  auto formulation = make_acceleration_formulation("af", triple_pendulum());
  ArkodeIntegrator arkode(*formulation, false, ArkodeIntegrator::Method::erk, tolerances(1e-8));
  const ObservedMultipliers observed = observe_multipliers(arkode, triple_pendulum());
  EXPECT_EQ(observed.samples, 7);
  EXPECT_GT(observed.largest, 1.0);
  EXPECT_LE(observed.difference, 1e-12 * observed.largest);
}

// IDA's λ is integrated with the state, so it matches the acceleration solve at the observed state
// to within the integration error, not to round-off (and not at all if it were another time's).
TEST(AdaptiveOutputMultipliers, IdaGivesTheMultipliersItIntegrates) {
  auto initial = make_acceleration_formulation("af", triple_pendulum());
  auto ida_residual = make_dae_residual("index1", triple_pendulum());
  IdaIntegrator ida(*ida_residual, *initial, tolerances(1e-8));
  const ObservedMultipliers observed = observe_multipliers(ida, triple_pendulum());
  EXPECT_EQ(observed.samples, 7);
  EXPECT_GT(observed.largest, 1.0);
  EXPECT_LE(observed.difference, 1e-4 * observed.largest);
}

}  // namespace
}  // namespace mbdae
