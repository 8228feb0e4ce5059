#include "methods/registry.hpp"

#include <algorithm>
#include <limits>
#include <sstream>

#include "coordinates/nacf.hpp"
#include "coordinates/planar_nacf.hpp"
#include "coordinates/planar_xytheta.hpp"
#include "coordinates/rpcf_ep.hpp"
#include "corrections/direct.hpp"
#include "corrections/none.hpp"
#include "corrections/rgcp.hpp"
#include "formulations/af.hpp"
#include "formulations/constraint_inertia.hpp"
#include "methods/memory_estimate.hpp"
#include "relative/relative_system.hpp"
#include "formulations/ggl.hpp"
#include "formulations/gibbs_appell.hpp"
#include "formulations/hamilton.hpp"
#include "formulations/index1.hpp"
#include "formulations/ali3p.hpp"
#include "formulations/index3.hpp"
#include "formulations/nullspace.hpp"
#include "formulations/uke.hpp"
#include "integrators/ab4.hpp"
#include "integrators/ali3_energy_conserving.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/arkode.hpp"
#include "integrators/arkode_erk_fixed.hpp"
#include "integrators/cvode.hpp"
#include "integrators/gen_alpha.hpp"
#include "integrators/ida.hpp"
#include "integrators/rk4.hpp"
#include "integrators/three_field.hpp"

