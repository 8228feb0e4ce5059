// Models built in code for the tests of the adaptive (SUNDIALS) integrators, with the closed-form
// quantities they are checked against, and the output loop those tests share.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Geometry>
#include <algorithm>
#include <cmath>
#include <functional>
#include <numbers>
#include <vector>

#include "integrators/adaptive_options.hpp"
#include "integrators/integrator.hpp"
#include "corrections/none.hpp"
#include "integrators/simulation.hpp"
#include "joints/joint_kinds.hpp"
#include "model/model.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"

namespace mbdae::testing {

/// A box of half-sides (a, b, c) hanging by the centre of its top face from a spherical joint at the
/// ground origin, turned by `amplitude` about the ground y axis and released at rest (gravity along
/// −z). Body y is a principal axis, so the box swings in the x–z plane as a compound pendulum.
struct CompoundPendulum {
  double mass = 1.5;
  double a = 0.05, b = 0.1, c = 0.4;  // half-sides along body x, y, z (m)
  double gravity = 9.81;
  double amplitude = 0.02;  // rad
  /// Hung by two spherical joints at the ends of the top edge along body y instead of one at its
  /// centre: the same hinge about y, but six joint equations of which only five are independent
  /// (the distance between the two points is fixed twice), so C_q is rank-deficient.
  bool redundant_hinge = false;

  /// d: pivot to centre of mass.
  double pivot_to_centre() const { return c; }
  /// I_pivot = I_G + m d² about the swing axis, with I_G = m (a² + c²)/3 for the box.
  double inertia_about_pivot() const { return mass * (a * a + c * c) / 3.0 + mass * c * c; }
  /// T₀ = 2π √(I_pivot / (m g d)), the period as the amplitude goes to zero.
  double small_amplitude_period() const {
    return 2.0 * std::numbers::pi * std::sqrt(inertia_about_pivot() / (mass * gravity * pivot_to_centre()));
  }
  /// The period at this amplitude θ₀: T₀ (1 + θ₀²/16 + 11 θ₀⁴/3072 + …) (the complete elliptic
  /// integral's series); at θ₀ = 0.02 the correction is 2.5e-5 of T₀.
  double period() const {
    const double s = amplitude * amplitude;
    return small_amplitude_period() * (1.0 + s / 16.0 + 11.0 * s * s / 3072.0);
  }

