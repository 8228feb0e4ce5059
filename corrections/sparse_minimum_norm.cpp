#include "corrections/sparse_minimum_norm.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "system/body_coupled_rows.hpp"

namespace mbdae {

SparseMinimumNormUpdate::SparseMinimumNormUpdate(const MultibodySystem& system, bool mass_weighted)
    : system_(system),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      size_(system.coordinates().size()),
      mass_weighted_(mass_weighted),
      permuted_rhs_(m_),
      permuted_solution_(m_) {
  const SparseMatrix jacobian = system.make_constraint_jacobian();
  if (mass_weighted_)
    build_body_blocks(jacobian);
  else
    build_entry_products(jacobian);
  pseudoinverse_.analyze(schur_);
}

void SparseMinimumNormUpdate::build_entry_products(const SparseMatrix& jacobian) {
  // The pattern of C_q C_qᵀ from the entries that may be non-zero, every diagonal entry stored.
  const std::vector<char>& may_be_nonzero = system_.jacobian_may_be_nonzero();
  std::vector<Eigen::Triplet<double>> pairs;
  for (int r = 0; r < m_; ++r) pairs.emplace_back(r, r, 0.0);
  auto for_each_pair = [&](auto&& use) {
    for (int c = 0; c < n_; ++c)
      for (int a = jacobian.outerIndexPtr()[c]; a < jacobian.outerIndexPtr()[c + 1]; ++a)
        if (may_be_nonzero[a])
          for (int b = jacobian.outerIndexPtr()[c]; b <= a; ++b)
            if (may_be_nonzero[b]) use(a, b);
  };
  const int* row = jacobian.innerIndexPtr();
  for_each_pair([&](int a, int b) {
    pairs.emplace_back(row[a], row[b], 0.0);
    pairs.emplace_back(row[b], row[a], 0.0);
  });
  SparseMatrix pattern(m_, m_);
  pattern.setFromTriplets(pairs.begin(), pairs.end());
  OrderedUpperPattern ordered = ordered_upper_pattern(pattern);
  for_each_pair([&](int a, int b) { products_.push_back({a, b, ordered_upper_position(ordered, row[a], row[b])}); });
  order_ = std::move(ordered.order);
  schur_ = std::move(ordered.upper);
  multipliers_.resize(m_);
}

void SparseMinimumNormUpdate::build_body_blocks(const SparseMatrix& jacobian) {
  BodyCoupledRows pattern = body_coupled_rows(system_);
  order_ = std::move(pattern.order);
  schur_ = std::move(pattern.upper);
  blocks_.resize(system_.body_count());
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system_.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.weighted_jacobian_t.setZero(size_, rows);
    block.product.resize(rows, rows);
    block.local.resize(rows);
    block.targets = std::move(pattern.targets[b]);
    const int offset = system_.body_offset(b);
    for (int c = 0; c < size_; ++c)
      for (int k = jacobian.outerIndexPtr()[offset + c]; k < jacobian.outerIndexPtr()[offset + c + 1]; ++k) {
        const auto local = std::lower_bound(block.rows->begin(), block.rows->end(), jacobian.innerIndexPtr()[k]);
        block.entries.push_back({k, static_cast<int>(local - block.rows->begin()), c});
      }
  }
}

bool SparseMinimumNormUpdate::factor(const SparseMatrix& jacobian, const RegularizedMassFactor* mass) {
  mass_ = mass_weighted_ ? mass : nullptr;
  if (mass_weighted_ && !mass_) throw std::invalid_argument("SparseMinimumNormUpdate: mass-weighted without a mass factor");
  jacobian_ = &jacobian;
  const double* values = jacobian.valuePtr();
  double* schur = schur_.valuePtr();
  std::fill(schur, schur + schur_.nonZeros(), 0.0);
  if (!mass_) {
    for (const EntryProduct& p : products_) schur[p.target] += values[p.first] * values[p.second];
    return pseudoinverse_.factorize(schur_);
  }
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
  if (!mass_) {
    for (int i = 0; i < m_; ++i) multipliers_[i] = permuted_solution_[order_[i]];
    update.noalias() = jacobian_->transpose() * multipliers_;  // Δ = C_qᵀ y
    return;
  }
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
