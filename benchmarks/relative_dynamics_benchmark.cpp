// Cost per evaluation of the relative-coordinate dynamics on N-link chains (spherical_chain: Euler
// parameters, 4 per joint; revolute_chain: one angle per joint): the tree's kinematics alone, then
// with M and Q by accumulated inertia or by the explicit velocity transformation (src/relative/).
// M is dense in relative coordinates (every angle of a chain moves the bodies beyond it), so both
// grow as N² at least; the velocity transformation's R holds N(N+1)/2 blocks and its sparse product
// RᵀM̄R grows as N³, which is why it stops at 100 links here.
// Then the whole acceleration solve of `--coordinates relative --formulation af` (formulations/af.hpp,
// RecursiveAugmentedFormulation): kinematics, Q by accumulated forces and M̂⁻¹Q̂ by articulated
// inertias, M never formed: O(N) on the revolute chain, which has no constraint rows. On the spherical
// chain the N normalization rows still pass through the dense closure Jacobian (N × 4N).
// Then one step of ALI3-P on the trapezoidal rule at Δt = 1 ms (paper 001): in relative coordinates by
// accumulated inertias, the O(N) semi-recursive form (inverse dynamics and the articulated-inertia
// tangent, formulations/recursive_tangent.hpp), beside the global ALI3-P in NACF and in RPCF-EP with
// their sparse tangents.
// Names: relative_dynamics/<chain>_<what>/<N> for the dynamics; the whole AF solve and ALI3-P step are
// scaling families beside the global coordinates' (chain_scaling_benchmark.cpp):
// Scaling/[revolute_]af_relative/<N>, Scaling/[revolute_]ali3p_step_<relative|nacf_sparse|rpcf_ep_sparse>/<N>.
// Microseconds per evaluation; counter z (coordinates), and iterations (Newton, per step) for ALI3-P.
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter='relative_dynamics|Scaling/.*(relative|ali3p)'
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "formulations/ali3p.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"
#include "relative/accumulated_inertia.hpp"
#include "formulations/af.hpp"
#include "relative/relative_system.hpp"
#include "relative/velocity_transformation.hpp"

