// The difference-quotient Jacobian of the acceleration ODE (AccelerationOde::difference_jacobian), the
// Newton matrix of CVODE's BDF and ARKode's DIRK with the dense solver: against central differences
// with large increments at states with components at zero, and what it does for a run — with it, the
// dense null-space formulation takes the same BDF steps as AF and keeps C_q v at the tolerance's size.
#include <gtest/gtest.h>
#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>
#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/arkode.hpp"
#include "integrators/cvode.hpp"
#include "integrators/simulation.hpp"
#include "integrators/sundials/acceleration_ode.hpp"
#include "integrators/sundials/support.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "support/adaptive_test_models.hpp"
#include "support/consistent_states.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// ∂f/∂y by central differences with the increment 1e-5 (1 + |y_j|): truncation O(1e-10 f''') and
// round-off O(1e-15/1e-5), both far below what the test asks of the forward differences.
Eigen::MatrixXd central_difference_jacobian(AccelerationOde& ode, double t, const Eigen::VectorXd& y) {
  const long size = ode.size();
  sundials::Context context;
  sundials::Vector state = sundials::make_vector(size, context), plus = sundials::make_vector(size, context),
                   minus = sundials::make_vector(size, context);
  Eigen::MatrixXd jacobian(size, size);
  for (long j = 0; j < size; ++j) {
    const double increment = 1e-5 * (1.0 + std::abs(y[j]));
    sundials::view(state.get()) = y;
    sundials::view(state.get())[j] += increment;
    EXPECT_EQ(ode.evaluate(t, state.get(), plus.get()), 0);
    sundials::view(state.get())[j] = y[j] - increment;
    EXPECT_EQ(ode.evaluate(t, state.get(), minus.get()), 0);
    jacobian.col(j) = (sundials::view(plus.get()) - sundials::view(minus.get())) / (2.0 * increment);
  }
  return jacobian;
}

Eigen::MatrixXd forward_difference_jacobian(AccelerationOde& ode, double t, const Eigen::VectorXd& y, double rtol,
                                            double atol) {
  const long size = ode.size();
  sundials::Context context;
  sundials::Vector state = sundials::make_vector(size, context), derivative = sundials::make_vector(size, context),
                   work_y = sundials::make_vector(size, context), work_f = sundials::make_vector(size, context);
  sundials::Matrix matrix(SUNDenseMatrix(size, size, context));
  sundials::view(state.get()) = y;
  EXPECT_EQ(ode.evaluate(t, state.get(), derivative.get()), 0);
  EXPECT_EQ(ode.difference_jacobian(t, state.get(), derivative.get(), rtol, atol, matrix.get(), work_y.get(),
                                    work_f.get()),
            0);
  return Eigen::Map<Eigen::MatrixXd>(SUNDenseMatrix_Data(matrix.get()), size, size);
}

// The triple pendulum at rest in its initial pose (v = 0 and every z coordinate 0: the components
// whose increments SUNDIALS' own rule makes about 1e-13) and at random moving states, with the
// null-space formulation, whose QR leaves round-off of about 1e-15 in q̈, at rtol = atol = 1e-10.
TEST(DifferenceJacobian, MatchesCentralDifferencesAlsoAtComponentsAtZero) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation("nullspace", system);
  AccelerationOde ode(*formulation);
  const int n = ode.coordinate_count();
  std::mt19937 rng(7);
  for (int trial = 0; trial < 4; ++trial) {
    Eigen::VectorXd q, v;
    if (trial == 0)
      system.initial_state(q, v);
    else
      testing::random_consistent_state(system, rng, q, v);
    Eigen::VectorXd y(2 * n);
    y << q, v;
    const Eigen::MatrixXd jacobian = forward_difference_jacobian(ode, 0.0, y, 1e-10, 1e-10);
    const Eigen::MatrixXd reference = central_difference_jacobian(ode, 0.0, y);
    // q' = v: exactly [0 I].
    EXPECT_EQ(jacobian.topLeftCorner(n, n).cwiseAbs().maxCoeff(), 0.0) << "trial " << trial;
    EXPECT_TRUE(jacobian.topRightCorner(n, n).isIdentity(0.0)) << "trial " << trial;
    // q̈'s rows against the largest entry of ∂q̈/∂y, the scale at which Newton's matrix I − γJ feels them.
    const double scale = reference.bottomRows(n).cwiseAbs().maxCoeff();
    const double error = (jacobian.bottomRows(n) - reference.bottomRows(n)).cwiseAbs().maxCoeff();
    EXPECT_LT(error, 1e-5 * scale) << "trial " << trial;
  }
}

