// Gibbs–Appell's equations in quasi-velocities (paper 004, eq. (37): ∂S/∂ẇ_j = Q_j, S = ½∫ρ a·a dV the
// acceleration energy). Each rigid body moves with the quasi-velocities w_b = (ṙ_b, ω̄_b): its origin's
// velocity in the ground frame and its angular velocity in its own frame (planar: ẋ, ẏ, ω). Whatever
// the coordinates, q̇_b = B_b(q_b) w_b (CoordinateType::twist_basis), so q̈ = B ẇ + c with c = Ḃ w
// (CoordinateType::twist_rate_term). For a body of mass m, centre of mass c̄ and inertia J̄_O about
// its origin (body frame), a = r̈ + A(ε̄ × ū + ω̄ × (ω̄ × ū)) at the point ū gives
//   ∂S/∂r̈ = m r̈ + A(ε̄ × m c̄ + ω̄ × (ω̄ × m c̄)),   ∂S/∂ε̄ = m c̄ × Aᵀ r̈ + J̄_O ε̄ + ω̄ × J̄_O ω̄,
// i.e. ∂S/∂ẇ = M_w ẇ + h_w with the body-frame-constant blocks M_w = [m I, −A m c̃; m c̃ Aᵀ, J̄_O] and
// h_w = [A(ω̄ × (ω̄ × m c̄)); ω̄ × J̄_O ω̄] (Euler's gyroscopic term). The applied forces do the virtual
// work Q_eᵀ δq = (B_bᵀ Q_e)ᵀ δw, and the constraints C_q q̈ = γ become C_w ẇ = γ − C_q c with
// C_w = C_q B, so the equations of motion are the saddle point
//   [M_w  C_wᵀ] [ẇ]   [Bᵀ Q_e − h_w]
//   [C_w   0  ] [λ] = [γ − C_q c   ],
// solved here by its Schur complement. A body's normalization rows vanish identically in w
// (Φ_q B = 0: quasi-velocities need no normalization), so only the joints' rows enter; their
// multipliers are those of every other formulation (formulations/acceleration_formulation.hpp). The
// normalization rows' multipliers, which belong to the coordinates and not to the mechanism, follow
// afterwards from Lagrange's equations: Φ_bᵀ λ_Φ,b = (Q − M q̈ − C_jᵀ λ_j)_b, which Gibbs–Appell's
// equations leave in the row space of Φ_bᵀ, body by body.
//
// A flexible body adds its elastic rates δ̇ to its frame's twist as quasi-velocities (B's block for
// them is the identity): its M_w and h_w come from the acceleration energy of the deforming beam,
// FloatingFrame::gibbs_appell_terms (src/flexible/floating_frame.hpp), and are no longer constant.
//
// What it does differently from Lagrange's form (af): 6 unknowns per body (3 in the plane) in every
// coordinate type instead of 12 (NACF) or 7 (RPCF-EP), a mass matrix whose rigid blocks are constant in
// the body frame, no quadratic-velocity vector of the coordinates and no normalization rows; for the maps B
// and c and the product C_q B. Dense; global coordinates (docs/methods.md, "Gibbs–Appell").
#pragma once

#include <Eigen/Dense>
#include <array>
#include <vector>

#include "formulations/acceleration_formulation.hpp"

namespace mbdae {

class GibbsAppellFormulation final : public AccelerationFormulation {
 public:
  /// Error{Kind::usage} for a system not in global coordinates (relative coordinates).
  explicit GibbsAppellFormulation(const EquationsOfMotion& system);
  const char* name() const override { return "gibbs-appell"; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

 private:
  /// A flexible body's blocks of M_w and of Bᵀ Q_e − h_w (FloatingFrame::gibbs_appell_terms).
  void flexible_quasi_terms(int body, int flexible, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                            const Eigen::Vector3d& omega, const std::array<int, 6>& entries);

  const MultibodySystem& bodies_;
  int twist_size_;         // per body: 6, or 3 in the plane
  int rigid_quasi_count_;  // bodies × twist_size_
  int elastic_start_;      // the first elastic coordinate in q
  int quasi_count_;        // rigid_quasi_count_ + the elastic coordinates
  std::vector<int> flexible_of_body_;               // per body: its flexible body, or −1
  std::vector<Eigen::MatrixXd> flexible_mass_;      // per flexible body: its (6 + n)² M_w
  std::vector<Eigen::VectorXd> flexible_inertia_;   // and h_w
  int intrinsic_count_;  // the normalization rows, first in C_q
  Eigen::MatrixXd basis_;           // B, n × quasi_count_, block diagonal
  Eigen::VectorXd rate_term_;       // c = Ḃ w
  Eigen::VectorXd quasi_velocity_;  // w
  Eigen::MatrixXd quasi_mass_;      // M_w, block diagonal
  Eigen::VectorXd quasi_forces_;    // Bᵀ Q_e − h_w
  Eigen::MatrixXd quasi_jacobian_;  // C_w = C_q B, joints' rows
  Eigen::VectorXd quasi_gamma_;     // γ − C_q c, joints' rows
  Eigen::LLT<Eigen::MatrixXd> mass_factor_;
  Eigen::MatrixXd inverse_mass_jacobian_t_;  // M_w⁻¹ C_wᵀ
  Eigen::MatrixXd schur_;                    // C_w M_w⁻¹ C_wᵀ
  Eigen::LLT<Eigen::MatrixXd> schur_factor_;
  Eigen::VectorXd quasi_acceleration_;  // ẇ
  Eigen::VectorXd joint_multipliers_;
  SparseMatrix mass_;                   // M, for the normalization rows' multipliers
  Eigen::VectorXd residual_;            // Q − M q̈ − C_jᵀ λ_j
};

}  // namespace mbdae
