// `rotational_spring_damper`: a torque T = k (φ − φ₀) + c φ̇ that resists body_j's turning about an
// axis fixed in body_i, by the angle φ between them (φ = 0 at the initial configuration; φ₀ the free
// angle). It is the spring and damper of a revolute joint or of a hinge's bushing.
//
// φ is measured with three attached directions: u and w ⊥ n in body_i (w = n × u, both turned by φ₀)
// and s in body_j, along u at the initial configuration: φ − φ₀ = atan2(w·s, u·s), within (−π, π].
// With a = u·s, b = w·s, ρ² = a² + b²: ∇φ = (a ∇b − b ∇a)/ρ² and
// ∇²φ = (2ab ∇a∇aᵀ + (b² − a²)(∇a∇bᵀ + ∇b∇aᵀ) − 2ab ∇b∇bᵀ)/ρ⁴ + (a ∇²b − b ∇²a)/ρ²,
// where ∇a = [s; 0; u], ∇b = [0; s; w] (order u, w, s) and ∇²a, ∇²b are identities in their (u, s) and
// (w, s) blocks.
#include <cmath>

#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "joints/joint_equation.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"body_i", "body_j", "axis", "axis_i", "stiffness", "damping",
                                      "free_angle_deg", "free_angle_rad"};

void read(const ForceEntry& entry, ForceElement& element) {
  element.body_i = entry.body("body_i", true);
  element.body_j = entry.body("body_j", true);
  const Model& model = entry.model();
  const Eigen::Matrix3d rotation_i = model.initial_rotation(element.body_i);
  Eigen::Vector3d axis = Eigen::Vector3d::UnitZ();  // in body_i's frame; a planar model turns about z
  if (entry.planar()) {
    if (entry.has("axis") || entry.has("axis_i"))
      entry.fail(entry.line(), "a rotational spring-damper of a planar model acts about z; remove its axis");
  } else if (entry.has("axis") && entry.has("axis_i")) {
    entry.fail(entry.line_of("axis_i"), "give either axis (ground frame) or axis_i (body_i's frame), not both");
  } else if (entry.has("axis_i")) {
    axis = entry.direction("axis_i");
  } else {
    axis = rotation_i.transpose() * entry.direction("axis");
  }
  double free_angle = 0.0;
  if (entry.has("free_angle_deg") && entry.has("free_angle_rad"))
    entry.fail(entry.line_of("free_angle_rad"), "give either free_angle_deg or free_angle_rad, not both");
  if (entry.has("free_angle_deg")) free_angle = entry.number("free_angle_deg") * M_PI / 180.0;
  if (entry.has("free_angle_rad")) free_angle = entry.number("free_angle_rad");
  const Eigen::Vector3d u = perpendicular_pair(axis)[0], w = axis.cross(u);
  element.axes_i.col(0) = std::cos(free_angle) * u + std::sin(free_angle) * w;
  element.axes_i.col(1) = -std::sin(free_angle) * u + std::cos(free_angle) * w;
  element.axes_i.col(2) = axis;
  // s: body_j's direction along u at the initial configuration.
  element.axes_j.col(0) = model.initial_rotation(element.body_j).transpose() * (rotation_i * u);
  element.stiffness[5] = entry.non_negative_number("stiffness");
  if (entry.has("damping")) element.damping[5] = entry.non_negative_number("damping");
}

int attach(const ForceElement& element, AttachedVectors& vectors) {
  vectors[0] = {element.body_i, element.axes_i.col(0), false};
  vectors[1] = {element.body_i, element.axes_i.col(1), false};
  vectors[2] = {element.body_j, element.axes_j.col(0), false};
  return 3;
}

void evaluate(const ForceElement& element, double, const AttachedValues& x, const AttachedValues& rates,
              bool jacobians, ForceEvaluation& out) {
  out.reset(3, jacobians);
  const Eigen::Vector3d &u = x[0], &w = x[1], &s = x[2];
  const double a = u.dot(s), b = w.dot(s), rho2 = a * a + b * b;
  if (!(rho2 > 0.0))
    throw Error(Error::Kind::numerical,
                "rotational spring-damper: body_j's reference direction lies along the axis, its angle is undefined",
                element.where, "force '" + element.name + "'");
  AttachedForces grad_a = AttachedForces::Zero(9), grad_b = AttachedForces::Zero(9);
  grad_a.segment<3>(0) = s;
  grad_a.segment<3>(6) = u;
  grad_b.segment<3>(3) = s;
  grad_b.segment<3>(6) = w;
  Strain angle;
  angle.value = std::atan2(b, a);
  angle.gradient = (a * grad_b - b * grad_a) / rho2;
  if (jacobians) {
    const double rho4 = rho2 * rho2;
    angle.hessian = (2.0 * a * b / rho4) * (grad_a * grad_a.transpose() - grad_b * grad_b.transpose());
    angle.hessian.noalias() += ((b * b - a * a) / rho4) * (grad_a * grad_b.transpose() + grad_b * grad_a.transpose());
    for (int k = 0; k < 3; ++k) {
      angle.hessian(0 + k, 6 + k) -= b / rho2;  // −b/ρ² ∇²a
      angle.hessian(6 + k, 0 + k) -= b / rho2;
      angle.hessian(3 + k, 6 + k) += a / rho2;  // a/ρ² ∇²b
      angle.hessian(6 + k, 3 + k) += a / rho2;
    }
  }
  AttachedForces stacked_rates(9);
  for (int k = 0; k < 3; ++k) stacked_rates.segment<3>(3 * k) = rates[k];
  add_strain(angle, 0.0, element.stiffness[5], element.damping[5], stacked_rates, jacobians, out);
}

}  // namespace

const ForceKind rotational_spring_damper{.name = "rotational_spring_damper",
                                         .keys = kKeys,
                                         .read = read,
                                         .attach = attach,
                                         .evaluate = evaluate};

}  // namespace mbdae
