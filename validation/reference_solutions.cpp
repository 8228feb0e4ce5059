#include "validation/reference_solutions.hpp"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace mbdae::validation {

namespace {

/// am(r, k) for |r| ≤ K: the root φ ∈ [−π/2, π/2] of F(φ, k) = r. F is odd and increasing with
/// F' = 1/√(1 − k² sin²φ) ≥ 1, so Newton from the linear guess, kept inside a shrinking bracket,
/// converges in a few steps.
double amplitude_within_half_period(double r, double k, double quarter_period) {
  const double sign = r < 0 ? -1.0 : 1.0;
  r = std::abs(r);
  double low = 0.0, high = std::numbers::pi / 2;
  double phi = std::min(high, r * high / quarter_period);
  for (int iteration = 0; iteration < 100; ++iteration) {
    const double residual = std::ellint_1(k, phi) - r;
    if (residual > 0) high = phi; else low = phi;
    const double s = std::sin(phi);
    double next = phi - residual * std::sqrt(1.0 - k * k * s * s);
    if (!(next > low && next < high)) next = 0.5 * (low + high);
    if (std::abs(next - phi) <= 1e-16 * std::max(1.0, phi)) return sign * next;
    phi = next;
  }
  return sign * phi;
}

}  // namespace

void jacobi_sn_dn(double u, double k, double& sn, double& dn) {
  const double quarter_period = std::comp_ellint_1(k);
  // u = 2K n + r with |r| ≤ K; am(u) = n π + am(r).
  const double half_periods = std::round(u / (2 * quarter_period));
  const double r = u - 2 * quarter_period * half_periods;
  const double phi = half_periods * std::numbers::pi + amplitude_within_half_period(r, k, quarter_period);
  sn = std::sin(phi);
  dn = std::sqrt(1.0 - k * k * sn * sn);
}

PendulumSwing::PendulumSwing(double length, double gravity, double theta0)
    : length_(length),
      omega0_(std::sqrt(gravity / length)),
      k_(std::sin(theta0 / 2)),
      quarter_period_(std::comp_ellint_1(k_)) {}

Eigen::Vector2d PendulumSwing::mass_position(double t) const {
  double sn, dn;
  jacobi_sn_dn(quarter_period_ - omega0_ * t, k_, sn, dn);
  return {2 * length_ * k_ * sn * dn, -length_ * (1 - 2 * k_ * k_ * sn * sn)};
}

double PendulumSwing::period() const { return 4 * quarter_period_ / omega0_; }

FourBarMotion::FourBarMotion(int loops, double omega0, double gravity, double step)
    : inertia_((loops + 1) / 3.0 + loops),
      moment_(gravity * ((loops + 1) / 2.0 + loops)),
      step_(step),
      theta_(std::numbers::pi / 2),
      rate_(omega0) {}

void FourBarMotion::advance_to(double t) {
  auto acceleration = [&](double theta) { return -moment_ * std::cos(theta) / inertia_; };
  while (t_ < t) {
    const double h = std::min(step_, t - t_);
    // A last step shorter than 1e-3 of the step would only carry round-off: the time is reached.
    if (h < 1e-3 * step_) break;
    const double k1x = rate_, k1v = acceleration(theta_);
    const double k2x = rate_ + 0.5 * h * k1v, k2v = acceleration(theta_ + 0.5 * h * k1x);
    const double k3x = rate_ + 0.5 * h * k2v, k3v = acceleration(theta_ + 0.5 * h * k2x);
    const double k4x = rate_ + h * k3v, k4v = acceleration(theta_ + h * k3x);
    theta_ += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
    rate_ += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
    t_ += h;
  }
  t_ = t;
}

Eigen::Vector2d FourBarMotion::crank_tip() const { return {std::cos(theta_), std::sin(theta_)}; }

double FourBarMotion::energy() const { return 0.5 * inertia_ * rate_ * rate_ + moment_ * std::sin(theta_); }

Eigen::Vector2d four_bar_crank_tip(int loops, double omega0, double gravity, double t_end) {
  FourBarMotion motion(loops, omega0, gravity);
  motion.advance_to(t_end);
  return motion.crank_tip();
}

namespace andrews {
// The test set's geometry (problem `andrews`, its data in metres).
constexpr double rr = 0.007, d = 0.028, xb = -0.03635, yb = 0.03273, sc = 0.018, sd = 0.02;
}  // namespace andrews

Eigen::Vector2d AndrewsTestSet::point_f() {
  const double beta = angles[0];
  return andrews::rr * Eigen::Vector2d(std::cos(beta), std::sin(beta));
}

Eigen::Vector2d AndrewsTestSet::point_e() {
  const double beta = angles[0], theta = angles[1];
  return point_f() - andrews::d * Eigen::Vector2d(std::cos(beta + theta), std::sin(beta + theta));
}

Eigen::Vector2d AndrewsTestSet::point_d() {
  const double gamma = angles[2];
  const double c = std::cos(gamma), s = std::sin(gamma);
  return {andrews::xb + andrews::sd * c + andrews::sc * s, andrews::yb + andrews::sd * s - andrews::sc * c};
}

TurntableCircle::TurntableCircle(double table_rate, const Eigen::Vector2d& r0, const Eigen::Vector2d& v0)
    : r0_(r0), rate_(2.0 / 7.0 * table_rate) {
  centre_ = r0 + Eigen::Vector2d(-v0.y(), v0.x()) / rate_;
}

Eigen::Vector2d TurntableCircle::centre_position(double t) const {
  return centre_ + Eigen::Rotation2Dd(rate_ * t) * (r0_ - centre_);
}

}  // namespace mbdae::validation