namespace mbdae {

namespace {

std::string join(const std::vector<std::string>& items, const char* last = ", ") {
  std::string out;
  for (std::size_t k = 0; k < items.size(); ++k)
    out += (k == 0 ? "" : (k + 1 == items.size() ? last : ", ")) + items[k];
  return out;
}

template <typename Row>
std::vector<std::string> names_of(const std::vector<Row>& rows) {
  std::vector<std::string> names;
  for (const Row& row : rows) names.push_back(row.name);
  return names;
}

template <typename Row>
const Row& find_row(const std::vector<Row>& rows, std::string_view name, const char* what) {
  for (const Row& row : rows)
    if (row.name == name) return row;
  throw Error(Error::Kind::usage,
              "unknown " + std::string(what) + " '" + std::string(name) + "' (choose " + join(names_of(rows), " or ") + ")");
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// --- Factories shared by several rows -------------------------------------------------------------

template <typename Formulation>
std::unique_ptr<Index3Formulation> index3_form(const EquationsOfMotion& system, const Index3Options& options) {
  return std::make_unique<Formulation>(system, options);
}

template <typename Residual>
std::unique_ptr<ResidualFormulation> dae_residual(const EquationsOfMotion& system, const RunSettings&) {
  return std::make_unique<Residual>(system);
}

std::unique_ptr<const EquationsOfMotion> relative_system(const Model& model, std::vector<int> removed_rows,
                                                         TreeDynamics dynamics) {
  return std::make_unique<const RelativeSystem>(model, dynamics, std::move(removed_rows));
}


}  // namespace

// --- The tables -----------------------------------------------------------------------------------

namespace {
std::vector<CoordinatesRow>& mutable_coordinates_rows() {
  static std::vector<CoordinatesRow> table = {
      {"nacf", "natural absolute coordinates: a point and three unit vectors, 12 per body, constant mass matrix "
               "(paper 000)", Describes::spatial_models, [] { return std::make_shared<NaturalAbsoluteCoordinates>(); }},
      {"rpcf-ep", "reference point + Euler parameters: 7 per body (paper 000)", Describes::spatial_models,
       [] { return std::make_shared<EulerParameterCoordinates>(); }},
      {"planar-nacf", "planar natural coordinates: a point and two unit vectors, 6 per body, constant mass matrix "
                      "(paper 003)", Describes::planar_models, [] { return std::make_shared<PlanarNaturalCoordinates>(); }},
      {"planar-xytheta", "planar reference point and angle (x, y, theta): 3 per body (paper 003)",
       Describes::planar_models, [] { return std::make_shared<PlanarAngleCoordinates>(); }},
      {"relative",
       "relative (joint) coordinates of a kinematic tree, cut joints as loop constraints; M and Q by accumulated "
       "inertias from the leaves, AF and ALI3-P in O(N) by articulated inertias without forming M (paper 001, "
       "src/relative/)",
       Describes::every_model, {},
       [](const Model& m, std::vector<int> removed) {
         return relative_system(m, std::move(removed), TreeDynamics::accumulated_inertia);
       },
       false},
      {"relative-velocity-transformation",
       "relative coordinates as `relative`, M = R^T Mbar R and Q by the velocity transformation R formed explicitly "
       "(paper 001's second method; ALI3-P with the exact Newton tangent)",
       Describes::every_model, {},
       [](const Model& m, std::vector<int> removed) {
         return relative_system(m, std::move(removed), TreeDynamics::velocity_transformation);
       },
       false},
  };
  return table;
}
}  // namespace

const std::vector<CoordinatesRow>& coordinates_rows() { return mutable_coordinates_rows(); }

namespace {
// UKE under auto: dense below this size. Its sparse form's LDLᵀ is not rank-revealing: where an
// eigenvalue of K̄ passes through zero (the double four-bar's cranks on the ground line) it follows the
// exact inverse, where the dense pseudoinverse truncates (AB4 at 1 ms over 10 s: 4e-3 m off the
// reference against 1.3e-7 m dense, docs/methods.md). Dense costs 1.4 ms per solve at 120 coordinates
// and grows as n³; up to here it stays within tens of milliseconds.
constexpr int kSmallestSparseUke = 400;

// UKE, dense: C_q, M̄ and its Cholesky factor, M̄⁻¹ C_qᵀ, K̄ and its complete orthogonal decomposition
// (measured on spherical_chain n = 150: 142 MB, estimated 141 MB with the linear term). Sparse: M̄'s
// pattern and factor, linear in the size.
double uke_bytes(const ProblemSize& p, const RunSettings&, LinearAlgebra a) {
  return a == LinearAlgebra::dense ? (2 * p.n * p.n + 2 * p.n * p.m + 3 * p.m * p.m) * sizeof(double) : 0.0;
}

// Null space, dense: C_q (m × n), the orthogonal factor of C_qᵀ and its decomposition, M N and Nᵀ M N
// (n × n each). Sparse: R and M R (n × (n − r) each), C_d⁻¹ C_i (r × (n − r)) and Rᵀ M R with its
// factor ((n − r)² each), with r taken as m (no redundant rows).
double nullspace_bytes(const ProblemSize& p, const RunSettings&, LinearAlgebra a) {
  if (a == LinearAlgebra::dense) return (3 * p.n * p.m + 3 * p.n * p.n) * sizeof(double);
  const double free = std::max(0.0, static_cast<double>(p.n) - p.m), rank = std::min(p.n, p.m);
  return (2 * p.n * free + rank * free + 2 * free * free) * sizeof(double);
}

// CVODE's and ARKode's Newton iteration on y = (q, v), dense: the Jacobian, the solver's saved copy of
// it, the iteration matrix and its LU (4 (2n)²; measured on spherical_chain n = 150 with cvode-bdf:
// 402 MB, estimated 421 MB).
double newton_dense_bytes(const ProblemSize& p, const RunSettings& s, LinearAlgebra) {
  const double size = 2 * p.n;
  return s.adaptive.linear_solver == "dense" ? 4 * size * size * sizeof(double) : 0.0;
}

std::vector<FormulationRow>& mutable_formulation_rows() {
  static std::vector<FormulationRow> table = {
      {"af", "augmented formulation: saddle point [M Cq^T; Cq 0] by Schur complement (paper 000)", false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra a, const RunSettings&) -> std::unique_ptr<AccelerationFormulation> {
         if (const auto* global = body_block_system(s))
           return std::make_unique<AugmentedFormulation>(*global, a);
         // Relative coordinates: M̂⁻¹ by articulated inertias, O(N), whatever the linear algebra.
         if (const auto* relative = dynamic_cast<const RelativeSystem*>(&s))
           return std::make_unique<RecursiveAugmentedFormulation>(*relative);
         if (a == LinearAlgebra::sparse) require_global_coordinates(s, "af's sparse form");
         return std::make_unique<FullMassAugmentedFormulation>(s);
       }, {}, {},
       // dense: the Schur complement C_q M⁻¹ C_qᵀ and its Cholesky factor (with dense RGCP, on
       // spherical_chain n = 150: 111 MB measured, 104 MB estimated)
       [](const ProblemSize& p, const RunSettings&, LinearAlgebra a) {
         return a == LinearAlgebra::dense ? 2 * p.m * p.m * sizeof(double) : 0.0;
       },
       /*needs_independent_constraints=*/true},
      {"uke", "Udwadia-Kalaba equations with M + Cq^T Cq and a pseudoinverse: redundant constraints work", false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra a, const RunSettings&) {
         return std::make_unique<UdwadiaKalabaFormulation>(s, a);
       }, {},
       {}, uke_bytes, false, kSmallestSparseUke},
      {"nullspace", "Maggi's equations on a null-space basis of Cq (paper 004): orthonormal (dense) or from coordinate "
                    "partitioning (sparse)", false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra a, const RunSettings&) {
         return std::make_unique<NullSpaceFormulation>(s, a);
       }, {}, {},
       nullspace_bytes},
      {"gibbs-appell", "Gibbs-Appell's equations in quasi-velocities (paper 004): origin velocity, body-frame angular "
                       "velocity (and elastic rates) per body, body-frame mass blocks, no normalization rows; dense",
       false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra, const RunSettings&) -> std::unique_ptr<AccelerationFormulation> {
         return std::make_unique<GibbsAppellFormulation>(s);
       }, {}, {},
       // dense: B (n × w), M_w (w × w), M_w⁻¹ C_wᵀ and C_w (w × m each), the Schur complement (m × m), with
       // w ≤ n quasi-velocities (6 per body against 7 or 12 coordinates, 3 against 3 or 6)
       [](const ProblemSize& p, const RunSettings&, LinearAlgebra) {
         return (2 * p.n * p.n + 2 * p.n * p.m + p.m * p.m) * sizeof(double);
       },
       /*needs_independent_constraints=*/true, kSmallestSparseSystem, SystemsTaken::global_coordinates},
      {"hamilton", "Hamilton's canonical equations (paper 004): rk4 and ab4 march (q, p), p = M v the momenta; "
                   "velocities by a velocity-level projection, lambda at the acceleration level; dense",
       false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra, const RunSettings&) -> std::unique_ptr<AccelerationFormulation> {
         return std::make_unique<CanonicalMomentumFormulation>(s);
       }, {}, {},
       // dense: M̂ and its factor (n² each), M̂⁻¹ C_qᵀ and C_q (n × m each), S and its factor (m² each)
       [](const ProblemSize& p, const RunSettings&, LinearAlgebra) {
         return (2 * p.n * p.n + 2 * p.n * p.m + 2 * p.m * p.m) * sizeof(double);
       },
       /*needs_independent_constraints=*/true, kSmallestSparseSystem, SystemsTaken::global_coordinates,
       /*only_integrators=*/{"rk4", "ab4"}},
      {"ggl", "stabilized index-2 residual (Gear-Gupta-Leimkuhler): C = 0 and Cq v = 0 both enforced", false, true, true, {},
       dae_residual<GglResidual>, {}, {}, /*needs_independent_constraints=*/true},
      {"index3",
       "index-3 equations, C = 0 enforced (ida: v weighted by the step h in the error test, lambda out of it; gen-alpha: Newton on the "
       "positions)",
       true, true, false, {}, dae_residual<Index3Residual>, index3_form<Index3SaddlePoint>, {},
       /*needs_independent_constraints=*/true},
      {"index1", "index-1 residual: Cq v' = gamma; positions and velocities drift", false, false, false, {},
       dae_residual<Index1Residual>, {}, {}, /*needs_independent_constraints=*/true},
      {"constraint-inertia",
       "constraints with inertia, damping and stiffness: ODEs in q and lambda, no algebraic equation (paper 002, "
       "eqs. (17)-(21)); AF with each constraint's own equation of motion, or its index-1 residual for ida; dense",
       false, false, false,
       [](const EquationsOfMotion& s, LinearAlgebra a, const RunSettings& settings)
           -> std::unique_ptr<AccelerationFormulation> {
         if (a == LinearAlgebra::sparse)
           throw Error(Error::Kind::usage, "formulation 'constraint-inertia' has a dense form only (drop "
                                           "`linear_algebra=sparse`)");
         return std::make_unique<ConstraintInertiaFormulation>(s, ConstraintDirection::mass_weighted,
                                                               settings.constraint_inertia_scale);
       },
       [](const EquationsOfMotion& s, const RunSettings& settings) -> std::unique_ptr<ResidualFormulation> {
         return std::make_unique<ConstraintInertiaResidual>(s, settings.constraint_inertia_scale);
       }, {}, uke_bytes, /*needs_independent_constraints=*/true,
       std::numeric_limits<int>::max()},
      {"ali3p",
       "index-3 augmented Lagrangian M q'' + Cq^T(lambda + alpha C) = Q, lambda iterated, with mass-orthogonal "
       "velocity and acceleration projections (paper 001, eqs. (1)-(4))",
       true, true, true, {}, {}, index3_form<AugmentedLagrangianProjections>},
  };
  return table;
}
}  // namespace

