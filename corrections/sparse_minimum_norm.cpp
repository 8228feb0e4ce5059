#include "corrections/sparse_minimum_norm.hpp"

#include <algorithm>

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
  std::vector<Eigen::Triplet<double>> entries;
  for (int b = 0; b < system.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.weighted_jacobian_t.setZero(size_, rows);
    block.product.resize(rows, rows);
    block.local.resize(rows);
    const int offset = system.body_offset(b);
    for (int c = 0; c < size_; ++c)
      for (int k = jacobian.outerIndexPtr()[offset + c]; k < jacobian.outerIndexPtr()[offset + c + 1]; ++k) {
        const auto local = std::lower_bound(block.rows->begin(), block.rows->end(), jacobian.innerIndexPtr()[k]);
        block.entries.push_back({k, static_cast<int>(local - block.rows->begin()), c});
      }
    for (int i : *block.rows)
      for (int j : *block.rows) entries.emplace_back(i, j, 0.0);
  }
  for (int r = 0; r < m_; ++r) entries.emplace_back(r, r, 0.0);  // every diagonal entry, touched or not

  SparseMatrix pattern(m_, m_);
  pattern.setFromTriplets(entries.begin(), entries.end());
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> inverse_order;
  Eigen::AMDOrdering<int>()(pattern, inverse_order);
  const Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> order = inverse_order.inverse();
  order_.assign(order.indices().data(), order.indices().data() + m_);
  entries.clear();
  for (int col = 0; col < m_; ++col)
    for (SparseMatrix::InnerIterator it(pattern, col); it; ++it)
      if (order_[it.row()] <= order_[col]) entries.emplace_back(order_[it.row()], order_[col], 0.0);
  schur_.resize(m_, m_);
  schur_.setFromTriplets(entries.begin(), entries.end());
  schur_.makeCompressed();

  for (BodyBlock& block : blocks_) {
    const int count = static_cast<int>(block.rows->size());
    block.targets.assign(static_cast<std::size_t>(count) * count, -1);
    for (int j = 0; j < count; ++j)
      for (int i = 0; i < count; ++i) {
        const int row = order_[(*block.rows)[i]], col = order_[(*block.rows)[j]];
        if (row > col) continue;
        const int* first = schur_.innerIndexPtr() + schur_.outerIndexPtr()[col];
        const int* last = schur_.innerIndexPtr() + schur_.outerIndexPtr()[col + 1];
        block.targets[i + static_cast<std::size_t>(j) * count] =
            static_cast<int>(std::lower_bound(first, last, row) - schur_.innerIndexPtr());
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
