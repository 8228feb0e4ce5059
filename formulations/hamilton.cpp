#include "formulations/hamilton.hpp"

namespace mbdae {

CanonicalMomentumFormulation::CanonicalMomentumFormulation(const EquationsOfMotion& system)
    : AccelerationFormulation(system),
      bodies_([&]() -> const MultibodySystem& {
        const auto* bodies = dynamic_cast<const MultibodySystem*>(&system);
        if (!bodies)
          throw Error(Error::Kind::usage, "formulation hamilton takes global coordinates (its kinetic energy's "
                                          "gradient is written body by body), not `coordinates=" +
                                              system.coordinates_name() + "`");
        return *bodies;
      }()),
      regularize_(bodies_.mass_needs_regularization()),
      constant_mass_(system.has_constant_mass_matrix()),
      mass_(system.make_mass_matrix()),
      augmented_mass_(n_, n_),
      mass_factor_(n_),
      inverse_mass_jacobian_t_(n_, m_),
      schur_(m_, m_),
      time_derivative_(m_),
      applied_(n_),
      inertia_(n_),
      gradient_(n_),
      schur_rhs_(m_),
      acceleration_(n_) {
  if (regularize_)
    for (int r = 0; r < system.holonomic_constraint_count(); ++r)
      if (system.joint_of_row(r) < 0) normalization_rows_.push_back(r);
}

void CanonicalMomentumFormulation::factor(double t, const Eigen::VectorXd& q) {
  if (!q.allFinite())
    throw Error(Error::Kind::numerical, "the state is not finite: the integration diverged (reduce the step or "
                                        "use an implicit method)", {}, {}, t);
  system_.constraint_jacobian(t, q, jacobian_);
  copy_stored_entries(jacobian_, jacobian_dense_);
  system_.constraint_time_derivative(t, q, time_derivative_);
  if (!(constant_mass_ && mass_factored_)) {
    system_.mass_matrix(q, mass_);
    augmented_mass_.setZero();
    for (int col = 0; col < mass_.outerSize(); ++col)
      for (SparseMatrix::InnerIterator it(mass_, col); it; ++it) augmented_mass_(it.row(), col) = it.value();
    for (int r : normalization_rows_)
      augmented_mass_.noalias() += jacobian_dense_.row(r).transpose() * jacobian_dense_.row(r);
    mass_factor_.compute(augmented_mass_);
    if (mass_factor_.info() != Eigen::Success)
      throw Error(Error::Kind::numerical,
                  "the mass matrix M (with the normalizations' C_q^T C_q) is not positive definite", {}, {}, t);
    mass_factored_ = true;
  }
  if (m_ == 0) return;  // Eigen's solves take no empty right-hand sides
  inverse_mass_jacobian_t_ = jacobian_dense_.transpose();
  mass_factor_.solveInPlace(inverse_mass_jacobian_t_);
  schur_.noalias() = jacobian_dense_ * inverse_mass_jacobian_t_;
  if (!schur_factor_.factor(schur_) || schur_factor_.pivots().minCoeff() < 1e-7 * schur_factor_.pivots().maxCoeff())
    throw SingularConstraintMatrix("the saddle-point matrix of the canonical equations is singular (dense "
                                   "factorization of C_q M^-1 C_q^T)",
                                   t);
}

void CanonicalMomentumFormulation::project(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta,
                                           Eigen::VectorXd& velocities) {
  if (!momenta.allFinite())
    throw Error(Error::Kind::numerical, "the momenta are not finite: the integration diverged (reduce the step or "
                                        "use an implicit method)", {}, {}, t);
  // M̂ q̇ + C_qᵀμ = p, C_q q̇ = −C_t:  S μ = C_q M̂⁻¹ p + C_t,  q̇ = M̂⁻¹ p − Y μ.
  velocities = momenta;
  mass_factor_.solveInPlace(velocities);
  if (m_ == 0) return;
  schur_rhs_.noalias() = jacobian_dense_ * velocities;
  schur_rhs_ += time_derivative_;
  schur_factor_.solve_in_place(schur_rhs_);
  velocities.noalias() -= inverse_mass_jacobian_t_ * schur_rhs_;
}

void CanonicalMomentumFormulation::accelerations(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  ++evaluations_;
  system_.gamma(t, q, v, gamma_);
  bodies_.applied_forces(t, q, v, applied_);
  bodies_.quadratic_velocity_forces(q, v, inertia_);
  if (!applied_.allFinite() || !inertia_.allFinite() || !gamma_.allFinite())
    throw Error(Error::Kind::numerical, "the forces or the constraints' acceleration terms are not finite: the "
                                        "integration diverged (reduce the step or use an implicit method)", {}, {}, t);
  // Q̂ = Q_v + Q_e + Φ_Nᵀγ_N; S λ = C_q M̂⁻¹ Q̂ − γ; q̈ = M̂⁻¹ Q̂ − Y λ.
  acceleration = applied_;
  acceleration += inertia_;
  for (int r : normalization_rows_) acceleration.noalias() += gamma_[r] * jacobian_dense_.row(r).transpose();
  mass_factor_.solveInPlace(acceleration);
  if (m_ == 0) {
    multipliers.resize(0);
    return;
  }
  multipliers.noalias() = jacobian_dense_ * acceleration;
  multipliers -= gamma_;
  schur_factor_.solve_in_place(multipliers);
  acceleration.noalias() -= inverse_mass_jacobian_t_ * multipliers;
}

void CanonicalMomentumFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  if (!v.allFinite())
    throw Error(Error::Kind::numerical, "the state is not finite: the integration diverged (reduce the step or "
                                        "use an implicit method)", {}, {}, t);
  factor(t, q);
  accelerations(t, q, v, acceleration, multipliers);
}

void CanonicalMomentumFormulation::velocity_variable(double, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                     Eigen::VectorXd& momenta) {
  system_.mass_matrix(q, mass_);
  momenta.resize(n_);
  momenta.noalias() = mass_ * v;
}

void CanonicalMomentumFormulation::rates(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta,
                                         Eigen::VectorXd& velocities, Eigen::VectorXd& momentum_rate,
                                         Eigen::VectorXd& multipliers) {
  factor(t, q);
  project(t, q, momenta, velocities);
  accelerations(t, q, velocities, acceleration_, multipliers);
  // ṗ = ∂T/∂q + Q_e − C_qᵀλ (paper 004, eq. (48) with the constraint forces).
  bodies_.kinetic_energy_gradient(q, velocities, gradient_);
  momentum_rate = gradient_;
  momentum_rate += applied_;
  if (m_ > 0) momentum_rate.noalias() -= jacobian_dense_.transpose() * multipliers;
}

void CanonicalMomentumFormulation::velocities(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta,
                                              Eigen::VectorXd& velocities) {
  factor(t, q);
  project(t, q, momenta, velocities);
}

}  // namespace mbdae
