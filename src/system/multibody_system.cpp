#include "system/multibody_system.hpp"

namespace mbdae {

// Kinematics of a VectorExpression: value, rate, the acceleration term (d²E/dt² = J q̈ + acceleration)
// and the Jacobian with respect to the coordinates of each of the joint's two bodies.
struct MultibodySystem::ExpressionKinematics {
  Eigen::Vector3d value;
  Eigen::Vector3d rate;
  Eigen::Vector3d acceleration;
  std::array<BodyJacobian, 2> jacobian;
};

namespace {
using JointJacobian =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, 6, kMaxBodyCoordinates>;
}

MultibodySystem::MultibodySystem(Model model, std::shared_ptr<const CoordinateType> coordinates)
    : model_(std::move(model)),
      coordinates_(std::move(coordinates)),
      body_size_(coordinates_->size()),
      intrinsic_size_(coordinates_->intrinsic_constraint_count()) {
  for (const Body& body : model_.bodies) coordinates_->check_inertia(body);

  const int n = coordinate_count();
  int row = 0;
  for (int b = 0; b < body_count(); ++b) {
    intrinsic_block_.push_back(
        jacobian_pattern_.add_block({row, intrinsic_size_, body_offset(b), body_size_}));
    row += intrinsic_size_;
  }
  for (int j = 0; j < static_cast<int>(model_.joints.size()); ++j) {
    joint_constraints_.push_back(make_joint_constraint(model_, j));
    const JointConstraint& jc = joint_constraints_.back();
    joint_first_row_.push_back(row);
    std::array<int, 2> blocks{-1, -1};
    for (int s = 0; s < 2; ++s)
      if (jc.bodies[s] != kGround)
        blocks[s] = jacobian_pattern_.add_block({row, jc.rows(), body_offset(jc.bodies[s]), body_size_});
    joint_blocks_.push_back(blocks);
    row += jc.rows();
  }
  constraint_count_ = row;
  jacobian_pattern_.finalize(constraint_count_, n);

  rows_of_body_.resize(body_count());
  for (int b = 0; b < body_count(); ++b)
    for (int r = 0; r < intrinsic_size_; ++r) rows_of_body_[b].push_back(b * intrinsic_size_ + r);
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j)
    for (int s = 0; s < 2; ++s) {
      const int body = joint_constraints_[j].bodies[s];
      if (body == kGround) continue;
      for (int r = 0; r < joint_constraints_[j].rows(); ++r) rows_of_body_[body].push_back(joint_first_row_[j] + r);
    }

  for (int b = 0; b < body_count(); ++b)
    mass_pattern_.add_block({body_offset(b), body_size_, body_offset(b), body_size_});
  mass_pattern_.finalize(n, n);

  if (coordinates_->has_constant_mass_matrix()) {
    const Eigen::VectorXd q_unused = Eigen::VectorXd::Zero(body_size_);
    constant_mass_.resize(body_count());
    for (int b = 0; b < body_count(); ++b)
      coordinates_->mass_matrix(model_.bodies[b].inertia, q_unused, constant_mass_[b]);
  }
}

int MultibodySystem::joint_of_row(int row) const {
  for (int j = static_cast<int>(joint_first_row_.size()) - 1; j >= 0; --j)
    if (row >= joint_first_row_[j]) return j;
  return -1;
}

std::string MultibodySystem::constraint_owner(int row) const {
  const int joint = joint_of_row(row);
  if (joint >= 0) return "joint '" + model_.joints[joint].name + "'";
  return "body '" + model_.bodies[row / intrinsic_size_].name + "' (normalization)";
}

// --- States ---------------------------------------------------------------------------------------

void MultibodySystem::initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const {
  q.resize(coordinate_count());
  v.resize(coordinate_count());
  for (int b = 0; b < body_count(); ++b) {
    const Body& body = model_.bodies[b];
    coordinates_->coordinates_from_pose(body.initial_position, body.initial_rotation,
                                        q.segment(body_offset(b), body_size_));
    coordinates_->velocities_from_twist(body_segment(q, b), body.initial_velocity,
                                        body.initial_angular_velocity,
                                        v.segment(body_offset(b), body_size_));
  }
}

