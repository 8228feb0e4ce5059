// `bushing`: six linear springs and dampers between a frame of body_i and a frame of body_j, which
// coincide at the initial configuration (at `location`, with axes `orientation`, both in the ground
// frame). In the axes e^i of body_i's frame, the translation d_k = e^i_k·(p_j − p_i) and the rotation
// θ = axial((R − Rᵀ)/2) of R = [e^iᵀ e^j] (θ_x = ½(e^i_z·e^j_y − e^i_y·e^j_z) and cyclically): the
// rotation vector for small angles, sin φ times the axis for a finite one. Each component is held by
// k_m s_m + c_m ṡ_m (Adams' and Chrono's linear bushing, on these measures).
//
// Every component is a sum of dot products of two attached vectors, c (x_a·x_b), whose gradient is
// c x_b in a's block and c x_a in b's, and whose Hessian is c I in blocks (a, b) and (b, a).
#include "forces/force_entry.hpp"
#include "forces/force_kinds.hpp"
#include "model/model.hpp"

namespace mbdae {
namespace {

constexpr std::string_view kKeys[] = {"body_i", "body_j", "location", "orientation", "stiffness", "damping"};

// Vectors: 0 = p_i, 1 = p_j, 2 + k = e^i_k, 5 + k = e^j_k.
constexpr int kPointI = 0, kPointJ = 1, kAxisI = 2, kAxisJ = 5;

void read(const ForceEntry& entry, ForceElement& element) {
  element.body_i = entry.body("body_i", true);
  element.body_j = entry.body("body_j", true);
  const Model& model = entry.model();
  const Eigen::Vector3d location = entry.vector("location");
  if (entry.planar() && entry.has("orientation"))
    entry.fail(entry.line_of("orientation"),
               "a bushing of a planar model takes no orientation: its x and y are the ground's at the initial "
               "configuration");
  const Eigen::Matrix3d axes = entry.has("orientation") ? entry.orientation("orientation") : Eigen::Matrix3d::Identity();
  element.point_i = model.initial_rotation(element.body_i).transpose() * (location - model.initial_point(element.body_i, Eigen::Vector3d::Zero()));
  element.point_j = model.initial_rotation(element.body_j).transpose() * (location - model.initial_point(element.body_j, Eigen::Vector3d::Zero()));
  element.axes_i = model.initial_rotation(element.body_i).transpose() * axes;
  element.axes_j = model.initial_rotation(element.body_j).transpose() * axes;
  // A planar bushing has the components that move in the plane: x, y and the rotation about z.
  const int count = entry.planar() ? 3 : 6;
  const auto spread = [&](const Eigen::VectorXd& values) {
    Vector6 six = Vector6::Zero();
    if (count == 6) return Vector6(values);
    six[0] = values[0];
    six[1] = values[1];
    six[5] = values[2];
    return six;
  };
  element.stiffness = spread(entry.non_negative_numbers("stiffness", count));
  if (entry.has("damping")) element.damping = spread(entry.non_negative_numbers("damping", count));
}

int attach(const ForceElement& element, AttachedVectors& vectors) {
  vectors[kPointI] = {element.body_i, element.point_i, true};
  vectors[kPointJ] = {element.body_j, element.point_j, true};
  for (int k = 0; k < 3; ++k) {
    vectors[kAxisI + k] = {element.body_i, element.axes_i.col(k), false};
    vectors[kAxisJ + k] = {element.body_j, element.axes_j.col(k), false};
  }
  return 8;
}

// Adds c (x_a·x_b) to a strain.
void add_dot(Strain& strain, double c, int a, int b, const AttachedValues& x, bool jacobians) {
  strain.value += c * x[a].dot(x[b]);
  strain.gradient.segment<3>(3 * a) += c * x[b];
  strain.gradient.segment<3>(3 * b) += c * x[a];
  if (!jacobians) return;
  strain.hessian.block<3, 3>(3 * a, 3 * b).diagonal().array() += c;
  strain.hessian.block<3, 3>(3 * b, 3 * a).diagonal().array() += c;
}

void evaluate(const ForceElement& element, double, const AttachedValues& x, const AttachedValues& rates,
              bool jacobians, ForceEvaluation& out) {
  constexpr int size = 24;
  out.reset(8, jacobians);
  AttachedForces stacked_rates(size);
  for (int k = 0; k < 8; ++k) stacked_rates.segment<3>(3 * k) = rates[k];
  // (y, z) for θ_x, (z, x) for θ_y, (x, y) for θ_z: θ_m = ½(e^i_c·e^j_b − e^i_b·e^j_c) with (b, c) the pair.
  constexpr int kPairs[3][2] = {{1, 2}, {2, 0}, {0, 1}};
  Strain strain;
  for (int m = 0; m < 6; ++m) {
    if (element.stiffness[m] == 0.0 && element.damping[m] == 0.0) continue;
    strain.value = 0.0;
    strain.gradient.setZero(size);
    if (jacobians) strain.hessian.setZero(size, size);
    if (m < 3) {
      add_dot(strain, 1.0, kAxisI + m, kPointJ, x, jacobians);
      add_dot(strain, -1.0, kAxisI + m, kPointI, x, jacobians);
    } else {
      const int b = kPairs[m - 3][0], c = kPairs[m - 3][1];
      add_dot(strain, 0.5, kAxisI + c, kAxisJ + b, x, jacobians);
      add_dot(strain, -0.5, kAxisI + b, kAxisJ + c, x, jacobians);
    }
    add_strain(strain, 0.0, element.stiffness[m], element.damping[m], stacked_rates, jacobians, out);
  }
}

}  // namespace

const ForceKind bushing{.name = "bushing",
                        .keys = kKeys,
                        .read = read,
                        .attach = attach,
                        .evaluate = evaluate};

}  // namespace mbdae
