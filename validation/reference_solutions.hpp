// The answers the validation cases are measured against (docs/validation.md): closed forms and
// published values, each computed here from its own equations, independently of the library's models,
// coordinates and integrators.
#pragma once

#include <Eigen/Dense>
#include <array>
#include <numbers>

namespace mbdae::validation {

/// Jacobi's elliptic functions sn(u, k) and dn(u, k) for a modulus 0 ≤ k < 1, from the amplitude
/// φ = am(u, k), the root of F(φ, k) = u (F: std::ellint_1), found by safeguarded Newton on one
/// half-period and extended by am(u + 2K) = am(u) + π (Abramowitz & Stegun 16.1, 17.2.2).
void jacobi_sn_dn(double u, double k, double& sn, double& dn);

/// IFToMM A01 and paper 003's first example: a point mass on a massless link of length L hinged at the
/// origin, released from rest at θ₀ from the downward vertical (θ₀ = π/2: the link horizontal, the
/// mass at (L, 0)). Its exact motion (Lawden, Elliptic Functions and Applications, §5.2) is
///   sin(θ/2) = k sn(K − ω₀ t, k),  k = sin(θ₀/2), ω₀ = √(g/L), K = K(k),
/// so, with cos(θ/2) = dn and the mass at (L sin θ, −L cos θ),
///   x = 2 L k sn dn,  y = −L (1 − 2 k² sn²),
/// and the period is 4 K / ω₀.
class PendulumSwing {
 public:
  PendulumSwing(double length, double gravity, double theta0);
  Eigen::Vector2d mass_position(double t) const;
  double period() const;

 private:
  double length_, omega0_, k_, quarter_period_;  // quarter_period_ = K(k)
};

/// IFToMM A02 as the built-in `four_bar` builds it: n parallelogram loops of unit bars (1 kg, 1 m)
/// whose n + 1 cranks turn as one, so the motion has one degree of freedom θ (the cranks' angle from
/// +x): J θ̈ = −c cos θ with J = (n + 1)/3 + n (the cranks about their pivots, the coupler bars
/// translating) and c = g ((n + 1)/2 + n), from θ = π/2 and θ̇ = ω₀. Integrated by RK4 at a fixed
/// step; at the default 1e-5 s it agrees with itself at 5e-6 s to 3e-11 m over 10 s
/// (tests/validation/reference_solutions_test.cpp): the cases' error floor is 1e-10 m.
class FourBarMotion {
 public:
  FourBarMotion(int loops, double omega0, double gravity, double step = 1e-5);
  /// Integrates on to the time t (not before the present one), ending on t exactly.
  void advance_to(double t);
  /// The tip of the first crank, (cos θ, sin θ).
  Eigen::Vector2d crank_tip() const;
  /// ½ J θ̇² + c sin θ, constant along the exact motion.
  double energy() const;

