// The kinetics of one flexible body in a floating frame of reference, for any coordinate type
// (src/coordinates/): the body frame moves with the body's rigid coordinates q_b (velocities v_b), the
// beam deforms in it by the elastic coordinates δ, and a material point ū is at (paper 004, eqs. (1)–(2))
//   x = R(q_b) + A(q_b) p,   p = ū + N(ū) δ.
// The kinetic energy T = ½∫ρ|ẋ|² dV (paper 004, eq. (7)) with
//   ẋ = X(p) v_b + A N δ̇,   X(p) = ∂x/∂q_b = E + Σ_k p_k J_k,
// where E holds the identity in the origin columns and J_k = ∂(A e_k)/∂q_b is the coordinate type's
// rotate_jacobian of the body axis e_k: x is linear in p, so every integral over the body reduces to the
// shape integrals of flexible/elastic_body.hpp. The generalized mass matrix, in (v_b, δ̇):
//   M_bb = m EᵀE + Eᵀ(Σ_k s_k J_k) + (Σ_k s_k J_k)ᵀE + Σ_kl J_kl J_kᵀ J_l,   s = ∫ρ p, J_kl = ∫ρ p_k p_l,
//   M_be = EᵀA S̄ + Σ_k J_kᵀ A P_k,   P_k = ∫ρ p_k N = S̄_k + (rows δᵀ S_kl),
//   M_ee = Σ_kl (AᵀA)_kl S_kl   (= Σ_k S_kk, paper 004's m, when A is a rotation).
// The quadratic-velocity forces follow from d'Alembert's principle, ∫ρ δxᵀ ẍ dV = virtual work, exact
// for this holonomic map: ẍ = X q̈_b + A N δ̈ + h(p) with
//   h(p) = Σ_k p_k a_k + 2 Σ_k ȧ_k N_k δ̇,   a_k = J̇_k v_b (rotate_acceleration_term), ȧ_k = J_k v_b,
// the second term being the Coriolis acceleration 2 Ȧ N δ̇ of paper 004, eq. (4), so
//   Q_v = −∫ρ [X, A N]ᵀ h dV.
// In the body frame these are paper 004's eq. (36): M_ee δ̈ = −Aᵀ-terms (its q_i(ε), q_i(ω), k(ε), k(ω),
// c δ̇ and m_Oi r̈_O) − K δ + …; here they are written once in the coordinates' own terms, so the same
// code serves natural coordinates, Euler parameters and the planar types, and the equations are those of
// Lagrange for the coordinate type's exact A(q) (also off its normalization constraints).
//
// An object keeps working buffers: one per thread. Nothing allocates after construction.
#pragma once

#include <Eigen/Dense>
#include <memory>

#include "coordinates/coordinate_type.hpp"
#include "flexible/elastic_body.hpp"

namespace mbdae {

using ElasticVector = Eigen::Ref<const Eigen::VectorXd>;

class FloatingFrame {
 public:
  FloatingFrame(std::shared_ptr<const ElasticBody> elastic, std::shared_ptr<const CoordinateType> coordinates);

  const ElasticBody& elastic() const { return *elastic_; }
  int rigid_size() const { return coordinates_->size(); }
  int elastic_size() const { return elastic_->coordinate_count(); }

