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

namespace flyball {
// IFToMM A05's data (FlyballGovernorMotion's comment), SI units.
constexpr double g = 9.81;
constexpr double rod_length = 1.0, rod_width = 0.01, rod_mass = 3000 * 1.0 * 0.01 * 0.01;  // 0.3 kg
constexpr double ball_mass = 5.0;
constexpr double slider_mass = 3000 * 0.1 * 0.1 * 0.1;  // 3 kg
// About the spin axis: the shaft's square section, the slider's cube.
constexpr double shaft_inertia = rod_mass * 2 * rod_width * rod_width / 12;
constexpr double slider_inertia = slider_mass * 2 * 0.1 * 0.1 / 12;
// The rod about its own axis and across it (a box 1 × 0.01 × 0.01 m about its centre).
constexpr double rod_axial = rod_mass * 2 * rod_width * rod_width / 12;
constexpr double rod_transverse = rod_mass * (rod_length * rod_length + rod_width * rod_width) / 12;
constexpr double pivot_x = 0.05, pivot_z = 1.0, slider_face = 0.05;
constexpr double stiffness = 8e5, damping = 4e4, free_length = 0.5;
// K, the rod with its ball about the pivot; the gravity moment's coefficient.
constexpr double pivot_inertia =
    rod_mass * rod_length * rod_length / 4 + rod_transverse + ball_mass * rod_length * rod_length;
constexpr double weight_moment = g * (rod_mass * rod_length / 2 + ball_mass * rod_length);

/// J_rod(θ) and its derivative.
void rod_spin_inertia(double theta, double& j, double& dj) {
  const double c = std::cos(theta), s = std::sin(theta), l = rod_length;
  const double mid = pivot_x + 0.5 * l * c, tip = pivot_x + l * c;
  j = rod_mass * mid * mid + rod_axial * s * s + rod_transverse * c * c + ball_mass * tip * tip;
  dj = -rod_mass * l * s * mid + 2 * (rod_axial - rod_transverse) * s * c - 2 * ball_mass * l * s * tip;
}

/// J(θ₁, θ₂) = I_shaft + I_slider + Σ J_rod(θᵢ), the whole governor's inertia about the shaft's axis,
/// and J's partial derivatives in θ₁ and θ₂ (= J_rod'(θᵢ)).
double spin_inertia(double theta1, double theta2, double derivative[2]) {
  double j = shaft_inertia + slider_inertia;
  const double theta[2] = {theta1, theta2};
  for (int i = 0; i < 2; ++i) {
    double ji;
    rod_spin_inertia(theta[i], ji, derivative[i]);
    j += ji;
  }
  return j;
}

/// The spring from the slider's face (at height z) to the rod's middle: its length and its partial
/// derivatives in θ and z.
void spring_geometry(double theta, double z, double& d, double& d_theta, double& d_z) {
  const double half = 0.5 * rod_length;
  const double dx = pivot_x - slider_face + half * std::cos(theta);
  const double dz = pivot_z - half * std::sin(theta) - z;
  d = std::hypot(dx, dz);
  d_theta = (-dx * half * std::sin(theta) - dz * half * std::cos(theta)) / d;
  d_z = -dz / d;
}
}  // namespace flyball

FlyballGovernorMotion::FlyballGovernorMotion(double step, double alpha) : step_(step) {
  y_ = {0.0, 0.5, alpha, alpha, 2 * std::numbers::pi, 0.0, 0.0, 0.0, 0.0};
}

FlyballGovernorMotion::State FlyballGovernorMotion::rate_of(const State& y) const {
  using namespace flyball;
  State r{};
  double dj[2];
  const double j = spin_inertia(y[2], y[3], dj);
  double j_rate = 0.0;
  double slider_force = -slider_mass * g;
  for (int i = 0; i < 2; ++i) {
    const double theta = y[2 + i], theta_rate = y[6 + i];
    double d, d_theta, d_z;
    spring_geometry(theta, y[1], d, d_theta, d_z);
    const double d_rate = d_theta * theta_rate + d_z * y[5];
    const double f = stiffness * (d - free_length) + damping * d_rate;
    j_rate += dj[i] * theta_rate;
    r[6 + i] = (0.5 * dj[i] * y[4] * y[4] + weight_moment * std::cos(theta) - f * d_theta) / pivot_inertia;
    slider_force -= f * d_z;
    r[8] += damping * d_rate * d_rate;
  }
  r[0] = y[4];
  r[1] = y[5];
  r[2] = y[6];
  r[3] = y[7];
  r[4] = -j_rate * y[4] / j;  // (J φ̇)˙ = 0
  r[5] = slider_force / slider_mass;
  return r;
}

