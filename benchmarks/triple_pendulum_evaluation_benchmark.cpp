// Cost of each evaluation a step of the triple pendulum is made of, per coordinate type: C, C_q, C_t,
// γ and C_q together, Q; and the factorization of RGCP's dependent block C_q[rows, q_d] in each
// linear algebra. The step benchmarks (triple_pendulum_step_benchmark.cpp) are sums of these.
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter=TriplePendulumEvaluation
#include <benchmark/benchmark.h>

#include "coordinates/coordinate_type.hpp"
#include "corrections/rgcp.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace {

const char* const kCoordinates[] = {"nacf", "rpcf-ep"};
enum Evaluation { kConstraints, kJacobian, kTimeDerivative, kGammaAndJacobian, kForces };
const char* const kEvaluationNames[] = {"C", "C_q", "C_t", "gamma+C_q", "Q"};

// Arguments: coordinates index, evaluation.
void TriplePendulumEvaluation(benchmark::State& state) {
  const auto evaluation = static_cast<Evaluation>(state.range(1));
  state.SetLabel(std::string(kCoordinates[state.range(0)]) + " " + kEvaluationNames[evaluation]);
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(kCoordinates[state.range(0)]));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  Eigen::VectorXd rows(system.constraint_count()), forces(system.coordinate_count());
  for (auto _ : state) {
    switch (evaluation) {
      case kConstraints: system.constraints(0.0, q, rows); break;
      case kJacobian: system.constraint_jacobian(0.0, q, jacobian); break;
      case kTimeDerivative: system.constraint_time_derivative(0.0, q, rows); break;
      case kGammaAndJacobian: system.gamma_and_jacobian(0.0, q, v, rows, jacobian); break;
      case kForces: system.generalized_forces(0.0, q, v, forces); break;
    }
    benchmark::DoNotOptimize(rows.data());
    benchmark::DoNotOptimize(forces.data());
    benchmark::DoNotOptimize(jacobian.valuePtr());
  }
}
BENCHMARK(TriplePendulumEvaluation)->ArgsProduct({{0, 1}, {0, 1, 2, 3, 4}})->Unit(benchmark::kMicrosecond);

// One RGCP correction at a state just off the constraint manifold (the positions of the assembled
// initial state moved by 1e-8), restored before every correction. Arguments: coordinates index,
// linear algebra (0 dense, 1 sparse).
void TriplePendulumRgcpCorrection(benchmark::State& state) {
  const LinearAlgebra algebra = state.range(1) == 0 ? LinearAlgebra::dense : LinearAlgebra::sparse;
  state.SetLabel(std::string(kCoordinates[state.range(0)]) + " " + to_string(algebra));
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(kCoordinates[state.range(0)]));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  CorrectionOptions options;
  options.linear_algebra = algebra;
  CoordinatePartitioning correction(system, options);
  correction.choose_partition(0.0, q);
  const Eigen::VectorXd q0 = q + Eigen::VectorXd::Constant(q.size(), 1e-8), v0 = v;
  for (auto _ : state) {
    q = q0;
    v = v0;
    correction.correct(0.0, q, v);
    benchmark::DoNotOptimize(q.data());
  }
}
BENCHMARK(TriplePendulumRgcpCorrection)->ArgsProduct({{0, 1}, {0, 1}})->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace mbdae