  /// The generalized mass matrix's blocks at (q_b, δ): rigid × rigid, rigid × elastic, elastic × elastic.
  void mass_matrix(const BodyCoordinates& q, const ElasticVector& delta, Eigen::Ref<Eigen::MatrixXd> m_bb,
                   Eigen::Ref<Eigen::MatrixXd> m_be, Eigen::Ref<Eigen::MatrixXd> m_ee) const;
  /// Q_v (see the file comment): the rigid coordinates' part and the elastic part.
  void quadratic_velocity_forces(const BodyCoordinates& q, const BodyCoordinates& v, const ElasticVector& delta,
                                 const ElasticVector& delta_rate, Eigen::Ref<Eigen::VectorXd> q_b,
                                 Eigen::Ref<Eigen::VectorXd> q_e) const;
  /// ∂T/∂q at fixed velocities: the rigid coordinates' part and the elastic part (see the .cpp), for
  /// the canonical momenta's rate (formulations/hamilton.hpp).
  void kinetic_energy_gradient(const BodyCoordinates& q, const BodyCoordinates& v, const ElasticVector& delta,
                               const ElasticVector& delta_rate, Eigen::Ref<Eigen::VectorXd> g_b,
                               Eigen::Ref<Eigen::VectorXd> g_e) const;
  /// Gibbs–Appell's terms in the quasi-velocities w = (ṙ, ω̄, δ̇) — the origin's velocity (ground frame),
  /// the body-frame angular velocity ω̄ and the elastic rates: the gradient of the acceleration energy
  /// S = ½∫ρ|a|² dV is ∂S/∂ẇ = M_w ẇ + h_w (see the .cpp), M_w (6 + n) × (6 + n), h_w 6 + n, in that order.
  /// Valid where A(q) is a rotation (on the normalization constraints).
  void gibbs_appell_terms(const BodyCoordinates& q, const ElasticVector& delta, const ElasticVector& delta_rate,
                          const Eigen::Vector3d& body_angular_velocity, Eigen::Ref<Eigen::MatrixXd> mass_w,
                          Eigen::Ref<Eigen::VectorXd> inertia_w) const;
  /// Gravity g (ground frame) on the deformed body, added to q_b and q_e.
  void add_gravity_forces(const BodyCoordinates& q, const ElasticVector& delta, const Eigen::Vector3d& gravity,
                          Eigen::Ref<Eigen::VectorXd> q_b, Eigen::Ref<Eigen::VectorXd> q_e) const;
  /// The elastic and damping forces −K δ − D δ̇, added to q_e.
  void add_elastic_forces(const ElasticVector& delta, const ElasticVector& delta_rate,
                          Eigen::Ref<Eigen::VectorXd> q_e) const;

  double kinetic_energy(const BodyCoordinates& q, const BodyCoordinates& v, const ElasticVector& delta,
                        const ElasticVector& delta_rate) const;
  /// −gᵀ(m R + A s(δ)), zero at the frame origin with δ = 0 and R = 0.
  double gravity_potential(const BodyCoordinates& q, const ElasticVector& delta, const Eigen::Vector3d& gravity) const;
  double strain_energy(const ElasticVector& delta) const;
  /// The power of the Rayleigh damping, −δ̇ᵀ D δ̇.
  double damping_power(const ElasticVector& delta_rate) const;

 private:
  /// J_k, A, s(δ), J_kl(δ) and P_k(δ) at (q_b, δ), into the buffers.
  void evaluate_moments(const BodyCoordinates& q, const ElasticVector& delta) const;

  std::shared_ptr<const ElasticBody> elastic_;
  std::shared_ptr<const CoordinateType> coordinates_;
  int translation_size_;

  mutable BodyJacobian axis_jacobian_[3];                       // J_k
  mutable Eigen::Matrix3d rotation_;                            // A
  mutable Eigen::Vector3d first_moment_;                        // s(δ)
  mutable Eigen::Matrix3d second_moment_;                       // J_kl(δ)
  mutable Eigen::Matrix<double, 3, Eigen::Dynamic> moment_shape_[3];  // P_k(δ)
  mutable Eigen::Matrix<double, 3, Eigen::Dynamic> rotated_;    // scratch, 3 × n
  mutable Eigen::VectorXd elastic_scratch_;                     // n
  mutable Eigen::MatrixXd mass_bb_, mass_be_, mass_ee_;         // kinetic_energy()'s mass blocks
  mutable Eigen::VectorXd rigid_scratch_;                       // size()
};

}  // namespace mbdae
