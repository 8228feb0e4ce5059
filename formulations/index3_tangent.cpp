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

Index3Tangent::Index3Tangent(const MultibodySystem& system, const SparseMatrix& force_pattern) {
  const int n = system.coordinate_count();
  const SparseMatrix mass = system.make_mass_matrix();
  const SparseMatrix jacobian = system.make_constraint_jacobian();

  // The stored entries of C_q, row by row: (column, index in C_q's value array).
  std::vector<std::vector<std::pair<int, int>>> row_entries(jacobian.rows());
  for (int col = 0; col < jacobian.outerSize(); ++col)
    for (int k = jacobian.outerIndexPtr()[col]; k < jacobian.outerIndexPtr()[col + 1]; ++k)
      row_entries[jacobian.innerIndexPtr()[k]].emplace_back(col, k);

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
  for (const auto& row : row_entries)
    for (const auto& [i, a] : row)
      for (const auto& [j, b] : row) product_.push_back({stored_index(matrix_, i, j), a, b});
  ldlt_.analyzePattern(matrix_);
}

void Index3Tangent::assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                             const SparseMatrix& constraint_jacobian, double c_v, double c_q, double w) {
  double* t = matrix_.valuePtr();
  std::fill(t, t + matrix_.nonZeros(), 0.0);
  const double* m = mass.valuePtr();
  for (std::size_t k = 0; k < mass_target_.size(); ++k) t[mass_target_[k]] += m[k];
  // Symmetric parts of c_v D + c_q K: half of each entry at (i, j) and half at (j, i).
  const double* d = damping.valuePtr();
  const double* s = stiffness.valuePtr();
  for (std::size_t k = 0; k < force_target_.size(); ++k) {
    const double value = 0.5 * (c_v * d[k] + c_q * s[k]);
    t[force_target_[k]] += value;
    t[force_mirror_[k]] += value;
  }
  const double* j = constraint_jacobian.valuePtr();
  for (const ProductTerm& p : product_) t[p.target] += w * j[p.a] * j[p.b];
}

bool Index3Tangent::factorize() {
  ldlt_.factorize(matrix_);
  if (ldlt_.info() != Eigen::Success) return false;
  // LDLT succeeds on indefinite and singular matrices too: a pivot that is not positive, or that is
  // at roundoff level relative to the largest one, means T is not positive definite.
  const Eigen::VectorXd& pivots = ldlt_.vectorD();
  return (pivots.array() > 1e-13 * pivots.cwiseAbs().maxCoeff()).all();
}

}  // namespace mbdae
