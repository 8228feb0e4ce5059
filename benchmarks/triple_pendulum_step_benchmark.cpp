// Cost of one AB4 step of the triple pendulum (step + correction + derivative at the corrected
// state) for every coordinates × formulation × correction combination, of one acceleration solve, and
// of one residual and one iteration-matrix evaluation of the implicit (IDA) forms.
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter=TriplePendulum
#include <benchmark/benchmark.h>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "integrators/ab4.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace {

const char* const kCoordinates[] = {"nacf", "rpcf-ep"};
const char* const kFormulations[] = {"af", "uke", "nullspace"};
const char* const kCorrections[] = {"rgcp", "direct", "none"};

// Arguments: coordinates index, formulation index, correction index.
void TriplePendulumAb4Step(benchmark::State& state) {
  const std::string coordinates = kCoordinates[state.range(0)];
  const std::string formulation_name = kFormulations[state.range(1)];
  const std::string correction_name = kCorrections[state.range(2)];
  state.SetLabel(coordinates + "+" + formulation_name + "+" + correction_name);
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates));
  auto formulation = make_acceleration_formulation(formulation_name, system);
  AdamsBashforth4 integrator(*formulation, 1e-3);
  auto correction = make_constraint_correction(correction_name, system, {});
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  const double dt = 1e-3;
  double t = 0.0;
  integrator.start(t, q, v);
  const Eigen::VectorXd q0 = q, v0 = v;
  long steps = 0;
  for (auto _ : state) {
    integrator.step_from(t, dt, q, v);
    t += dt;
    correction->correct(t, q, v);
    integrator.accept(t, q, v);
    if (++steps == 20000) {  // stay within the paper's 20 s: restart from the initial state
      state.PauseTiming();
      q = q0;
      v = v0;
      t = 0.0;
      steps = 0;
      integrator.start(t, q, v);
      state.ResumeTiming();
    }
  }
}
BENCHMARK(TriplePendulumAb4Step)->ArgsProduct({{0, 1}, {0, 1, 2}, {0, 1, 2}})->Unit(benchmark::kMicrosecond);

// One acceleration solve at the initial state. Arguments: coordinates index, formulation index,
// linear algebra (0 dense, 1 sparse: AF only, the others are dense either way).
void TriplePendulumAccelerationSolve(benchmark::State& state) {
  const std::string coordinates = kCoordinates[state.range(0)];
  const std::string formulation_name = kFormulations[state.range(1)];
  const LinearAlgebra algebra = state.range(2) == 0 ? LinearAlgebra::dense : LinearAlgebra::sparse;
  state.SetLabel(coordinates + "+" + formulation_name + "+" + to_string(algebra));
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates));
  auto formulation = make_acceleration_formulation(formulation_name, system, algebra);
  Eigen::VectorXd q, v, a(system.coordinate_count()), lambda(system.constraint_count());
  system.initial_state(q, v);
  for (auto _ : state) {
    formulation->solve(0.0, q, v, a, lambda);
    benchmark::DoNotOptimize(a.data());
  }
}
BENCHMARK(TriplePendulumAccelerationSolve)
    ->ArgsProduct({{0, 1}, {0, 1, 2}, {0}})
    ->Args({0, 0, 1})
    ->Args({1, 0, 1})
    ->Unit(benchmark::kMicrosecond);

const char* const kDaeForms[] = {"index3", "ggl", "index1"};

// y = (q, v, λ[, μ]) at the initial state with zero multipliers, y' = (v, 0, ...): the cost does not
// depend on the values.
struct ResidualSetup {
  ResidualSetup(const std::string& coordinates, const char* form)
      : system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates)),
        dae_form(make_dae_residual(form, system)),
        dae(*dae_form) {
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    y = Eigen::VectorXd::Zero(dae.size());
    yp = Eigen::VectorXd::Zero(dae.size());
    y.head(q.size()) = q;
    y.segment(q.size(), v.size()) = v;
    yp.head(v.size()) = v;
  }
  MultibodySystem system;
  std::unique_ptr<ResidualFormulation> dae_form;
  ResidualFormulation& dae;
  Eigen::VectorXd y, yp;
};

// Arguments: coordinates index, DAE form index (index3, ggl, index1).
void TriplePendulumResidual(benchmark::State& state) {
  const char* form = kDaeForms[state.range(1)];
  state.SetLabel(std::string(kCoordinates[state.range(0)]) + "+" + form);
  ResidualSetup s(kCoordinates[state.range(0)], form);
  Eigen::VectorXd residual(s.dae.size());
  for (auto _ : state) {
    s.dae.residual(0.0, s.y, s.yp, residual);
    benchmark::DoNotOptimize(residual.data());
  }
}
BENCHMARK(TriplePendulumResidual)->ArgsProduct({{0, 1}, {0, 1, 2}})->Unit(benchmark::kMicrosecond);

void TriplePendulumIterationMatrix(benchmark::State& state) {
  const char* form = kDaeForms[state.range(1)];
  state.SetLabel(std::string(kCoordinates[state.range(0)]) + "+" + form);
  ResidualSetup s(kCoordinates[state.range(0)], form);
  SparseMatrix matrix = s.dae.make_iteration_matrix();
  for (auto _ : state) {
    s.dae.iteration_matrix(0.0, s.y, s.yp, 1e3, matrix);
    benchmark::DoNotOptimize(matrix.valuePtr());
  }
}
BENCHMARK(TriplePendulumIterationMatrix)->ArgsProduct({{0, 1}, {0, 1, 2}})->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace mbdae
