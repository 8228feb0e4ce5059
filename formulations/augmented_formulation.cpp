#include "formulations/augmented_formulation.hpp"

#include <sstream>

namespace mbdae {

AugmentedFormulation::AugmentedFormulation(const MultibodySystem& system)
    : AccelerationFormulation(system),
      constant_mass_(system.coordinates().has_constant_mass_matrix()),
      augment_with_normalization_(system.mass_needs_regularization()),
      mass_factors_(system.body_count()),
      mass_inverse_jacobian_t_(n_, m_),
      schur_(m_, m_),
      schur_factor_(m_),
      augmented_forces_(n_),
      free_acceleration_(n_),
      schur_rhs_(m_) {
  if (constant_mass_) factor_mass_blocks(Eigen::VectorXd::Zero(n_));
}

void AugmentedFormulation::factor_mass_blocks(const Eigen::VectorXd& q) {
  BodyMatrix block;
  for (int b = 0; b < system_.body_count(); ++b) {
    system_.regularized_body_mass_matrix(b, q, block);
    mass_factors_[b].compute(block);
    if (mass_factors_[b].info() != Eigen::Success)
      throw Error(Error::Kind::numerical, "the mass matrix block is not positive definite", {},
                  "body '" + system_.model().bodies[b].name + "'");
  }
}

void AugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  if (!constant_mass_) factor_mass_blocks(q);

  augmented_forces_ = forces_;
  const int size = system_.coordinates().size();
  const int k = system_.coordinates().intrinsic_constraint_count();
  if (augment_with_normalization_)  // Q̂ = Q + Φ_qᵀ γ_Φ (the intrinsic rows come first in C and γ)
    for (int b = 0; b < system_.body_count(); ++b)
      augmented_forces_.segment(system_.body_offset(b), size).noalias() +=
          jacobian_dense_.block(b * k, system_.body_offset(b), k, size).transpose() * gamma_.segment(b * k, k);

  // M̂⁻¹ C_qᵀ and M̂⁻¹ Q̂, body block by body block.
  for (int b = 0; b < system_.body_count(); ++b) {
    const int offset = system_.body_offset(b);
    auto columns = mass_inverse_jacobian_t_.middleRows(offset, size);
    columns = jacobian_dense_.middleCols(offset, size).transpose();
    mass_factors_[b].solveInPlace(columns);
    auto free = free_acceleration_.segment(offset, size);
    free = augmented_forces_.segment(offset, size);
    mass_factors_[b].solveInPlace(free);
  }
  schur_.noalias() = jacobian_dense_ * mass_inverse_jacobian_t_;
  schur_rhs_.noalias() = jacobian_dense_ * free_acceleration_;
  schur_rhs_ -= gamma_;
  schur_factor_.compute(schur_);
  // LLT reports only non-positive pivots; a pivot tiny against the largest one means singular too.
  const auto pivots = schur_factor_.matrixLLT().diagonal().cwiseAbs();
  if (schur_factor_.info() != Eigen::Success || (m_ > 0 && pivots.minCoeff() < 1e-7 * pivots.maxCoeff()))
    throw Error(Error::Kind::numerical,
                "the augmented (saddle-point) matrix is singular: the constraints are redundant or the "
                "mechanism is in a singular position (try --formulation uke)",
                {}, {}, t);
  multipliers = schur_factor_.solve(schur_rhs_);
  acceleration = free_acceleration_;
  acceleration.noalias() -= mass_inverse_jacobian_t_ * multipliers;
}

}  // namespace mbdae
