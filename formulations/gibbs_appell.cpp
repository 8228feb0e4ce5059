#include "formulations/gibbs_appell.hpp"

#include <array>

#include "core/skew.hpp"
#include "system/sparse_blocks.hpp"

namespace mbdae {

namespace {

// A body's normalization rows: at most kMaxIntrinsicConstraints, so fixed-capacity matrices.
using IntrinsicGram =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxIntrinsicConstraints, kMaxIntrinsicConstraints>;
using IntrinsicVector = Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxIntrinsicConstraints, 1>;

const MultibodySystem& global_system(const EquationsOfMotion& system) {
  const auto* bodies = dynamic_cast<const MultibodySystem*>(&system);
  if (bodies == nullptr)
    throw Error(Error::Kind::usage, "formulation gibbs-appell takes global coordinates (a block of coordinates per "
                                    "body, whose quasi-velocities it uses), not " + system.coordinates_name());
  return *bodies;
}

}  // namespace

GibbsAppellFormulation::GibbsAppellFormulation(const EquationsOfMotion& system)
    : AccelerationFormulation(system),
      bodies_(global_system(system)),
      twist_size_(bodies_.coordinates().twist_size()),
      rigid_quasi_count_(bodies_.body_count() * twist_size_),
      elastic_start_(bodies_.body_count() * bodies_.coordinates().size()),
      quasi_count_(rigid_quasi_count_ + n_ - elastic_start_),
      intrinsic_count_(bodies_.intrinsic_constraint_count()),
      basis_(Eigen::MatrixXd::Zero(n_, quasi_count_)),
      rate_term_(Eigen::VectorXd::Zero(n_)),
      quasi_velocity_(quasi_count_),
      quasi_mass_(Eigen::MatrixXd::Zero(quasi_count_, quasi_count_)),
      quasi_forces_(quasi_count_),
      quasi_jacobian_(m_ - intrinsic_count_, quasi_count_),
      quasi_gamma_(m_ - intrinsic_count_),
      mass_factor_(quasi_count_),
      inverse_mass_jacobian_t_(quasi_count_, m_ - intrinsic_count_),
      schur_(m_ - intrinsic_count_, m_ - intrinsic_count_),
      schur_factor_(m_ - intrinsic_count_),
      quasi_acceleration_(quasi_count_),
      joint_multipliers_(m_ - intrinsic_count_),
      mass_(system.make_mass_matrix()),
      residual_(n_) {
  // The elastic coordinates are their own quasi-velocities: B's block for them is the identity.
  for (int i = elastic_start_; i < n_; ++i) basis_(i, rigid_quasi_count_ + i - elastic_start_) = 1.0;
  flexible_of_body_.assign(bodies_.body_count(), -1);
  for (std::size_t f = 0; f < system.model().flexible_bodies.size(); ++f) {
    flexible_of_body_[system.model().flexible_bodies[f].body] = static_cast<int>(f);
    const int size = 6 + bodies_.elastic_size(static_cast<int>(f));
    flexible_mass_.emplace_back(size, size);
    flexible_inertia_.emplace_back(size);
  }
  // A coordinate type without the quasi-velocity maps says so now, not at the first step.
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  const int s = bodies_.coordinates().size();
  if (bodies_.body_count() > 0)
    bodies_.coordinates().twist_rate_term(q.segment(0, s), v.segment(0, s), Eigen::Vector3d::Zero(),
                                          rate_term_.segment(0, s));
}

void GibbsAppellFormulation::flexible_quasi_terms(int body, int flexible, const Eigen::VectorXd& q,
                                                  const Eigen::VectorXd& v, const Eigen::Vector3d& omega,
                                                  const std::array<int, 6>& entries) {
  const int o = bodies_.body_offset(body), s = bodies_.coordinates().size(), k = body * twist_size_;
  const int e = bodies_.elastic_offset(flexible), n = bodies_.elastic_size(flexible);
  const int quasi_e = rigid_quasi_count_ + e - elastic_start_;  // where δ̇ sits in w
  Eigen::MatrixXd& mass_w = flexible_mass_[flexible];
  Eigen::VectorXd& inertia_w = flexible_inertia_[flexible];
  bodies_.floating_frame(flexible).gibbs_appell_terms(q.segment(o, s), q.segment(e, n), v.segment(e, n), omega, mass_w,
                                                      inertia_w);
  // The frame's twist (its entries of the spatial (ṙ, ω̄)), then δ̇ at 6 … 6 + n − 1.
  const auto index = [&](int i) { return i < twist_size_ ? entries[i] : 6 + i - twist_size_; };
  const auto quasi = [&](int i) { return i < twist_size_ ? k + i : quasi_e + i - twist_size_; };
  const int size = twist_size_ + n;
  for (int i = 0; i < size; ++i) {
    for (int j = 0; j < size; ++j) quasi_mass_(quasi(i), quasi(j)) = mass_w(index(i), index(j));
    const double applied = i < twist_size_ ? basis_.col(k + i).segment(o, s).dot(forces_.segment(o, s))
                                           : forces_[e + i - twist_size_];
    quasi_forces_[quasi(i)] = applied - inertia_w[index(i)];
  }
  quasi_velocity_.segment(quasi_e, n) = v.segment(e, n);
}

void GibbsAppellFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                   Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  ++evaluations_;
  if (!q.allFinite() || !v.allFinite())
    throw Error(Error::Kind::numerical, "the state is not finite: the integration diverged (reduce the step or "
                                        "use an implicit method)", {}, {}, t);
  const CoordinateType& type = bodies_.coordinates();
  const int s = type.size(), tw = twist_size_, joints = m_ - intrinsic_count_;
  const bool planar = type.is_planar();
  // The planar quasi-velocities (ẋ, ẏ, ω) are entries 0, 1 and 5 of the spatial (ṙ, ω̄).
  const std::array<int, 6> entries = planar ? std::array<int, 6>{0, 1, 5, 0, 0, 0} : std::array<int, 6>{0, 1, 2, 3, 4, 5};

