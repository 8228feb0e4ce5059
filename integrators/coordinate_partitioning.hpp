// Robust generalized coordinate partitioning (RGCP; Wehage & Haug, paper 000 §4 refs. [60, 61]).
// LU factorization with full pivoting of C_q picks r = rank C_q dependent coordinates q_d (pivot
// columns) and r independent constraint rows. After each step the independent coordinates are kept,
// the dependent ones are corrected by Newton–Raphson on C(q_d; q_i) = 0, and the dependent
// velocities are solved from C_q v + C_t = 0. The partition is chosen anew when its pivot block
// becomes ill-conditioned compared with when it was chosen, or when Newton needs many iterations.
#pragma once

#include "integrators/constraint_correction.hpp"

namespace mbdae {

class CoordinatePartitioning final : public ConstraintCorrection {
 public:
  CoordinatePartitioning(const MultibodySystem& system, const CorrectionOptions& options);
  const char* name() const override { return "rgcp"; }
  void correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) override;

  /// Current dependent coordinates (indices into q), for tests and diagnostics.
  const std::vector<int>& dependent_coordinates() const { return dependent_; }

 private:
  void choose_partition(double t, const Eigen::VectorXd& q);
  double factor_dependent_block();  // returns min|U_kk| / max|U_kk| of the dependent block

  const MultibodySystem& system_;
  CorrectionOptions options_;
  int n_, m_;
  std::vector<int> dependent_, independent_, rows_;  // dependent columns, independent ones, kept rows
  double chosen_pivot_ratio_ = 0.0;
  bool repartition_ = true;
  Eigen::VectorXd c_, ct_, step_;
  Eigen::VectorXd rows_residual_;
  SparseMatrix jacobian_;
  Eigen::MatrixXd jacobian_dense_;
  Eigen::MatrixXd dependent_block_;  // C_q[rows, dependent]
  Eigen::PartialPivLU<Eigen::MatrixXd> dependent_factor_;
  Eigen::FullPivLU<Eigen::MatrixXd> partition_factor_;
};

}  // namespace mbdae
