// The elastic part of a flexible body, built once per model: a straight beam meshed into Euler–Bernoulli
// elements (flexible/beam_element.hpp) along the body's x axis, the reference conditions that say how
// the body frame follows the deformed beam, the reduction to the elastic coordinates δ the equations of
// motion carry, and the inertia shape integrals of paper 004, eqs. (9)–(15), in those coordinates.
//
// A material point at ū = (x, y, z) in the body frame sits, deformed, at ū + N(ū) δ (paper 004, eq. (2)),
// N = N_nodal(ū) B with B the reduction basis (nodal coordinates = B δ). The shape integrals are what the
// kinetic energy ½∫ρ|ẋ|² dV of paper 004, eq. (7) needs for any motion of the frame
// (flexible/floating_frame.hpp): with p = ū + N δ and k, l over the body axes,
//   m = ∫ρ dV,  s₀ = ∫ρ ū dV,  J₀ = ∫ρ ū ūᵀ dV,                 (rigid: mass and first/second moments)
//   S̄ = ∫ρ N dV (paper 004's m_Oi),  S̄_k = ∫ρ ū_k N dV (its m_ix, m_iy, m_iz),
//   S_kl = ∫ρ N_kᵀ N_l dV (N_k the k-th row of N; Σ_k S_kk is the mass matrix m of eq. (9)).
// They are computed by Gauss quadrature that is exact for these polynomial integrands: four points per
// element along x (degree 6), and across the section the points (±√(I_z/A), ±√(I_y/A)) with weight A/4,
// which reproduce the section's area and first and second moments, all the integrands need.
#pragma once

#include <Eigen/Dense>
#include <array>
#include <string>
#include <vector>

#include "flexible/beam_element.hpp"

namespace mbdae {

/// Most elastic coordinates one flexible body keeps: the joints' per-body matrices have this fixed
/// capacity, so that evaluating them never touches the heap (more elements: reduce to modes).
inline constexpr int kMaxElasticCoordinates = 200;

/// How the body frame is attached to the beam, i.e. which rigid motions the elastic coordinates leave
/// out (without this the frame and δ would describe the same motion twice):
///   clamped: the frame is the first node's (its displacements and rotations are zero): a cantilever;
///   pinned:  the frame's origin is the first node and its x axis passes through the last node (planar:
///            u_x, u_y of the first node and u_y of the last are zero; spatial also u_z of both ends and
///            the first node's twist θ_x): a simply supported beam;
///   free:    the frame is the mean axes of the free beam: the elastic coordinates are amplitudes of the
///            free–free vibration modes, which are mass-orthogonal to the rigid motions (modes only).
enum class ReferenceConditions { clamped, pinned, free };

/// Which elastic coordinates the body keeps.
///   nodal:         every nodal coordinate the reference conditions leave;
///   modes:         the lowest `mode_count` vibration modes of the beam held by its reference conditions
///                  (free-interface modes; with `free`, the free–free elastic modes);
///   craig_bampton: the static constraint modes of the interface nodes' coordinates plus the lowest
///                  `mode_count` modes with those coordinates held (fixed-interface modes).
enum class ElasticReduction { nodal, modes, craig_bampton };

const char* reference_conditions_name(ReferenceConditions reference);
const char* elastic_reduction_name(ElasticReduction reduction);

/// A flexible beam as a model declares it.
struct FlexibleBeam {
  bool planar = true;
  BeamSection section;
  double length = 0.0;
  int element_count = 0;
  ReferenceConditions reference = ReferenceConditions::clamped;
  ElasticReduction reduction = ElasticReduction::nodal;
  int mode_count = 0;                // modes and craig_bampton
  std::vector<int> interface_nodes;  // craig_bampton: nodes where joints attach
  double rayleigh_mass = 0.0;        // D = α M_ee + β K_ee, α in 1/s
  double rayleigh_stiffness = 0.0;   // β in s
};

/// The reduced elastic body. Everything is in the body frame.
struct ElasticBody {
  bool planar = true;
  int node_count = 0;
  double length = 0.0;
  int element_count = 0;
  /// Nodal coordinates (node_count · beam_node_size) = basis · δ.
  Eigen::MatrixXd basis;
  int coordinate_count() const { return static_cast<int>(basis.cols()); }

  Eigen::MatrixXd stiffness;  // K_ee = Bᵀ K B: strain energy ½ δᵀ K_ee δ (paper 004, eq. (21))
  Eigen::MatrixXd mass;       // M_ee = Bᵀ M B = Σ_k S_kk (paper 004, eq. (9))
  Eigen::MatrixXd damping;    // Rayleigh: α M_ee + β K_ee
  /// Natural frequencies (rad/s) of the kept elastic coordinates with the frame held still, ascending.
  Eigen::VectorXd frequencies;

  // Inertia shape integrals (see the file comment).
  double total_mass = 0.0;
  Eigen::Vector3d first_moment = Eigen::Vector3d::Zero();
  Eigen::Matrix3d second_moment = Eigen::Matrix3d::Zero();
  Eigen::Matrix<double, 3, Eigen::Dynamic> s_bar;
  std::array<Eigen::Matrix<double, 3, Eigen::Dynamic>, 3> s_bar_axis;  // S̄_k
  std::array<std::array<Eigen::MatrixXd, 3>, 3> s_rows;                 // S_kl

  /// Body-frame x of node `node` (nodes 0 … element_count, evenly spaced from 0 to length).
  double node_x(int node) const { return length * node / element_count; }
  /// The node's displacement per elastic coordinate, 3 × n (planar: zero z row).
  Eigen::Matrix<double, 3, Eigen::Dynamic> node_translation(int node) const;
  /// The node's small rotation (θ_x, θ_y, θ_z) per elastic coordinate, 3 × n (planar: θ_z only).
  Eigen::Matrix<double, 3, Eigen::Dynamic> node_rotation(int node) const;
  /// N(ū) of the material point at body-frame (x, y, z), 0 ≤ x ≤ length: 3 × n.
  Eigen::Matrix<double, 3, Eigen::Dynamic> displacement_shape(const Eigen::Vector3d& point) const;
  /// The section's small rotation at body-frame x per elastic coordinate, 3 × n: a direction ā fixed in
  /// the section turns to ā + θ × ā, θ = rotation_shape(x) δ.
  Eigen::Matrix<double, 3, Eigen::Dynamic> rotation_shape(double x) const;
  /// N(ū) δ without allocating (the time loop's markers).
  Eigen::Vector3d displacement(const Eigen::Vector3d& point, const Eigen::Ref<const Eigen::VectorXd>& delta) const;
  /// Whether x lies on the beam (within a relative 1e-9 of its ends).
  bool holds(double x) const { return x >= -1e-9 * length && x <= length * (1.0 + 1e-9); }
};

/// Meshes, holds and reduces `beam` and integrates its shape integrals. Throws std::invalid_argument
/// with a sentence naming the wrong value (a model loader adds the file and line).
ElasticBody make_elastic_body(const FlexibleBeam& beam);

/// The beam's full nodal stiffness and mass matrices (no reference conditions), for tests and for the
/// reductions: K from the elements' strain energy, M = ∫ρ N_nodalᵀ N_nodal dV by the same quadrature.
void assemble_beam_matrices(const FlexibleBeam& beam, Eigen::MatrixXd& stiffness, Eigen::MatrixXd& mass);

}  // namespace mbdae
