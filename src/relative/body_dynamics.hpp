// Each body's inertia and forces at the ground origin, in the twist variables Z = [ṡ; ω] of
// tree_kinematics.hpp, for the recursive dynamics of relative coordinates.
//
// With g the centre of mass (ground), v_G = ṡ + ω × g and J_G the inertia about it in ground axes, the
// kinetic energy ½ m |v_G|² + ½ ωᵀ J_G ω is ½ Zᵀ M̄ Z with
//   M̄ = [m I, −m g̃; m g̃, J_G − m g̃ g̃].
// Newton's law for the momentum m v_G and Euler's for the angular momentum about the fixed origin,
// h_O = g × m v_G + J_G ω, written with Ż give M̄ Ż = Q̄ with
//   Q̄ = [f; n_O] − [m ω × v_G; g × (m ω × v_G) + ω × J_G ω],
// f the resultant of the applied forces and n_O their moment about the origin (gravity at g, point
// forces, torques, spring–dampers). With Z = R ż and Ż = R z̈ + D, the virtual power of R δż gives
// the equations in z: M = Rᵀ M̄ R, Q = Rᵀ (Q̄ − M̄ D) (accumulated_inertia.hpp, velocity_transformation.hpp).
#pragma once

#include <vector>

#include "relative/tree_kinematics.hpp"

namespace mbdae {

using SpatialInertia = Eigen::Matrix<double, 6, 6>;

/// M̄ of body `body` at its pose in `state`.
SpatialInertia inertia_at_origin(const RigidBodyInertia& inertia, const Eigen::Matrix3d& rotation,
                                 const Eigen::Vector3d& position);

/// Q̄ of every body at `state`: applied forces and
/// moments about the origin, less the velocity terms of the momenta.
void body_forces(const Model& model, const TreeState& state, std::vector<Twist>& forces);
/// The power of the applied forces without a potential at the state (torques, dampers, force elements
/// at time t): EquationsOfMotion::nonconservative_power.
double nonconservative_power(const Model& model, const TreeState& state, double t);

/// Kinetic energy Σ ½ Zᵀ M̄ Z.
double kinetic_energy(const Model& model, const TreeState& state);
/// Potential energy of gravity and the springs, zero at the ground origin and at free length.
double potential_energy(const Model& model, const TreeState& state);

}  // namespace mbdae
