#include "system/multibody_system.hpp"

#include <algorithm>
#include <cmath>

namespace mbdae {

namespace {
using JointJacobian =
    Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, 6, kMaxBodyCoordinates>;
}

MultibodySystem::MultibodySystem(Model model, std::shared_ptr<const CoordinateType> coordinates,
                                 std::vector<int> removed_rows)
    : EquationsOfMotion(std::move(model)),
      coordinates_(std::move(coordinates)),
      removed_rows_(std::move(removed_rows)),
      body_size_(coordinates_->size()),
      intrinsic_size_(coordinates_->intrinsic_constraint_count()) {
  // A planar type has no out-of-plane coordinates, and a spatial type describing a planar model would
  // give identically zero rows for the dropped out-of-plane conditions: refuse both.
  if (model_.planar && !coordinates_->is_planar())
    throw Error(Error::Kind::usage, "model '" + model_.name + "' is planar: choose `coordinates` planar-nacf or planar-xytheta (not " +
                                        coordinates_->name() + ")");
  if (!model_.planar && coordinates_->is_planar())
    throw Error(Error::Kind::usage, "model '" + model_.name + "' is not planar: `coordinates=" + std::string(coordinates_->name()) + "`" +
                                        " describes only models with 'planar: true' (choose nacf or rpcf-ep)");
  for (const Body& body : model_.bodies) coordinates_->check_inertia(body);

  int row = 0;
  // A type without intrinsic constraints ((x, y, θ)) has no intrinsic blocks.
  for (int b = 0; b < body_count() && intrinsic_size_ > 0; ++b) {
    intrinsic_block_.push_back(
        jacobian_pattern_.add_block({row, intrinsic_size_, body_offset(b), body_size_}));
    row += intrinsic_size_;
  }
  for (int j = 0; j < static_cast<int>(model_.joints.size()); ++j) joint_constraints_.push_back(make_joint_constraint(model_, j));
  remove_joint_rows();
  attach_flexible_bodies();
  const int n = coordinate_count();
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& jc = joint_constraints_[j];
    joint_first_row_.push_back(row);
    std::array<int, 2> blocks{-1, -1}, elastic{-1, -1};
    for (int s = 0; s < 2; ++s)
      if (jc.bodies[s] != kGround && jc.rows() > 0) {
        blocks[s] = jacobian_pattern_.add_block({row, jc.rows(), body_offset(jc.bodies[s]), body_size_});
        if (const FlexibleState* flexible = flexible_state(jc.bodies[s]))
          elastic[s] = jacobian_pattern_.add_block({row, jc.rows(), flexible->offset, flexible->frame.elastic_size()});
      }
    joint_blocks_.push_back(blocks);
    joint_elastic_blocks_.push_back(elastic);
    row += jc.rows();
  }
  // Velocity-level rows after every holonomic row, so that the holonomic ones are the leading block.
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& jc = joint_constraints_[j];
    std::array<int, 2> blocks{-1, -1};
    joint_velocity_first_row_.push_back(jc.velocity_rows() ? row : -1);
    if (jc.velocity_rows())
      for (int s = 0; s < 2; ++s)
        if (jc.bodies[s] != kGround)
          blocks[s] = jacobian_pattern_.add_block({row, jc.velocity_rows(), body_offset(jc.bodies[s]), body_size_});
    joint_velocity_blocks_.push_back(blocks);
    row += jc.velocity_rows();
    velocity_constraint_count_ += jc.velocity_rows();
  }
  constraint_count_ = row;
  // Only (x, y, θ) has no intrinsic constraints: a model without joints would leave the constrained
  // formulations nothing to solve for.
  if (constraint_count_ == 0)
    throw Error(Error::Kind::model,
                std::string("the model has no joints, so in ") + coordinates_->name() +
                    " coordinates it has no constraints for the formulations to enforce; add a joint or use "
                    "`coordinates=planar-nacf`",
                {model_.source, 0});
  jacobian_pattern_.finalize(constraint_count_, n);
  // Linear joints (has_linear_kinematics): evaluated once here, at the model's initial poses (any q
  // would do for them; the other joints' rows computed alongside are not kept), then only copied.
  // Linear joints (has_linear_kinematics): their rows are evaluated once here, at the model's initial
  // poses (any q would do for them; the other joints' rows computed alongside are not kept), into the
  // template every C_q starts from.
  jacobian_template_ = jacobian_pattern_.make_matrix();
  jacobian_may_be_nonzero_.assign(jacobian_template_.nonZeros(), 1);
  joint_is_linear_.assign(joint_constraints_.size(), 0);
  if (coordinates_->has_linear_kinematics()) {
    Eigen::VectorXd q0, v0;
    initial_state(q0, v0);
    SparseMatrix evaluated = jacobian_pattern_.make_matrix();
    joint_rows(0.0, q0, nullptr, nullptr, &evaluated);
    for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
      const JointConstraint& joint = joint_constraints_[j];
      joint_is_linear_[j] = !joint.velocity && !joint_is_elastic_[j] && std::all_of(joint.equations.begin(), joint.equations.end(),
                                                          [](const JointEquation& e) {
                                                            return e.kind == JointEquation::Kind::vector_zero;
                                                          });
      for (int s = 0; s < 2 && joint_is_linear_[j]; ++s)
        if (const int block = joint_blocks_[j][s]; block >= 0)
          for (int c = 0; c < jacobian_pattern_.block(block).cols; ++c)
            for (int r = 0; r < jacobian_pattern_.block(block).rows; ++r) {
              const int position = jacobian_pattern_.position(block, r, c);
              jacobian_template_.valuePtr()[position] = evaluated.valuePtr()[position];
              jacobian_may_be_nonzero_[position] = evaluated.valuePtr()[position] != 0.0;
            }
    }
  }

  // Intrinsic entries zero at every state: outside the coordinate type's declared structure.
  std::vector<int> intrinsic_entries;
  for (int c = 0; c < body_size_; ++c)
    for (int r = 0; r < intrinsic_size_; ++r)
      if (coordinates_->intrinsic_jacobian_may_be_nonzero(r, c)) intrinsic_entries.push_back(r + c * intrinsic_size_);
  for (int b = 0; b < body_count() && intrinsic_size_ > 0; ++b) {
    for (int c = 0; c < body_size_; ++c)
      for (int r = 0; r < intrinsic_size_; ++r) jacobian_may_be_nonzero_[jacobian_pattern_.position(intrinsic_block_[b], r, c)] = 0;
    for (const int e : intrinsic_entries) {
      const int position = jacobian_pattern_.position(intrinsic_block_[b], e % intrinsic_size_, e / intrinsic_size_);
      jacobian_may_be_nonzero_[position] = 1;
      intrinsic_positions_.push_back(position);
    }
  }

  rows_of_body_.resize(body_count());
  for (int b = 0; b < body_count(); ++b)
    for (int r = 0; r < intrinsic_size_; ++r) rows_of_body_[b].push_back(b * intrinsic_size_ + r);
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j)
    for (int s = 0; s < 2; ++s) {
      const int body = joint_constraints_[j].bodies[s];
      if (body == kGround) continue;
      for (int r = 0; r < joint_constraints_[j].rows(); ++r) rows_of_body_[body].push_back(joint_first_row_[j] + r);
      for (int r = 0; r < joint_constraints_[j].velocity_rows(); ++r)
        rows_of_body_[body].push_back(joint_velocity_first_row_[j] + r);
    }
  for (std::vector<int>& rows : rows_of_body_) std::sort(rows.begin(), rows.end());

  // The body graph, by joints and by spring–dampers.
  joined_bodies_.resize(body_count());
  force_coupled_bodies_.resize(body_count());
  for (int b = 0; b < body_count(); ++b) joined_bodies_[b] = force_coupled_bodies_[b] = {b};
  auto link = [](std::vector<std::vector<int>>& graph, int a, int b) {
    if (a == kGround || b == kGround) return;
    graph[a].push_back(b);
    graph[b].push_back(a);
  };
  for (const Joint& joint : model_.joints) link(joined_bodies_, joint.body_i, joint.body_j);
  for (const SpringDamper& spring : model_.spring_dampers) link(force_coupled_bodies_, spring.body_i, spring.body_j);
  attach_force_elements();
  for (const AttachedElement& attached : force_elements_)
    for (int k = 0; k < attached.count; ++k)
      for (int l = 0; l < k; ++l) link(force_coupled_bodies_, attached.vectors[k].body, attached.vectors[l].body);
  for (auto* graph : {&joined_bodies_, &force_coupled_bodies_})
    for (std::vector<int>& bodies : *graph) {
      std::sort(bodies.begin(), bodies.end());
      bodies.erase(std::unique(bodies.begin(), bodies.end()), bodies.end());
    }

  for (int b = 0; b < body_count(); ++b)
    mass_pattern_.add_block({body_offset(b), body_size_, body_offset(b), body_size_});
  add_flexible_mass_blocks();
  mass_pattern_.finalize(n, n);

  if (coordinates_->has_constant_mass_matrix()) {
    const Eigen::VectorXd q_unused = Eigen::VectorXd::Zero(body_size_);
    constant_mass_.resize(body_count());
    for (int b = 0; b < body_count(); ++b)
      coordinates_->mass_matrix(model_.bodies[b].inertia, q_unused, constant_mass_[b]);
  }
}

