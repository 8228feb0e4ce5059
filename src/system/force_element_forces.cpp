// The force elements of src/forces/ as generalized forces of the bodies' coordinates, and their exact
// stiffness and damping matrices (src/forces/force_element.hpp says how a kind describes its forces).
//
// An element acts on attached vectors x_k (points r + A ū, directions A ū) with forces f_k. With
// J_k = ∂x_k/∂q (point_jacobian or rotate_jacobian of the vector's body):
//   Q   = Σ_k J_kᵀ f_k
//   K   = −∂Q/∂q = −Σ_k H_k(f_k) − Σ_kl J_kᵀ (∂f_k/∂x_l J_l + ∂f_k/∂ẋ_l ∂ẋ_l/∂q)
//   D   = −∂Q/∂v = −Σ_kl J_kᵀ ∂f_k/∂ẋ_l J_l
// where H_k(y) = ∂(J_kᵀ y)/∂q at fixed y is the coordinate type's rotate_hessian and
// ∂ẋ_l/∂q = ∂(J_l v)/∂q its rotate_rate_jacobian. Every block is a pair of bodies the element
// touches, which the constructor put in the pattern of K and D (bodies_coupled_by_forces).
#include "system/multibody_system.hpp"

#include "forces/force_kinds.hpp"

namespace mbdae {

void MultibodySystem::evaluate_element(const AttachedElement& attached, double t, const AttachedValues& x,
                                       const AttachedValues& rates, bool jacobians, ForceEvaluation& out) const {
  const ForceElement& element = model_.force_elements[attached.element];
  element.kind->evaluate(element, t, x, rates, jacobians, out);
}

void MultibodySystem::attach_force_elements() {
  for (std::size_t e = 0; e < model_.force_elements.size(); ++e) {
    const ForceElement& element = model_.force_elements[e];
    AttachedElement attached;
    attached.element = static_cast<int>(e);
    attached.count = element.kind->attach(element, attached.vectors);
    force_elements_.push_back(attached);
  }
}

void MultibodySystem::attached_values(const AttachedElement& attached, const Eigen::VectorXd& q,
                                      const Eigen::VectorXd* v, AttachedValues& x, AttachedValues& rates) const {
  BodyJacobian J;
  for (int k = 0; k < attached.count; ++k) {
    const AttachedVector& a = attached.vectors[k];
    rates[k].setZero();
    if (a.body == kGround) {
      x[k] = a.local;
      continue;
    }
    const auto qb = body_segment(q, a.body);
    x[k] = a.is_point ? mbdae::point_position(*coordinates_, qb, a.local) : coordinates_->rotate(qb, a.local);
    if (v == nullptr) continue;
    if (a.is_point)
      point_jacobian(*coordinates_, qb, a.local, J);
    else
      coordinates_->rotate_jacobian(qb, a.local, J);
    rates[k].noalias() = J * body_segment(*v, a.body);
  }
}

void MultibodySystem::add_force_element_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                               Eigen::Ref<Eigen::VectorXd> forces) const {
  AttachedValues x, rates;
  ForceEvaluation evaluation;
  BodyJacobian J;
  for (const AttachedElement& attached : force_elements_) {
    attached_values(attached, q, &v, x, rates);
    evaluate_element(attached, t, x, rates, false, evaluation);
    for (int k = 0; k < attached.count; ++k) {
      const AttachedVector& a = attached.vectors[k];
      if (a.body == kGround) continue;
      const auto qb = body_segment(q, a.body);
      if (a.is_point)
        point_jacobian(*coordinates_, qb, a.local, J);
      else
        coordinates_->rotate_jacobian(qb, a.local, J);
      forces.segment(body_offset(a.body), body_size_).noalias() += J.transpose() * evaluation.force.segment<3>(3 * k);
    }
  }
}

double MultibodySystem::force_element_potential(const Eigen::VectorXd& q) const {
  AttachedValues x, rates;
  ForceEvaluation evaluation;
  double energy = 0.0;
  for (const AttachedElement& attached : force_elements_) {
    attached_values(attached, q, nullptr, x, rates);
    evaluate_element(attached, 0.0, x, rates, false, evaluation);
    energy += evaluation.potential;
  }
  return energy;
}

double MultibodySystem::force_element_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  AttachedValues x, rates;
  ForceEvaluation evaluation;
  double power = 0.0;
  for (const AttachedElement& attached : force_elements_) {
    attached_values(attached, q, &v, x, rates);
    evaluate_element(attached, t, x, rates, false, evaluation);
    power += evaluation.nonconservative_power;
  }
  return power;
}

void MultibodySystem::add_force_element_jacobians(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                  SparseMatrix& stiffness, SparseMatrix& damping) const {
  AttachedValues x, rates;
  ForceEvaluation evaluation;
  std::array<BodyJacobian, kMaxAttachedVectors> J, rate_jacobian;  // ∂x_k/∂q_b and ∂ẋ_k/∂q_b
  BodyMatrix block;
  const int size = body_size_;
  // Adds `values` (size × size) into block (a, b) of a matrix with the pattern of K and D.
  const auto add_block = [&](SparseMatrix& matrix, int a, int b, const BodyMatrix& values) {
    for (int j = 0; j < size; ++j)
      for (int i = 0; i < size; ++i) matrix.coeffRef(body_offset(a) + i, body_offset(b) + j) += values(i, j);
  };
  for (const AttachedElement& attached : force_elements_) {
    attached_values(attached, q, &v, x, rates);
    evaluate_element(attached, t, x, rates, true, evaluation);
    for (int k = 0; k < attached.count; ++k) {
      const AttachedVector& a = attached.vectors[k];
      if (a.body == kGround) continue;
      const auto qb = body_segment(q, a.body);
      if (a.is_point)
        point_jacobian(*coordinates_, qb, a.local, J[k]);
      else
        coordinates_->rotate_jacobian(qb, a.local, J[k]);
      coordinates_->rotate_rate_jacobian(qb, a.local, body_segment(v, a.body), rate_jacobian[k]);
      // −H_k(f_k): the turning of the vector's own Jacobian under its force.
      coordinates_->rotate_hessian(qb, a.local, evaluation.force.segment<3>(3 * k), block);
      block = -block;
      add_block(stiffness, a.body, a.body, block);
    }
    for (int k = 0; k < attached.count; ++k) {
      const int body_k = attached.vectors[k].body;
      if (body_k == kGround) continue;
      for (int l = 0; l < attached.count; ++l) {
        const int body_l = attached.vectors[l].body;
        if (body_l == kGround) continue;
        const auto by_position = evaluation.force_by_position.block<3, 3>(3 * k, 3 * l);
        const auto by_velocity = evaluation.force_by_velocity.block<3, 3>(3 * k, 3 * l);
        if (by_position.isZero(0.0) && by_velocity.isZero(0.0)) continue;
        block.noalias() = -J[k].transpose() * (by_position * J[l] + by_velocity * rate_jacobian[l]);
        add_block(stiffness, body_k, body_l, block);
        block.noalias() = -J[k].transpose() * by_velocity * J[l];
        add_block(damping, body_k, body_l, block);
      }
    }
  }
}

}  // namespace mbdae
