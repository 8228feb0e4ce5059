// Coordinate partitioning of C_q (Wehage & Haug, paper 000 §4 refs. [60, 61]), shared by RGCP's
// correction (corrections/rgcp.hpp) and the null-space formulation's sparse basis
// (formulations/nullspace_partitioned.hpp): r = rank C_q independent constraint rows, r dependent
// coordinates q_d whose block C_q[rows, q_d] is nonsingular, and the n − r independent ones q_i.
//
// The sparse choice: a sparse QR with threshold column pivoting (SuiteSparseQR, Heath's rank
// detection on unit-norm columns) of C_qᵀ gives the rank r and r independent constraint rows; a sparse
// LU with strict partial pivoting (UMFPACK, pivot tolerance 1) of C_q[rows, :]ᵀ (n × r) then takes,
// row by row, the coordinate with the largest remaining entry as dependent — dense RGCP's
// largest-pivot rule one constraint at a time, so the dependent block is as well conditioned as
// partial pivoting makes it. (Greedy threshold QR was tried for this second step and left blocks
// with condition numbers near 1e7 where full pivoting gives 10.)
#pragma once

#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

/// Rank tolerance of the partition, relative to the largest pivot (dense RGCP) or to unit-norm columns
/// (sparse): the same number, so that both forms find the same rank.
inline constexpr double kPartitionRankTolerance = 1e-10;

struct CoordinatePartition {
  std::vector<int> rows;         // the independent constraint rows, ascending
  std::vector<int> dependent;    // q_d, in UMFPACK's (fill-reducing) pivot order
  std::vector<int> independent;  // q_i, ascending
};

/// The sparse choice at the current C_q (n columns). Throws Error{Kind::numerical} at time t when
/// SuiteSparseQR or UMFPACK fails.
CoordinatePartition choose_partition_sparse(const SparseMatrix& jacobian, double t);

/// The coordinates not in `dependent`, ascending.
std::vector<int> complement_coordinates(int n, const std::vector<int>& dependent);

/// One stored entry of the dependent block C_q[rows, q_d]: its row among the kept rows, its column
/// among the dependent coordinates, and its position in C_q's value array (source).
struct DependentBlockEntry {
  int row, col, source;
};

/// The entries of C_q[rows, dependent] that can be non-zero (system.jacobian_may_be_nonzero()),
/// column by column, rows ascending within a column: the block is gathered straight from C_q.
std::vector<DependentBlockEntry> dependent_block_entries(const EquationsOfMotion& system, const SparseMatrix& jacobian,
                                                         const std::vector<int>& rows,
                                                         const std::vector<int>& dependent);

/// An r × r compressed matrix whose k-th stored value is entry k of `entries` (in their order).
SparseMatrix dependent_block_pattern(const std::vector<DependentBlockEntry>& entries, int r);

}  // namespace mbdae
