// Index-3 augmented Lagrangian with an energy-conserving step: `--integrator ali3p-trapezoidal
// --energy-conserving`, for coordinates with a constant mass matrix (NACF, planar NACF).
//
// Why: faithful ALI3-P (integrators/ali3p_trapezoidal.hpp) loses energy at a steady O(Δt³) rate on a
// conservative pendulum, because its velocity projection removes kinetic energy and its acceleration
// projection starts every step from other multipliers than the last one ended with (docs/methods.md).
// This variant keeps ALI3-P's augmented Lagrangian machinery — Newton on the positions at t + Δt, the
// penalty α, the multiplier iteration λ*(i+1) = λ*(i) + αC(i+1) of paper 001 eq. (2), the same sparse
// tangent — and replaces the trapezoidal force balance by the energy-consistent one of Gonzalez (1999,
// Physica D 132:165) used with an augmented Lagrangian by García Orden & Goicolea (2000, Multibody
// Syst. Dyn. 4:225):
//   q_{n+1} − q_n = Δt/2 (v_n + v_{n+1})                                   (the trapezoidal rule)
//   M (v_{n+1} − v_n)/Δt + C̄_qᵀ(λ* + αC(q_{n+1})) − Q(t_{n+½}, q_{n+½}, (q_{n+1} − q_n)/Δt) = 0
// with Gonzalez's discrete constraint gradient
//   C̄_q = C_q(q_{n+½}) + [C(q_{n+1}) − C(q_n) − C_q(q_{n+½})Δq − Δt C_t] Δqᵀ/|Δq|²,
// which satisfies C̄_q Δq = C(q_{n+1}) − C(q_n) − Δt C_t exactly. For NACF's quadratic constraints the
// bracket is round-off except in driven (rheonomic) rows; it makes the balance exact for any constraint.
//
// Energy: with M constant, ½v_{n+1}ᵀMv_{n+1} − ½v_nᵀMv_n = Δqᵀ(Q − C̄_qᵀλ) = ΔqᵀQ − (C_{n+1} − C_n)·λ for
// scleronomic constraints. Gravity and constant forces are exact (ΔqᵀQ = −ΔV), and C holds to the
// Newton tolerance at both ends, so the discrete energy is conserved to round-off and tolerance: no
// oscillation and no drift. Springs enter at the midpoint, second order without a discrete gradient.
//
// What it gives up: there are no velocity or acceleration projections (paper 001 eqs. (3)–(4)) — a
// projection removes kinetic energy — except at singular positions (below). The velocities satisfy C_q v = 0 at the midpoint,
// C_q(q_{n+½})(v_n + v_{n+1})/2 = 0, and at the step's ends only to O(Δt²); the reported accelerations
// are (v_{n+1} − v_n)/Δt and the multipliers λ at t_{n+½}, both second-order approximations at the
// midpoint, not at t_{n+1}.
//
// Newton: the residual scaled by Δt²/2 has the tangent M + Δt/2 D + Δt²/4 K + Δt²/2 α C_q(q_{n+½})ᵀC_q(q_{n+1})
// (the term of ∂C_qᵀ/∂q λ dropped as in ALI3-P, and Gonzalez's correction, zero for quadratic
// constraints, left out): the ALI3-P tangent with twice the penalty weight and an unsymmetric product,
// factorized by KLU through the same Index3Tangent.
//
// At a singular position (the double four-bar's collinear links) the step hands over to ALI3-P with
// its projections. There the multiplier iteration stalls on the mode whose constraint gradient
// vanishes, and the trapezoidal rule, with nothing to damp it, keeps whatever velocity error the
// passage leaves in that mode: the nodal velocities alternate about the constraints with it, and the
// run soon stops or lands on the wrong branch (every step below 1 ms on the double four-bar). So a step
// whose iteration stalls (it would raise its penalty, AugmentedLagrangianNewton) is taken back and
// solved by ALI3-P (formulations/ali3p.hpp), whose Newton loop holds C to its contraction there and
// whose projection removes the folding mode's velocity error. ALI3-P starts from the velocities
// projected onto C_q v + C_t = 0 and the accelerations of the index-1 equations there
// (AugmentedLagrangianProjections::take_over()); the following steps stay with ALI3-P while it raises
// its penalty, then the energy-conserving step resumes. Those steps lose ALI3-P's O(Δt³) of energy
// each, so a conservative model's velocities are scaled back to the energy the window began with when
// it ends (step_from()); every other step conserves it as above. Measured on the double four-bar over
// 10 s: 11 to 300 steps per passage from Δt = 2 ms to 0.25 ms, the error 4.7e-5 m at 2 ms to 4.5e-8 m
// at 62.5 µs at order 2.0 (docs/methods.md). A model with dampers, torques, force elements or drives
// keeps what ALI3-P's steps left: its energy balance over the window is not known exactly.
//
// It consumes the ali3p formulation (formulations/ali3p.hpp) for the penalty, the iterated
// multipliers λ*, the Newton bookkeeping and the terms, and iterates its own step on them.
#pragma once

#include "formulations/ali3p.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/index3_integrator.hpp"

namespace mbdae {

class Ali3EnergyConserving final : public Index3Integrator {
 public:
  /// Error{Kind::usage} when the coordinate type's mass matrix is not constant.
  Ali3EnergyConserving(AugmentedLagrangianProjections& formulation, double step);
  const char* name() const override { return "ali3p-trapezoidal"; }
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// Steps handed to ALI3-P (Index3Statistics::projected_steps) so far.
  long projected_steps() const { return ali3p_.statistics().projected_steps; }
  /// Whether the energy is scaled back after them (a conservative model).
  bool restores_energy() const { return restores_energy_; }
  /// The penalty α in use (penalty · mass scale, set by start()).
  double penalty() const { return ali3p_.penalty(); }

 private:
  void begin() override { projected_last_ = false; }
  // The energy-conserving step; false, with q, v and λ* as they were, where its iteration stalls.
  bool conserving_step(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v);

  AugmentedLagrangianProjections& ali3p_;
  Index3Terms& terms_;
  int m_;
  // Workspace, sized once. The terms' C_q is taken at the midpoint; jacobian_end_ at t + Δt.
  SparseMatrix jacobian_end_;
  Eigen::VectorXd q_, increment_, midpoint_, midpoint_velocity_, velocity_, constraint_start_, gradient_defect_,
      multiplier_, residual_, update_, ct_, lambda_start_, predicted_;
  // ALI3-P with its projections, for the steps at a singular position (above).
  TrapezoidalRule projected_;
  bool projected_last_ = false;  // the last step was projected_'s, and it raised its penalty
  // A conservative model (no dampers, torques, force elements or drives): the energy where projected_
  // took over, restored where it hands back.
  bool restores_energy_;
  double entry_energy_ = 0.0;
};

}  // namespace mbdae