  bodies_.applied_forces(t, q, v, forces_);  // Q_e
  bodies_.gamma_and_jacobian(t, q, v, gamma_, jacobian_);
  if (!forces_.allFinite() || !gamma_.allFinite())
    throw Error(Error::Kind::numerical, "the forces or the constraints' acceleration terms are not finite: the "
                                        "integration diverged (reduce the step or use an implicit method)", {}, {}, t);
  copy_stored_entries(jacobian_, jacobian_dense_);

  BodyJacobian angular;
  for (int b = 0; b < bodies_.body_count(); ++b) {
    const int o = bodies_.body_offset(b), k = b * tw;
    const BodyCoordinates qb = q.segment(o, s), vb = v.segment(o, s);
    const Eigen::Matrix3d A = type.rotation(qb);
    type.twist_basis(qb, basis_.block(o, k, s, tw));
    // w_b: the origin's velocity (ground frame) and the angular velocity in the body frame.
    type.angular_velocity_jacobian(qb, angular);
    const Eigen::Vector3d omega = A.transpose() * (angular * vb);
    Eigen::Matrix<double, 6, 1> w = Eigen::Matrix<double, 6, 1>::Zero();
    w.head(type.translation_size()) = vb.head(type.translation_size());
    w.tail<3>() = omega;
    for (int i = 0; i < tw; ++i) quasi_velocity_[k + i] = w[entries[i]];
    type.twist_rate_term(qb, vb, omega, rate_term_.segment(o, s));

    if (const int f = flexible_of_body_[b]; f >= 0) {
      flexible_quasi_terms(b, f, q, v, omega, entries);
      continue;
    }
    // ∂S/∂ẇ = M_w ẇ + h_w (file comment), in space; the plane keeps entries (0, 1, 5).
    const RigidBodyInertia& inertia = bodies_.model().bodies[b].inertia;
    const double m = inertia.mass;
    const Eigen::Vector3d& c = inertia.center_of_mass;
    const Eigen::Vector3d mc = m * c;
    const Eigen::Matrix3d inertia_origin =
        inertia.inertia_about_com + m * (c.squaredNorm() * Eigen::Matrix3d::Identity() - c * c.transpose());
    Eigen::Matrix<double, 6, 6> mass_w;
    mass_w.topLeftCorner<3, 3>() = m * Eigen::Matrix3d::Identity();
    mass_w.topRightCorner<3, 3>() = -A * skew(mc);
    mass_w.bottomLeftCorner<3, 3>() = skew(mc) * A.transpose();
    mass_w.bottomRightCorner<3, 3>() = inertia_origin;
    Eigen::Matrix<double, 6, 1> inertia_w;
    inertia_w.head<3>() = A * omega.cross(omega.cross(mc));
    inertia_w.tail<3>() = omega.cross(inertia_origin * omega);
    for (int i = 0; i < tw; ++i) {
      for (int j = 0; j < tw; ++j) quasi_mass_(k + i, k + j) = mass_w(entries[i], entries[j]);
      quasi_forces_[k + i] = basis_.col(k + i).segment(o, s).dot(forces_.segment(o, s)) - inertia_w[entries[i]];
    }
  }

