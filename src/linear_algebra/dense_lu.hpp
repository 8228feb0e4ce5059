// LU factorization with partial pivoting of a small dense square matrix whose entries are mostly
// zero: the dependent block C_q[rows, q_d] of coordinate partitioning's dense form (about 90
// non-zeros of 27 × 27 on the NACF triple pendulum). It is the unblocked right-looking algorithm of
// LAPACK's dgetf2: for each column the largest remaining entry is the pivot (the first one on ties, as
// Eigen's PartialPivLU, so both choose the same pivots), the column is scaled by the pivot's
// reciprocal (kept for the back substitution), then the rank-one update of the trailing block, which
// skips the columns whose multiplier is zero, as the reference BLAS dger does. Eigen's
// PartialPivLU instead takes its blocked path above 16 × 16 and multiplies every zero; on that block
// it is about four times slower. A zero pivot leaves its column unscaled (dgetf2 does the same) and
// shows as a zero smallest_pivot(). The buffers are sized once by factor() and reused.
//
// Replay. When the caller declares which entries may be non-zero (analyze_pattern), the row
// interchanges of a factorization are kept with the structure of L and U they imply (the pattern's
// symbolic elimination in that row order, fill included). The next factorization first replays them:
// it eliminates along that structure only (about 180 multiply-adds, fill included, instead of the
// dense loops' few thousand on the block above) and checks at each column that partial pivoting
// would have chosen the same pivot: no remaining entry larger, none equal in a row that comes first
// in the row order dgetf2 has at that step. Every entry then receives the same operations in the same
// order as in the full algorithm, so a replay is bitwise the factorization dgetf2 would give (up to
// the sign of zeros). The first column where another pivot would win ends the replay and the matrix
// is factored in full; a new structure is found once full factorizations in a row agree on their
// interchanges (two, and twice as many after each further failed replay), so that pivots flipping
// between near-equal entries (a symmetric position) cost little more than factoring in full. Between
// consecutive steps of a simulation the block moves little, so nearly every factorization is a replay.
#pragma once

#include <Eigen/Dense>
#include <vector>

namespace mbdae {

class DenseLu {
 public:
  /// The n × n matrices to factor are zero outside `entries`, positions i + j n (column-major).
  /// Enables replay (above); without it, or for another size, every factorization is in full.
  void analyze_pattern(int n, const std::vector<int>& entries);
  /// P A = L U of the square `matrix`.
  void factor(const Eigen::MatrixXd& matrix);
  /// min |U_kk| of the last factorization (1 for an empty matrix).
  double smallest_pivot() const;
  /// x ← A⁻¹ x with the last factorization (meaningful only if smallest_pivot() > 0).
  void solve_in_place(Eigen::VectorXd& x) const;
  /// How many factorizations so far were replays (for tests and diagnostics).
  long replays() const { return replays_; }
  /// How many times the structure was found (for tests and diagnostics).
  long structures() const { return structures_; }

 private:
  void factor_in_full(const Eigen::MatrixXd& matrix);
  /// The structure of L and U for the current row interchanges; false without a pattern for this size.
  bool find_structure();
  /// Replays the kept interchanges on `matrix`; false at the first column where another pivot wins.
  bool replay(const Eigen::MatrixXd& matrix);

  Eigen::MatrixXd lu_;          // L below the diagonal (unit diagonal implied), U on and above it
  Eigen::VectorXi pivot_rows_;  // row k was swapped with row pivot_rows_[k] at step k
  Eigen::VectorXi previous_pivot_rows_;  // those of the previous full factorization
  int agreeing_in_a_row_ = 0;  // full factorizations that chose the interchanges of the one before
  int failures_in_a_row_ = 0;  // replays that failed since the last one that did not
  Eigen::VectorXd inverse_diagonal_;  // 1 / U_kk, for the column scaling and the back substitution

  // Replay (sizes set by analyze_pattern and find_structure, reused).
  int pattern_size_ = -1;
  std::vector<int> pattern_;      // the declared entries of A, positions i + j n
  std::vector<int> destination_;  // where each of them goes in lu_ (its row moved by the interchanges)
  std::vector<int> fill_;         // positions of L's and U's structure outside P A's pattern
  // Step k: rows below the diagonal where column k of L may be non-zero, lower_[lower_start_[k] …],
  // each with strict_[·] = 1 when that row precedes the pivot in dgetf2's row order at step k (the
  // pivot must then be strictly larger); columns right of the diagonal where row k of U may be
  // non-zero, upper_[upper_start_[k] …]; rows above the diagonal where column k of U may be
  // non-zero, above_[above_start_[k] …] (for the back substitution).
  std::vector<int> lower_start_, lower_, upper_start_, upper_, above_start_, above_;
  std::vector<char> strict_;
  std::vector<int> scratch_row_at_, scratch_position_of_, scratch_current_row_, scratch_current_position_;
  std::vector<char> scratch_structure_;
  bool has_structure_ = false;
  long replays_ = 0;
  long structures_ = 0;
};

}  // namespace mbdae
