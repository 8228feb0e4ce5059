// Models and random states built in code for the derivative and physics tests.
#pragma once

#include <Eigen/Dense>
#include <Eigen/Geometry>
#include <cmath>
#include <random>

#include "joints/joint_kinds.hpp"
#include "model/model.hpp"

namespace mbdae::testing {

/// A planar crank driven at a constant rate (a rheonomic revolute: its rows depend on t through cos ωt
/// and sin ωt), with a block sliding along it under gravity.
inline constexpr const char* kDrivenCrankYaml = R"(name: driven_crank
planar: true
gravity: [0, -9.81]
bodies:
  - {name: crank, mass: 2, inertia: 0.3, position: [0.5, 0], angle_deg: 20}
  - {name: block, mass: 1, inertia: 0.01, position: [2, 0.3]}
joints:
  - {name: motor, type: revolute, body_i: ground, body_j: crank, location: [0, 0], angular_velocity: 2.5}
  - {name: guide, type: prismatic, body_i: crank, body_j: block, location: [2, 0.3], axis: [1, 0.2]}
)";

inline Eigen::Vector3d random_vector(std::mt19937& rng, double scale = 1.0) {
  std::uniform_real_distribution<double> u(-scale, scale);
  return {u(rng), u(rng), u(rng)};
}

inline Eigen::Matrix3d random_rotation(std::mt19937& rng) {
  std::normal_distribution<double> n(0.0, 1.0);
  Eigen::Quaterniond q(n(rng), n(rng), n(rng), n(rng));
  q.normalize();
  return q.toRotationMatrix();
}