void FlyballGovernorMotion::advance_to(double t) {
  while (t_ < t) {
    const double h = std::min(step_, t - t_);
    if (h < 1e-3 * step_) break;  // round-off: the time is reached
    State stage = y_;
    const State k1 = rate_of(y_);
    for (std::size_t i = 0; i < y_.size(); ++i) stage[i] = y_[i] + 0.5 * h * k1[i];
    const State k2 = rate_of(stage);
    for (std::size_t i = 0; i < y_.size(); ++i) stage[i] = y_[i] + 0.5 * h * k2[i];
    const State k3 = rate_of(stage);
    for (std::size_t i = 0; i < y_.size(); ++i) stage[i] = y_[i] + h * k3[i];
    const State k4 = rate_of(stage);
    for (std::size_t i = 0; i < y_.size(); ++i) y_[i] += h / 6 * (k1[i] + 2 * k2[i] + 2 * k3[i] + k4[i]);
    t_ += h;
  }
  t_ = t;
}

Eigen::Vector3d FlyballGovernorMotion::ball_position(int side) const {
  using namespace flyball;
  const double theta = y_[side > 0 ? 2 : 3];
  const double x = side * (pivot_x + rod_length * std::cos(theta)), z = pivot_z - rod_length * std::sin(theta);
  return {std::cos(y_[0]) * x, std::sin(y_[0]) * x, z};
}

double FlyballGovernorMotion::energy() const {
  using namespace flyball;
  double dj[2];
  const double j = spin_inertia(y_[2], y_[3], dj);
  double e = 0.5 * slider_mass * y_[5] * y_[5] + slider_mass * g * y_[1];
  for (int i = 0; i < 2; ++i) {
    const double theta = y_[2 + i];
    double d, d_theta, d_z;
    spring_geometry(theta, y_[1], d, d_theta, d_z);
    e += 0.5 * pivot_inertia * y_[6 + i] * y_[6 + i];
    e += g * (rod_mass * (pivot_z - 0.5 * rod_length * std::sin(theta)) + ball_mass * (pivot_z - rod_length * std::sin(theta)));
    e += 0.5 * stiffness * (d - free_length) * (d - free_length);
  }
  return e + 0.5 * j * y_[4] * y_[4];
}

double FlyballGovernorMotion::angular_momentum() const {
  double dj[2];
  return flyball::spin_inertia(y_[2], y_[3], dj) * y_[4];
}

}  // namespace mbdae::validation