int MultibodySystem::joint_of_row(int row) const {
  if (row >= holonomic_constraint_count()) {
    for (std::size_t j = 0; j < joint_constraints_.size(); ++j)
      if (joint_velocity_first_row_[j] >= 0 && row >= joint_velocity_first_row_[j] &&
          row < joint_velocity_first_row_[j] + joint_constraints_[j].velocity_rows())
        return static_cast<int>(j);
    return -1;
  }
  // The joints' first rows ascend in the joints' order: a binary search, since this is asked for every
  // row while the patterns are built (a linear search made that quadratic: minutes at 100,000 joints).
  const auto after = std::upper_bound(joint_first_row_.begin(), joint_first_row_.end(), row);
  return static_cast<int>(after - joint_first_row_.begin()) - 1;
}

std::string MultibodySystem::constraint_owner(int row) const {
  const int joint = joint_of_row(row);
  if (joint >= 0)
    return "joint '" + model_.joints[joint].name + "'" + (row >= holonomic_constraint_count() ? " (velocity level)" : "");
  return "body '" + model_.bodies[row / intrinsic_size_].name + "' (normalization)";
}

// --- States ---------------------------------------------------------------------------------------

void MultibodySystem::initial_state(Eigen::VectorXd& q, Eigen::VectorXd& v) const {
  q.setZero(coordinate_count());  // the elastic coordinates: undeformed, at rest
  v.setZero(coordinate_count());
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
  return coordinates_->origin(body_segment(q, body));
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
    for (int s = 0; s < 2; ++s) {
      out.jacobian[s].setZero(3, joint.bodies[s] == kGround ? 0 : body_size_);
      const FlexibleState* flexible = flexible_state(joint.bodies[s]);
      out.elastic[s].setZero(3, flexible ? flexible->frame.elastic_size() : 0);
    }
  BodyJacobian J;
  for (int k = 0; k < expression.count; ++k) {
    const AttachedTerm& term = expression.terms[k];
    const int body = joint.bodies[term.slot];
    if (body == kGround) {  // a ground point or direction: constant
      out.value += term.sign * term.local;
      continue;
    }
    const auto qb = body_segment(q, body);
    // On a flexible body the term moves with the beam: ū + G δ in the body frame.
    const Eigen::Vector3d local = term_local(term, q);
    Eigen::Vector3d value = coordinates_->rotate(qb, local);
    if (term.is_point) value += coordinates_->origin(qb);
    out.value += term.sign * value;
    if (!with_jacobian && !v) continue;
    if (term.is_point)
      point_jacobian(*coordinates_, qb, local, J);
    else
      coordinates_->rotate_jacobian(qb, local, J);
    out.jacobian[term.slot] += term.sign * J;
    const ElasticAttachment* attached = term.elastic >= 0 ? &attachments_[term.elastic] : nullptr;
    if (attached)  // ∂(A (ū + G δ))/∂δ = A G, A applied column by column as the type applies it
      for (int c = 0; c < attached->shape.cols(); ++c)
        out.elastic[term.slot].col(c) += term.sign * coordinates_->rotate(qb, attached->shape.col(c));
    if (v) {
      const auto vb = body_segment(*v, body);
      out.rate += term.sign * (J * vb);
      out.acceleration += term.sign * coordinates_->rotate_acceleration_term(qb, vb, local);
      if (attached) {
        // d/dt of A (ū + G δ) adds A G δ̇; its second derivative adds the Coriolis term 2 Ȧ G δ̇.
        const Eigen::Vector3d shape_rate = attached->shape * elastic_segment(*v, attached->flexible);
        out.rate += term.sign * coordinates_->rotate(qb, shape_rate);
        coordinates_->rotate_jacobian(qb, shape_rate, J);
        out.acceleration += (2.0 * term.sign) * (J * vb);
      }
    }
  }
}

