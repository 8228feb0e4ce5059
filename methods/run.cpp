#include "methods/run.hpp"

#include <cstdio>

#include "integrators/ali3_energy_conserving.hpp"
#include "methods/error_estimate.hpp"
#include "methods/global_error_control.hpp"
#include "methods/registry.hpp"
#include "system/redundancy.hpp"

namespace mbdae {

namespace {

/// A model whose bodies assembly had to move far (a joint point given a metre off) is refused: its
/// run would be of another mechanism than the one written, with another energy.
void refuse_a_far_assembly(const EquationsOfMotion& system, const AssemblyReport& report, double limit,
                           const Eigen::VectorXd& q) {
  const bool by_size = limit <= 0.0;
  if (by_size) limit = 1e-2 * model_size(system, q);
  if (report.largest_move <= limit) return;
  char text[512];
  std::snprintf(text, sizeof text,
                "the initial state is %.3g m from one that meets the joints (body '%s' moves most; E0 %.6g J as "
                "given, %.6g J assembled), more than `max_assembly_move` (%.3g m%s): correct the positions in "
                "the model, or allow the move with `max_assembly_move`",
                report.largest_move, system.model().bodies[report.moved_body].name.c_str(), report.given_energy,
                report.assembled_energy, limit, by_size ? ", 1e-2 of the model's size" : "");
  throw Error(Error::Kind::assembly, text, system.model().bodies[report.moved_body].where,
              "body '" + system.model().bodies[report.moved_body].name + "'");
}

}  // namespace

RunResult run_simulation(const Model& model, RunSettings settings, const RunObserver& observe,
                         const ProgressObserver& progress) {
  settings.resolve_coordinates(model);
  settings.resolve();
  // Held to a global error target: a ladder of runs at tolerances a decade apart, each one local.
  if (settings.error_control == "global") return run_to_global_error(model, settings, observe, progress);
  auto system = make_equations_of_motion(settings.coordinates, model);
  const LinearAlgebra algebra = resolved_linear_algebra(settings.linear_algebra, *system);
  Method method = build_method(*system, settings, algebra);

  RunResult result;
  result.coordinate_count = system->coordinate_count();
  result.linear_algebra = algebra;
  result.linear_solver = resolved_linear_solver(settings, *system);
  Eigen::VectorXd q, v;
  system->initial_state(q, v);
  result.assembly = assemble(*system, 0.0, q, v);
  refuse_a_far_assembly(*system, result.assembly, settings.max_assembly_move, q);
  result.degrees_of_freedom = degrees_of_freedom(*system, 0.0, q);
  const bool removes_rows = find_formulation(settings.formulation).needs_independent_constraints;
  // CVODE BDF's and ARKode DIRK's sparse Newton solve needs independent rows too: under auto, a
  // redundant mechanism whose formulation keeps every row (UKE, null space) gets the dense solve.
  const bool sparse_newton_may_not = !removes_rows && settings.adaptive.linear_solver == "auto" &&
                                     settings.sparse_newton_needs_independent_constraints() &&
                                     result.linear_solver == "klu";
  if (removes_rows || sparse_newton_may_not) {
    const ConstraintRank rank = constraint_rank(*system, 0.0, q);
    if (rank.redundant() && !rank.dependent_rows.empty()) {
      // The method goes first: it refers to the system it was built for.
      method = Method{};
      if (removes_rows) {
        result.removed_rows = rank.dependent_rows;
        result.removed_rows_description = describe_redundancy(*system, rank);
        system = make_equations_of_motion(settings.coordinates, model, rank.dependent_rows);
      } else {
        settings.adaptive.linear_solver = "dense";
        result.linear_solver = "dense";
      }
      method = build_method(*system, settings, algebra);
    }
  }
  result.constraint_count = system->constraint_count();

  SampleObserver sample;
  if (observe)
    sample = [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd& lambda) {
      observe(*system, t, qs, vs, lambda);
    };
  result.statistics = simulate(*system, *method.integrator, *method.correction, settings.simulation_options(), q, v,
                               sample, progress);
  if (const auto* conserving = dynamic_cast<const Ali3EnergyConserving*>(method.integrator.get())) {
    result.singular_position_steps = conserving->projected_steps();
    result.singular_position_energy_restored = conserving->restores_energy();
  }
  return result;
}

}  // namespace mbdae
