// A square sparse matrix's LU factorization with partial pivoting (SuiteSparse KLU) for a matrix whose
// pattern is fixed: the symbolic analysis and a first numeric factorization choose the pivot order; later factorizations of matrices with the same
// pattern reuse it (klu_refactor) and allocate nothing. The smallest pivot min|U_kk| tells when that
// pivot order has gone stale or the matrix has become singular. The columns are eliminated in their
// given order with the largest pivot of each column, as dense LU with partial pivoting does: with
// KLU's default block triangular form, scaling and reordering the pivots measured something else, and
// coordinate partitioning, which repartitions on them, drifted off the triple pendulum's energy.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <memory>

namespace mbdae {

class SparseLu {
 public:
  SparseLu();
  ~SparseLu();
  SparseLu(const SparseLu&) = delete;
  SparseLu& operator=(const SparseLu&) = delete;

  /// Analyses the pattern of `matrix` (compressed, column-major, square) and factors it choosing the
  /// pivots anew. Returns false when KLU finds it singular.
  bool factor(const Eigen::SparseMatrix<double>& matrix);
  /// Factors a matrix with the pattern of the last factor() call, keeping its pivot order. Returns
  /// false when a pivot is exactly zero.
  bool refactor(const Eigen::SparseMatrix<double>& matrix);
  /// min|U_kk| / max|U_kk| of the last factorization (1 for an empty matrix, 0 when it failed).
  double pivot_ratio() const { return pivot_ratio_; }
  /// min|U_kk| of the last factorization (no scaling, so in the matrix's own units; 0 when it failed).
  double smallest_pivot() const;
  /// x ← A⁻¹ x with the last factorization.
  void solve_in_place(Eigen::VectorXd& x);

 private:
  struct Klu;  // klu.h stays out of this header
  std::unique_ptr<Klu> klu_;
  int size_ = 0;
  double pivot_ratio_ = 0.0;
};

}  // namespace mbdae
