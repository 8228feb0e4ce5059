// Augmented formulation (paper 000 §3.1): the saddle-point system
//   [M  C_qᵀ] [q̈]   [Q_v + Q_e]
//   [C_q  0 ] [λ] = [   Q_d   ]
// solved through the Schur complement S = C_q M̂⁻¹ C_qᵀ, S λ = C_q M̂⁻¹ Q̂ − γ, q̈ = M̂⁻¹ (Q̂ − C_qᵀ λ).
//
// M̂ is block diagonal (one block per body) and inverted body by body — once for all in NACF, where
// M is constant. In RPCF-EP the mass matrix is singular along p (Ḡ p = 0), so every body block is
// augmented with its normalization constraint: M̂ = M + Φ_qᵀΦ_q, Q̂ = Q + Φ_qᵀγ_Φ. This adds
// Φ_qᵀ(Φ_q q̈ − γ_Φ) = 0 to the first block row and leaves q̈ and λ unchanged.
//
// S is accumulated body by body, S[R_b, R_b] += C_b M̂_b⁻¹ C_bᵀ over the rows R_b that touch body b,
// so its cost grows with the number of joints per body, not with n·m².
#pragma once

#include <vector>

#include "formulations/acceleration_formulation.hpp"

namespace mbdae {

class AugmentedFormulation final : public AccelerationFormulation {
 public:
  explicit AugmentedFormulation(const MultibodySystem& system);
  const char* name() const override { return "af"; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

 private:
  void invert_mass_blocks(double t, const Eigen::VectorXd& q);  // t only for the error message

  // Per body: its constraint rows R_b, C_b = C_q[R_b, body columns], Y_b = M̂_b⁻¹ C_bᵀ, M̂_b⁻¹.
  struct BodyBlock {
    const std::vector<int>* rows = nullptr;
    Eigen::MatrixXd jacobian;
    Eigen::MatrixXd inverse_mass_jacobian_t;
    Eigen::MatrixXd product;  // C_b Y_b
    BodyMatrix inverse_mass;
    BodyVector free_acceleration;  // M̂_b⁻¹ Q̂_b
    Eigen::VectorXd local_rhs;     // C_b M̂_b⁻¹ Q̂_b
    Eigen::VectorXd local_multipliers;
  };

  bool constant_mass_;
  bool augment_with_normalization_;
  std::vector<BodyBlock> blocks_;
  Eigen::MatrixXd schur_;  // C_q M̂⁻¹ C_qᵀ, m × m
  Eigen::LLT<Eigen::MatrixXd> schur_factor_;
  Eigen::VectorXd augmented_forces_;  // Q̂
  Eigen::VectorXd schur_rhs_;
};

}  // namespace mbdae
