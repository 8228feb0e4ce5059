#include "formulations/augmented_formulation.hpp"

#include <limits>

namespace mbdae {

AugmentedFormulation::AugmentedFormulation(const MultibodySystem& system)
    : AccelerationFormulation(system),
      constant_mass_(system.coordinates().has_constant_mass_matrix()),
      augment_with_normalization_(system.mass_needs_regularization()),
      blocks_(system.body_count()),
      schur_(m_, m_),
      schur_factor_(m_),
      augmented_forces_(n_),
      schur_rhs_(m_) {
  const int size = system.coordinates().size();
  for (int b = 0; b < system.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.jacobian.resize(rows, size);
    block.inverse_mass_jacobian_t.resize(size, rows);
    block.product.resize(rows, rows);
    block.local_rhs.resize(rows);
    block.local_multipliers.resize(rows);
  }
  if (constant_mass_) invert_mass_blocks(std::numeric_limits<double>::quiet_NaN(), Eigen::VectorXd::Zero(n_));
}

void AugmentedFormulation::invert_mass_blocks(double t, const Eigen::VectorXd& q) {
  BodyMatrix mass;
  for (int b = 0; b < system_.body_count(); ++b) {
    system_.regularized_body_mass_matrix(b, q, mass);
    Eigen::LLT<BodyMatrix> factor(mass);
    if (factor.info() != Eigen::Success)
      throw Error(Error::Kind::numerical,
                  "the mass matrix block is not positive definite (with valid inertia data this means the "
                  "state has diverged: shorten the step or use an implicit integrator)",
                  {}, "body '" + system_.model().bodies[b].name + "'", t);
    blocks_[b].inverse_mass.setIdentity(mass.rows(), mass.cols());
    factor.solveInPlace(blocks_[b].inverse_mass);
  }
}

void AugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  if (!constant_mass_) invert_mass_blocks(t, q);

  augmented_forces_ = forces_;
  const int size = system_.coordinates().size();
  const int k = system_.coordinates().intrinsic_constraint_count();
  if (augment_with_normalization_)  // Q̂ = Q + Φ_qᵀ γ_Φ (the intrinsic rows come first in C and γ)
    for (int b = 0; b < system_.body_count(); ++b)
      augmented_forces_.segment(system_.body_offset(b), size).noalias() +=
          jacobian_dense_.block(b * k, system_.body_offset(b), k, size).transpose() * gamma_.segment(b * k, k);

  schur_.setZero();
  schur_rhs_ = -gamma_;
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const std::vector<int>& rows = *block.rows;
    const int offset = system_.body_offset(b);
    const int count = static_cast<int>(rows.size());
    for (int i = 0; i < count; ++i) block.jacobian.row(i) = jacobian_dense_.block(rows[i], offset, 1, size);
    block.inverse_mass_jacobian_t.noalias() = block.inverse_mass * block.jacobian.transpose();
    block.product.noalias() = block.jacobian * block.inverse_mass_jacobian_t;
    block.free_acceleration.noalias() = block.inverse_mass * augmented_forces_.segment(offset, size);
    block.local_rhs.noalias() = block.jacobian * block.free_acceleration;
    for (int i = 0; i < count; ++i) {
      schur_rhs_[rows[i]] += block.local_rhs[i];
      for (int j = 0; j < count; ++j) schur_(rows[i], rows[j]) += block.product(i, j);
    }
  }
  schur_factor_.compute(schur_);
  // LLT reports only non-positive pivots; a pivot tiny against the largest one means singular too.
  const auto pivots = schur_factor_.matrixLLT().diagonal().cwiseAbs();
  if (schur_factor_.info() != Eigen::Success || (m_ > 0 && pivots.minCoeff() < 1e-7 * pivots.maxCoeff()))
    throw Error(Error::Kind::numerical,
                "the augmented (saddle-point) matrix is singular: the constraints are redundant or the "
                "mechanism is in a singular position (try --formulation uke)",
                {}, {}, t);
  multipliers = schur_rhs_;
  schur_factor_.solveInPlace(multipliers);

  // q̈_b = M̂_b⁻¹ Q̂_b − Y_b λ[R_b]
  acceleration.resize(n_);  // no-op when the caller's buffer has the size already
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const std::vector<int>& rows = *block.rows;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) block.local_multipliers[i] = multipliers[rows[i]];
    auto body_acceleration = acceleration.segment(system_.body_offset(b), size);
    body_acceleration = block.free_acceleration;
    body_acceleration.noalias() -= block.inverse_mass_jacobian_t * block.local_multipliers;
  }
}

}  // namespace mbdae