Eigen::Vector3d MultibodySystem::body_origin(int body, const Eigen::VectorXd& q) const {
  return q.segment<3>(body_offset(body));
}

Eigen::Matrix3d MultibodySystem::body_rotation(int body, const Eigen::VectorXd& q) const {
  return coordinates_->rotation(body_segment(q, body));
}

Eigen::Vector3d MultibodySystem::body_angular_velocity(int body, const Eigen::VectorXd& q,
                                                       const Eigen::VectorXd& v) const {
  BodyJacobian J;
  coordinates_->angular_velocity_jacobian(body_segment(q, body), J);
  return J * body_segment(v, body);
}

// --- Constraint primitives ------------------------------------------------------------------------

void MultibodySystem::evaluate(const JointConstraint& joint, const VectorExpression& expression,
                               const Eigen::VectorXd& q, const Eigen::VectorXd* v, bool with_jacobian,
                               ExpressionKinematics& out) const {
  out.value.setZero();
  out.rate.setZero();
  out.acceleration.setZero();
  if (with_jacobian || v)
    for (int s = 0; s < 2; ++s) out.jacobian[s].setZero(3, joint.bodies[s] == kGround ? 0 : body_size_);
  BodyJacobian J;
  for (int k = 0; k < expression.count; ++k) {
    const AttachedTerm& term = expression.terms[k];
    const int body = joint.bodies[term.slot];
    if (body == kGround) {  // a ground point or direction: constant
      out.value += term.sign * term.local;
      continue;
    }
    const auto qb = body_segment(q, body);
    Eigen::Vector3d value = coordinates_->rotate(qb, term.local);
    if (term.is_point) value += qb.head<3>();
    out.value += term.sign * value;
    if (!with_jacobian && !v) continue;
    if (term.is_point)
      point_jacobian(*coordinates_, qb, term.local, J);
    else
      coordinates_->rotate_jacobian(qb, term.local, J);
    out.jacobian[term.slot] += term.sign * J;
    if (v) {
      const auto vb = body_segment(*v, body);
      out.rate += term.sign * (J * vb);
      out.acceleration += term.sign * coordinates_->rotate_acceleration_term(qb, vb, term.local);
    }
  }
}

void MultibodySystem::constraints(double, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const {
  for (int b = 0; b < body_count(); ++b)
    coordinates_->intrinsic_constraints(body_segment(q, b), c.segment(b * intrinsic_size_, intrinsic_size_));
  ExpressionKinematics first, second;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      evaluate(joint, equation.first, q, nullptr, false, first);
      if (equation.kind == JointEquation::Kind::vector_zero) {
        c.segment<3>(row) = first.value;
      } else {
        evaluate(joint, equation.second, q, nullptr, false, second);
        c[row] = first.value.dot(second.value) - equation.value;
      }
      row += equation.rows();
    }
  }
}

SparseMatrix MultibodySystem::make_constraint_jacobian() const { return jacobian_pattern_.make_matrix(); }

void MultibodySystem::constraint_jacobian(double, const Eigen::VectorXd& q, SparseMatrix& jacobian) const {
  IntrinsicJacobian intrinsic;
  for (int b = 0; b < body_count(); ++b) {
    coordinates_->intrinsic_jacobian(body_segment(q, b), intrinsic);
    jacobian_pattern_.write_block(intrinsic_block_[b], intrinsic, jacobian);
  }
  ExpressionKinematics first, second;
  std::array<JointJacobian, 2> local;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    for (int s = 0; s < 2; ++s) local[s].setZero(joint.rows(), body_size_);
    int row = 0;
    for (const JointEquation& equation : joint.equations) {
      evaluate(joint, equation.first, q, nullptr, true, first);
      if (equation.kind == JointEquation::Kind::vector_zero) {
        for (int s = 0; s < 2; ++s)
          if (joint.bodies[s] != kGround) local[s].middleRows<3>(row) = first.jacobian[s];
      } else {
        evaluate(joint, equation.second, q, nullptr, true, second);
        // ∂(E₁·E₂)/∂q = E₂ᵀ ∂E₁/∂q + E₁ᵀ ∂E₂/∂q
        for (int s = 0; s < 2; ++s)
          if (joint.bodies[s] != kGround)
            local[s].row(row) = second.value.transpose() * first.jacobian[s] +
                                first.value.transpose() * second.jacobian[s];
      }
      row += equation.rows();
    }
    for (int s = 0; s < 2; ++s)
      if (joint_blocks_[j][s] >= 0) jacobian_pattern_.write_block(joint_blocks_[j][s], local[s], jacobian);
  }
}

