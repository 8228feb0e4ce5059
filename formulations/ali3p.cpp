#include "formulations/ali3p.hpp"

namespace mbdae {

AugmentedLagrangianProjections::AugmentedLagrangianProjections(const EquationsOfMotion& system,
                                                               const Index3Options& options)
    : options_(options),
      // Relative coordinates by accumulated inertias: the O(N) terms and tangent (index3_terms.hpp).
      terms_(system, "ali3p", !options.energy_conserving, !options.energy_conserving),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      residual_(n_),
      update_(n_),
      work_m_(m_),
      work_n_(n_),
      gamma_(m_),
      ct_(m_),
      lambda_start_(m_),
      lambda_star_(m_),
      predicted_(n_),
      extrapolation_(n_) {
  multipliers_ = Eigen::VectorXd::Zero(m_);
}

void AugmentedLagrangianProjections::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                           Eigen::VectorXd& acceleration) {
  terms_.initial_accelerations(t, q, v, acceleration, multipliers_);
  lambda_star_ = multipliers_;
  // The penalty is given relative to the mass scale m̄ = trace(M)/n, so that one value suits light and
  // heavy mechanisms alike.
  mass_scale_ = terms_.mass_trace(q) / n_;
  alpha_ = options_.penalty * mass_scale_;
  near_singular_position_ = false;
  statistics_ = {};
}

void AugmentedLagrangianProjections::solve_step(double t_new, const StepDiscretization& discretization,
                                                Eigen::VectorXd& q, Eigen::VectorXd& v, Eigen::VectorXd& a) {
  const double c_v = discretization.damping_weight(), c_q = discretization.stiffness_weight();
  Eigen::VectorXd& lambda = lambda_star_;
  lambda_start_ = lambda;  // restored when the step fails
  predicted_ = q;
  // This step's penalty: α, raised where the multiplier iteration stalls (AugmentedLagrangianNewton).
  AugmentedLagrangianNewton newton(penalty_for_weight(c_q), options_, near_singular_position_);
  extrapolation_.start();
  terms_.evaluate_constraints(t_new, q, statistics_);

  double residual_norm = 0.0;
  while (newton.next()) {
    terms_.evaluate(t_new, q, v, statistics_);
    if (newton.refresh_force_jacobians(terms_.forces_are_constant()))
      terms_.evaluate_force_jacobians(t_new, q, v, statistics_);
    while (!terms_.factor_tangent(c_v, c_q, c_q * newton.penalty(), statistics_)) {
      // A raised penalty can make M + w C_qᵀC_q singular to working precision: the step goes on at
      // the previous one (AugmentedLagrangianNewton::withdraw_raise()).
      if (newton.withdraw_raise(statistics_)) continue;
      lambda = lambda_start_;
      throw Error(Error::Kind::numerical, "ALI3-P tangent matrix is not positive definite (Newton iteration " +
                                              std::to_string(newton.iteration()) + ")",
                  {}, {}, t_new);
    }
    const double alpha = newton.penalty();
    // Eq. (1): M q̈ + C_qᵀ(λ* + αC) − Q.
    work_m_ = lambda + alpha * terms_.constraint();
    terms_.dynamic_residual(t_new, q, v, a, work_m_, residual_, statistics_);
    residual_norm = residual_.norm();
    residual_ *= -c_q;  // the residual scaled by c_q, as the tangent is
    terms_.solve(residual_, update_, statistics_);
    q += update_;
    discretization.follow(q, update_, v, a);
    // Eq. (2): λ*(i+1) = λ*(i) + αC(i+1).
    terms_.evaluate_constraints(t_new, q, statistics_);
    lambda += alpha * terms_.constraint();
    const double largest_update = update_.lpNorm<Eigen::Infinity>();
    // Where one mode stalls (a singular position), the rest of its geometric series in one step.
    const double remaining = extrapolation_.remaining_factor(update_, alpha);
    if (remaining > 0.0) {
      update_ *= remaining;
      q += update_;
      discretization.follow(q, update_, v, a);
      lambda += (remaining * alpha) * terms_.constraint();
      terms_.evaluate_constraints(t_new, q, statistics_);
      ++statistics_.extrapolations;
    }
    newton.record_multiplier_update(largest_update, (q - predicted_).lpNorm<Eigen::Infinity>(),
                                    q.lpNorm<Eigen::Infinity>(), terms_.constraint().lpNorm<Eigen::Infinity>(),
                                    remaining > 0.0, statistics_);
  }
  statistics_.newton_iterations += newton.iteration();
  near_singular_position_ = newton.raised();
  if (!newton.converged() || !q.allFinite()) {
    lambda = lambda_start_;
    throw Error(Error::Kind::numerical, newton.failure("ALI3-P", residual_norm), {}, {}, t_new);
  }
  const double alpha = newton.penalty();

  // v and a are now the discretization's at the converged positions.
  if (options_.projection_factor > 0.0) {
    projection_weight_ = options_.projection_factor * c_q * alpha;
    if (options_.projection_factor != 1.0) {
      // Another ζ: same P, another multiple of C_qᵀαC_q, one more factorization.
      if (!terms_.factor_tangent(c_v, c_q, projection_weight_, statistics_)) {
        lambda = lambda_start_;
        throw Error(Error::Kind::numerical, "ALI3-P projection matrix is not positive definite", {}, {}, t_new);
      }
    }
    terms_.evaluate_constraint_jacobian(t_new, q);
    // Eq. (3): velocity residual C_q q̇* + C_t.
    terms_.constraint_time_derivative_at(t_new, q, ct_);
    project(ct_, v);
    // Eq. (4) with Ċ_q q̇ + Ċ_t = −γ at the projected velocities: acceleration residual C_q q̈* − γ.
    terms_.gamma_at(t_new, q, v, gamma_);
    gamma_ = -gamma_;
    project(gamma_, a);
    // The projected accelerations satisfy P(q̈ − q̈*) = −ζC_qᵀα(C_q q̈ − γ), so with M q̈* + C_qᵀλ* = Q,
    // M q̈ + C_qᵀ(λ* + ζα(C_q q̈ − γ)) = Q up to the O(Δt) terms of P − M: these are the multipliers
    // that go with the clean accelerations (Dopico, González, Cuadrado & Kövecses 2014, cited as [7]
    // in paper 001). λ* itself stays the starting value of the next step's iteration (eq. (2)).
    work_m_ = gamma_;
    work_m_.noalias() += terms_.jacobian() * a;
    multipliers_ = lambda_star_ + projection_weight_ * work_m_;
  } else {
    multipliers_ = lambda_star_;
  }
  ++statistics_.steps;
}

