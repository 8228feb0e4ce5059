#include "flexible/beam_element.hpp"

#include <cmath>
#include <stdexcept>

namespace mbdae {

namespace {

// Hermite cubics on [0, 1] for a deflection with end values and end slopes (slopes per unit x, hence
// the factor `length` on H2, H4), and their first and second x-derivatives.
struct Hermite {
  double h[4];
  double dh[4];
  double ddh[4];
};

Hermite hermite(double length, double xi) {
  const double l = length, x2 = xi * xi, x3 = x2 * xi;
  Hermite c;
  c.h[0] = 1.0 - 3.0 * x2 + 2.0 * x3;
  c.h[1] = l * (xi - 2.0 * x2 + x3);
  c.h[2] = 3.0 * x2 - 2.0 * x3;
  c.h[3] = l * (-x2 + x3);
  c.dh[0] = (-6.0 * xi + 6.0 * x2) / l;
  c.dh[1] = 1.0 - 4.0 * xi + 3.0 * x2;
  c.dh[2] = (6.0 * xi - 6.0 * x2) / l;
  c.dh[3] = -2.0 * xi + 3.0 * x2;
  c.ddh[0] = (-6.0 + 12.0 * xi) / (l * l);
  c.ddh[1] = (-4.0 + 6.0 * xi) / l;
  c.ddh[2] = (6.0 - 12.0 * xi) / (l * l);
  c.ddh[3] = (-2.0 + 6.0 * xi) / l;
  return c;
}

// Column of each nodal coordinate in the element vector, node a then node b.
struct Columns {
  int ux, uy, uz, tx, ty, tz;
};
Columns columns(bool planar, int node) {
  if (planar) return {3 * node, 3 * node + 1, -1, -1, -1, 3 * node + 2};
  return {6 * node, 6 * node + 1, 6 * node + 2, 6 * node + 3, 6 * node + 4, 6 * node + 5};
}

}  // namespace

void gauss_rule_unit_interval(int count, double* points, double* weights) {
  static const double p1[] = {0.0};
  static const double w1[] = {2.0};
  static const double p2[] = {-0.57735026918962576451, 0.57735026918962576451};
  static const double w2[] = {1.0, 1.0};
  static const double p3[] = {-0.77459666924148337704, 0.0, 0.77459666924148337704};
  static const double w3[] = {0.55555555555555555556, 0.88888888888888888889, 0.55555555555555555556};
  static const double p4[] = {-0.86113631159405257522, -0.33998104358485626480, 0.33998104358485626480,
                              0.86113631159405257522};
  static const double w4[] = {0.34785484513745385737, 0.65214515486254614263, 0.65214515486254614263,
                              0.34785484513745385737};
  const double* p = nullptr;
  const double* w = nullptr;
  switch (count) {
    case 1: p = p1, w = w1; break;
    case 2: p = p2, w = w2; break;
    case 3: p = p3, w = w3; break;
    case 4: p = p4, w = w4; break;
    default: throw std::invalid_argument("gauss_rule_unit_interval: 1 to 4 points");
  }
  for (int i = 0; i < count; ++i) {
    points[i] = 0.5 * (p[i] + 1.0);
    weights[i] = 0.5 * w[i];
  }
}

void beam_shape_functions(bool planar, double length, double xi, double y, double z, ElementShape& shape) {
  shape.setZero(3, beam_element_size(planar));
  const Hermite c = hermite(length, xi);
  const double axial[2] = {1.0 - xi, xi};
  for (int node = 0; node < 2; ++node) {
    const Columns k = columns(planar, node);
    const int h = 2 * node;  // Hermite functions of this node's value and slope
    // Axial: u − y v′ (− z w′).
    shape(0, k.ux) += axial[node];
    shape(0, k.uy) += -y * c.dh[h];
    shape(0, k.tz) += -y * c.dh[h + 1];
    // v: the x–y plane's deflection.
    shape(1, k.uy) += c.h[h];
    shape(1, k.tz) += c.h[h + 1];
    if (planar) continue;
    // w = H u_z − H θ_y (θ_y = −w′), and its slope in the axial row.
    shape(0, k.uz) += -z * c.dh[h];
    shape(0, k.ty) += z * c.dh[h + 1];
    shape(2, k.uz) += c.h[h];
    shape(2, k.ty) += -c.h[h + 1];
    // Torsion φ linear: (−z φ, y φ) in (y, z).
    shape(1, k.tx) += -z * axial[node];
    shape(2, k.tx) += y * axial[node];
  }
}

void beam_section_rotation_functions(bool planar, double length, double xi, ElementShape& rotation) {
  rotation.setZero(3, beam_element_size(planar));
  const Hermite c = hermite(length, xi);
  const double axial[2] = {1.0 - xi, xi};
  for (int node = 0; node < 2; ++node) {
    const Columns k = columns(planar, node);
    const int h = 2 * node;
    rotation(2, k.uy) = c.dh[h];
    rotation(2, k.tz) = c.dh[h + 1];
    if (planar) continue;
    rotation(1, k.uz) = -c.dh[h];
    rotation(1, k.ty) = c.dh[h + 1];
    rotation(0, k.tx) = axial[node];
  }
}

void beam_stiffness_matrix(bool planar, double length, const BeamSection& section, ElementMatrix& stiffness) {
  const int size = beam_element_size(planar);
  stiffness.setZero(size, size);
  double points[2], weights[2];
  gauss_rule_unit_interval(2, points, weights);
  // Strain measures per nodal coordinate: u′, v″, w″, φ′ (b N of paper 004, eq. (18)).
  Eigen::Matrix<double, 4, Eigen::Dynamic, 0, 4, 12> strains;
  for (int g = 0; g < 2; ++g) {
    const Hermite c = hermite(length, points[g]);
    strains.setZero(4, size);
    for (int node = 0; node < 2; ++node) {
      const Columns k = columns(planar, node);
      const int h = 2 * node;
      strains(0, k.ux) = node == 0 ? -1.0 / length : 1.0 / length;
      strains(1, k.uy) = c.ddh[h];
      strains(1, k.tz) = c.ddh[h + 1];
      if (planar) continue;
      strains(2, k.uz) = c.ddh[h];
      strains(2, k.ty) = -c.ddh[h + 1];
      strains(3, k.tx) = node == 0 ? -1.0 / length : 1.0 / length;
    }
    const Eigen::Vector4d rigidity(section.youngs_modulus * section.area,
                                   section.youngs_modulus * section.second_moment_z,
                                   section.youngs_modulus * section.second_moment_y,
                                   section.shear_modulus * section.torsion_constant);
    stiffness.noalias() += weights[g] * length * strains.transpose() * rigidity.asDiagonal() * strains;
  }
}

}  // namespace mbdae
