#include "formulations/nullspace.hpp"

namespace mbdae {

NullSpaceFormulation::NullSpaceFormulation(const EquationsOfMotion& system, LinearAlgebra algebra)
    : AccelerationFormulation(system, /*dense_jacobian=*/algebra == LinearAlgebra::dense),
      mass_(system.make_mass_matrix()),
      // The dense form's buffers; empty for the sparse form, which has its own.
      jacobian_t_decomposition_(dense_jacobian_ ? n_ : 0, dense_jacobian_ ? m_ : 0),
      orthogonal_factor_(Eigen::MatrixXd::Identity(dense_jacobian_ ? n_ : 0, dense_jacobian_ ? n_ : 0)),
      householder_workspace_(dense_jacobian_ ? n_ : 0),
      mass_times_basis_(dense_jacobian_ ? n_ : 0, dense_jacobian_ ? n_ : 0),
      reduced_mass_(dense_jacobian_ ? n_ : 0, dense_jacobian_ ? n_ : 0),
      unbalanced_forces_(n_),
      independent_accelerations_(n_) {
  if (algebra == LinearAlgebra::sparse) {
    sparse_ = std::make_unique<PartitionedNullSpaceFormulation>(system);
    return;
  }
  jacobian_t_decomposition_.setThreshold(kRankTolerance);
  if (system.has_constant_mass_matrix()) system.mass_matrix(Eigen::VectorXd::Zero(n_), mass_);
}

void NullSpaceFormulation::decompose_constraint_jacobian() {
  if (m_ == 0) {  // no constraints: every direction is free, N = I (set in the constructor)
    constraint_rank_ = 0;
    return;
  }
  // C_qᵀ P = Q_C R (column-pivoted QR, then COD): the columns of Q_C after the first r are orthogonal
  // to every row of C_q, so they are an orthonormal basis of its null space.
  jacobian_t_decomposition_.compute(jacobian_dense_.transpose());
  constraint_rank_ = static_cast<int>(jacobian_t_decomposition_.rank());
  jacobian_t_decomposition_.householderQ().evalTo(orthogonal_factor_, householder_workspace_);
}

void NullSpaceFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  if (sparse_) {
    ++evaluations_;
    sparse_->solve(t, q, v, acceleration, multipliers);
    return;
  }
  evaluate_system(t, q, v);
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q, mass_);
  decompose_constraint_jacobian();
  const int free_directions = n_ - constraint_rank_;  // n − r
  const Eigen::Ref<const Eigen::MatrixXd> basis = null_space_basis();

  // Particular solution q̈_p = C_q⁺ γ: C_q = (C_qᵀ)ᵀ, so it is the decomposition's transposed solve,
  // the minimum-norm least-squares solution of C_q q̈ = γ.
  acceleration.resize(n_);  // no-op when the caller's buffer has the size already
  if (m_ > 0)
    acceleration = jacobian_t_decomposition_.transpose().solve(gamma_);
  else
    acceleration.setZero();

  // Maggi's equations (paper 004 §5.4): Nᵀ M N z = Nᵀ (Q − M q̈_p).
  unbalanced_forces_ = forces_;
  unbalanced_forces_.noalias() -= mass_ * acceleration;
  if (free_directions > 0) {
    auto mass_times_basis = mass_times_basis_.leftCols(free_directions);
    mass_times_basis.noalias() = mass_ * basis;
    // Cholesky in place on the leading corner of the preallocated buffer (an LLT of a Ref does not
    // copy), so the size may follow the rank without reallocating.
    Eigen::Ref<Eigen::MatrixXd> reduced_mass = reduced_mass_.topLeftCorner(free_directions, free_directions);
    reduced_mass.noalias() = basis.transpose() * mass_times_basis;
    auto z = independent_accelerations_.head(free_directions);
    z.noalias() = basis.transpose() * unbalanced_forces_;
    const Eigen::LLT<Eigen::Ref<Eigen::MatrixXd>> reduced_mass_factor(reduced_mass);
    if (reduced_mass_factor.info() != Eigen::Success)
      throw Error(Error::Kind::numerical,
                  "the reduced mass matrix N^T M N of Maggi's equations is not positive definite: the mass "
                  "matrix is singular on motions the constraints allow",
                  {}, {}, t);
    reduced_mass_factor.solveInPlace(z);
    acceleration.noalias() += basis * z;  // q̈ = q̈_p + N z
    unbalanced_forces_.noalias() -= mass_times_basis * z;  // now Q − M q̈
  }

  // Multipliers from M q̈ + C_qᵀ λ = Q: the minimum-norm least-squares solution of C_qᵀ λ = Q − M q̈
  // (consistent, since Nᵀ (Q − M q̈) = 0 is exactly Maggi's equations).
  multipliers.resize(m_);
  if (m_ > 0) multipliers = jacobian_t_decomposition_.solve(unbalanced_forces_);
}

}  // namespace mbdae
