// The sparse iteration matrix shared by the implicit index-3 integrators (ALI3-P with the trapezoidal
// rule, generalized-α):
//   T = M + c_v D + c_q K + w C_qᵀC_q   (or w J_leftᵀJ_right, see assemble()),
// with K = −∂Q/∂q, D = −∂Q/∂v (formulations/force_jacobian.hpp). For trapezoidal ALI3-P c_v = Δt/2,
// c_q = Δt²/4, w = c_q α (paper 001; Bayo & Ledesma 1996); for generalized-α c_v = γ'/β', c_q = 1/β'
// and w the weight of the regularized saddle-point solve (integrators/gen_alpha.hpp).
//
// The pattern (M's blocks ∪ K's blocks ∪ C_qᵀC_q's) is built once, explicit zeros kept, and every
// contribution is written through index maps made at construction, so assembling allocates nothing and
// the factorization analyses the pattern once (Eigen's numeric factorization still copies T into its
// fill-reducing order, one temporary per factorization). When K and D are symmetric
// (ForceJacobian::jacobians_are_symmetric) T is factorized by Eigen's SimplicialLDLT; otherwise —
// gyroscopic forces, dampers, torques — by SuiteSparse KLU (refactorization with the first pivot
// order, a fresh factorization when that loses accuracy), since dropping the unsymmetric part of a
// stiff damper's Jacobian can stop Newton from converging. Both chosen by measurement against the
// alternatives (docs/methods.md).
//
// M is positive definite in NACF and positive semi-definite in RPCF-EP (singular along each body's
// Euler parameters); C_qᵀC_q contains the normalization rows pᵀp − 1, whose gradients span exactly
// those directions, so T is positive definite whenever w > 0 — redundant constraints (C_q
// rank-deficient) and singular positions included.
#pragma once

#include <Eigen/Sparse>
#include <Eigen/SparseCholesky>
#include <memory>
#include <vector>

#include "linear_algebra/sparse_lu.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class Index3Tangent {
 public:
  /// `force_pattern`: the pattern of K and D (ForceJacobian::make_matrix()); `symmetric`: whether K and
  /// D are symmetric (then LDLT, else LU).
  Index3Tangent(const EquationsOfMotion& system, const SparseMatrix& force_pattern, bool symmetric);

  /// T = M + c_v D + c_q K + w C_qᵀC_q from matrices with the system's and ForceJacobian's patterns.
  void assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                const SparseMatrix& constraint_jacobian, double c_v, double c_q, double w);
  /// T = M + c_v D + c_q K + w J_leftᵀJ_right, both Jacobians with the system's pattern (the
  /// energy-conserving ALI3 step: the midpoint gradient on the left, the one at t + Δt on the right);
  /// needs symmetric = false at construction.
  void assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                const SparseMatrix& left_jacobian, const SparseMatrix& right_jacobian, double c_v, double c_q,
                double w);
  /// Numeric factorization of the assembled T (the symbolic one was done at construction). Returns
  /// false when T is singular, or with LDLT not positive definite, to working precision (a pivot
  /// ≤ 1e-13 of the largest; with KLU a reciprocal condition estimate below 1e-14).
  bool factorize();
  /// x = T⁻¹ b with the last factorization.
  void solve(const Eigen::VectorXd& b, Eigen::VectorXd& x);
  const SparseMatrix& matrix() const { return matrix_; }
  bool symmetric() const { return symmetric_; }

 private:
  SparseMatrix matrix_;
  std::vector<int> mass_target_;                    // where M's k-th stored value goes in T
  std::vector<int> force_target_, force_mirror_;    // where K's/D's (i, j) and (j, i) go
  struct ProductTerm {
    int target, a, b;  // T.values[target] += w J.values[a] J.values[b]
  };
  std::vector<ProductTerm> product_;                       // the rows of C_q that change with q
  std::vector<std::pair<int, double>> constant_product_;  // (target, Σ J_a J_b) of the constant rows
  bool symmetric_;
  Eigen::SimplicialLDLT<SparseMatrix, Eigen::Lower> ldlt_;
  std::shared_ptr<SparseLu> lu_;  // KLU, fill-reducing (src/linear_algebra/sparse_lu.hpp)
};

}  // namespace mbdae
