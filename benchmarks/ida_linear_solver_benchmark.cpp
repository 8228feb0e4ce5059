// IDA's Newton systems solved densely or by KLU (sparse, symbolic analysis once) on N-link spherical
// chains: the whole integration over 0.05 s of motion at rtol = atol = 1e-6, from the assembled state.
// The iteration matrix has (3 + 1 + 1)·12N + ... rows in NACF; dense LU costs O(N³) per setup, KLU
// about O(N) for a chain. Run:
//   build/release/benchmarks/mbdae_benchmarks --benchmark_filter=IdaChain
#include <benchmark/benchmark.h>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/ida.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace {

const char* const kLinearSolvers[] = {"dense", "klu"};
const char* const kForms[] = {"ggl", "index1"};

// Arguments: linear solver index, number of links, DAE form index.
void IdaChainIntegration(benchmark::State& state) {
  const std::string linear_solver = kLinearSolvers[state.range(0)];
  const int links = static_cast<int>(state.range(1));
  const std::string form = kForms[state.range(2)];
  state.SetLabel(form + " " + linear_solver + ", " + std::to_string(links) + " links");
  const MultibodySystem system(load_builtin_model("spherical_chain", {{"n", std::to_string(links)}}),
                               make_coordinate_type("nacf"));
  auto initial = make_acceleration_formulation("uke", system);
  Eigen::VectorXd q0, v0;
  system.initial_state(q0, v0);
  assemble(system, 0.0, q0, v0);
  AdaptiveOptions options;
  options.rtol = options.atol = 1e-6;
  options.linear_solver = linear_solver;
  long steps = 0;
  for (auto _ : state) {
    auto ida_residual = make_dae_residual(form, system);
    IdaIntegrator ida(*ida_residual, *initial, options);
    Eigen::VectorXd q = q0, v = v0;
    ida.initialize(0.0, q, v);
    ida.advance_to(0.05, q, v);
    steps = ida.statistics().steps;
    benchmark::DoNotOptimize(q.data());
  }
  state.counters["steps"] = static_cast<double>(steps);
}
BENCHMARK(IdaChainIntegration)
    ->ArgsProduct({{0, 1}, {10, 50}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->MinTime(0.2);

}  // namespace
}  // namespace mbdae
