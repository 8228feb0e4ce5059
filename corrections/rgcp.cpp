#include "corrections/rgcp.hpp"

#include <Eigen/OrderingMethods>
#include <Eigen/SPQRSupport>
#include <umfpack.h>
#include <algorithm>
#include <cmath>
#include <sstream>

namespace mbdae {
namespace {

// Rank tolerance of the partition, relative to the largest pivot (dense) or to unit-norm columns
// (sparse): the same number, so that both forms find the same rank.
constexpr double kRankTolerance = 1e-10;

/// Sparse QR with column pivoting by threshold of `matrix` with its columns scaled to unit norm: a
/// column is accepted when the part of it outside the span of the columns accepted before it has a
/// norm (the sine of its angle to that span) of at least `threshold`; the others go to the end.
/// Returns how many were accepted, and every column in `order`, the accepted ones first.
int independent_columns(const SparseMatrix& matrix, double threshold, std::vector<int>& order) {
  Eigen::SparseMatrix<double, Eigen::ColMajor, long> scaled = matrix.cast<double>();
  for (long col = 0; col < scaled.outerSize(); ++col)
    if (const double norm = scaled.col(col).norm(); norm > 0.0) scaled.col(col) /= norm;
  scaled.makeCompressed();
  Eigen::SPQR<Eigen::SparseMatrix<double, Eigen::ColMajor, long>> qr;
  qr.setPivotThreshold(threshold);
  qr.compute(scaled);
  if (qr.info() != Eigen::Success) return -1;
  const auto permutation = qr.colsPermutation();
  const long* indices = permutation.indices().data();  // SuiteSparseQR gives none for the identity
  order.resize(matrix.cols());
  for (int k = 0; k < static_cast<int>(matrix.cols()); ++k) order[k] = indices ? static_cast<int>(indices[k]) : k;
  return static_cast<int>(qr.rank());
}

/// The r coordinates that LU with partial pivoting picks in A (n × r, full column rank r; here
/// C_q[rows, :]ᵀ): for each constraint row in turn, in UMFPACK's fill-reducing order, the coordinate
/// with the largest entry left after eliminating the rows before it. This is the choice of dense RGCP
/// (largest pivots) restricted to one constraint at a time, so C_q[rows, q_d] is as well conditioned
/// as LU with partial pivoting makes its U. Returns false when UMFPACK fails.
bool pivot_coordinates(const SparseMatrix& transposed_rows, std::vector<int>& dependent) {
  const int n = static_cast<int>(transposed_rows.rows()), r = static_cast<int>(transposed_rows.cols());
  double control[UMFPACK_CONTROL], info[UMFPACK_INFO];
  umfpack_di_defaults(control);
  control[UMFPACK_PIVOT_TOLERANCE] = 1.0;  // the largest entry of each column, no relaxation
  control[UMFPACK_SCALE] = UMFPACK_SCALE_NONE;
  control[UMFPACK_STRATEGY] = UMFPACK_STRATEGY_UNSYMMETRIC;
  const int* p = transposed_rows.outerIndexPtr();
  const int* i = transposed_rows.innerIndexPtr();
  const double* x = transposed_rows.valuePtr();
  void* symbolic = nullptr;
  void* numeric = nullptr;
  bool ok = umfpack_di_symbolic(n, r, p, i, x, &symbolic, control, info) == UMFPACK_OK &&
            umfpack_di_numeric(p, i, x, symbolic, &numeric, control, info) == UMFPACK_OK;
  std::vector<int> row_order(n);
  ok = ok && umfpack_di_get_numeric(nullptr, nullptr, nullptr, nullptr, nullptr, nullptr, row_order.data(), nullptr,
                                    nullptr, nullptr, nullptr, numeric) == UMFPACK_OK;
  if (numeric) umfpack_di_free_numeric(&numeric);
  if (symbolic) umfpack_di_free_symbolic(&symbolic);
  if (ok) dependent.assign(row_order.begin(), row_order.begin() + r);  // P A Q = L U: pivot rows first
  return ok;
}

}  // namespace

CoordinatePartitioning::CoordinatePartitioning(const MultibodySystem& system, const CorrectionOptions& options)
    : system_(system),
      options_(options),
      dense_(options.linear_algebra == LinearAlgebra::dense),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      c_(m_),
      ct_(m_),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_dense_(dense_ ? Eigen::MatrixXd::Zero(m_, n_) : Eigen::MatrixXd()) {}

void CoordinatePartitioning::choose_partition(double t, const Eigen::VectorXd& q) {
  system_.constraint_jacobian(t, q, jacobian_);
  if (dense_)
    choose_partition_dense();
  else
    choose_partition_sparse(t);
}

void CoordinatePartitioning::choose_partition_dense() {
  copy_stored_entries(jacobian_, jacobian_dense_);
  if (!partition_factor_) partition_factor_ = std::make_unique<Eigen::FullPivLU<Eigen::MatrixXd>>(m_, n_);
  partition_factor_->setThreshold(kRankTolerance);
  partition_factor_->compute(jacobian_dense_);
  const int rank = static_cast<int>(partition_factor_->rank());
  const auto& columns = partition_factor_->permutationQ().indices();
  // P C_q Q = L U: the k-th pivot sits in column Q.indices()[k] and in row P⁻¹.indices()[k].
  const Eigen::PermutationMatrix<Eigen::Dynamic> row_inverse = partition_factor_->permutationP().inverse();
  std::vector<int> rows;
  for (int k = 0; k < rank; ++k) rows.push_back(row_inverse.indices()[k]);
  adopt_partition(std::vector<int>(columns.data(), columns.data() + rank), std::move(rows));
}

void CoordinatePartitioning::choose_partition_sparse(double t) {
  // Independent rows: the pivot columns of C_qᵀ, at the rank tolerance.
  std::vector<int> order;
  const int rank = independent_columns(jacobian_.transpose(), kRankTolerance, order);
  if (rank < 0)
    throw Error(Error::Kind::numerical, "the sparse QR (SuiteSparseQR) of C_q^T for coordinate partitioning failed",
                {}, {}, t);
  std::vector<int> rows(order.begin(), order.begin() + rank);
  std::sort(rows.begin(), rows.end());
  // Dependent coordinates: the pivot rows of LU with partial pivoting of C_q[rows, :]ᵀ (n × r).
  std::vector<Eigen::Triplet<double, int>> entries;
  std::vector<int> local(m_, -1);
  for (int i = 0; i < rank; ++i) local[rows[i]] = i;
  for (int col = 0; col < n_; ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      if (local[it.row()] >= 0) entries.emplace_back(col, local[it.row()], it.value());
  SparseMatrix transposed_rows(n_, rank);
  transposed_rows.setFromTriplets(entries.begin(), entries.end());
  transposed_rows.makeCompressed();
  std::vector<int> dependent;
  if (rank > 0 && !pivot_coordinates(transposed_rows, dependent))
    throw Error(Error::Kind::numerical, "the sparse LU (UMFPACK) of C_q[rows, :]^T for coordinate partitioning failed",
                {}, {}, t);
  // The dependent coordinates in UMFPACK's pivot order, which is fill-reducing (COLAMD): KLU
  // eliminates the dependent block's columns in this order.
  adopt_partition(std::move(dependent), std::move(rows));
}

void CoordinatePartitioning::set_partition(const std::vector<int>& dependent, const std::vector<int>& rows) {
  adopt_partition(dependent, rows);
}

void CoordinatePartitioning::adopt_partition(std::vector<int> dependent, std::vector<int> rows) {
  dependent_ = std::move(dependent);
  rows_ = std::move(rows);
  const int rank = static_cast<int>(dependent_.size());
  std::vector<char> is_dependent(n_, 0);
  for (int k : dependent_) is_dependent[k] = 1;
  independent_.clear();
  for (int k = 0; k < n_; ++k)
    if (!is_dependent[k]) independent_.push_back(k);
  rows_residual_.resize(rank);
  step_.resize(rank);
  // The pattern of C_q[rows, dependent]: C_q's stored entries in those rows and columns that can be
  // non-zero, column by column, each remembered by its position in C_q's value array, so that both
  // forms gather the block straight from the sparse C_q. The kept rows' entries likewise, for the
  // block's quality.
  const std::vector<char>& may_be_nonzero = system_.jacobian_may_be_nonzero();
  std::vector<int> local(m_, -1);
  for (int i = 0; i < rank; ++i) local[rows_[i]] = i;
  dependent_block_entries_.clear();
  for (int j = 0; j < rank; ++j)
    for (int k = jacobian_.outerIndexPtr()[dependent_[j]]; k < jacobian_.outerIndexPtr()[dependent_[j] + 1]; ++k)
      if (const int i = local[jacobian_.innerIndexPtr()[k]]; i >= 0 && may_be_nonzero[k])
        dependent_block_entries_.push_back({i, j, k});
  std::sort(dependent_block_entries_.begin(), dependent_block_entries_.end(),
            [](const DependentBlockEntry& a, const DependentBlockEntry& b) {
              return a.col != b.col ? a.col < b.col : a.row < b.row;
            });
  kept_row_entries_.clear();
  for (int k = 0; k < static_cast<int>(jacobian_.nonZeros()); ++k)
    if (const int i = local[jacobian_.innerIndexPtr()[k]]; i >= 0 && may_be_nonzero[k])
      kept_row_entries_.push_back({i, k, static_cast<int>(std::upper_bound(jacobian_.outerIndexPtr(),
                                                                           jacobian_.outerIndexPtr() + n_ + 1, k) -
                                                          jacobian_.outerIndexPtr()) - 1});
  if (dense_) {
    dependent_block_.setZero(rank, rank);  // entries outside C_q's pattern stay zero
    std::vector<int> block_pattern;
    for (const DependentBlockEntry& e : dependent_block_entries_) block_pattern.push_back(e.row + e.col * rank);
    dependent_factor_.analyze_pattern(rank, block_pattern);  // lets the factorizations replay their pivots
  } else {
    // Stored in the entries' order, so that value k is entry k.
    sparse_dependent_block_.resize(rank, rank);
    sparse_dependent_block_.resizeNonZeros(static_cast<Eigen::Index>(dependent_block_entries_.size()));
    int* outer = sparse_dependent_block_.outerIndexPtr();
    std::fill(outer, outer + rank + 1, 0);
    for (std::size_t e = 0; e < dependent_block_entries_.size(); ++e) {
      ++outer[dependent_block_entries_[e].col + 1];
      sparse_dependent_block_.innerIndexPtr()[e] = dependent_block_entries_[e].row;
    }
    for (int j = 0; j < rank; ++j) outer[j + 1] += outer[j];
    fresh_partition_ = true;
  }
  // Constant rows' entries never change: their largest magnitude is taken once, and the dense form
  // gathers them into its block once per partition (they are listed after the varying ones).
  constant_kept_row_largest_ = 0.0;
  varying_kept_row_entries_.clear();
  for (const KeptRowEntry& e : kept_row_entries_)
    if (system_.constraint_row_is_constant(rows_[e.row]))
      constant_kept_row_largest_ = std::max(constant_kept_row_largest_, std::abs(jacobian_.valuePtr()[e.source]));
    else
      varying_kept_row_entries_.push_back(e.source);
  if (dense_) {  // the dense form gathers entry by entry, in any order: constant rows' last
    const auto constant_first = std::stable_partition(dependent_block_entries_.begin(), dependent_block_entries_.end(),
                                                      [&](const DependentBlockEntry& e) {
                                                        return !system_.constraint_row_is_constant(rows_[e.row]);
                                                      });
    varying_gather_count_ = static_cast<std::size_t>(constant_first - dependent_block_entries_.begin());
    constant_rows_gathered_ = false;
  }
  ++statistics_.repartitions;
  repartition_ = false;
  chosen_block_quality_ = -1.0;  // set by the first factorization of the dependent block
}

double CoordinatePartitioning::largest_kept_row_entry() const {
  double largest = constant_kept_row_largest_;
  const double* values = jacobian_.valuePtr();
  for (const int source : varying_kept_row_entries_) largest = std::max(largest, std::abs(values[source]));
  return largest;
}

double CoordinatePartitioning::factor_dependent_block() {
  const int r = static_cast<int>(dependent_.size());
  if (r == 0) return 1.0;
  // The smallest pivot of the dependent block against the largest entry of the kept rows of C_q.
  // At the choice by full pivoting this is the ratio of the last to the first pivot of LU(C_q); it
  // falls when the dependent coordinates lose their hold on the constraints to independent ones, as
  // when a pendulum's dependent x reaches the bottom of the swing, where ∂C/∂x → 0 while ∂C/∂y grows.
  // (min|U_kk| / max|U_kk| of the block alone cannot see that: a 1 × 1 block always scores 1.)
  const double scale = largest_kept_row_entry();
  if (!(scale > 0.0)) return 0.0;
  const double* source = jacobian_.valuePtr();
  if (dense_) {
    const std::size_t count = constant_rows_gathered_ ? varying_gather_count_ : dependent_block_entries_.size();
    for (std::size_t k = 0; k < count; ++k) {
      const DependentBlockEntry& e = dependent_block_entries_[k];
      dependent_block_(e.row, e.col) = source[e.source];
    }
    constant_rows_gathered_ = true;
    dependent_factor_.factor(dependent_block_);
    return dependent_factor_.smallest_pivot() / scale;
  }
  double* values = sparse_dependent_block_.valuePtr();
  for (std::size_t k = 0; k < dependent_block_entries_.size(); ++k) values[k] = source[dependent_block_entries_[k].source];
  if (fresh_partition_) {
    fresh_partition_ = false;
    sparse_dependent_factor_.factor(sparse_dependent_block_);
    return sparse_dependent_factor_.smallest_pivot() / scale;
  }
  // The pivot order chosen with the partition is reused; when the pivots fall, they are chosen anew
  // before the partition is blamed (a stale pivot order is not an ill-conditioned block).
  sparse_dependent_factor_.refactor(sparse_dependent_block_);
  if (!(sparse_dependent_factor_.smallest_pivot() / scale > 0.5 * chosen_block_quality_))
    sparse_dependent_factor_.factor(sparse_dependent_block_);
  return sparse_dependent_factor_.smallest_pivot() / scale;
}

void CoordinatePartitioning::solve_dependent(Eigen::VectorXd& x) {
  step_ = x;
  if (dense_)
    dependent_factor_.solve_in_place(step_);
  else
    sparse_dependent_factor_.solve_in_place(step_);
}

void CoordinatePartitioning::velocity_residual(const Eigen::VectorXd& v) {
  // Over the kept rows' entries only, summed column by column as the sparse product C_q v would.
  rows_residual_.setZero();
  const double* values = jacobian_.valuePtr();
  for (const KeptRowEntry& e : kept_row_entries_) rows_residual_[e.row] += values[e.source] * v[e.col];
  for (int i = 0; i < static_cast<int>(rows_.size()); ++i) rows_residual_[i] += ct_[rows_[i]];
}

void CoordinatePartitioning::correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  ++statistics_.corrections;
  if (repartition_ || dependent_.size() + independent_.size() != static_cast<std::size_t>(n_)) choose_partition(t, q);
  int r = static_cast<int>(dependent_.size());

  // Positions: Newton–Raphson on the kept rows for the dependent coordinates, at least one iteration.
  int iteration = 0;
  for (;; ++iteration) {
    if (iteration == options_.max_iterations) {
      system_.constraints(t, q, c_);
      int worst = 0;
      const double size = c_.cwiseAbs().maxCoeff(&worst);
      std::ostringstream msg;
      msg << "RGCP position correction did not converge to " << options_.tolerance << " in "
          << options_.max_iterations << " Newton iterations (largest residual " << size << ")";
      throw CorrectionDidNotConverge(msg.str(), system_.constraint_owner(worst), t, size);
    }
    system_.constraints(t, q, c_);
    system_.constraint_jacobian(t, q, jacobian_);
    const double quality = factor_dependent_block();
    if (chosen_block_quality_ < 0) chosen_block_quality_ = quality;
    if (!(quality > 0.5 * chosen_block_quality_) || !(quality > 1e-14)) {
      // The dependent block's smallest pivot, against the kept rows' largest entry, has halved since
      // the partition was chosen: choose the dependent coordinates again, here. The correction is
      // oblique (along the dependent coordinates), so it turns the integrator's error normal to the
      // constraints into error along them, amplified by |C_{q_d}⁻¹ C_{q_i}|; a lax threshold let that
      // amplification grow by orders of magnitude on the triple pendulum, a ratio of one half keeps it
      // near the unpartitioned error.
      choose_partition(t, q);
      r = static_cast<int>(dependent_.size());  // the rank may have changed with the partition
      chosen_block_quality_ = factor_dependent_block();
      if (!(chosen_block_quality_ > 0.0))
        throw Error(Error::Kind::numerical,
                    std::string("the dependent block C_q[rows, q_d] of coordinate partitioning is singular (") +
                        to_string(options_.linear_algebra) + " LU) right after it was chosen",
                    {}, {}, t);
    }
    double largest_residual = 0.0;
    for (int i = 0; i < r; ++i) {
      rows_residual_[i] = c_[rows_[i]];
      largest_residual = std::max(largest_residual, std::abs(rows_residual_[i]));
    }
    // Kept rows satisfied a thousand times better than the tolerance asks: a well-conditioned block
    // would give a step below the tolerance, so a larger one is round-off amplified by a nearly singular
    // block (a singular position, where every partition is poor). Stop here rather than apply it: the
    // step criterion alone never passed there (four_bar: residual 4e-16, steps above 1e-9).
    if (iteration > 0 && largest_residual <= 1e-3 * options_.tolerance) break;
    solve_dependent(rows_residual_);
    for (int i = 0; i < r; ++i) q[dependent_[i]] -= step_[i];
    ++statistics_.newton_iterations;
    if (step_.size() == 0 || step_.cwiseAbs().maxCoeff() <= options_.tolerance) break;
  }
  if (iteration > 3) repartition_ = true;  // slow convergence: a better partition may exist

  // Velocities: C_q[rows, d] v_d = −(C_q[rows, i] v_i + C_t[rows]) at the corrected positions, by
  // iterative refinement from the integrator's v_d with the dependent block factored during the last
  // Newton iteration. That block differs from the one at the corrected positions by O(tolerance), so
  // each pass shrinks the error by that factor: one pass leaves round-off when the integrator's v_d
  // was within 1e-6 of the solution (the usual case after a step, whose v already nearly satisfies the
  // constraints), a second when it was not. No second factorization either way.
  system_.constraint_jacobian(t, q, jacobian_);
  system_.constraint_time_derivative(t, q, ct_);
  const double velocity_scale = std::max(1.0, v.cwiseAbs().maxCoeff());
  for (int pass = 0; pass < 2; ++pass) {
    velocity_residual(v);
    solve_dependent(rows_residual_);
    for (int i = 0; i < r; ++i) v[dependent_[i]] -= step_[i];
    if (r == 0 || step_.cwiseAbs().maxCoeff() <= 1e-6 * velocity_scale) break;
  }
}

}  // namespace mbdae