void MultibodySystem::constraint_time_derivative(double, const Eigen::VectorXd&,
                                                 Eigen::Ref<Eigen::VectorXd> ct) const {
  ct.setZero();
}

// γ = −(C_q q̇)_q q̇: for E = 0, γ = −(acceleration term of E); for E₁·E₂ − c = 0,
// d²/dt² (E₁·E₂) = Ë₁·E₂ + E₁·Ë₂ + 2 Ė₁·Ė₂, so γ = −(a₁·E₂ + E₁·a₂ + 2 Ė₁·Ė₂).
void MultibodySystem::gamma(double, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                            Eigen::Ref<Eigen::VectorXd> gamma) const {
  for (int b = 0; b < body_count(); ++b)
    coordinates_->intrinsic_gamma(body_segment(q, b), body_segment(v, b),
                                  gamma.segment(b * intrinsic_size_, intrinsic_size_));
  ExpressionKinematics first, second;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      evaluate(joint, equation.first, q, &v, false, first);
      if (equation.kind == JointEquation::Kind::vector_zero) {
        gamma.segment<3>(row) = -first.acceleration;
      } else {
        evaluate(joint, equation.second, q, &v, false, second);
        gamma[row] = -(first.acceleration.dot(second.value) + first.value.dot(second.acceleration) +
                       2.0 * first.rate.dot(second.rate));
      }
      row += equation.rows();
    }
  }
}

// --- Dynamics -------------------------------------------------------------------------------------

SparseMatrix MultibodySystem::make_mass_matrix() const { return mass_pattern_.make_matrix(); }

void MultibodySystem::body_mass_matrix(int body, const Eigen::VectorXd& q, BodyMatrix& mass) const {
  if (!constant_mass_.empty())
    mass = constant_mass_[body];
  else
    coordinates_->mass_matrix(model_.bodies[body].inertia, body_segment(q, body), mass);
}

void MultibodySystem::regularized_body_mass_matrix(int body, const Eigen::VectorXd& q, BodyMatrix& mass) const {
  body_mass_matrix(body, q, mass);
  if (!mass_needs_regularization()) return;
  IntrinsicJacobian normalization;
  coordinates_->intrinsic_jacobian(body_segment(q, body), normalization);
  mass.noalias() += normalization.transpose() * normalization;
}

void MultibodySystem::mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const {
  BodyMatrix block;
  for (int b = 0; b < body_count(); ++b) {
    body_mass_matrix(b, q, block);
    mass_pattern_.write_block(b, block, mass);
  }
}

Eigen::Vector3d MultibodySystem::point_position(int body, const Eigen::Vector3d& local,
                                                const Eigen::VectorXd& q) const {
  if (body == kGround) return local;
  return mbdae::point_position(*coordinates_, body_segment(q, body), local);
}

Eigen::Vector3d MultibodySystem::point_velocity(int body, const Eigen::Vector3d& local,
                                                const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  if (body == kGround) return Eigen::Vector3d::Zero();
  BodyJacobian J;
  point_jacobian(*coordinates_, body_segment(q, body), local, J);
  return J * body_segment(v, body);
}

Eigen::Vector3d MultibodySystem::marker_position(int marker, const Eigen::VectorXd& q) const {
  const Marker& m = model_.markers[marker];
  return point_position(m.body, m.point, q);
}

