#include "integrators/ali3p_trapezoidal.hpp"

namespace mbdae {

Ali3pTrapezoidal::Ali3pTrapezoidal(const MultibodySystem& system, const Index3Options& options, double step)
    : Index3Integrator(step),
      system_(require_position_level_constraints(system, name())),
      options_(options),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      initial_(std::make_unique<UdwadiaKalabaFormulation>(system)),
      force_jacobian_(system),
      tangent_(system, force_jacobian_.make_matrix(), force_jacobian_.jacobians_are_symmetric()),
      mass_(system.make_mass_matrix()),
      jacobian_(system.make_constraint_jacobian()),
      stiffness_(force_jacobian_.make_matrix()),
      damping_(force_jacobian_.make_matrix()),
      q_(n_),
      velocity_(n_),
      acceleration_star_(n_),
      velocity_hat_(n_),
      acceleration_hat_(n_),
      forces_(n_),
      constraint_(m_),
      residual_(n_),
      update_(n_),
      work_m_(m_),
      work_n_(n_),
      gamma_(m_),
      ct_(m_),
      lambda_start_(m_),
      lambda_star_(m_) {
  acceleration_ = Eigen::VectorXd::Zero(n_);
  multipliers_ = Eigen::VectorXd::Zero(m_);
}

void Ali3pTrapezoidal::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  initial_->solve(t, q, v, acceleration_, multipliers_);
  lambda_star_ = multipliers_;
  system_.mass_matrix(q, mass_);
  // Mass scale m̄ = trace(M)/n: the penalty is given relative to it so that one value suits light and
  // heavy mechanisms alike.
  double trace = 0.0;
  for (int i = 0; i < n_; ++i) trace += mass_.coeff(i, i);
  alpha_ = options_.penalty * trace / n_;
  statistics_ = {};
}

