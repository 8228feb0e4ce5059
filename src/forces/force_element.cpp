#include "forces/force_element.hpp"

#include "forces/force_entry.hpp"
#include "model/model.hpp"

namespace mbdae {

void add_strain(const Strain& strain, double preload, double stiffness, double damping,
                const AttachedForces& rates, bool jacobians, ForceEvaluation& out) {
  const double rate = strain.gradient.dot(rates);
  const double stress = preload + stiffness * strain.value + damping * rate;
  out.force.noalias() -= stress * strain.gradient;
  out.potential += 0.5 * stiffness * strain.value * strain.value;
  out.nonconservative_power -= (preload + damping * rate) * rate;
  if (!jacobians) return;
  // ∂(σ ∇s)/∂x = ∇s (k ∇s + c ∂ṡ/∂x)ᵀ + σ ∇²s, with ṡ = ∇sᵀẋ so ∂ṡ/∂x = ∇²s ẋ; ∂(σ ∇s)/∂ẋ = c ∇s∇sᵀ.
  AttachedForces rate_by_position = strain.hessian * rates;
  rate_by_position *= damping;
  rate_by_position.noalias() += stiffness * strain.gradient;
  out.force_by_position.noalias() -= strain.gradient * rate_by_position.transpose();
  out.force_by_position.noalias() -= stress * strain.hessian;
  out.force_by_velocity.noalias() -= damping * strain.gradient * strain.gradient.transpose();
}

Eigen::Vector3d read_body_point(const ForceEntry& entry, std::string_view key, int body) {
  if (entry.has(key) && entry.has("location"))
    entry.fail(entry.line_of("location"), "give either " + std::string(key) + " or location, not both");
  if (entry.has(key)) return entry.vector(key);
  if (!entry.has("location")) return Eigen::Vector3d::Zero();
  const Model& model = entry.model();
  const Eigen::Vector3d location = entry.vector("location");
  if (body == kGround) return location;
  return model.bodies[body].initial_rotation.transpose() * (location - model.bodies[body].initial_position);
}

}  // namespace mbdae