const std::vector<FormulationRow>& formulation_rows() { return mutable_formulation_rows(); }

namespace {
std::vector<CorrectionRow>& mutable_correction_rows() {
  static std::vector<CorrectionRow> table = {
      {"rgcp",
       "robust generalized coordinate partitioning: Newton on the dependent coordinates, then the dependent "
       "velocities (paper 000)",
       true, [](const EquationsOfMotion& s, const CorrectionOptions& o) { return std::make_unique<CoordinatePartitioning>(s, o); },
       // dense: C_q and the partition's full-pivoting LU of it (m × n each), the dependent block and its LU
       [](const ProblemSize& p, const RunSettings&, LinearAlgebra a) {
         return a == LinearAlgebra::dense ? (2 * p.m * p.n + 2 * p.m * p.m) * sizeof(double) : 0.0;
       }},
      {"direct",
       "direct correction: the smallest change of positions, then of velocities, onto the constraints (paper "
       "003; `mass_weighted`: in the kinetic-energy norm)",
       true, [](const EquationsOfMotion& s, const CorrectionOptions& o) { return std::make_unique<DirectCorrection>(s, o); },
       // dense: the (weighted) C_q and its complete orthogonal decomposition, m × n each, and its m × m
       // factor; sparse: body blocks and a sparse factor, linear in the size
       [](const ProblemSize& p, const RunSettings&, LinearAlgebra a) {
         return a == LinearAlgebra::dense ? (2 * p.m * p.n + p.m * p.m) * sizeof(double) : 0.0;
       }},
      {"none", "no correction: the constraints drift as the integrator leaves them", false,
       [](const EquationsOfMotion&, const CorrectionOptions&) { return std::make_unique<NoCorrection>(); }},
  };
  return table;
}
}  // namespace

