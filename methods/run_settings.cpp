#include "methods/run_settings.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "methods/registry.hpp"

namespace mbdae {

void RunSettings::resolve_coordinates(const Model& model) {
  if (coordinates == "auto") coordinates = model.planar ? "planar-nacf" : "nacf";
}

bool RunSettings::fixed_step() const { return find_integrator(integrator).fixed_step; }

bool RunSettings::sparse_newton_needs_independent_constraints() const {
  return integrator == "cvode-bdf" || integrator == "arkode-dirk";
}

std::string RunSettings::resolved_linear_solver(int coordinate_count, bool redundant_at_start) const {
  if (adaptive.linear_solver != "auto") return adaptive.linear_solver;
  if (redundant_at_start && sparse_newton_needs_independent_constraints()) return "dense";
  return coordinate_count >= kSmallestSparseSystem ? "klu" : "dense";
}

void RunSettings::resolve() {
  resolve_method(integrator, formulation, correction);
  if (tolerance == 0.0) {
    const IntegratorRow& row = find_integrator(integrator);
    tolerance = row.consumes == FormulationKind::index3 || row.iterates_on_positions ? 1e-10 : 1e-9;
  }
  validate();
}

void RunSettings::validate() const {
  auto bad = [](const std::string& message) { throw Error(Error::Kind::usage, message); };
  auto multiple = [&](double of, double step, const char* name, const char* step_name) {
    const double ratio = of / step;
    if (std::abs(ratio - std::round(ratio)) > 1e-9 * ratio) {
      std::ostringstream msg;
      msg << '`' << name << "` (" << of << " s) must be a multiple of `" << step_name << "` (" << step << " s)";
      bad(msg.str());
    }
  };
  if (coordinates != "auto") find_coordinates(coordinates);  // checks the name
  const IntegratorRow& row = find_integrator(integrator);
  std::string resolved_formulation = formulation, resolved_correction = correction;
  resolve_method(integrator, resolved_formulation, resolved_correction);
  if (!(t_end > 0.0) || !std::isfinite(t_end)) bad("`t_end` must be a positive number of seconds");
  if (!(output_every > 0.0) || !std::isfinite(output_every))
    bad("`output_every` must be a positive number of seconds");
  simulation_options().validate();
  correction_options(LinearAlgebra::dense).validate();
  index3_options().validate();
  adaptive.validate();
  linear_algebra_from_name(linear_algebra, 0);  // checks the name; auto is resolved with the system
  if (row.fixed_step) {
    if (!(step > 0.0) || !std::isfinite(step)) bad("`step` must be a positive number of seconds");
    require_countable(t_end / step, "steps", "t_end", "step");
    multiple(output_every, step, "output_every", "step");
    multiple(t_end, step, "t_end", "step");
  } else {
    multiple(t_end, output_every, "t_end", "output_every");
  }
  if (error_control != "local" && error_control != "global")
    bad("`error_control` must be local or global, not '" + error_control + "'");
  if (error_control == "global" && row.fixed_step)
    bad("`error_control=global` needs an adaptive integrator, whose tolerances it tightens; `" + integrator +
        "` takes a fixed step (its run estimates its error at 2 dt instead)");
  if (!(max_assembly_move >= 0.0) || !std::isfinite(max_assembly_move))
    bad("`max_assembly_move` must be zero (1e-2 of the model's size) or a positive distance in metres");
  if (!(constraint_inertia_scale >= 0.0) || !std::isfinite(constraint_inertia_scale))
    bad("`constraint_inertia_scale` must be a non-negative number");
  if (constraint_inertia_scale != 1.0 && resolved_formulation != "constraint-inertia")
    bad("`constraint_inertia_scale` needs `formulation=constraint-inertia`");
  // Settings read by one integrator only would be silently ignored by another: say so instead.
  const std::pair<const char*, bool> given[] = {{"projection", adaptive.projection},
                                                {"table", !adaptive.table.empty()},
                                                {"energy_conserving", index3.energy_conserving}};
  for (const auto& [name, set] : given) {
    if (!set || std::find(row.own_settings.begin(), row.own_settings.end(), name) != row.own_settings.end()) continue;
    std::string owners;
    for (const IntegratorRow& other : integrator_rows())
      if (std::find(other.own_settings.begin(), other.own_settings.end(), name) != other.own_settings.end())
        owners += (owners.empty() ? "`integrator=" : " or `integrator=") + other.name + "`";
    bad("`" + std::string(name) + "` needs " + owners);
  }
}

SimulationOptions RunSettings::simulation_options() const {
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = output_every;
  options.wall_time_limit = wall_time_limit;
  return options;
}

CorrectionOptions RunSettings::correction_options(LinearAlgebra algebra) const {
  CorrectionOptions options;
  options.linear_algebra = algebra;
  options.tolerance = tolerance == 0.0 ? 1e-9 : tolerance;
  options.mass_weighted = mass_weighted;
  options.max_iterations = max_iterations;
  return options;
}

Index3Options RunSettings::index3_options() const {
  Index3Options options = index3;
  options.tolerance = tolerance == 0.0 ? 1e-10 : tolerance;
  options.max_iterations = max_iterations;
  return options;
}

}  // namespace mbdae