void Ali3pTrapezoidal::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const double t_new = t + dt;
  const double c_v = dt / 2.0, c_q = dt * dt / 4.0;
  // v̂ and â: the parts of the trapezoidal velocity and acceleration that depend on step n only.
  velocity_hat_ = (2.0 / dt) * q + v;
  acceleration_hat_ = (4.0 / (dt * dt)) * q + (4.0 / dt) * v + acceleration_;
  // Predictor: constant acceleration; multipliers from the last step.
  q_ = q + dt * v + (0.5 * dt * dt) * acceleration_;
  Eigen::VectorXd& lambda = lambda_star_;
  lambda_start_ = lambda;  // restored when the step fails
  // This step's penalty: α, raised where the multiplier iteration stalls (AugmentedLagrangianNewton).
  AugmentedLagrangianNewton newton(alpha_, options_);
  system_.constraints(t_new, q_, constraint_);

  double residual_norm = 0.0;
  while (newton.next()) {
    const double alpha = newton.penalty();
    velocity_ = (2.0 / dt) * q_ - velocity_hat_;
    acceleration_star_ = (4.0 / (dt * dt)) * q_ - acceleration_hat_;
    system_.mass_matrix(q_, mass_);
    system_.constraint_jacobian(t_new, q_, jacobian_);
    system_.generalized_forces(t_new, q_, velocity_, forces_);
    ++statistics_.residual_evaluations;
    if (newton.refresh_force_jacobians(force_jacobian_.forces_are_constant())) {
      const long before = force_jacobian_.evaluations();
      force_jacobian_.evaluate(t_new, q_, velocity_, stiffness_, damping_);
      statistics_.force_evaluations += force_jacobian_.evaluations() - before;
    }
    // Eq. (1): M q̈ + C_qᵀ(λ* + αC) − Q.
    work_m_ = lambda + alpha * constraint_;
    residual_.noalias() = mass_ * acceleration_star_;
    residual_.noalias() += jacobian_.transpose() * work_m_;
    residual_ -= forces_;
    residual_norm = residual_.norm();

    tangent_.assemble(mass_, damping_, stiffness_, jacobian_, c_v, c_q, c_q * alpha);
    ++statistics_.factorizations;
    if (!tangent_.factorize()) {
      lambda = lambda_start_;
      throw Error(Error::Kind::numerical, "ALI3-P tangent matrix is not positive definite (Newton iteration " +
                                              std::to_string(newton.iteration()) + ")",
                  {}, {}, t_new);
    }
    residual_ *= -c_q;  // the residual scaled by Δt²/4, as the tangent is
    tangent_.solve(residual_, update_);
    q_ += update_;
    // Eq. (2): λ*(i+1) = λ*(i) + αC(i+1).
    system_.constraints(t_new, q_, constraint_);
    lambda += alpha * constraint_;
    newton.record_update(update_.lpNorm<Eigen::Infinity>(), statistics_);
  }
  statistics_.newton_iterations += newton.iteration();
  if (!newton.converged() || !q_.allFinite()) {
    lambda = lambda_start_;
    throw Error(Error::Kind::numerical, newton.failure("ALI3-P", residual_norm), {}, {}, t_new);
  }
  const double alpha = newton.penalty();

  // Velocities and accelerations of the trapezoidal rule at the converged positions.
  velocity_ = (2.0 / dt) * q_ - velocity_hat_;
  acceleration_star_ = (4.0 / (dt * dt)) * q_ - acceleration_hat_;
  if (options_.projection_factor > 0.0) {
    projection_weight_ = options_.projection_factor * c_q * alpha;
    if (options_.projection_factor != 1.0) {
      // Another ζ: same P, another multiple of C_qᵀαC_q, one more factorization.
      tangent_.assemble(mass_, damping_, stiffness_, jacobian_, c_v, c_q, projection_weight_);
      ++statistics_.factorizations;
      if (!tangent_.factorize()) {
        lambda = lambda_start_;
        throw Error(Error::Kind::numerical, "ALI3-P projection matrix is not positive definite", {}, {}, t_new);
      }
    }
    system_.constraint_jacobian(t_new, q_, jacobian_);
    // Eq. (3): velocity residual C_q q̇* + C_t.
    system_.constraint_time_derivative(t_new, q_, ct_);
    project(ct_, velocity_);
    // Eq. (4) with Ċ_q q̇ + Ċ_t = −γ at the projected velocities: acceleration residual C_q q̈* − γ.
    system_.gamma(t_new, q_, velocity_, gamma_);
    gamma_ = -gamma_;
    project(gamma_, acceleration_star_);
    // The projected accelerations satisfy P(q̈ − q̈*) = −ζC_qᵀα(C_q q̈ − γ), so with M q̈* + C_qᵀλ* = Q,
    // M q̈ + C_qᵀ(λ* + ζα(C_q q̈ − γ)) = Q up to the O(Δt) terms of P − M: these are the multipliers
    // that go with the clean accelerations (Dopico, González, Cuadrado & Kövecses 2014, cited as [7]
    // in paper 001). λ* itself stays the starting value of the next step's iteration (eq. (2)).
    work_m_ = gamma_;
    work_m_.noalias() += jacobian_ * acceleration_star_;
    multipliers_ = lambda_star_ + projection_weight_ * work_m_;
  } else {
    multipliers_ = lambda_star_;
  }
  q = q_;
  v = velocity_;
  acceleration_ = acceleration_star_;
  ++statistics_.steps;
}

// (P + ζC_qᵀαC_q) x = P x* − ζC_qᵀα b  ⇔  x = x* − ζα (P + ζC_qᵀαC_q)⁻¹ C_qᵀ(C_q x* + b).
void Ali3pTrapezoidal::project(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  work_m_ = b;
  work_m_.noalias() += jacobian_ * x;
  work_n_.noalias() = jacobian_.transpose() * work_m_;
  tangent_.solve(work_n_, update_);
  x -= projection_weight_ * update_;
}

}  // namespace mbdae
