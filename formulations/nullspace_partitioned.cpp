#include "formulations/nullspace_partitioned.hpp"

#include <algorithm>
#include <cmath>

namespace mbdae {

PartitionedNullSpaceFormulation::PartitionedNullSpaceFormulation(const EquationsOfMotion& system)
    : AccelerationFormulation(system, /*dense_jacobian=*/false),
      mass_(system.make_mass_matrix()),
      unbalanced_forces_(n_) {
  if (system.has_constant_mass_matrix()) system.mass_matrix(Eigen::VectorXd::Zero(n_), mass_);
}

void PartitionedNullSpaceFormulation::adopt_partition(double t) {
  partition_ = choose_partition_sparse(jacobian_, t);
  ++partitions_chosen_;
  const int r = static_cast<int>(partition_.rows.size()), free = n_ - r;
  block_entries_ = dependent_block_entries(system_, jacobian_, partition_.rows, partition_.dependent);
  block_ = dependent_block_pattern(block_entries_, r);
  fresh_block_ = true;

  // Where each kept row's, and each left-out row's, entries of C_q are, by column kind.
  const std::vector<char>& may_be_nonzero = system_.jacobian_may_be_nonzero();
  std::vector<int> kept(m_, -1), left_out(m_, -1), dependent_column(n_, -1), independent_column(n_, -1);
  for (int i = 0; i < r; ++i) kept[partition_.rows[i]] = i;
  left_out_rows_.clear();
  for (int k = 0; k < m_; ++k)
    if (kept[k] < 0) {
      left_out[k] = static_cast<int>(left_out_rows_.size());
      left_out_rows_.push_back(k);
    }
  for (int j = 0; j < r; ++j) dependent_column[partition_.dependent[j]] = j;
  for (int j = 0; j < free; ++j) independent_column[partition_.independent[j]] = j;
  independent_entries_.clear();
  kept_row_sources_.clear();
  left_out_entries_.clear();
  for (int col = 0; col < n_; ++col)
    for (int k = jacobian_.outerIndexPtr()[col]; k < jacobian_.outerIndexPtr()[col + 1]; ++k) {
      if (!may_be_nonzero[k]) continue;
      const int row = jacobian_.innerIndexPtr()[k];
      if (kept[row] >= 0) {
        kept_row_sources_.push_back(k);
        if (independent_column[col] >= 0) independent_entries_.push_back({kept[row], independent_column[col], k});
      } else if (dependent_column[col] >= 0) {
        left_out_entries_.push_back({left_out[row], dependent_column[col], k});
      }
    }

  // Buffers of this partition's sizes: the identity rows of R are set here once.
  solved_columns_.resize(r, free);
  basis_.setZero(n_, free);
  for (int j = 0; j < free; ++j) basis_(partition_.independent[j], j) = 1.0;
  mass_times_basis_.resize(n_, free);
  reduced_mass_.resize(free, free);
  reduced_factor_ = Eigen::LLT<Eigen::MatrixXd>(free);
  kept_.resize(r);
  independent_accelerations_.resize(free);
  const int left = static_cast<int>(left_out_rows_.size());
  left_out_combinations_.resize(m_, left);
  combination_.resize(r);
  left_out_qr_ = Eigen::HouseholderQR<Eigen::MatrixXd>(m_, left);
  projection_.resize(left);
  repartition_ = false;
  chosen_quality_ = -1.0;  // set by the first factorization
}

double PartitionedNullSpaceFormulation::factor_dependent_block() {
  if (block_.rows() == 0) return 1.0;
  const double* source = jacobian_.valuePtr();
  double scale = 0.0;
  for (const int k : kept_row_sources_) scale = std::max(scale, std::abs(source[k]));
  if (!(scale > 0.0)) return 0.0;
  double* values = block_.valuePtr();
  for (std::size_t k = 0; k < block_entries_.size(); ++k) values[k] = source[block_entries_[k].source];
  if (fresh_block_) {
    fresh_block_ = false;
    block_factor_.factor(block_);
  } else if (!block_factor_.refactor(block_) || !(block_factor_.smallest_pivot() / scale > 0.5 * chosen_quality_)) {
    // A stale pivot order is not an ill-conditioned block: choose the pivots anew before the partition.
    block_factor_.factor(block_);
  }
  return block_factor_.smallest_pivot() / scale;
}

void PartitionedNullSpaceFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                            Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q, mass_);
  if (repartition_) adopt_partition(t);
  double quality = factor_dependent_block();
  if (chosen_quality_ < 0.0) chosen_quality_ = quality;
  if (!(quality > kRepartitionRatio * chosen_quality_) || !(quality > 1e-14)) {
    adopt_partition(t);  // the rank may change with it: a singular position
    chosen_quality_ = quality = factor_dependent_block();
    if (!(quality > 0.0))
      throw Error(Error::Kind::numerical,
                  "the dependent block C_q[rows, q_d] of the null-space basis is singular (sparse LU) right after "
                  "it was chosen",
                  {}, {}, t);
  }
  const int r = static_cast<int>(partition_.rows.size()), free = n_ - r;
  const double* values = jacobian_.valuePtr();

  // R's dependent rows: −C_d⁻¹ C_i, all n − r columns in one solve.
  solved_columns_.setZero();
  for (const DependentBlockEntry& e : independent_entries_) solved_columns_(e.row, e.col) = values[e.source];
  block_factor_.solve_in_place(solved_columns_);
  for (int k = 0; k < r; ++k) basis_.row(partition_.dependent[k]) = -solved_columns_.row(k);

  // Particular solution q̈_p = [C_d⁻¹ γ_rows; 0].
  for (int i = 0; i < r; ++i) kept_[i] = gamma_[partition_.rows[i]];
  block_factor_.solve_in_place(kept_);
  acceleration.resize(n_);  // no-op when the caller's buffer has the size already
  acceleration.setZero();
  for (int k = 0; k < r; ++k) acceleration[partition_.dependent[k]] = kept_[k];

  // Maggi's equations (paper 004 §5.4) on R: Rᵀ M R z = Rᵀ (Q − M q̈_p).
  unbalanced_forces_ = forces_;
  unbalanced_forces_.noalias() -= mass_ * acceleration;
  if (free > 0) {
    mass_times_basis_.noalias() = mass_ * basis_;
    reduced_mass_.triangularView<Eigen::Lower>() = basis_.transpose() * mass_times_basis_;  // half the flops
    independent_accelerations_.noalias() = basis_.transpose() * unbalanced_forces_;
    reduced_factor_.compute(reduced_mass_);
    if (reduced_factor_.info() != Eigen::Success)
      throw Error(Error::Kind::numerical,
                  "the reduced mass matrix R^T M R of Maggi's equations is not positive definite: the mass matrix "
                  "is singular on motions the constraints allow",
                  {}, {}, t);
    reduced_factor_.solveInPlace(independent_accelerations_);
    acceleration.noalias() += basis_ * independent_accelerations_;  // q̈ = q̈_p + R z
    unbalanced_forces_.noalias() -= mass_times_basis_ * independent_accelerations_;  // now Q − M q̈
  }

  // Multipliers: C_dᵀ λ_rows = (Q − M q̈)_d, zero on the left-out rows, then the minimum-norm set.
  multipliers.resize(m_);
  multipliers.setZero();
  for (int k = 0; k < r; ++k) kept_[k] = unbalanced_forces_[partition_.dependent[k]];
  block_factor_.solve_transpose_in_place(kept_);
  for (int i = 0; i < r; ++i) multipliers[partition_.rows[i]] = kept_[i];
  if (!left_out_rows_.empty()) minimum_norm_multipliers(multipliers);
}