void MultibodySystem::remove_joint_rows() {
  std::sort(removed_rows_.begin(), removed_rows_.end());
  removed_rows_.erase(std::unique(removed_rows_.begin(), removed_rows_.end()), removed_rows_.end());
  // Each joint's removed rows, from its last one back, so that the earlier ones keep their places.
  int first = body_count() * intrinsic_size_;
  auto next = removed_rows_.begin();
  if (next != removed_rows_.end() && *next < first)
    throw Error(Error::Kind::usage, "constraint row " + std::to_string(*next) +
                                        " is a body's own (intrinsic) row, which cannot be removed");
  for (JointConstraint& joint : joint_constraints_) {
    const int end = first + joint.rows();
    std::vector<int> local;
    for (; next != removed_rows_.end() && *next < end; ++next) local.push_back(*next - first);
    for (auto r = local.rbegin(); r != local.rend(); ++r) {
      int offset = 0;
      for (auto e = joint.equations.begin(); e != joint.equations.end(); offset += e->rows(), ++e) {
        if (*r >= offset + e->rows()) continue;
        if (e->kind == JointEquation::Kind::vector_zero && e->rows() > 1) {
          std::copy(e->axes.begin() + (*r - offset) + 1, e->axes.end(), e->axes.begin() + (*r - offset));
          --e->components;
        } else {
          joint.equations.erase(e);
        }
        break;
      }
    }
    first = end;
  }
  if (next != removed_rows_.end())
    throw Error(Error::Kind::usage, "constraint row " + std::to_string(*next) +
                                        " is not a joint's position-level row, which alone can be removed");
}

