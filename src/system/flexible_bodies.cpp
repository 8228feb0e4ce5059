// The flexible bodies of a MultibodySystem (docs/methods.md, "Flexible bodies in a floating frame"):
// their elastic coordinates after the bodies' blocks, their mass blocks and forces from each body's
// FloatingFrame (src/flexible/), and the joints' points and directions that move with the beam.
#include "core/skew.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

namespace {

Error unsupported_on_flexible(const std::string& what, const std::string& name, const SourceLocation& where,
                              const std::string& body) {
  return Error(Error::Kind::model,
               what + " '" + name + "' acts on flexible body '" + body +
                   "', which takes joints and gravity only (a force on a beam: put it on a rigid body joined to it)",
               where);
}

}  // namespace

void MultibodySystem::attach_flexible_bodies() {
  flexible_of_body_.assign(body_count(), -1);
  int offset = body_count() * body_size_;
  int largest = 0;
  for (const FlexibleBody& flexible : model_.flexible_bodies) {
    if (flexible.elastic->planar != model_.planar)
      throw Error(Error::Kind::model,
                  "flexible body '" + model_.bodies[flexible.body].name + "' is " +
                      (flexible.elastic->planar ? "planar" : "spatial") + " in a " + (model_.planar ? "planar" : "spatial") + " model",
                  flexible.where);
    flexible_of_body_[flexible.body] = static_cast<int>(flexible_.size());
    flexible_.push_back({flexible.body, offset, FloatingFrame(flexible.elastic, coordinates_)});
    offset += flexible.elastic->coordinate_count();
    largest = std::max(largest, flexible.elastic->coordinate_count());
  }
  elastic_count_ = offset - body_count() * body_size_;
  mass_bb_.resize(body_size_, body_size_);
  mass_be_.resize(body_size_, largest);
  mass_ee_.resize(largest, largest);
  if (flexible_.empty()) {
    joint_is_elastic_.assign(joint_constraints_.size(), 0);
    return;
  }

  // What acts on a body through a point of it other than a joint: not on a beam yet.
  const auto body_name = [&](int b) { return model_.bodies[b].name; };
  for (const PointForce& f : model_.point_forces)
    if (flexible_state(f.body)) throw unsupported_on_flexible("point force", f.name, f.where, body_name(f.body));
  for (const PointTorque& t : model_.torques)
    if (flexible_state(t.body)) throw unsupported_on_flexible("torque", t.name, t.where, body_name(t.body));
  for (const SpringDamper& s : model_.spring_dampers)
    for (int b : {s.body_i, s.body_j})
      if (flexible_state(b)) throw unsupported_on_flexible("spring-damper", s.name, s.where, body_name(b));
  for (const ForceElement& e : model_.force_elements)
    for (int b : {e.body_i, e.body_j})
      if (flexible_state(b)) throw unsupported_on_flexible("force", e.name, e.where, body_name(b));

  // Each joint term on a flexible body: its body-frame vector becomes ū + G δ, with G the beam's
  // displacement at the point (a point) or the turn of the section there, θ × ā = −ā × θ (a direction).
  joint_is_elastic_.assign(joint_constraints_.size(), 0);
  for (std::size_t j = 0; j < joint_constraints_.size(); ++j) {
    JointConstraint& joint = joint_constraints_[j];
    const Joint& declared = model_.joints[j];
    for (int s = 0; s < 2; ++s)
      if (flexible_state(joint.bodies[s]) && joint.velocity)
        throw Error(Error::Kind::model,
                    "joint '" + declared.name + "' has velocity-level rows, which a flexible body ('" +
                        body_name(joint.bodies[s]) + "') does not take",
                    declared.where);
    for (JointEquation& equation : joint.equations)
      for (VectorExpression* expression : {&equation.first, &equation.second, &equation.third})
        for (int k = 0; k < expression->count; ++k) {
          AttachedTerm& term = expression->terms[k];
          const int body = joint.bodies[term.slot];
          const FlexibleState* flexible = flexible_state(body);
          if (!flexible) continue;
          const ElasticBody& elastic = flexible->frame.elastic();
          // Where on the beam: a point at itself, a direction of the joint at the joint's point.
          const Eigen::Vector3d at =
              term.is_point ? term.local : (declared.body_i == body ? declared.point_i : declared.point_j);
          if (!elastic.holds(at.x()))
            throw Error(Error::Kind::model,
                        "joint '" + declared.name + "' attaches to flexible body '" + body_name(body) + "' at x = " +
                            std::to_string(at.x()) + " m, off the beam (0 to " + std::to_string(elastic.length) + " m)",
                        declared.where);
          ElasticAttachment attachment{flexible_of_body_[body], {}};
          if (term.is_point)
            attachment.shape = elastic.displacement_shape(term.local);
          else
            attachment.shape = -skew(term.local) * elastic.rotation_shape(at.x());
          term.elastic = static_cast<int>(attachments_.size());
          attachments_.push_back(std::move(attachment));
          joint_is_elastic_[j] = 1;
        }
  }
}

