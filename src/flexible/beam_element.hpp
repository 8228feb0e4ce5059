// One Euler–Bernoulli beam element of a flexible body: the shape functions N that give a material
// point's elastic displacement from the element's nodal coordinates (paper 004, eq. (2): u = N δ), and
// the stiffness matrix k = ∫ Nᵀbᵀ H b N dV of its strain energy ½ δᵀ k δ (paper 004, eqs. (16)–(21)).
// The paper leaves the element open; this is the choice docs/methods.md ("Flexible bodies") derives:
//   - axial displacement u(x) linear, bending deflections v(x), w(x) Hermite cubic, torsion φ(x) linear;
//   - plane sections stay plane and normal to the axis, so a point (x, y, z) of the section at x moves by
//       d = (u − y v′ − z w′,  v − z φ,  w + y φ)
//     (planar elements: d = (u − y v′, v), the plane being the body's x–y plane);
//   - nodal coordinates per node: planar (u_x, u_y, θ_z), spatial (u_x, u_y, u_z, θ_x, θ_y, θ_z), with the
//     small rotations θ_z = v′, θ_y = −w′, θ_x = φ.
// The element lies along the body's x axis, from x_a to x_a + length, its section's centroid on the axis.
#pragma once

#include <Eigen/Dense>

namespace mbdae {

/// Material and cross-section of a straight, uniform beam. Section axes y, z are principal.
struct BeamSection {
  double youngs_modulus = 0.0;   // E, Pa
  double shear_modulus = 0.0;    // G, Pa (torsion; spatial only)
  double density = 0.0;          // ρ, kg/m³
  double area = 0.0;             // A, m²
  double second_moment_y = 0.0;  // I_y = ∫ z² dA, m⁴ (bending in the x–z plane)
  double second_moment_z = 0.0;  // I_z = ∫ y² dA, m⁴ (bending in the x–y plane, the planar one)
  double torsion_constant = 0.0; // J_t, m⁴ (GJ_t is the torsional stiffness; the section's polar
                                 // moment I_y + I_z gives its rotary inertia)
};

/// Nodal coordinates per node: 3 in the plane, 6 in space.
inline int beam_node_size(bool planar) { return planar ? 3 : 6; }
inline int beam_element_size(bool planar) { return 2 * beam_node_size(planar); }

using ElementShape = Eigen::Matrix<double, 3, Eigen::Dynamic, 0, 3, 12>;
using ElementMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, 12, 12>;

/// N of the element at axial position ξ ∈ [0, 1] (x = x_a + ξ length) and section point (y, z):
/// 3 × beam_element_size(planar), the displacement of that material point per nodal coordinate, in the
/// body frame (planar: the z row is zero and z is ignored).
void beam_shape_functions(bool planar, double length, double xi, double y, double z, ElementShape& shape);

/// The small rotation (θ_x, θ_y, θ_z) = (φ, −w′, v′) of the section at ξ per nodal coordinate, 3 × size
/// (planar: only the θ_z row).
void beam_section_rotation_functions(bool planar, double length, double xi, ElementShape& rotation);

/// The element's stiffness matrix, ∫ (EA u′² + EI_z v″² + EI_y w″² + GJ_t φ′²) dx written as δᵀ k δ
/// (exact: two-point Gauss rule on the quadratic integrands).
void beam_stiffness_matrix(bool planar, double length, const BeamSection& section, ElementMatrix& stiffness);

/// Gauss–Legendre points and weights on [0, 1] with `count` points (1 to 4): a rule of `count`
/// points integrates polynomials up to degree 2·count − 1 exactly.
void gauss_rule_unit_interval(int count, double* points, double* weights);

}  // namespace mbdae