void AugmentedLagrangianProjections::take_over(double t, double dt, const Eigen::VectorXd& q, Eigen::VectorXd& v,
                                               Eigen::VectorXd& acceleration) {
  const double c_q = dt * dt / 4.0;
  terms_.evaluate(t, q, v, statistics_);
  projection_weight_ = c_q * penalty_for_weight(c_q);
  if (!terms_.factor_tangent(0.0, 0.0, projection_weight_, statistics_))
    throw Error(Error::Kind::numerical, "ALI3-P projection matrix is singular where the energy-conserving step handed over",
                {}, {}, t);
  terms_.constraint_time_derivative_at(t, q, ct_);
  project(ct_, v);
  terms_.initial_accelerations(t, q, v, acceleration, multipliers_);
  lambda_star_ = multipliers_;
  near_singular_position_ = true;
}

// (P + ζC_qᵀαC_q) x = P x* − ζC_qᵀα b  ⇔  x = x* − ζα (P + ζC_qᵀαC_q)⁻¹ C_qᵀ(C_q x* + b).
void AugmentedLagrangianProjections::project(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  work_m_ = b;
  work_m_.noalias() += terms_.jacobian() * x;
  work_n_.noalias() = terms_.jacobian().transpose() * work_m_;
  terms_.solve(work_n_, update_, statistics_);
  x -= projection_weight_ * update_;
}

}  // namespace mbdae