void MultibodySystem::constraints(double t, const Eigen::VectorXd& q, Eigen::Ref<Eigen::VectorXd> c) const {
  for (int b = 0; b < body_count(); ++b)
    coordinates_->intrinsic_constraints(body_segment(q, b), c.segment(b * intrinsic_size_, intrinsic_size_));
  ExpressionKinematics first, second, third;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      evaluate(joint, equation.first, q, nullptr, false, first);
      if (equation.kind == JointEquation::Kind::vector_zero) {
        for (int k = 0; k < equation.rows(); ++k) c[row + k] = first.value[equation.axes[k]];
      } else if (equation.kind == JointEquation::Kind::driven_angle) {
        evaluate(joint, equation.second, q, nullptr, false, second);
        evaluate(joint, equation.third, q, nullptr, false, third);
        const double angle = equation.angle(t);
        c[row] = first.value.dot(std::cos(angle) * third.value - std::sin(angle) * second.value);
      } else {
        evaluate(joint, equation.second, q, nullptr, false, second);
        c[row] = first.value.dot(second.value) - equation.value;
      }
      row += equation.rows();
    }
  }
  c.tail(velocity_constraint_count_).setZero();
}


void MultibodySystem::constraint_jacobian(double t, const Eigen::VectorXd& q, SparseMatrix& jacobian) const {
  intrinsic_jacobian_rows(q, jacobian);
  joint_rows(t, q, nullptr, nullptr, &jacobian);
}

void MultibodySystem::gamma_and_jacobian(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::Ref<Eigen::VectorXd> gamma, SparseMatrix& jacobian) const {
  intrinsic_jacobian_rows(q, jacobian);
  intrinsic_gamma_rows(q, v, gamma);
  joint_rows(t, q, &v, &gamma, &jacobian);
}

void MultibodySystem::intrinsic_jacobian_rows(const Eigen::VectorXd& q, SparseMatrix& jacobian) const {
  // Only the entries that may be non-zero: the others keep make_constraint_jacobian()'s zeros.
  std::array<double, kMaxIntrinsicConstraints * kMaxBodyCoordinates> entries;
  double* values = jacobian.valuePtr();
  const int count = body_count() > 0 ? static_cast<int>(intrinsic_positions_.size()) / body_count() : 0;
  for (int b = 0; b < body_count() && count > 0; ++b) {
    coordinates_->intrinsic_jacobian_entries(body_segment(q, b), entries.data());
    const int* positions = intrinsic_positions_.data() + static_cast<std::ptrdiff_t>(b) * count;
    for (int e = 0; e < count; ++e) values[positions[e]] = entries[e];
  }
}

// C_t of a driven angle: θ̇ ∂p/∂θ = −ω (sin θ E₃ + cos θ E₂), so C_t = −ω E₁ · (sin θ E₃ + cos θ E₂).
// Every other holonomic row is scleronomic, and b = 0 for rolling.
void MultibodySystem::constraint_time_derivative(double t, const Eigen::VectorXd& q,
                                                 Eigen::Ref<Eigen::VectorXd> ct) const {
  ct.setZero();
  ExpressionKinematics first, second, third;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    int row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      if (equation.kind == JointEquation::Kind::driven_angle) {
        evaluate(joint, equation.first, q, nullptr, false, first);
        evaluate(joint, equation.second, q, nullptr, false, second);
        evaluate(joint, equation.third, q, nullptr, false, third);
        const double angle = equation.angle(t);
        ct[row] = -equation.angle.derivative(t) *
                  first.value.dot(std::sin(angle) * third.value + std::cos(angle) * second.value);
      }
      row += equation.rows();
    }
  }
}

