#include "integrators/ali3_energy_conserving.hpp"

#include "coordinates/coordinate_type.hpp"

namespace mbdae {

Ali3EnergyConserving::Ali3EnergyConserving(const MultibodySystem& system, const Index3Options& options, double step)
    : Index3Integrator(step),
      system_(require_position_level_constraints(system, name())),
      options_(options),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      initial_(std::make_unique<UdwadiaKalabaFormulation>(system)),
      force_jacobian_(system),
      tangent_(system, force_jacobian_.make_matrix(), false),  // C̄_qᵀαC_q(q_{n+1}) is not symmetric: KLU
      mass_(system.make_mass_matrix()),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_end_(system.make_constraint_jacobian()),
      stiffness_(force_jacobian_.make_matrix()),
      damping_(force_jacobian_.make_matrix()),
      q_(n_),
      increment_(n_),
      midpoint_(n_),
      midpoint_velocity_(n_),
      velocity_(n_),
      forces_(n_),
      constraint_(m_),
      constraint_start_(m_),
      gradient_defect_(m_),
      multiplier_(m_),
      residual_(n_),
      update_(n_),
      ct_(m_),
      lambda_start_(m_),
      lambda_star_(m_) {
  // With a configuration-dependent M the kinetic energy needs its own discrete gradient (and RPCF-EP's
  // quadratic-velocity forces), which this step does not have: it would no longer conserve energy.
  if (!system.coordinates().has_constant_mass_matrix())
    throw Error(Error::Kind::usage,
                std::string("`energy_conserving` needs coordinates with a constant mass matrix (nacf or planar-nacf), "
                            "not ") +
                    system.coordinates().name());
  acceleration_ = Eigen::VectorXd::Zero(n_);
  multipliers_ = Eigen::VectorXd::Zero(m_);
}

void Ali3EnergyConserving::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  initial_->solve(t, q, v, acceleration_, multipliers_);
  lambda_star_ = multipliers_;
  system_.mass_matrix(q, mass_);  // constant: evaluated once
  double trace = 0.0;
  for (int i = 0; i < n_; ++i) trace += mass_.coeff(i, i);
  alpha_ = options_.penalty * trace / n_;  // the same mass-scaled penalty as ALI3-P
  statistics_ = {};
}

void Ali3EnergyConserving::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const double t_mid = t + 0.5 * dt, t_new = t + dt;
  system_.constraints(t, q, constraint_start_);
  // Predictor: constant acceleration; multipliers from the last step.
  q_ = q + dt * v + (0.5 * dt * dt) * acceleration_;
  Eigen::VectorXd& lambda = lambda_star_;
  lambda_start_ = lambda;  // restored when the step fails
  AugmentedLagrangianNewton newton(alpha_, options_);  // as in ALI3-P
  system_.constraints(t_new, q_, constraint_);

  double residual_norm = 0.0;
  while (newton.next()) {
    const double alpha = newton.penalty();
    increment_ = q_ - q;
    midpoint_ = q + 0.5 * increment_;
    midpoint_velocity_ = increment_ / dt;
    velocity_ = (2.0 / dt) * increment_ - v;  // the trapezoidal rule
    system_.constraint_jacobian(t_mid, midpoint_, jacobian_);
    system_.generalized_forces(t_mid, midpoint_, midpoint_velocity_, forces_);
    ++statistics_.residual_evaluations;
    // K and D at the first iterate's midpoint, and again wherever Newton stalls.
    if (newton.refresh_force_jacobians(force_jacobian_.forces_are_constant())) {
      const long before = force_jacobian_.evaluations();
      force_jacobian_.evaluate(t_mid, midpoint_, midpoint_velocity_, stiffness_, damping_);
      statistics_.force_evaluations += force_jacobian_.evaluations() - before;
    }
    // M (v_{n+1} − v_n)/Δt + C̄_qᵀ(λ* + αC(q_{n+1})) − Q_{n+½}.
    multiplier_ = lambda + alpha * constraint_;
    update_ = (velocity_ - v) / dt;  // update_ is free until the solve below
    residual_.noalias() = mass_ * update_;
    residual_.noalias() += jacobian_.transpose() * multiplier_;
    residual_ -= forces_;
    // Gonzalez's correction of the midpoint gradient: [C_{n+1} − C_n − C_q,½ Δq − Δt C_t] Δqᵀ/|Δq|².
    system_.constraint_time_derivative(t_mid, midpoint_, ct_);
    gradient_defect_ = constraint_ - constraint_start_ - dt * ct_;
    gradient_defect_.noalias() -= jacobian_ * increment_;
    const double increment_squared = increment_.squaredNorm();
    if (increment_squared > 0.0) residual_ += (gradient_defect_.dot(multiplier_) / increment_squared) * increment_;
    residual_norm = residual_.norm();

    // ∂/∂q_{n+1} of the penalty term C_q,½ᵀαC(q_{n+1}) is C_q,½ᵀαC_q(q_{n+1}). Its symmetric stand-in
    // C_q,½ᵀαC_q,½ is off by O(Δq) relative, enough to make Newton diverge where C_q loses rank
    // (the parallelogram four-bar at its collinear position, once the penalty is raised).
    system_.constraint_jacobian(t_new, q_, jacobian_end_);
    tangent_.assemble(mass_, damping_, stiffness_, jacobian_, jacobian_end_, dt / 2.0, dt * dt / 4.0,
                      dt * dt / 2.0 * alpha);
    ++statistics_.factorizations;
    if (!tangent_.factorize()) {
      lambda = lambda_start_;
      throw Error(Error::Kind::numerical,
                  "energy-conserving ALI3 tangent matrix is singular to working precision (Newton iteration " +
                      std::to_string(newton.iteration()) + ")",
                  {}, {}, t_new);
    }
    residual_ *= -dt * dt / 2.0;  // the residual scaled as the tangent is
    tangent_.solve(residual_, update_);
    q_ += update_;
    // Paper 001 eq. (2): λ*(i+1) = λ*(i) + αC(i+1).
    system_.constraints(t_new, q_, constraint_);
    lambda += alpha * constraint_;
    newton.record_update(update_.lpNorm<Eigen::Infinity>(), statistics_);
  }
  statistics_.newton_iterations += newton.iteration();
  if (!newton.converged() || !q_.allFinite()) {
    lambda = lambda_start_;
    throw Error(Error::Kind::numerical, newton.failure("energy-conserving ALI3", residual_norm), {}, {}, t_new);
  }

  velocity_ = (2.0 / dt) * (q_ - q) - v;
  acceleration_ = (velocity_ - v) / dt;  // the midpoint acceleration, also the next predictor's
  multipliers_ = lambda;                 // λ* + αC at the converged q: the midpoint multipliers
  q = q_;
  v = velocity_;
  ++statistics_.steps;
}

}  // namespace mbdae
