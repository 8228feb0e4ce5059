// Robust generalized coordinate partitioning (RGCP; Wehage & Haug, paper 000 §4 refs. [60, 61]).
// A rank-revealing factorization of C_q picks r = rank C_q dependent coordinates q_d and r
// independent constraint rows. After each step the independent coordinates are kept, the dependent
// ones are corrected by Newton–Raphson on C(q_d; q_i) = 0, and the dependent velocities are solved
// from C_q v + C_t = 0. The partition is chosen anew when the smallest pivot of its dependent block,
// measured against the largest entry of the kept rows of C_q, has halved since it was chosen, or
// when Newton needs many iterations.
//
// Dense form: LU with full pivoting of C_q chooses the partition, the r × r dependent block is
// factored by LU with partial pivoting (DenseLu, which skips its zero entries' updates) — O(m² n) and
// O(r³), with m × n doubles of storage.
// Sparse form: the choice of src/system/coordinate_partition.hpp (SuiteSparseQR for the rows, UMFPACK
// with strict partial pivoting for the coordinates). The dependent block keeps a fixed pattern per
// partition and is factored by KLU in UMFPACK's (fill-reducing) pivot order, reusing its pivot order
// from one Newton iteration to the next.
// Both forms find the same rank; they may choose different (equally valid) partitions, so their
// trajectories differ within the integration error, not by round-off (docs/methods.md).
#pragma once

#include <memory>

#include "corrections/constraint_correction.hpp"
#include "linear_algebra/dense_lu.hpp"
#include "linear_algebra/sparse_lu.hpp"
#include "system/coordinate_partition.hpp"

namespace mbdae {

class CoordinatePartitioning final : public ConstraintCorrection {
 public:
  CoordinatePartitioning(const EquationsOfMotion& system, const CorrectionOptions& options);
  const char* name() const override { return "rgcp"; }
  void correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) override;

  /// Current dependent coordinates (indices into q), for tests and diagnostics.
  const std::vector<int>& dependent_coordinates() const { return dependent_; }
  /// Current independent constraint rows: the dependent block is C_q[rows, dependent coordinates].
  const std::vector<int>& independent_rows() const { return rows_; }
  /// Chooses the partition at (t, q) now, as the first correction would (for tests).
  void choose_partition(double t, const Eigen::VectorXd& q);
  /// Uses the given partition from the next correction on (for tests comparing forms on one
  /// partition); it is kept until the block's pivots or Newton's convergence ask for a new one.
  void set_partition(const std::vector<int>& dependent, const std::vector<int>& rows);

 private:
  void choose_partition_dense();
  void choose_partition_sparse(double t);  // t only for error messages
  void adopt_partition(std::vector<int> dependent, std::vector<int> rows);
  /// Factors C_q[rows, dependent]; returns its smallest pivot over the largest |entry| of C_q[rows, :].
  double factor_dependent_block();
  double largest_kept_row_entry() const;
  /// rows_residual_ ← C_q[rows] v + C_t[rows] with the current C_q.
  void velocity_residual(const Eigen::VectorXd& v);
  void solve_dependent(Eigen::VectorXd& x);

  const EquationsOfMotion& system_;
  CorrectionOptions options_;
  bool dense_;
  int n_, m_;
  std::vector<int> dependent_, independent_, rows_;  // dependent columns, independent ones, kept rows
  // The kept rows' entries of C_q that may be non-zero, in C_q's (column-major) order: row among the
  // kept ones, position in C_q's value array, column.
  struct KeptRowEntry {
    int row, source, col;
  };
  std::vector<KeptRowEntry> kept_row_entries_;
  double constant_kept_row_largest_ = 0.0;     // largest |entry| of the kept constant rows
  std::vector<int> varying_kept_row_entries_;  // positions in C_q's value array of the others
  double chosen_block_quality_ = 0.0;
  bool repartition_ = true;
  Eigen::VectorXd c_, ct_, step_;
  Eigen::VectorXd rows_residual_;
  SparseMatrix jacobian_;
  // Both forms: the stored entries of C_q[rows, dependent], column by column (the dense form then
  // moves those of constant rows last).
  std::vector<DependentBlockEntry> dependent_block_entries_;
  // Dense form only: C_q to choose the partition, the dependent block and its factorization.
  Eigen::MatrixXd jacobian_dense_;
  Eigen::MatrixXd dependent_block_;
  std::size_t varying_gather_count_ = 0;  // dense form: entries not in constant rows, listed first
  bool constant_rows_gathered_ = false;  // since the partition was chosen
  DenseLu dependent_factor_;
  std::unique_ptr<Eigen::FullPivLU<Eigen::MatrixXd>> partition_factor_;
  // Sparse form only: C_q[rows, dependent] with a fixed pattern per partition (its values in the order
  // of dependent_block_entries_), and its factorization.
  SparseMatrix sparse_dependent_block_;
  SparseLu sparse_dependent_factor_;
  bool fresh_partition_ = false;
};

}  // namespace mbdae