const std::vector<CorrectionRow>& correction_rows() { return mutable_correction_rows(); }

namespace {
std::vector<IntegratorRow>& mutable_integrator_rows() {
  using K = FormulationKind;
  static std::vector<IntegratorRow> table = {
      {"ab4", "Adams-Bashforth 4, fixed step, started by RK4 (paper 000)", true, K::acceleration, {},
       {}, {},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<AdamsBashforth4>(*m.acceleration, s.step);
       },
       {}, 4},
      {"rk4", "classical Runge-Kutta 4, fixed step", true, K::acceleration, {}, {}, {},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<RungeKutta4>(*m.acceleration, s.step);
       },
       {}, 4},
      {"cvode-bdf", "SUNDIALS CVODE, variable-order BDF + Newton (`projection`: onto the constraints)", false,
       K::acceleration, {}, {"none"}, {"projection"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<CvodeIntegrator>(*m.acceleration, CvodeIntegrator::Method::bdf, s.adaptive);
       },
       newton_dense_bytes},
      {"cvode-adams", "SUNDIALS CVODE, variable-order Adams + fixed-point iteration", false, K::acceleration,
       {}, {"none"}, {},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<CvodeIntegrator>(*m.acceleration, CvodeIntegrator::Method::adams, s.adaptive);
       }},
      {"arkode-erk", "SUNDIALS ARKode ERKStep, explicit Runge-Kutta (`table`), correction after each step", false,
       K::acceleration, {}, {}, {"table"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<ArkodeIntegrator>(*m.acceleration, s.correction != "none",
                                                   ArkodeIntegrator::Method::erk, s.adaptive);
       }},
      {"arkode-erk-fixed",
       "SUNDIALS ARKode ERKStep with a fixed step, any explicit Runge-Kutta `table` at its own order "
       "(ERKStep's fourth-order default)",
       true, K::acceleration, {}, {}, {"table"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<ArkodeErkFixedStep>(*m.acceleration, s.step, s.adaptive.table, s.correction != "none");
       },
       {}, 0, [](const RunSettings& s) { return explicit_table_order(s.adaptive.table); }},
      {"arkode-dirk", "SUNDIALS ARKode ARKStep, diagonally implicit Runge-Kutta, correction after each step", false,
       K::acceleration, {}, {}, {"table"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<ArkodeIntegrator>(*m.acceleration, s.correction != "none",
                                                   ArkodeIntegrator::Method::dirk, s.adaptive);
       },
       newton_dense_bytes},
      {"ida", "SUNDIALS IDA, variable-order BDF on a DAE residual (dense or KLU)", false, K::dae_residual,
       {}, {"none"}, {},
       [](Method& m, const EquationsOfMotion& system, const RunSettings& s) {
         // q̈ and λ at the start from UKE, which also copes with redundant constraints.
         m.initial_accelerations =
             std::make_unique<UdwadiaKalabaFormulation>(system, resolved_linear_algebra(s.linear_algebra, system));
         return std::make_unique<IdaIntegrator>(*m.dae_residual, *m.initial_accelerations, s.adaptive);
       },
       // UKE for the start; dense: the iteration matrix of y = (q, v, λ) and its copies and LU, five in
       // all (measured on spherical_chain n = 150: 1.09 GB, estimated 1.12 GB)
       [](const ProblemSize& p, const RunSettings& s, LinearAlgebra a) {
         const double size = 2 * p.n + p.m;
         return uke_bytes(p, s, a) +
                (s.adaptive.linear_solver == "dense" ? 5 * size * size * sizeof(double) : 0.0);
       }},
      {"ali3p-trapezoidal",
       "ALI3-P, index-3 augmented Lagrangian + velocity/acceleration projections, trapezoidal rule, fixed step "
       "(paper 001; `penalty`, `projection_factor`, `energy_conserving`)",
       true, K::index3, {"ali3p"}, {"none"}, {"penalty", "projection_factor", "energy_conserving"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) -> std::unique_ptr<Integrator> {
         if (!s.index3.energy_conserving) return std::make_unique<TrapezoidalRule>(*m.index3, s.step);
         auto* ali3p = dynamic_cast<AugmentedLagrangianProjections*>(m.index3.get());
         if (!ali3p) throw Error(Error::Kind::usage, "`energy_conserving` needs `formulation=ali3p`");
         return std::make_unique<Ali3EnergyConserving>(*ali3p, s.step);
       },
       {}, 2},
      {"three-field",
       "paper 002's three-field weak form in time: positions, velocities and multipliers as fields, Newton's law "
       "and the constraints' inertia by the midpoint rule, constraints held at every step; fixed step, second "
       "order, energy-conserving in natural coordinates",
       true, K::acceleration, {"constraint-inertia"}, {"none"}, {},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) -> std::unique_ptr<Integrator> {
         auto* formulation = dynamic_cast<ConstraintInertiaFormulation*>(m.acceleration.get());
         if (!formulation) throw Error(Error::Kind::usage, "`integrator=three-field` needs `formulation=constraint-inertia`");
         return std::make_unique<ThreeFieldStepper>(*formulation, s.step, s.index3_options());
       },
       {}, 2, {}, /*iterates_on_positions=*/true},
      {"gen-alpha", "generalized-alpha on the index-3 DAE, fixed step (Arnold & Bruls 2007; `rho_infinity`)", true,
       K::index3, {"index3"}, {"none"}, {"rho_infinity"},
       [](Method& m, const EquationsOfMotion&, const RunSettings& s) {
         return std::make_unique<GeneralizedAlpha>(*m.index3, s.index3.rho_infinity, s.step);
       },
       {}, 2},
  };
  return table;
}

