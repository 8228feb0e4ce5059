// The equations of motion of a constrained mechanism in some set of coordinates q (n of them, with
// velocities v = q̇) and m constraint rows:
//   M(q) q̈ + C_qᵀλ = Q(t, q, v),   C(q, t) = 0,   C_q q̈ = γ(t, q, v),
// with nonholonomic rows A v + b = 0 stacked after the holonomic ones (C holds 0 there). This is all
// that a formulation, an integrator, the time loop and the output need to know of a mechanism, so
// they work in any coordinates that provide it (as Simbody's System and Drake's System hide how a
// state is described):
//   - global (absolute) coordinates, every body its own q_b: system/multibody_system.hpp, for the
//     coordinate types of src/coordinates/ (natural coordinates, Euler parameters, planar x-y-θ);
//   - relative (joint) coordinates of a kinematic tree, with the loops closed by constraints:
//     relative/relative_system.hpp (paper 001).
// Methods that exploit the body structure of global coordinates (AF's block Schur complement, the
// IDA residual's pattern, the per-body corrections) take a MultibodySystem itself; the registry
// says which (methods/registry.hpp).
//
// Evaluations write into buffers the caller owns; matrices come from make_mass_matrix() and
// make_constraint_jacobian() with their fixed pattern, so the time loop does not allocate. An
// implementation may keep working buffers of its own: one object per thread.
#pragma once

#include <Eigen/Dense>
#include <algorithm>
#include <Eigen/Sparse>
#include <string>
#include <vector>

#include "model/model.hpp"

namespace mbdae {

using SparseMatrix = Eigen::SparseMatrix<double>;

class EquationsOfMotion {
 public:
  virtual ~EquationsOfMotion() = default;

  const Model& model() const { return model_; }
  /// The `--coordinates` name ("nacf", "relative"), for messages.
  virtual std::string coordinates_name() const = 0;
  int body_count() const { return static_cast<int>(model_.bodies.size()); }

  /// n, the number of coordinates (= number of velocities).
  virtual int coordinate_count() const = 0;
  /// m, the number of constraint rows: position-level first, then velocity-level.
  virtual int constraint_count() const = 0;
  /// Velocity-level (nonholonomic) rows: the last velocity_constraint_count() rows.
  virtual int velocity_constraint_count() const = 0;
  /// Rows with a position-level form: the first holonomic_constraint_count() rows.
  int holonomic_constraint_count() const { return constraint_count() - velocity_constraint_count(); }
  /// Who owns row r: "joint 'B'", "body 'link1' (normalization)", "joint 'C' (cut)".
  virtual std::string constraint_owner(int row) const = 0;
  /// The model joint that owns row r, or -1 for a row of no joint (a normalization).
  virtual int joint_of_row(int row) const = 0;
  /// Rows left out at construction (rows that repeat others), in the full system's numbering.
  virtual const std::vector<int>& removed_rows() const = 0;
  /// True when row r of C_q is the same at every q and t.
  virtual bool constraint_row_is_constant(int row) const { return false; }

  /// Whether M is the same at every q.
  virtual bool has_constant_mass_matrix() const = 0;
  /// Whether Q depends on neither q nor v (then K = −∂Q/∂q and D = −∂Q/∂v vanish).
  virtual bool generalized_forces_are_constant() const = 0;
  /// Whether K and D are symmetric by construction.
  virtual bool force_jacobians_are_symmetric() const = 0;

