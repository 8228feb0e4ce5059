#include "linear_algebra/sparse_lu.hpp"

#include <klu.h>

#include <algorithm>
#include <cmath>

namespace mbdae {

struct SparseLu::Klu {
  klu_common common;
  klu_symbolic* symbolic = nullptr;
  klu_numeric* numeric = nullptr;
  explicit Klu(Pivoting pivoting) {
    klu_defaults(&common);
    if (pivoting == Pivoting::fill_reducing) return;  // KLU's defaults
    if (pivoting == Pivoting::saddle_point) {
      common.btf = 0;  // AMD on the symmetrized pattern as it stands
      return;
    }
    // The columns' own order (no block triangular form, no fill-reducing reordering), no scaling, and
    // the largest pivot of each column (tol = 1): the elimination of dense LU with partial pivoting,
    // so that the pivot ratio means what it means there. The caller orders the columns to limit fill.
    // The matrices come from patterns built here (sorted, no duplicates), so KLU's check of each one
    // (scale = 0 still checks; -1 does not) is skipped: it cost a tenth of an RGCP correction.
    common.btf = 0;
    common.scale = -1;
    common.tol = 1.0;
  }
  ~Klu() { release(); }
  void release() {
    if (numeric) klu_free_numeric(&numeric, &common);
    if (symbolic) klu_free_symbolic(&symbolic, &common);
  }
  // KLU's klu_rcond is exactly min|U_kk| / max|U_kk| (a cheap estimate, not the true reciprocal
  // condition number), the quantity RGCP compares between partitions.
  double pivot_ratio() {
    if (!numeric || klu_rcond(symbolic, numeric, &common) != 1) return 0.0;
    return common.rcond;
  }
};

SparseLu::SparseLu(Pivoting pivoting) : klu_(std::make_unique<Klu>(pivoting)), pivoting_(pivoting) {}
SparseLu::~SparseLu() = default;

bool SparseLu::analyze(const Eigen::SparseMatrix<double>& pattern) {
  klu_->release();
  size_ = static_cast<int>(pattern.rows());
  if (size_ == 0) return true;
  auto* p = const_cast<int*>(pattern.outerIndexPtr());
  auto* i = const_cast<int*>(pattern.innerIndexPtr());
  klu_->symbolic = pivoting_ != Pivoting::in_column_order
                       ? klu_analyze(size_, p, i, &klu_->common)
                       : klu_analyze_given(size_, p, i, nullptr, nullptr, &klu_->common);
  return klu_->symbolic != nullptr;
}

bool SparseLu::factor_values(const Eigen::SparseMatrix<double>& matrix) {
  if (size_ == 0) {
    pivot_ratio_ = 1.0;
    return true;
  }
  if (klu_->numeric) klu_free_numeric(&klu_->numeric, &klu_->common);
  auto* p = const_cast<int*>(matrix.outerIndexPtr());
  auto* i = const_cast<int*>(matrix.innerIndexPtr());
  auto* x = const_cast<double*>(matrix.valuePtr());
  if (klu_->symbolic) klu_->numeric = klu_factor(p, i, x, klu_->symbolic, &klu_->common);
  pivot_ratio_ = klu_->numeric && klu_->common.status == KLU_OK ? klu_->pivot_ratio() : 0.0;
  return pivot_ratio_ > 0.0;
}

bool SparseLu::factor(const Eigen::SparseMatrix<double>& matrix) {
  analyze(matrix);
  return factor_values(matrix);
}

bool SparseLu::has_factorization() const { return klu_->numeric != nullptr; }

bool SparseLu::refactor(const Eigen::SparseMatrix<double>& matrix) {
  if (size_ == 0) return true;
  if (!klu_->numeric) return klu_->symbolic ? factor_values(matrix) : factor(matrix);
  auto* p = const_cast<int*>(matrix.outerIndexPtr());
  auto* i = const_cast<int*>(matrix.innerIndexPtr());
  auto* x = const_cast<double*>(matrix.valuePtr());
  const bool ok = klu_refactor(p, i, x, klu_->symbolic, klu_->numeric, &klu_->common) == 1 &&
                  klu_->common.status == KLU_OK;
  pivot_ratio_ = ok ? klu_->pivot_ratio() : 0.0;
  return pivot_ratio_ > 0.0;
}

double SparseLu::smallest_pivot() const {
  if (size_ == 0) return 1.0;
  if (!klu_->numeric || !(pivot_ratio_ > 0.0)) return 0.0;
  const double* pivots = static_cast<const double*>(klu_->numeric->Udiag);  // real case: n doubles
  double smallest = std::abs(pivots[0]);
  for (int k = 1; k < size_; ++k) smallest = std::min(smallest, std::abs(pivots[k]));
  return smallest;
}

void SparseLu::solve_in_place(Eigen::VectorXd& x) {
  if (size_ == 0) return;
  klu_solve(klu_->symbolic, klu_->numeric, size_, 1, x.data(), &klu_->common);
}

void SparseLu::solve_in_place(Eigen::MatrixXd& x) {
  if (size_ == 0 || x.cols() == 0) return;
  klu_solve(klu_->symbolic, klu_->numeric, size_, static_cast<int>(x.cols()), x.data(), &klu_->common);
}

void SparseLu::solve_transpose_in_place(Eigen::VectorXd& x) {
  if (size_ == 0) return;
  klu_tsolve(klu_->symbolic, klu_->numeric, size_, 1, x.data(), &klu_->common);
}

}  // namespace mbdae
