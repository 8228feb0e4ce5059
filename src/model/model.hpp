// The physical description of a multibody system: bodies, joints, forces and markers, in physical
// terms and independent of the coordinates used to simulate it. Immutable once built (Model/Data
// split as in Pinocchio: algorithms keep their buffers elsewhere).
//
// Conventions (docs/model-format.md):
// - SI units throughout; angles in radians inside the program.
// - Each body has a body frame. Points and axes of a body are given in its body frame; points and
//   axes of `ground` are given in the ground (inertial) frame.
// - A body's initial pose is the position of its body-frame origin and the rotation matrix whose
//   columns are the body axes, both in the ground frame.
// - A body's initial velocity is the velocity of its body-frame origin, and its angular velocity,
//   both in the ground frame.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "forces/force_element.hpp"
#include "flexible/elastic_body.hpp"

namespace mbdae {

/// Index of the ground in joint, force and marker body references.
inline constexpr int kGround = -1;

/// Mass distribution of a rigid body, in its body frame.
struct RigidBodyInertia {
  double mass = 0.0;
  Eigen::Vector3d center_of_mass = Eigen::Vector3d::Zero();        // body frame
  Eigen::Matrix3d inertia_about_com = Eigen::Matrix3d::Identity();  // body axes, about the centre of mass
};

struct Body {
  std::string name;
  RigidBodyInertia inertia;
  Eigen::Vector3d initial_position = Eigen::Vector3d::Zero();  // body-frame origin, ground frame
  Eigen::Matrix3d initial_rotation = Eigen::Matrix3d::Identity();  // columns: body axes in ground frame
  Eigen::Vector3d initial_velocity = Eigen::Vector3d::Zero();  // of the body-frame origin, ground frame
  Eigen::Vector3d initial_angular_velocity = Eigen::Vector3d::Zero();  // ground frame
  SourceLocation where;
};

struct JointKind;  // src/joints/joint_kinds.hpp: one per `type:` of model files
extern const JointKind spherical_joint;  // src/joints/spherical.hpp

/// A joint between body_i and body_j (either may be kGround, not both, never the same body).
/// point_i/axis_i are in body_i's frame, point_j/axis_j in body_j's frame. What they mean, and which of
/// the optional numbers apply, is said by the joint's kind, in its file src/joints/<type>.hpp.
struct Joint {
  std::string name;
  const JointKind* kind = &spherical_joint;  // an entry of joint_kinds(), never null
  int body_i = kGround;
  int body_j = kGround;
  Eigen::Vector3d point_i = Eigen::Vector3d::Zero();
  Eigen::Vector3d point_j = Eigen::Vector3d::Zero();
  Eigen::Vector3d axis_i = Eigen::Vector3d::UnitZ();  // unit length
  Eigen::Vector3d axis_j = Eigen::Vector3d::UnitZ();  // unit length
  std::optional<double> length;                        // distance joints only
  std::optional<double> radius;                        // rolling_sphere only, m
  std::optional<double> angular_velocity;              // revolute only: driven at this rate, rad/s
  std::optional<TimeFunction> drive_angle;             // revolute only: driven to this angle, rad, from the initial one
  /// The angle a driven revolute joint turns body_j by, from the initial configuration: drive_angle,
  /// or angular_velocity · t; none for a joint that is not driven.
  std::optional<TimeFunction> driven_angle() const {
    if (drive_angle) return drive_angle;
    if (angular_velocity) return TimeFunction::linear(*angular_velocity);
    return std::nullopt;
  }
  SourceLocation where;
};

/// Constant force, fixed in the ground frame, applied at a body point.
struct PointForce {
  std::string name;
  int body = 0;
  Eigen::Vector3d point = Eigen::Vector3d::Zero();  // body frame
  Eigen::Vector3d force = Eigen::Vector3d::Zero();  // ground frame, N
  SourceLocation where;
};

/// Constant torque, fixed in the ground frame, applied to a body.
struct PointTorque {
  std::string name;
  int body = 0;
  Eigen::Vector3d torque = Eigen::Vector3d::Zero();  // ground frame, N m
  SourceLocation where;
};

/// Linear spring–damper along the line between two body points:
/// tension f = stiffness (l - free_length) + damping dl/dt.
struct SpringDamper {
  std::string name;
  int body_i = kGround;
  int body_j = kGround;
  Eigen::Vector3d point_i = Eigen::Vector3d::Zero();
  Eigen::Vector3d point_j = Eigen::Vector3d::Zero();
  double stiffness = 0.0;    // N/m
  double damping = 0.0;      // N s/m
  double free_length = 0.0;  // m
  SourceLocation where;
};

/// A named body point whose position and velocity are reported.
struct Marker {
  std::string name;
  int body = 0;
  Eigen::Vector3d point = Eigen::Vector3d::Zero();  // body frame
  SourceLocation where;
};

/// A number a model file declares under `parameters:` and uses in expressions; `--param NAME=VALUE`
/// sets it, unless it is derived: a default that is an expression over other parameters makes it a
/// value computed from them, which `--param` refuses (docs/model-format.md).
struct ModelParameter {
  std::string name;
  std::string description;
  double default_value = 0.0;
  double value = 0.0;  // the value the model was built with
  std::optional<double> minimum;
  std::optional<double> maximum;
  bool integer = false;
  SourceLocation where;
  /// Empty for a parameter `--param` sets. For a derived one, the settable parameters it follows,
  /// through any derived ones in between, in the order the file declares them.
  std::vector<std::string> derived_from;
  bool derived() const { return !derived_from.empty(); }
};

/// How a model's own motion needs to be run (`run:` in its file, docs/model-format.md): `mbdae run`
/// takes each setting the command line does not give, and `mbdae models` shows them. Unset: the
/// program's defaults.
/// A body that deforms as a beam (docs/model-format.md, "Flexible bodies"; src/flexible/): the body's
/// frame is the beam's floating frame, the beam runs along its x axis from its origin.
struct FlexibleBody {
  int body = 0;
  FlexibleBeam beam;
  /// The meshed, reduced beam with its shape integrals, built once when the model is read.
  std::shared_ptr<const ElasticBody> elastic;
  SourceLocation where;
};

/// The flexible body of body `body`, or nullptr for a rigid one (or the ground).
const FlexibleBody* flexible_body_of(const Model& model, int body);

struct RunDefaults {
  std::optional<double> step, t_end, output_every;   // s
  std::string integrator, formulation, correction;   // registry names; checked when the run starts
  std::string why;                                   // one line, shown with them
  SourceLocation where;                              // the `run:` key
  bool empty() const {
    return !step && !t_end && !output_every && integrator.empty() && formulation.empty() && correction.empty();
  }
};

struct Model {
  std::string name;
  std::string description;
  std::string source;  // file the model came from ("builtin:NAME" for built-in models)
  /// A planar model (paper 003) moves in the ground's x-y plane: every body turns about z only, its
  /// points, forces and gravity lie in the plane, its joints are of kinds with a place in the plane
  /// (JointKind::exists_in_plane: revolute about z, prismatic along an in-plane axis, fixed, distance),
  /// and only the planar coordinate types describe it.
  bool planar = false;
  Eigen::Vector3d gravity = Eigen::Vector3d::Zero();  // m/s^2, ground frame
  std::vector<Body> bodies;
  std::vector<Joint> joints;
  std::vector<PointForce> point_forces;
  std::vector<PointTorque> torques;
  std::vector<SpringDamper> spring_dampers;
  /// Forces of the kinds in src/forces/ (time-dependent loads, rotational springs, bushings, actuators).
  std::vector<ForceElement> force_elements;
  std::vector<Marker> markers;
  /// Bodies that deform (src/flexible/): each names a body of `bodies`, whose frame is the beam's
  /// floating frame and whose inertia is the undeformed beam's.
  std::vector<FlexibleBody> flexible_bodies;
  std::vector<ModelParameter> parameters;  // in the order the file declares them
  RunDefaults run_defaults;
  /// What the file held that the model leaves out, one line each ("FILE:LINE: <limit> ignored on ..."):
  /// a URDF's joint limits and dynamics (src/io/urdf_model.hpp). The commands print them as notes; they
  /// are never errors. Empty for a model file of mbdae's own format.
  std::vector<std::string> notes;

