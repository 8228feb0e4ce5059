// Every method mbdae offers, one row each, with the factory that builds it: coordinate types,
// formulations, constraint corrections and integrators, and which combinations work (`mbdae list`
// prints the table). Everything that names a method reads these tables: building a run (methods/run.hpp),
// `mbdae list`, `mbdae compare`'s method matrix, `--help`'s choices and the error for a pair that does
// not work. A new method is a file pair in its folder (src/coordinates/, formulations/, corrections/,
// integrators/) plus one row in registry.cpp; docs/extending.md walks through it.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "corrections/constraint_correction.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "formulations/index3_formulation.hpp"
#include "integrators/integrator.hpp"
#include "methods/run_settings.hpp"

namespace mbdae {

/// What a method's dense storage grows with: n coordinates and m constraint rows.
struct ProblemSize {
  double n = 0.0;
  double m = 0.0;
};
/// Bytes of the dense matrices (n², n·m, m²) a method keeps, for a run's settings and the linear
/// algebra of AF and RGCP; empty: the method's storage grows only linearly with the model.
/// methods/memory_estimate.hpp adds these up before a run is built and refuses one that cannot fit.
using DenseBytes = std::function<double(const ProblemSize&, const RunSettings&, LinearAlgebra)>;

/// Which models a set of coordinates describes.
enum class Describes { spatial_models, planar_models, every_model };

struct CoordinatesRow {
  std::string name;  // `--coordinates`
  std::string summary;
  Describes describes;
  /// Global coordinates: their coordinate type (src/coordinates/), from which a MultibodySystem is
  /// built. Empty for other coordinates, which give make_system instead.
  std::function<std::shared_ptr<const CoordinateType>()> make;
  /// The equations of motion of `model` without `removed_rows` (rows that repeat others); empty: a
  /// MultibodySystem of make()'s coordinate type.
  std::function<std::unique_ptr<const EquationsOfMotion>(const Model& model, std::vector<int> removed_rows)>
      make_system = {};
  /// Whether it describes flexible bodies (src/flexible/): global coordinates do, joint coordinates not.
  bool describes_flexible_bodies = true;
  bool describes_planar(bool planar) const {
    return describes == Describes::every_model || (describes == Describes::planar_models) == planar;
  }
};

/// What an integrator consumes of a formulation.
enum class FormulationKind {
  acceleration,  // q̈ and λ at a state: an index-1 ODE y' = (v, q̈) (formulations/acceleration_formulation.hpp)
  dae_residual,  // F(t, y, y') = 0 and its iteration matrix (formulations/dae_residual.hpp)
  index3,        // the index-3 equations solved by Newton at the end of an implicit step (formulations/index3_formulation.hpp)
};

/// The systems a formulation takes.
enum class SystemsTaken {
  every_system,        // any equations of motion
  global_coordinates,  // a MultibodySystem, a block of coordinates per body (not relative coordinates)
};

struct FormulationRow {
  std::string name;  // `--formulation`
  std::string summary;
  /// Whether it needs every constraint at position level (an index-3 form): a model with a
  /// velocity-level (nonholonomic) constraint is then refused.
  bool needs_position_level_constraints = false;
  /// Whether its integrators hold C = 0 (ggl, index3, ali3p), and C_q v + C_t = 0 (ggl; ali3p by its
  /// velocity projection), to their Newton tolerance by themselves; otherwise the state drifts off
  /// those constraints at the rate of the integration error unless a correction holds it.
  bool enforces_position_constraints = false;
  bool enforces_velocity_constraints = false;
  /// The factory for the kind an integrator consumes; empty where the formulation has no such form.
  /// A factory whose method works on global coordinates only takes the MultibodySystem by
  /// require_global_coordinates(), which refuses other coordinates with a message that says so.
  /// The settings are passed for the knobs a formulation owns (`constraint_inertia_scale`).
  std::function<std::unique_ptr<AccelerationFormulation>(const EquationsOfMotion&, LinearAlgebra, const RunSettings&)>
      make_acceleration;
  std::function<std::unique_ptr<ResidualFormulation>(const EquationsOfMotion&, const RunSettings&)> make_dae_residual;
  std::function<std::unique_ptr<Index3Formulation>(const EquationsOfMotion&, const Index3Options&)> make_index3;
  DenseBytes dense_bytes = {};
  /// Whether it needs C_q of full row rank (AF's Schur complement, IDA's and generalized-α's Newton
  /// matrices are singular otherwise): a run removes the rows that repeat others at the assembled
  /// initial state before it starts (methods/run.hpp), and says which.
  bool needs_independent_constraints = false;
  /// Under `--linear-algebra auto`, the size from which its factorizations are sparse (the other
  /// parts of the method keep kSmallestSparseSystem).
  int smallest_sparse_system = kSmallestSparseSystem;
  /// The systems it takes: `mbdae compare` leaves it out on the others, a run refuses them saying why.
  SystemsTaken takes = SystemsTaken::every_system;
  /// The integrators it runs with; empty: every integrator that consumes a form it has. A formulation
  /// whose first-order state is not (q, v) (hamilton: (q, p)) names the integrators that march it.
  std::vector<std::string> only_integrators = {};
};

struct CorrectionRow {
  std::string name;  // `--correction`
  std::string summary;
  /// Whether it moves the state back onto C = 0 and C_q v + C_t = 0 after every step.
  bool enforces_constraints;
  std::function<std::unique_ptr<ConstraintCorrection>(const EquationsOfMotion&, const CorrectionOptions&)> make;
  DenseBytes dense_bytes = {};
};

/// One method assembled for one system: what the settings name, built by the registry's factories.
/// The integrator refers to the formulations and the correction, so they live (and die) together.
struct Method {
  std::unique_ptr<AccelerationFormulation> acceleration;  // when the integrator consumes one
  std::unique_ptr<ResidualFormulation> dae_residual;      // likewise
  std::unique_ptr<Index3Formulation> index3;              // likewise
  /// q̈ and λ at the start, for integrators that start from the index-1 solution (ida): UKE, which
  /// takes redundant constraints too.
  std::unique_ptr<AccelerationFormulation> initial_accelerations;
  std::unique_ptr<ConstraintCorrection> correction;
  std::unique_ptr<Integrator> integrator;
};

struct IntegratorRow {
  std::string name;  // `--integrator`
  std::string summary;
  bool fixed_step;   // marches with `step` (compare ladders steps) instead of tolerances
  FormulationKind consumes;
  /// The formulations and corrections it takes, the first being the default; empty: every
  /// formulation with a factory for the kind it consumes, every correction (so that a new
  /// formulation or correction row reaches the integrators that can take it).
  std::vector<std::string> only_formulations;
  std::vector<std::string> only_corrections;
  /// Settings that only this integrator (and others listing them) reads: `penalty`, `rho_infinity`,
  /// `table`, … (RunSettings' field names); given with another integrator they are refused.
  std::vector<std::string> own_settings;
  /// Builds the integrator on the parts already in `method` (its formulation and correction).
  std::function<std::unique_ptr<Integrator>(Method& method, const EquationsOfMotion&, const RunSettings&)> make;
  DenseBytes dense_bytes = {};
  /// Fixed-step integrators: the order p of their global error, for Richardson's estimate of it
  /// (methods/error_estimate.hpp) and the convergence checks; 0 for adaptive ones.
  int order = 0;
  /// Where the order depends on the settings (arkode-erk-fixed: the order of its `table`), the function
  /// that gives it; empty: `order`.
  std::function<int(const RunSettings&)> order_for_settings = {};
  /// Whether its step is a Newton iteration on the positions of its own (the index-3 steps,
  /// three-field): `tolerance` is then that iteration's, 1e-10 by default, instead of the correction's 1e-9.
  bool iterates_on_positions = false;

