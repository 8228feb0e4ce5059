// The assembled multibody system for one coordinate type: for a state (t, q, v) it gives
//   M(q), Q(t, q, v) = Q_v + Q_e, C(q, t), C_q (sparse, fixed pattern), C_t and
//   γ = −(C_q v)_q v − 2 C_qt v − C_tt  (so that C_q q̈ = γ),
// with C = [Φ; Ψ]: every body's intrinsic constraints first, then the joints (paper 000 §2).
//
// Nonholonomic (velocity-level) constraints A(q, t) v + b(t) = 0, such as rolling without slipping,
// come after all the holonomic rows and are stacked with them wherever velocities or accelerations
// are concerned: the m × n "constraint Jacobian" is [C_q; A], C_t is [C_t; b], γ is [γ_C; −Ȧ v − ḃ],
// so C_q v + C_t = 0 and C_q q̈ = γ hold for every row and the acceleration-level formulations need
// nothing else. The velocity rows have no position-level form: constraints() gives 0 there, so a
// Newton position correction on the stacked Jacobian moves the system only along A Δq = 0.
// It also maps the model's poses and twists to (q, v) and back, and reports energy and markers.
//
// Flexible bodies (src/flexible/, paper 004) add their elastic coordinates δ after every body's block:
// q = (q_1, …, q_N, δ_1, …). A flexible body's block of q is its floating frame's; its M, Q_v, gravity,
// elastic forces and energies are the FloatingFrame's (system/flexible_bodies.cpp), and a joint's point or
// direction on it moves with the beam (ū + G δ). M then couples a flexible body's block to its δ, so the
// methods built on block-diagonal body blocks do not take such a system (body_block_system()).
//
// Every evaluation writes into buffers owned by the caller (matrices from make_constraint_jacobian()/
// make_mass_matrix() keep their pattern), so the time loop does not allocate; a system with flexible
// bodies keeps working buffers of its own (one object per thread, as EquationsOfMotion says).
#pragma once

#include <Eigen/Dense>
#include <array>
#include <Eigen/Sparse>
#include <memory>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "flexible/floating_frame.hpp"
#include "model/model.hpp"
#include "joints/joint_constraint.hpp"
#include "system/equations_of_motion.hpp"
#include "system/sparse_blocks.hpp"

namespace mbdae {

/// Receives the entries of a sparse matrix one at a time, (row, column, value), values of a repeated
/// pair adding up: how the constraints' second derivatives reach a matrix whose pattern someone else
/// fixed (an iteration matrix, a tangent), with offsets and scales of the receiver's choosing.
class EntrySink {
 public:
  virtual void add(int row, int col, double value) = 0;

 protected:
  ~EntrySink() = default;
};

class MultibodySystem final : public EquationsOfMotion {
 public:
  /// `removed_rows`: rows of the model's full C (numbered as in the system built without them) left
  /// out, joint rows that repeat others (system/redundancy.hpp's dependent rows), so that formulations
  /// needing independent constraints can run on an overconstrained mechanism. The bodies' intrinsic rows
  /// and velocity-level rows cannot be removed (Error{Kind::usage}).
  MultibodySystem(Model model, std::shared_ptr<const CoordinateType> coordinates, std::vector<int> removed_rows = {});

  std::string coordinates_name() const override { return coordinates_->name(); }
  const CoordinateType& coordinates() const { return *coordinates_; }
  /// The shared coordinate type, to build another system in the same coordinates.
  const std::shared_ptr<const CoordinateType>& coordinate_type() const { return coordinates_; }

