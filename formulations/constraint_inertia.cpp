#include "formulations/constraint_inertia.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "formulations/uke.hpp"
#include "system/sparse_blocks.hpp"

namespace mbdae {

namespace {

// M̂ is taken as M unless M's Cholesky factor shows a pivot this small relative to the largest
// (Euler parameters: M q̈ has no component along p, so M is singular there).
constexpr double kSingularMassPivotRatio = 1e-12;
// A constraint row is inactive when its gradient is this small relative to C_q's largest entry.
constexpr double kInactiveGradient = 1e-12;

void add_sparse(const SparseMatrix& sparse, double scale, Eigen::MatrixXd& dense) {
  for (int col = 0; col < sparse.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(sparse, col); it; ++it) dense(it.row(), col) += scale * it.value();
}

}  // namespace

ConstraintInertiaFormulation::ConstraintInertiaFormulation(const EquationsOfMotion& system,
                                                           ConstraintDirection direction, double inertia_scale)
    : AccelerationFormulation(system, /*dense_jacobian=*/true),
      direction_(direction),
      inertia_scale_(inertia_scale),
      force_jacobian_(system),
      pseudo_inverse_(system.constraint_count(), system.constraint_count(), UdwadiaKalabaFormulation::kRankTolerance) {
  if (!(inertia_scale >= 0.0) || !std::isfinite(inertia_scale))
    throw Error(Error::Kind::usage, "the constraints' inertia scale must be a finite number >= 0");
  mass_ = system.make_mass_matrix();
  mass_ahead_ = mass_behind_ = mass_;
  jacobian_ahead_ = jacobian_behind_ = jacobian_;
  stiffness_ = damping_ = force_jacobian_.make_matrix();
  mass_dense_.resize(n_, n_);
  mass_factor_ = Eigen::LLT<Eigen::MatrixXd>(n_);
  jacobian_rate_ = Eigen::MatrixXd::Zero(m_, n_);
  mass_rate_ = Eigen::MatrixXd::Zero(n_, n_);
  inverse_mass_jacobian_t_.resize(n_, m_);
  directions_.resize(n_, m_);
  work_n_m_.resize(n_, m_);
  second_work_n_m_.resize(n_, m_);
  schur_.resize(m_, m_);
  active_.assign(m_, 1);
  values_.resize(m_);
  rates_.resize(m_);
  time_derivative_.resize(m_);
  gamma_shifted_.resize(m_);
  free_acceleration_.resize(n_);
  error_.resize(m_);
  q_work_.resize(n_);
  for (Eigen::VectorXd* p : {&properties_.mass, &properties_.mass_rate, &properties_.damping, &properties_.stiffness,
                             &properties_.force})
    p->setZero(m_);

  // M̂ = M, or M + s C_qᵀC_q where M is singular, decided once at the initial poses so that m̄ does
  // not jump between the two definitions during a run.
  Eigen::VectorXd q0, v0;
  system.initial_state(q0, v0);
  system.mass_matrix(q0, mass_);
  mass_dense_.setZero();
  add_sparse(mass_, 1.0, mass_dense_);
  mass_factor_.compute(mass_dense_);
  bool singular = mass_factor_.info() != Eigen::Success;
  if (!singular && n_ > 0) {
    const Eigen::VectorXd pivots = Eigen::MatrixXd(mass_factor_.matrixL()).diagonal().cwiseAbs2();
    singular = pivots.minCoeff() < kSingularMassPivotRatio * pivots.maxCoeff();
  }
  if (singular) {
    system.constraint_jacobian(0.0, q0, jacobian_);
    const double jacobian_trace = jacobian_.squaredNorm();  // tr(C_qᵀC_q)
    regularization_ = jacobian_trace > 0 ? mass_dense_.trace() / jacobian_trace : 1.0;
  }
}

void ConstraintInertiaFormulation::factor_mass(double t, const Eigen::VectorXd& q) {
  const bool constant = system_.has_constant_mass_matrix() && regularization_ == 0;
  if (constant && constant_factor_ready_) return;
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q, mass_);  // else: the constructor's
  mass_dense_.setZero();
  add_sparse(mass_, 1.0, mass_dense_);
  if (regularization_ > 0) mass_dense_.noalias() += regularization_ * jacobian_dense_.transpose() * jacobian_dense_;
  mass_factor_.compute(mass_dense_);
  if (mass_factor_.info() != Eigen::Success)
    throw Error(Error::Kind::numerical,
                "constraint-inertia: the mass matrix (augmented by C_q^T C_q where singular) is not positive "
                "definite, so the constraints' equivalent masses are undefined",
                {}, {}, t);
  constant_factor_ready_ = constant;
}

