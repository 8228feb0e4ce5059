#include "integrators/three_field.hpp"

#include <cmath>
#include <sstream>

#include "core/error.hpp"
#include "core/interruption.hpp"
#include "formulations/uke.hpp"
#include "system/sparse_blocks.hpp"

namespace mbdae {

ThreeFieldStepper::ThreeFieldStepper(ConstraintInertiaFormulation& formulation, double step,
                                     const Index3Options& options)
    : FixedStepIntegrator(step),
      formulation_(formulation),
      system_(formulation.system()),
      options_(options),
      n_(system_.coordinate_count()),
      m_(system_.constraint_count()),
      holonomic_(system_.holonomic_constraint_count()),
      force_jacobian_(system_),
      schur_factor_(system_.constraint_count(), system_.constraint_count(), UdwadiaKalabaFormulation::kRankTolerance) {
  node_active_.assign(m_, 1);
  mass_ = system_.make_mass_matrix();
  if (system_.has_constant_mass_matrix()) system_.mass_matrix(Eigen::VectorXd::Zero(n_), mass_);
  stiffness_ = damping_ = force_jacobian_.make_matrix();
  jacobian_mid_ = jacobian_end_ = jacobian_probe_ = system_.make_constraint_jacobian();
  velocity_rows_base_.setZero(m_ - holonomic_);
  velocity_rows_probe_.setZero(m_ - holonomic_);
  q_probe_.setZero(n_);
  tangent_scale_.setOnes(n_);
  jacobian_mid_dense_.setZero(m_, n_);
  jacobian_end_dense_.setZero(m_, n_);
  tangent_.resize(n_, n_);
  tangent_factor_ = Eigen::PartialPivLU<Eigen::MatrixXd>(n_);
  coupling_.setZero(n_, m_);
  coupling_rhs_.setZero(n_, m_);
  schur_.setZero(m_, m_);
  velocity_rows_work_.setZero(m_);
  for (Eigen::VectorXd* x : {&q_new_, &q_mid_, &v_mid_, &v_new_, &forces_, &residual_, &update_, &acceleration_,
                             &output_acceleration_, &predictor_, &midpoint_velocity_,
                             &previous_midpoint_velocity_, &velocity_change_, &solve_rhs_})
    x->setZero(n_);
  for (Eigen::VectorXd* x : {&constraint_residual_, &values_, &time_derivative_, &impulse_, &impulse_update_,
                             &schur_rhs_, &schur_scale_, &lambda_, &lambda_rate_, &node_mass_, &output_multipliers_,
                             &mid_damping_, &mid_stiffness_, &mid_force_})
    x->setZero(m_);
}

void ThreeFieldStepper::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  statistics_ = {};
  // q̈ and the reaction at the start (the predictor's acceleration and the first impulse's guess), and
  // the constraints' masses there; λ^R and λ̇^R start at zero: the motion of q does not depend on them
  // (constraint_inertia.hpp), they are the integration constants of the multipliers' own equation.
  formulation_.solve(t, q, v, acceleration_, output_multipliers_);
  // The first step's midpoint velocity, predicted: v + (h/2) q̈.
  midpoint_velocity_ = v + (0.5 * step()) * acceleration_;
  node_mass_ = formulation_.properties().mass;
  for (int r = 0; r < m_; ++r) node_active_[r] = formulation_.row_is_active(r);
  impulse_ = step() * output_multipliers_;
  // Where M is singular (Euler parameters along p), so is T: T + β C_q(q̄)ᵀ G with the right side
  // R₁ + β C_q(q̄)ᵀ R₂ has the same solution (the added rows vanish where G Δq = −R₂) and is regular,
  // as M + s C_qᵀC_q is; β = (2/h) s with the formulation's own s (0 where M is regular).
  regularization_ = formulation_.regularization();
  lambda_.setZero();
  lambda_rate_.setZero();
}