/// An n × n matrix whose entries are, each with probability `density`, uniform in (−1, 1), else zero.
inline Eigen::MatrixXd random_sparse_matrix(int n, double density, std::mt19937& rng) {
  std::uniform_real_distribution<double> value(-1.0, 1.0), chance(0.0, 1.0);
  Eigen::MatrixXd a = Eigen::MatrixXd::Zero(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      if (chance(rng) < density) a(i, j) = value(rng);
  return a;
}

/// A box-like body with an off-centre centre of mass and a full (non-diagonal) inertia tensor.
inline RigidBodyInertia random_inertia(std::mt19937& rng) {
  std::uniform_real_distribution<double> u(0.5, 2.0);
  RigidBodyInertia inertia;
  inertia.mass = u(rng);
  inertia.center_of_mass = random_vector(rng, 0.5);
  // Principal moments of a box with half-sides (a, b, c), turned by a random rotation.
  const double a = u(rng), b = u(rng), c = u(rng);
  const Eigen::Vector3d principal =
      inertia.mass / 3.0 * Eigen::Vector3d(b * b + c * c, a * a + c * c, a * a + b * b);
  const Eigen::Matrix3d R = random_rotation(rng);
  inertia.inertia_about_com = R * principal.asDiagonal() * R.transpose();
  return inertia;
}

/// "body<index>" at a random pose, with random_inertia.
inline Body random_body(std::mt19937& rng, int index) {
  Body body;
  body.name = "body" + std::to_string(index);
  body.inertia = random_inertia(rng);
  body.initial_position = random_vector(rng, 2.0);
  body.initial_rotation = random_rotation(rng);
  return body;
}

/// Three bodies and every joint kind with position-level equations only (the velocity-level ones are
/// in driven_and_rolling_model), forces of every kind. Over-constrained and not assembled: meant for
/// derivative tests at arbitrary states. A new joint kind gets a row in `specs`.
inline Model every_joint_model(unsigned seed = 7) {
  std::mt19937 rng(seed);
  Model model;
  model.name = "every_joint";
  model.source = "every_joint.yaml";
  model.gravity = Eigen::Vector3d(0.0, -9.81, 0.0);
  for (int b = 0; b < 3; ++b) model.bodies.push_back(random_body(rng, b));
  struct Spec {
    const char* kind;
    int i, j;
  };
  const Spec specs[] = {{"spherical", kGround, 0}, {"revolute", 0, 1},         {"prismatic", 1, 2},
                        {"cylindrical", 2, 0},     {"universal", kGround, 1}, {"fixed", 0, 2},
                        {"distance", 1, kGround},  {"revolute", 2, kGround}};
  int k = 0;
  for (const Spec& s : specs) {
    Joint joint;
    joint.name = s.kind + std::to_string(k++);
    joint.kind = &joint_kind(s.kind);
    joint.body_i = s.i;
    joint.body_j = s.j;
    joint.point_i = random_vector(rng);
    joint.point_j = random_vector(rng);
    joint.axis_i = random_vector(rng).normalized();
    joint.axis_j = random_vector(rng).normalized();
    if (joint.kind->name == "distance") joint.length = 1.7;
    model.joints.push_back(joint);
  }
  model.point_forces.push_back({"push", 1, random_vector(rng), random_vector(rng, 5.0), {}});
  model.torques.push_back({"twist", 2, random_vector(rng, 3.0), {}});
  model.spring_dampers.push_back({"spring", 0, 2, random_vector(rng), random_vector(rng), 40.0, 3.0, 0.8, {}});
  model.spring_dampers.push_back({"anchor", kGround, 1, random_vector(rng), random_vector(rng), 25.0, 0.0, 0.5, {}});
  model.markers.push_back({"tip", 2, random_vector(rng), {}});
  // Joints added after the first rows take their random values after the forces', which then stay
  // those the tests were written with.
  Joint slide;
  slide.name = "sphere_on_plane" + std::to_string(k++);
  slide.kind = &joint_kind("sphere_on_plane");
  slide.body_i = 1;
  slide.body_j = 2;
  slide.point_i = random_vector(rng);
  slide.point_j = random_vector(rng);
  slide.axis_i = random_vector(rng).normalized();
  slide.radius = 0.4;
  model.joints.push_back(slide);
  return model;
}

/// The planar counterpart of every_joint_model (paper 003): three bodies in the x-y plane, every joint
/// kind with a place in the plane (revolute, prismatic, fixed, distance), forces of every kind.
/// Over-constrained and not assembled: meant for derivative tests at arbitrary states.
inline Model planar_every_joint_model(unsigned seed = 11) {
  std::mt19937 rng(seed);
  const auto planar_vector = [&](double scale = 1.0) {
    Eigen::Vector3d x = random_vector(rng, scale);
    x.z() = 0.0;
    return x;
  };
  Model model;
  model.name = "planar_every_joint";
  model.source = "planar_every_joint.yaml";
  model.planar = true;
  model.gravity = Eigen::Vector3d(0.0, -9.81, 0.0);
  for (int b = 0; b < 3; ++b) {
    Body body;
    body.name = "body" + std::to_string(b);
    body.inertia = random_inertia(rng);
    body.initial_position = planar_vector(2.0);
    body.initial_rotation = Eigen::AngleAxisd(0.4 + b, Eigen::Vector3d::UnitZ()).toRotationMatrix();
    model.bodies.push_back(body);
  }
  struct Spec {
    const char* kind;
    int i, j;
  };
  const Spec specs[] = {{"revolute", kGround, 0}, {"revolute", 0, 1},       {"prismatic", 1, 2},
                        {"fixed", 0, 2},          {"distance", 1, kGround}, {"revolute", 2, kGround}};
  int k = 0;
  for (const Spec& s : specs) {
    Joint joint;
    joint.name = s.kind + std::to_string(k++);
    joint.kind = &joint_kind(s.kind);
    joint.body_i = s.i;
    joint.body_j = s.j;
    joint.point_i = planar_vector();
    joint.point_j = planar_vector();
    joint.axis_i = joint.axis_j = Eigen::Vector3d::UnitZ();
    if (joint.kind->name == "prismatic") joint.axis_i = joint.axis_j = planar_vector().normalized();
    if (joint.kind->name == "distance") joint.length = 1.7;
    model.joints.push_back(joint);
  }
  model.point_forces.push_back({"push", 1, planar_vector(), planar_vector(5.0), {}});
  model.torques.push_back({"twist", 2, Eigen::Vector3d(0.0, 0.0, 1.3), {}});
  model.spring_dampers.push_back({"spring", 0, 2, planar_vector(), planar_vector(), 40.0, 3.0, 0.8, {}});
  model.spring_dampers.push_back({"anchor", kGround, 1, planar_vector(), planar_vector(), 25.0, 0.0, 0.5, {}});
  model.markers.push_back({"tip", 2, planar_vector(), {}});
  return model;
}

/// The joints with rheonomic and velocity-level (nonholonomic) rows, three bodies at random poses:
/// body0 driven about a random axis from the ground, body2 driven relative to body1, body1 a sphere
/// rolling on body0's plane and body2 a sphere rolling on a ground plane. Not assembled: for
/// derivative tests at arbitrary states.
inline Model driven_and_rolling_model(unsigned seed = 3) {
  std::mt19937 rng(seed);
  Model model;
  model.name = "driven_and_rolling";
  for (int b = 0; b < 3; ++b) model.bodies.push_back(random_body(rng, b));
  auto joint = [&](const std::string& name, const char* kind, int i, int j) {
    Joint joint;
    joint.name = name;
    joint.kind = &joint_kind(kind);
    joint.body_i = i;
    joint.body_j = j;
    joint.point_i = random_vector(rng);
    joint.point_j = random_vector(rng);
    joint.axis_i = random_vector(rng).normalized();
    joint.axis_j = random_vector(rng).normalized();
    return joint;
  };
  Joint drive = joint("drive", "revolute", kGround, 0);
  drive.angular_velocity = 1.7;
  Joint relative = joint("relative", "revolute", 1, 2);
  relative.angular_velocity = -0.8;
  Joint roll = joint("roll", "rolling_sphere", 0, 1);
  roll.radius = 0.3;
  Joint roll_ground = joint("roll_ground", "rolling_sphere", kGround, 2);
  roll_ground.radius = 0.2;
  model.joints = {drive, relative, roll, roll_ground};
  return model;
}

}  // namespace mbdae::testing

