#include "methods/run.hpp"

#include "methods/registry.hpp"

namespace mbdae {

RunResult run_simulation(const Model& model, RunSettings settings, const RunObserver& observe,
                         const ProgressObserver& progress) {
  settings.resolve_coordinates(model);
  settings.resolve();
  const MultibodySystem system(model, make_coordinate_type(settings.coordinates));
  const LinearAlgebra algebra = linear_algebra_from_name(settings.linear_algebra, system.coordinate_count());
  Method method = build_method(system, settings, algebra);

  RunResult result;
  result.coordinate_count = system.coordinate_count();
  result.constraint_count = system.constraint_count();
  result.linear_algebra = algebra;
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  result.assembly = assemble(system, 0.0, q, v);
  result.degrees_of_freedom = degrees_of_freedom(system, 0.0, q);

  SampleObserver sample;
  if (observe)
    sample = [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd& lambda) {
      observe(system, t, qs, vs, lambda);
    };
  result.statistics = simulate(system, *method.integrator, *method.correction, settings.simulation_options(), q, v,
                               sample, progress);
  return result;
}

}  // namespace mbdae
