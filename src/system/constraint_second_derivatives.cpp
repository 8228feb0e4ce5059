// The constraints' second derivatives where they are constant (MultibodySystem's
// has_constant_constraint_hessians()): natural coordinates, whose attached vectors E = Σ ±(R + A ū)
// are linear in q with constant Jacobians ∂E/∂q_s (one 3 × size block per joint slot s).
//
//   vector equation   C = E                        ∂²C/∂q² = 0
//   scalar product    C = E₁ · E₂ − c              ∂²C/∂q_s∂q_t = E₁,sᵀ E₂,t + E₂,sᵀ E₁,t
//   intrinsic rows    Φ_k = qᵀS_k q − c_k          ∂²Φ_k/∂q² = 2S_k  (CoordinateType::intrinsic_hessian)
//
// and for a direction w, (∂²C/∂q² w)_s = E₁,sᵀ (E₂,q w) + E₂,sᵀ (E₁,q w), E_q w being the rate of E
// at velocities w. These give the q-derivatives in the implicit integrators' iteration matrices:
// (C_qᵀλ)_q = Σλ_i ∂²C_i/∂q² in the dynamic rows, (C_q v)_q in GGL's velocity rows, and
// (C_q v̇)_q and ∂γ/∂v = −2(C_q v)_q in the index-1 rows (γ_q = 0: ∂²C_i/∂q² does not depend on q).
#include <string>

#include "core/error.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

bool MultibodySystem::has_constant_constraint_hessians() const {
  if (!coordinates_->has_linear_kinematics() || velocity_constraint_count_ > 0) return false;
  for (const JointConstraint& joint : joint_constraints_)
    for (const JointEquation& equation : joint.equations)
      if (equation.kind == JointEquation::Kind::driven_angle) return false;
  return true;
}

void MultibodySystem::require_constant_constraint_hessians(const char* what) const {
  if (!has_constant_constraint_hessians())
    throw Error(Error::Kind::usage, std::string(what) + " needs constant constraint Hessians (coordinates " +
                                        coordinates_->name() +
                                        " with no driven joint and no velocity-level constraint)");
}

void MultibodySystem::constraint_hessian(const Eigen::VectorXd& q, const Eigen::VectorXd& multipliers,
                                         EntrySink& sink) const {
  require_constant_constraint_hessians("constraint_hessian");
  BodyMatrix block;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->intrinsic_hessian(body_segment(q, b), multipliers.segment(b * intrinsic_size_, intrinsic_size_),
                                    block);
    const int offset = body_offset(b);
    for (int c = 0; c < body_size_; ++c)
      for (int r = 0; r < body_size_; ++r)
        if (block(r, c) != 0.0) sink.add(offset + r, offset + c, block(r, c));
  }
  ExpressionKinematics first, second;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    if (joint_is_linear_[j]) continue;  // vector equations only: no second derivative
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::scalar_product && multipliers[row] != 0.0) {
        const double lambda = multipliers[row];
        evaluate(joint, equation.first, q, nullptr, true, first);
        evaluate(joint, equation.second, q, nullptr, true, second);
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          for (int t = 0; t < 2; ++t) {
            if (joint.bodies[t] == kGround) continue;
            block.noalias() = first.jacobian[s].transpose() * second.jacobian[t];
            block.noalias() += second.jacobian[s].transpose() * first.jacobian[t];
            const int row_offset = body_offset(joint.bodies[s]), col_offset = body_offset(joint.bodies[t]);
            for (int c = 0; c < body_size_; ++c)
              for (int r = 0; r < body_size_; ++r)
                if (block(r, c) != 0.0) sink.add(row_offset + r, col_offset + c, lambda * block(r, c));
          }
        }
      }
      row += equation.rows();
    }
  }
}

void MultibodySystem::jacobian_derivative(const Eigen::VectorXd& q, const Eigen::VectorXd& w, EntrySink& sink) const {
  require_constant_constraint_hessians("jacobian_derivative");
  IntrinsicJacobian intrinsic;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->intrinsic_jacobian_derivative(body_segment(q, b), body_segment(w, b), intrinsic);
    const int offset = body_offset(b);
    for (int c = 0; c < body_size_; ++c)
      for (int r = 0; r < intrinsic_size_; ++r)
        if (intrinsic(r, c) != 0.0) sink.add(b * intrinsic_size_ + r, offset + c, intrinsic(r, c));
  }
  ExpressionKinematics first, second;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    if (joint_is_linear_[j]) continue;
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::scalar_product) {
        // Passing w as the velocities makes each expression's rate E_q w.
        evaluate(joint, equation.first, q, &w, true, first);
        evaluate(joint, equation.second, q, &w, true, second);
        for (int s = 0; s < 2; ++s) {
          if (joint.bodies[s] == kGround) continue;
          const BodyVector derivative =
              first.jacobian[s].transpose() * second.rate + second.jacobian[s].transpose() * first.rate;
          const int offset = body_offset(joint.bodies[s]);
          for (int c = 0; c < body_size_; ++c)
            if (derivative[c] != 0.0) sink.add(row, offset + c, derivative[c]);
        }
      }
      row += equation.rows();
    }
  }
}

}  // namespace mbdae