 private:
  double inertia_, moment_, step_;
  double t_ = 0.0, theta_, rate_;
};

/// The first crank's tip at t_end from FourBarMotion at its default step.
Eigen::Vector2d four_bar_crank_tip(int loops, double omega0, double gravity, double t_end);

/// IFToMM A03: Andrews' squeezing mechanism (Schiehlen 1990; Hairer & Wanner, Solving ODEs II, §VII.7)
/// at t = 0.03 s, from the test set for IVP solvers (Mazzia & Magherini, problem `andrews`, computed
/// with PSIDE at tolerance 1e-14): the seven angles (β, Θ, γ, Φ, δ, Ω, ε) in that order.
struct AndrewsTestSet {
  static constexpr double t_end = 0.03;
  static constexpr std::array<double, 7> angles = {0.1581077119629904e2,  -0.1575637105984298e2,
                                                   0.4082224013073101e-1, -0.5347301163226948,
                                                   0.5244099658805304,    0.5347301163226948,
                                                   0.1048080741042263e1};
  static constexpr const char* angle_names[7] = {"beta", "Theta", "gamma", "Phi", "delta", "Omega", "epsilon"};
  /// The markers of models/andrews_squeezer.yaml at these angles: F (crank–rod joint), E (the rod's
  /// far end) and D (the spring's end on body 3), from the data's geometry.
  static Eigen::Vector2d point_f();
  static Eigen::Vector2d point_e();
  static Eigen::Vector2d point_d();
};

/// Paper 002's fifth example: a solid ball (I = 2/5 m R²) rolling without slipping on a table turning
/// at Ω about z. m v̇ = F, I ω̇ = −R n × F and the rolling condition v + ω × (−R n) = Ω z × x give
/// v̇ = (2/7) Ω z × v: the centre runs on a circle at the rate w = (2/7) Ω about r₀ + (z × v₀)/w
/// (Routh, Advanced Rigid Dynamics, §244; Weltner 1979).
class TurntableCircle {
 public:
  TurntableCircle(double table_rate, const Eigen::Vector2d& r0, const Eigen::Vector2d& v0);
  Eigen::Vector2d centre_position(double t) const;
  const Eigen::Vector2d& circle_centre() const { return centre_; }
  double radius() const { return (r0_ - centre_).norm(); }
  double rate() const { return rate_; }

 private:
  Eigen::Vector2d r0_, centre_;
  double rate_;
};

/// IFToMM A05, the stiff flyball governor, with the library's data (González, Dopico, Lugrís &
/// Cuadrado, Multibody Syst. Dyn. 16 (2006) 179–190): shaft and rods 1 × 0.01 × 0.01 m and slider a
/// 0.1 m cube, all at 3000 kg/m³ (0.3, 0.3 and 3 kg); a 5 kg point mass at each rod's end; the coupler
/// rods replaced by spring–dampers (k = 8e5 N/m, c = 4e4 N s/m, free length 0.5 m) from each rod's
/// middle to the slider's face; rods pinned at the shaft's top (1 m) at x = ±0.05 m, 30° below the
/// horizontal at t = 0; slider centre 0.5 m high; the governor spinning freely at 2π rad/s; g = 9.81
/// along −z. (The pivots' and the springs' attachment points are the library's figure, as coded in
/// RehabEngGroup/MBSbenchmarksInOpenSim; with them the springs start at their free length.)
///
/// Its motion in the four coordinates (φ, the shaft's angle; z, the slider's height; θ₁, θ₂, the rods'
/// angles below the horizontal) has a diagonal mass matrix: in the shaft's frame a point r along a rod
/// moves with speed r θ̇ in the rod's plane and φ̇ (a + r cos θ) across it, so
///   T = ½ J(θ₁, θ₂) φ̇² + ½ m_s ż² + ½ K (θ̇₁² + θ̇₂²),
///   J = I_shaft + I_slider + Σ J_rod(θᵢ),
///   J_rod(θ) = m_r (a + L/2 cos θ)² + m_r (2b²/12) sin²θ + m_r ((L² + b²)/12) cos²θ + m_p (a + L cos θ)²,
///   K = m_r (L²/4 + (L² + b²)/12) + m_p L²,
/// and Lagrange's equations are (J φ̇)˙ = 0, K θ̈ᵢ = ½ J_rod'(θᵢ) φ̇² + g cos θᵢ (m_r L/2 + m_p L) − fᵢ ∂dᵢ/∂θᵢ,
/// m_s z̈ = −m_s g − Σ fᵢ ∂dᵢ/∂z, with the spring's length dᵢ(θᵢ, z) and force fᵢ = k (dᵢ − l₀) + c ḋᵢ.
/// Integrated by RK4 at a fixed step (the fast damped modes, |λ| ≈ 1e4 1/s, need h ≲ 2e-4 s); the
/// work the dampers do, ∫ Σ c ḋᵢ² dt, is integrated with it so that energy() + dissipated() is
/// constant (tests/validation/reference_solutions_test.cpp).
class FlyballGovernorMotion {
 public:
  /// From the rods at `alpha` below the horizontal (the library's 30°: the springs at their free
  /// length; more compresses them).
  explicit FlyballGovernorMotion(double step = 1e-5, double alpha = std::numbers::pi / 6);
  /// Integrates on to the time t (not before the present one), ending on t exactly.
  void advance_to(double t);
  /// The slider's height s (the benchmark's output), m.
  double slider_height() const { return y_[1]; }
  /// The point mass at the end of the rod on the side +x (side = +1) or −x (side = −1), ground frame.
  Eigen::Vector3d ball_position(int side) const;
  double shaft_rate() const { return y_[4]; }
  /// Kinetic + gravitational + elastic energy, J.
  double energy() const;
  /// The work the dampers have done since t = 0, J.
  double dissipated() const { return y_[8]; }
  /// J φ̇, constant: nothing exerts a moment about the shaft's axis.
  double angular_momentum() const;

