// Null-space formulation: Maggi's equations (paper 004 §5.4 (Maggi's equations)).
//
// The constraints C_q q̈ = γ allow exactly the accelerations
//   q̈ = q̈_p + N z,
// where q̈_p = C_q⁺ γ is one particular solution (the minimum-norm one) and the columns of N
// (n × (n − r), r = rank C_q) are an orthonormal basis of the null space of C_q: the directions in
// which the mechanism may move. Projecting M q̈ + C_qᵀ λ = Q onto those directions removes the
// constraint forces (Nᵀ C_qᵀ = 0) and leaves Maggi's n − r independent equations
//   Nᵀ M N z = Nᵀ (Q − M q̈_p),
// with Q = Q_v + Q_e. Once q̈ is known, the multipliers follow from the first block row,
//   C_qᵀ λ = Q − M q̈,
// solved in the least-squares sense with minimum norm, so λ has the same sign convention as AF and
// UKE, and redundant constraints share their reaction evenly.
//
// N, q̈_p and λ all come from one complete orthogonal decomposition of C_qᵀ = Q_C [T 0; 0 0] Z Pᵀ
// (column-pivoted QR followed by a right orthogonal transformation): the first r columns of the
// orthogonal factor Q_C span the row space of C_q, the last n − r span its null space. The rank
// r is numerical (pivots below kRankTolerance times the largest count as zero), so redundant
// constraints and singular positions are handled.
//
// M may be singular (RPCF-EP: M p = 0 along each body's Euler parameters p), but it is positive
// definite on the motions the constraints allow; the normalization rows of C_q remove p from the
// null space, so Nᵀ M N is symmetric positive definite and is factored by Cholesky (LLT).
//
// Every buffer has its largest size (n − r ≤ n) from the constructor; a solve works on views of the
// leading part, so a change of rank at a singular position does not reallocate. The decomposition of
// the dense m × n C_qᵀ costs O(n² m) with n × n doubles of storage.
//
// Sparse form (--linear-algebra sparse): the basis of coordinate partitioning, R = [−C_d⁻¹ C_i; I],
// with a sparse LU of C_d (formulations/nullspace_partitioned.hpp). Same q̈ and the same minimum-norm
// λ to round-off; R is not orthonormal.
#pragma once

#include <memory>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/nullspace_partitioned.hpp"

namespace mbdae {

class NullSpaceFormulation final : public AccelerationFormulation {
 public:
  explicit NullSpaceFormulation(const EquationsOfMotion& system, LinearAlgebra algebra = LinearAlgebra::dense);
  const char* name() const override { return "nullspace"; }
  LinearAlgebra linear_algebra() const override { return sparse_ ? LinearAlgebra::sparse : LinearAlgebra::dense; }
  /// The sparse form, when chosen (for tests).
  const PartitionedNullSpaceFormulation* sparse_form() const { return sparse_.get(); }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

  /// Relative rank tolerance of the decomposition of C_qᵀ.
  static constexpr double kRankTolerance = 1e-10;

  /// Dense form: N of the last solve(): orthonormal columns spanning the null space of C_q (n × (n − r)).
  Eigen::Ref<const Eigen::MatrixXd> null_space_basis() const {
    return orthogonal_factor_.rightCols(n_ - constraint_rank_);
  }
  /// r = numerical rank of C_q at the last solve().
  int constraint_rank() const { return constraint_rank_; }

 private:
  /// Factors C_qᵀ and forms N; sets constraint_rank_.
  void decompose_constraint_jacobian();

  SparseMatrix mass_;  // M, block diagonal
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> jacobian_t_decomposition_;  // of C_qᵀ
  Eigen::MatrixXd orthogonal_factor_;     // Q_C (n × n); its last n − r columns are N
  Eigen::VectorXd householder_workspace_;
  int constraint_rank_ = 0;
  Eigen::MatrixXd mass_times_basis_;      // M N in the leading n − r columns
  Eigen::MatrixXd reduced_mass_;          // Nᵀ M N in the leading (n − r) × (n − r) corner
  Eigen::VectorXd unbalanced_forces_;     // Q − M q̈_p, then Q − M q̈
  Eigen::VectorXd independent_accelerations_;  // z in the leading n − r entries
  std::unique_ptr<PartitionedNullSpaceFormulation> sparse_;  // the sparse form
};

}  // namespace mbdae
