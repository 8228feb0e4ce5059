#include "cli/simulation_run.hpp"

#include <cmath>
#include <sstream>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "integrators/constraint_correction.hpp"
#include "integrators/arkode_integrator.hpp"
#include "integrators/cvode_integrator.hpp"
#include "integrators/explicit_integrator.hpp"
#include "integrators/ida_integrator.hpp"
#include "integrators/index3_integrator.hpp"
#include "integrators/method_registry.hpp"

namespace mbdae::cli {

bool RunSettings::fixed_step() const { return is_fixed_step(find_integrator(integrator).family); }

void RunSettings::resolve() {
  auto bad = [](const std::string& message) { throw Error(Error::Kind::usage, message); };
  auto multiple = [&](double of, double step, const char* flag, const char* step_flag) {
    const double ratio = of / step;
    if (std::abs(ratio - std::round(ratio)) > 1e-9 * ratio) {
      std::ostringstream msg;
      msg << flag << " (" << of << " s) must be a multiple of " << step_flag << " (" << step << " s)";
      bad(msg.str());
    }
  };
  if (coordinates != "auto") make_coordinate_type(coordinates);  // checks the name
  resolve_method(integrator, formulation, correction);
  if (!(t_end > 0.0) || !std::isfinite(t_end)) bad("--t-end must be a positive number of seconds");
  if (!(output_every > 0.0) || !std::isfinite(output_every)) bad("--output-every must be a positive number of seconds");
  const IntegratorFamily family = find_integrator(integrator).family;
  if (tolerance == 0.0) tolerance = family == IntegratorFamily::index3_fixed_step ? 1e-10 : 1e-9;
  if (!(tolerance > 0.0)) bad("--tolerance must be positive");
  if (max_iterations < 1) bad("--max-iterations must be at least 1");
  if (!(index3.penalty > 0.0) || !std::isfinite(index3.penalty)) bad("--penalty must be a positive number");
  if (!(index3.projection_factor >= 0.0) || !std::isfinite(index3.projection_factor))
    bad("--projection-factor must be zero or positive");
  if (index3.energy_conserving && integrator != "ali3p-trapezoidal")
    bad("--energy-conserving needs --integrator ali3p-trapezoidal");
  if (!(index3.rho_infinity >= 0.0 && index3.rho_infinity <= 1.0)) bad("--rho-inf must be between 0 and 1");
  if (fixed_step()) {
    if (!(step > 0.0) || !std::isfinite(step)) bad("--dt must be a positive number of seconds");
    multiple(output_every, step, "--output-every", "--dt");
    multiple(t_end, step, "--t-end", "--dt");
  } else {
    multiple(t_end, output_every, "--t-end", "--output-every");
  }
  if (adaptive.projection && integrator != "cvode-bdf") bad("--projection needs --integrator cvode-bdf");
  if (!adaptive.table.empty() && integrator.rfind("arkode", 0) != 0) bad("--table needs an arkode integrator");
  linear_algebra_from_name(linear_algebra, 0);  // checks the name; auto is resolved with the system
  if (adaptive.linear_solver != "dense" && adaptive.linear_solver != "klu") bad("--linear-solver must be dense or klu");
  if (!(adaptive.rtol > 0.0) || !(adaptive.atol > 0.0)) bad("--rtol and --atol must be positive");
  if (adaptive.max_step < 0.0) bad("--max-step must not be negative");
}

void RunSettings::resolve_coordinates(const Model& model) {
  if (coordinates == "auto") coordinates = model.planar ? "planar-nacf" : "nacf";
}

RunResult run_simulation(const Model& model, RunSettings settings, const RunObserver& observe,
                         const ProgressObserver& progress) {
  settings.resolve_coordinates(model);
  settings.resolve();
  const MultibodySystem system(model, make_coordinate_type(settings.coordinates));
  const LinearAlgebra algebra = linear_algebra_from_name(settings.linear_algebra, system.coordinate_count());
  CorrectionOptions correction_options;
  correction_options.linear_algebra = algebra;
  correction_options.tolerance = settings.tolerance;
  correction_options.mass_weighted = settings.mass_weighted;
  correction_options.max_iterations = settings.max_iterations;
  auto correction = make_constraint_correction(settings.correction, system, correction_options);

  RunResult result;
  result.coordinate_count = system.coordinate_count();
  result.constraint_count = system.constraint_count();
  result.linear_algebra = algebra;
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  result.assembly = assemble(system, 0.0, q, v);
  result.degrees_of_freedom = degrees_of_freedom(system, 0.0, q);

  FixedStepOptions options;
  options.t_end = settings.t_end;
  options.step = settings.step;
  options.output_every = settings.output_every;
  options.wall_time_limit = settings.wall_time_limit;
  SampleObserver sample;
  if (observe)
    sample = [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd& lambda) {
      observe(system, t, qs, vs, lambda);
    };

  const IntegratorFamily family = find_integrator(settings.integrator).family;
  if (family == IntegratorFamily::fixed_step) {
    auto formulation = make_acceleration_formulation(settings.formulation, system, algebra);
    auto integrator = make_explicit_integrator(settings.integrator, *formulation);
    result.statistics = integrate_fixed_step(system, *integrator, *correction, options, q, v, sample, progress);
  } else if (family == IntegratorFamily::index3_fixed_step) {
    Index3Options index3 = settings.index3;
    index3.tolerance = settings.tolerance;
    index3.max_iterations = settings.max_iterations;
    auto integrator = make_index3_integrator(settings.integrator, system, index3);
    result.statistics = integrate_index3_fixed_step(system, *integrator, options, q, v, sample, progress);
  } else if (family == IntegratorFamily::ode) {
    auto formulation = make_acceleration_formulation(settings.formulation, system, algebra);
    std::unique_ptr<AdaptiveIntegrator> integrator;
    if (settings.integrator == "cvode-bdf" || settings.integrator == "cvode-adams")
      integrator = std::make_unique<CvodeIntegrator>(
          *formulation, settings.integrator == "cvode-bdf" ? CvodeIntegrator::Method::bdf : CvodeIntegrator::Method::adams,
          settings.adaptive);
    else
      integrator = std::make_unique<ArkodeIntegrator>(
          *formulation, settings.correction == "none" ? nullptr : correction.get(),
          settings.integrator == "arkode-erk" ? ArkodeIntegrator::Method::erk : ArkodeIntegrator::Method::dirk,
          settings.adaptive);
    result.statistics = integrate_adaptive(system, *integrator, options, q, v, sample, progress);
  } else {
    // q̈ and λ at the start from UKE, which also copes with redundant constraints.
    auto initial = make_acceleration_formulation("uke", system);
    IdaIntegrator ida(system, dae_form_from_name(settings.formulation), *initial, settings.adaptive);
    result.statistics = integrate_adaptive(system, ida, options, q, v, sample, progress);
  }
  return result;
}

}  // namespace mbdae::cli