void PartitionedNullSpaceFormulation::minimum_norm_multipliers(Eigen::VectorXd& multipliers) {
  // Y's column for left-out row k: e_k − Σ a_j e_rows_j with C_dᵀ a = C_q[k, q_d]ᵀ.
  const int r = static_cast<int>(partition_.rows.size()), left = static_cast<int>(left_out_rows_.size());
  const double* values = jacobian_.valuePtr();
  left_out_combinations_.setZero();
  for (int c = 0; c < left; ++c) {
    combination_.setZero();
    for (const DependentBlockEntry& e : left_out_entries_)
      if (e.row == c) combination_[e.col] = values[e.source];
    block_factor_.solve_transpose_in_place(combination_);
    for (int i = 0; i < r; ++i) left_out_combinations_(partition_.rows[i], c) = -combination_[i];
    left_out_combinations_(left_out_rows_[c], c) = 1.0;
  }
  // λ ← λ − Q_Y Q_Yᵀ λ, with Q_Y the orthonormal columns of Y's QR.
  left_out_qr_.compute(left_out_combinations_);
  const auto orthonormal = left_out_qr_.householderQ().setLength(left);
  multipliers.applyOnTheLeft(orthonormal.adjoint());
  multipliers.head(left).setZero();
  multipliers.applyOnTheLeft(orthonormal);
}

}  // namespace mbdae
