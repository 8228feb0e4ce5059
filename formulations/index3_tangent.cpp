#include "formulations/index3_tangent.hpp"

#include <algorithm>

namespace mbdae {

namespace {
// Position of (row, col) in a compressed column-major matrix's value array (it must be stored).
int stored_index(const SparseMatrix& matrix, int row, int col) {
  const int* begin = matrix.innerIndexPtr() + matrix.outerIndexPtr()[col];
  const int* end = matrix.innerIndexPtr() + matrix.outerIndexPtr()[col + 1];
  const int* it = std::lower_bound(begin, end, row);
  return static_cast<int>(it - matrix.innerIndexPtr());
}
}  // namespace

Index3Tangent::Index3Tangent(const EquationsOfMotion& system, const SparseMatrix& force_pattern, bool symmetric)
    : symmetric_(symmetric) {
  const int n = system.coordinate_count();
  const SparseMatrix mass = system.make_mass_matrix();
  const SparseMatrix jacobian = system.make_constraint_jacobian();

  // The entries of C_q that may be non-zero, row by row: (column, index in C_q's value array). Its
  // pattern's structural zeros (a natural-coordinate point's row has 4 non-zeros of a body's 12
  // columns) would otherwise multiply into C_qᵀC_q's pattern and the factorization's fill.
  const std::vector<char>& may_be_nonzero = system.jacobian_may_be_nonzero();
  std::vector<std::vector<std::pair<int, int>>> row_entries(jacobian.rows());
  for (int col = 0; col < jacobian.outerSize(); ++col)
    for (int k = jacobian.outerIndexPtr()[col]; k < jacobian.outerIndexPtr()[col + 1]; ++k)
      if (may_be_nonzero[k]) row_entries[jacobian.innerIndexPtr()[k]].emplace_back(col, k);

  std::vector<Eigen::Triplet<double>> entries;
  for (int col = 0; col < n; ++col) {
    for (SparseMatrix::InnerIterator it(mass, col); it; ++it) entries.emplace_back(it.row(), col, 0.0);
    for (SparseMatrix::InnerIterator it(force_pattern, col); it; ++it) {
      entries.emplace_back(it.row(), col, 0.0);
      entries.emplace_back(col, it.row(), 0.0);
    }
  }
  for (const auto& row : row_entries)
    for (const auto& [i, a] : row)
      for (const auto& [j, b] : row) entries.emplace_back(i, j, 0.0);
  matrix_.resize(n, n);
  matrix_.setFromTriplets(entries.begin(), entries.end());
  matrix_.makeCompressed();

  for (int col = 0; col < n; ++col) {
    for (SparseMatrix::InnerIterator it(mass, col); it; ++it)
      mass_target_.push_back(stored_index(matrix_, static_cast<int>(it.row()), col));
    for (SparseMatrix::InnerIterator it(force_pattern, col); it; ++it) {
      force_target_.push_back(stored_index(matrix_, static_cast<int>(it.row()), col));
      force_mirror_.push_back(stored_index(matrix_, col, static_cast<int>(it.row())));
    }
  }
  // A constant row's products (a linear joint's, the same at every q) are summed here once; only the
  // other rows' are multiplied at each assembly.
  std::vector<double> constant(matrix_.nonZeros(), 0.0);
  const double* values = jacobian.valuePtr();  // the constant rows' values are in the pattern's template
  for (int r = 0; r < static_cast<int>(row_entries.size()); ++r)
    for (const auto& [i, a] : row_entries[r])
      for (const auto& [j, b] : row_entries[r]) {
        const int target = stored_index(matrix_, i, j);
        if (system.constraint_row_is_constant(r))
          constant[target] += values[a] * values[b];
        else
          product_.push_back({target, a, b});
      }
  for (int k = 0; k < static_cast<int>(constant.size()); ++k)
    if (constant[k] != 0.0) constant_product_.push_back({k, constant[k]});
  if (symmetric_) {
    ldlt_.analyzePattern(matrix_);
  } else {
    lu_ = std::make_shared<SparseLu>(SparseLu::Pivoting::fill_reducing);
    if (!lu_->analyze(matrix_)) throw Error(Error::Kind::numerical, "KLU could not analyse the index-3 tangent's pattern");
  }
}

void Index3Tangent::assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                             const SparseMatrix& constraint_jacobian, double c_v, double c_q, double w) {
  assemble(mass, damping, stiffness, constraint_jacobian, constraint_jacobian, c_v, c_q, w);
}

void Index3Tangent::assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                             const SparseMatrix& left_jacobian, const SparseMatrix& right_jacobian, double c_v,
                             double c_q, double w) {
  // LDLT reads one triangle: a product of two different Jacobians is not symmetric.
  if (symmetric_ && &left_jacobian != &right_jacobian)
    throw Error(Error::Kind::numerical, "the index-3 tangent's LDLT cannot take J_leftᵀJ_right");
  double* t = matrix_.valuePtr();
  std::fill(t, t + matrix_.nonZeros(), 0.0);
  const double* m = mass.valuePtr();
  for (std::size_t k = 0; k < mass_target_.size(); ++k) t[mass_target_[k]] += m[k];
  // c_v D + c_q K; for LDLT, which reads one triangle, their symmetric parts (equal to them when
  // symmetric_ is right): half of each entry at (i, j) and half at (j, i).
  const double* d = damping.valuePtr();
  const double* s = stiffness.valuePtr();
  for (std::size_t k = 0; k < force_target_.size(); ++k) {
    const double value = c_v * d[k] + c_q * s[k];
    if (symmetric_) {
      t[force_target_[k]] += 0.5 * value;
      t[force_mirror_[k]] += 0.5 * value;
    } else {
      t[force_target_[k]] += value;
    }
  }
  const double* left = left_jacobian.valuePtr();
  const double* right = right_jacobian.valuePtr();
  for (const ProductTerm& p : product_) t[p.target] += w * left[p.a] * right[p.b];
  for (const auto& [target, value] : constant_product_) t[target] += w * value;
}

bool Index3Tangent::factorize() {
  if (!symmetric_) {
    // Refactor with the pivot order of the last full factorization; factor afresh when there is none
    // yet or when the refactorization is singular or poorly conditioned (KLU's reciprocal condition
    // estimate, min|U_kk| / max|U_kk|, below 1e-14).
    constexpr double kSmallestPivotRatio = 1e-14;
    bool ok = lu_->has_factorization() && lu_->refactor(matrix_) && lu_->pivot_ratio() > kSmallestPivotRatio;
    if (!ok) ok = lu_->factor_values(matrix_) && lu_->pivot_ratio() > kSmallestPivotRatio;
    return ok;
  }
  ldlt_.factorize(matrix_);
  if (ldlt_.info() != Eigen::Success) return false;
  // LDLT succeeds on indefinite and singular matrices too: a pivot that is not positive, or that is
  // at roundoff level relative to the largest one, means T is not positive definite.
  const Eigen::VectorXd& pivots = ldlt_.vectorD();
  return (pivots.array() > 1e-13 * pivots.cwiseAbs().maxCoeff()).all();
}

void Index3Tangent::solve(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  if (symmetric_) {
    x = ldlt_.solve(b);
    return;
  }
  x = b;
  lu_->solve_in_place(x);
}

}  // namespace mbdae