  /// Number of generalized coordinates n (= number of velocities).
  int coordinate_count() const override { return body_count() * body_size_ + elastic_count_; }
  /// Number of constraint rows m (intrinsic + joints at position level, then velocity-level rows).
  int constraint_count() const override { return constraint_count_; }
  /// The rows left out at construction, in the full system's numbering, ascending.
  const std::vector<int>& removed_rows() const override { return removed_rows_; }
  /// Velocity-level (nonholonomic) rows: the last velocity_constraint_count() rows.
  int velocity_constraint_count() const override { return velocity_constraint_count_; }
  int intrinsic_constraint_count() const { return body_count() * intrinsic_size_; }
  /// First coordinate of body b in q.
  int body_offset(int body) const { return body * body_size_; }
  /// Whether the model has flexible bodies, whose elastic coordinates follow the bodies' blocks.
  bool has_flexible_bodies() const { return !flexible_.empty(); }
  /// First elastic coordinate in q of model.flexible_bodies[k], and their number.
  int elastic_offset(int flexible) const { return flexible_[flexible].offset; }
  int elastic_size(int flexible) const { return flexible_[flexible].frame.elastic_size(); }
  /// The floating frame of model.flexible_bodies[k] (its kinetics: src/flexible/floating_frame.hpp).
  const FloatingFrame& floating_frame(int flexible) const { return flexible_[flexible].frame; }
  /// Who owns constraint row r: "body 'link1' (normalization)" or "joint 'B'".
  std::string constraint_owner(int row) const override;
  /// The joint that owns constraint row r, or -1 for an intrinsic row.
  int joint_of_row(int row) const override;
  /// True when row r of C_q is the same at every q and t (a linear joint's row, has_linear_kinematics).
  bool constraint_row_is_constant(int row) const override {
    const int joint = joint_of_row(row);
    return joint >= 0 && joint_is_linear_[joint] && row < holonomic_constraint_count();
  }
  /// The constraint rows whose Jacobian has entries in body b's columns, ascending (the body's own
  /// intrinsic rows and the rows of every joint it takes part in).
  const std::vector<int>& constraint_rows_of_body(int body) const { return rows_of_body_[body]; }
  /// The body graph: body b and the bodies it shares a joint with, ascending (ground left out).
  const std::vector<int>& bodies_joined_to(int body) const { return joined_bodies_[body]; }
  /// Body b and the bodies a spring–damper connects it with, ascending: the bodies whose generalized
  /// forces depend on b's coordinates and velocities (every other force acts on one body).
  const std::vector<int>& bodies_coupled_by_forces(int body) const { return force_coupled_bodies_[body]; }
  /// Whether Q depends on neither q nor v: a constant mass matrix (so Q_v = 0 and every body point is
  /// linear in q) and no torques or spring–dampers. Then K = −∂Q/∂q and D = −∂Q/∂v vanish.
  bool generalized_forces_are_constant() const override;
  /// Whether K and D are symmetric by construction: a constant mass matrix, no torques and no
  /// dampers, so that K is the Hessian of the springs' and gravity's potential and D = 0. Otherwise
  /// (RPCF-EP's gyroscopic Q_v, dampers along a turning line, torques fixed in space) they are not.
  bool force_jacobians_are_symmetric() const override;

  // --- States -------------------------------------------------------------------------------------
  /// (q, v) of the model's initial poses and twists (not yet projected onto the constraints).
  void initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const override;
  Eigen::Vector3d body_origin(int body, const Eigen::VectorXd& q) const override;
  Eigen::Matrix3d body_rotation(int body, const Eigen::VectorXd& q) const override;
  Eigen::Vector3d body_angular_velocity(int body, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;

  // --- Constraints --------------------------------------------------------------------------------
  /// C(q, t); zero in the velocity-level rows, which have no position-level form.
  void constraints(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const override;
  /// An m × n matrix with the Jacobian's fixed sparsity pattern, for constraint_jacobian() and
  /// gamma_and_jacobian(), which write every entry that depends on q or t. The others are set here,
  /// once: the constant rows of linear joints (has_linear_kinematics), and the zeros that
  /// jacobian_may_be_nonzero() flags. So C_q is evaluated only into matrices made by this function
  /// (or copied from one), and nothing else writes their values.
  SparseMatrix make_constraint_jacobian() const override { return jacobian_template_; }
  /// One flag per stored entry of that pattern (its value array's order): 0 when the entry is zero at
  /// every q and t (outside the coordinate type's intrinsic rows' structure, or zero in a constant
  /// row of a linear joint), so that factorizations of blocks of C_q can leave it out of their
  /// structure; 1 otherwise.
  const std::vector<char>& jacobian_may_be_nonzero() const override { return jacobian_may_be_nonzero_; }
  void constraint_jacobian(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const override;
  /// ∂C/∂t (driven joints), then b of the velocity-level rows A v + b = 0 (zero for rolling, whose
  /// plane's motion enters through the plane body's own velocities).
  void constraint_time_derivative(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> ct) const override;
  /// γ such that C_q q̈ = γ (paper 000 §3.1, Q_d): −(C_q v)_q v − 2 C_qt v − C_tt for the holonomic
  /// rows, −Ȧ v − ḃ (the part of d(A v + b)/dt without v̇) for the velocity-level rows.
  void gamma(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::Ref<Eigen::VectorXd> gamma) const override;
  /// gamma() and constraint_jacobian() in one pass over the joints, as an acceleration solve needs
  /// both: the joints' kinematics are evaluated once for the two.
  void gamma_and_jacobian(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::Ref<Eigen::VectorXd> gamma, SparseMatrix& jacobian) const override;

  // --- Second derivatives (src/system/constraint_second_derivatives.cpp) ----------------------------
  /// True when the functions below apply: no driven joint (whose rows depend on t) and no
  /// velocity-level rows (whose γ has no position-level form). Then C_t = 0, γ = −(C_q v)_q v, and the
  /// implicit integrators' Newton matrices are built from these functions, in any coordinate type.
  bool has_analytic_constraint_hessians() const;
  /// Adds Σ_i λ_i ∂²C_i/∂q² (n × n, symmetric; the q-derivative of C_qᵀλ) into `sink`, entry by entry.
  /// Only where has_analytic_constraint_hessians() (Error{Kind::usage} otherwise).
  void constraint_hessian(const Eigen::VectorXd& q, const Eigen::VectorXd& multipliers, EntrySink& sink) const;
  /// Adds ∂(C_q w)/∂q at fixed w (m × n; row i is (∂²C_i/∂q² w)ᵀ) into `sink`. With w = v it is the
  /// velocity constraint's q-derivative, and −2 times it is ∂γ/∂v.
  void jacobian_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& w, EntrySink& sink) const;
  /// Adds ∂γ/∂q at fixed v (m × n) into `sink`: nothing in natural coordinates, where γ depends on v
  /// alone.
  void gamma_position_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& v, EntrySink& sink) const;
  /// Adds ∂(M(q) a)/∂q at fixed a (n × n, block diagonal) into `sink`: nothing where M is constant.
  void mass_matrix_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& a, EntrySink& sink) const;