// The double pendulum's relative coordinates at rest in its initial pose are q = 0 and v = 0; with atol = 0 nothing gives
// the increment a size, and it falls back to √u (a zero increment would divide by zero). Lying level,
// the pendulum's exact ∂q̈/∂y is zero there (gravity's torque goes with cos θ), so the check is absolute.
TEST(DifferenceJacobian, StaysFiniteWhenTheWholeStateIsZero) {
  const auto system = make_equations_of_motion("relative", load_builtin_model("double_pendulum"));
  auto formulation = make_acceleration_formulation("af", *system);
  AccelerationOde ode(*formulation);
  Eigen::VectorXd q, v;
  system->initial_state(q, v);
  ASSERT_EQ(q.cwiseAbs().maxCoeff(), 0.0);
  ASSERT_EQ(v.cwiseAbs().maxCoeff(), 0.0);
  Eigen::VectorXd y(2 * ode.coordinate_count());
  y << q, v;
  const Eigen::MatrixXd jacobian = forward_difference_jacobian(ode, 0.0, y, 1e-6, 0.0);
  const Eigen::MatrixXd reference = central_difference_jacobian(ode, 0.0, y);
  ASSERT_TRUE(jacobian.allFinite());
  const int n = ode.coordinate_count();
  EXPECT_LT((jacobian.bottomRows(n) - reference.bottomRows(n)).cwiseAbs().maxCoeff(),
            1e-5 * (1.0 + reference.bottomRows(n).cwiseAbs().maxCoeff()));
}

struct RunOutcome {
  long steps = 0;
  double max_velocity_violation = 0.0;
  Eigen::Vector3d tip;
};

template <typename MakeIntegrator>
RunOutcome run_triple_pendulum(const std::string& formulation_name, MakeIntegrator make_integrator) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto formulation = make_acceleration_formulation(formulation_name, system);
  auto integrator = make_integrator(*formulation);
  ViolationMonitor monitor(system);
  RunOutcome outcome;
  testing::integrate_to_outputs(system, *integrator, 1.0, 0.01,
                                [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
                                  double position = 0.0, velocity = 0.0;
                                  monitor.measure(t, q, v, position, velocity);
                                  outcome.max_velocity_violation = std::max(outcome.max_velocity_violation, velocity);
                                  outcome.tip = system.marker_position(static_cast<int>(system.model().markers.size()) - 1, q);
                                });
  outcome.steps = integrator->statistics().steps;
  return outcome;
}

AdaptiveOptions tight_dense_tolerances() {
  AdaptiveOptions options;
  options.rtol = options.atol = 1e-10;
  options.linear_solver = "dense";
  return options;
}

// On the same motion the formulations give the same q̈ to round-off, so a BDF run should not depend on
// which one is asked. With SUNDIALS' own difference quotients the dense null-space run took 285 steps
// to AF's 243 over 1 s at rtol 1e-10 and let C_q v grow to 8.5e-5 m/s (AF: 1.1e-7), its tip ending
// 5e-5 m off at 5 s where AF's is 4e-7.
TEST(DifferenceJacobian, CvodeBdfOnTheNullSpaceFormulationRunsAsOnAf) {
  const auto cvode = [](AccelerationFormulation& formulation) {
    return std::make_unique<CvodeIntegrator>(formulation, CvodeIntegrator::Method::bdf, tight_dense_tolerances());
  };
  const RunOutcome af = run_triple_pendulum("af", cvode);
  const RunOutcome nullspace = run_triple_pendulum("nullspace", cvode);
  EXPECT_LT(af.max_velocity_violation, 1e-6);
  EXPECT_LT(nullspace.max_velocity_violation, 1e-6);
  EXPECT_NEAR(nullspace.steps, af.steps, 0.05 * af.steps);
  EXPECT_LT((nullspace.tip - af.tip).norm(), 1e-7);
}

TEST(DifferenceJacobian, ArkodeDirkOnTheNullSpaceFormulationRunsAsOnAf) {
  const auto dirk = [](AccelerationFormulation& formulation) {
    return std::make_unique<ArkodeIntegrator>(formulation, /*corrected=*/false, ArkodeIntegrator::Method::dirk,
                                              tight_dense_tolerances());
  };
  const RunOutcome af = run_triple_pendulum("af", dirk);
  const RunOutcome nullspace = run_triple_pendulum("nullspace", dirk);
  EXPECT_LT(nullspace.max_velocity_violation, 10 * af.max_velocity_violation + 1e-9);
  EXPECT_NEAR(nullspace.steps, af.steps, 0.05 * af.steps);
  EXPECT_LT((nullspace.tip - af.tip).norm(), 1e-7);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