  /// The order of its global error with these settings (0 for adaptive integrators).
  int order_of(const RunSettings& settings) const;
  /// The formulations and corrections it takes, in the tables' order (the first is the default).
  std::vector<std::string> formulations() const;
  std::vector<std::string> corrections() const;
};

const std::vector<CoordinatesRow>& coordinates_rows();
const std::vector<FormulationRow>& formulation_rows();
const std::vector<CorrectionRow>& correction_rows();
const std::vector<IntegratorRow>& integrator_rows();

/// Adds a row at run time (a method defined outside the library: a plug-in, a test's example);
/// Error{Kind::usage} when the name is taken. The built-in rows are the tables in registry.cpp.
void add_coordinates(CoordinatesRow row);
void add_formulation(FormulationRow row);
void add_correction(CorrectionRow row);
void add_integrator(IntegratorRow row);

/// Whether the formulation has a factory for `kind`.
bool has_form(const FormulationRow& formulation, FormulationKind kind);

/// The row called `name`; Error{Kind::usage} listing the valid names otherwise.
const CoordinatesRow& find_coordinates(std::string_view name);
const FormulationRow& find_formulation(std::string_view name);
const CorrectionRow& find_correction(std::string_view name);
const IntegratorRow& find_integrator(std::string_view name);

/// Names, in the order of the tables; coordinate_type_names(planar): those for planar or spatial models.
/// coordinate_type_names(): the global coordinates (those with a coordinate type, for a
/// MultibodySystem); coordinates_names(): every `--coordinates` choice, relative ones too.
std::vector<std::string> coordinate_type_names();
std::vector<std::string> coordinate_type_names(bool planar);
std::vector<std::string> coordinates_names();
std::vector<std::string> coordinates_names(bool planar);
/// The coordinates that describe `model`: planar or spatial, with or without flexible bodies.
std::vector<std::string> coordinates_names(const Model& model);
std::vector<std::string> integrator_names();
std::vector<std::string> formulation_names();
std::vector<std::string> correction_names();
/// The formulations that solve for the accelerations (those with make_acceleration).
std::vector<std::string> acceleration_formulation_names();

/// The factories by name (Error{Kind::usage} for an unknown one or, for a formulation, one without that
/// form).
std::shared_ptr<const CoordinateType> make_coordinate_type(std::string_view name);
/// The equations of motion of `model` in the coordinates called `name`, without `removed_rows`.
std::unique_ptr<const EquationsOfMotion> make_equations_of_motion(std::string_view name, const Model& model,
                                                                  std::vector<int> removed_rows = {});
std::unique_ptr<AccelerationFormulation> make_acceleration_formulation(
    std::string_view name, const EquationsOfMotion& system, LinearAlgebra algebra = LinearAlgebra::dense);
std::unique_ptr<ResidualFormulation> make_dae_residual(std::string_view name, const EquationsOfMotion& system);
std::unique_ptr<ConstraintCorrection> make_constraint_correction(std::string_view name, const EquationsOfMotion& system,
                                                                 const CorrectionOptions& options);

/// Whether the formulation takes `model` in `coordinates` (FormulationRow::takes).
bool formulation_takes(const FormulationRow& formulation, const CoordinatesRow& coordinates, const Model& model);

/// Resolves "auto" to the integrator's default formulation/correction and checks the combination;
/// Error{Kind::usage} naming the combinations that work otherwise.
void resolve_method(const std::string& integrator, std::string& formulation, std::string& correction);

/// Error{Kind::usage} when `system` has a velocity-level constraint and the formulation needs every
/// constraint at position level, naming the pairs that work.
void require_formulation_fits(const FormulationRow& formulation, const IntegratorRow& integrator,
                              const EquationsOfMotion& system);

/// `--linear-algebra` for `system`: linear_algebra_from_name(), but "auto" is dense where the system
/// is not in global coordinates (the sparse forms use their body blocks).
LinearAlgebra resolved_linear_algebra(const std::string& name, const EquationsOfMotion& system,
                                      int smallest_sparse = kSmallestSparseSystem);

/// The SUNDIALS Newton solver for `system`: RunSettings::resolved_linear_solver(), but "auto" is
/// dense where the system is not in global coordinates.
std::string resolved_linear_solver(const RunSettings& settings, const EquationsOfMotion& system);

/// Builds the method `settings` names (resolved) for `system`, with `algebra` for AF and RGCP.
Method build_method(const EquationsOfMotion& system, const RunSettings& settings, LinearAlgebra algebra);

/// The matrix of formulations × integrators with the corrections and every row's summary, as Markdown
/// (`mbdae list`).
std::string method_matrix();

}  // namespace mbdae
