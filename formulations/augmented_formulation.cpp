#include "formulations/augmented_formulation.hpp"

#include <Eigen/OrderingMethods>
#include <algorithm>
#include <limits>

namespace mbdae {

AugmentedFormulation::AugmentedFormulation(const MultibodySystem& system, LinearAlgebra algebra)
    : AccelerationFormulation(system, /*dense_jacobian=*/false),
      algebra_(algebra),
      constant_mass_(system.coordinates().has_constant_mass_matrix()),
      augment_with_normalization_(system.mass_needs_regularization()),
      blocks_(system.body_count()),
      schur_(algebra == LinearAlgebra::dense ? m_ : 0, algebra == LinearAlgebra::dense ? m_ : 0),
      schur_factor_(algebra == LinearAlgebra::dense ? m_ : 0),
      augmented_forces_(n_),
      schur_rhs_(m_) {
  const int size = system.coordinates().size();
  for (int b = 0; b < system.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.jacobian.setZero(rows, size);  // entries outside C_q's pattern stay zero
    block.inverse_mass_jacobian_t.resize(size, rows);
    block.product.resize(rows, rows);
    block.local_rhs.resize(rows);
    block.local_multipliers.resize(rows);
    const int offset = system.body_offset(b);
    for (int c = 0; c < size; ++c)
      for (int k = jacobian_.outerIndexPtr()[offset + c]; k < jacobian_.outerIndexPtr()[offset + c + 1]; ++k) {
        const int row = jacobian_.innerIndexPtr()[k];
        const auto local = std::lower_bound(block.rows->begin(), block.rows->end(), row);
        block.entries.push_back({k, static_cast<int>(local - block.rows->begin()), c});
      }
  }
  if (algebra_ == LinearAlgebra::sparse) build_sparse_schur_pattern();
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

void AugmentedFormulation::build_sparse_schur_pattern() {
  // The symmetric pattern of S: every pair of rows that share a body.
  std::vector<Eigen::Triplet<double, int>> entries;
  for (const BodyBlock& block : blocks_)
    for (int i : *block.rows)
      for (int j : *block.rows) entries.emplace_back(i, j, 0.0);
  SparseMatrix pattern(m_, m_);
  pattern.setFromTriplets(entries.begin(), entries.end());
  // Fill-reducing order, once: row r of S becomes row schur_order_[r] of P S Pᵀ.
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> inverse_order;
  Eigen::AMDOrdering<int>()(pattern, inverse_order);
  const Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> order = inverse_order.inverse();
  schur_order_.assign(order.indices().data(), order.indices().data() + m_);

  entries.clear();
  for (const BodyBlock& block : blocks_)
    for (int i : *block.rows)
      for (int j : *block.rows)
        if (schur_order_[i] <= schur_order_[j]) entries.emplace_back(schur_order_[i], schur_order_[j], 0.0);
  sparse_schur_.resize(m_, m_);
  sparse_schur_.setFromTriplets(entries.begin(), entries.end());
  sparse_schur_.makeCompressed();
  for (BodyBlock& block : blocks_) {
    const int count = static_cast<int>(block.rows->size());
    block.schur_targets.assign(static_cast<std::size_t>(count) * count, -1);
    for (int j = 0; j < count; ++j)
      for (int i = 0; i < count; ++i) {
        const int row = schur_order_[(*block.rows)[i]], col = schur_order_[(*block.rows)[j]];
        if (row > col) continue;
        const int* first = sparse_schur_.innerIndexPtr() + sparse_schur_.outerIndexPtr()[col];
        const int* last = sparse_schur_.innerIndexPtr() + sparse_schur_.outerIndexPtr()[col + 1];
        block.schur_targets[i + j * count] = static_cast<int>(std::lower_bound(first, last, row) -
                                                              sparse_schur_.innerIndexPtr());
      }
  }
  sparse_schur_factor_.analyzePattern(sparse_schur_);
  permuted_rhs_.resize(m_);
  permuted_multipliers_.resize(m_);
}

void AugmentedFormulation::throw_singular(double t) const {
  throw Error(Error::Kind::numerical,
              std::string("the augmented (saddle-point) matrix is singular (") + to_string(algebra_) +
                  " factorization of C_q M^-1 C_q^T): the constraints are redundant or the mechanism is in a "
                  "singular position (try --formulation uke)",
              {}, {}, t);
}

void AugmentedFormulation::solve_schur_dense(double t, Eigen::VectorXd& multipliers) {
  schur_factor_.compute(schur_);
  // LLT reports only non-positive pivots; a pivot tiny against the largest one means singular too.
  const auto pivots = schur_factor_.matrixLLT().diagonal().cwiseAbs();
  if (schur_factor_.info() != Eigen::Success || (m_ > 0 && pivots.minCoeff() < 1e-7 * pivots.maxCoeff()))
    throw_singular(t);
  multipliers = schur_rhs_;
  schur_factor_.solveInPlace(multipliers);
}

void AugmentedFormulation::solve_schur_sparse(double t, Eigen::VectorXd& multipliers) {
  if (m_ == 0) return;
  sparse_schur_factor_.factorize(sparse_schur_);
  // S = L D Lᵀ: D holds the squares of the LLT pivots that the dense form tests, so the same
  // criterion (pivot ratio below 1e-7) is a ratio of 1e-14 on D; D must also be positive.
  const auto& d = sparse_schur_factor_.vectorD();
  if (sparse_schur_factor_.info() != Eigen::Success || !(d.minCoeff() > 1e-14 * d.maxCoeff())) throw_singular(t);
  for (int r = 0; r < m_; ++r) permuted_rhs_[schur_order_[r]] = schur_rhs_[r];
  permuted_multipliers_ = sparse_schur_factor_.solve(permuted_rhs_);
  for (int r = 0; r < m_; ++r) multipliers[r] = permuted_multipliers_[schur_order_[r]];
}

void AugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  if (!constant_mass_) invert_mass_blocks(t, q);

  const double* values = jacobian_.valuePtr();
  for (BodyBlock& block : blocks_)
    for (const JacobianEntry& e : block.entries) block.jacobian(e.row, e.col) = values[e.value];

  augmented_forces_ = forces_;
  const int size = system_.coordinates().size();
  const int k = system_.coordinates().intrinsic_constraint_count();
  if (augment_with_normalization_)  // Q̂ = Q + Φ_qᵀ γ_Φ (a body's own intrinsic rows come first in R_b)
    for (int b = 0; b < system_.body_count(); ++b)
      augmented_forces_.segment(system_.body_offset(b), size).noalias() +=
          blocks_[b].jacobian.topRows(k).transpose() * gamma_.segment(b * k, k);

  const bool dense = algebra_ == LinearAlgebra::dense;
  if (dense)
    schur_.setZero();
  else
    sparse_schur_.coeffs().setZero();
  double* schur_values = sparse_schur_.valuePtr();
  schur_rhs_ = -gamma_;
  for (int b = 0; b < system_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const std::vector<int>& rows = *block.rows;
    const int offset = system_.body_offset(b);
    const int count = static_cast<int>(rows.size());
    // Body-sized products (12 × 12 at most): coefficient-wise (lazy) products, as Eigen's blocked GEMM
    // spent more time packing these small blocks than multiplying them.
    block.inverse_mass_jacobian_t.noalias() = block.inverse_mass.lazyProduct(block.jacobian.transpose());
    block.product.noalias() = block.jacobian.lazyProduct(block.inverse_mass_jacobian_t);
    block.free_acceleration.noalias() = block.inverse_mass * augmented_forces_.segment(offset, size);
    block.local_rhs.noalias() = block.jacobian * block.free_acceleration;
    for (int i = 0; i < count; ++i) schur_rhs_[rows[i]] += block.local_rhs[i];
    if (dense) {
      for (int i = 0; i < count; ++i)
        for (int j = 0; j < count; ++j) schur_(rows[i], rows[j]) += block.product(i, j);
    } else {
      for (int j = 0; j < count; ++j)
        for (int i = 0; i < count; ++i)
          if (const int target = block.schur_targets[i + j * count]; target >= 0)
            schur_values[target] += block.product(i, j);
    }
  }
  multipliers.resize(m_);  // no-op when the caller's buffer has the size already
  if (dense)
    solve_schur_dense(t, multipliers);
  else
    solve_schur_sparse(t, multipliers);

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