// γ = −(C_q q̇)_q q̇: for E = 0, γ = −(acceleration term of E); for E₁·E₂ − c = 0,
// d²/dt² (E₁·E₂) = Ë₁·E₂ + E₁·Ë₂ + 2 Ė₁·Ė₂, so γ = −(a₁·E₂ + E₁·a₂ + 2 Ė₁·Ė₂).
//
// Driven angle, C = E₁ · p with p = cos θ E₃ − sin θ E₂, θ = ω t:
//   ṗ = cos θ Ė₃ − sin θ Ė₂ − ω (sin θ E₃ + cos θ E₂),
//   p̈ = cos θ Ë₃ − sin θ Ë₂ − 2ω (sin θ Ė₃ + cos θ Ė₂) − ω² p,
// and d²C/dt² = Ë₁·p + 2 Ė₁·ṗ + E₁·p̈; γ is minus its part without q̈ (this gathers the C_qt and C_tt
// terms of −(C_q v)_q v − 2 C_qt v − C_tt).
void MultibodySystem::gamma(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                            Eigen::Ref<Eigen::VectorXd> gamma) const {
  intrinsic_gamma_rows(q, v, gamma);
  joint_rows(t, q, &v, &gamma, nullptr);
}

void MultibodySystem::intrinsic_gamma_rows(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                           Eigen::Ref<Eigen::VectorXd> gamma) const {
  for (int b = 0; b < body_count(); ++b)
    coordinates_->intrinsic_gamma(body_segment(q, b), body_segment(v, b),
                                  gamma.segment(b * intrinsic_size_, intrinsic_size_));
}

// The joints' rows of γ (given v and gamma) and of C_q (given jacobian), in one pass: the kinematics of
// each expression (value, rate, acceleration term, Jacobian) serve both.
void MultibodySystem::joint_rows(double t, const Eigen::VectorXd& q, const Eigen::VectorXd* v,
                                 Eigen::Ref<Eigen::VectorXd>* gamma, SparseMatrix* jacobian) const {
  ExpressionKinematics first, second, third;
  VelocityRows velocity;
  std::array<JointJacobian, 2> local;
  std::array<Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, 6, kMaxElasticCoordinates>, 2> local_elastic;
  const bool with_jacobian = jacobian != nullptr;
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    const JointConstraint& joint = joint_constraints_[j];
    if (joint_is_linear_[j]) {  // E = S q + constant: C_q rows S (in the matrix already), γ = −Ṡ q̇ = 0
      if (gamma) gamma->segment(joint_first_row_[j], joint.rows()).setZero();
      continue;
    }
    const bool elastic = joint_is_elastic_[j] && with_jacobian;
    if (with_jacobian)
      for (int s = 0; s < 2; ++s) local[s].setZero(joint.rows(), body_size_);
    if (elastic)
      for (int s = 0; s < 2; ++s) {
        const FlexibleState* flexible = flexible_state(joint.bodies[s]);
        local_elastic[s].setZero(joint.rows(), flexible ? flexible->frame.elastic_size() : 0);
      }
    int row = 0;  // within the joint
    const int first_row = joint_first_row_[j];
    for (const JointEquation& equation : joint.equations) {
      evaluate(joint, equation.first, q, v, with_jacobian, first);
      if (equation.kind == JointEquation::Kind::vector_zero) {
        for (int k = 0; k < equation.rows(); ++k) {
          if (gamma) (*gamma)[first_row + row + k] = -first.acceleration[equation.axes[k]];
          if (with_jacobian)
            for (int s = 0; s < 2; ++s)
              if (joint.bodies[s] != kGround) local[s].row(row + k) = first.jacobian[s].row(equation.axes[k]);
          if (elastic)
            for (int s = 0; s < 2; ++s) local_elastic[s].row(row + k) = first.elastic[s].row(equation.axes[k]);
        }
      } else if (equation.kind == JointEquation::Kind::driven_angle) {
        // C = E₁ · p with p = cos θ E₃ − sin θ E₂, θ = θ(t): ∂p/∂θ = −(sin θ E₃ + cos θ E₂) =: p', ∂²p/∂θ² = −p.
        evaluate(joint, equation.second, q, v, with_jacobian, second);
        evaluate(joint, equation.third, q, v, with_jacobian, third);
        const double theta = equation.angle(t), c = std::cos(theta), s = std::sin(theta);
        const Eigen::Vector3d p = c * third.value - s * second.value;
        if (gamma) {
          const double w = equation.angle.derivative(t), w_rate = equation.angle.second_derivative(t);
          const Eigen::Vector3d p_turn = -(s * third.value + c * second.value);
          const Eigen::Vector3d p_rate = c * third.rate - s * second.rate + w * p_turn;
          const Eigen::Vector3d p_acceleration = c * third.acceleration - s * second.acceleration -
                                                 2.0 * w * (s * third.rate + c * second.rate) - w * w * p +
                                                 w_rate * p_turn;
          (*gamma)[first_row + row] =
              -(first.acceleration.dot(p) + 2.0 * first.rate.dot(p_rate) + first.value.dot(p_acceleration));
        }
        // ∂/∂q [E₁ · p] = pᵀ ∂E₁/∂q + E₁ᵀ (cos θ ∂E₃/∂q − sin θ ∂E₂/∂q).
        if (with_jacobian)
          for (int b = 0; b < 2; ++b)
            if (joint.bodies[b] != kGround)
              local[b].row(row) = p.transpose() * first.jacobian[b] +
                                  first.value.transpose() * (c * third.jacobian[b] - s * second.jacobian[b]);
        if (elastic)
          for (int b = 0; b < 2; ++b)
            local_elastic[b].row(row) = p.transpose() * first.elastic[b] +
                                        first.value.transpose() * (c * third.elastic[b] - s * second.elastic[b]);
      } else {
        evaluate(joint, equation.second, q, v, with_jacobian, second);
        if (gamma)
          (*gamma)[first_row + row] = -(first.acceleration.dot(second.value) + first.value.dot(second.acceleration) +
                                        2.0 * first.rate.dot(second.rate));
        // ∂(E₁·E₂)/∂q = E₂ᵀ ∂E₁/∂q + E₁ᵀ ∂E₂/∂q
        if (with_jacobian)
          for (int b = 0; b < 2; ++b)
            if (joint.bodies[b] != kGround)
              local[b].row(row) = second.value.transpose() * first.jacobian[b] +
                                  first.value.transpose() * second.jacobian[b];
        if (elastic)
          for (int b = 0; b < 2; ++b)
            local_elastic[b].row(row) = second.value.transpose() * first.elastic[b] +
                                        first.value.transpose() * second.elastic[b];
      }
      row += equation.rows();
    }
    if (with_jacobian)
      for (int s = 0; s < 2; ++s)
        if (joint_blocks_[j][s] >= 0) jacobian_pattern_.write_block(joint_blocks_[j][s], local[s], *jacobian);
    if (elastic)
      for (int s = 0; s < 2; ++s)
        if (joint_elastic_blocks_[j][s] >= 0)
          jacobian_pattern_.write_block(joint_elastic_blocks_[j][s], local_elastic[s], *jacobian);
    if (joint.velocity) {  // velocity-level rows, which the joint computes itself (velocity_constraint.hpp)
      std::array<BodyMotion, 2> bodies;  // the ground unless a body
      for (int s = 0; s < 2; ++s)
        if (joint.bodies[s] != kGround) bodies[s] = BodyMotion(*coordinates_, q, v, body_offset(joint.bodies[s]));
      joint.velocity->evaluate(bodies, v != nullptr, velocity);
      if (gamma) gamma->segment(joint_velocity_first_row_[j], joint.velocity_rows()) = velocity.gamma;
      if (with_jacobian)
        for (int s = 0; s < 2; ++s)
          if (joint_velocity_blocks_[j][s] >= 0)
            jacobian_pattern_.write_block(joint_velocity_blocks_[j][s], velocity.jacobian[s], *jacobian);
    }
  }
}

