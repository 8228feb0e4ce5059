// The second derivatives of the constraints and of the mass term that the implicit integrators'
// Newton matrices need, analytic in every coordinate type (MultibodySystem's
// has_analytic_constraint_hessians(): no driven joint, no velocity-level rows).
//
// A joint's attached vector E = Σ ±(R + A ū) has, per joint slot s, the Jacobian E,s (one 3 × size
// block) and the second derivatives of A ū that the coordinate type gives (CoordinateType's
// rotate_hessian, rotate_rate_jacobian, rotate_acceleration_term_jacobian; zero in natural coordinates,
// whose E is linear in q). Different bodies' terms never multiply inside E, so E's Hessian has only
// diagonal slot blocks, H_E(y)_ss = Σ_k y_k ∂²E_k/∂q_s².
//
//   vector equation   C = E (rows: components)     Σλ ∂²C = H_E(λ)
//                                                  ∂(C_q w)/∂q_s = ∂(E,q w)/∂q_s
//   scalar product    C = E₁ · E₂ − c              ∂²C/∂q_s∂q_t = E₁,sᵀ E₂,t + E₂,sᵀ E₁,t
//                                                                  (+ H_E₁(E₂)_ss + H_E₂(E₁)_ss, s = t)
//                                                  ∂(C_q w)/∂q_s = E₁,sᵀ(E₂,q w) + E₂,sᵀ(E₁,q w)
//                                                                  + ∂(E₁,q w)/∂q_sᵀ E₂ + ∂(E₂,q w)/∂q_sᵀ E₁
//   intrinsic rows    Φ_k = qᵀS_k q − c_k          ∂²Φ_k/∂q² = 2S_k  (CoordinateType::intrinsic_hessian)
//
// These give (C_qᵀλ)_q = Σλ_i ∂²C_i/∂q² in the dynamic rows, (C_q v)_q in GGL's velocity rows, and
// (C_q v̇)_q, ∂γ/∂v = −2(C_q v)_q and ∂γ/∂q in the index-1 rows. γ = −(a₁·E₂ + E₁·a₂ + 2Ė₁·Ė₂) for a
// scalar product and −a for a vector equation, a being E's acceleration term, so ∂γ/∂q needs a's
// q-derivative (a third derivative of A ū: zero in natural coordinates and Euler parameters, whose A ū
// is at most quadratic in q, −θ̇² k × A ū for the planar angle). The intrinsic rows' γ = −2 q̇ᵀS_k q̇
// does not depend on q.
#include <string>

#include "core/error.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

bool MultibodySystem::has_analytic_constraint_hessians() const {
  if (velocity_constraint_count_ > 0 || !flexible_.empty()) return false;
  for (const JointConstraint& joint : joint_constraints_)
    for (const JointEquation& equation : joint.equations)
      if (equation.kind == JointEquation::Kind::driven_angle) return false;
  return true;
}

void MultibodySystem::require_analytic_constraint_hessians(const char* what) const {
  if (!has_analytic_constraint_hessians())
    throw Error(Error::Kind::usage,
                std::string(what) + " needs a system with no driven joint and no velocity-level constraint");
}

void MultibodySystem::expression_hessian(const JointConstraint& joint, const VectorExpression& expression,
                                         const Eigen::VectorXd& q, int slot, const Eigen::Vector3d& y,
                                         BodyMatrix& hessian) const {
  hessian.setZero(body_size_, body_size_);
  BodyMatrix term_hessian;
  for (int k = 0; k < expression.count; ++k) {
    const AttachedTerm& term = expression.terms[k];
    if (term.slot != slot || joint.bodies[slot] == kGround) continue;
    coordinates_->rotate_hessian(body_segment(q, joint.bodies[slot]), term.local, y, term_hessian);
    hessian += term.sign * term_hessian;
  }
}