template <typename Row>
void add_row(std::vector<Row>& rows, Row row, const char* what) {
  for (const Row& other : rows)
    if (other.name == row.name)
      throw Error(Error::Kind::usage, std::string("there is already ") + what + " called '" + row.name + "'");
  rows.push_back(std::move(row));
}
}  // namespace

const std::vector<IntegratorRow>& integrator_rows() { return mutable_integrator_rows(); }

void add_coordinates(CoordinatesRow row) { add_row(mutable_coordinates_rows(), std::move(row), "a coordinate type"); }
void add_formulation(FormulationRow row) { add_row(mutable_formulation_rows(), std::move(row), "a formulation"); }
void add_correction(CorrectionRow row) { add_row(mutable_correction_rows(), std::move(row), "a correction"); }
void add_integrator(IntegratorRow row) { add_row(mutable_integrator_rows(), std::move(row), "an integrator"); }

bool has_form(const FormulationRow& formulation, FormulationKind kind) {
  switch (kind) {
    case FormulationKind::acceleration: return static_cast<bool>(formulation.make_acceleration);
    case FormulationKind::dae_residual: return static_cast<bool>(formulation.make_dae_residual);
    case FormulationKind::index3: return static_cast<bool>(formulation.make_index3);
  }
  return false;
}

int IntegratorRow::order_of(const RunSettings& settings) const {
  return order_for_settings ? order_for_settings(settings) : order;
}

