// Cost per call on N-link chains (built-in spherical_chain and revolute_chain, parameter n), dense
// against sparse linear algebra: one acceleration solve per coordinates × formulation, one RGCP
// correction, one direct correction, one full fixed-step AB4 + RGCP step.
//
// Names follow Scaling/<what>_<dense|sparse>/<N> with N, the number of links, as the last argument,
// times in microseconds per call (per step), counters n (coordinates) and m (constraints): the
// scaling plots fit time ∝ N^p to them. <what> is prefixed with "revolute_" for the revolute chain.
// Left out, for their cost rather than their interest: the dense forms at N = 1000 except AF on the
// spherical chain in NACF (RGCP's full-pivoting LU of the 9000 × 12000 C_q is ~1e12 flops and needs
// 1.7 GB), and the dense UKE, null-space and direct correction at N = 1000 (O(n³), n = 12000). The
// sparse forms of UKE and direct correction run to 1000 links on both chains.
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter=Scaling/
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "corrections/constraint_correction.hpp"
#include "integrators/ab4.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace {

struct Chain {
  Chain(const std::string& model, const std::string& coordinates, int links)
      : system(load_builtin_model(model, {{"n", std::to_string(links)}}), make_coordinate_type(coordinates)) {
    // The model's own start, at rest on its arc: the cost of a call does not depend on the values
    // (random velocities made consistent missed the assembly's velocity tolerance on the 1000-link
    // revolute chain).
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
  }
  void count(benchmark::State& state) const {
    state.counters["n"] = system.coordinate_count();
    state.counters["m"] = system.constraint_count();
  }
  MultibodySystem system;
  Eigen::VectorXd q, v;
};

void acceleration_solve(benchmark::State& state, std::string model, std::string coordinates, std::string formulation,
                        LinearAlgebra algebra) {
  const Chain chain(model, coordinates, static_cast<int>(state.range(0)));
  auto solver = make_acceleration_formulation(formulation, chain.system, algebra);
  Eigen::VectorXd a(chain.system.coordinate_count()), lambda(chain.system.constraint_count());
  for (auto _ : state) {
    solver->solve(0.0, chain.q, chain.v, a, lambda);
    benchmark::DoNotOptimize(a.data());
  }
  chain.count(state);
}

// One correction of a state moved 1e-6 off the constraints (what an AB4 step leaves), after the first
// one has chosen the partition: the steady per-step cost.
void correction(benchmark::State& state, std::string model, std::string coordinates, std::string name,
                LinearAlgebra algebra) {
  const Chain chain(model, coordinates, static_cast<int>(state.range(0)));
  CorrectionOptions options;
  options.linear_algebra = algebra;
  auto corrector = make_constraint_correction(name, chain.system, options);
  Eigen::VectorXd q_off = chain.q, v_off = chain.v;
  std::mt19937 rng(2);
  std::normal_distribution<double> normal(0.0, 1.0);
  for (int k = 0; k < q_off.size(); ++k) {
    q_off[k] += 1e-6 * normal(rng);
    v_off[k] += 1e-3 * normal(rng);
  }
  Eigen::VectorXd q = q_off, v = v_off;
  corrector->correct(0.0, q, v);
  const long iterations_before = corrector->statistics().newton_iterations;
  for (auto _ : state) {
    q = q_off;
    v = v_off;
    corrector->correct(0.0, q, v);
    benchmark::DoNotOptimize(q.data());
  }
  chain.count(state);
  // Position iterations per correction: the two corrections' costs per call differ by this too.
  state.counters["newton"] = static_cast<double>(corrector->statistics().newton_iterations - iterations_before) /
                             static_cast<double>(state.iterations());
}

