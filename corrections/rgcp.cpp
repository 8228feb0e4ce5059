#include "corrections/rgcp.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace mbdae {
CoordinatePartitioning::CoordinatePartitioning(const EquationsOfMotion& system, const CorrectionOptions& options)
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
  partition_factor_->setThreshold(kPartitionRankTolerance);
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
  CoordinatePartition partition = mbdae::choose_partition_sparse(jacobian_, t);
  // The dependent coordinates in UMFPACK's pivot order, which is fill-reducing (COLAMD): KLU
  // eliminates the dependent block's columns in this order.
  adopt_partition(std::move(partition.dependent), std::move(partition.rows));
}

void CoordinatePartitioning::set_partition(const std::vector<int>& dependent, const std::vector<int>& rows) {
  adopt_partition(dependent, rows);
}

void CoordinatePartitioning::adopt_partition(std::vector<int> dependent, std::vector<int> rows) {
  dependent_ = std::move(dependent);
  rows_ = std::move(rows);
  const int rank = static_cast<int>(dependent_.size());
  independent_ = complement_coordinates(n_, dependent_);
  rows_residual_.resize(rank);
  step_.resize(rank);
  // The pattern of C_q[rows, dependent]: C_q's stored entries in those rows and columns that can be
  // non-zero, each remembered by its position in C_q's value array, so that both forms gather the
  // block straight from the sparse C_q. The kept rows' entries likewise, for the block's quality.
  const std::vector<char>& may_be_nonzero = system_.jacobian_may_be_nonzero();
  std::vector<int> local(m_, -1);
  for (int i = 0; i < rank; ++i) local[rows_[i]] = i;
  dependent_block_entries_ = dependent_block_entries(system_, jacobian_, rows_, dependent_);
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
    sparse_dependent_block_ = dependent_block_pattern(dependent_block_entries_, rank);  // value k is entry k
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
  if (m_ == 0) return;  // no constraint to hold (an open tree in relative coordinates)
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