  // Off the constraints, as a run without a correction drifts, c = Ḃw keeps Φ_q q̈ = γ_Φ only where
  // v = B w: for a unit vector u of NACF, c_u = ω × u̇ gives d²(u·u)/dt² = 2 (ω × u)·e with e = u̇ − ω × u
  // the velocity's part outside the twists, a force on the drift that grows with it (C_q v went from
  // 1e-7 to 4e-5 m/s over 5 s on the triple pendulum under CVODE BDF at rtol 1e-10, 350 times AF's).
  // Since Φ_q B = 0 at every q, adding to c the least change δ with Φ_q δ = γ_Φ − Φ_q c makes
  // q̈ = c + δ + B ẇ hold the normalization rows' acceleration equation whatever ẇ the joints need; on
  // the constraints δ is round-off. Body by body, fixed-capacity matrices: nothing allocates.
  if (intrinsic_count_ > 0) {
    const int rows = intrinsic_count_ / bodies_.body_count();
    for (int b = 0; b < bodies_.body_count(); ++b) {
      const int o = bodies_.body_offset(b);
      const IntrinsicJacobian phi = jacobian_dense_.block(b * rows, o, rows, s);
      const IntrinsicGram gram = phi * phi.transpose();
      IntrinsicVector mismatch = gamma_.segment(b * rows, rows);
      mismatch.noalias() -= phi * rate_term_.segment(o, s);
      rate_term_.segment(o, s).noalias() += phi.transpose() * gram.ldlt().solve(mismatch);
    }
  }

  // The joints' rows in quasi-velocities: C_w = C_q B, γ_w = γ − C_q c.
  quasi_jacobian_.noalias() = jacobian_dense_.bottomRows(joints) * basis_;
  quasi_gamma_ = gamma_.tail(joints);
  quasi_gamma_.noalias() -= jacobian_dense_.bottomRows(joints) * rate_term_;

  mass_factor_.compute(quasi_mass_);
  if (mass_factor_.info() != Eigen::Success)
    throw Error(Error::Kind::numerical, "the quasi-velocity mass matrix of Gibbs-Appell's equations is not positive "
                                        "definite: a body has no mass or a singular inertia", {}, {}, t);
  inverse_mass_jacobian_t_ = quasi_jacobian_.transpose();
  mass_factor_.solveInPlace(inverse_mass_jacobian_t_);
  quasi_acceleration_ = quasi_forces_;
  mass_factor_.solveInPlace(quasi_acceleration_);  // M_w⁻¹ f
  if (joints > 0) {
    schur_.noalias() = quasi_jacobian_ * inverse_mass_jacobian_t_;
    schur_factor_.compute(schur_);
    if (schur_factor_.info() != Eigen::Success)
      throw SingularConstraintMatrix("the saddle-point matrix of Gibbs-Appell's equations is singular (dense "
                                     "factorization of C_w M_w^-1 C_w^T)", t);
    // S λ = C_w M_w⁻¹ f − γ_w, solved in place (a solve into its own right-hand side would allocate).
    joint_multipliers_.noalias() = quasi_jacobian_ * quasi_acceleration_;
    joint_multipliers_ -= quasi_gamma_;
    schur_factor_.solveInPlace(joint_multipliers_);
    quasi_acceleration_.noalias() -= inverse_mass_jacobian_t_ * joint_multipliers_;
  }
  acceleration = rate_term_;
  acceleration.noalias() += basis_ * quasi_acceleration_;

  multipliers.resize(m_);
  multipliers.tail(joints) = joint_multipliers_;
  if (intrinsic_count_ == 0) return;
  // The normalization rows' multipliers from Lagrange's equations (file comment).
  bodies_.generalized_forces(t, q, v, residual_);
  bodies_.mass_matrix(q, mass_);
  residual_.noalias() -= mass_ * acceleration;
  residual_.noalias() -= jacobian_dense_.bottomRows(joints).transpose() * joint_multipliers_;
  const int rows = intrinsic_count_ / bodies_.body_count();
  for (int b = 0; b < bodies_.body_count(); ++b) {
    const int o = bodies_.body_offset(b);
    // Fixed-capacity matrices: nothing allocates in the time loop.
    const IntrinsicJacobian phi = jacobian_dense_.block(b * rows, o, rows, s);
    const IntrinsicGram gram = phi * phi.transpose();
    const IntrinsicVector projected = phi * residual_.segment(o, s);
    multipliers.segment(b * rows, rows) = gram.ldlt().solve(projected);
  }
}

}  // namespace mbdae
