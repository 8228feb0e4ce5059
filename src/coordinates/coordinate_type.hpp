// How one rigid body is described by numbers. A coordinate type answers a few per-body questions —
// where a body-fixed vector points, its Jacobian and acceleration term, the mass matrix, the
// quadratic-velocity forces and the body's intrinsic constraints — and joints, forces and the
// assembled system are written once on top of these (docs/extending.md, "A joint type").
//
// Every coordinate type here describes a body by the position R of its body-frame origin followed by
// rotational coordinates, q_i = (R, θ), and uses the time derivatives of the coordinates as
// velocities, v_i = dq_i/dt. A body point ū then sits at r = R + A(q_i) ū, so a point's kinematics
// is the origin's plus that of the rotated vector A ū, which is the one primitive a type implements.
//
// Planar types (paper 003) embed the plane in space: R = (x, y) has two coordinates
// (translation_size() = 2, the origin's z is 0), A(q) turns about z only, and every Jacobian has a
// zero z row. Joints and the system then work unchanged on 3-vectors; a planar system keeps only the
// in-plane constraint rows (src/joints/).
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/skew.hpp"
#include "model/model.hpp"

namespace mbdae {

/// Largest number of coordinates of one body (NACF: 12). Per-body matrices have this fixed capacity so
/// that evaluating them never touches the heap.
inline constexpr int kMaxBodyCoordinates = 12;
/// Largest number of intrinsic constraints of one body (NACF: 6).
inline constexpr int kMaxIntrinsicConstraints = 6;

using BodyVector = Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxBodyCoordinates, 1>;
using BodyJacobian = Eigen::Matrix<double, 3, Eigen::Dynamic, 0, 3, kMaxBodyCoordinates>;
using BodyMatrix =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxBodyCoordinates, kMaxBodyCoordinates>;
using IntrinsicJacobian =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxIntrinsicConstraints, kMaxBodyCoordinates>;

/// Read-only view of one body's coordinates (or velocities) inside the system vector.
using BodyCoordinates = Eigen::Ref<const Eigen::VectorXd>;

class CoordinateType {
 public:
  virtual ~CoordinateType() = default;

  /// Command-line name: "nacf", "rpcf-ep".
  virtual const char* name() const = 0;
  /// Coordinates per body (= velocities per body).
  virtual int size() const = 0;
  /// Number of intrinsic constraints per body (normalization of the rotational coordinates).
  virtual int intrinsic_constraint_count() const = 0;
  /// True when the mass matrix does not depend on q (then it is computed once and Qv = 0).
  virtual bool has_constant_mass_matrix() const = 0;
  /// True when A(q) ū is linear in q (natural coordinates: A ū = x̄ a + ȳ b + z̄ c): its Jacobian is then
  /// constant and its acceleration term zero, so a joint's vector equation, a sum of points and
  /// directions, has constant C_q rows and γ = 0.
  virtual bool has_linear_kinematics() const { return false; }
  /// True for the planar types: they describe only models declared `planar: true`.
  virtual bool is_planar() const { return false; }
  /// Leading coordinates that are the body-frame origin's position: 3 in space, 2 in the plane.
  virtual int translation_size() const { return 3; }

  /// The body-frame origin R (z = 0 for a planar type).
  Eigen::Vector3d origin(const BodyCoordinates& q) const {
    Eigen::Vector3d r = Eigen::Vector3d::Zero();
    r.head(translation_size()) = q.head(translation_size());
    return r;
  }

  // --- Pose and twist maps ---------------------------------------------------------------------
  /// Coordinates of a body whose frame origin is at `origin` with axes the columns of `rotation`.
  virtual void coordinates_from_pose(const Eigen::Vector3d& origin, const Eigen::Matrix3d& rotation,
                                     Eigen::Ref<Eigen::VectorXd> q) const = 0;
  /// Velocities of a body moving with origin velocity `origin_velocity` and angular velocity
  /// `angular_velocity` (both ground frame).
  virtual void velocities_from_twist(const BodyCoordinates& q, const Eigen::Vector3d& origin_velocity,
                                     const Eigen::Vector3d& angular_velocity,
                                     Eigen::Ref<Eigen::VectorXd> v) const = 0;
  /// Rotation matrix A(q): columns are the body axes in the ground frame.
  virtual Eigen::Matrix3d rotation(const BodyCoordinates& q) const = 0;

