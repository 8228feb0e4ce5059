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
// Names: relative_dynamics/<chain>_<what>/<N>, microseconds per evaluation, counter z (coordinates).
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter=relative_dynamics
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "io/builtin_models.hpp"
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

BENCHMARK_CAPTURE(relative_af_solve, revolute_af_solve, "revolute_chain")
    ->Name("relative_dynamics/revolute_af_solve")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_CAPTURE(relative_af_solve, spherical_af_solve, "spherical_chain")
    ->Name("relative_dynamics/spherical_af_solve")->Arg(10)->Arg(100)->Arg(1000)->Unit(benchmark::kMicrosecond);

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
