#include "integrators/ali3_energy_conserving.hpp"

#include <cmath>

namespace mbdae {

Ali3EnergyConserving::Ali3EnergyConserving(AugmentedLagrangianProjections& formulation, double step)
    : Index3Integrator(formulation, step),
      ali3p_(formulation),
      terms_(formulation.terms()),
      m_(terms_.constraint_count()),
      jacobian_end_(terms_.make_constraint_jacobian()),
      q_(terms_.coordinate_count()),
      increment_(terms_.coordinate_count()),
      midpoint_(terms_.coordinate_count()),
      midpoint_velocity_(terms_.coordinate_count()),
      velocity_(terms_.coordinate_count()),
      constraint_start_(m_),
      gradient_defect_(m_),
      multiplier_(m_),
      residual_(terms_.coordinate_count()),
      update_(terms_.coordinate_count()),
      ct_(m_),
      lambda_start_(m_),
      predicted_(terms_.coordinate_count()),
      projected_(formulation, step),
      restores_energy_(!terms_.system().has_nonconservative_forces()) {
  // With a configuration-dependent M the kinetic energy needs its own discrete gradient (and RPCF-EP's
  // quadratic-velocity forces), which this step does not have: it would no longer conserve energy.
  if (!terms_.has_constant_mass_matrix())
    throw Error(Error::Kind::usage,
                std::string("`energy_conserving` needs coordinates with a constant mass matrix (nacf or planar-nacf), "
                            "not ") +
                    terms_.system().coordinates_name());
  // Its tangent is not symmetric (C̄_qᵀαC_q(q_{n+1})): the formulation must have been built for it.
  if (!ali3p_.options().energy_conserving)
    throw Error(Error::Kind::usage, "the energy-conserving step needs an ali3p formulation built with `energy_conserving`");
}

void Ali3EnergyConserving::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (!projected_last_ && conserving_step(t, dt, q, v)) return;
  // A singular position: ALI3-P takes the step, holding C to a regular contraction from its first
  // iteration (the stalled attempt, or its own last step, raised the penalty).
  if (!projected_last_) {
    ali3p_.take_over(t, dt, q, v, acceleration_);
    if (restores_energy_) entry_energy_ = terms_.system().mechanical_energy(q, v);
  }
  projected_.take_over(acceleration_);
  projected_.step_from(t, dt, q, v);
  acceleration_ = projected_.acceleration();
  ++ali3p_.counters().projected_steps;
  projected_last_ = ali3p_.near_singular_position();
  if (!projected_last_ && restores_energy_) {
    // Past the singular position: ALI3-P's projections took O(Δt³) of energy at each of its steps,
    // and its window spans more steps as Δt shrinks (1/Δt of them where the penalty is not raised
    // for the step), so their sum fell only at first order: 1.8e-4, 9.9e-5, 4.2e-5 J per passage of
    // the double four-bar at 2, 1 and 0.5 ms, and the error at 1 ms was larger than at 2 ms. A
    // conservative model's energy is what it was where the window began, so the velocities are scaled
    // back to it: a change of O(Δt²) relative, along the motion (C_t = 0 without driven joints, so
    // C_q v = 0 still holds).
    const double potential = terms_.system().potential_energy(q), kinetic = terms_.system().kinetic_energy(q, v);
    if (kinetic > 0.0 && entry_energy_ > potential) v *= std::sqrt((entry_energy_ - potential) / kinetic);
  }
}

