// `applied_force`: a force F(t) = f(t) F₀ at a body point. F₀ is fixed in the ground frame, or, with
// `frame: body`, in the body's frame (a follower force, which turns with the body).
#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"body", "point", "location", "force", "function", "frame"};

void read(const ForceEntry& entry, ForceElement& element) {
  element.body_j = entry.body("body", false);
  element.point_j = read_body_point(entry, "point", element.body_j);
  element.vector = entry.vector("force");
  element.function = entry.has("function") ? entry.time_function("function") : TimeFunction::constant(1.0);
  element.follows_body = entry.has("frame") && entry.choice("frame", {"ground", "body"}) == "body";
}

int attach(const ForceElement& element, AttachedVectors& vectors) {
  vectors[0] = {element.body_j, element.point_j, true};
  if (!element.follows_body) return 1;
  vectors[1] = {element.body_j, element.vector, false};  // F₀ as it turns with the body: A F̄₀
  return 2;
}

void evaluate(const ForceElement& element, double t, const AttachedValues& x, const AttachedValues& rates,
              bool jacobians, ForceEvaluation& out) {
  const int vectors = element.follows_body ? 2 : 1;
  out.reset(vectors, jacobians);
  const double scale = element.function(t);
  const Eigen::Vector3d force = scale * (element.follows_body ? x[1] : element.vector);
  out.force.head<3>() = force;
  out.nonconservative_power = force.dot(rates[0]);
  if (jacobians && element.follows_body) out.force_by_position.block<3, 3>(0, 3).diagonal().setConstant(scale);
}

}  // namespace

const ForceKind applied_force{.name = "applied_force",
                              .keys = kKeys,
                              .read = read,
                              .two_bodies = false,
                              .attach = attach,
                              .evaluate = evaluate};

}  // namespace mbdae