// --- Dynamics -------------------------------------------------------------------------------------

SparseMatrix MultibodySystem::make_mass_matrix() const { return mass_pattern_.make_matrix(); }

void MultibodySystem::body_mass_matrix(int body, const Eigen::VectorXd& q, BodyMatrix& mass) const {
  if (const FlexibleState* flexible = flexible_state(body)) {  // the frame's block at the current δ
    const int n = flexible->frame.elastic_size();
    flexible->frame.mass_matrix(body_segment(q, body), elastic_segment(q, flexible_of_body_[body]), mass_bb_,
                                mass_be_.leftCols(n), mass_ee_.topLeftCorner(n, n));
    mass = mass_bb_;
    return;
  }
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
    if (flexible_state(b)) continue;  // flexible_mass_matrix writes it with its coupling blocks
    body_mass_matrix(b, q, block);
    mass_pattern_.write_block(b, block, mass);
  }
  if (!flexible_.empty()) flexible_mass_matrix(q, mass);
}

Eigen::Vector3d MultibodySystem::point_position(int body, const Eigen::Vector3d& local,
                                                const Eigen::VectorXd& q) const {
  if (body == kGround) return local;
  if (const FlexibleState* flexible = flexible_state(body))
    return mbdae::point_position(*coordinates_, body_segment(q, body),
                                 local + flexible->frame.elastic().displacement(local, elastic_segment(q, flexible_of_body_[body])));
  return mbdae::point_position(*coordinates_, body_segment(q, body), local);
}

