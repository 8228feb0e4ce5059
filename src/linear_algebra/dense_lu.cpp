#include "linear_algebra/dense_lu.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <numeric>
#include <utility>

namespace mbdae {

void DenseLu::analyze_pattern(int n, const std::vector<int>& entries) {
  pattern_size_ = n;
  pattern_ = entries;
  std::sort(pattern_.begin(), pattern_.end());
  pattern_.erase(std::unique(pattern_.begin(), pattern_.end()), pattern_.end());
  has_structure_ = false;  // the next two factorizations are in full, then the structure is found
  previous_pivot_rows_.resize(0);
  agreeing_in_a_row_ = 0;
  failures_in_a_row_ = 0;
}

void DenseLu::factor(const Eigen::MatrixXd& matrix) {
  if (has_structure_ && matrix.rows() == pattern_size_ && lu_.rows() == pattern_size_) {
    if (replay(matrix)) {
      ++replays_;
      failures_in_a_row_ = 0;
      return;
    }
    has_structure_ = false;
    failures_in_a_row_ = std::min(failures_in_a_row_ + 1, 6);
  }
  factor_in_full(matrix);
  // A structure is found only after full factorizations in a row have chosen the same interchanges,
  // one more each time replays have failed in a row, doubling up to 64: where partial pivoting flips
  // between near-equal entries from one matrix to the next (a symmetric position), replays would keep
  // failing and every failure would pay for a failed replay and a new structure.
  const bool agrees = pivot_rows_.size() == previous_pivot_rows_.size() && pivot_rows_ == previous_pivot_rows_;
  agreeing_in_a_row_ = agrees ? agreeing_in_a_row_ + 1 : 0;
  previous_pivot_rows_ = pivot_rows_;
  if (agreeing_in_a_row_ >= (1 << failures_in_a_row_)) {
    has_structure_ = find_structure();
    agreeing_in_a_row_ = 0;
  }
}

bool DenseLu::find_structure() {
  const int n = static_cast<int>(lu_.rows());
  if (n != pattern_size_ || n == 0) return false;
  ++structures_;
  auto at = [n](int i, int j) { return i + static_cast<std::size_t>(j) * n; };
  // The final row order: row_at[p] is the row of A that the interchanges moved to position p.
  // Scratch kept between analyses: a structure is found inside the time loop, now and then.
  std::vector<int>& row_at = scratch_row_at_;
  std::vector<int>& position_of = scratch_position_of_;
  std::vector<int>& current_row = scratch_current_row_;
  std::vector<int>& current_position = scratch_current_position_;
  std::vector<char>& structure = scratch_structure_;
  row_at.resize(n);
  position_of.resize(n);
  std::iota(row_at.begin(), row_at.end(), 0);
  for (int k = 0; k < n; ++k) std::swap(row_at[k], row_at[pivot_rows_[k]]);
  for (int p = 0; p < n; ++p) position_of[row_at[p]] = p;
  // P A's pattern (1), then the symbolic elimination in that order, marking fill (2).
  structure.assign(static_cast<std::size_t>(n) * n, 0);
  destination_.resize(pattern_.size());
  for (std::size_t e = 0; e < pattern_.size(); ++e) {
    const int i = pattern_[e] % n, j = pattern_[e] / n;
    destination_[e] = static_cast<int>(at(position_of[i], j));
    structure[destination_[e]] = 1;
  }
  lower_start_.assign(1, 0);
  upper_start_.assign(1, 0);
  lower_.clear();
  upper_.clear();
  strict_.clear();
  // dgetf2's row order during the elimination: current_row[p] is at position p before step k's interchange.
  current_row.resize(n);
  current_position.resize(n);
  std::iota(current_row.begin(), current_row.end(), 0);
  std::iota(current_position.begin(), current_position.end(), 0);
  for (int k = 0; k < n; ++k) {
    const int pivot_position = current_position[row_at[k]];  // == pivot_rows_[k]
    const std::size_t first_lower = lower_.size();
    for (int i = k + 1; i < n; ++i)
      if (structure[at(i, k)]) {
        lower_.push_back(i);
        strict_.push_back(current_position[row_at[i]] < pivot_position ? 1 : 0);
      }
    for (int j = k + 1; j < n; ++j) {
      if (!structure[at(k, j)]) continue;
      upper_.push_back(j);
      for (std::size_t p = first_lower; p < lower_.size(); ++p)
        if (char& entry = structure[at(lower_[p], j)]; !entry) entry = 2;
    }
    lower_start_.push_back(static_cast<int>(lower_.size()));
    upper_start_.push_back(static_cast<int>(upper_.size()));
    const int a = current_row[k], b = current_row[pivot_position];
    std::swap(current_row[k], current_row[pivot_position]);
    current_position[a] = pivot_position;
    current_position[b] = k;
  }
  fill_.clear();
  for (std::size_t p = 0; p < structure.size(); ++p)
    if (structure[p] == 2) fill_.push_back(static_cast<int>(p));
  above_start_.assign(1, 0);
  above_.clear();
  for (int k = 0; k < n; ++k) {
    for (int i = 0; i < k; ++i)
      if (structure[at(i, k)]) above_.push_back(i);
    above_start_.push_back(static_cast<int>(above_.size()));
  }
  return true;
}

bool DenseLu::replay(const Eigen::MatrixXd& matrix) {
  const int n = static_cast<int>(lu_.rows());
  double* a = lu_.data();
  const double* values = matrix.data();
  // Entries outside the structure are zero from the full factorization that found it.
  for (const int position : fill_) a[position] = 0.0;
  for (std::size_t e = 0; e < pattern_.size(); ++e) a[destination_[e]] = values[pattern_[e]];
  for (int k = 0; k < n; ++k) {
    double* column_k = a + static_cast<std::ptrdiff_t>(k) * n;
    const double diagonal = column_k[k];
    const double size = std::abs(diagonal);
    // A zero pivot goes to the full algorithm, whose choice among zeros depends on the row order.
    if (!(size > 0.0)) return false;
    const int* rows = lower_.data() + lower_start_[k];
    const char* strict = strict_.data() + lower_start_[k];
    const int count = lower_start_[k + 1] - lower_start_[k];
    for (int p = 0; p < count; ++p) {
      const double other = std::abs(column_k[rows[p]]);
      if (strict[p] ? !(other < size) : !(other <= size)) return false;  // another pivot (or NaN)
    }
    const double inverse = 1.0 / diagonal;
    inverse_diagonal_[k] = inverse;
    if (size >= std::numeric_limits<double>::min())
      for (int p = 0; p < count; ++p) column_k[rows[p]] *= inverse;
    else
      for (int p = 0; p < count; ++p) column_k[rows[p]] /= diagonal;
    for (int q = upper_start_[k]; q < upper_start_[k + 1]; ++q) {
      double* column_j = a + static_cast<std::ptrdiff_t>(upper_[q]) * n;
      const double multiplier = column_j[k];
      if (multiplier == 0.0) continue;
      for (int p = 0; p < count; ++p) column_j[rows[p]] -= multiplier * column_k[rows[p]];
    }
  }
  return true;
}

// The loops run over raw columns (column-major: entry (i, j) at i + j n) rather than Eigen's dynamic
// tail() blocks, whose per-call set-up cost as much as the few multiply-adds of each short column.
void DenseLu::factor_in_full(const Eigen::MatrixXd& matrix) {
  lu_ = matrix;  // no allocation once the size is settled
  const int n = static_cast<int>(lu_.rows());
  pivot_rows_.resize(n);
  inverse_diagonal_.resize(n);
  double* a = lu_.data();
  for (int k = 0; k < n; ++k) {
    double* column_k = a + static_cast<std::ptrdiff_t>(k) * n;
    int pivot = k;  // the first largest |entry| on or below the diagonal
    double largest = std::abs(column_k[k]);
    for (int i = k + 1; i < n; ++i)
      if (std::abs(column_k[i]) > largest) {
        largest = std::abs(column_k[i]);
        pivot = i;
      }
    pivot_rows_[k] = pivot;
    if (pivot != k)
      for (int j = 0; j < n; ++j) std::swap(a[k + static_cast<std::ptrdiff_t>(j) * n], a[pivot + static_cast<std::ptrdiff_t>(j) * n]);
    const double diagonal = column_k[k];
    inverse_diagonal_[k] = 1.0 / diagonal;
    if (diagonal == 0.0) continue;  // the whole remaining column is zero: nothing to eliminate
    // Scaled by the reciprocal, as dgetf2 does, unless that would overflow.
    if (std::abs(diagonal) >= std::numeric_limits<double>::min())
      for (int i = k + 1; i < n; ++i) column_k[i] *= inverse_diagonal_[k];
    else
      for (int i = k + 1; i < n; ++i) column_k[i] /= diagonal;
    for (int j = k + 1; j < n; ++j) {
      double* column_j = a + static_cast<std::ptrdiff_t>(j) * n;
      const double multiplier = column_j[k];
      if (multiplier == 0.0) continue;
      for (int i = k + 1; i < n; ++i) column_j[i] -= multiplier * column_k[i];
    }
  }
}

double DenseLu::smallest_pivot() const {
  return lu_.rows() == 0 ? 1.0 : lu_.diagonal().cwiseAbs().minCoeff();
}

void DenseLu::solve_in_place(Eigen::VectorXd& x) const {
  const int n = static_cast<int>(lu_.rows());
  double* b = x.data();
  const double* a = lu_.data();
  for (int k = 0; k < n; ++k)
    if (pivot_rows_[k] != k) std::swap(b[k], b[pivot_rows_[k]]);
  // Column-oriented substitutions (as LAPACK's dtrsv with a column-major matrix), each column's
  // update skipped when its unknown is zero; along the structure of L and U when it is known (the
  // entries outside it are zero).
  if (has_structure_) {
    for (int k = 0; k < n; ++k) {  // L y = P x
      const double y = b[k];
      if (y == 0.0) continue;
      const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
      for (int p = lower_start_[k]; p < lower_start_[k + 1]; ++p) b[lower_[p]] -= y * column[lower_[p]];
    }
    for (int k = n - 1; k >= 0; --k) {  // U x = y
      const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
      b[k] *= inverse_diagonal_[k];
      const double xk = b[k];
      if (xk == 0.0) continue;
      for (int p = above_start_[k]; p < above_start_[k + 1]; ++p) b[above_[p]] -= xk * column[above_[p]];
    }
    return;
  }
  for (int k = 0; k < n; ++k) {  // L y = P x, L unit lower triangular
    const double y = b[k];
    if (y == 0.0) continue;
    const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
    for (int i = k + 1; i < n; ++i) b[i] -= y * column[i];
  }
  for (int k = n - 1; k >= 0; --k) {  // U x = y
    const double* column = a + static_cast<std::ptrdiff_t>(k) * n;
    b[k] *= inverse_diagonal_[k];
    const double xk = b[k];
    if (xk == 0.0) continue;
    for (int i = 0; i < k; ++i) b[i] -= xk * column[i];
  }
}

}  // namespace mbdae