std::vector<std::string> IntegratorRow::formulations() const {
  if (!only_formulations.empty()) return only_formulations;
  std::vector<std::string> names;
  for (const FormulationRow& row : formulation_rows())
    if (has_form(row, consumes) && (row.only_integrators.empty() || contains(row.only_integrators, name)))
      names.push_back(row.name);
  return names;
}

std::vector<std::string> IntegratorRow::corrections() const {
  return only_corrections.empty() ? names_of(correction_rows()) : only_corrections;
}

// --- Look-ups -------------------------------------------------------------------------------------

const CoordinatesRow& find_coordinates(std::string_view name) { return find_row(coordinates_rows(), name, "coordinates"); }
const FormulationRow& find_formulation(std::string_view name) { return find_row(formulation_rows(), name, "formulation"); }
const CorrectionRow& find_correction(std::string_view name) { return find_row(correction_rows(), name, "correction"); }
const IntegratorRow& find_integrator(std::string_view name) { return find_row(integrator_rows(), name, "integrator"); }

std::vector<std::string> coordinate_type_names() {
  std::vector<std::string> names;
  for (const CoordinatesRow& row : coordinates_rows())
    if (row.make) names.push_back(row.name);
  return names;
}
std::vector<std::string> coordinate_type_names(bool planar) {
  std::vector<std::string> names;
  for (const CoordinatesRow& row : coordinates_rows())
    if (row.make && row.describes_planar(planar)) names.push_back(row.name);
  return names;
}
std::vector<std::string> coordinates_names() { return names_of(coordinates_rows()); }
std::vector<std::string> coordinates_names(const Model& model) {
  std::vector<std::string> names;
  for (const CoordinatesRow& row : coordinates_rows())
    if (row.describes_planar(model.planar) && (row.describes_flexible_bodies || model.flexible_bodies.empty()))
      names.push_back(row.name);
  return names;
}
std::vector<std::string> coordinates_names(bool planar) {
  std::vector<std::string> names;
  for (const CoordinatesRow& row : coordinates_rows())
    if (row.describes_planar(planar)) names.push_back(row.name);
  return names;
}

std::vector<std::string> integrator_names() { return names_of(integrator_rows()); }
std::vector<std::string> formulation_names() { return names_of(formulation_rows()); }
std::vector<std::string> correction_names() { return names_of(correction_rows()); }
std::vector<std::string> acceleration_formulation_names() {
  std::vector<std::string> names;
  for (const FormulationRow& row : formulation_rows())
    if (row.make_acceleration) names.push_back(row.name);
  return names;
}

std::shared_ptr<const CoordinateType> make_coordinate_type(std::string_view name) {
  const CoordinatesRow& row = find_coordinates(name);
  if (!row.make)
    throw Error(Error::Kind::usage, "'" + row.name + "' are not global coordinates: they have no coordinate type");
  return row.make();
}

std::unique_ptr<const EquationsOfMotion> make_equations_of_motion(std::string_view name, const Model& model,
                                                                  std::vector<int> removed_rows) {
  const CoordinatesRow& row = find_coordinates(name);
  if (row.make_system) return row.make_system(model, std::move(removed_rows));
  return std::make_unique<const MultibodySystem>(model, row.make(), std::move(removed_rows));
}

std::unique_ptr<AccelerationFormulation> make_acceleration_formulation(std::string_view name,
                                                                       const EquationsOfMotion& system,
                                                                       LinearAlgebra algebra) {
  const FormulationRow& row = find_formulation(name);
  if (!row.make_acceleration) {
    std::vector<std::string> names;
    for (const FormulationRow& r : formulation_rows())
      if (r.make_acceleration) names.push_back(r.name);
    throw Error(Error::Kind::usage, "formulation '" + row.name + "' does not solve for the accelerations (choose " +
                                        join(names, " or ") + ")");
  }
  return row.make_acceleration(system, algebra, RunSettings{});
}

