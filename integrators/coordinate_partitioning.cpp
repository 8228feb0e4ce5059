#include "integrators/coordinate_partitioning.hpp"

#include <sstream>

namespace mbdae {

CoordinatePartitioning::CoordinatePartitioning(const MultibodySystem& system, const CorrectionOptions& options)
    : system_(system),
      options_(options),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      c_(m_),
      ct_(m_),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_dense_(Eigen::MatrixXd::Zero(m_, n_)),
      partition_factor_(m_, n_) {}

void CoordinatePartitioning::choose_partition(double t, const Eigen::VectorXd& q) {
  system_.constraint_jacobian(t, q, jacobian_);
  copy_stored_entries(jacobian_, jacobian_dense_);
  partition_factor_.setThreshold(1e-10);
  partition_factor_.compute(jacobian_dense_);
  const int rank = static_cast<int>(partition_factor_.rank());
  const auto& columns = partition_factor_.permutationQ().indices();
  // P C_q Q = L U: the k-th pivot sits in column Q.indices()[k] and in row P⁻¹.indices()[k].
  const Eigen::PermutationMatrix<Eigen::Dynamic> row_inverse = partition_factor_.permutationP().inverse();
  dependent_.assign(columns.data(), columns.data() + rank);
  independent_.assign(columns.data() + rank, columns.data() + n_);
  rows_.clear();
  for (int k = 0; k < rank; ++k) rows_.push_back(row_inverse.indices()[k]);
  dependent_block_.resize(rank, rank);
  rows_residual_.resize(rank);
  step_.resize(rank);
  dependent_factor_ = Eigen::PartialPivLU<Eigen::MatrixXd>(rank);
  ++statistics_.repartitions;
  repartition_ = false;
  chosen_pivot_ratio_ = -1.0;  // set by the first factorization of the dependent block
}

double CoordinatePartitioning::factor_dependent_block() {
  const int r = static_cast<int>(dependent_.size());
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < r; ++j) dependent_block_(i, j) = jacobian_dense_(rows_[i], dependent_[j]);
  dependent_factor_.compute(dependent_block_);
  const auto pivots = dependent_factor_.matrixLU().diagonal().cwiseAbs();
  return r ? pivots.minCoeff() / pivots.maxCoeff() : 1.0;
}

void CoordinatePartitioning::correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  ++statistics_.corrections;
  if (repartition_ || dependent_.size() + independent_.size() != static_cast<std::size_t>(n_)) choose_partition(t, q);
  int r = static_cast<int>(dependent_.size());

  // Positions: Newton–Raphson on the kept rows for the dependent coordinates, at least one iteration.
  int iteration = 0;
  for (;; ++iteration) {
    if (iteration == options_.max_iterations) {
      system_.constraints(t, q, c_);
      int worst = 0;
      const double size = c_.cwiseAbs().maxCoeff(&worst);
      std::ostringstream msg;
      msg << "RGCP position correction did not converge to " << options_.tolerance << " in "
          << options_.max_iterations << " Newton iterations (largest residual " << size << ")";
      throw Error(Error::Kind::numerical, msg.str(), {}, system_.constraint_owner(worst), t);
    }
    system_.constraints(t, q, c_);
    system_.constraint_jacobian(t, q, jacobian_);
    copy_stored_entries(jacobian_, jacobian_dense_);
    const double ratio = factor_dependent_block();
    if (chosen_pivot_ratio_ < 0) chosen_pivot_ratio_ = ratio;
    if (!(ratio > 0.5 * chosen_pivot_ratio_) || !(ratio > 1e-14)) {
      // The dependent block has lost half of its pivot ratio since it was chosen: choose the dependent
      // coordinates again, here. The correction is oblique (along the dependent coordinates), so it
      // turns the integrator's error normal to the constraints into error along them, amplified by
      // |C_{q_d}⁻¹ C_{q_i}|; a lax threshold let that amplification grow by orders of magnitude on the
      // triple pendulum, a ratio of one half keeps it near the unpartitioned error.
      choose_partition(t, q);
      r = static_cast<int>(dependent_.size());  // the rank may have changed with the partition
      copy_stored_entries(jacobian_, jacobian_dense_);
      chosen_pivot_ratio_ = factor_dependent_block();
    }
    for (int i = 0; i < r; ++i) rows_residual_[i] = c_[rows_[i]];
    step_ = dependent_factor_.solve(rows_residual_);
    for (int i = 0; i < r; ++i) q[dependent_[i]] -= step_[i];
    ++statistics_.newton_iterations;
    if (step_.size() == 0 || step_.cwiseAbs().maxCoeff() <= options_.tolerance) break;
  }
  if (iteration > 3) repartition_ = true;  // slow convergence: a better partition may exist

  // Velocities: C_q[rows, d] v_d = −(C_q[rows, i] v_i + C_t[rows]) at the corrected positions. The
  // dependent block factored during the last Newton iteration differs from the one at the corrected
  // positions by O(tolerance), so it serves as a preconditioner: one step of iterative refinement with
  // the exact Jacobian makes the result exact to round-off, without a second factorization.
  system_.constraint_jacobian(t, q, jacobian_);
  copy_stored_entries(jacobian_, jacobian_dense_);
  system_.constraint_time_derivative(t, q, ct_);
  for (int k : dependent_) v[k] = 0.0;
  for (int pass = 0; pass < 2; ++pass) {
    for (int i = 0; i < r; ++i) rows_residual_[i] = jacobian_dense_.row(rows_[i]).dot(v) + ct_[rows_[i]];
    step_ = dependent_factor_.solve(rows_residual_);
    for (int i = 0; i < r; ++i) v[dependent_[i]] -= step_[i];
  }
}

}  // namespace mbdae
