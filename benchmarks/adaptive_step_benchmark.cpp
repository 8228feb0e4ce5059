// One step of each SUNDIALS integrator on the triple pendulum (NACF): the integration over 0.5 s at
// rtol = atol = 1e-6 from the assembled state, reported as time per internal step (counter
// `time_per_step`) beside the whole run, so that the adaptive integrators' step costs can be set
// against the fixed-step ones of triple_pendulum_step_benchmark.cpp. Run:
//   build/release/benchmarks/mbdae_benchmarks --benchmark_filter=AdaptiveStep
#include <benchmark/benchmark.h>

#include <memory>
#include <string>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/arkode.hpp"
#include "integrators/cvode.hpp"
#include "integrators/ida.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace {

// The integrator and formulation of each benchmark, as `mbdae run --integrator ... --formulation ...`
// builds them (methods/registry.hpp).
const std::pair<const char*, const char*> kMethods[] = {{"cvode-bdf", "af"},  {"cvode-adams", "af"}, {"arkode-erk", "af"},
                                                        {"arkode-dirk", "af"}, {"ida", "ggl"},       {"ida", "index1"},
                                                        {"ida", "index3"}};
const char* const kLabels[] = {"cvode-bdf (af)",  "cvode-adams (af)", "arkode-erk (af)", "arkode-dirk (af)",
                               "ida (ggl)",       "ida (index1)",     "ida (index3)"};

// Argument: the index into kMethods.
void AdaptiveStep(benchmark::State& state) {
  state.SetLabel(kLabels[state.range(0)]);
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  Eigen::VectorXd q0, v0;
  system.initial_state(q0, v0);
  assemble(system, 0.0, q0, v0);
  RunSettings settings;
  settings.integrator = kMethods[state.range(0)].first;
  settings.formulation = kMethods[state.range(0)].second;
  settings.adaptive.rtol = settings.adaptive.atol = 1e-6;
  settings.resolve();
  double steps = 0.0;
  for (auto _ : state) {
    Method method = build_method(system, settings, LinearAlgebra::dense);
    Eigen::VectorXd q = q0, v = v0;
    method.integrator->initialize(0.0, q, v);
    method.integrator->step_toward(0.5, q, v);  // all the way: SUNDIALS' own stepping
    steps += static_cast<double>(method.integrator->statistics().steps);
    benchmark::DoNotOptimize(q.data());
  }
  state.counters["steps"] = steps / static_cast<double>(state.iterations());
  // Total steps over the measured time, inverted: seconds per step.
  state.counters["time_per_step"] = benchmark::Counter(steps, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(AdaptiveStep)->DenseRange(0, 6)->Unit(benchmark::kMillisecond)->MinTime(0.2);

}  // namespace
}  // namespace mbdae