void MultibodySystem::expression_rate_jacobian(const JointConstraint& joint, const VectorExpression& expression,
                                               const Eigen::VectorXd& q, const Eigen::VectorXd& w, int slot,
                                               bool acceleration_term, BodyJacobian& jacobian) const {
  jacobian.setZero(3, body_size_);
  BodyJacobian term_jacobian;
  for (int k = 0; k < expression.count; ++k) {
    const AttachedTerm& term = expression.terms[k];
    if (term.slot != slot || joint.bodies[slot] == kGround) continue;
    const auto qb = body_segment(q, joint.bodies[slot]);
    const auto wb = body_segment(w, joint.bodies[slot]);
    if (acceleration_term)
      coordinates_->rotate_acceleration_term_jacobian(qb, wb, term.local, term_jacobian);
    else
      coordinates_->rotate_rate_jacobian(qb, term.local, wb, term_jacobian);
    jacobian += term.sign * term_jacobian;
  }
}

namespace {
void add_block(EntrySink& sink, int row_offset, int col_offset, const BodyMatrix& block, double scale) {
  for (int c = 0; c < block.cols(); ++c)
    for (int r = 0; r < block.rows(); ++r)
      if (block(r, c) != 0.0) sink.add(row_offset + r, col_offset + c, scale * block(r, c));
}
void add_row(EntrySink& sink, int row, int col_offset, const BodyVector& values) {
  for (int c = 0; c < values.size(); ++c)
    if (values[c] != 0.0) sink.add(row, col_offset + c, values[c]);
}
}  // namespace

void MultibodySystem::constraint_hessian(const Eigen::VectorXd& q, const Eigen::VectorXd& multipliers,
                                         EntrySink& sink) const {
  require_analytic_constraint_hessians("constraint_hessian");
  const bool linear = coordinates_->has_linear_kinematics();
  BodyMatrix block, term;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->intrinsic_hessian(body_segment(q, b), multipliers.segment(b * intrinsic_size_, intrinsic_size_),
                                    block);
    add_block(sink, body_offset(b), body_offset(b), block, 1.0);
  }
  ExpressionKinematics first, second;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    if (joint_is_linear_[j]) continue;  // vector equations linear in q: no second derivative
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::vector_zero && !linear) {
        Eigen::Vector3d y = Eigen::Vector3d::Zero();
        for (int k = 0; k < equation.rows(); ++k) y[equation.axes[k]] = multipliers[row + k];
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround || y.isZero(0.0)) continue;
          expression_hessian(joint, equation.first, q, s, y, block);
          add_block(sink, body_offset(joint.bodies[s]), body_offset(joint.bodies[s]), block, 1.0);
        }
      } else if (equation.kind == JointEquation::Kind::scalar_product && multipliers[row] != 0.0) {
        const double lambda = multipliers[row];
        evaluate(joint, equation.first, q, nullptr, true, first);
        evaluate(joint, equation.second, q, nullptr, true, second);
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          for (int t = 0; t < 2; ++t) {
            if (joint.bodies[t] == kGround) continue;
            block.noalias() = first.jacobian[s].transpose() * second.jacobian[t];
            block.noalias() += second.jacobian[s].transpose() * first.jacobian[t];
            if (s == t && !linear) {
              expression_hessian(joint, equation.first, q, s, second.value, term);
              block += term;
              expression_hessian(joint, equation.second, q, s, first.value, term);
              block += term;
            }
            add_block(sink, body_offset(joint.bodies[s]), body_offset(joint.bodies[t]), block, lambda);
          }
        }
      }
      row += equation.rows();
    }
  }
}

