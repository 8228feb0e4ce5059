// Minimum-norm solutions of S x = b for a sparse symmetric positive semi-definite S, such as the Schur
// complement C_q M⁻¹ C_qᵀ of a mechanism with redundant constraints (rank C_q < m): the Moore–Penrose
// x = S⁺b, without forming anything dense.
//
// S is factored as it is first (LDLᵀ in the caller's order, no pivoting). When every pivot is at least
// ε (below), S is positive definite, that factorization is backward stable, and a solve is one forward
// and one back substitution: the common case, a mechanism without redundant constraints away from
// singular positions. ε = 1e-12 of S's largest diagonal entry is 1e4 times the round-off of forming S,
// and far above what the dense forms count as rank (singular values of C_q below 1e-10 of the largest,
// 1e-20 on S): a pivot above it belongs to an independent row, however ill-conditioned S is (a
// 1000-link revolute chain's smallest pivot is 7e-10 of its largest, its smallest eigenvalue about
// 1e-12). Otherwise:
//
// S + εI (ε = kRegularization · the largest diagonal entry) is positive definite, so its LDLᵀ needs no
// pivoting and is stable in the fill-reducing order the caller has given S. A dependent row shows as
// a pivot of size ε once the rows it depends on are eliminated: such pivots are left out of the
// solves (D⁺ instead of D⁻¹), which keeps that row's round-off — or a contradiction between dependent
// rows (b outside the range of S) — from being divided by ε. The regularization itself is removed by
// the proximal-point iteration
//   x_{k+1} = x_k + (S + εI)⁺ (b − S x_k),   x_0 = 0,
// whose error along an eigenvalue s of S shrinks by ε/(s + ε) per solve; the same residuals correct
// the factorization's round-off (iterative refinement). Each left-out pivot k gives a null vector
// L⁻ᵀe_k of S, refined by inverse iteration; x is made orthogonal to them at the end, which makes it
// the minimum-norm solution. Without dependent rows nothing is allocated after analyze(); with them,
// each factorization sizes that small basis (m × count) and its QR.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <Eigen/SparseCholesky>
#include <vector>

namespace mbdae {

class SemidefiniteLdlt {
 public:
  using SparseMatrix = Eigen::SparseMatrix<double>;

  /// ε relative to the largest diagonal entry: far below the smallest eigenvalue a long chain's Schur
  /// complement has relative to its largest (about 1e-6 at 1000 links), so a few solves reach round-off.
  static constexpr double kRegularization = 1e-12;
  /// A pivot below this multiple of ε is a dependent row's.
  static constexpr double kDependentPivot = 1e3;
  /// The iteration stops when an update changes x by at most this relative to its largest entry (or
  /// the last two updates' contraction says the next would), when updates stop halving (round-off
  /// reached), or after kMaxSolves.
  static constexpr double kUpdateTolerance = 1e-14;
  static constexpr int kMaxSolves = 50;

  /// The pattern of S: upper triangle, compressed, every diagonal entry stored, already in the order
  /// it is to be factored in. Done once.
  void analyze(const SparseMatrix& upper);
  /// Factors S + εI for the values of `upper` (the analysed pattern), which must stay alive and
  /// unchanged until the solves are done. False when S is not positive semi-definite to working
  /// precision (a negative or non-finite pivot).
  bool factorize(const SparseMatrix& upper);
  /// x = S⁺b (for b outside the range of S, the minimum-norm least-squares solution). Returns the
  /// number of solves with the factor (1 when S itself was factored).
  int solve(const Eigen::VectorXd& b, Eigen::VectorXd& x);
  /// Dependent rows found by the last factorization (m − rank S).
  int rank_deficiency() const { return static_cast<int>(dependent_pivots_.size()); }
  /// Whether the last factorization was of S itself (no pivot near zero), not of S + εI.
  bool factored_exactly() const { return exact_; }

 private:
  void solve_with_factor(const Eigen::VectorXd& b, Eigen::VectorXd& x);  // x = (LDLᵀ)⁺ b, D⁺ as set

  const SparseMatrix* matrix_ = nullptr;  // S, upper triangle
  SparseMatrix regularized_;              // S + εI, when S has a pivot near zero
  std::vector<int> diagonal_;             // positions of the diagonal entries in the value arrays
  double epsilon_ = 0.0;
  bool exact_ = false;                    // the factor is of S itself
  Eigen::SimplicialLDLT<SparseMatrix, Eigen::Upper, Eigen::NaturalOrdering<int>> factor_;
  Eigen::VectorXd inverse_pivots_;        // D⁺
  std::vector<int> dependent_pivots_;
  Eigen::MatrixXd null_basis_;            // orthonormal basis of the null space of S (m × count)
  Eigen::VectorXd residual_, update_;
};

}  // namespace mbdae
