#include "integrators/sundials/manifold_projection.hpp"

#include <cmath>
#include <limits>

#include "integrators/sundials/support.hpp"

namespace mbdae {

// --- Projection onto the constraint manifold -----------------------------------------------------------

namespace {

/// CVODE's weighted root-mean-square norm over the whole state y = (q, v) (length 2n) of an update
/// that touches one half of it: √(Σ (u_i w_i)² / 2n).
double wrms_norm(const Eigen::VectorXd& update, const double* weights, long length) {
  double sum = 0.0;
  for (Eigen::Index i = 0; i < update.size(); ++i) sum += (update[i] * weights[i]) * (update[i] * weights[i]);
  return std::sqrt(sum / static_cast<double>(length));
}

// Newton iterations of the position projection before the projection is declared failed; CVODE then
// retries the step with a smaller h (the callback's recoverable return).
constexpr int kMaxProjectionIterations = 8;

}  // namespace

ManifoldProjection::ManifoldProjection(const EquationsOfMotion& system)
    : system_(system),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      q_(n_),
      v_(n_),
      update_(n_),
      q_perturbed_(n_),
      c_(m_),
      ct_(m_),
      residual_(m_),
      residual_perturbed_(m_),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_perturbed_(system.make_constraint_jacobian()),
      jacobian_dense_(Eigen::MatrixXd::Zero(m_, n_)),
      decomposition_(m_, n_) {
  decomposition_.setThreshold(1e-10);
}

int ManifoldProjection::project_step(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error,
                                     N_Vector weights) {
  const auto state = sundials::view(y);
  q_ = state.head(n_);
  v_ = state.tail(n_);
  if (!project_positions(t, q_, N_VGetArrayPointer(weights), tolerance, state.size())) return 1;
  factor(t, q_);
  project_velocities(t, q_, v_);
  if (!q_.allFinite() || !v_.allFinite()) return 1;
  auto c = sundials::view(correction);
  c.head(n_) = q_ - state.head(n_);
  c.tail(n_) = v_ - state.tail(n_);
  if (error) project_error(t, sundials::view(error));
  return 0;
}

void ManifoldProjection::project_state(double t, Eigen::VectorXd& q, Eigen::VectorXd& v, N_Vector weights) {
  if (!project_positions(t, q, N_VGetArrayPointer(weights), kTolerance, 2L * n_)) {
    std::ostringstream msg;
    msg << "the projection of the output state onto the constraints did not converge in "
        << kMaxProjectionIterations << " Newton iterations (largest residual " << c_.cwiseAbs().maxCoeff()
        << "); tighten `rtol` or `max_step`";
    throw Error(Error::Kind::numerical, msg.str(), {}, {}, t);
  }
  factor(t, q);
  project_velocities(t, q, v);
}

bool ManifoldProjection::project_positions(double t, Eigen::VectorXd& q, const double* weights, double tolerance,
                                           long length) {
  if (m_ == 0) return true;
  for (int iteration = 0; iteration < kMaxProjectionIterations; ++iteration) {
    system_.constraints(t, q, c_);
    if (!c_.allFinite()) return false;
    factor(t, q);
    update_ = decomposition_.solve(c_);  // Newton: C(q − Δq) ≈ C − C_q Δq = 0, Δq of least norm
    q -= update_;
    if (wrms_norm(update_, weights, length) <= tolerance) return true;
  }
  system_.constraints(t, q, c_);
  return false;
}

void ManifoldProjection::project_velocities(double t, const Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (m_ == 0) return;
  system_.constraint_time_derivative(t, q, ct_);
  residual_.noalias() = jacobian_ * v;
  residual_ += ct_;
  update_ = decomposition_.solve(residual_);
  v -= update_;
}

void ManifoldProjection::project_error(double t, Eigen::Map<Eigen::VectorXd> error) {
  if (m_ == 0) return;
  auto error_q = error.head(n_);
  auto error_v = error.tail(n_);
  residual_.noalias() = jacobian_ * error_q;
  update_ = decomposition_.solve(residual_);
  error_q -= update_;  // P e_q

  residual_.noalias() = jacobian_ * error_v;
  const double size = error_q.cwiseAbs().maxCoeff();
  if (size > 0.0) {
    // D e_q by a forward difference of r(q) = C_q(q) v + C_t(q) along e_q, with the increment scaled
    // to the coordinates.
    const double step =
        std::sqrt(std::numeric_limits<double>::epsilon()) * std::max(1.0, q_.cwiseAbs().maxCoeff()) / size;
    q_perturbed_ = q_ + step * error_q;
    system_.constraint_jacobian(t, q_perturbed_, jacobian_perturbed_);
    system_.constraint_time_derivative(t, q_perturbed_, residual_perturbed_);
    residual_perturbed_.noalias() += jacobian_perturbed_ * v_;
    system_.constraint_time_derivative(t, q_, ct_);
    ct_.noalias() += jacobian_ * v_;
    residual_ += (residual_perturbed_ - ct_) / step;
  }
  update_ = decomposition_.solve(residual_);
  error_v -= update_;  // e_v − C_q⁺ (C_q e_v + D e_q)
}

void ManifoldProjection::factor(double t, const Eigen::VectorXd& q) {
  system_.constraint_jacobian(t, q, jacobian_);
  // The pattern is fixed, so refreshing the stored entries refreshes every non-zero of the copy.
  for (int column = 0; column < jacobian_.outerSize(); ++column)
    for (SparseMatrix::InnerIterator it(jacobian_, column); it; ++it) jacobian_dense_(it.row(), column) = it.value();
  decomposition_.compute(jacobian_dense_);
}

}  // namespace mbdae