std::unique_ptr<ResidualFormulation> make_dae_residual(std::string_view name, const EquationsOfMotion& system) {
  const FormulationRow& row = find_formulation(name);
  if (!row.make_dae_residual) {
    std::vector<std::string> names;
    for (const FormulationRow& r : formulation_rows())
      if (r.make_dae_residual) names.push_back(r.name);
    throw Error(Error::Kind::usage, "formulation '" + row.name + "' has no DAE residual form (choose " +
                                        join(names, " or ") + ")");
  }
  return row.make_dae_residual(system, RunSettings{});
}

std::unique_ptr<ConstraintCorrection> make_constraint_correction(std::string_view name, const EquationsOfMotion& system,
                                                                 const CorrectionOptions& options) {
  return find_correction(name).make(system, options);
}

// --- Combinations ---------------------------------------------------------------------------------

void resolve_method(const std::string& integrator, std::string& formulation, std::string& correction) {
  const IntegratorRow& row = find_integrator(integrator);
  const std::vector<std::string> formulations = row.formulations(), corrections = row.corrections();
  if (formulation == "auto") formulation = formulations.front();
  if (correction == "auto") correction = corrections.front();
  if (!contains(formulations, formulation)) {
    std::vector<std::string> with;
    for (const IntegratorRow& other : integrator_rows())
      if (contains(other.formulations(), formulation)) with.push_back(other.name);
    throw Error(Error::Kind::usage, "`integrator=" + integrator + "` does not take `formulation=" + formulation +
                                        "` (it takes " + join(formulations) + "; " + formulation +
                                        (with.empty() ? " is not a formulation" : " works with " + join(with)) +
                                        "; `mbdae list` shows every pair)");
  }
  if (!contains(corrections, correction)) {
    std::vector<std::string> with;
    for (const IntegratorRow& other : integrator_rows())
      if (contains(other.corrections(), correction)) with.push_back(other.name);
    throw Error(Error::Kind::usage, "`integrator=" + integrator + "` does not take `correction=" + correction +
                                        "` (it takes " + join(corrections) + "; " + correction +
                                        (with.empty() ? " is not a correction" : " works with " + join(with)) + ")");
  }
}

bool formulation_takes(const FormulationRow& formulation, const CoordinatesRow& coordinates, const Model&) {
  switch (formulation.takes) {
    case SystemsTaken::every_system: return true;
    case SystemsTaken::global_coordinates: return static_cast<bool>(coordinates.make);
  }
  return false;
}

namespace {
// Error{Kind::usage} when the formulation does not take the system (FormulationRow::takes).
void require_formulation_takes(const FormulationRow& formulation, const EquationsOfMotion& system) {
  const Model& model = system.model();
  if (formulation_takes(formulation, find_coordinates(system.coordinates_name()), model)) return;
  std::vector<std::string> others;
  for (const FormulationRow& row : formulation_rows())
    if (row.make_acceleration && formulation_takes(row, find_coordinates(system.coordinates_name()), model))
      others.push_back(row.name);
  const std::string why = "takes global coordinates (" + join(coordinate_type_names(model.planar), " or ") +
                          "), not `coordinates=" + system.coordinates_name() + "`";
  throw Error(Error::Kind::usage, "`formulation=" + formulation.name + "` " + why + " (here " + join(others, " or ") +
                                      " solve for the accelerations; `mbdae list` shows every pair)");
}
}  // namespace

void require_formulation_fits(const FormulationRow& formulation, const IntegratorRow& integrator,
                              const EquationsOfMotion& system) {
  require_formulation_takes(formulation, system);
  if (!formulation.needs_position_level_constraints || system.velocity_constraint_count() == 0) return;
  // The pairs that work, grouped by the formulations that take velocity-level rows: "af, uke or
  // nullspace with ab4, rk4, …; or ggl or index1 with ida".
  std::vector<std::pair<std::string, std::vector<std::string>>> groups;  // formulations, integrators
  for (const IntegratorRow& other : integrator_rows()) {
    std::vector<std::string> forms;
    for (const std::string& name : other.formulations())
      if (!find_formulation(name).needs_position_level_constraints) forms.push_back(name);
    if (forms.empty()) continue;
    const std::string key = join(forms, " or ");
    auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == key; });
    if (group == groups.end()) groups.push_back({key, {other.name}});
    else group->second.push_back(other.name);
  }
  std::string pairs;  // "a with b; c with d; or e with f"
  for (std::size_t k = 0; k < groups.size(); ++k)
    pairs += (k == 0 ? "" : (k + 1 == groups.size() ? "; or " : "; ")) + groups[k].first + " with " +
             join(groups[k].second, " or ");
  throw Error(Error::Kind::usage,
              "`formulation=" + formulation.name + "` (with `integrator=" + integrator.name +
                  "`) needs every constraint at position level, but " +
                  system.constraint_owner(system.holonomic_constraint_count()) +
                  " has no position-level form (a nonholonomic constraint); use " + pairs);
}

