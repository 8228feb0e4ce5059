// The sparse iteration matrix shared by the implicit index-3 integrators (ALI3-P with the trapezoidal
// rule, generalized-α):
//   T = M + c_v D + c_q K + w C_qᵀC_q,
// with K = −∂Q/∂q, D = −∂Q/∂v (formulations/force_jacobian.hpp). For trapezoidal ALI3-P c_v = Δt/2,
// c_q = Δt²/4, w = c_q α (paper 001; Bayo & Ledesma 1996); for generalized-α c_v = γ'/β', c_q = 1/β'
// and w the weight of the regularized saddle-point solve (integrators/generalized_alpha.hpp).
//
// The pattern (M's blocks ∪ K's blocks ∪ C_qᵀC_q's) is built once, explicit zeros kept, and every
// contribution is written through index maps made at construction, so assembling allocates nothing and
// the factorization analyses the pattern once (Eigen's numeric factorization still copies T into its
// fill-reducing order, one temporary per factorization). The factorization is Eigen's SimplicialLDLT (chosen by
// measurement against SparseLU and KLU: docs/methods.md); it reads one triangle, so K and D enter
// through their symmetric parts — the unsymmetric remainder (from Q_v in RPCF-EP) only slows Newton
// from quadratic to fast linear convergence, it does not change the solution.
//
// M is positive definite in NACF and positive semi-definite in RPCF-EP (singular along each body's
// Euler parameters); C_qᵀC_q contains the normalization rows pᵀp − 1, whose gradients span exactly
// those directions, so T is positive definite whenever w > 0 — redundant constraints (C_q
// rank-deficient) and singular positions included.
#pragma once

#include <Eigen/Sparse>
#include <Eigen/SparseCholesky>
#include <vector>

#include "system/multibody_system.hpp"

namespace mbdae {

class Index3Tangent {
 public:
  /// `force_pattern`: the pattern of K and D (ForceJacobian::make_matrix()).
  Index3Tangent(const MultibodySystem& system, const SparseMatrix& force_pattern);

  /// T = M + c_v D + c_q K + w C_qᵀC_q from matrices with the system's and ForceJacobian's patterns.
  void assemble(const SparseMatrix& mass, const SparseMatrix& damping, const SparseMatrix& stiffness,
                const SparseMatrix& constraint_jacobian, double c_v, double c_q, double w);
  /// Numeric factorization of the assembled T (the symbolic one was done at construction). Returns
  /// false when T is not positive definite to working precision (a pivot ≤ 1e-13 of the largest).
  bool factorize();
  /// x = T⁻¹ b with the last factorization.
  void solve(const Eigen::VectorXd& b, Eigen::VectorXd& x) const { x = ldlt_.solve(b); }
  const SparseMatrix& matrix() const { return matrix_; }

 private:
  SparseMatrix matrix_;
  std::vector<int> mass_target_;                    // where M's k-th stored value goes in T
  std::vector<int> force_target_, force_mirror_;    // where K's/D's (i, j) and (j, i) go
  struct ProductTerm {
    int target, a, b;  // T.values[target] += w J.values[a] J.values[b]
  };
  std::vector<ProductTerm> product_;
  Eigen::SimplicialLDLT<SparseMatrix, Eigen::Lower> ldlt_;
};

}  // namespace mbdae