  // --- The kinematic primitive: a body-fixed vector ū seen in the ground frame, A(q) ū ---------
  /// A(q) ū; a coordinate type may compute it without forming A.
  virtual Eigen::Vector3d rotate(const BodyCoordinates& q, const Eigen::Vector3d& u) const {
    return rotation(q) * u;
  }
  /// J = ∂(A(q) ū)/∂q, 3 × size(); zero in the translation_size() origin columns. Exact derivative of the
  /// coordinate type's A(q), valid off the constraint manifold too (so Newton and finite
  /// differences see the same function).
  virtual void rotate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u,
                               BodyJacobian& jacobian) const = 0;
  /// The acceleration term of A ū: d²(A ū)/dt² = J q̈ + (dJ/dt) q̇; returns (dJ/dt) q̇.
  virtual Eigen::Vector3d rotate_acceleration_term(const BodyCoordinates& q, const BodyCoordinates& v,
                                                   const Eigen::Vector3d& u) const = 0;
  // Second derivatives of A ū, for the analytic Newton matrices of the implicit integrators (the
  // q-derivatives of C_qᵀλ, of C_q w and of γ: src/system/constraint_second_derivatives.cpp). The
  // defaults are those of linear kinematics (has_linear_kinematics(): every second derivative is
  // zero); a type whose A(q) ū is not linear in q overrides all three (the defaults throw for it).
  /// Σ_k y_k ∂²(A ū)_k/∂q², size() × size(), symmetric: the q-derivative of Jᵀ y at fixed y.
  virtual void rotate_hessian(const BodyCoordinates& q, const Eigen::Vector3d& u, const Eigen::Vector3d& y,
                              BodyMatrix& hessian) const;
  /// ∂(J w)/∂q at fixed w, 3 × size(): row k is (∂²(A ū)_k/∂q² w)ᵀ.
  virtual void rotate_rate_jacobian(const BodyCoordinates& q, const Eigen::Vector3d& u, const BodyCoordinates& w,
                                    BodyJacobian& jacobian) const;
  /// ∂/∂q of rotate_acceleration_term() at fixed q̇, 3 × size() (a third derivative of A ū; its
  /// q̇-derivative is 2 rotate_rate_jacobian(q, ū, q̇), as the term is the Hessian's quadratic form in q̇).
  virtual void rotate_acceleration_term_jacobian(const BodyCoordinates& q, const BodyCoordinates& v,
                                                 const Eigen::Vector3d& u, BodyJacobian& jacobian) const;
  /// ω = J_ω(q) q̇ in the ground frame, 3 × size(). Exact on the constraint manifold.
  virtual void angular_velocity_jacobian(const BodyCoordinates& q, BodyJacobian& jacobian) const = 0;

  // --- Quasi-velocities: the origin's velocity and the body-frame angular velocity -----------------
  // For the Gibbs–Appell formulation (formulations/gibbs_appell.hpp): w = (ṙ, ω̄), ṙ the origin's
  // velocity in the ground frame and ω̄ the angular velocity in the body frame (planar: ẋ, ẏ, ω).
  /// How many: 6 in space, 3 in the plane.
  int twist_size() const { return is_planar() ? 3 : 6; }
  /// B(q), size() × twist_size(): q̇ = B(q) w, built from velocities_from_twist().
  void twist_basis(const BodyCoordinates& q, Eigen::Ref<Eigen::MatrixXd> basis) const;
  /// c = Ḃ w: the coordinates' second derivative while w stays constant, at q moving with q̇ = v = B w
  /// whose body-frame angular velocity is ω̄ (planar: (0, 0, ω)), so that q̈ = B ẇ + c. The default
  /// throws Error{Kind::usage} naming the type: a type that gives it takes the quasi-velocity forms.
  virtual void twist_rate_term(const BodyCoordinates& q, const BodyCoordinates& v,
                               const Eigen::Vector3d& body_angular_velocity, Eigen::Ref<Eigen::VectorXd> term) const;

