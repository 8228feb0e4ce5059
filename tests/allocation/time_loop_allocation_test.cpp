// The time loop allocates nothing per step: every buffer an integrator and its formulation use is
// sized when they are built (docs/extending.md). Checked by counting malloc itself
// (allocation_counter.hpp) over twenty steps after a few warm-up steps, on mechanisms that take every
// branch of a step: plain holonomic rows, redundant rows, nonholonomic and rheonomic rows, a
// configuration-dependent and singular mass matrix (Euler parameters), and force Jacobians (springs
// and dampers).
#include <gtest/gtest.h>

#include <cmath>

#include <string>

#include "allocation/allocation_counter.hpp"
#include "support/builtin_cases.hpp"
#include "coordinates/coordinate_type.hpp"
#include "formulations/constraint_inertia.hpp"
#include "integrators/ab4.hpp"
#include "integrators/rk4.hpp"
#include "integrators/three_field.hpp"
#include "linear_algebra/dense_minimum_norm.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace {

struct Mechanism {
  const char* model;
  const char* coordinates;
};

const Mechanism kMechanisms[] = {{"sphere_pendulum", "nacf"},   {"four_bar", "nacf"},
                                 {"turntable", "nacf"},         {"triple_pendulum", "rpcf-ep"},
                                 {"flyball_governor", "nacf"}};

// Allocations over `steps` steps of `integrator` after three warm-up steps.
long allocations_per_run(Integrator& integrator, Eigen::VectorXd& q, Eigen::VectorXd& v, double dt, int steps) {
  double t = 0.0;
  integrator.initialize(t, q, v);
  auto advance = [&] {
    const StepOutcome step = integrator.step_toward(t + dt, q, v);
    integrator.accept(step.t, q, v);
    t = step.t;
  };
  for (int k = 0; k < 3; ++k) advance();
  testing::AllocationCount count;
  for (int k = 0; k < steps; ++k) advance();
  return count.allocations();
}

TEST(TimeLoopAllocations, TheCounterSeesEigenAndTheStandardLibrary) {
  testing::AllocationCount count;
  Eigen::VectorXd x(1000);
  std::string text(100, 'x');
  x.setZero();
  EXPECT_GE(count.allocations(), 2);
}

TEST(TimeLoopAllocations, TheMinimumNormSolveAllocatesNothing) {
  Eigen::MatrixXd a = Eigen::MatrixXd::Random(30, 30);
  a.row(29) = a.row(0) + a.row(1);  // rank deficient: the null-space branch too
  DenseMinimumNorm solver(30, 30, 1e-12);
  const Eigen::VectorXd b = Eigen::VectorXd::Random(30);
  Eigen::VectorXd x(30);
  solver.factor(a);
  testing::AllocationCount count;
  solver.solve(b, x);
  EXPECT_EQ(count.allocations(), 0);
  EXPECT_EQ(solver.rank(), 29);
}

// The dense pseudoinverse solves of UKE and constraint-inertia, on the same mechanisms in natural
// coordinates (redundant rows included), inside RK4's stages.
TEST(TimeLoopAllocations, UkeAndConstraintInertiaSolvesAllocateNothing) {
  for (const Mechanism& m : kMechanisms) {
    SCOPED_TRACE(std::string(m.model) + " in " + m.coordinates);
    const MultibodySystem system(load_builtin_model(m.model), make_coordinate_type(m.coordinates));
    for (const char* name : {"uke", "constraint-inertia"}) {
      SCOPED_TRACE(name);
      Eigen::VectorXd q, v, acceleration, multipliers;
      system.initial_state(q, v);
      assemble(system, 0.0, q, v);
      auto formulation = make_acceleration_formulation(name, system);
      formulation->solve(0.0, q, v, acceleration, multipliers);  // sizes the outputs
      testing::AllocationCount count;
      for (int k = 0; k < 20; ++k) formulation->solve(0.0, q, v, acceleration, multipliers);
      EXPECT_EQ(count.allocations(), 0);
    }
  }
}