void ThreeFieldStepper::evaluate_constraint_residual(double t, double dt, const Eigen::VectorXd& q,
                                                     const Eigen::VectorXd& v) {
  const double t_mid = t + 0.5 * dt, t_end = t + dt;
  q_mid_ = 0.5 * (q + q_new_);
  v_mid_ = (q_new_ - q) / dt;
  v_new_ = 2.0 * v_mid_ - v;
  system_.constraint_jacobian(t_mid, q_mid_, jacobian_mid_);
  copy_stored_entries(jacobian_mid_, jacobian_mid_dense_);
  // R₂: φ at the step's end; h (A v̄ + b) at its midpoint for a nonholonomic row (a length, like φ).
  system_.constraints(t_end, q_new_, values_);
  constraint_residual_.head(holonomic_) = values_.head(holonomic_);
  if (m_ > holonomic_) {
    system_.constraint_time_derivative(t_mid, q_mid_, time_derivative_);
    const int k = m_ - holonomic_;
    constraint_residual_.tail(k).noalias() = jacobian_mid_dense_.bottomRows(k) * v_mid_;
    constraint_residual_.tail(k) += time_derivative_.tail(k);
    constraint_residual_.tail(k) *= dt;
  }
  if (!q_new_.allFinite() || !constraint_residual_.allFinite())
    throw Error(Error::Kind::numerical, "three-field: the step's state is not finite (the Newton iteration diverged)",
                {}, {}, t_end);
}

void ThreeFieldStepper::evaluate_residuals(double t, double dt, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q_mid_, mass_);
  system_.generalized_forces(t + 0.5 * dt, q_mid_, v_mid_, forces_);
  ++statistics_.rhs_evaluations;
  if (!forces_.allFinite())
    throw Error(Error::Kind::numerical, "three-field: the forces are not finite (the Newton iteration diverged)", {},
                {}, t + dt);
  // R₁ = M(q̄)(v_{n+1} − v_n) − h Q + C_q(q̄)ᵀ Π.
  velocity_change_ = v_new_ - v;
  residual_.noalias() = mass_ * velocity_change_;
  residual_ -= dt * forces_;
  residual_.noalias() += jacobian_mid_dense_.transpose() * impulse_;
}

