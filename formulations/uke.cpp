#include "formulations/uke.hpp"

namespace mbdae {

UdwadiaKalabaFormulation::UdwadiaKalabaFormulation(const EquationsOfMotion& system, LinearAlgebra algebra)
    : AccelerationFormulation(system, algebra == LinearAlgebra::dense) {
  if (algebra == LinearAlgebra::sparse) {
    sparse_ = std::make_unique<AugmentedFormulation>(require_global_coordinates(system, "uke's sparse form"),
                                                     LinearAlgebra::sparse, RedundantConstraints::minimum_norm);
    return;
  }
  mass_ = system.make_mass_matrix();
  auxiliary_mass_.resize(n_, n_);
  auxiliary_factor_ = Eigen::LLT<Eigen::MatrixXd>(n_);
  inverse_jacobian_t_.resize(n_, m_);
  kinetic_.resize(m_, m_);
  pseudo_inverse_.resize(m_, m_, kRankTolerance);
  auxiliary_forces_.resize(n_);
  error_.resize(m_);
  if (system.has_constant_mass_matrix()) system.mass_matrix(Eigen::VectorXd::Zero(n_), mass_);
}

void UdwadiaKalabaFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                     Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  if (sparse_) {
    ++evaluations_;
    sparse_->solve(t, q, v, acceleration, multipliers);
    return;
  }
  evaluate_system(t, q, v);
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q, mass_);

  // M̄ = M + C_qᵀ C_q, Q̄ = Q + C_qᵀ Q_d
  auxiliary_mass_.noalias() = jacobian_dense_.transpose() * jacobian_dense_;
  for (int col = 0; col < mass_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(mass_, col); it; ++it) auxiliary_mass_(it.row(), col) += it.value();
  auxiliary_forces_ = forces_;
  auxiliary_forces_.noalias() += jacobian_dense_.transpose() * gamma_;

  auxiliary_factor_.compute(auxiliary_mass_);
  if (auxiliary_factor_.info() != Eigen::Success)
    throw Error(Error::Kind::numerical,
                "the Udwadia-Kalaba matrix M + C_q^T C_q is not positive definite: the mass matrix is "
                "singular on motions the constraints allow",
                {}, {}, t);
  acceleration = auxiliary_forces_;
  auxiliary_factor_.solveInPlace(acceleration);  // ā
  if (m_ == 0) {  // an open tree in relative coordinates: M q̈ = Q
    multipliers.resize(0);
    return;
  }
  inverse_jacobian_t_ = jacobian_dense_.transpose();
  auxiliary_factor_.solveInPlace(inverse_jacobian_t_);
  kinetic_.noalias() = jacobian_dense_ * inverse_jacobian_t_;  // K̄
  error_ = gamma_;
  error_.noalias() -= jacobian_dense_ * acceleration;  // ē_c

  pseudo_inverse_.factor(kinetic_);
  multipliers.resize(m_);
  pseudo_inverse_.solve(error_, multipliers);          // the paper's v = K̄⁺ ē_c
  acceleration.noalias() += inverse_jacobian_t_ * multipliers;  // q̈ = ā + M̄⁻¹ C_qᵀ v
  multipliers = -multipliers;
}

}  // namespace mbdae