namespace mbdae::testing {

/// One box hanging at rest below a spherical joint at the ground origin (centre 1 m below it).
inline Model hanging_box() {
  Model model;
  model.name = "hanging_box";
  model.gravity = Eigen::Vector3d(0, 0, -9.81);
  Body body;
  body.name = "box";
  body.inertia.mass = 2.5;
  body.inertia.inertia_about_com = Eigen::Vector3d(0.3, 0.25, 0.2).asDiagonal();
  body.initial_position = Eigen::Vector3d(0, 0, -1);
  model.bodies.push_back(body);
  Joint joint;
  joint.name = "pivot";
  joint.kind = &joint_kind("spherical");
  joint.body_i = kGround;
  joint.body_j = 0;
  joint.point_i = Eigen::Vector3d::Zero();
  joint.point_j = Eigen::Vector3d(0, 0, 1);
  model.joints.push_back(joint);
  return model;
}

/// A free box on a zero-length spring to a ground point: its centre of mass oscillates harmonically,
/// r(t) = r0 cos(ωt) + (v0/ω) sin(ωt) with ω = √(k/m), and it does not rotate.
inline Model spring_oscillator(double mass = 2.0, double stiffness = 50.0) {
  Model model;
  model.name = "spring_oscillator";
  Body body;
  body.name = "box";
  body.inertia.mass = mass;
  body.inertia.inertia_about_com = Eigen::Vector3d(0.3, 0.25, 0.2).asDiagonal();
  body.initial_position = Eigen::Vector3d(0.3, -0.2, 0.1);
  body.initial_velocity = Eigen::Vector3d(0.5, 1.0, -0.4);
  body.initial_rotation = Eigen::AngleAxisd(0.7, Eigen::Vector3d(1, 2, 3).normalized()).toRotationMatrix();
  model.bodies.push_back(body);
  model.spring_dampers.push_back({"spring", kGround, 0, Eigen::Vector3d::Zero(), Eigen::Vector3d::Zero(),
                                  stiffness, 0.0, 0.0, {}});
  model.markers.push_back({"centre", 0, Eigen::Vector3d::Zero(), {}});
  return model;
}

/// The exact centre of spring_oscillator(mass, stiffness) at time t.
inline Eigen::Vector3d spring_oscillator_centre(const Model& model, double t) {
  const double omega = std::sqrt(model.spring_dampers[0].stiffness / model.bodies[0].inertia.mass);
  const Eigen::Vector3d r0 = model.bodies[0].initial_position, v0 = model.bodies[0].initial_velocity;
  return r0 * std::cos(omega * t) + v0 / omega * std::sin(omega * t);
}

/// A chain of `links` slender boxes (1 kg, 0.5 m long along body x) joined end to end by spherical
/// joints, the first hung from the ground origin, laid out horizontally along x at rest.
inline Model spherical_chain(int links) {
  Model model;
  model.name = "spherical_chain";
  model.gravity = Eigen::Vector3d(0, 0, -9.81);
  const double half = 0.25, side = 0.02;
  for (int k = 0; k < links; ++k) {
    Body body;
    body.name = "link" + std::to_string(k);
    body.inertia.mass = 1.0;
    body.inertia.inertia_about_com =
        (Eigen::Vector3d(2 * side * side, half * half + side * side, half * half + side * side) / 3.0).asDiagonal();
    body.initial_position = Eigen::Vector3d((2 * k + 1) * half, 0, 0);
    model.bodies.push_back(body);
    Joint joint;
    joint.name = "joint" + std::to_string(k);
    joint.kind = &joint_kind("spherical");
    joint.body_i = k == 0 ? kGround : k - 1;
    joint.body_j = k;
    joint.point_i = k == 0 ? Eigen::Vector3d::Zero() : Eigen::Vector3d(half, 0, 0);
    joint.point_j = Eigen::Vector3d(-half, 0, 0);
    model.joints.push_back(joint);
  }
  model.markers.push_back({"tip", links - 1, Eigen::Vector3d(half, 0, 0), {}});
  return model;
}

/// A parallelogram four-bar in the horizontal plane without gravity: ground pivots A = (0, 0, 0) and
/// D = (d, 0, 0), crank and rocker of length L, coupler of length d, four revolute joints about z.
/// Three of its 20 joint equations are redundant (a planar loop in space), and whenever the links are
/// collinear (crank angle 0 or π) C_q loses one more rank: a singular position, where the motion may
/// continue as a parallelogram or branch into an anti-parallelogram. With no forces the parallelogram's
/// kinetic energy is ½(I_crank + I_rocker + m_coupler L²)θ̇², so the crank turns at a constant rate:
/// θ(t) = θ0 + ωt, the crank tip at L(cos θ, sin θ, 0), the coupler never rotating.
struct ParallelogramFourBar {
  double L = 1.0, d = 1.5;
  double theta0 = 0.3;                 // rad
  double omega = 2.0 * 3.14159265358979323846;  // rad/s: one turn per second

