#include "flexible/elastic_body.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

namespace mbdae {

namespace {

/// Largest mesh a flexible body takes: its nodal mass matrix and shape integrals are dense.
constexpr int kMaxElements = 500;

void check_beam(const FlexibleBeam& beam) {
  auto require = [](bool ok, const std::string& what) {
    if (!ok) throw std::invalid_argument(what);
  };
  const BeamSection& s = beam.section;
  require(std::isfinite(beam.length) && beam.length > 0.0, "the beam's length must be positive");
  require(beam.element_count >= 1 && beam.element_count <= kMaxElements,
          "the number of elements must be between 1 and " + std::to_string(kMaxElements));
  require(std::isfinite(s.youngs_modulus) && s.youngs_modulus > 0.0, "Young's modulus E must be positive");
  require(std::isfinite(s.density) && s.density > 0.0, "the density must be positive");
  require(std::isfinite(s.area) && s.area > 0.0, "the cross-section area must be positive");
  require(std::isfinite(s.second_moment_z) && s.second_moment_z > 0.0,
          "the second moment of area I_z (bending in the x–y plane) must be positive");
  if (!beam.planar) {
    require(std::isfinite(s.second_moment_y) && s.second_moment_y > 0.0,
            "the second moment of area I_y (bending in the x–z plane) must be positive");
    require(std::isfinite(s.shear_modulus) && s.shear_modulus > 0.0, "the shear modulus G must be positive");
    require(std::isfinite(s.torsion_constant) && s.torsion_constant > 0.0, "the torsion constant must be positive");
  }
  require(std::isfinite(beam.rayleigh_mass) && beam.rayleigh_mass >= 0.0 && std::isfinite(beam.rayleigh_stiffness) &&
              beam.rayleigh_stiffness >= 0.0,
          "Rayleigh damping coefficients must be zero or positive");
  if (beam.reduction != ElasticReduction::nodal)
    require(beam.mode_count >= (beam.reduction == ElasticReduction::modes ? 1 : 0),
            "the number of modes must be at least " +
                std::string(beam.reduction == ElasticReduction::modes ? "1" : "0"));
  require(beam.reference != ReferenceConditions::free || beam.reduction == ElasticReduction::modes,
          "a free beam (mean axes) takes its free–free modes: reduction 'modes'");
  for (int node : beam.interface_nodes)
    require(node >= 0 && node <= beam.element_count,
            "interface node " + std::to_string(node) + " is not a node of the beam (0 to " +
                std::to_string(beam.element_count) + ")");
}

/// Nodal coordinates the reference conditions hold at zero.
std::vector<int> held_coordinates(const FlexibleBeam& beam) {
  const int ns = beam_node_size(beam.planar);
  const int last = beam.element_count * ns;
  switch (beam.reference) {
    case ReferenceConditions::clamped: {
      std::vector<int> held(ns);
      for (int k = 0; k < ns; ++k) held[k] = k;
      return held;
    }
    case ReferenceConditions::pinned:
      if (beam.planar) return {0, 1, last + 1};
      return {0, 1, 2, 3, last + 1, last + 2};
    case ReferenceConditions::free:
      return {};
  }
  return {};
}

/// Section points (y, z) and weights (fractions of the area) reproducing the section's area and its
/// first and second moments (see elastic_body.hpp).
struct SectionRule {
  int count = 0;
  double y[4] = {};
  double z[4] = {};
  double weight[4] = {};
};
SectionRule section_rule(const FlexibleBeam& beam) {
  SectionRule rule;
  const double a = std::sqrt(beam.section.second_moment_z / beam.section.area);
  if (beam.planar) {
    rule.count = 2;
    rule.y[0] = -a, rule.y[1] = a;
    rule.weight[0] = rule.weight[1] = 0.5;
    return rule;
  }
  const double b = std::sqrt(beam.section.second_moment_y / beam.section.area);
  rule.count = 4;
  const double sy[4] = {-1, 1, -1, 1}, sz[4] = {-1, -1, 1, 1};
  for (int i = 0; i < 4; ++i) rule.y[i] = sy[i] * a, rule.z[i] = sz[i] * b, rule.weight[i] = 0.25;
  return rule;
}

/// Calls visit(element, point ū, weight ρ dV, element shape N_el) at every quadrature point.
template <typename Visit>
void for_each_material_point(const FlexibleBeam& beam, Visit&& visit) {
  const double le = beam.length / beam.element_count;
  double xi[4], wx[4];
  gauss_rule_unit_interval(4, xi, wx);
  const SectionRule section = section_rule(beam);
  ElementShape shape;
  for (int e = 0; e < beam.element_count; ++e)
    for (int g = 0; g < 4; ++g)
      for (int s = 0; s < section.count; ++s) {
        beam_shape_functions(beam.planar, le, xi[g], section.y[s], section.z[s], shape);
        const Eigen::Vector3d point(le * (e + xi[g]), section.y[s], section.z[s]);
        const double weight = beam.section.density * beam.section.area * le * wx[g] * section.weight[s];
        visit(e, point, weight, shape);
      }
}

/// The basis in the coordinates the reference conditions leave (`kept`), columns = elastic coordinates.
Eigen::MatrixXd reduction_basis(const FlexibleBeam& beam, const std::vector<int>& kept, const Eigen::MatrixXd& k_full,
                                const Eigen::MatrixXd& m_full) {
  const int r = static_cast<int>(kept.size());
  Eigen::MatrixXd k(r, r), m(r, r);
  for (int i = 0; i < r; ++i)
    for (int j = 0; j < r; ++j) k(i, j) = k_full(kept[i], kept[j]), m(i, j) = m_full(kept[i], kept[j]);

  switch (beam.reduction) {
    case ElasticReduction::nodal:
      return Eigen::MatrixXd::Identity(r, r);
    case ElasticReduction::modes: {
      const int rigid = beam.reference == ReferenceConditions::free ? (beam.planar ? 3 : 6) : 0;
      if (beam.mode_count > r - rigid)
        throw std::invalid_argument("the beam has " + std::to_string(r - rigid) + " elastic modes on " +
                                    std::to_string(beam.element_count) + " elements, not " +
                                    std::to_string(beam.mode_count) + ": refine the mesh or keep fewer modes");
      Eigen::GeneralizedSelfAdjointEigenSolver<Eigen::MatrixXd> modes(k, m);
      if (modes.info() != Eigen::Success) throw std::invalid_argument("the beam's eigenvalue problem did not converge");
      // Mass-normalized (Eigen's convention), ascending: the free beam's first `rigid` are its rigid motions.
      if (rigid > 0 && modes.eigenvalues()(rigid) <= 0.0)
        throw std::invalid_argument("the free beam's elastic modes could not be told from its rigid motions");
      return modes.eigenvectors().middleCols(rigid, beam.mode_count);
    }
    case ElasticReduction::craig_bampton: {
      std::vector<char> is_boundary(r, 0);
      const int ns = beam_node_size(beam.planar);
      for (int node : beam.interface_nodes)
        for (int i = 0; i < r; ++i)
          if (kept[i] / ns == node) is_boundary[i] = 1;
      std::vector<int> boundary, internal;
      for (int i = 0; i < r; ++i) (is_boundary[i] ? boundary : internal).push_back(i);
      const int nb = static_cast<int>(boundary.size()), ni = static_cast<int>(internal.size());
      if (beam.mode_count > ni)
        throw std::invalid_argument("the beam has " + std::to_string(ni) +
                                    " coordinates inside its interface, fewer than the " +
                                    std::to_string(beam.mode_count) + " fixed-interface modes asked for");
      Eigen::MatrixXd k_ii(ni, ni), m_ii(ni, ni), k_ib(ni, nb);
      for (int i = 0; i < ni; ++i) {
        for (int j = 0; j < ni; ++j) k_ii(i, j) = k(internal[i], internal[j]), m_ii(i, j) = m(internal[i], internal[j]);
        for (int j = 0; j < nb; ++j) k_ib(i, j) = k(internal[i], boundary[j]);
      }
      Eigen::MatrixXd basis = Eigen::MatrixXd::Zero(r, nb + beam.mode_count);
      // Constraint modes: a unit value of one boundary coordinate, the inside in static equilibrium.
      const Eigen::LLT<Eigen::MatrixXd> inside(k_ii);
      if (ni > 0 && inside.info() != Eigen::Success)
        throw std::invalid_argument("the beam held at its interface nodes is not stiff (singular K_ii)");
      const Eigen::MatrixXd static_modes = ni > 0 ? Eigen::MatrixXd(-inside.solve(k_ib)) : Eigen::MatrixXd(0, nb);
      for (int j = 0; j < nb; ++j) {
        basis(boundary[j], j) = 1.0;
        for (int i = 0; i < ni; ++i) basis(internal[i], j) = static_modes(i, j);
      }
      if (beam.mode_count > 0) {
        Eigen::GeneralizedSelfAdjointEigenSolver<Eigen::MatrixXd> modes(k_ii, m_ii);
        if (modes.info() != Eigen::Success) throw std::invalid_argument("the beam's eigenvalue problem did not converge");
        for (int j = 0; j < beam.mode_count; ++j)
          for (int i = 0; i < ni; ++i) basis(internal[i], nb + j) = modes.eigenvectors()(i, j);
      }
      return basis;
    }
  }
  return {};
}

}  // namespace

const char* reference_conditions_name(ReferenceConditions reference) {
  switch (reference) {
    case ReferenceConditions::clamped: return "clamped";
    case ReferenceConditions::pinned: return "pinned";
    case ReferenceConditions::free: return "free";
  }
  return "?";
}

const char* elastic_reduction_name(ElasticReduction reduction) {
  switch (reduction) {
    case ElasticReduction::nodal: return "nodal";
    case ElasticReduction::modes: return "modes";
    case ElasticReduction::craig_bampton: return "craig_bampton";
  }
  return "?";
}

void assemble_beam_matrices(const FlexibleBeam& beam, Eigen::MatrixXd& stiffness, Eigen::MatrixXd& mass) {
  check_beam(beam);
  const int ns = beam_node_size(beam.planar), es = beam_element_size(beam.planar);
  const int size = (beam.element_count + 1) * ns;
  stiffness.setZero(size, size);
  mass.setZero(size, size);
  const double le = beam.length / beam.element_count;
  ElementMatrix element;
  beam_stiffness_matrix(beam.planar, le, beam.section, element);
  for (int e = 0; e < beam.element_count; ++e) stiffness.block(e * ns, e * ns, es, es) += element;
  for_each_material_point(beam, [&](int e, const Eigen::Vector3d&, double weight, const ElementShape& shape) {
    mass.block(e * ns, e * ns, es, es).noalias() += weight * shape.transpose() * shape;
  });
}

ElasticBody make_elastic_body(const FlexibleBeam& beam) {
  check_beam(beam);
  Eigen::MatrixXd k_full, m_full;
  assemble_beam_matrices(beam, k_full, m_full);
  const int ns = beam_node_size(beam.planar), es = beam_element_size(beam.planar);
  const int full = static_cast<int>(k_full.rows());

  const std::vector<int> held = held_coordinates(beam);
  std::vector<int> kept;
  for (int i = 0; i < full; ++i)
    if (std::find(held.begin(), held.end(), i) == held.end()) kept.push_back(i);
  const Eigen::MatrixXd reduced = reduction_basis(beam, kept, k_full, m_full);

  ElasticBody body;
  body.planar = beam.planar;
  body.node_count = beam.element_count + 1;
  body.length = beam.length;
  body.element_count = beam.element_count;
  const int n = static_cast<int>(reduced.cols());
  if (n > kMaxElasticCoordinates)
    throw std::invalid_argument("the beam keeps " + std::to_string(n) + " elastic coordinates, more than the " +
                                std::to_string(kMaxElasticCoordinates) +
                                " a flexible body takes: use fewer elements or reduction 'modes'");
  body.basis = Eigen::MatrixXd::Zero(full, n);
  for (int i = 0; i < static_cast<int>(kept.size()); ++i) body.basis.row(kept[i]) = reduced.row(i);

  body.stiffness = body.basis.transpose() * k_full * body.basis;
  body.mass = body.basis.transpose() * m_full * body.basis;
  body.stiffness = 0.5 * (body.stiffness + body.stiffness.transpose()).eval();
  body.mass = 0.5 * (body.mass + body.mass.transpose()).eval();
  body.damping = beam.rayleigh_mass * body.mass + beam.rayleigh_stiffness * body.stiffness;
  Eigen::GeneralizedSelfAdjointEigenSolver<Eigen::MatrixXd> modes(body.stiffness, body.mass,
                                                                   Eigen::EigenvaluesOnly);
  body.frequencies = modes.eigenvalues().cwiseMax(0.0).cwiseSqrt();

  body.s_bar.setZero(3, n);
  for (auto& s : body.s_bar_axis) s.setZero(3, n);
  for (auto& row : body.s_rows)
    for (auto& s : row) s.setZero(n, n);
  Eigen::Matrix<double, 3, Eigen::Dynamic> shape(3, n);
  for_each_material_point(beam, [&](int e, const Eigen::Vector3d& point, double weight, const ElementShape& element) {
    shape.noalias() = element * body.basis.middleRows(e * ns, es);
    body.total_mass += weight;
    body.first_moment += weight * point;
    body.second_moment.noalias() += weight * point * point.transpose();
    body.s_bar += weight * shape;
    for (int k = 0; k < 3; ++k) body.s_bar_axis[k] += (weight * point(k)) * shape;
    for (int k = 0; k < 3; ++k)
      for (int l = k; l < 3; ++l) body.s_rows[k][l].noalias() += weight * shape.row(k).transpose() * shape.row(l);
  });
  for (int k = 0; k < 3; ++k)
    for (int l = 0; l < k; ++l) body.s_rows[k][l] = body.s_rows[l][k].transpose();
  return body;
}

Eigen::Matrix<double, 3, Eigen::Dynamic> ElasticBody::node_translation(int node) const {
  const int ns = beam_node_size(planar);
  Eigen::Matrix<double, 3, Eigen::Dynamic> t = Eigen::Matrix<double, 3, Eigen::Dynamic>::Zero(3, coordinate_count());
  t.topRows(planar ? 2 : 3) = basis.middleRows(node * ns, planar ? 2 : 3);
  return t;
}

Eigen::Matrix<double, 3, Eigen::Dynamic> ElasticBody::node_rotation(int node) const {
  const int ns = beam_node_size(planar);
  Eigen::Matrix<double, 3, Eigen::Dynamic> r = Eigen::Matrix<double, 3, Eigen::Dynamic>::Zero(3, coordinate_count());
  if (planar)
    r.row(2) = basis.row(node * ns + 2);
  else
    r = basis.middleRows(node * ns + 3, 3);
  return r;
}

namespace {
// The element holding body-frame x and the local coordinate ξ of x in it.
int element_at(const ElasticBody& body, double x, double& xi) {
  const double le = body.length / body.element_count;
  const int e = std::clamp(static_cast<int>(std::floor(x / le)), 0, body.element_count - 1);
  xi = x / le - e;
  return e;
}
}  // namespace

Eigen::Matrix<double, 3, Eigen::Dynamic> ElasticBody::displacement_shape(const Eigen::Vector3d& point) const {
  double xi = 0.0;
  const int e = element_at(*this, point.x(), xi);
  ElementShape element;
  beam_shape_functions(planar, length / element_count, xi, point.y(), point.z(), element);
  const int ns = beam_node_size(planar);
  return element * basis.middleRows(e * ns, beam_element_size(planar));
}

Eigen::Matrix<double, 3, Eigen::Dynamic> ElasticBody::rotation_shape(double x) const {
  double xi = 0.0;
  const int e = element_at(*this, x, xi);
  ElementShape element;
  beam_section_rotation_functions(planar, length / element_count, xi, element);
  const int ns = beam_node_size(planar);
  return element * basis.middleRows(e * ns, beam_element_size(planar));
}

Eigen::Vector3d ElasticBody::displacement(const Eigen::Vector3d& point, const Eigen::Ref<const Eigen::VectorXd>& delta) const {
  double xi = 0.0;
  const int e = element_at(*this, point.x(), xi);
  ElementShape element;
  beam_shape_functions(planar, length / element_count, xi, point.y(), point.z(), element);
  const int ns = beam_node_size(planar), es = beam_element_size(planar);
  Eigen::Matrix<double, Eigen::Dynamic, 1, 0, 12, 1> nodal(es);
  nodal.noalias() = basis.middleRows(e * ns, es) * delta;
  return element * nodal;
}

}  // namespace mbdae