  // --- States -------------------------------------------------------------------------------------
  /// (q, v) of the model's initial poses and twists (not yet projected onto the constraints).
  virtual void initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const = 0;
  virtual Eigen::Vector3d body_origin(int body, const Eigen::VectorXd& q) const = 0;
  virtual Eigen::Matrix3d body_rotation(int body, const Eigen::VectorXd& q) const = 0;
  virtual Eigen::Vector3d body_angular_velocity(int body, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const = 0;
  /// Position and velocity of a body point (body = kGround: a ground point, at rest).
  virtual Eigen::Vector3d point_position(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q) const = 0;
  virtual Eigen::Vector3d point_velocity(int body, const Eigen::Vector3d& local, const Eigen::VectorXd& q,
                                         const Eigen::VectorXd& v) const = 0;
  Eigen::Vector3d marker_position(int marker, const Eigen::VectorXd& q) const {
    const Marker& m = model_.markers[marker];
    return point_position(m.body, m.point, q);
  }
  Eigen::Vector3d marker_velocity(int marker, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
    const Marker& m = model_.markers[marker];
    return point_velocity(m.body, m.point, q, v);
  }

  // --- Constraints --------------------------------------------------------------------------------
  /// C(q, t); zero in the velocity-level rows.
  virtual void constraints(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const = 0;
  /// An m × n matrix with C_q's fixed pattern, for constraint_jacobian() and gamma_and_jacobian().
  virtual SparseMatrix make_constraint_jacobian() const = 0;
  /// One flag per stored entry of that pattern: 0 when the entry is zero at every q and t.
  virtual const std::vector<char>& jacobian_may_be_nonzero() const = 0;
  virtual void constraint_jacobian(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const = 0;
  /// ∂C/∂t, then b of the velocity-level rows.
  virtual void constraint_time_derivative(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> ct) const = 0;
  /// γ such that C_q q̈ = γ.
  virtual void gamma(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::Ref<Eigen::VectorXd> gamma) const = 0;
  /// gamma() and constraint_jacobian() together, sharing the kinematics.
  virtual void gamma_and_jacobian(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                  Eigen::Ref<Eigen::VectorXd> gamma, SparseMatrix& jacobian) const = 0;

  // --- Dynamics -----------------------------------------------------------------------------------
  /// An n × n matrix with M's fixed pattern, for mass_matrix().
  virtual SparseMatrix make_mass_matrix() const = 0;
  virtual void mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const = 0;
  /// Q = Q_v + Q_e: velocity-dependent inertia forces and applied forces.
  virtual void generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                  Eigen::Ref<Eigen::VectorXd> forces) const = 0;

  // --- Observations -------------------------------------------------------------------------------
  virtual double kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const = 0;
  /// Potential of gravity, constant point forces and springs.
  virtual double potential_energy(const Eigen::VectorXd& q) const = 0;
  double mechanical_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
    return kinetic_energy(q, v) + potential_energy(q);
  }
  /// The power of the applied forces that have no potential: dampers (flexible bodies' Rayleigh damping
  /// too), torques, loads that follow time
  /// functions (their work W makes E − E0 − W the numerical drift of a non-conservative model).
  virtual double nonconservative_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const = 0;
  /// Whether the model does or takes work beyond its potential: dampers, torques, force elements, or
  /// driven joints (whose power λᵀ C_t the run adds from the multipliers).
  bool has_nonconservative_forces() const {
    return has_driven_joints() || !model_.torques.empty() || !model_.force_elements.empty() ||
           std::any_of(model_.flexible_bodies.begin(), model_.flexible_bodies.end(),
                       [](const FlexibleBody& f) { return f.beam.rayleigh_mass != 0.0 || f.beam.rayleigh_stiffness != 0.0; }) ||
           std::any_of(model_.spring_dampers.begin(), model_.spring_dampers.end(),
                       [](const SpringDamper& s) { return s.damping != 0.0; });
  }
  bool has_driven_joints() const {
    return std::any_of(model_.joints.begin(), model_.joints.end(), [](const Joint& j) { return j.angular_velocity || j.drive_angle; });
  }

 protected:
  explicit EquationsOfMotion(Model model) : model_(std::move(model)) {}
  EquationsOfMotion(const EquationsOfMotion&) = default;
  EquationsOfMotion& operator=(const EquationsOfMotion&) = default;

  Model model_;
};

}  // namespace mbdae