  Eigen::Vector3d crank_tip(double t) const {
    const double theta = theta0 + omega * t;
    return L * Eigen::Vector3d(std::cos(theta), std::sin(theta), 0.0);
  }

  Model model() const {
    Model model;
    model.name = "parallelogram_four_bar";
    model.gravity = Eigen::Vector3d::Zero();
    const Eigen::Vector3d spin(0, 0, omega);
    const Eigen::Matrix3d turn = Eigen::AngleAxisd(theta0, Eigen::Vector3d::UnitZ()).toRotationMatrix();
    auto link = [&](const std::string& name, double length, const Eigen::Vector3d& centre,
                    const Eigen::Matrix3d& rotation, const Eigen::Vector3d& velocity, const Eigen::Vector3d& angular) {
      Body body;
      body.name = name;
      body.inertia.mass = 1.0 + length;
      const double h = 0.5 * length, w = 0.03;
      body.inertia.inertia_about_com =
          (Eigen::Vector3d(2 * w * w, h * h + w * w, h * h + w * w) * (body.inertia.mass / 3.0)).asDiagonal();
      body.initial_position = centre;
      body.initial_rotation = rotation;
      body.initial_velocity = velocity;
      body.initial_angular_velocity = angular;
      model.bodies.push_back(body);
    };
    const Eigen::Vector3d tip = crank_tip(0.0), D(d, 0, 0);
    link("crank", L, 0.5 * tip, turn, spin.cross(0.5 * tip), spin);
    link("coupler", d, tip + 0.5 * D, Eigen::Matrix3d::Identity(), spin.cross(tip), Eigen::Vector3d::Zero());
    link("rocker", L, D + 0.5 * tip, turn, spin.cross(0.5 * tip), spin);
    auto revolute = [&](const std::string& name, int i, int j, const Eigen::Vector3d& point_i,
                        const Eigen::Vector3d& point_j) {
      Joint joint;
      joint.name = name;
      joint.kind = &joint_kind("revolute");
      joint.body_i = i;
      joint.body_j = j;
      joint.point_i = point_i;
      joint.point_j = point_j;
      joint.axis_i = joint.axis_j = Eigen::Vector3d::UnitZ();
      model.joints.push_back(joint);
    };
    revolute("A", kGround, 0, Eigen::Vector3d::Zero(), Eigen::Vector3d(-0.5 * L, 0, 0));
    revolute("B", 0, 1, Eigen::Vector3d(0.5 * L, 0, 0), Eigen::Vector3d(-0.5 * d, 0, 0));
    revolute("C", 1, 2, Eigen::Vector3d(0.5 * d, 0, 0), Eigen::Vector3d(0.5 * L, 0, 0));
    revolute("D", 2, kGround, Eigen::Vector3d(-0.5 * L, 0, 0), D);
    model.markers.push_back({"crank_tip", 0, Eigen::Vector3d(0.5 * L, 0, 0), {}});
    return model;
  }
};

}  // namespace mbdae::testing