  // --- Dynamics -----------------------------------------------------------------------------------
  /// An n × n matrix with the mass matrix's block-diagonal pattern, for mass_matrix().
  SparseMatrix make_mass_matrix() const override;
  void mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const override;
  /// Mass matrix block of one body.
  void body_mass_matrix(int body, const Eigen::VectorXd& q, BodyMatrix& mass) const;
  /// A positive-definite stand-in for a body's mass matrix: M_b itself when the coordinate type's M is
  /// constant (NACF, positive definite), else M_b + Φ_qᵀΦ_q with Φ the body's intrinsic constraints
  /// (RPCF-EP's M is singular along p). Where C_q q̈ = γ holds, adding Φ_qᵀ(Φ_q q̈ − γ_Φ) to the
  /// equations of motion changes neither q̈ nor λ.
  void regularized_body_mass_matrix(int body, const Eigen::VectorXd& q, BodyMatrix& mass) const;
  /// True when regularized_body_mass_matrix adds Φ_qᵀΦ_q.
  bool mass_needs_regularization() const { return !coordinates_->has_constant_mass_matrix(); }
  /// Q = Q_v + Q_e: quadratic-velocity inertia forces plus applied forces (gravity, point forces,
  /// torques, spring–dampers) as generalized forces, Q_e = Σ Jᵀ F.
  void generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::Ref<Eigen::VectorXd> forces) const override;
  /// Q_e alone: the applied forces (gravity, point forces, torques, spring–dampers, force elements, and
  /// a flexible body's elastic and damping forces) without the quadratic-velocity forces Q_v, for the
  /// formulations that write the inertia terms themselves (formulations/gibbs_appell.hpp,
  /// formulations/hamilton.hpp). Q = Q_v + Q_e.
  void applied_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                      Eigen::Ref<Eigen::VectorXd> forces) const;
  /// Q_v = ∂T/∂q − Ṁ q̇ alone (zero for the rigid bodies of a type with constant M).
  void quadratic_velocity_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::Ref<Eigen::VectorXd> forces) const;
  /// ∂T/∂q at fixed q̇, T = ½ q̇ᵀ M(q) q̇: what the canonical momenta's rate takes instead of Q_v
  /// (formulations/hamilton.hpp). Rigid bodies: ½ (∂(M q̇)/∂q)ᵀ q̇ from the coordinate type's
  /// mass_matrix_derivative; flexible ones: FloatingFrame::kinetic_energy_gradient.
  void kinetic_energy_gradient(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                               Eigen::Ref<Eigen::VectorXd> gradient) const;
  /// Q without the force elements' part: what ForceJacobian differentiates numerically, body by body.
  void generalized_forces_but_elements(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                       Eigen::Ref<Eigen::VectorXd> forces) const;
  /// Whether the model has force elements (src/forces/), whose K and D add_force_element_jacobians gives.
  bool has_force_elements() const { return !force_elements_.empty(); }
  /// Adds the force elements' exact −∂Q/∂q and −∂Q/∂v to matrices with the pattern of K and D
  /// (force_element_forces.cpp).
  void add_force_element_jacobians(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                   SparseMatrix& stiffness, SparseMatrix& damping) const;
  /// The power of the force elements' dampers and time-driven loads (their forces less the part that
  /// is −∇V), at (t, q, v): what the energy balance integrates as their work.
  double force_element_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const;

  // --- Observations -------------------------------------------------------------------------------
  double kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;
  /// Potential of gravity, constant point forces and springs (constant torques have none).
  double potential_energy(const Eigen::VectorXd& q) const override;
  double nonconservative_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const override;
  /// Position and velocity of a body point (body = kGround: a ground point, at rest).
  Eigen::Vector3d point_position(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q) const override;
  Eigen::Vector3d point_velocity(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q,
                                 const Eigen::VectorXd& v) const override;
  bool has_constant_mass_matrix() const override {
    return coordinates_->has_constant_mass_matrix() && flexible_.empty();
  }

 private:
  /// A joint's vector expression E at q: its value, and with velocities its rate Ė and the part of Ë
  /// without q̈; with the Jacobian, ∂E/∂q per joint slot.
  struct ExpressionKinematics {
    Eigen::Vector3d value;
    Eigen::Vector3d rate;
    Eigen::Vector3d acceleration;
    std::array<BodyJacobian, 2> jacobian;
    /// ∂E/∂δ of the slot's flexible body (no columns for a rigid body).
    std::array<Eigen::Matrix<double, 3, Eigen::Dynamic, 0, 3, kMaxElasticCoordinates>, 2> elastic;
  };
  void evaluate(const JointConstraint& joint, const VectorExpression& expression, const Eigen::VectorXd& q,
                const Eigen::VectorXd* v, bool with_jacobian, ExpressionKinematics& out) const;
  /// The bodies' intrinsic rows (normalization) of C_q and of γ.
  void intrinsic_jacobian_rows(const Eigen::VectorXd& q, SparseMatrix& jacobian) const;
  void intrinsic_gamma_rows(const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::Ref<Eigen::VectorXd> gamma) const;
  /// The joints' rows of γ (when v and gamma are given) and of C_q (when jacobian is given).
  void joint_rows(double t, const Eigen::VectorXd& q, const Eigen::VectorXd* v, Eigen::Ref<Eigen::VectorXd>* gamma,
                  SparseMatrix* jacobian) const;
  Eigen::Ref<const Eigen::VectorXd> body_segment(const Eigen::VectorXd& x, int body) const {
    return x.segment(body_offset(body), body_size_);
  }

  /// Throws unless has_analytic_constraint_hessians(); `what` names the caller.
  void require_analytic_constraint_hessians(const char* what) const;
  /// Σ_k y_k ∂²E_k/∂q_s² of a joint's expression E over its slot s's body (size × size).
  void expression_hessian(const JointConstraint& joint, const VectorExpression& expression, const Eigen::VectorXd& q,
                          int slot, const Eigen::Vector3d& y, BodyMatrix& hessian) const;
  /// ∂(E_q w)/∂q_s at fixed w, or with `acceleration_term` the q_s-derivative of E's acceleration term
  /// at velocities w (3 × size).
  void expression_rate_jacobian(const JointConstraint& joint, const VectorExpression& expression,
                                const Eigen::VectorXd& q, const Eigen::VectorXd& w, int slot, bool acceleration_term,
                                BodyJacobian& jacobian) const;

  /// A force element with the vectors it acts on (force_element_forces.cpp).
  struct AttachedElement {
    int element = 0;  // in model_.force_elements (an index: the system may be copied)
    AttachedVectors vectors;
    int count = 0;
  };
  void attach_force_elements();
  /// The attached vectors' values x and, when v is given, rates ẋ (zero without v).
  void attached_values(const AttachedElement& attached, const Eigen::VectorXd& q, const Eigen::VectorXd* v,
                       AttachedValues& x, AttachedValues& rates) const;
  void evaluate_element(const AttachedElement& attached, double t, const AttachedValues& x,
                        const AttachedValues& rates, bool jacobians, ForceEvaluation& out) const;
  void add_force_element_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                Eigen::Ref<Eigen::VectorXd> forces) const;
  double force_element_potential(const Eigen::VectorXd& q) const;

  /// Leaves removed_rows_ out of joint_constraints_ (built for the full model).
  void remove_joint_rows();

  // --- Flexible bodies (system/flexible_bodies.cpp) --------------------------------------------------
  struct FlexibleState {
    int body = 0;
    int offset = 0;  // of δ in q
    FloatingFrame frame;
  };
  /// How a joint's point or direction on a flexible body moves with the beam: ū + shape δ.
  struct ElasticAttachment {
    int flexible = 0;
    Eigen::Matrix<double, 3, Eigen::Dynamic> shape;
  };
  /// Builds flexible_ and the joints' attachments; refuses what does not take a flexible body yet.
  void attach_flexible_bodies();
  /// The M blocks of the flexible bodies (after the body blocks in mass_pattern_).
  void add_flexible_mass_blocks();
  void flexible_mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const;
  /// Q_v, gravity and elastic forces of the flexible bodies, added to `forces`.
  /// Q without the force elements' part, with or without the rigid bodies' Q_v.
  void body_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, bool quadratic_velocity,
                   Eigen::Ref<Eigen::VectorXd> forces) const;
  /// With quadratic_velocity false, gravity and the elastic and damping forces only (Q_e).
  void add_flexible_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::Ref<Eigen::VectorXd> forces,
                           bool quadratic_velocity = true) const;
  Eigen::Ref<const Eigen::VectorXd> elastic_segment(const Eigen::VectorXd& x, int flexible) const {
    return x.segment(flexible_[flexible].offset, flexible_[flexible].frame.elastic_size());
  }
  /// The body-frame vector of a term at q: ū, or ū + G δ on a flexible body.
  Eigen::Vector3d term_local(const AttachedTerm& term, const Eigen::VectorXd& q) const;
  const FlexibleState* flexible_state(int body) const {
    return body >= 0 && flexible_of_body_[body] >= 0 ? &flexible_[flexible_of_body_[body]] : nullptr;
  }

  std::shared_ptr<const CoordinateType> coordinates_;
  std::vector<int> removed_rows_;
  int body_size_ = 0;
  int intrinsic_size_ = 0;
  int constraint_count_ = 0;
  int velocity_constraint_count_ = 0;
  std::vector<JointConstraint> joint_constraints_;
  std::vector<int> joint_first_row_;
  std::vector<int> joint_velocity_first_row_;  // -1 for a joint without velocity-level rows
  std::vector<BodyMatrix> constant_mass_;  // per body, when the coordinate type's M is constant
  std::vector<std::vector<int>> rows_of_body_;
  std::vector<std::vector<int>> joined_bodies_, force_coupled_bodies_;
  std::vector<AttachedElement> force_elements_;  // in the model's order
  std::vector<FlexibleState> flexible_;          // in the model's order of flexible bodies
  std::vector<int> flexible_of_body_;            // per body: its index in flexible_, or -1
  int elastic_count_ = 0;
  std::vector<ElasticAttachment> attachments_;
  std::vector<char> joint_is_elastic_;                  // per joint: a term on a flexible body
  std::vector<std::array<int, 2>> joint_elastic_blocks_;  // C_q blocks in the slots' δ columns
  std::vector<std::array<int, 3>> flexible_mass_blocks_;  // per flexible body: M_be, M_eb, M_ee
  mutable Eigen::MatrixXd mass_bb_, mass_be_, mass_ee_;   // a flexible body's blocks, while written

  // Jacobian pattern: one block per body's intrinsic constraints, one per (joint, non-ground body).
  BlockSparsePattern jacobian_pattern_;
  std::vector<int> intrinsic_block_;
  std::vector<std::array<int, 2>> joint_blocks_;
  std::vector<std::array<int, 2>> joint_velocity_blocks_;
  // Joints whose every equation is a vector equation, in a coordinate type with linear kinematics: their
  // C_q rows are constant, written once into jacobian_template_ and never evaluated, and their γ rows
  // are zero.
  std::vector<char> joint_is_linear_;
  SparseMatrix jacobian_template_;  // the pattern, with the constant rows' values and zeros elsewhere
  // Where the intrinsic Jacobian's entries that may be non-zero (intrinsic_jacobian_entries' order) go
  // in C_q's value array: body b's count of them from intrinsic_positions_[b · count].
  std::vector<int> intrinsic_positions_;
  std::vector<char> jacobian_may_be_nonzero_;
  BlockSparsePattern mass_pattern_;
};

/// `equations` as the global-coordinate system, for the methods built on its body blocks, or
/// Error{Kind::usage}: "`what` works on global coordinates (nacf, rpcf-ep, ...), not on relative ones",
/// or not on a model with flexible bodies.
const MultibodySystem& require_global_coordinates(const EquationsOfMotion& equations, const std::string& what);
/// `equations` as a MultibodySystem whose q holds the rigid bodies' blocks only, M block-diagonal by
/// body — what the methods built on body blocks need — or nullptr (relative coordinates, or flexible
/// bodies), for which they take their general forms.
const MultibodySystem* body_block_system(const EquationsOfMotion& equations);

}  // namespace mbdae