  Model model() const {
    Model model;
    model.name = "compound_pendulum";
    model.gravity = Eigen::Vector3d(0, 0, -gravity);
    Body body;
    body.name = "box";
    body.inertia.mass = mass;
    body.inertia.inertia_about_com =
        Eigen::Vector3d(b * b + c * c, a * a + c * c, a * a + b * b).asDiagonal() * (mass / 3.0);
    const Eigen::Matrix3d rotation = Eigen::AngleAxisd(amplitude, Eigen::Vector3d::UnitY()).toRotationMatrix();
    body.initial_rotation = rotation;
    body.initial_position = -rotation * Eigen::Vector3d(0, 0, c);  // top-face centre at the origin
    model.bodies.push_back(body);
    Joint pivot;
    pivot.name = "pivot";
    pivot.kind = &joint_kind("spherical");
    pivot.body_i = kGround;
    pivot.body_j = 0;
    pivot.point_j = Eigen::Vector3d(0, 0, c);
    if (redundant_hinge) {
      for (double side : {-1.0, 1.0}) {
        Joint hinge = pivot;
        hinge.name = side < 0 ? "hinge_left" : "hinge_right";
        hinge.point_i = Eigen::Vector3d(0, side * b, 0);
        hinge.point_j = Eigen::Vector3d(0, side * b, c);
        model.joints.push_back(hinge);
      }
    } else {
      model.joints.push_back(pivot);
    }
    model.markers.push_back({"centre", 0, Eigen::Vector3d::Zero(), {}});
    return model;
  }
};

/// One free body without gravity: a full (non-diagonal) inertia tensor, its centre of mass off the
/// body-frame origin, spinning about an axis that is not principal, so it tumbles while its kinetic
/// energy and its angular momentum stay constant.
inline Model tumbling_body() {
  Model model;
  model.name = "tumbling_body";
  Body body;
  body.name = "tumbler";
  body.inertia.mass = 3.0;
  body.inertia.center_of_mass = Eigen::Vector3d(0.1, -0.05, 0.08);
  const Eigen::Matrix3d axes = Eigen::AngleAxisd(0.6, Eigen::Vector3d(1, -2, 0.5).normalized()).toRotationMatrix();
  body.inertia.inertia_about_com = axes * Eigen::Vector3d(0.2, 0.35, 0.5).asDiagonal() * axes.transpose();
  body.initial_position = Eigen::Vector3d(0.3, -0.2, 0.5);
  body.initial_rotation = Eigen::AngleAxisd(0.9, Eigen::Vector3d(2, 1, -1).normalized()).toRotationMatrix();
  body.initial_velocity = Eigen::Vector3d(0.2, -0.1, 0.3);
  body.initial_angular_velocity = Eigen::Vector3d(3.0, -1.0, 2.0);  // rad/s, not along a principal axis
  model.bodies.push_back(body);
  return model;
}

/// Angular momentum of every body about the ground origin, from the state: Σ (I ω + m r_G × v_G)
/// with I = A I_G Aᵀ the inertia about the centre of mass in ground axes.
inline Eigen::Vector3d angular_momentum(const MultibodySystem& system, const Eigen::VectorXd& q,
                                        const Eigen::VectorXd& v) {
  Eigen::Vector3d total = Eigen::Vector3d::Zero();
  for (int b = 0; b < system.body_count(); ++b) {
    const RigidBodyInertia& inertia = system.model().bodies[b].inertia;
    const Eigen::Matrix3d A = system.body_rotation(b, q);
    const Eigen::Vector3d omega = system.body_angular_velocity(b, q, v);
    const Eigen::Vector3d r = system.point_position(b, inertia.center_of_mass, q);
    const Eigen::Vector3d velocity = system.point_velocity(b, inertia.center_of_mass, q, v);
    total += A * inertia.inertia_about_com * A.transpose() * omega + inertia.mass * r.cross(velocity);
  }
  return total;
}

/// Called at t0 and at every output time with the state the integrator returns.
using StateObserver = std::function<void(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v)>;

/// Assembles the model's initial state at t = 0 and integrates from there with the one loop
/// (integrators/simulation.hpp), observing at t = 0 and at every multiple of output_every up to t_end.
/// Returns the run's statistics; a failed run ends there without throwing.
inline RunStatistics simulate_from_start(const MultibodySystem& system, Integrator& integrator,
                                         ConstraintCorrection& correction, double t_end, double output_every,
                                         const StateObserver& observe) {
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  SimulationOptions options;
  options.t_end = t_end;
  options.output_every = output_every;
  return simulate(system, integrator, correction, options, q, v,
                  [&](double t, const Eigen::VectorXd& qs, const Eigen::VectorXd& vs, const Eigen::VectorXd&) {
                    if (observe) observe(t, qs, vs);
                  });
}

/// simulate_from_start(), with a failed run throwing its message.
inline void integrate_to_outputs(const MultibodySystem& system, Integrator& integrator,
                                 ConstraintCorrection& correction, double t_end, double output_every,
                                 const StateObserver& observe) {
  const RunStatistics statistics = simulate_from_start(system, integrator, correction, t_end, output_every, observe);
  if (statistics.status != "ok") throw Error(Error::Kind::numerical, statistics.message);
}

/// The same without a correction.
inline void integrate_to_outputs(const MultibodySystem& system, Integrator& integrator, double t_end,
                                 double output_every, const StateObserver& observe) {
  NoCorrection none;
  integrate_to_outputs(system, integrator, none, t_end, output_every, observe);
}

/// Times at which x(t), sampled at (times[k], x[k]), crosses zero, by linear interpolation.
inline std::vector<double> zero_crossings(const std::vector<double>& times, const std::vector<double>& x) {
  std::vector<double> crossings;
  for (std::size_t k = 1; k < x.size(); ++k)
    if ((x[k - 1] < 0.0) != (x[k] < 0.0))
      crossings.push_back(times[k - 1] + (times[k] - times[k - 1]) * x[k - 1] / (x[k - 1] - x[k]));
  return crossings;
}

/// The compound pendulum's period, measured from the zero crossings of its centre's x coordinate sampled
/// every 1 ms over 3 s, which hold four crossings (T/4, 3T/4, 5T/4, 7T/4 for T ≈ 1.468 s).
struct MeasuredPeriod {
  std::vector<double> crossings;
  double period = 0.0;  // 2 × the mean spacing of the crossings; 0 with fewer than two
};

inline MeasuredPeriod measure_pendulum_period(const MultibodySystem& system, Integrator& integrator) {
  std::vector<double> times, x;
  integrate_to_outputs(system, integrator, 3.0, 1e-3, [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd&) {
    times.push_back(t);
    x.push_back(system.marker_position(0, q).x());
  });
  MeasuredPeriod measured;
  measured.crossings = zero_crossings(times, x);
  const std::size_t count = measured.crossings.size();
  if (count >= 2) measured.period = 2.0 * (measured.crossings.back() - measured.crossings.front()) / (count - 1);
  return measured;
}

/// Largest relative change of the kinetic energy and of the angular momentum about the origin over
/// 2 s sampled every 10 ms (for a body without forces, such as tumbling_body(), both are invariants).
struct InvariantDrift {
  double energy = 0.0;
  double momentum = 0.0;
};

inline InvariantDrift measure_invariant_drift(const MultibodySystem& system, Integrator& integrator) {
  double energy0 = 0.0;
  Eigen::Vector3d momentum0 = Eigen::Vector3d::Zero();
  InvariantDrift drift;
  integrate_to_outputs(system, integrator, 2.0, 0.01, [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
    const double energy = system.kinetic_energy(q, v);
    const Eigen::Vector3d momentum = angular_momentum(system, q, v);
    if (t == 0.0) {
      energy0 = energy;
      momentum0 = momentum;
    }
    drift.energy = std::max(drift.energy, std::abs(energy - energy0) / energy0);
    drift.momentum = std::max(drift.momentum, (momentum - momentum0).norm() / momentum0.norm());
  });
  return drift;
}

/// Where the integrator puts marker 0 at t_end, with t_end the only output time (so that the error
/// controller alone chooses the steps; stopping at frequent outputs would cap them).
inline Eigen::Vector3d marker_at_end(const MultibodySystem& system, Integrator& integrator, double t_end) {
  Eigen::VectorXd q_end;
  integrate_to_outputs(system, integrator, t_end, t_end,
                       [&](double, const Eigen::VectorXd& q, const Eigen::VectorXd&) { q_end = q; });
  return system.marker_position(0, q_end);
}

}  // namespace mbdae::testing