void MultibodySystem::jacobian_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& w, EntrySink& sink) const {
  require_analytic_constraint_hessians("jacobian_derivative");
  const bool linear = coordinates_->has_linear_kinematics();
  IntrinsicJacobian intrinsic;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->intrinsic_jacobian_derivative(body_segment(q, b), body_segment(w, b), intrinsic);
    const int offset = body_offset(b);
    for (int c = 0; c < body_size_; ++c)
      for (int r = 0; r < intrinsic_size_; ++r)
        if (intrinsic(r, c) != 0.0) sink.add(b * intrinsic_size_ + r, offset + c, intrinsic(r, c));
  }
  ExpressionKinematics first, second;
  BodyJacobian first_rate_jacobian, second_rate_jacobian;
  BodyVector derivative;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    if (joint_is_linear_[j]) continue;
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::vector_zero && !linear) {
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          expression_rate_jacobian(joint, equation.first, q, w, s, false, first_rate_jacobian);
          for (int k = 0; k < equation.rows(); ++k)
            add_row(sink, row + k, body_offset(joint.bodies[s]), first_rate_jacobian.row(equation.axes[k]).transpose());
        }
      } else if (equation.kind == JointEquation::Kind::scalar_product) {
        // Passing w as the velocities makes each expression's rate E_q w.
        evaluate(joint, equation.first, q, &w, true, first);
        evaluate(joint, equation.second, q, &w, true, second);
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          derivative.noalias() = first.jacobian[s].transpose() * second.rate;
          derivative.noalias() += second.jacobian[s].transpose() * first.rate;
          if (!linear) {
            expression_rate_jacobian(joint, equation.first, q, w, s, false, first_rate_jacobian);
            expression_rate_jacobian(joint, equation.second, q, w, s, false, second_rate_jacobian);
            derivative.noalias() += first_rate_jacobian.transpose() * second.value;
            derivative.noalias() += second_rate_jacobian.transpose() * first.value;
          }
          add_row(sink, row, body_offset(joint.bodies[s]), derivative);
        }
      }
      row += equation.rows();
    }
  }
}

void MultibodySystem::gamma_position_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                EntrySink& sink) const {
  require_analytic_constraint_hessians("gamma_position_derivative");
  if (coordinates_->has_linear_kinematics()) return;  // every term of γ depends on v alone
  ExpressionKinematics first, second;
  BodyJacobian first_rate, second_rate, first_acceleration, second_acceleration;
  BodyVector derivative;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::vector_zero) {
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          expression_rate_jacobian(joint, equation.first, q, v, s, true, first_acceleration);
          for (int k = 0; k < equation.rows(); ++k)
            add_row(sink, row + k, body_offset(joint.bodies[s]),
                    -first_acceleration.row(equation.axes[k]).transpose());
        }
      } else if (equation.kind == JointEquation::Kind::scalar_product) {
        evaluate(joint, equation.first, q, &v, true, first);
        evaluate(joint, equation.second, q, &v, true, second);
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          expression_rate_jacobian(joint, equation.first, q, v, s, false, first_rate);
          expression_rate_jacobian(joint, equation.second, q, v, s, false, second_rate);
          expression_rate_jacobian(joint, equation.first, q, v, s, true, first_acceleration);
          expression_rate_jacobian(joint, equation.second, q, v, s, true, second_acceleration);
          derivative.noalias() = first_acceleration.transpose() * second.value;
          derivative.noalias() += second.jacobian[s].transpose() * first.acceleration;
          derivative.noalias() += first.jacobian[s].transpose() * second.acceleration;
          derivative.noalias() += second_acceleration.transpose() * first.value;
          derivative.noalias() += 2.0 * first_rate.transpose() * second.rate;
          derivative.noalias() += 2.0 * second_rate.transpose() * first.rate;
          add_row(sink, row, body_offset(joint.bodies[s]), -derivative);
        }
      }
      row += equation.rows();
    }
  }
}

void MultibodySystem::mass_matrix_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& a,
                                             EntrySink& sink) const {
  if (coordinates_->has_constant_mass_matrix()) return;
  BodyMatrix block;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->mass_matrix_derivative(model_.bodies[b].inertia, body_segment(q, b), body_segment(a, b), block);
    add_block(sink, body_offset(b), body_offset(b), block, 1.0);
  }
}

}  // namespace mbdae
