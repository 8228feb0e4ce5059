// Which constraints are redundant at a state: the rows of C_q that are linear combinations of the rows
// before them, in the model's order (the bodies' intrinsic rows, then the joints in the order the file
// lists them). A failed integration asks this at its last good state to tell redundant constraints
// (rank C_q < m: the constraint forces are not unique, and the augmented formulation's C_q M⁻¹ C_qᵀ is
// singular) from a step that diverged (full rank: the constraints are fine, the step is not).
#pragma once

#include <Eigen/Dense>
#include <string>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

struct ConstraintRank {
  int rows = 0;  // m
  int rank = 0;  // rank C_q
  /// The rows that depend on the rows before them (for a large model, see kLargestNamedRedundancy, the
  /// rows a sparse rank-revealing QR leaves out: dependent on the others, not necessarily on earlier ones).
  std::vector<int> dependent_rows;
  bool redundant() const { return rank < rows; }
};

/// Models whose C_q has at most this many rows get the rows that depend on earlier ones, from a
/// Gram–Schmidt sweep in model order (O(m² n)); larger ones those a sparse rank-revealing QR of C_qᵀ
/// leaves out (SuiteSparseQR, as coordinate partitioning chooses its rows).
inline constexpr int kLargestNamedRedundancy = 1500;

/// The rank of C_q(q, t) and its dependent rows. Rows are dependent when their distance to the span of
/// the rows before them is below 1e-9 of their own norm (Bricard's redundancy is exact up to rounding).
ConstraintRank constraint_rank(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q);

/// Whether C_q(q, t) has dependent rows, when which ones does not matter: constraint_rank's answer, but
/// from the sparse rank-revealing QR from kSmallestSparseSystem rows on (the Gram–Schmidt sweep that
/// names rows in model order took 0.37 s on a 100-link chain's 900 rows; the QR a few milliseconds).
bool constraints_are_redundant(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q);

/// One clause for an error message: "joint 'D' (2 of its 5 rows) and joint 'E' (1 of its 3 rows)
/// repeat constraints of the rows before them (rank C_q = 27 of 30 rows)".
std::string describe_redundancy(const EquationsOfMotion& system, const ConstraintRank& rank);

}  // namespace mbdae
