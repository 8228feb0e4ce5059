// Implicit (residual) forms of the equations of motion for DAE solvers such as IDA, F(t, y, y') = 0,
// with y = (q, v, λ[, μ]):
//   F = [q' − v (+ C_qᵀμ);   M v' + C_qᵀλ − Q;   constraint rows],
// the constraint rows being the form's: C = 0 (`index3`, formulations/index3.hpp), C = 0 and
// C_q v + C_t = 0 with μ (`ggl`, formulations/ggl.hpp), C_q v' − γ = 0 (`index1`,
// formulations/index1.hpp). With velocity-level constraints A v + b = 0 (multibody_system.hpp), C_q,
// C_t and γ are the stacked rows. This base holds what the three share: the kinematic and dynamic rows,
// the iteration matrix J = ∂F/∂y + c_j ∂F/∂y', sparse with a pattern fixed at construction (explicit
// zeros kept, so that KLU analyses it once), and consistent initial values. J's ∂/∂y' part and the
// λ (μ) columns are analytic (I, M, C_q, C_qᵀ). The q and v columns hold second derivatives of the
// constraints and the force Jacobians:
//   - analytic, in every coordinate type, where the system has no driven joint and no velocity-level
//     rows (MultibodySystem::has_analytic_constraint_hessians(); the second derivatives are in
//     src/system/constraint_second_derivatives.cpp): −I in the kinematic rows, (M v')_q + (C_qᵀλ)_q + K
//     and D in the dynamic rows (K = −∂Q/∂q, D = −∂Q/∂v from formulations/force_jacobian.hpp, nothing
//     when Q is constant; (M v')_q = 0 where M is constant), and each form's constraint rows
//     (add_state_derivatives). One residual-sized evaluation per matrix instead of dozens;
//   - otherwise (a drive's rows depend on t, a rolling contact's have no position-level form) by
//     finite differences grouped by bodies that share no equation (a distance-2 colouring of the body
//     graph), so one residual evaluation gives the columns of many bodies.
// In coordinates that are not one block per body (relative coordinates, src/relative/), a joint
// coordinate moves every body outboard of it, so M and Q couple it with its whole path: J's q and v
// columns are differences one coordinate at a time (2n residual evaluations, each one recursion), and
// the λ (μ) columns take C_q's own pattern.
//
// The pattern. Which equations a body's coordinates enter is known per body (its joints, its force
// elements), but within those blocks most entries vanish identically: in natural coordinates a
// spherical joint's equations are linear, so the multiplier terms C_qᵀλ couple no coordinates of
// different bodies, and gravity depends on no velocity. Kept, those structural zeros were 85–93 % of the
// stored entries and KLU factored them all. So the pattern is probed once: the iteration matrix
// evaluated on the block pattern at two random states, an entry kept where either gives a non-zero (or
// non-finite) value, plus every entry the analytic parts write and the diagonal. A dependence that both
// probes miss (a force that is flat at both random states) is left out of the Newton matrix — which then
// is approximate, as a modified Newton matrix is anyway: the residual, hence the solution, is exact —
// and is counted (pattern_misses()).
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <vector>

