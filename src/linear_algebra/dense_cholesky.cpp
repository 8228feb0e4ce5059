#include "linear_algebra/dense_cholesky.hpp"

#include <cmath>
#include <cstddef>

namespace mbdae {

void DenseCholesky::analyze_pattern(int n, const std::vector<int>& lower_entries) {
  // The structure of L: S's, plus the fill of each elimination step k, which makes every pair of
  // rows i ≥ j below the diagonal in column k non-zero in column j.
  std::vector<char> non_zero(static_cast<std::size_t>(n) * n, 0);
  auto at = [n](int i, int j) { return i + static_cast<std::size_t>(j) * n; };
  for (const int entry : lower_entries) non_zero[entry] = 1;
  start_.assign(1, 0);
  below_.clear();
  fill_.clear();
  std::vector<int> rows;
  for (int k = 0; k < n; ++k) {
    rows.clear();
    for (int i = k + 1; i < n; ++i)
      if (non_zero[at(i, k)]) rows.push_back(i);
    for (std::size_t p = 0; p < rows.size(); ++p)
      for (std::size_t q = p; q < rows.size(); ++q)
        if (char& entry = non_zero[at(rows[q], rows[p])]; !entry) {
          entry = 1;
          fill_.push_back(static_cast<int>(at(rows[q], rows[p])));
        }
    below_.insert(below_.end(), rows.begin(), rows.end());
    start_.push_back(static_cast<int>(below_.size()));
  }
}

// Raw column loops (column-major: entry (i, j) at i + j n) rather than Eigen's dynamic blocks, whose
// per-call set-up cost as much as the few multiply-adds of each short column.
bool DenseCholesky::factor(const Eigen::MatrixXd& matrix) {
  factor_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(factor_.rows());
  if (static_cast<int>(start_.size()) != n + 1) {  // no pattern given for this size: every entry
    std::vector<int> lower;
    for (int j = 0; j < n; ++j)
      for (int i = j; i < n; ++i) lower.push_back(i + j * n);
    analyze_pattern(n, lower);
  }
  inverse_pivots_.resize(n);
  double* l = factor_.data();
  for (const int entry : fill_) l[entry] = 0.0;  // zero in S, so that only the declared entries are read
  for (int k = 0; k < n; ++k) {
    double* column_k = l + static_cast<std::ptrdiff_t>(k) * n;
    const double pivot_squared = column_k[k];
    if (!(pivot_squared > 0.0)) return false;  // also NaN
    const double pivot = std::sqrt(pivot_squared);
    column_k[k] = pivot;
    const double inverse = 1.0 / pivot;  // pivot ≥ 1e-162 (a positive double's root): no overflow
    inverse_pivots_[k] = inverse;
    const int* rows = below_.data() + start_[k];
    const int count = start_[k + 1] - start_[k];
    for (int p = 0; p < count; ++p) column_k[rows[p]] *= inverse;
    for (int p = 0; p < count; ++p) {  // column j −= L(j, k) × column k, in rows ≥ j
      const double l_jk = column_k[rows[p]];
      if (l_jk == 0.0) continue;
      double* column_j = l + static_cast<std::ptrdiff_t>(rows[p]) * n;
      for (int q = p; q < count; ++q) column_j[rows[q]] -= l_jk * column_k[rows[q]];
    }
  }
  return true;
}

void DenseCholesky::solve_in_place(Eigen::VectorXd& x) const {
  // Substitutions along the columns of L (updates in L y = x, sums in Lᵀ x = y), each over the rows
  // where the column may be non-zero.
  const int n = static_cast<int>(factor_.rows());
  double* b = x.data();
  const double* l = factor_.data();
  for (int k = 0; k < n; ++k) {
    const double* column = l + static_cast<std::ptrdiff_t>(k) * n;
    b[k] *= inverse_pivots_[k];
    const double y = b[k];
    if (y == 0.0) continue;
    for (int p = start_[k]; p < start_[k + 1]; ++p) b[below_[p]] -= y * column[below_[p]];
  }
  for (int k = n - 1; k >= 0; --k) {
    const double* column = l + static_cast<std::ptrdiff_t>(k) * n;
    double sum = b[k];
    for (int p = start_[k]; p < start_[k + 1]; ++p) sum -= column[below_[p]] * b[below_[p]];
    b[k] = sum * inverse_pivots_[k];
  }
}

}  // namespace mbdae