bool Ali3EnergyConserving::conserving_step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const double t_mid = t + 0.5 * dt, t_new = t + dt;
  Index3Statistics& statistics = ali3p_.counters();
  terms_.constraints_at(t, q, constraint_start_);
  // Predictor: constant acceleration; multipliers from the last step.
  q_ = q + dt * v + (0.5 * dt * dt) * acceleration_;
  predicted_ = q_;
  Eigen::VectorXd& lambda = ali3p_.iterated_multipliers();
  lambda_start_ = lambda;  // restored when the step fails
  // As in ALI3-P; the tangent holds Δt²/2·α·C̄_qᵀC_q. Where the iteration stalls (it would raise α:
  // a singular position), the step is given up and ALI3-P takes it (step_from()).
  AugmentedLagrangianNewton newton(ali3p_.penalty_for_weight(dt * dt / 2.0), ali3p_.options());
  terms_.evaluate_constraints(t_new, q_, statistics);

  double residual_norm = 0.0;
  while (newton.next()) {
    increment_ = q_ - q;
    midpoint_ = q + 0.5 * increment_;
    midpoint_velocity_ = increment_ / dt;
    velocity_ = (2.0 / dt) * increment_ - v;  // the trapezoidal rule
    terms_.evaluate_jacobian_and_forces(t_mid, midpoint_, midpoint_velocity_, statistics);
    // K and D at the first iterate's midpoint, and again wherever Newton stalls.
    if (newton.refresh_force_jacobians(terms_.forces_are_constant()))
      terms_.evaluate_force_jacobians(t_mid, midpoint_, midpoint_velocity_, statistics);

    // ∂/∂q_{n+1} of the penalty term C_q,½ᵀαC(q_{n+1}) is C_q,½ᵀαC_q(q_{n+1}). Its symmetric stand-in
    // C_q,½ᵀαC_q,½ is off by O(Δq) relative, enough to make Newton diverge where C_q loses rank
    // (the parallelogram four-bar at its collinear position, with the penalty raised).
    terms_.constraint_jacobian_at(t_new, q_, jacobian_end_);
    // The penalty is never raised here: a stall hands the step over (below).
    if (!terms_.factor_tangent(jacobian_end_, dt / 2.0, dt * dt / 4.0, dt * dt / 2.0 * newton.penalty(),
                               statistics)) {
      lambda = lambda_start_;
      throw Error(Error::Kind::numerical,
                  "energy-conserving ALI3 tangent matrix is singular to working precision (Newton iteration " +
                      std::to_string(newton.iteration()) + ")",
                  {}, {}, t_new);
    }
    const double alpha = newton.penalty();

    // M (v_{n+1} − v_n)/Δt + C̄_qᵀ(λ* + αC(q_{n+1})) − Q_{n+½}; M is constant, evaluated by start().
    multiplier_ = lambda + alpha * terms_.constraint();
    update_ = (velocity_ - v) / dt;  // update_ is free until the solve below
    residual_.noalias() = terms_.mass() * update_;
    residual_.noalias() += terms_.jacobian().transpose() * multiplier_;
    residual_ -= terms_.forces();
    // Gonzalez's correction of the midpoint gradient: [C_{n+1} − C_n − C_q,½ Δq − Δt C_t] Δqᵀ/|Δq|².
    terms_.constraint_time_derivative_at(t_mid, midpoint_, ct_);
    gradient_defect_ = terms_.constraint() - constraint_start_ - dt * ct_;
    gradient_defect_.noalias() -= terms_.jacobian() * increment_;
    const double increment_squared = increment_.squaredNorm();
    if (increment_squared > 0.0) residual_ += (gradient_defect_.dot(multiplier_) / increment_squared) * increment_;
    residual_norm = residual_.norm();
    residual_ *= -dt * dt / 2.0;  // the residual scaled as the tangent is
    terms_.solve(residual_, update_, statistics);
    q_ += update_;
    // Paper 001 eq. (2): λ*(i+1) = λ*(i) + αC(i+1).
    terms_.evaluate_constraints(t_new, q_, statistics);
    lambda += alpha * terms_.constraint();
    newton.record_multiplier_update(update_.lpNorm<Eigen::Infinity>(), (q_ - predicted_).lpNorm<Eigen::Infinity>(),
                                    q_.lpNorm<Eigen::Infinity>(), terms_.constraint().lpNorm<Eigen::Infinity>(),
                                    false, statistics);
    if (newton.raised()) {
      // Stalled (C stops falling, or the updates do): a singular position.
      statistics.newton_iterations += newton.iteration();
      lambda = lambda_start_;
      return false;
    }
  }
  statistics.newton_iterations += newton.iteration();
  if (!newton.converged() || !q_.allFinite()) {
    lambda = lambda_start_;
    throw Error(Error::Kind::numerical, newton.failure("energy-conserving ALI3", residual_norm), {}, {}, t_new);
  }

  velocity_ = (2.0 / dt) * (q_ - q) - v;
  acceleration_ = (velocity_ - v) / dt;  // the midpoint acceleration, also the next predictor's
  ali3p_.set_multipliers(lambda);        // λ* + αC at the converged q: the midpoint multipliers
  q = q_;
  v = velocity_;
  ++statistics.steps;
  return true;
}

}  // namespace mbdae