Eigen::Vector3d MultibodySystem::term_local(const AttachedTerm& term, const Eigen::VectorXd& q) const {
  if (term.elastic < 0) return term.local;
  const ElasticAttachment& attachment = attachments_[term.elastic];
  return term.local + attachment.shape * elastic_segment(q, attachment.flexible);
}

void MultibodySystem::add_flexible_mass_blocks() {
  for (const FlexibleState& flexible : flexible_) {
    const int body = body_offset(flexible.body), n = flexible.frame.elastic_size();
    flexible_mass_blocks_.push_back({mass_pattern_.add_block({body, body_size_, flexible.offset, n}),
                                     mass_pattern_.add_block({flexible.offset, n, body, body_size_}),
                                     mass_pattern_.add_block({flexible.offset, n, flexible.offset, n})});
  }
}

void MultibodySystem::flexible_mass_matrix(const Eigen::VectorXd& q, SparseMatrix& mass) const {
  for (std::size_t f = 0; f < flexible_.size(); ++f) {
    const FlexibleState& flexible = flexible_[f];
    const int n = flexible.frame.elastic_size();
    auto be = mass_be_.leftCols(n);
    auto ee = mass_ee_.topLeftCorner(n, n);
    flexible.frame.mass_matrix(body_segment(q, flexible.body), elastic_segment(q, static_cast<int>(f)), mass_bb_, be, ee);
    mass_pattern_.write_block(flexible.body, mass_bb_, mass);
    mass_pattern_.write_block(flexible_mass_blocks_[f][0], be, mass);
    mass_pattern_.write_block(flexible_mass_blocks_[f][1], be.transpose(), mass);
    mass_pattern_.write_block(flexible_mass_blocks_[f][2], ee, mass);
  }
}

void MultibodySystem::add_flexible_forces(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                          Eigen::Ref<Eigen::VectorXd> forces, bool quadratic_velocity) const {
  for (std::size_t f = 0; f < flexible_.size(); ++f) {
    const FlexibleState& flexible = flexible_[f];
    const int k = static_cast<int>(f), b = flexible.body, n = flexible.frame.elastic_size();
    auto body_forces = forces.segment(body_offset(b), body_size_);
    auto elastic_forces = forces.segment(flexible.offset, n);
    // The frame's quadratic-velocity forces replace the rigid body's (they are written, not added).
    if (quadratic_velocity)
      flexible.frame.quadratic_velocity_forces(body_segment(q, b), body_segment(v, b), elastic_segment(q, k),
                                               elastic_segment(v, k), body_forces, elastic_forces);
    if (!model_.gravity.isZero())
      flexible.frame.add_gravity_forces(body_segment(q, b), elastic_segment(q, k), model_.gravity, body_forces,
                                        elastic_forces);
    flexible.frame.add_elastic_forces(elastic_segment(q, k), elastic_segment(v, k), elastic_forces);
  }
}

}  // namespace mbdae
