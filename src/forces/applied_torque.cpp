// `applied_torque`: a torque τ(t) = f(t) τ₀ on a body, τ₀ fixed in the ground frame or, with
// `frame: body`, in the body's frame.
//
// Written on the body's axes a₁, a₂, a₃ (attached directions): δa_k = δθ × a_k gives
// Σ_k ½ (τ × a_k)·δa_k = ½ Σ_k δθ·(a_k × (τ × a_k)) = ½ δθ·(3τ − Σ_k a_k (a_kᵀτ)) = δθ·τ, so the
// forces f_k = ½ τ × a_k on the axes do the torque's virtual work, in any coordinates, and their
// derivatives follow from those of the axes.
#include "core/skew.hpp"
#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"body", "torque", "function", "frame"};

void read(const ForceEntry& entry, ForceElement& element) {
  element.body_j = entry.body("body", false);
  if (entry.planar())
    element.vector = Eigen::Vector3d(0.0, 0.0, entry.number("torque"));  // about z
  else
    element.vector = entry.vector("torque");
  element.function = entry.has("function") ? entry.time_function("function") : TimeFunction::constant(1.0);
  element.follows_body = entry.has("frame") && entry.choice("frame", {"ground", "body"}) == "body";
}

int attach(const ForceElement& element, AttachedVectors& vectors) {
  for (int k = 0; k < 3; ++k) vectors[k] = {element.body_j, Eigen::Vector3d::Unit(k), false};
  return 3;
}

void evaluate(const ForceElement& element, double t, const AttachedValues& a, const AttachedValues& rates,
              bool jacobians, ForceEvaluation& out) {
  out.reset(3, jacobians);
  const double scale = element.function(t);
  // τ in the ground frame; with frame: body, τ = f(t) Σ_l τ̄₀_l a_l.
  const Eigen::Vector3d torque =
      scale * (element.follows_body
                   ? Eigen::Vector3d(element.vector.x() * a[0] + element.vector.y() * a[1] + element.vector.z() * a[2])
                   : element.vector);
  for (int k = 0; k < 3; ++k) {
    const Eigen::Vector3d f = 0.5 * torque.cross(a[k]);
    out.force.segment<3>(3 * k) = f;
    out.nonconservative_power += f.dot(rates[k]);
  }
  if (!jacobians) return;
  const Eigen::Matrix3d half_skew_torque = 0.5 * skew(torque);
  for (int k = 0; k < 3; ++k) {
    out.force_by_position.block<3, 3>(3 * k, 3 * k) += half_skew_torque;  // ∂(½ τ × a_k)/∂a_k
    if (element.follows_body)  // ∂(½ τ × a_k)/∂τ ∂τ/∂a_l = −½ [a_k]× f(t) τ̄₀_l
      for (int l = 0; l < 3; ++l)
        out.force_by_position.block<3, 3>(3 * k, 3 * l) -= 0.5 * scale * element.vector[l] * skew(a[k]);
  }
}

}  // namespace

const ForceKind applied_torque{.name = "applied_torque",
                               .keys = kKeys,
                               .read = read,
                               .two_bodies = false,
                               .attach = attach,
                               .evaluate = evaluate};

}  // namespace mbdae