LinearAlgebra resolved_linear_algebra(const std::string& name, const EquationsOfMotion& system, int smallest_sparse) {
  // The sparse forms are built on the bodies' blocks of global coordinates; in other coordinates
  // "auto" is dense, and "sparse" is refused by the method that cannot take it.
  if (name == "auto" && !body_block_system(system)) return LinearAlgebra::dense;
  return linear_algebra_from_name(name, system.coordinate_count(), smallest_sparse);
}

std::string resolved_linear_solver(const RunSettings& settings, const EquationsOfMotion& system) {
  // The sparse Newton solve is built on global coordinates' body blocks, like the sparse forms.
  if (settings.adaptive.linear_solver == "auto" && !body_block_system(system)) return "dense";
  return settings.resolved_linear_solver(system.coordinate_count());
}

Method build_method(const EquationsOfMotion& system, const RunSettings& given, LinearAlgebra algebra) {
  RunSettings settings = given;
  settings.adaptive.linear_solver = resolved_linear_solver(given, system);
  const IntegratorRow& integrator = find_integrator(settings.integrator);
  const FormulationRow& formulation = find_formulation(settings.formulation);
  require_formulation_fits(formulation, integrator, system);
  require_memory_for({static_cast<double>(system.coordinate_count()), static_cast<double>(system.constraint_count())},
                     settings, algebra);
  Method method;
  switch (integrator.consumes) {
    case FormulationKind::acceleration:
      method.acceleration = formulation.make_acceleration(
          system, settings.linear_algebra == "auto"
                      ? resolved_linear_algebra("auto", system, formulation.smallest_sparse_system)
                      : algebra,
          settings);
      break;
    case FormulationKind::dae_residual:
      method.dae_residual = formulation.make_dae_residual(system, settings);
      break;
    case FormulationKind::index3:
      method.index3 = formulation.make_index3(system, settings.index3_options());
      break;
  }
  method.correction = find_correction(settings.correction).make(system, settings.correction_options(algebra));
  method.integrator = integrator.make(method, system, settings);
  return method;
}

std::string method_matrix() {
  std::ostringstream out;
  out << "| formulation |";
  for (const IntegratorRow& d : integrator_rows()) out << ' ' << d.name << " |";
  out << "\n|---|";
  for (std::size_t k = 0; k < integrator_rows().size(); ++k) out << "---|";
  out << '\n';
  for (const FormulationRow& f : formulation_rows()) {
    out << "| " << f.name << " |";
    for (const IntegratorRow& d : integrator_rows()) out << (contains(d.formulations(), f.name) ? " yes |" : "  |");
    out << '\n';
  }
  out << "\nCorrections: ";
  for (const IntegratorRow& d : integrator_rows()) out << d.name << " (" << join(d.corrections()) << ") ";
  out << "\n\nIntegrators:\n";
  for (const IntegratorRow& d : integrator_rows()) out << "  " << d.name << ": " << d.summary << '\n';
  out << "\nFormulations:\n";
  for (const FormulationRow& f : formulation_rows()) out << "  " << f.name << ": " << f.summary << '\n';
  out << "\nCorrections:\n";
  for (const CorrectionRow& c : correction_rows()) out << "  " << c.name << ": " << c.summary << '\n';
  out << "\nCoordinates:\n";
  for (const CoordinatesRow& c : coordinates_rows())
    out << "  " << c.name
        << (c.describes == Describes::planar_models ? " (planar models)"
            : c.describes == Describes::every_model ? " (every model)" : "")
        << ": " << c.summary << '\n';
  return out.str();
}

}  // namespace mbdae