Eigen::Vector3d MultibodySystem::point_velocity(int body, const Eigen::Vector3d& local,
                                                const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  if (body == kGround) return Eigen::Vector3d::Zero();
  BodyJacobian J;
  if (const FlexibleState* flexible = flexible_state(body)) {  // X(p) v_b + A N δ̇
    const int f = flexible_of_body_[body];
    const ElasticBody& elastic = flexible->frame.elastic();
    const Eigen::Vector3d deformed = local + elastic.displacement(local, elastic_segment(q, f));
    point_jacobian(*coordinates_, body_segment(q, body), deformed, J);
    return J * body_segment(v, body) +
           coordinates_->rotate(body_segment(q, body), elastic.displacement(local, elastic_segment(v, f)));
  }
  point_jacobian(*coordinates_, body_segment(q, body), local, J);
  return J * body_segment(v, body);
}

void MultibodySystem::generalized_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::Ref<Eigen::VectorXd> forces) const {
  generalized_forces_but_elements(t, q, v, forces);
  if (!force_elements_.empty()) add_force_element_forces(t, q, v, forces);
}

void MultibodySystem::applied_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                     Eigen::Ref<Eigen::VectorXd> forces) const {
  body_forces(t, q, v, false, forces);
  if (!force_elements_.empty()) add_force_element_forces(t, q, v, forces);
}

void MultibodySystem::generalized_forces_but_elements(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                      Eigen::Ref<Eigen::VectorXd> forces) const {
  body_forces(t, q, v, true, forces);
}

void MultibodySystem::body_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                  bool quadratic_velocity, Eigen::Ref<Eigen::VectorXd> forces) const {
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
    if (flexible_state(b)) continue;  // add_flexible_forces
    const RigidBodyInertia& inertia = model_.bodies[b].inertia;
    if (quadratic_velocity && !coordinates_->has_constant_mass_matrix()) {
      coordinates_->quadratic_velocity_forces(inertia, body_segment(q, b), body_segment(v, b), body_forces);
      forces.segment(body_offset(b), body_size_) += body_forces;
    }
    if (!model_.gravity.isZero()) apply_point_force(b, inertia.center_of_mass, inertia.mass * model_.gravity);
  }
  if (!flexible_.empty()) add_flexible_forces(q, v, forces, quadratic_velocity);
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

void MultibodySystem::quadratic_velocity_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                Eigen::Ref<Eigen::VectorXd> forces) const {
  forces.setZero();
  if (!coordinates_->has_constant_mass_matrix()) {
    BodyVector body_forces;
    for (int b = 0; b < body_count(); ++b) {
      if (flexible_state(b)) continue;
      coordinates_->quadratic_velocity_forces(model_.bodies[b].inertia, body_segment(q, b), body_segment(v, b),
                                              body_forces);
      forces.segment(body_offset(b), body_size_) = body_forces;
    }
  }
  for (std::size_t f = 0; f < flexible_.size(); ++f) {
    const FlexibleState& flexible = flexible_[f];
    const int k = static_cast<int>(f), b = flexible.body;
    flexible.frame.quadratic_velocity_forces(body_segment(q, b), body_segment(v, b), elastic_segment(q, k),
                                             elastic_segment(v, k), forces.segment(body_offset(b), body_size_),
                                             forces.segment(flexible.offset, flexible.frame.elastic_size()));
  }
}

void MultibodySystem::kinetic_energy_gradient(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                              Eigen::Ref<Eigen::VectorXd> gradient) const {
  gradient.setZero();
  if (!coordinates_->has_constant_mass_matrix()) {
    // ∂T/∂q_j = ½ q̇ᵀ (∂M/∂q_j) q̇ = ½ [(∂(M q̇)/∂q)ᵀ q̇]_j, M q̇'s derivative taken at fixed q̇.
    BodyMatrix derivative;
    for (int b = 0; b < body_count(); ++b) {
      if (flexible_state(b)) continue;
      const auto vb = body_segment(v, b);
      coordinates_->mass_matrix_derivative(model_.bodies[b].inertia, body_segment(q, b), vb, derivative);
      gradient.segment(body_offset(b), body_size_).noalias() = 0.5 * derivative.transpose() * vb;
    }
  }
  for (std::size_t f = 0; f < flexible_.size(); ++f) {
    const FlexibleState& flexible = flexible_[f];
    const int k = static_cast<int>(f), b = flexible.body;
    flexible.frame.kinetic_energy_gradient(body_segment(q, b), body_segment(v, b), elastic_segment(q, k),
                                           elastic_segment(v, k), gradient.segment(body_offset(b), body_size_),
                                           gradient.segment(flexible.offset, flexible.frame.elastic_size()));
  }
}