// One AB4 step with RGCP and the derivative at the corrected state, as `mbdae run --integrator ab4`
// takes it (paper 000 §4); the chain falls from its arc and is restarted every simulated second.
void ab4_rgcp_step(benchmark::State& state, std::string model, std::string coordinates, LinearAlgebra algebra) {
  Chain chain(model, coordinates, static_cast<int>(state.range(0)));
  auto formulation = make_acceleration_formulation("af", chain.system, algebra);
  const double dt = 1e-3;
  AdamsBashforth4 integrator(*formulation, dt);
  CorrectionOptions options;
  options.linear_algebra = algebra;
  auto corrector = make_constraint_correction("rgcp", chain.system, options);
  Eigen::VectorXd q, v;
  double t = 0.0;
  long steps = 0;
  auto take_step = [&] {
    integrator.step_from(t, dt, q, v);
    t += dt;
    corrector->correct(t, q, v);
    integrator.accept(t, q, v);
  };
  // AB4's first three steps are RK4 steps of four evaluations each: they are taken before timing, so
  // that a run of a few iterations (1000 links) measures AB4 steps as a long run takes them.
  auto restart = [&] {
    q = chain.q;
    v = chain.v;
    t = 0.0;
    steps = 0;
    integrator.start(t, q, v);
    for (int k = 0; k < 3; ++k) take_step();
  };
  restart();
  for (auto _ : state) {
    take_step();
    if (++steps == 1000) {
      state.PauseTiming();
      restart();
      state.ResumeTiming();
    }
  }
  chain.count(state);
}

// Registers one benchmark per N. A dense run at 1000 links takes one iteration by itself: Google
// Benchmark stops at the first batch that lasts longer than its minimum time.
void register_all() {
  for (const std::string model : {"spherical_chain", "revolute_chain"}) {
    const std::string prefix = model == "revolute_chain" ? "revolute_" : "";
    for (const std::string coordinates : {"nacf", "rpcf-ep"}) {
      const std::string tag = coordinates == "rpcf-ep" ? "rpcf_ep" : coordinates;
      for (const LinearAlgebra algebra : {LinearAlgebra::dense, LinearAlgebra::sparse}) {
        const std::string suffix = std::string("_") + to_string(algebra);
        const bool dense = algebra == LinearAlgebra::dense;
        auto links = [&](benchmark::internal::Benchmark* b, bool dense_at_1000) {
          b->Unit(benchmark::kMicrosecond)->Arg(10)->Arg(100);
          if (!dense || dense_at_1000) b->Arg(1000);
        };
        // AF dense at 1000 links: a 9000 × 9000 Cholesky per call, the reference for the ≥ 20× target.
        links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "af_" + tag + suffix).c_str(), acceleration_solve,
                                           model, coordinates, std::string("af"), algebra),
              model == "spherical_chain" && coordinates == "nacf");
        if (!dense) {  // UKE's and direct correction's sparse forms (minimum-norm solves of a Schur complement)
          links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "uke_" + tag + suffix).c_str(), acceleration_solve,
                                             model, coordinates, std::string("uke"), algebra),
                false);
          // The null space's partitioned basis: a sparse LU, but a dense (n − r)² reduced mass matrix.
          links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "nullspace_" + tag + suffix).c_str(),
                                             acceleration_solve, model, coordinates, std::string("nullspace"), algebra),
                false);
          links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "direct_" + tag + suffix).c_str(), correction,
                                             model, coordinates, std::string("direct"), algebra),
                false);
        }
        links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "rgcp_" + tag + suffix).c_str(), correction, model,
                                           coordinates, std::string("rgcp"), algebra),
              false);
        links(benchmark::RegisterBenchmark(("Scaling/" + prefix + "ab4_rgcp_" + tag + suffix).c_str(), ab4_rgcp_step,
                                           model, coordinates, algebra),
              false);
        if (dense && model == "spherical_chain") {  // dense forms: up to 100 links
          for (const std::string formulation : {"uke", "nullspace"})
            links(benchmark::RegisterBenchmark(("Scaling/" + formulation + "_" + tag + suffix).c_str(),
                                               acceleration_solve, model, coordinates, formulation, algebra),
                  false);
          links(benchmark::RegisterBenchmark(("Scaling/direct_" + tag + suffix).c_str(), correction, model,
                                             coordinates, std::string("direct"), algebra),
                false);
        }
      }
    }
  }
}

const int registered = (register_all(), 0);

}  // namespace
}  // namespace mbdae
