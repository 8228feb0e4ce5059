// Which sparse factorization for the tangent M + Δt/2 D + Δt²/4 (αC_qᵀC_q + K) of ALI3-P and
// generalized-α (formulations/index3_tangent.hpp): Eigen's SimplicialLDLT, Eigen's SparseLU and
// SuiteSparse KLU, each with its symbolic analysis done once and timed on the numeric factorization
// plus one solve, on the triple pendulum (NACF 36, RPCF-EP 21 coordinates) and on a 50-link chain of
// spherical joints (NACF, 600 coordinates). And the cost of one step of each integrator.
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter='Index3|Tangent'
#include <benchmark/benchmark.h>
#include <klu.h>

#include <Eigen/SparseCholesky>
#include <Eigen/SparseLU>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "formulations/force_jacobian.hpp"
#include "formulations/index3_tangent.hpp"
#include "integrators/index3_integrator.hpp"
#include "io/builtin_models.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"

namespace mbdae {
namespace {

// Argument 0: triple pendulum NACF, 1: triple pendulum RPCF-EP, 2: 50-link chain NACF.
struct TangentCase {
  std::unique_ptr<MultibodySystem> system;
  SparseMatrix tangent;
  Eigen::VectorXd rhs;
};

TangentCase make_case(int which) {
  TangentCase c;
  const Model model = which == 2 ? testing::spherical_chain(50) : load_builtin_model("triple_pendulum");
  c.system = std::make_unique<MultibodySystem>(model, make_coordinate_type(which == 1 ? "rpcf-ep" : "nacf"));
  const MultibodySystem& system = *c.system;
  ForceJacobian forces(system);
  Index3Tangent tangent(system, forces.make_matrix(), true);  // at rest K and D are symmetric (zero)
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SparseMatrix M = system.make_mass_matrix(), J = system.make_constraint_jacobian();
  SparseMatrix K = forces.make_matrix(), D = forces.make_matrix();
  system.mass_matrix(q, M);
  system.constraint_jacobian(0.0, q, J);
  forces.evaluate(0.0, q, v, K, D);
  const double dt = 1e-3, alpha = 1e8;
  tangent.assemble(M, D, K, J, dt / 2, dt * dt / 4, dt * dt / 4 * alpha);
  c.tangent = tangent.matrix();
  c.rhs = Eigen::VectorXd::LinSpaced(system.coordinate_count(), -1.0, 1.0);
  return c;
}

std::string label(int which, const SparseMatrix& t) {
  const char* names[] = {"triple pendulum nacf", "triple pendulum rpcf-ep", "50-link chain nacf"};
  return std::string(names[which]) + ", n=" + std::to_string(t.rows()) + ", nnz=" + std::to_string(t.nonZeros());
}

void TangentSimplicialLdlt(benchmark::State& state) {
  TangentCase c = make_case(static_cast<int>(state.range(0)));
  state.SetLabel(label(static_cast<int>(state.range(0)), c.tangent));
  Eigen::SimplicialLDLT<SparseMatrix, Eigen::Lower> ldlt;
  ldlt.analyzePattern(c.tangent);
  Eigen::VectorXd x(c.rhs.size());
  for (auto _ : state) {
    ldlt.factorize(c.tangent);
    x = ldlt.solve(c.rhs);
    benchmark::DoNotOptimize(x.data());
  }
}

void TangentSparseLu(benchmark::State& state) {
  TangentCase c = make_case(static_cast<int>(state.range(0)));
  state.SetLabel(label(static_cast<int>(state.range(0)), c.tangent));
  Eigen::SparseLU<SparseMatrix> lu;
  lu.analyzePattern(c.tangent);
  Eigen::VectorXd x(c.rhs.size());
  for (auto _ : state) {
    lu.factorize(c.tangent);
    x = lu.solve(c.rhs);
    benchmark::DoNotOptimize(x.data());
  }
}

void TangentKlu(benchmark::State& state) {
  TangentCase c = make_case(static_cast<int>(state.range(0)));
  state.SetLabel(label(static_cast<int>(state.range(0)), c.tangent));
  const int n = static_cast<int>(c.tangent.rows());
  klu_common common;
  klu_defaults(&common);
  klu_symbolic* symbolic = klu_analyze(n, c.tangent.outerIndexPtr(), c.tangent.innerIndexPtr(), &common);
  klu_numeric* numeric =
      klu_factor(c.tangent.outerIndexPtr(), c.tangent.innerIndexPtr(), c.tangent.valuePtr(), symbolic, &common);
  Eigen::VectorXd x(n);
  for (auto _ : state) {
    // klu_refactor keeps the pivot order of the first factorization, as SUNDIALS does.
    klu_refactor(c.tangent.outerIndexPtr(), c.tangent.innerIndexPtr(), c.tangent.valuePtr(), symbolic, numeric,
                 &common);
    x = c.rhs;
    klu_solve(symbolic, numeric, n, 1, x.data(), &common);
    benchmark::DoNotOptimize(x.data());
  }
  klu_free_numeric(&numeric, &common);
  klu_free_symbolic(&symbolic, &common);
}

BENCHMARK(TangentSimplicialLdlt)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);
BENCHMARK(TangentSparseLu)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);
BENCHMARK(TangentKlu)->DenseRange(0, 2)->Unit(benchmark::kMicrosecond);

// One step of ALI3-P or generalized-α on the triple pendulum at dt = 1e-3 (arguments: integrator,
// coordinates).
void TriplePendulumIndex3Step(benchmark::State& state) {
  const char* integrators[] = {"ali3p-trapezoidal", "gen-alpha"};
  const char* coordinates[] = {"nacf", "rpcf-ep"};
  state.SetLabel(std::string(integrators[state.range(0)]) + "+" + coordinates[state.range(1)]);
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates[state.range(1)]));
  auto integrator = testing::make_index3_integrator(integrators[state.range(0)], system, {}, 1e-3);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  const Eigen::VectorXd q0 = q, v0 = v;
  integrator->start(0.0, q, v);
  double t = 0.0;
  long steps = 0;
  for (auto _ : state) {
    integrator->step_from(t, 1e-3, q, v);
    t += 1e-3;
    if (++steps == 20000) {
      state.PauseTiming();
      q = q0;
      v = v0;
      t = 0.0;
      steps = 0;
      integrator->start(t, q, v);
      state.ResumeTiming();
    }
  }
}
BENCHMARK(TriplePendulumIndex3Step)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace mbdae