  using State = std::array<double, 9>;  // φ, z, θ₁, θ₂, φ̇, ż, θ̇₁, θ̇₂, damper work

 private:
  State rate_of(const State& y) const;
  double step_, t_ = 0.0;
  State y_;
};

/// Paper 000's triple pendulum (Pappalardo & Guida 2018, §4, Figure 2 and Table 1): three boxes of
/// half-length L = 2 m and H = W = 0.2 m, masses 2, 3 and 4 kg, each hung by a spherical joint at its −x
/// end from the +x end of the one before (the first from the ground's origin); released at rest with
/// body 1 along +x, body 2 turned 90° about z (along +y), body 3 along +x, so the tip D starts at
/// (8, 4, 0); g = 9.81 along −z.
///
/// Its motion is written here in nine coordinates of its own, independent of the library's absolute
/// ones: the bodies' rotations R_k (unit quaternions) and their angular velocities ω_k in the ground
/// frame. With u_j = R_j (2L, 0, 0), the vector from body j's joint to the next joint, and c_k = R_k (L,
/// 0, 0), from body k's joint to its centre, the centres are x_k = Σ_{j<k} u_j + c_k, so
///   ẋ_k = Σ_j A_kj ω_j,  A_kj = −[u_j]× (j < k), −[c_k]× (j = k), 0 (j > k),
///   ẍ_k = Σ_j A_kj ω̇_j + a_k,  a_k = Σ_{j<k} ω_j × (ω_j × u_j) + ω_k × (ω_k × c_k).
/// The joints' forces do no work on any motion these coordinates allow, so Kane's equations (the
/// Newton–Euler equations projected on the partial velocities A_kj) are
///   M ω̇ = Σ_k A_kᵀ m_k (g − a_k) − (ω_k × I_k ω_k)_k,  M = Σ_k m_k A_kᵀ A_k + diag(I_k),
/// with I_k = R_k J_k R_kᵀ, J_k = diag(m(H² + W²)/3, m(L² + W²)/3, m(L² + H²)/3). The quaternions move
/// by Q̇_k = ½ (0, ω_k) ⊗ Q_k. Integrated by RK4 at a fixed step, the quaternions normalized after each
/// step (a projection onto the unit sphere, which keeps the method's order).
class TriplePendulumMotion {
 public:
  explicit TriplePendulumMotion(double step = 5e-5);
  /// Integrates on to the time t (not before the present one), ending on t exactly.
  void advance_to(double t);
  double time() const { return t_; }
  /// The tip D (the +x end of body 3), ground frame, m.
  Eigen::Vector3d tip() const;
  /// Kinetic + gravitational energy, J (0 at the start).
  double energy() const;

  using State = Eigen::Matrix<double, 21, 1>;  // three quaternions (w, x, y, z), then three ω

 private:
  State rate_of(const State& y) const;
  double step_, t_ = 0.0;
  State y_;
};

}  // namespace mbdae::validation
