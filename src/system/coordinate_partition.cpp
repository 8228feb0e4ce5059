#include "system/coordinate_partition.hpp"

#include <Eigen/OrderingMethods>
#include <Eigen/SPQRSupport>
#include <umfpack.h>
#include <algorithm>

namespace mbdae {
namespace {

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
/// with the largest entry left after eliminating the rows before it. Returns false when UMFPACK fails.
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

CoordinatePartition choose_partition_sparse(const SparseMatrix& jacobian, double t) {
  const int m = static_cast<int>(jacobian.rows()), n = static_cast<int>(jacobian.cols());
  CoordinatePartition partition;
  // Independent rows: the pivot columns of C_qᵀ, at the rank tolerance.
  std::vector<int> order;
  const int rank = m == 0 ? 0 : independent_columns(jacobian.transpose(), kPartitionRankTolerance, order);
  if (rank < 0)
    throw Error(Error::Kind::numerical, "the sparse QR (SuiteSparseQR) of C_q^T for coordinate partitioning failed",
                {}, {}, t);
  partition.rows.assign(order.begin(), order.begin() + rank);
  std::sort(partition.rows.begin(), partition.rows.end());
  // Dependent coordinates: the pivot rows of LU with partial pivoting of C_q[rows, :]ᵀ (n × r).
  std::vector<Eigen::Triplet<double, int>> entries;
  std::vector<int> local(m, -1);
  for (int i = 0; i < rank; ++i) local[partition.rows[i]] = i;
  for (int col = 0; col < n; ++col)
    for (SparseMatrix::InnerIterator it(jacobian, col); it; ++it)
      if (local[it.row()] >= 0) entries.emplace_back(col, local[it.row()], it.value());
  SparseMatrix transposed_rows(n, rank);
  transposed_rows.setFromTriplets(entries.begin(), entries.end());
  transposed_rows.makeCompressed();
  if (rank > 0 && !pivot_coordinates(transposed_rows, partition.dependent))
    throw Error(Error::Kind::numerical, "the sparse LU (UMFPACK) of C_q[rows, :]^T for coordinate partitioning failed",
                {}, {}, t);
  partition.independent = complement_coordinates(n, partition.dependent);
  return partition;
}

std::vector<int> complement_coordinates(int n, const std::vector<int>& dependent) {
  std::vector<char> is_dependent(n, 0);
  for (int k : dependent) is_dependent[k] = 1;
  std::vector<int> independent;
  for (int k = 0; k < n; ++k)
    if (!is_dependent[k]) independent.push_back(k);
  return independent;
}

std::vector<DependentBlockEntry> dependent_block_entries(const EquationsOfMotion& system, const SparseMatrix& jacobian,
                                                         const std::vector<int>& rows,
                                                         const std::vector<int>& dependent) {
  const std::vector<char>& may_be_nonzero = system.jacobian_may_be_nonzero();
  std::vector<int> local(jacobian.rows(), -1);
  for (int i = 0; i < static_cast<int>(rows.size()); ++i) local[rows[i]] = i;
  std::vector<DependentBlockEntry> entries;
  for (int j = 0; j < static_cast<int>(dependent.size()); ++j)
    for (int k = jacobian.outerIndexPtr()[dependent[j]]; k < jacobian.outerIndexPtr()[dependent[j] + 1]; ++k)
      if (const int i = local[jacobian.innerIndexPtr()[k]]; i >= 0 && may_be_nonzero[k]) entries.push_back({i, j, k});
  std::sort(entries.begin(), entries.end(), [](const DependentBlockEntry& a, const DependentBlockEntry& b) {
    return a.col != b.col ? a.col < b.col : a.row < b.row;
  });
  return entries;
}

SparseMatrix dependent_block_pattern(const std::vector<DependentBlockEntry>& entries, int r) {
  SparseMatrix block(r, r);
  block.resizeNonZeros(static_cast<Eigen::Index>(entries.size()));
  int* outer = block.outerIndexPtr();
  std::fill(outer, outer + r + 1, 0);
  for (std::size_t e = 0; e < entries.size(); ++e) {
    ++outer[entries[e].col + 1];
    block.innerIndexPtr()[e] = entries[e].row;
  }
  for (int j = 0; j < r; ++j) outer[j + 1] += outer[j];
  std::fill(block.valuePtr(), block.valuePtr() + entries.size(), 0.0);
  return block;
}

}  // namespace mbdae
