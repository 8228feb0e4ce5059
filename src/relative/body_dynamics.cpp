#include "relative/body_dynamics.hpp"

#include "core/skew.hpp"
#include "forces/force_kinds.hpp"

namespace mbdae {
namespace {

// A point of `body` (ground frame for the ground) and its velocity.
Eigen::Vector3d point_of(const TreeState& state, int body, const Eigen::Vector3d& local) {
  return body == kGround ? local : state.point(body, local);
}
Eigen::Vector3d velocity_of(const TreeState& state, int body, const Eigen::Vector3d& local) {
  return body == kGround ? Eigen::Vector3d::Zero() : state.point_velocity(body, local);
}

// Adds force f acting at point x to a body's [f; n_O].
void add_force(Twist& forces, const Eigen::Vector3d& f, const Eigen::Vector3d& x) {
  forces.head<3>() += f;
  forces.tail<3>() += x.cross(f);
}

// The force elements' attached vectors (src/forces/force_element.hpp) at the tree's state.
void attached_values(const TreeState& state, const AttachedVectors& vectors, int count, AttachedValues& x,
                     AttachedValues& rates) {
  for (int k = 0; k < count; ++k) {
    const AttachedVector& a = vectors[k];
    if (a.body == kGround) {
      x[k] = a.local;
      rates[k].setZero();
    } else if (a.is_point) {
      x[k] = state.point(a.body, a.local);
      rates[k] = state.point_velocity(a.body, a.local);
    } else {
      x[k] = state.rotation[a.body] * a.local;
      rates[k] = state.twist[a.body].tail<3>().cross(x[k]);
    }
  }
}

// Evaluates every force element of the model at the tree's state and time t and hands `use` its
// vectors, their values and the evaluation: the one loop the forces, the potential and the power share.
template <typename Use>
void for_each_force_element(const Model& model, const TreeState& state, double t, Use use) {
  AttachedVectors vectors;
  AttachedValues x, rates;
  ForceEvaluation evaluation;
  for (const ForceElement& element : model.force_elements) {
    const int count = element.kind->attach(element, vectors);
    attached_values(state, vectors, count, x, rates);
    element.kind->evaluate(element, t, x, rates, false, evaluation);
    use(vectors, count, x, evaluation);
  }
}

}  // namespace

SpatialInertia inertia_at_origin(const RigidBodyInertia& inertia, const Eigen::Matrix3d& rotation,
                                 const Eigen::Vector3d& position) {
  const double m = inertia.mass;
  const Eigen::Vector3d g = position + rotation * inertia.center_of_mass;
  const Eigen::Matrix3d g_skew = skew(g);
  SpatialInertia M;
  M.topLeftCorner<3, 3>() = m * Eigen::Matrix3d::Identity();
  M.topRightCorner<3, 3>() = -m * g_skew;
  M.bottomLeftCorner<3, 3>() = m * g_skew;
  M.bottomRightCorner<3, 3>() =
      rotation * inertia.inertia_about_com * rotation.transpose() - m * g_skew * g_skew;
  return M;
}

void body_forces(const Model& model, const TreeState& state, std::vector<Twist>& forces) {
  forces.resize(model.bodies.size());
  for (std::size_t b = 0; b < model.bodies.size(); ++b) {
    const RigidBodyInertia& inertia = model.bodies[b].inertia;
    const double m = inertia.mass;
    const Eigen::Vector3d g = state.point(static_cast<int>(b), inertia.center_of_mass);
    const Eigen::Vector3d omega = state.twist[b].tail<3>();
    const Eigen::Vector3d v_G = state.twist[b].head<3>() + omega.cross(g);
    const Eigen::Matrix3d J_G = state.rotation[b] * inertia.inertia_about_com * state.rotation[b].transpose();
    const Eigen::Vector3d momentum_rate = m * omega.cross(v_G);
    Twist& Q = forces[b];
    Q.head<3>() = m * model.gravity - momentum_rate;
    Q.tail<3>() = g.cross(m * model.gravity) - g.cross(momentum_rate) - omega.cross(J_G * omega);
  }
  for (const PointForce& f : model.point_forces) add_force(forces[f.body], f.force, state.point(f.body, f.point));
  for (const PointTorque& torque : model.torques) forces[torque.body].tail<3>() += torque.torque;
  for (const SpringDamper& s : model.spring_dampers) {
    const Eigen::Vector3d x_i = point_of(state, s.body_i, s.point_i), x_j = point_of(state, s.body_j, s.point_j);
    const Eigen::Vector3d span = x_j - x_i;
    const double length = span.norm();
    if (!(length > 0.0)) continue;  // coincident points: no direction to pull along
    const Eigen::Vector3d along = span / length;
    const double rate = along.dot(velocity_of(state, s.body_j, s.point_j) - velocity_of(state, s.body_i, s.point_i));
    const double tension = s.stiffness * (length - s.free_length) + s.damping * rate;
    if (s.body_i != kGround) add_force(forces[s.body_i], tension * along, x_i);
    if (s.body_j != kGround) add_force(forces[s.body_j], -tension * along, x_j);
  }
  // A force element's force f on a point x is the force f at x; on a direction d, the torque d × f
  // (its virtual work f·δd = f·(δθ × d) = δθ·(d × f)).
  for_each_force_element(model, state, state.time,
                         [&](const AttachedVectors& vectors, int count, const AttachedValues& x,
                             const ForceEvaluation& evaluation) {
                           for (int k = 0; k < count; ++k) {
                             const AttachedVector& a = vectors[k];
                             if (a.body == kGround) continue;
                             const Eigen::Vector3d f = evaluation.force.segment<3>(3 * k);
                             if (a.is_point)
                               add_force(forces[a.body], f, x[k]);
                             else
                               forces[a.body].tail<3>() += x[k].cross(f);
                           }
                         });
}

double nonconservative_power(const Model& model, const TreeState& state, double t) {
  double power = 0.0;
  for (const PointTorque& torque : model.torques) power += torque.torque.dot(state.twist[torque.body].tail<3>());
  for (const SpringDamper& s : model.spring_dampers) {
    if (s.damping == 0.0) continue;
    const Eigen::Vector3d span = point_of(state, s.body_j, s.point_j) - point_of(state, s.body_i, s.point_i);
    const double length = span.norm();
    if (!(length > 0.0)) continue;
    const double rate =
        (span / length).dot(velocity_of(state, s.body_j, s.point_j) - velocity_of(state, s.body_i, s.point_i));
    power -= s.damping * rate * rate;
  }
  for_each_force_element(model, state, t, [&](const AttachedVectors&, int, const AttachedValues&,
                                              const ForceEvaluation& evaluation) {
    power += evaluation.nonconservative_power;
  });
  return power;
}

double kinetic_energy(const Model& model, const TreeState& state) {
  double T = 0.0;
  for (std::size_t b = 0; b < model.bodies.size(); ++b)
    T += 0.5 * state.twist[b].dot(
                   inertia_at_origin(model.bodies[b].inertia, state.rotation[b], state.position[b]) * state.twist[b]);
  return T;
}

double potential_energy(const Model& model, const TreeState& state) {
  double V = 0.0;
  for (std::size_t b = 0; b < model.bodies.size(); ++b)
    V -= model.bodies[b].inertia.mass * model.gravity.dot(state.point(static_cast<int>(b), model.bodies[b].inertia.center_of_mass));
  for (const SpringDamper& s : model.spring_dampers) {
    const double stretch = (point_of(state, s.body_j, s.point_j) - point_of(state, s.body_i, s.point_i)).norm() - s.free_length;
    V += 0.5 * s.stiffness * stretch * stretch;
  }
  // A potential does not depend on time.
  for_each_force_element(model, state, 0.0, [&](const AttachedVectors&, int, const AttachedValues&,
                                                const ForceEvaluation& evaluation) { V += evaluation.potential; });
  return V;
}

}  // namespace mbdae
