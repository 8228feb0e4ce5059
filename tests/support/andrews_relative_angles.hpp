// Andrews' squeezing mechanism as the test set for IVP solvers writes it (problem `andrews`; Hairer &
// Wanner, Solving ODEs II, §VII.7): seven relative angles q = (β, Θ, γ, Φ, δ, Ω, ε), M(q) w' + Gᵀλ = f(q, w),
// g(q) = 0 with six loop closures. Transcribed from the andrews data (mass matrix, forces, closures)
// and solved here in index-1 form, independently of the library, to check the body-and-joint model
// models/andrews_squeezer.yaml against it.
#pragma once

#include <Eigen/Dense>
#include <array>
#include <cmath>
#include <vector>

namespace mbdae::testing {

class AndrewsRelativeAngles {
 public:
  using Vector7 = Eigen::Matrix<double, 7, 1>;
  using State = Eigen::Matrix<double, 14, 1>;  // (q, w)

  // Parameters (andrews data).
  static constexpr double m1 = 0.04325, m2 = 0.00365, m3 = 0.02373, m4 = 0.00706, m5 = 0.07050, m6 = 0.00706,
                          m7 = 0.05498;
  static constexpr double i1 = 2.194e-6, i2 = 4.410e-7, i3 = 5.255e-6, i4 = 5.667e-7, i5 = 1.169e-5, i6 = 5.667e-7,
                          i7 = 1.912e-5;
  static constexpr double xa = -0.06934, ya = -0.00227, xb = -0.03635, yb = 0.03273, xc = 0.014, yc = 0.072;
  static constexpr double d = 0.028, da = 0.0115, e = 0.02, ea = 0.01421, rr = 0.007, ra = 0.00092;
  static constexpr double ss = 0.035, sa = 0.01874, sb = 0.01043, sc = 0.018, sd = 0.02, ta = 0.02308, tb = 0.00916;
  static constexpr double u = 0.04, ua = 0.01228, ub = 0.00449, zf = 0.02, zt = 0.04, fa = 0.01421;
  static constexpr double c0 = 4530, l0 = 0.07785, mom = 0.033;

  /// The consistent initial state at t = 0, at rest.
  State initial_state() const {
    State y = State::Zero();
    y.head<7>() << -0.0617138900142764496358948458001, 0.0, 0.455279819163070380255912382449,
        0.222668390165885884674473185609, 0.487364979543842550225598953530, -0.222668390165885884674473185609,
        1.23054744454982119249735015568;
    return y;
  }

  Eigen::Matrix<double, 7, 7> mass(const Vector7& q) const {
    const double coth = std::cos(q[1]), siph = std::sin(q[3]), siom = std::sin(q[5]);
    Eigen::Matrix<double, 7, 7> m = Eigen::Matrix<double, 7, 7>::Zero();
    m(0, 0) = m1 * ra * ra + m2 * (rr * rr - 2 * da * rr * coth + da * da) + i1 + i2;
    m(1, 0) = m(0, 1) = m2 * (da * da - da * rr * coth) + i2;
    m(1, 1) = m2 * da * da + i2;
    m(2, 2) = m3 * (sa * sa + sb * sb) + i3;
    m(3, 3) = m4 * (e - ea) * (e - ea) + i4;
    m(4, 3) = m(3, 4) = m4 * ((e - ea) * (e - ea) + zt * (e - ea) * siph) + i4;
    m(4, 4) = m4 * (zt * zt + 2 * zt * (e - ea) * siph + (e - ea) * (e - ea)) + m5 * (ta * ta + tb * tb) + i4 + i5;
    m(5, 5) = m6 * (zf - fa) * (zf - fa) + i6;
    m(6, 5) = m(5, 6) = m6 * ((zf - fa) * (zf - fa) - u * (zf - fa) * siom) + i6;
    m(6, 6) = m6 * ((zf - fa) * (zf - fa) - 2 * u * (zf - fa) * siom + u * u) + m7 * (ua * ua + ub * ub) + i6 + i7;
    return m;
  }

  /// Spring end D on body 3.
  Eigen::Vector2d point_d(const Vector7& q) const {
    const double coga = std::cos(q[2]), siga = std::sin(q[2]);
    return {sd * coga + sc * siga + xb, sd * siga - sc * coga + yb};
  }
  double spring_length(const Vector7& q) const { return (point_d(q) - Eigen::Vector2d(xc, yc)).norm(); }

  Vector7 forces(const Vector7& q, const Vector7& w) const {
    const double coga = std::cos(q[2]), siga = std::sin(q[2]);
    const Eigen::Vector2d D = point_d(q);
    const double lang = spring_length(q);
    const double force = -c0 * (lang - l0) / lang;
    const double fx = force * (D.x() - xc), fy = force * (D.y() - yc);
    const double bep = w[0], thp = w[1], php = w[3], dep = w[4], omp = w[5], epp = w[6];
    Vector7 f;
    f[0] = mom - m2 * da * rr * thp * (thp + 2 * bep) * std::sin(q[1]);
    f[1] = m2 * da * rr * bep * bep * std::sin(q[1]);
    f[2] = fx * (sc * coga - sd * siga) + fy * (sd * coga + sc * siga);
    f[3] = m4 * zt * (e - ea) * dep * dep * std::cos(q[3]);
    f[4] = -m4 * zt * (e - ea) * php * (php + 2 * dep) * std::cos(q[3]);
    f[5] = -m6 * u * (zf - fa) * epp * epp * std::cos(q[5]);
    f[6] = m6 * u * (zf - fa) * omp * (omp + 2 * epp) * std::cos(q[5]);
    return f;
  }