void ConstraintInertiaFormulation::differentiate_along(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  // Central differences along the motion, (q, t) ± ε (v, 1): error O(ε²) from the third derivative
  // and O(u/ε) from round-off, balanced at ε ≈ u^(1/3) relative to the state's size.
  const double epsilon = 6e-6 * std::max(1.0, q.cwiseAbs().maxCoeff()) / std::max(1.0, v.cwiseAbs().maxCoeff());
  q_work_ = q + epsilon * v;
  system_.constraint_jacobian(t + epsilon, q_work_, jacobian_ahead_);
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q_work_, mass_ahead_);
  q_work_ = q - epsilon * v;
  system_.constraint_jacobian(t - epsilon, q_work_, jacobian_behind_);
  if (!system_.has_constant_mass_matrix()) system_.mass_matrix(q_work_, mass_behind_);
  jacobian_rate_.setZero();
  add_sparse(jacobian_ahead_, 0.5 / epsilon, jacobian_rate_);
  add_sparse(jacobian_behind_, -0.5 / epsilon, jacobian_rate_);
  mass_rate_.setZero();
  if (!system_.has_constant_mass_matrix()) {
    add_sparse(mass_ahead_, 0.5 / epsilon, mass_rate_);
    add_sparse(mass_behind_, -0.5 / epsilon, mass_rate_);
  }
  if (regularization_ > 0) {  // d/dt (s C_qᵀC_q) = s (Ċ_qᵀC_q + C_qᵀĊ_q)
    mass_rate_.noalias() += regularization_ * jacobian_rate_.transpose() * jacobian_dense_;
    mass_rate_.noalias() += regularization_ * jacobian_dense_.transpose() * jacobian_rate_;
  }
}

