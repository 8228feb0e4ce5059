// The null-space formulation's sparse form: Maggi's equations (paper 004 §5.4) on the basis that
// coordinate partitioning gives (Wehage & Haug, paper 000 §4 refs. [60, 61]).
//
// With r independent constraint rows and the coordinates split into r dependent q_d and n − r
// independent q_i such that the block C_d = C_q[rows, q_d] is nonsingular
// (src/system/coordinate_partition.hpp), the allowed accelerations are
//   q̈ = q̈_p + R z,   R = [−C_d⁻¹ C_i; I] (rows of q_d, rows of q_i),   q̈_p = [C_d⁻¹ γ_rows; 0],
// with z = q̈_i, C_i = C_q[rows, q_i]. R spans the null space of C_q (C_q R = C_d(−C_d⁻¹C_i) + C_i = 0
// on the kept rows, and the others are combinations of those) but is not orthonormal; Maggi's
// equations hold for any basis:
//   Rᵀ M R z = Rᵀ (Q − M q̈_p),
// and give the same q̈ as the orthonormal dense form and as AF. C_d is sparse and factored by KLU with
// a pivot order kept from step to step; the n − r columns of C_d⁻¹ C_i are one multi-column solve.
// Rᵀ M R is dense: it is the mass matrix seen by the independent coordinates, and on a chain every
// q_i moves the bodies beyond it, so it couples all of them (the joint-space mass matrix of a chain
// is full too). Forming it costs O(n (n − r)²) and factoring it O((n − r)³): the null-space method's
// own cost, which no sparse factorization removes (docs/methods.md).
//
// Multipliers: the dependent-coordinate rows of M q̈ + C_qᵀ λ = Q give C_dᵀ λ_rows = (Q − M q̈)_d, one
// transposed solve, with λ = 0 on rows outside the partition. With redundant rows that λ is a valid
// set, not the minimum-norm one that AF's, UKE's and the dense form's are; each left-out row k is the
// combination a of the kept rows with C_dᵀ a = C_q[k, q_d]ᵀ, so y_k = e_k − Σ a_j e_rows_j spans the
// null space of C_qᵀ, and λ is made orthogonal to the y_k (a QR of the m × (m − r) matrix Y).
//
// The partition is kept while the block's smallest pivot, against the largest entry of the kept rows,
// stays above kRepartitionRatio of its value when the partition was chosen. q̈ does not depend on the
// partition; only its round-off, amplified by C_d's conditioning, does.
#pragma once

#include "formulations/acceleration_formulation.hpp"
#include "linear_algebra/sparse_lu.hpp"
#include "system/coordinate_partition.hpp"

namespace mbdae {

class PartitionedNullSpaceFormulation final : public AccelerationFormulation {
 public:
  explicit PartitionedNullSpaceFormulation(const EquationsOfMotion& system);
  const char* name() const override { return "nullspace"; }
  LinearAlgebra linear_algebra() const override { return LinearAlgebra::sparse; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

  /// A new partition is chosen when the block's quality falls below this fraction of its value at
  /// the choice.
  static constexpr double kRepartitionRatio = 0.1;

  /// R of the last solve() (n × (n − r)): a basis of the null space of C_q, identity on q_i.
  const Eigen::MatrixXd& null_space_basis() const { return basis_; }
  int constraint_rank() const { return static_cast<int>(partition_.rows.size()); }
  const CoordinatePartition& partition() const { return partition_; }
  /// How many partitions have been chosen so far.
  long partitions_chosen() const { return partitions_chosen_; }

 private:
  void adopt_partition(double t);
  /// Gathers and factors C_d; returns its smallest pivot over the largest |entry| of the kept rows.
  double factor_dependent_block();
  void minimum_norm_multipliers(Eigen::VectorXd& multipliers);

  SparseMatrix mass_;  // M, block diagonal
  CoordinatePartition partition_;
  bool repartition_ = true;
  long partitions_chosen_ = 0;
  double chosen_quality_ = 0.0;
  std::vector<DependentBlockEntry> block_entries_;  // C_d
  SparseMatrix block_;
  SparseLu block_factor_;
  bool fresh_block_ = false;
  // C_q's entries in the kept rows: C_i's (row among the kept, column among q_i, source), and the
  // sources of all of them (for the block's quality).
  std::vector<DependentBlockEntry> independent_entries_;
  std::vector<int> kept_row_sources_;
  // Left-out rows' entries in the dependent columns: (left-out row index, column among q_d, source).
  std::vector<DependentBlockEntry> left_out_entries_;
  std::vector<int> left_out_rows_;

  Eigen::MatrixXd solved_columns_;   // C_d⁻¹ C_i (r × (n − r))
  Eigen::MatrixXd basis_;            // R (n × (n − r))
  Eigen::MatrixXd mass_times_basis_; // M R
  Eigen::MatrixXd reduced_mass_;     // Rᵀ M R, lower triangle
  Eigen::LLT<Eigen::MatrixXd> reduced_factor_;
  Eigen::VectorXd unbalanced_forces_;  // Q − M q̈_p, then Q − M q̈
  Eigen::VectorXd kept_;               // r entries: γ_rows, then λ_rows
  Eigen::VectorXd independent_accelerations_;  // z
  Eigen::MatrixXd left_out_combinations_;      // Y (m × (m − r))
  Eigen::VectorXd combination_;                // a for one left-out row
  Eigen::HouseholderQR<Eigen::MatrixXd> left_out_qr_;
  Eigen::VectorXd projection_;
};

}  // namespace mbdae