void ThreeFieldStepper::factor_tangent(double t, double dt) {
  tangent_.setZero();
  for (int col = 0; col < mass_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(mass_, col); it; ++it) tangent_(it.row(), col) += (2.0 / dt) * it.value();
  if (!force_jacobian_.forces_are_constant()) {  // −h ∂Q(q̄, v̄)/∂q_{n+1} = (h/2) K + D
    force_jacobian_.evaluate(t + 0.5 * dt, q_mid_, v_mid_, stiffness_, damping_);
    for (int col = 0; col < n_; ++col) {
      for (SparseMatrix::InnerIterator it(stiffness_, col); it; ++it) tangent_(it.row(), col) += 0.5 * dt * it.value();
      for (SparseMatrix::InnerIterator it(damping_, col); it; ++it) tangent_(it.row(), col) += it.value();
    }
  }
  // ∂R₂/∂q_{n+1}: C_q at the end for holonomic rows; for nonholonomic ones, of h (A(q̄) v̄ + b(q̄, t̄)),
  // A(q̄) + (h/2) ∂(A v̄ + b)/∂q̄.
  system_.constraint_jacobian(t + dt, q_new_, jacobian_end_);
  copy_stored_entries(jacobian_end_, jacobian_end_dense_);
  if (m_ > holonomic_) {
    const int k = m_ - holonomic_;
    const double t_mid = t + 0.5 * dt;
    auto velocity_rows = [&](const Eigen::VectorXd& at, Eigen::Ref<Eigen::VectorXd> out) {
      system_.constraint_jacobian(t_mid, at, jacobian_probe_);
      system_.constraint_time_derivative(t_mid, at, time_derivative_);
      velocity_rows_work_.noalias() = jacobian_probe_ * v_mid_;
      out = velocity_rows_work_.tail(k) + time_derivative_.tail(k);
    };
    velocity_rows(q_mid_, velocity_rows_base_);
    q_probe_ = q_mid_;
    for (int j = 0; j < n_; ++j) {  // forward differences, column by column (few rows, few models)
      const double delta = 1e-7 * std::max(1.0, std::abs(q_mid_(j)));
      q_probe_(j) = q_mid_(j) + delta;
      velocity_rows(q_probe_, velocity_rows_probe_);
      q_probe_(j) = q_mid_(j);
      jacobian_end_dense_.block(holonomic_, j, k, 1) =
          jacobian_mid_dense_.block(holonomic_, j, k, 1) + (0.5 * dt / delta) * (velocity_rows_probe_ - velocity_rows_base_);
    }
  }
  if (regularization_ > 0)
    tangent_.noalias() += ((2.0 / dt) * regularization_ * jacobian_mid_dense_.transpose()) * jacobian_end_dense_;
  // Equilibrated, D T D with D = diag(T)^(-1/2), so that a light body's rows are not rounded away
  // beside a heavy one's in the LU.
  for (int j = 0; j < n_; ++j) tangent_scale_(j) = 1.0 / std::sqrt(std::max(std::abs(tangent_(j, j)), 1e-300));
  tangent_ = tangent_scale_.asDiagonal() * tangent_ * tangent_scale_.asDiagonal();
  tangent_factor_.compute(tangent_);
  // W = T⁻¹ C_q(q̄)ᵀ and the Schur complement S = G W of the bordered matrix [T C_qᵀ; G 0], S
  // equilibrated as E S E (E = diag(S)^(-1/2)) before its complete orthogonal decomposition: redundant
  // rows (the four-bar's, Bricard's) make S singular, and its pseudoinverse takes them as UKE does.
  ++statistics_.jacobian_evaluations;
  ++statistics_.linear_setups;
  if (m_ == 0) return;  // no constraint (an open chain in relative coordinates): T alone
  coupling_rhs_ = tangent_scale_.asDiagonal() * jacobian_mid_dense_.transpose();
  coupling_ = tangent_factor_.solve(coupling_rhs_);
  coupling_ = tangent_scale_.asDiagonal() * coupling_;
  schur_.noalias() = jacobian_end_dense_ * coupling_;
  for (int r = 0; r < m_; ++r) {
    const double diagonal = std::abs(schur_(r, r));
    schur_scale_(r) = diagonal > 0 ? 1.0 / std::sqrt(diagonal) : 1.0;
  }
  schur_ = schur_scale_.asDiagonal() * schur_ * schur_scale_.asDiagonal();
  schur_factor_.factor(schur_);
}

void ThreeFieldStepper::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  // Predictor: the midpoint velocity extrapolated from the last two steps' (v̄ meets the constraints;
  // the nodal velocities do not, exactly: v_{n+1} = 2 v̄ − v_n reflects v_n's violation at every step,
  // so a predictor built on them would carry that ±δ to the next positions).
  q_new_ = q + dt * midpoint_velocity_;
  predictor_ = q_new_;  // for the Newton stop's distance
  double previous = 0.0;
  bool converged = false, refresh = true;
  int iteration = 0;
  evaluate_constraint_residual(t, dt, q, v);
  while (!converged && iteration < options_.max_iterations) {
    ++iteration;
    throw_if_stop_requested();  // an iteration on a large model can take seconds
    evaluate_residuals(t, dt, q, v);
    if (refresh) factor_tangent(t, dt);
    // [T C_qᵀ; G 0] [Δq; ΔΠ] = −[R₁; R₂] by the Schur complement: y = T⁻¹R₁, S ΔΠ = R₂ − G y,
    // Δq = −y − W ΔΠ.
    update_ = residual_;
    if (regularization_ > 0)
      update_.noalias() += ((2.0 / dt) * regularization_ * jacobian_mid_dense_.transpose()) * constraint_residual_;
    solve_rhs_ = tangent_scale_.cwiseProduct(update_);
    update_ = tangent_factor_.solve(solve_rhs_);
    update_.array() *= tangent_scale_.array();
    if (m_ > 0) {
      schur_rhs_ = constraint_residual_;
      schur_rhs_.noalias() -= jacobian_end_dense_ * update_;
      schur_rhs_.array() *= schur_scale_.array();
      schur_factor_.solve(schur_rhs_, impulse_update_);
      impulse_update_.array() *= schur_scale_.array();
      update_.noalias() += coupling_ * impulse_update_;
      impulse_ += impulse_update_;
    }
    q_new_ -= update_;
    evaluate_constraint_residual(t, dt, q, v);
    ++statistics_.newton_iterations;
    const double largest = update_.cwiseAbs().maxCoeff();
    converged = index3_newton_converged(largest, previous, iteration, (q_new_ - predictor_).cwiseAbs().maxCoeff(),
                                       q_new_.cwiseAbs().maxCoeff(), options_.tolerance);
    // A slowly contracting iteration gets a fresh matrix.
    refresh = iteration > 1 && largest > 0.25 * previous;
    previous = largest;
  }
  if (!converged) {
    std::ostringstream message;
    message << "three-field: Newton did not converge in " << options_.max_iterations
            << " iterations (last position update " << previous << ", tolerance " << options_.tolerance
            << "; largest constraint residual " << constraint_residual_.cwiseAbs().maxCoeff() << ")";
    throw Error(Error::Kind::numerical, message.str(), {}, {}, t + dt);
  }
  advance_multipliers(t, dt);
  // The next midpoint velocity: this one plus h times the rate between the last two (the start's q̈
  // after the first step).
  if (statistics_.steps > 0) acceleration_ = (v_mid_ - previous_midpoint_velocity_) / dt;
  previous_midpoint_velocity_ = v_mid_;
  midpoint_velocity_ = v_mid_ + dt * acceleration_;
  q = q_new_;
  v = v_new_;
  ++statistics_.steps;
}

