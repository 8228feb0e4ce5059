#include "corrections/direct.hpp"

#include <algorithm>
#include <limits>
#include <sstream>

namespace mbdae {

DirectCorrection::DirectCorrection(const EquationsOfMotion& system, const CorrectionOptions& options)
    : system_(system),
      options_(options),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      c_(m_),
      ct_(m_),
      residual_(m_),
      update_(n_),
      jacobian_(system.make_constraint_jacobian()) {
  if (options_.mass_weighted)
    mass_factor_ = std::make_unique<RegularizedMassFactor>(
        require_global_coordinates(system, "the mass-weighted direct correction"));
  if (options_.linear_algebra == LinearAlgebra::sparse) {
    sparse_ = std::make_unique<SparseMinimumNormUpdate>(
        require_global_coordinates(system, "the sparse direct correction"), options_.mass_weighted);
    return;
  }
  weighted_jacobian_.setZero(m_, n_);
  decomposition_ = Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd>(m_, n_);
  decomposition_.setThreshold(1e-10);
}

void DirectCorrection::factor(double t, const Eigen::VectorXd& q) {
  system_.constraint_jacobian(t, q, jacobian_);
  if (sparse_) {
    if (mass_factor_) mass_factor_->factor(q);
    if (!sparse_->factor(jacobian_, mass_factor_.get()))
      throw Error(Error::Kind::numerical,
                  "direct correction: C_q W^-1 C_q^T is not positive semi-definite (non-finite constraint "
                  "Jacobian or mass matrix)",
                  {}, {}, t);
    return;
  }
  copy_stored_entries(jacobian_, weighted_jacobian_);
  if (mass_factor_) {
    mass_factor_->factor(q);
    mass_factor_->multiply_by_inverse_transpose(weighted_jacobian_);  // C_q L⁻ᵀ
  }
  decomposition_.compute(weighted_jacobian_);
}

void DirectCorrection::minimum_norm_update(const Eigen::VectorXd& r, Eigen::VectorXd& update) {
  if (sparse_) {
    sparse_->solve(r, update);
    return;
  }
  update = decomposition_.solve(r);  // y, minimum norm
  if (mass_factor_) mass_factor_->solve_transpose(update);  // Δ = L⁻ᵀ y
}

void DirectCorrection::correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  ++statistics_.corrections;
  if (m_ == 0) return;  // no constraint to hold (an open tree in relative coordinates)
  // The constraints cannot be evaluated closer to zero than round-off in coordinates of this size: a
  // 1000-link chain spans 640 m, where C's floor is about 2e-13 and the updates' round-off, amplified by
  // the chain's conditioning, stays above a 1e-12 tolerance for ever.
  const double floor = kRoundOffResidual * std::numeric_limits<double>::epsilon() * std::max(1.0, q.cwiseAbs().maxCoeff());
  for (int iteration = 0;; ++iteration) {
    system_.constraints(t, q, c_);
    if (iteration == options_.max_iterations) {
      int worst = 0;
      const double size = c_.cwiseAbs().maxCoeff(&worst);
      std::ostringstream msg;
      msg << "direct position correction did not converge to " << options_.tolerance << " in "
          << options_.max_iterations << " iterations (largest residual " << size << ")";
      throw CorrectionDidNotConverge(msg.str(), system_.constraint_owner(worst), t, size);
    }
    // Converged when the constraints themselves hold far below the tolerance: near a singular position
    // (four_bar) round-off through the nearly rank-deficient C_q gives minimum-norm updates above the
    // tolerance with a residual of 4e-16, so the update-size criterion below alone never passed there.
    // Also when they hold to working precision (the floor above).
    if (iteration > 0 && c_.cwiseAbs().maxCoeff() <= std::max(1e-3 * options_.tolerance, floor)) break;
    factor(t, q);
    minimum_norm_update(c_, update_);
    q -= update_;
    ++statistics_.newton_iterations;
    if (update_.cwiseAbs().maxCoeff() <= options_.tolerance) break;
  }
  factor(t, q);
  system_.constraint_time_derivative(t, q, ct_);
  residual_.noalias() = jacobian_ * v;
  residual_ += ct_;
  minimum_norm_update(residual_, update_);
  v -= update_;
}

}  // namespace mbdae