  /// Index of the body called `name`, kGround for "ground", std::nullopt if there is none.
  std::optional<int> find_body(const std::string& name) const {
    if (name == "ground") return kGround;
    for (int i = 0; i < static_cast<int>(bodies.size()); ++i)
      if (bodies[i].name == name) return i;
    return std::nullopt;
  }
  std::string body_name(int index) const { return index == kGround ? "ground" : bodies[index].name; }
  /// Where body point `local` (ground frame for the ground) is in the initial configuration.
  Eigen::Vector3d initial_point(int body, const Eigen::Vector3d& local) const {
    if (body == kGround) return local;
    return bodies[body].initial_position + bodies[body].initial_rotation * local;
  }
  /// A body's initial rotation (columns: its axes in the ground frame); the identity for the ground.
  Eigen::Matrix3d initial_rotation(int body) const {
    return body == kGround ? Eigen::Matrix3d::Identity() : bodies[body].initial_rotation;
  }
};

/// True when a joint adds velocity-level (nonholonomic) constraints, which formulations that need
/// every constraint at position level (the index-3 residual) cannot take.
bool has_velocity_level_constraints(const Model& model);

/// Checks what makes a model physically meaningful (positive mass, positive-definite inertia that
/// satisfies the triangle inequality, orthonormal rotations, distinct names, joints between two
/// different bodies, non-zero axes, valid body references). Throws Error{Kind::model} naming the
/// offending entity and, when known, the file and line.
void validate(const Model& model);

}  // namespace mbdae
