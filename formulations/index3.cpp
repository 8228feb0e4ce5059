#include "formulations/index3.hpp"

#include <cmath>

#include "formulations/index3_newton.hpp"

namespace mbdae {

namespace {
// 1/ε relative to the mass scale: see the header.
constexpr double kRegularizationWeight = 1e8;
}  // namespace

Index3SaddlePoint::Index3SaddlePoint(const EquationsOfMotion& system, const Index3Options& options)
    : options_(options),
      terms_(system, "index3"),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      lambda_(m_),
      residual_(n_),
      update_(n_),
      work_m_(m_),
      work_n_(n_),
      predicted_(n_) {
  multipliers_ = Eigen::VectorXd::Zero(m_);
}

void Index3SaddlePoint::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                              Eigen::VectorXd& acceleration) {
  terms_.initial_accelerations(t, q, v, acceleration, multipliers_);
  regularization_weight_ = kRegularizationWeight * terms_.mass_trace(q) / n_;
  statistics_ = {};
}

void Index3SaddlePoint::solve_step(double t_new, const StepDiscretization& discretization, Eigen::VectorXd& q,
                                   Eigen::VectorXd& v, Eigen::VectorXd& a) {
  const double g_a = discretization.acceleration_gain();
  const double c_v = discretization.damping_weight(), c_q = discretization.stiffness_weight();
  lambda_ = multipliers_;  // predictor: the last step's multipliers
  predicted_ = q;
  // Its 1/ε is the loop's "penalty", raised for this step where the updates stall (see the header).
  AugmentedLagrangianNewton newton(regularization_weight_, options_);
  double residual_norm = 0.0;
  while (newton.next()) {
    terms_.evaluate(t_new, q, v, statistics_);
    terms_.evaluate_constraints(t_new, q, statistics_);
    if (newton.refresh_force_jacobians(terms_.forces_are_constant()))
      terms_.evaluate_force_jacobians(t_new, q, v, statistics_);
    residual_.noalias() = terms_.mass() * a;
    residual_.noalias() += terms_.jacobian().transpose() * lambda_;
    residual_ -= terms_.forces();
    residual_norm = std::sqrt(residual_.squaredNorm() + terms_.constraint().squaredNorm());

    while (!terms_.factor_tangent(c_v, c_q, newton.penalty(), statistics_)) {
      // A raised 1/ε can make the matrix singular to working precision: go on at the previous one.
      if (newton.withdraw_raise(statistics_)) continue;
      throw Error(Error::Kind::numerical,
                  std::string(discretization.method()) + " iteration matrix is not positive definite (Newton iteration " +
                      std::to_string(newton.iteration()) + ")",
                  {}, {}, t_new);
    }
    const double weight = newton.penalty();
    // (A + C_qᵀC_q/ε)Δq = −r/g_a − C_qᵀC/ε, then Δλ/g_a = (C_qΔq + C)/ε.
    work_n_.noalias() = terms_.jacobian().transpose() * terms_.constraint();
    work_n_ = -residual_ / g_a - weight * work_n_;
    terms_.solve(work_n_, update_, statistics_);
    work_m_ = terms_.constraint();
    work_m_.noalias() += terms_.jacobian() * update_;
    lambda_ += (g_a * weight) * work_m_;
    q += update_;
    discretization.follow(q, update_, v, a);
    newton.record_update(update_.lpNorm<Eigen::Infinity>(), (q - predicted_).lpNorm<Eigen::Infinity>(),
                         q.lpNorm<Eigen::Infinity>(), statistics_);
  }
  statistics_.newton_iterations += newton.iteration();
  if (!newton.converged() || !q.allFinite())
    throw Error(Error::Kind::numerical, newton.failure(discretization.method(), residual_norm), {}, {}, t_new);
  multipliers_ = lambda_;
  ++statistics_.steps;
}

// --- IDA's residual ---------------------------------------------------------------------------------

Index3Residual::Index3Residual(const EquationsOfMotion& system)
    : ResidualFormulation(require_position_level_constraints(system, "index3"), 0) {
  finish_construction();
}

Eigen::VectorXd Index3Residual::differential_components() const {
  Eigen::VectorXd id = Eigen::VectorXd::Zero(size_);
  id.head(2 * n_).setOnes();
  return id;
}

Eigen::VectorXd Index3Residual::error_weight_step_powers() const {
  Eigen::VectorXd powers = Eigen::VectorXd::Constant(size_, 2.0);
  powers.head(n_).setZero();
  powers.segment(n_, n_).setOnes();
  return powers;
}

void Index3Residual::constraint_residual(double t, const Eigen::VectorXd& position, Eigen::Ref<const Eigen::VectorXd>,
                                         Eigen::Ref<const Eigen::VectorXd>, Eigen::Ref<Eigen::VectorXd> F) {
  system_.constraints(t, position, constraint_);
  F.segment(2 * n_, m_) = constraint_;
}

// C(q, t) = 0: ∂/∂q = C_q.
void Index3Residual::add_state_derivatives(double, Eigen::Ref<const Eigen::VectorXd>, Eigen::Ref<const Eigen::VectorXd>,
                                           SparseMatrix& J) {
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      add_entry(J, 2 * n_ + static_cast<int>(it.row()), col, it.value());
}

}  // namespace mbdae
