// `actuator`: a force F(t) along the line between two body points, pushing them apart when positive
// (a hydraulic cylinder or linear motor between its two mounts). With l = |p_j − p_i| and
// e = (p_j − p_i)/l, its virtual work is F δl: ∇l = [−e; e], ∇²l = (I − eeᵀ)/l [[I, −I], [−I, I]].
#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"body_i", "point_i", "body_j", "point_j", "force"};

void read(const ForceEntry& entry, ForceElement& element) {
  element.body_i = entry.body("body_i", true);
  element.body_j = entry.body("body_j", true);
  if (entry.has("point_i")) element.point_i = entry.vector("point_i");
  if (entry.has("point_j")) element.point_j = entry.vector("point_j");
  element.function = entry.time_function("force");
}

int attach(const ForceElement& element, AttachedVectors& vectors) {
  vectors[0] = {element.body_i, element.point_i, true};
  vectors[1] = {element.body_j, element.point_j, true};
  return 2;
}

void evaluate(const ForceElement& element, double t, const AttachedValues& x, const AttachedValues& rates,
              bool jacobians, ForceEvaluation& out) {
  out.reset(2, jacobians);
  const Eigen::Vector3d span = x[1] - x[0];
  Strain length;
  length.value = span.norm();
  if (!(length.value > 0.0))
    throw Error(Error::Kind::numerical, "actuator's two points coincide, its line of action is undefined",
                element.where, "force '" + element.name + "'", t);
  const Eigen::Vector3d e = span / length.value;
  length.gradient.resize(6);
  length.gradient << -e, e;
  if (jacobians) {
    const Eigen::Matrix3d bend = (Eigen::Matrix3d::Identity() - e * e.transpose()) / length.value;
    length.hessian.resize(6, 6);
    length.hessian << bend, -bend, -bend, bend;
  }
  AttachedForces stacked_rates(6);
  stacked_rates << rates[0], rates[1];
  // Held by the stress σ = −F(t): f = −σ ∇l = F ∇l.
  add_strain(length, -element.function(t), 0.0, 0.0, stacked_rates, jacobians, out);
}

}  // namespace

const ForceKind actuator{.name = "actuator", .keys = kKeys, .read = read, .attach = attach, .evaluate = evaluate};

}  // namespace mbdae
