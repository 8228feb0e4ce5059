// Cost per evaluation of the relative-coordinate dynamics on N-link chains (spherical_chain: Euler
// parameters, 4 per joint; revolute_chain: one angle per joint): the tree's kinematics alone, then
// with M and Q by accumulated inertia or by the explicit velocity transformation (src/relative/).
// M is dense in relative coordinates (every angle of a chain moves the bodies beyond it), so both
// grow as N² at least; the velocity transformation's R holds N(N+1)/2 blocks and its sparse product
// RᵀM̄R grows as N³, which is why it stops at 100 links here.
// Names: relative_dynamics/<chain>_<what>/<N>, microseconds per evaluation, counter z (coordinates).
// Run: build/release/benchmarks/mbdae_benchmarks --benchmark_filter=relative_dynamics
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "io/builtin_models.hpp"
#include "relative/accumulated_inertia.hpp"
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