Eigen::Vector3d MultibodySystem::marker_velocity(int marker, const Eigen::VectorXd& q,
                                                 const Eigen::VectorXd& v) const {
  const Marker& m = model_.markers[marker];
  return point_velocity(m.body, m.point, q, v);
}

void MultibodySystem::generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::Ref<Eigen::VectorXd> forces) const {
  forces.setZero();
  BodyJacobian J;
  BodyVector body_forces;
  // A force F at a body point does virtual work Fᵀ δr = Fᵀ J δq, so Q_e = Jᵀ F (paper 000 §2: Q_e = Lᵀ F_e
  // in RPCF-EP, Sᵀ F_e in NACF).
  auto apply_point_force = [&](int body, const Eigen::Vector3d& local, const Eigen::Vector3d& force) {
    if (body == kGround) return;
    point_jacobian(*coordinates_, body_segment(q, body), local, J);
    forces.segment(body_offset(body), body_size_).noalias() += J.transpose() * force;
  };

  for (int b = 0; b < body_count(); ++b) {
    const RigidBodyInertia& inertia = model_.bodies[b].inertia;
    if (!coordinates_->has_constant_mass_matrix()) {
      coordinates_->quadratic_velocity_forces(inertia, body_segment(q, b), body_segment(v, b), body_forces);
      forces.segment(body_offset(b), body_size_) += body_forces;
    }
    if (!model_.gravity.isZero()) apply_point_force(b, inertia.center_of_mass, inertia.mass * model_.gravity);
  }
  for (const PointForce& f : model_.point_forces) apply_point_force(f.body, f.point, f.force);
  for (const PointTorque& torque : model_.torques) {
    // A torque τ does virtual work τᵀ δθ = τᵀ J_ω δq.
    coordinates_->angular_velocity_jacobian(body_segment(q, torque.body), J);
    forces.segment(body_offset(torque.body), body_size_).noalias() += J.transpose() * torque.torque;
  }
  for (const SpringDamper& s : model_.spring_dampers) {
    const Eigen::Vector3d d = point_position(s.body_i, s.point_i, q) - point_position(s.body_j, s.point_j, q);
    const double length = d.norm();
    if (!(length > 0.0))
      throw Error(Error::Kind::numerical, "spring-damper has zero length, its direction is undefined",
                  s.where, "force '" + s.name + "'", t);
    const Eigen::Vector3d direction = d / length;
    const double length_rate =
        direction.dot(point_velocity(s.body_i, s.point_i, q, v) - point_velocity(s.body_j, s.point_j, q, v));
    const double tension = s.stiffness * (length - s.free_length) + s.damping * length_rate;
    apply_point_force(s.body_i, s.point_i, -tension * direction);
    apply_point_force(s.body_j, s.point_j, tension * direction);
  }
}

// --- Energy ---------------------------------------------------------------------------------------

double MultibodySystem::kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  double energy = 0.0;
  BodyMatrix mass;
  for (int b = 0; b < body_count(); ++b) {
    body_mass_matrix(b, q, mass);
    const auto vb = body_segment(v, b);
    energy += 0.5 * vb.dot(mass * vb);
  }
  return energy;
}

double MultibodySystem::potential_energy(const Eigen::VectorXd& q) const {
  double energy = 0.0;
  for (int b = 0; b < body_count(); ++b) {
    const RigidBodyInertia& inertia = model_.bodies[b].inertia;
    energy -= inertia.mass * model_.gravity.dot(point_position(b, inertia.center_of_mass, q));
  }
  for (const PointForce& f : model_.point_forces) energy -= f.force.dot(point_position(f.body, f.point, q));
  for (const SpringDamper& s : model_.spring_dampers) {
    const double stretch =
        (point_position(s.body_i, s.point_i, q) - point_position(s.body_j, s.point_j, q)).norm() - s.free_length;
    energy += 0.5 * s.stiffness * stretch * stretch;
  }
  return energy;
}

}  // namespace mbdae