namespace mbdae {
namespace {

enum class What { kinematics, accumulated_inertia, velocity_transformation };

void relative_dynamics(benchmark::State& state, std::string model_name, What what) {
  const Model model = load_builtin_model(model_name, {{"n", std::to_string(state.range(0))}});
  const KinematicTree tree = build_kinematic_tree(model);
  TreeState tree_state(model, tree);
  // A moving state: random rates (the cost does not depend on their values).
  std::mt19937 random(3);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  const Eigen::VectorXd z = tree.reference_coordinates();
  Eigen::VectorXd z_rate(z.size());
  for (int k = 0; k < z.size(); ++k) z_rate[k] = uniform(random);
  AccumulatedInertia accumulated(model, tree);
  VelocityTransformation transformation(model, tree);
  Eigen::MatrixXd mass;
  Eigen::VectorXd forces;
  for (auto _ : state) {
    evaluate_tree(tree, z, z_rate, tree_state);
    if (what == What::accumulated_inertia) accumulated.evaluate(tree_state, mass, forces);
    if (what == What::velocity_transformation) transformation.evaluate(tree_state, mass, forces);
    benchmark::DoNotOptimize(tree_state.twist.data());
    benchmark::DoNotOptimize(forces.data());
  }
  state.counters["z"] = tree.coordinate_count;
}

// Alternates between two states, so that nothing is reused from the previous solve.
void relative_af_solve(benchmark::State& state, std::string model_name) {
  const RelativeSystem system(load_builtin_model(model_name, {{"n", std::to_string(state.range(0))}}),
                              TreeDynamics::accumulated_inertia);
  std::mt19937 random(3);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Eigen::VectorXd z[2], v[2];
  for (int k = 0; k < 2; ++k) {
    system.initial_state(z[k], v[k]);
    for (int i = 0; i < v[k].size(); ++i) v[k][i] = uniform(random);
    for (int first : system.tree().euler_parameter_sets) v[k].segment<4>(first) -= z[k].segment<4>(first).dot(v[k].segment<4>(first)) * z[k].segment<4>(first);
  }
  z[1][0] += 1e-3;  // other positions too: the articulated inertias are factored at each solve
  RecursiveAugmentedFormulation af(system);
  Eigen::VectorXd a, lambda;
  int k = 0;
  for (auto _ : state) {
    af.solve(0.0, z[k], v[k], a, lambda);
    benchmark::DoNotOptimize(a.data());
    k = 1 - k;
  }
  state.counters["z"] = system.coordinate_count();
}

// Steps from the model's start at rest; every 200 steps (0.2 s, before the chain folds far) back to it.
void ali3p_step(benchmark::State& state, std::string model_name, std::string coordinates) {
  const Model model = load_builtin_model(model_name, {{"n", std::to_string(state.range(0))}});
  std::unique_ptr<EquationsOfMotion> system;
  if (coordinates == "relative")
    system = std::make_unique<RelativeSystem>(model, TreeDynamics::accumulated_inertia);
  else
    system = std::make_unique<MultibodySystem>(model, make_coordinate_type(coordinates));
  AugmentedLagrangianProjections ali3p(*system, {});
  TrapezoidalRule integrator(ali3p, 1e-3);
  Eigen::VectorXd q0, v0;
  system->initial_state(q0, v0);
  assemble(*system, 0.0, q0, v0);
  Eigen::VectorXd q = q0, v = v0;
  integrator.start(0.0, q, v);
  double t = 0.0;
  int steps = 0;
  for (auto _ : state) {
    integrator.step_from(t, 1e-3, q, v);
    t += 1e-3;
    if (++steps == 200) {
      state.PauseTiming();
      q = q0;
      v = v0;
      t = 0.0;
      steps = 0;
      integrator.start(t, q, v);
      state.ResumeTiming();
    }
  }
  state.counters["z"] = system->coordinate_count();
  state.counters["iterations"] = benchmark::Counter(static_cast<double>(ali3p.statistics().newton_iterations) /
                                                    std::max(1L, ali3p.statistics().steps));
}

// The scaling families (benchmark_summary.py fits t ∝ N^p to Scaling/<family>/<N>; "revolute_" for the
// revolute chain, "_sparse" for the global forms, whose tangents are sparse).
BENCHMARK_CAPTURE(ali3p_step, revolute_relative, "revolute_chain", "relative")
    ->Name("Scaling/revolute_ali3p_step_relative")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(ali3p_step, spherical_relative, "spherical_chain", "relative")
    ->Name("Scaling/ali3p_step_relative")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(ali3p_step, revolute_nacf, "revolute_chain", "nacf")
    ->Name("Scaling/revolute_ali3p_step_nacf_sparse")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(ali3p_step, spherical_nacf, "spherical_chain", "nacf")
    ->Name("Scaling/ali3p_step_nacf_sparse")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(ali3p_step, revolute_rpcf_ep, "revolute_chain", "rpcf-ep")
    ->Name("Scaling/revolute_ali3p_step_rpcf_ep_sparse")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(ali3p_step, spherical_rpcf_ep, "spherical_chain", "rpcf-ep")
    ->Name("Scaling/ali3p_step_rpcf_ep_sparse")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

BENCHMARK_CAPTURE(relative_af_solve, revolute_af_solve, "revolute_chain")
    ->Name("Scaling/revolute_af_relative")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_af_solve, spherical_af_solve, "spherical_chain")
    ->Name("Scaling/af_relative")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

BENCHMARK_CAPTURE(relative_dynamics, spherical_kinematics, "spherical_chain", What::kinematics)
    ->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_dynamics, spherical_accumulated_inertia, "spherical_chain", What::accumulated_inertia)
    ->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_dynamics, spherical_velocity_transformation, "spherical_chain", What::velocity_transformation)
    ->Arg(10)->Arg(100)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_dynamics, revolute_kinematics, "revolute_chain", What::kinematics)
    ->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_dynamics, revolute_accumulated_inertia, "revolute_chain", What::accumulated_inertia)
    ->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_dynamics, revolute_velocity_transformation, "revolute_chain", What::velocity_transformation)
    ->Arg(10)->Arg(100)->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace mbdae
