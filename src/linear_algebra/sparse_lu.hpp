// The sparse LU factorization of mbdae (SuiteSparse KLU) for a square matrix whose pattern is fixed:
// the symbolic analysis and a first numeric factorization choose the pivot order; later
// factorizations of matrices with the same pattern reuse it (klu_refactor) and allocate nothing. The
// pivots tell when that order has gone stale or the matrix has become singular. Two ways to pivot:
// - in_column_order (RGCP's dependent block, corrections/rgcp.hpp): the columns are eliminated in
//   their given order with the largest pivot of each column, as dense LU with partial pivoting does,
//   unscaled. With KLU's default block triangular form, scaling and reordering the pivots measured
//   something else, and coordinate partitioning, which repartitions on them, drifted off the triple
//   pendulum's energy.
// - fill_reducing (the unsymmetric index-3 tangent, formulations/index3_tangent.hpp): KLU's defaults,
//   a block triangular form, a fill-reducing (AMD) ordering, row scaling and threshold pivoting.
// - saddle_point (the index-1 DAE matrix of CVODE's and ARKode's sparse Newton solve): the same
//   without the block triangular form. BTF's maximum transversal permutes the rows to put non-zeros on
//   the diagonal of the constraint block, and AMD then orders that permuted pattern: on a 100-link
//   revolute chain's index-1 matrix that filled L + U with 1.8 million entries instead of 98 000 and
//   took 0.9 s per factorization instead of 4 ms; at 1000 links, minutes.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <memory>

namespace mbdae {

class SparseLu {
 public:
  enum class Pivoting { in_column_order, fill_reducing, saddle_point };

  explicit SparseLu(Pivoting pivoting = Pivoting::in_column_order);
  ~SparseLu();
  SparseLu(const SparseLu&) = delete;
  SparseLu& operator=(const SparseLu&) = delete;

  /// Analyses the pattern of `matrix` (compressed, column-major, square) and factors it choosing the
  /// pivots anew. Returns false when KLU finds it singular.
  bool factor(const Eigen::SparseMatrix<double>& matrix);
  /// Analyses the pattern only (once, for factor_values and refactor to reuse). Returns false when
  /// KLU cannot.
  bool analyze(const Eigen::SparseMatrix<double>& pattern);
  /// Factors a matrix with the analysed pattern, choosing the pivots anew. Returns false when singular.
  bool factor_values(const Eigen::SparseMatrix<double>& matrix);
  /// Factors a matrix with the pattern of the last factorization, keeping its pivot order (a first
  /// factorization when there is none). Returns false when a pivot is exactly zero.
  bool refactor(const Eigen::SparseMatrix<double>& matrix);
  /// Whether a numeric factorization is there to refactor.
  bool has_factorization() const;
  /// min|U_kk| / max|U_kk| of the last factorization (1 for an empty matrix, 0 when it failed).
  double pivot_ratio() const { return pivot_ratio_; }
  /// min|U_kk| of the last factorization (no scaling, so in the matrix's own units; 0 when it failed).
  double smallest_pivot() const;
  /// x ← A⁻¹ x with the last factorization.
  void solve_in_place(Eigen::VectorXd& x);
  /// X ← A⁻¹ X, every column at once.
  void solve_in_place(Eigen::MatrixXd& x);
  /// x ← A⁻ᵀ x with the last factorization.
  void solve_transpose_in_place(Eigen::VectorXd& x);

 private:
  struct Klu;  // klu.h stays out of this header
  std::unique_ptr<Klu> klu_;
  Pivoting pivoting_;
  int size_ = 0;
  double pivot_ratio_ = 0.0;
};

}  // namespace mbdae
