// The pattern of an m × m matrix whose (i, j) entry is a sum over the bodies that constraint rows i and
// j both touch, C_q W⁻¹ C_qᵀ for a block-diagonal W: the augmented formulation's Schur complement
// (formulations/af.hpp, UKE's sparse form) and the direct correction's G Gᵀ
// (corrections/sparse_minimum_norm.hpp). Built once: a fill-reducing (AMD) order, the ordered upper
// triangle with every diagonal entry stored, and, body by body, where each entry of the body's local
// product goes in it, so that assembling the matrix is a scatter without searches.
#pragma once

#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

struct BodyCoupledRows {
  std::vector<int> order;  // row r of the matrix is row order[r] of the ordered one
  SparseMatrix upper;      // the ordered matrix's upper triangle, values zero
  /// Per body b, with its rows R_b = constraint_rows_of_body(b) (count of them): targets[b][i + j·count]
  /// is the position in upper's value array of the entry (R_b[i], R_b[j]), or −1 where its symmetric
  /// twin (j, i) is the one stored.
  std::vector<std::vector<int>> targets;
};

BodyCoupledRows body_coupled_rows(const MultibodySystem& system);

/// A symmetric pattern in a fill-reducing (AMD) order, its upper triangle kept.
struct OrderedUpperPattern {
  std::vector<int> order;  // row r of the pattern is row order[r] of the ordered one
  SparseMatrix upper;      // the ordered pattern's upper triangle, values zero
};

/// Orders `pattern` (m × m, symmetric, every diagonal entry stored).
OrderedUpperPattern ordered_upper_pattern(const SparseMatrix& pattern);

/// Where the entry (i, j) of the unordered matrix, or its twin (j, i), is in the ordered upper
/// triangle's value array; −1 when it is outside the pattern.
int ordered_upper_position(const OrderedUpperPattern& pattern, int i, int j);

}  // namespace mbdae