  // --- Inertia ------------------------------------------------------------------------------------
  /// Throws Error{Kind::model} when this coordinate type cannot represent the body's inertia
  /// (e.g. a singular NACF mass matrix).
  virtual void check_inertia(const Body& body) const {}
  /// Body mass matrix M_i(q) such that the kinetic energy is ½ q̇ᵀ M_i q̇.
  virtual void mass_matrix(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                           BodyMatrix& mass) const = 0;
  /// ∂(M(q) a)/∂q at fixed a, size() × size(): the mass term's part of an implicit integrator's Newton
  /// matrix. The default is that of a constant mass matrix (zero; it throws for a type whose M is not).
  virtual void mass_matrix_derivative(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                      const BodyCoordinates& a, BodyMatrix& derivative) const;
  /// Quadratic-velocity vector Q_v = ∂T/∂q − (dM/dt) q̇, so that M q̈ = Q_v + Q_e − C_qᵀλ.
  virtual void quadratic_velocity_forces(const RigidBodyInertia& inertia, const BodyCoordinates& q,
                                         const BodyCoordinates& v, BodyVector& forces) const = 0;

  // --- Intrinsic constraints (normalization of the rotational coordinates) ------------------------
  virtual void intrinsic_constraints(const BodyCoordinates& q, Eigen::Ref<Eigen::VectorXd> c) const = 0;
  virtual void intrinsic_jacobian(const BodyCoordinates& q, IntrinsicJacobian& jacobian) const = 0;
  /// False when entry (row, col) of intrinsic_jacobian() is zero at every q (e.g. every origin
  /// column), so that factorizations of blocks of C_q may leave it out of their structure.
  virtual bool intrinsic_jacobian_may_be_nonzero(int row, int col) const { return true; }
  /// The entries of intrinsic_jacobian() that intrinsic_jacobian_may_be_nonzero() declares, column by
  /// column (rows ascending), into `entries`: what the system writes into C_q at every evaluation.
  /// This default evaluates the whole matrix; a type may write the entries directly.
  virtual void intrinsic_jacobian_entries(const BodyCoordinates& q, double* entries) const {
    IntrinsicJacobian jacobian;
    intrinsic_jacobian(q, jacobian);
    for (int c = 0; c < size(); ++c)
      for (int r = 0; r < intrinsic_constraint_count(); ++r)
        if (intrinsic_jacobian_may_be_nonzero(r, c)) *entries++ = jacobian(r, c);
  }
  /// γ of the intrinsic constraints: C_q q̈ = γ = −(C_q q̇)_q q̇.
  virtual void intrinsic_gamma(const BodyCoordinates& q, const BodyCoordinates& v,
                               Eigen::Ref<Eigen::VectorXd> gamma) const = 0;
  /// Σ_k λ_k ∂²Φ_k/∂q², size() × size(), for the multipliers λ of the body's intrinsic rows.
  /// Every type here has quadratic intrinsic constraints, Φ_k = qᵀS_k q − c_k (unit and orthogonal
  /// axes, unit Euler parameters), whose Jacobian 2qᵀS_k is linear in q: then column j of the Hessian
  /// is Φ_q(e_j)ᵀλ, which this default computes. A type with other intrinsic constraints overrides it.
  virtual void intrinsic_hessian(const BodyCoordinates& q, const Eigen::Ref<const Eigen::VectorXd>& multipliers,
                                 BodyMatrix& hessian) const;
  /// ∂(Φ_q w)/∂q, intrinsic_constraint_count() × size(): row k is (∂²Φ_k/∂q² w)ᵀ. For quadratic
  /// Φ_k (see above) it is Φ_q evaluated at w, which this default computes.
  virtual void intrinsic_jacobian_derivative(const BodyCoordinates& q, const BodyCoordinates& w,
                                             IntrinsicJacobian& derivative) const {
    intrinsic_jacobian(w, derivative);
  }

 protected:
  /// Throws Error{Kind::usage} naming `what` unless has_linear_kinematics().
  void require_linear_kinematics(const char* what) const;
};

// --- Point kinematics, the same for every coordinate type (r = R + A ū) ---------------------------
inline Eigen::Vector3d point_position(const CoordinateType& type, const BodyCoordinates& q,
                                      const Eigen::Vector3d& u) {
  return type.origin(q) + type.rotate(q, u);
}
/// ∂r/∂q = [I | ∂(A ū)/∂θ] (I is 3 × 2 with a zero z row for a planar type).
inline void point_jacobian(const CoordinateType& type, const BodyCoordinates& q,
                           const Eigen::Vector3d& u, BodyJacobian& jacobian) {
  type.rotate_jacobian(q, u, jacobian);
  const int t = type.translation_size();
  jacobian.leftCols(t).setIdentity();
}

}  // namespace mbdae
