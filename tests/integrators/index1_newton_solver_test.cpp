// The sparse Newton solve of CVODE BDF and ARKode DIRK (integrators/sundials/index1_newton_solver.hpp):
// its x solves (I − γJ) x = b for the acceleration ODE's own Jacobian J, which is formed here densely
// by central differences of f(y) = (v, q̈) — the derivation through the index-1 DAE matrix, checked
// entry by entry; and it refuses redundant rows.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "core/error.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/sundials/index1_newton_solver.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using sundials::Index1NewtonSolver;

struct Fixture {
  Fixture(const std::string& model, const std::string& formulation_name)
      : system(load_builtin_model(model), make_coordinate_type("nacf")),
        formulation(make_acceleration_formulation(formulation_name, system)),
        ode(*formulation),
        y(sundials::make_vector(ode.size(), context)) {
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    std::mt19937 rng(11);
    std::normal_distribution<double> normal(0.0, 1.0);
    for (double& value : v) value = normal(rng);
    assemble(system, 0.0, q, v);  // a moving, consistent state
    ode.join(q, v, y.get());
  }
  sundials::Context context;
  MultibodySystem system;
  std::unique_ptr<AccelerationFormulation> formulation;
  AccelerationOde ode;
  sundials::Vector y;
  sundials::CallbackGuard guard;
};

TEST(Index1NewtonSolver, SolvesTheAccelerationOdesNewtonSystem) {
  for (const std::string formulation : {"af", "uke", "nullspace"}) {
    SCOPED_TRACE(formulation);
    Fixture f("triple_pendulum", formulation);
    const long size = f.ode.size();
    const double t = 0.3, gamma = 2e-3;
    Index1NewtonSolver solver(f.ode, f.guard, f.context);

    // J by central differences of f, and the dense solution of (I − γJ) x = b.
    sundials::Vector f_plus = sundials::make_vector(size, f.context), f_minus = sundials::make_vector(size, f.context);
    Eigen::MatrixXd jacobian(size, size);
    auto y_values = sundials::view(f.y.get());
    for (long column = 0; column < size; ++column) {
      const double saved = y_values[column], h = 1e-5 * std::max(1.0, std::abs(saved));
      y_values[column] = saved + h;
      ASSERT_EQ(f.ode.evaluate(t, f.y.get(), f_plus.get()), 0);
      y_values[column] = saved - h;
      ASSERT_EQ(f.ode.evaluate(t, f.y.get(), f_minus.get()), 0);
      y_values[column] = saved;
      jacobian.col(column) = (sundials::view(f_plus.get()) - sundials::view(f_minus.get())) / (2 * h);
    }
    std::mt19937 rng(3);
    std::uniform_real_distribution<double> uniform(-1.0, 1.0);
    sundials::Vector b = sundials::make_vector(size, f.context), x = sundials::make_vector(size, f.context);
    for (long k = 0; k < size; ++k) NV_Ith_S(b.get(), k) = uniform(rng);
    const Eigen::VectorXd rhs = sundials::view(b.get());
    const Eigen::MatrixXd newton = Eigen::MatrixXd::Identity(size, size) - gamma * jacobian;
    const Eigen::VectorXd expected = newton.partialPivLu().solve(rhs);

    ASSERT_EQ(SUNLinSolGetType(solver.solver()), SUNLINEARSOLVER_DIRECT);
    ASSERT_EQ(solver.build(t, f.y.get(), gamma), 0);  // where the integrator would form I − γJ
    ASSERT_EQ(SUNLinSolSetup(solver.solver(), solver.matrix()), 0);
    ASSERT_EQ(SUNLinSolSolve(solver.solver(), solver.matrix(), x.get(), b.get(), 0.0), 0);
    f.guard.rethrow();
    const Eigen::VectorXd computed = sundials::view(x.get());
    // Both sides carry finite-difference errors in γJ (about 1e-8 relative here): far below the
    // difference a wrong block of the derivation would make (γJ itself is of order 1e-1 here).
    EXPECT_LT((computed - expected).cwiseAbs().maxCoeff(), 1e-7 * expected.cwiseAbs().maxCoeff())
        << "computed " << computed.transpose() << "\nexpected " << expected.transpose();
    EXPECT_GT((gamma * jacobian * rhs).cwiseAbs().maxCoeff(), 1e-3) << "γJ must matter in this test";
    EXPECT_EQ(solver.setups(), 1);
  }
}

TEST(Index1NewtonSolver, RefusesRedundantConstraintsAtTheStartNamingTheDenseSolver) {
  Fixture f("bricard", "uke");
  Index1NewtonSolver solver(f.ode, f.guard, f.context);
  try {
    solver.build(0.0, f.y.get(), 1e-3);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("redundant"), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find("--linear-solver dense"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace mbdae
