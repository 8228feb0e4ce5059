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
#include "integrators/arkode_integrator.hpp"
#include "integrators/cvode_integrator.hpp"
#include "integrators/ida_integrator.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace {

enum class Adaptive { cvode_bdf, cvode_adams, arkode_erk, arkode_dirk, ida_ggl, ida_index1, ida_index3 };
const char* const kLabels[] = {"cvode-bdf (af)",  "cvode-adams (af)", "arkode-erk (af)", "arkode-dirk (af)",
                               "ida (ggl)",       "ida (index1)",     "ida (index3)"};

std::unique_ptr<AdaptiveIntegrator> make(Adaptive which, const MultibodySystem& system,
                                         AccelerationFormulation& af, AccelerationFormulation& uke,
                                         const AdaptiveOptions& options) {
  switch (which) {
    case Adaptive::cvode_bdf: return std::make_unique<CvodeIntegrator>(af, CvodeIntegrator::Method::bdf, options);
    case Adaptive::cvode_adams: return std::make_unique<CvodeIntegrator>(af, CvodeIntegrator::Method::adams, options);
    case Adaptive::arkode_erk:
      return std::make_unique<ArkodeIntegrator>(af, nullptr, ArkodeIntegrator::Method::erk, options);
    case Adaptive::arkode_dirk:
      return std::make_unique<ArkodeIntegrator>(af, nullptr, ArkodeIntegrator::Method::dirk, options);
    case Adaptive::ida_ggl: return std::make_unique<IdaIntegrator>(system, dae_form_from_name("ggl"), uke, options);
    case Adaptive::ida_index1:
      return std::make_unique<IdaIntegrator>(system, dae_form_from_name("index1"), uke, options);
    case Adaptive::ida_index3:
      return std::make_unique<IdaIntegrator>(system, dae_form_from_name("index3"), uke, options);
  }
  return nullptr;
}

// Argument: the integrator (enum Adaptive).
void AdaptiveStep(benchmark::State& state) {
  const Adaptive which = static_cast<Adaptive>(state.range(0));
  state.SetLabel(kLabels[state.range(0)]);
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  auto af = make_acceleration_formulation("af", system);
  auto uke = make_acceleration_formulation("uke", system);
  Eigen::VectorXd q0, v0;
  system.initial_state(q0, v0);
  assemble(system, 0.0, q0, v0);
  AdaptiveOptions options;
  options.rtol = options.atol = 1e-6;
  double steps = 0.0;
  for (auto _ : state) {
    auto integrator = make(which, system, *af, *uke, options);
    Eigen::VectorXd q = q0, v = v0;
    integrator->start(0.0, q, v);
    integrator->advance_to(0.5, q, v);
    steps += static_cast<double>(integrator->statistics().steps);
    benchmark::DoNotOptimize(q.data());
  }
  state.counters["steps"] = steps / static_cast<double>(state.iterations());
  // Total steps over the measured time, inverted: seconds per step.
  state.counters["time_per_step"] = benchmark::Counter(steps, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(AdaptiveStep)->DenseRange(0, 6)->Unit(benchmark::kMillisecond)->MinTime(0.2);

}  // namespace
}  // namespace mbdae