void ThreeFieldStepper::advance_multipliers(double t, double dt) {
  // Π = −[m̄ λ̇]_n^{n+1} − c̄ Δλ − h k̄ (λ_n + λ_{n+1})/2 + h f̄ with λ̇_{n+1} = 2 Δλ/h − λ̇_n:
  //   (2 m̄_{n+1}/h + c̄ + h k̄/2) Δλ = −Π + (m̄_{n+1} + m̄_n) λ̇_n − h k̄ λ_n + h f̄,
  // c̄, k̄, f̄ at the midpoint, m̄ at the nodes.
  formulation_.evaluate_properties(t + 0.5 * dt, q_mid_, v_mid_);
  // (kept: the next evaluation overwrites the formulation's properties)
  mid_damping_ = formulation_.properties().damping;
  mid_stiffness_ = formulation_.properties().stiffness;
  mid_force_ = formulation_.properties().force;
  formulation_.evaluate_properties(t + dt, q_new_, v_new_);
  const Eigen::VectorXd& end_mass = formulation_.properties().mass;
  for (int r = 0; r < m_; ++r) {
    node_active_[r] = formulation_.row_is_active(r);
    if (!node_active_[r]) continue;  // no force: λ^R stays
    const double coefficient = 2.0 * end_mass(r) / dt + mid_damping_(r) + 0.5 * dt * mid_stiffness_(r);
    if (!(std::abs(coefficient) > 0) || !std::isfinite(coefficient))
      throw Error(Error::Kind::numerical,
                  "three-field: " + system_.constraint_owner(r) +
                      " has no inertia, damping or stiffness (m_bar = c_bar = k_bar = 0): the step's impulse does "
                      "not determine its multiplier (paper 002, eqs. (18) and (21))",
                  {}, {}, t + dt);
    const double change = (-impulse_(r) + (end_mass(r) + node_mass_(r)) * lambda_rate_(r) -
                           dt * mid_stiffness_(r) * lambda_(r) + dt * mid_force_(r)) /
                          coefficient;
    lambda_rate_(r) = 2.0 * change / dt - lambda_rate_(r);
    lambda_(r) += change;
  }
  node_mass_ = end_mass;
}

const Eigen::VectorXd& ThreeFieldStepper::multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  formulation_.solve(t, q, v, output_acceleration_, output_multipliers_);
  return output_multipliers_;
}

IntegratorStatistics ThreeFieldStepper::statistics() const {
  IntegratorStatistics s = statistics_;
  s.rhs_evaluations += formulation_.evaluations() + force_jacobian_.evaluations();
  return s;
}

}  // namespace mbdae