TEST(TimeLoopAllocations, ThreeFieldStepsAllocateNothing) {
  for (const Mechanism& m : kMechanisms) {
    SCOPED_TRACE(std::string(m.model) + " in " + m.coordinates);
    const MultibodySystem system(load_builtin_model(m.model), make_coordinate_type(m.coordinates));
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    ConstraintInertiaFormulation formulation(system);
    ThreeFieldStepper stepper(formulation, 1e-3, Index3Options{});
    EXPECT_EQ(allocations_per_run(stepper, q, v, 1e-3, 20), 0);
    EXPECT_TRUE(q.allFinite());
  }
}

// A system with flexible bodies evaluates its equations, energies and markers without allocating:
// the planar slider-crank (a joint on the rod's moving end) and the spatial spun beam (a hinge's axis
// on the beam), with UKE's solve on top.
TEST(TimeLoopAllocations, FlexibleBodiesAllocateNothing) {
  for (const Mechanism& m : {Mechanism{"flexible_slider_crank", "planar-nacf"}, Mechanism{"flexible_slider_crank", "planar-xytheta"},
                             Mechanism{"rotating_beam", "nacf"}, Mechanism{"rotating_beam", "rpcf-ep"}}) {
    SCOPED_TRACE(std::string(m.model) + " in " + m.coordinates);
    const MultibodySystem system(load_builtin_model(m.model), make_coordinate_type(m.coordinates));
    Eigen::VectorXd q, v, acceleration, multipliers;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    const int n = system.coordinate_count(), rows = system.constraint_count();
    Eigen::VectorXd forces(n), c(rows), gamma(rows);
    SparseMatrix mass = system.make_mass_matrix(), jacobian = system.make_constraint_jacobian();
    auto formulation = make_acceleration_formulation("uke", system);
    formulation->solve(0.0, q, v, acceleration, multipliers);  // sizes the outputs
    testing::AllocationCount count;
    double sum = 0.0;
    for (int k = 0; k < 5; ++k) {
      system.mass_matrix(q, mass);
      system.generalized_forces(0.0, q, v, forces);
      system.constraints(0.0, q, c);
      system.gamma_and_jacobian(0.0, q, v, gamma, jacobian);
      sum += system.mechanical_energy(q, v) + system.nonconservative_power(0.0, q, v) +
             system.marker_position(0, q).sum() + system.marker_velocity(0, q, v).sum();
      formulation->solve(0.0, q, v, acceleration, multipliers);
    }
    EXPECT_EQ(count.allocations(), 0);
    EXPECT_TRUE(std::isfinite(sum));
  }
}

// Paper 004's Gibbs–Appell and Hamilton forms, marched by RK4 and AB4 (Hamilton's momenta through the
// integrators' first-order form), on the rigid mechanisms and the flexible ones.
TEST(TimeLoopAllocations, GibbsAppellAndHamiltonStepsAllocateNothing) {
  std::vector<Mechanism> mechanisms(std::begin(kMechanisms), std::end(kMechanisms));
  mechanisms.push_back({"flexible_slider_crank", "planar-nacf"});
  mechanisms.push_back({"rotating_beam", "rpcf-ep"});
  for (const Mechanism& m : mechanisms) {
    const MultibodySystem system(load_builtin_model(m.model), make_coordinate_type(m.coordinates));
    if (testing::has_redundant_constraints(m.model)) continue;  // both need independent rows
    for (const char* name : {"gibbs-appell", "hamilton"}) {
      SCOPED_TRACE(std::string(m.model) + " in " + m.coordinates + ", " + name);
      Eigen::VectorXd q, v;
      system.initial_state(q, v);
      assemble(system, 0.0, q, v);
      auto formulation = make_acceleration_formulation(name, system);
      RungeKutta4 rk4(*formulation, 1e-5);
      EXPECT_EQ(allocations_per_run(rk4, q, v, 1e-5, 20), 0);
      AdamsBashforth4 ab4(*formulation, 1e-5);
      EXPECT_EQ(allocations_per_run(ab4, q, v, 1e-5, 20), 0);
    }
  }
}

}  // namespace
}  // namespace mbdae