void ConstraintInertiaFormulation::evaluate_properties(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  evaluate_system(t, q, v);  // Q, γ, C_q
  system_.constraints(t, q, values_);
  system_.constraint_time_derivative(t, q, time_derivative_);
  rates_ = time_derivative_;
  rates_.noalias() += jacobian_dense_ * v;
  factor_mass(t, q);
  if (m_ == 0) return;
  inverse_mass_jacobian_t_ = jacobian_dense_.transpose();
  mass_factor_.solveInPlace(inverse_mass_jacobian_t_);  // Y = M̂⁻¹ C_qᵀ
  differentiate_along(t, q, v);

  // The products that every row's m̄ and dm̄/dt read, once per evaluation into preallocated buffers:
  // Ṁ̂ M̂⁻¹C_qᵀ (mass-weighted) or M̂ C_qᵀ and Ṁ̂ C_qᵀ (Euclidean).
  if (direction_ == ConstraintDirection::mass_weighted) {
    work_n_m_.noalias() = mass_rate_ * inverse_mass_jacobian_t_;
  } else {
    work_n_m_.noalias() = mass_dense_ * jacobian_dense_.transpose();
    second_work_n_m_.noalias() = mass_rate_ * jacobian_dense_.transpose();
  }
  ConstraintProperties& p = properties_;
  // A row whose gradient vanishes (a cut joint's row that the tree's own joints already satisfy, in
  // relative coordinates) has no direction c_R: it exerts no force and is left out (m̄ = 0, c_R = 0).
  const double largest_gradient = jacobian_dense_.cwiseAbs().maxCoeff();
  for (int r = 0; r < m_; ++r) {
    const auto a = jacobian_dense_.row(r);
    active_[r] = a.cwiseAbs().maxCoeff() > kInactiveGradient * largest_gradient;
    if (!active_[r]) {
      directions_.col(r).setZero();
      p.mass(r) = p.mass_rate(r) = 0.0;
      continue;
    }
    const auto a_rate = jacobian_rate_.row(r);
    const auto y = inverse_mass_jacobian_t_.col(r);
    if (direction_ == ConstraintDirection::mass_weighted) {
      // c = M̂⁻¹aᵀ/d, d = a M̂⁻¹ aᵀ: m̄ = cᵀM̂c = 1/d, and ḋ = 2 ȧ M̂⁻¹aᵀ − aM̂⁻¹ Ṁ̂ M̂⁻¹aᵀ.
      const double d = a.dot(y);
      if (!(d > 0) || !std::isfinite(d))
        throw Error(Error::Kind::numerical,
                    "constraint-inertia: " + system_.constraint_owner(r) +
                        " has a zero gradient, so no direction c_R with a^R c_R = 1 exists (paper 002, eq. (20))",
                    {}, {}, t);
      directions_.col(r) = y / d;
      const double d_rate = 2.0 * a_rate.dot(y) - y.dot(work_n_m_.col(r));
      p.mass(r) = 1.0 / d;
      p.mass_rate(r) = -d_rate / (d * d);
    } else {
      // c = aᵀ/s, s = |a|²: m̄ = a M̂ aᵀ / s².
      const double s = a.squaredNorm();
      if (!(s > 0))
        throw Error(Error::Kind::numerical,
                    "constraint-inertia: " + system_.constraint_owner(r) +
                        " has a zero gradient, so no direction c_R with a^R c_R = 1 exists (paper 002, eq. (20))",
                    {}, {}, t);
      directions_.col(r) = a.transpose() / s;
      const double s_rate = 2.0 * a_rate.dot(a);
      const double inertia = a.dot(work_n_m_.col(r));
      const double inertia_rate = 2.0 * a_rate.dot(work_n_m_.col(r)) + a.dot(second_work_n_m_.col(r));
      p.mass(r) = inertia / (s * s);
      p.mass_rate(r) = inertia_rate / (s * s) - 2.0 * inertia * s_rate / (s * s * s);
    }
  }
  p.mass *= inertia_scale_;
  p.mass_rate *= inertia_scale_;
  p.force.noalias() = directions_.transpose() * forces_;  // f̄ = c_Rᵀ f
  if (force_jacobian_.forces_are_constant()) {
    p.damping.setZero();
    p.stiffness.setZero();
  } else {  // k̄ = −cᵀ ∂f/∂q c = cᵀ K c, c̄ = cᵀ D c
    force_jacobian_.evaluate(t, q, v, stiffness_, damping_);
    work_n_m_.noalias() = stiffness_ * directions_;
    p.stiffness = directions_.cwiseProduct(work_n_m_).colwise().sum().transpose();
    work_n_m_.noalias() = damping_ * directions_;
    p.damping = directions_.cwiseProduct(work_n_m_).colwise().sum().transpose();
  }
}

const Eigen::VectorXd& ConstraintInertiaFormulation::shifted_gamma(double t) {
  // Eq. (21) as the acceleration constraint: C_q q̈ = γ − [(ṁ̄ + c̄) φ̇ + k̄ φ] / m̄ (φ = 0 in
  // velocity-level rows, whose equation has no stiffness term).
  const ConstraintProperties& p = properties_;
  for (int r = 0; r < m_; ++r) {
    if (!active_[r]) {
      gamma_shifted_(r) = gamma_(r);
      continue;
    }
    if (!(p.mass(r) > 0))
      throw Error(Error::Kind::numerical,
                  "constraint-inertia: " + system_.constraint_owner(r) +
                      " has no inertia (m_bar = 0), so its equation of motion (paper 002, eq. (21)) does not "
                      "determine the accelerations",
                  {}, {}, t);
    gamma_shifted_(r) = gamma_(r) - ((p.mass_rate(r) + p.damping(r)) * rates_(r) + p.stiffness(r) * values_(r)) / p.mass(r);
  }
  return gamma_shifted_;
}

void ConstraintInertiaFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_properties(t, q, v);
  acceleration.resize(n_);
  multipliers.resize(m_);
  if (m_ == 0) {
    acceleration = forces_;
    mass_factor_.solveInPlace(acceleration);
    return;
  }
  shifted_gamma(t);
  // AF's saddle point with γ̃, solved as UKE solves it (uke.hpp): with M̂ = M + C_qᵀWC_q, W = s I or 0,
  // q̈ = ā + M̂⁻¹C_qᵀν, ā = M̂⁻¹(Q + C_qᵀWγ̃), ν = (C_q M̂⁻¹ C_qᵀ)⁺ (γ̃ − C_q ā), reaction λ = −ν.
  free_acceleration_ = forces_;
  if (regularization_ > 0) free_acceleration_.noalias() += regularization_ * jacobian_dense_.transpose() * gamma_shifted_;
  mass_factor_.solveInPlace(free_acceleration_);
  schur_.noalias() = jacobian_dense_ * inverse_mass_jacobian_t_;
  error_ = gamma_shifted_;
  error_.noalias() -= jacobian_dense_ * free_acceleration_;
  pseudo_inverse_.factor(schur_);
  pseudo_inverse_.solve(error_, multipliers);
  acceleration = free_acceleration_;
  acceleration.noalias() += inverse_mass_jacobian_t_ * multipliers;
  multipliers = -multipliers;
}

ConstraintInertiaResidual::ConstraintInertiaResidual(const EquationsOfMotion& system, double inertia_scale)
    : ResidualFormulation(system, 0), inertia_(system, ConstraintDirection::mass_weighted, inertia_scale), position_work_(system.coordinate_count()),
      velocity_work_(system.coordinate_count()) {
  finish_construction();
}

void ConstraintInertiaResidual::constraint_residual(double t, const Eigen::VectorXd& position,
                                                    Eigen::Ref<const Eigen::VectorXd>,
                                                    Eigen::Ref<const Eigen::VectorXd> yp, Eigen::Ref<Eigen::VectorXd> F) {
  inertia_.evaluate_properties(t, position, velocity_buffer_);
  auto constraint = F.segment(2 * n_, m_);
  constraint.noalias() = jacobian_ * yp.segment(n_, n_);
  constraint -= inertia_.shifted_gamma(t);
}

void ConstraintInertiaResidual::add_state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y,
                                                      Eigen::Ref<const Eigen::VectorXd> yp, SparseMatrix& J) {
  // Index-1's rows (index1.cpp), then the feedback's leading terms.
  add_jacobian_derivative(y, yp, n_, 2 * n_, 0, 1.0, J);
  add_gamma_position_derivative(y, 2 * n_, -1.0, J);
  add_jacobian_derivative(y, y, n_, 2 * n_, n_, 2.0, J);
  position_work_ = y.head(n_);
  velocity_work_ = y.segment(n_, n_);
  inertia_.evaluate_properties(t, position_work_, velocity_work_);
  const ConstraintProperties& p = inertia_.properties();
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it) {
      const int r = static_cast<int>(it.row());
      if (!inertia_.row_is_active(r) || !(p.mass(r) > 0)) continue;
      if (r < holonomic_) add_entry(J, 2 * n_ + r, col, p.stiffness(r) / p.mass(r) * it.value());
      add_entry(J, 2 * n_ + r, n_ + col, (p.mass_rate(r) + p.damping(r)) / p.mass(r) * it.value());
    }
}

void ConstraintInertiaResidual::add_analytic_entries(double cj, SparseMatrix& J) const {
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      add_entry(J, 2 * n_ + static_cast<int>(it.row()), n_ + col, cj * it.value());  // C_q v'
}

}  // namespace mbdae