namespace mbdae::validation {

namespace triple {
constexpr double half_length = 2.0, breadth = 0.2, width = 0.2, g = 9.81;
constexpr double masses[3] = {2.0, 3.0, 4.0};

Eigen::Quaterniond quaternion(const TriplePendulumMotion::State& y, int k) {
  return Eigen::Quaterniond(y[4 * k], y[4 * k + 1], y[4 * k + 2], y[4 * k + 3]);
}

Eigen::Matrix3d skew(const Eigen::Vector3d& a) {
  Eigen::Matrix3d s;
  s << 0, -a.z(), a.y(), a.z(), 0, -a.x(), -a.y(), a.x(), 0;
  return s;
}

/// Principal inertia of a box about its centre, body frame (x along the box).
Eigen::Vector3d box_inertia(double m) {
  const double l = half_length, h = breadth, w = width;
  return {m * (h * h + w * w) / 3, m * (l * l + w * w) / 3, m * (l * l + h * h) / 3};
}

/// Rotations, joint-to-joint vectors u_k, joint-to-centre vectors c_k and world inertias of the bodies.
struct Kinematics {
  Eigen::Matrix3d rotation[3], inertia[3];
  Eigen::Vector3d u[3], c[3], omega[3];
  explicit Kinematics(const TriplePendulumMotion::State& y) {
    for (int k = 0; k < 3; ++k) {
      rotation[k] = quaternion(y, k).normalized().toRotationMatrix();
      u[k] = rotation[k] * Eigen::Vector3d(2 * half_length, 0, 0);
      c[k] = rotation[k] * Eigen::Vector3d(half_length, 0, 0);
      inertia[k] = rotation[k] * box_inertia(masses[k]).asDiagonal() * rotation[k].transpose();
      omega[k] = y.segment<3>(12 + 3 * k);
    }
  }
  /// Centre of body k and its velocity.
  Eigen::Vector3d centre(int k) const {
    Eigen::Vector3d x = c[k];
    for (int j = 0; j < k; ++j) x += u[j];
    return x;
  }
  Eigen::Vector3d centre_velocity(int k) const {
    Eigen::Vector3d v = omega[k].cross(c[k]);
    for (int j = 0; j < k; ++j) v += omega[j].cross(u[j]);
    return v;
  }
};
}  // namespace triple

TriplePendulumMotion::TriplePendulumMotion(double step) : step_(step) {
  y_.setZero();
  const double s = std::sqrt(0.5);
  y_.segment<4>(0) << 1, 0, 0, 0;  // body 1 along +x
  y_.segment<4>(4) << s, 0, 0, s;  // body 2 turned 90° about z: along +y
  y_.segment<4>(8) << 1, 0, 0, 0;  // body 3 along +x
}

TriplePendulumMotion::State TriplePendulumMotion::rate_of(const State& y) const {
  using namespace triple;
  const Kinematics k(y);
  State rate;
  for (int b = 0; b < 3; ++b) {
    // Q̇ = ½ (0, ω) ⊗ Q for the angular velocity in the ground frame.
    const Eigen::Quaterniond w(0, k.omega[b].x(), k.omega[b].y(), k.omega[b].z());
    const Eigen::Quaterniond q = quaternion(y, b);
    const Eigen::Quaterniond product = w * q;
    rate.segment<4>(4 * b) << 0.5 * product.w(), 0.5 * product.x(), 0.5 * product.y(), 0.5 * product.z();
  }
  Eigen::Matrix<double, 9, 9> mass = Eigen::Matrix<double, 9, 9>::Zero();
  Eigen::Matrix<double, 9, 1> force = Eigen::Matrix<double, 9, 1>::Zero();
  const Eigen::Vector3d gravity(0, 0, -g);
  for (int b = 0; b < 3; ++b) {
    Eigen::Matrix<double, 3, 9> a = Eigen::Matrix<double, 3, 9>::Zero();  // partial velocities A_bj
    Eigen::Vector3d centripetal = k.omega[b].cross(k.omega[b].cross(k.c[b]));
    for (int j = 0; j < b; ++j) {
      a.block<3, 3>(0, 3 * j) = -skew(k.u[j]);
      centripetal += k.omega[j].cross(k.omega[j].cross(k.u[j]));
    }
    a.block<3, 3>(0, 3 * b) = -skew(k.c[b]);
    mass += masses[b] * a.transpose() * a;
    force += a.transpose() * (masses[b] * (gravity - centripetal));
    mass.block<3, 3>(3 * b, 3 * b) += k.inertia[b];
    force.segment<3>(3 * b) -= k.omega[b].cross(k.inertia[b] * k.omega[b]);
  }
  rate.segment<9>(12) = mass.ldlt().solve(force);
  return rate;
}

void TriplePendulumMotion::advance_to(double t) {
  while (t_ < t) {
    const double h = std::min(step_, t - t_);
    if (h < 1e-3 * step_) break;  // round-off: the time is reached
    const State k1 = rate_of(y_);
    const State k2 = rate_of(y_ + 0.5 * h * k1);
    const State k3 = rate_of(y_ + 0.5 * h * k2);
    const State k4 = rate_of(y_ + h * k3);
    y_ += h / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
    for (int b = 0; b < 3; ++b) y_.segment<4>(4 * b).normalize();
    t_ += h;
  }
  t_ = t;
}

Eigen::Vector3d TriplePendulumMotion::tip() const {
  const triple::Kinematics k(y_);
  return k.u[0] + k.u[1] + k.u[2];
}

double TriplePendulumMotion::energy() const {
  using namespace triple;
  const Kinematics k(y_);
  double e = 0.0;
  for (int b = 0; b < 3; ++b) {
    const Eigen::Vector3d v = k.centre_velocity(b);
    e += 0.5 * masses[b] * v.squaredNorm() + 0.5 * k.omega[b].dot(k.inertia[b] * k.omega[b]);
    e += masses[b] * g * k.centre(b).z();
  }
  return e;
}

}  // namespace mbdae::validation
