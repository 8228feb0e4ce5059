// Hamilton's canonical equations (paper 004, eqs. (26)–(30) and (47)–(48)): the state is the coordinates
// q and their conjugate momenta p = ∂T/∂q̇ = M(q) q̇ instead of the velocities, and the equations of
// motion are first order from the start,
//   q̇ = ∂H/∂p,   ṗ = −∂H/∂q + Q_e − C_qᵀλ = ∂T/∂q + Q_e − C_qᵀλ
// (−∂H/∂q at fixed p equals ∂T/∂q at fixed q̇ for H = T + V with T quadratic in q̇; the potential's
// forces are part of Q_e here). With constraints, q̇ = ∂H/∂p is the velocity-level saddle point
//   [M   C_qᵀ] [q̇]   [  p  ]
//   [C_q  0  ] [μ] = [−C_t ],
// whose μ takes up the part of p along C_qᵀ: any drift of p in those directions leaves q̇ alone, and q̇
// satisfies C_q q̇ + C_t = 0 at every evaluation, stage and step by construction. The multipliers are the
// constraint forces of the acceleration-level saddle point with the same matrix (Lagrange's, AF's λ),
//   [M   C_qᵀ] [q̈]   [Q_v + Q_e]
//   [C_q  0  ] [λ] = [    γ    ],
// so that ṗ = d(M q̇)/dt keeps q̇ on the velocity constraints' manifold: one factorization, two right-hand
// sides. Where the mass matrix is singular along the normalization (Euler parameters), both are solved
// with M̂ = M + Φ_NᵀΦ_N over the normalization rows N, which changes neither solution (Φ_N q̇ = 0 and
// Φ_N q̈ = γ_N hold in them; formulations/af.hpp).
//
// What it does differently from Lagrange's form (af): the integrator marches (q, p), not (q, v) (the
// first-order form of AccelerationFormulation, which rk4 and ab4 march); it needs ∂T/∂q and the applied
// forces apart (MultibodySystem::kinetic_energy_gradient, applied_forces) besides Q_v for λ, and a second
// right-hand side; velocities come out of a projection. Dense on the whole M (as af's form for a mass
// matrix that is not block diagonal): O(n³) per evaluation. Global coordinates, rigid and flexible bodies.
// The variant of Lankarani and Nikravesh (p̂ = M q̇ + C_qᵀσ, σ̇ = λ: no acceleration-level solve) needs
// Ċ_qᵀσ, the constraints' second derivatives that γ holds, and adds σ's drift; docs/methods.md says why
// mbdae takes λ from the acceleration level instead.
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "formulations/acceleration_formulation.hpp"
#include "linear_algebra/dense_cholesky.hpp"

namespace mbdae {

class CanonicalMomentumFormulation final : public AccelerationFormulation {
 public:
  /// Error{Kind::usage} for a system not in global coordinates (relative coordinates).
  explicit CanonicalMomentumFormulation(const EquationsOfMotion& system);
  const char* name() const override { return "hamilton"; }

  /// q̈ and λ at (t, q, v): Lagrange's saddle point, for the integrators that start from it.
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

  /// p = M(q) v.
  void velocity_variable(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& momenta) override;
  /// q̇ from the velocity-level saddle point, ṗ = ∂T/∂q + Q_e − C_qᵀλ, and λ.
  void rates(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta, Eigen::VectorXd& velocities,
             Eigen::VectorXd& momentum_rate, Eigen::VectorXd& multipliers) override;
  /// q̇ from the velocity-level saddle point alone.
  void velocities(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta,
                  Eigen::VectorXd& velocities) override;

 private:
  /// C_q (dense), M̂ and its factor, M̂⁻¹C_qᵀ, S = C_q M̂⁻¹ C_qᵀ and its factor at (t, q).
  void factor(double t, const Eigen::VectorXd& q);
  /// q̇ from p with the factors of factor().
  void project(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& momenta, Eigen::VectorXd& velocities);
  /// q̈ and λ at (t, q, v) with the factors of factor(); leaves Q_e in applied_.
  void accelerations(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
                     Eigen::VectorXd& multipliers);

  const MultibodySystem& bodies_;
  bool regularize_;      // M is singular along the normalizations (Euler parameters)
  bool constant_mass_;   // M̂ = M is factored once
  bool mass_factored_ = false;
  std::vector<int> normalization_rows_;
  SparseMatrix mass_;
  Eigen::MatrixXd augmented_mass_;           // M̂
  Eigen::LLT<Eigen::MatrixXd> mass_factor_;
  Eigen::MatrixXd inverse_mass_jacobian_t_;  // Y = M̂⁻¹ C_qᵀ
  Eigen::MatrixXd schur_;                    // S = C_q Y
  DenseCholesky schur_factor_;
  Eigen::VectorXd time_derivative_;          // C_t
  Eigen::VectorXd applied_, inertia_, gradient_;  // Q_e, Q_v, ∂T/∂q
  Eigen::VectorXd schur_rhs_, acceleration_;  // μ's right-hand side; q̈ (unused by rates())
};

}  // namespace mbdae