#include "formulations/force_jacobian.hpp"
#include "system/equations_of_motion.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class ResidualFormulation {
 public:
  virtual ~ResidualFormulation() = default;
  /// The name the command line gives it (`--formulation`).
  virtual const char* name() const = 0;

  const EquationsOfMotion& system() const { return system_; }
  /// Size of y: 2n + m (+ m for GGL).
  int size() const { return size_; }
  int coordinate_count() const { return n_; }
  int constraint_count() const { return m_; }

  /// Residual evaluations so far, those made for the iteration matrix included.
  long evaluations() const { return evaluations_; }
  /// Finite-difference entries found non-zero outside the probed pattern, so left out of J (see above).
  long pattern_misses() const { return pattern_misses_; }
  /// True when J's q and v columns are analytic (see above), false when they are differences.
  bool has_analytic_iteration_matrix() const { return analytic_; }
  /// Whether a sparse LU should order J's columns by COLAMD rather than its symmetrized pattern by AMD
  /// (integrators/sundials/sparse_linear_solver.hpp has the measurements).
  virtual bool needs_column_ordering() const { return false; }

  /// F(t, y, y').
  void residual(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                Eigen::Ref<Eigen::VectorXd> residual);
  /// A matrix with the iteration matrix's pattern, for iteration_matrix().
  const SparseMatrix& make_iteration_matrix() const { return pattern_; }
  /// J = ∂F/∂y + c_j ∂F/∂y' into a matrix made by make_iteration_matrix().
  void iteration_matrix(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                        double cj, SparseMatrix& jacobian);
  /// 1 for the components the error test should see (q, v; index-3: q only), 0 for the others.
  virtual Eigen::VectorXd differential_components() const;
  /// Empty, or for each component of y the power k of the step size h that multiplies its error weight
  /// in IDA's error and convergence tests (0 for q; an index-k+1 variable, k): the scaling of
  /// higher-index variables in BDF and Radau codes (Hairer, Lubich & Roche 1989; Hairer & Wanner,
  /// Solving ODEs II, VII.3). Given, every component takes part in the error test with that weight and
  /// differential_components() is not used to leave any out.
  virtual Eigen::VectorXd error_weight_step_powers() const { return {}; }
  /// Consistent y, y' at t from a consistent (q, v), with q̈ and λ from the index-1 equations
  /// (`acceleration`, `multipliers`) and μ = 0.
  void consistent_initial_values(const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& acceleration,
                                 const Eigen::VectorXd& multipliers, Eigen::VectorXd& y, Eigen::VectorXd& yp) const;

 protected:
  /// `extra_unknowns`: beyond (q, v, λ) (GGL: μ, m more).
  ResidualFormulation(const EquationsOfMotion& system, int extra_unknowns);
  /// Colours the bodies and builds J's pattern; the last thing a form's constructor does, as it asks
  /// the form's hooks below.
  void finish_construction();

  // --- What a form adds ---------------------------------------------------------------------------
  /// Rows of F beyond the constraint row r that a body in r's joints touches (GGL: its velocity row;
  /// asked in global coordinates only, where the columns are grouped by body).
  virtual void add_rows_of_constraint(int r, std::vector<int>& rows) const {}
  /// Entries of J's pattern beyond the kinematic, dynamic, λ and finite-difference ones.
  virtual void add_pattern_entries(std::vector<Eigen::Triplet<double>>& entries) const {}
  /// The constraint rows of F (and the form's additions to the kinematic rows) at (t, y, y'), with
  /// C_q and the velocities already evaluated into jacobian_ and velocity_buffer_.
  virtual void constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd> y,
                                   Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) = 0;
  /// The form's analytic entries of J at (t, y), with C_q at y in jacobian_: c_j ∂/∂y' of its constraint
  /// rows and its multiplier columns beyond λ's, added with add_entry().
  virtual void add_analytic_entries(double cj, SparseMatrix& J) const {}
  /// Whether the form's constraint rows have analytic ∂F/∂q and ∂F/∂v (add_state_derivatives); a form
  /// without them has J's q and v columns by differences whatever the system.
  virtual bool has_analytic_state_derivatives() const { return true; }
  /// Where J is analytic (has_analytic_iteration_matrix()): the form's ∂F/∂q and ∂F/∂v entries — its
  /// constraint rows and its additions to the kinematic rows — at (t, y, y'), with C_q at y in jacobian_.
  virtual void add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y,
                                     Eigen::Ref<const Eigen::VectorXd> yp, SparseMatrix& J) {}
  /// J(row_offset + i, j) += Σ_k μ_k ∂²C_k/∂q_i∂q_j with μ = y.segment(first, m): the q-derivative of
  /// C_qᵀμ, into the rows that start at row_offset (analytic J only).
  void add_constraint_hessian(Eigen::Ref<const Eigen::VectorXd> y, int first, int row_offset, SparseMatrix& J);
  /// J(row_offset + i, col_offset + j) += scale · ∂(C_q w)_i/∂q_j with w = x.segment(first, n), at the
  /// q of y (analytic J only).
  void add_jacobian_derivative(Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> x, int first,
                               int row_offset, int col_offset, double scale, SparseMatrix& J);
  /// J(row_offset + i, j) += scale · ∂γ_i/∂q_j at the q and v of y (analytic J only).
  void add_gamma_position_derivative(Eigen::Ref<const Eigen::VectorXd> y, int row_offset, double scale, SparseMatrix& J);
  /// Entries (row_offset + j, col_offset + r) for every C_q(r, j) that may be non-zero: the q block of
  /// the bodies in row r's joints in global coordinates, C_q's own pattern otherwise.
  void add_constraint_transpose_pattern(int row_offset, int col_offset,
                                        std::vector<Eigen::Triplet<double>>& entries) const;
  /// J(row, col) += value for an entry of the pattern; a non-zero value outside it is a pattern miss
  /// (never an insertion: the pattern KLU analysed stays fixed).
  void add_entry(SparseMatrix& J, int row, int col, double value) const;

  const EquationsOfMotion& system_;
  // The same system where its coordinates are global (a block per body, analytic second derivatives
  // available), null otherwise.
  const MultibodySystem* bodies_;
  int n_, m_, holonomic_, size_;
  // Workspace.
  SparseMatrix jacobian_;  // C_q
  Eigen::VectorXd constraint_, gamma_, ct_, velocity_buffer_;

 private:
  // Columns perturbed together in a difference: a body's block of global coordinates, or one coordinate.
  struct ColumnGroup {
    int first = 0, count = 0;  // q columns first .. first + count − 1 (and their v columns)
    std::vector<int> rows;     // the rows of F whose value depends on them
  };
  // Groups that share no row are differenced in one residual evaluation (a colour).
  void colour_groups();
  void build_pattern();
  // Rows of F whose value depends on the coordinates (or velocities) of body b (global coordinates).
  std::vector<int> rows_touched_by_body(int body) const;
  // The finite-difference columns into J: on the block pattern while probing, on the final one after.
  void difference_columns(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                          SparseMatrix& J);
  void analytic_entries(double t, Eigen::Ref<const Eigen::VectorXd> y, double cj, SparseMatrix& J);
  // The q and v columns where they are analytic: the base rows, then the form's.
  void state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                         SparseMatrix& J);
  // Keeps the entries the probes find (see the class comment) and indexes them for the differences.
  void probe_pattern();
  void index_value_positions();

  std::vector<ColumnGroup> groups_;
  std::vector<std::vector<int>> colours_;  // indices into groups_, per colour
  SparseMatrix pattern_;
  // For column col of the q and v blocks (col in [0, 2n)), for each row of its group's rows, in order:
  // the position of (row, col) in J's value array, or −1 when the entry is not in the pattern.
  std::vector<std::vector<int>> value_positions_;
  long evaluations_ = 0;
  mutable long pattern_misses_ = 0;
  bool analytic_ = false;
  bool constant_mass_ = false;  // M evaluated once, at construction
  SparseMatrix mass_;
  ForceJacobian force_jacobian_;
  SparseMatrix stiffness_, damping_;  // K and D, where J is analytic and Q is not constant
  Eigen::VectorXd forces_, work_n_, base_residual_, perturbed_residual_, y_perturbed_;
  Eigen::VectorXd position_, velocity_, multipliers_, direction_;  // whole vectors for the system's functions
};

}  // namespace mbdae
