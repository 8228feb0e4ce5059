#include "corrections/sparse_minimum_norm.hpp"

#include <algorithm>
#include <utility>

#include "system/body_coupled_rows.hpp"

namespace mbdae {

SparseMinimumNormUpdate::SparseMinimumNormUpdate(const MultibodySystem& system)
    : system_(system),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      size_(system.coordinates().size()),
      blocks_(system.body_count()),
      permuted_rhs_(m_),
      permuted_solution_(m_) {
  const SparseMatrix jacobian = system.make_constraint_jacobian();
  BodyCoupledRows pattern = body_coupled_rows(system);
  order_ = std::move(pattern.order);
  schur_ = std::move(pattern.upper);
  for (int b = 0; b < system.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.weighted_jacobian_t.setZero(size_, rows);
    block.product.resize(rows, rows);
    block.local.resize(rows);
    block.targets = std::move(pattern.targets[b]);
    const int offset = system.body_offset(b);
    for (int c = 0; c < size_; ++c)
      for (int k = jacobian.outerIndexPtr()[offset + c]; k < jacobian.outerIndexPtr()[offset + c + 1]; ++k) {
        const auto local = std::lower_bound(block.rows->begin(), block.rows->end(), jacobian.innerIndexPtr()[k]);
        block.entries.push_back({k, static_cast<int>(local - block.rows->begin()), c});
      }
  }
  pseudoinverse_.analyze(schur_);
}

bool SparseMinimumNormUpdate::factor(const SparseMatrix& jacobian, const RegularizedMassFactor* mass) {
  mass_ = mass;
  const double* values = jacobian.valuePtr();
  double* schur = schur_.valuePtr();
  std::fill(schur, schur + schur_.nonZeros(), 0.0);
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    for (const JacobianEntry& e : block.entries) block.weighted_jacobian_t(e.col, e.row) = values[e.value];
    if (mass_) mass_->body_factor(b).matrixL().solveInPlace(block.weighted_jacobian_t);  // L_b⁻¹ C_bᵀ
    block.product.noalias() = block.weighted_jacobian_t.transpose() * block.weighted_jacobian_t;
    const int count = static_cast<int>(block.rows->size());
    for (int j = 0; j < count; ++j)
      for (int i = 0; i <= j; ++i) {
        const int target = block.targets[i + static_cast<std::size_t>(j) * count];
        const int mirrored = block.targets[j + static_cast<std::size_t>(i) * count];
        schur[target >= 0 ? target : mirrored] += block.product(i, j);
      }
  }
  return pseudoinverse_.factorize(schur_);
}

void SparseMinimumNormUpdate::solve(const Eigen::VectorXd& r, Eigen::VectorXd& update) {
  for (int i = 0; i < m_; ++i) permuted_rhs_[order_[i]] = r[i];
  pseudoinverse_.solve(permuted_rhs_, permuted_solution_);
  update.resize(n_);
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const int count = static_cast<int>(block.rows->size());
    for (int i = 0; i < count; ++i) block.local[i] = permuted_solution_[order_[(*block.rows)[i]]];
    auto segment = update.segment(system_.body_offset(b), size_);
    segment.noalias() = block.weighted_jacobian_t * block.local;  // G_bᵀ y
    if (mass_) mass_->body_factor(b).matrixU().solveInPlace(segment);  // L_b⁻ᵀ
  }
}

}  // namespace mbdae
