#include "cli/simulation_run.hpp"

#include <cmath>
#include <sstream>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/constraint_correction.hpp"
#include "integrators/explicit_integrator.hpp"

namespace mbdae::cli {

void RunSettings::validate() const {
  auto bad = [](const std::string& message) { throw Error(Error::Kind::usage, message); };
  if (!(step > 0.0) || !std::isfinite(step)) bad("--dt must be a positive number of seconds");
  if (!(t_end > 0.0) || !std::isfinite(t_end)) bad("--t-end must be a positive number of seconds");
  if (!(output_every > 0.0) || !std::isfinite(output_every)) bad("--output-every must be a positive number of seconds");
  const double ratio = output_every / step;
  if (std::abs(ratio - std::round(ratio)) > 1e-9 * ratio) {
    std::ostringstream msg;
    msg << "--output-every (" << output_every << " s) must be a multiple of --dt (" << step << " s)";
    bad(msg.str());
  }
  const double steps = t_end / step;
  if (std::abs(steps - std::round(steps)) > 1e-9 * steps) {
    std::ostringstream msg;
    msg << "--t-end (" << t_end << " s) must be a multiple of --dt (" << step << " s)";
    bad(msg.str());
  }
  if (!(tolerance > 0.0)) bad("--tolerance must be positive");
}

RunResult run_simulation(const Model& model, const RunSettings& settings, const RunObserver& observe,
                         const ProgressObserver& progress) {
  settings.validate();
  const MultibodySystem system(model, make_coordinate_type(settings.coordinates));
  auto formulation = make_acceleration_formulation(settings.formulation, system);
  auto integrator = make_explicit_integrator(settings.integrator, *formulation);
  CorrectionOptions correction_options;
  correction_options.tolerance = settings.tolerance;
  correction_options.mass_weighted = settings.mass_weighted;
  correction_options.max_iterations = settings.max_iterations;
  auto correction = make_constraint_correction(settings.correction, system, correction_options);

  RunResult result;
  result.coordinate_count = system.coordinate_count();
  result.constraint_count = system.constraint_count();
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  result.assembly = assemble(system, 0.0, q, v);
  result.degrees_of_freedom = degrees_of_freedom(system, 0.0, q);

  FixedStepOptions options;
  options.t_end = settings.t_end;
  options.step = settings.step;
  options.output_every = settings.output_every;
  SampleObserver sample;
  if (observe)
    sample = [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd& lambda) {
      observe(system, t, qs, vs, lambda);
    };
  result.statistics = integrate_fixed_step(system, *integrator, *correction, options, q, v, sample, progress);
  return result;
}

}  // namespace mbdae::cli