// --- Energy ---------------------------------------------------------------------------------------

double MultibodySystem::kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  double energy = 0.0;
  BodyMatrix mass;
  for (int b = 0; b < body_count(); ++b) {
    if (flexible_state(b)) continue;
    body_mass_matrix(b, q, mass);
    const auto vb = body_segment(v, b);
    energy += 0.5 * vb.dot(mass * vb);
  }
  for (std::size_t f = 0; f < flexible_.size(); ++f) {
    const int b = flexible_[f].body, k = static_cast<int>(f);
    energy += flexible_[f].frame.kinetic_energy(body_segment(q, b), body_segment(v, b), elastic_segment(q, k),
                                                elastic_segment(v, k));
  }
  return energy;
}

double MultibodySystem::potential_energy(const Eigen::VectorXd& q) const {
  double energy = 0.0;
  for (int b = 0; b < body_count(); ++b) {
    if (flexible_state(b)) continue;
    const RigidBodyInertia& inertia = model_.bodies[b].inertia;
    energy -= inertia.mass * model_.gravity.dot(point_position(b, inertia.center_of_mass, q));
  }
  for (std::size_t f = 0; f < flexible_.size(); ++f) {  // gravity on the deformed beam, strain energy
    const int b = flexible_[f].body, k = static_cast<int>(f);
    energy += flexible_[f].frame.gravity_potential(body_segment(q, b), elastic_segment(q, k), model_.gravity) +
              flexible_[f].frame.strain_energy(elastic_segment(q, k));
  }
  for (const PointForce& f : model_.point_forces) energy -= f.force.dot(point_position(f.body, f.point, q));
  for (const SpringDamper& s : model_.spring_dampers) {
    const double stretch =
        (point_position(s.body_i, s.point_i, q) - point_position(s.body_j, s.point_j, q)).norm() - s.free_length;
    energy += 0.5 * s.stiffness * stretch * stretch;
  }
  if (!force_elements_.empty()) energy += force_element_potential(q);
  return energy;
}

double MultibodySystem::nonconservative_power(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) const {
  double power = 0.0;
  BodyJacobian J;
  for (const PointTorque& torque : model_.torques) {
    coordinates_->angular_velocity_jacobian(body_segment(q, torque.body), J);
    power += torque.torque.dot(J * body_segment(v, torque.body));
  }
  for (const SpringDamper& s : model_.spring_dampers) {
    if (s.damping == 0.0) continue;
    const Eigen::Vector3d d = point_position(s.body_i, s.point_i, q) - point_position(s.body_j, s.point_j, q);
    const double length = d.norm();
    if (!(length > 0.0)) continue;
    const double rate = (d / length).dot(point_velocity(s.body_i, s.point_i, q, v) - point_velocity(s.body_j, s.point_j, q, v));
    power -= s.damping * rate * rate;
  }
  if (!force_elements_.empty()) power += force_element_power(t, q, v);
  for (std::size_t f = 0; f < flexible_.size(); ++f)
    power += flexible_[f].frame.damping_power(elastic_segment(v, static_cast<int>(f)));
  return power;
}

bool MultibodySystem::generalized_forces_are_constant() const {
  return coordinates_->has_constant_mass_matrix() && model_.torques.empty() && model_.spring_dampers.empty() &&
         model_.force_elements.empty() && flexible_.empty();
}

bool MultibodySystem::force_jacobians_are_symmetric() const {
  return coordinates_->has_constant_mass_matrix() && model_.torques.empty() && model_.force_elements.empty() &&
         flexible_.empty() && std::all_of(model_.spring_dampers.begin(), model_.spring_dampers.end(),
                     [](const SpringDamper& s) { return s.damping == 0.0; });
}

const MultibodySystem* body_block_system(const EquationsOfMotion& equations) {
  const auto* system = dynamic_cast<const MultibodySystem*>(&equations);
  return system && !system->has_flexible_bodies() ? system : nullptr;
}

const MultibodySystem& require_global_coordinates(const EquationsOfMotion& equations, const std::string& what) {
  if (const auto* system = dynamic_cast<const MultibodySystem*>(&equations); system && system->has_flexible_bodies())
    throw Error(Error::Kind::usage, what + " works on rigid bodies' blocks, and model '" + equations.model().name +
                                        "' has flexible bodies: choose another method, or --linear-algebra dense");
  if (const auto* system = dynamic_cast<const MultibodySystem*>(&equations)) return *system;
  throw Error(Error::Kind::usage, what + " works on the bodies' global coordinates, not on " +
                                      equations.coordinates_name() + " coordinates: choose another method, or "
                                      "global coordinates (--coordinates nacf, rpcf-ep)");
}

}  // namespace mbdae