  /// g(q) (six loop closures), its Jacobian G and the velocity term of g'' = G w' + (terms in w²).
  Eigen::Matrix<double, 6, 1> constraints(const State& y) const {
    Eigen::Matrix<double, 6, 1> g;
    for (int r = 0; r < 6; ++r) {
      g[r] = kOffsets[r];
      for (const Term& term : kRows[r]) g[r] += term.coefficient * function(term, angle(term, y.head<7>()));
    }
    return g;
  }

  State derivative(const State& y) const {
    const Vector7 q = y.head<7>(), w = y.tail<7>();
    Eigen::Matrix<double, 6, 7> G = Eigen::Matrix<double, 6, 7>::Zero();
    Eigen::Matrix<double, 6, 1> velocity_terms = Eigen::Matrix<double, 6, 1>::Zero();
    for (int r = 0; r < 6; ++r)
      for (const Term& term : kRows[r]) {
        const double phi = angle(term, q), phi_rate = angle(term, w);
        // d/dφ cos = −sin, d/dφ sin = cos; d²/dφ² of either is minus itself.
        const double slope = term.cosine ? -std::sin(phi) : std::cos(phi);
        for (int k : term.angles)
          if (k >= 0) G(r, k) += term.coefficient * slope;
        velocity_terms[r] -= term.coefficient * function(term, phi) * phi_rate * phi_rate;
      }
    // [[M, Gᵀ], [G, 0]] [w'; λ] = [f; −velocity terms] (index 1).
    Eigen::Matrix<double, 13, 13> A = Eigen::Matrix<double, 13, 13>::Zero();
    A.topLeftCorner<7, 7>() = mass(q);
    A.topRightCorner<7, 6>() = G.transpose();
    A.bottomLeftCorner<6, 7>() = G;
    Eigen::Matrix<double, 13, 1> rhs;
    rhs << forces(q, w), -velocity_terms;
    const Eigen::Matrix<double, 13, 1> x = A.partialPivLu().solve(rhs);
    State rate;
    rate << w, x.head<7>();
    return rate;
  }

  /// RK4 over `duration` with `step`.
  State integrate(State y, double duration, double step) const {
    const int steps = static_cast<int>(std::lround(duration / step));
    for (int k = 0; k < steps; ++k) {
      const State k1 = derivative(y), k2 = derivative(y + 0.5 * step * k1), k3 = derivative(y + 0.5 * step * k2),
                  k4 = derivative(y + step * k3);
      y += step / 6.0 * (k1 + 2.0 * k2 + 2.0 * k3 + k4);
    }
    return y;
  }

  /// ½ wᵀ M w + ½ c0 (l − l0)² − mom β: constant along solutions (the closures do no work).
  double energy_balance(const State& y) const {
    const Vector7 q = y.head<7>(), w = y.tail<7>();
    const double stretch = spring_length(q) - l0;
    return 0.5 * w.dot(mass(q) * w) + 0.5 * c0 * stretch * stretch - mom * q[0];
  }

  /// Crank pin F = rr (cos β, sin β) and the rod's end E = F − d (cos(β+Θ), sin(β+Θ)).
  Eigen::Vector2d point_f(const State& y) const { return rr * Eigen::Vector2d(std::cos(y[0]), std::sin(y[0])); }
  Eigen::Vector2d point_e(const State& y) const {
    return point_f(y) - d * Eigen::Vector2d(std::cos(y[0] + y[1]), std::sin(y[0] + y[1]));
  }

 private:
  /// coefficient · cos or sin of the sum of up to two angles (index −1: none).
  struct Term {
    double coefficient;
    bool cosine;
    std::array<int, 2> angles;
  };
  static double angle(const Term& term, const Vector7& x) {
    double sum = 0.0;
    for (int k : term.angles)
      if (k >= 0) sum += x[k];
    return sum;
  }
  static double function(const Term& term, double phi) { return term.cosine ? std::cos(phi) : std::sin(phi); }

  enum { beta, theta, gamma, phi, delta, omega, epsilon };
  // g(1..6) of the test set: E reached from O through F, and through B, A-G, A-H.
  inline static const std::vector<Term> kRows[6] = {
      {{rr, true, {beta, -1}}, {-d, true, {beta, theta}}, {-ss, false, {gamma, -1}}},
      {{rr, false, {beta, -1}}, {-d, false, {beta, theta}}, {ss, true, {gamma, -1}}},
      {{rr, true, {beta, -1}}, {-d, true, {beta, theta}}, {-e, false, {phi, delta}}, {-zt, true, {delta, -1}}},
      {{rr, false, {beta, -1}}, {-d, false, {beta, theta}}, {e, true, {phi, delta}}, {-zt, false, {delta, -1}}},
      {{rr, true, {beta, -1}}, {-d, true, {beta, theta}}, {-zf, true, {omega, epsilon}}, {-u, false, {epsilon, -1}}},
      {{rr, false, {beta, -1}}, {-d, false, {beta, theta}}, {-zf, false, {omega, epsilon}}, {u, true, {epsilon, -1}}},
  };
  static constexpr double kOffsets[6] = {-xb, -yb, -xa, -ya, -xa, -ya};
};

}  // namespace mbdae::testing
