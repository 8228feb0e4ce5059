// Force elements: what acts between bodies besides the joints and gravity — forces and torques that
// follow time functions, rotational spring-dampers, bushings, actuators (docs/model-format.md,
// "Forces"). One kind per file here (src/forces/<type>.cpp), one row each in force_kinds.cpp.
//
// Every kind is written in terms of vectors fixed in bodies (AttachedVector): points x = r + A ū and
// directions d = A ū. A kind says which vectors it acts on and, from their current values x and rates
// ẋ, the generalized force f on them (its virtual work is fᵀ δx) with ∂f/∂x and ∂f/∂ẋ. The coordinate
// type turns these into the generalized force Q = Σ_k J_kᵀ f_k and the stiffness and damping matrices
// K = −∂Q/∂q and D = −∂Q/∂v the implicit integrators use (src/system/force_element_forces.cpp), exactly,
// with no finite differences; and the semi-recursive system into a wrench on each body (a force f on a
// direction d is a torque d × f, since δd = δθ × d).
#pragma once

#include <Eigen/Dense>
#include <array>
#include <span>
#include <string>
#include <string_view>

#include "core/error.hpp"
#include "forces/time_function.hpp"

namespace mbdae {

struct ForceKind;
struct Model;

/// A vector fixed in a body (or in the ground, where it is constant): a point, which moves with the
/// body's origin, or a direction, which only turns with it. `local` is in the body's frame.
struct AttachedVector {
  int body = -1;  // kGround
  Eigen::Vector3d local = Eigen::Vector3d::Zero();
  bool is_point = true;
};

/// The most vectors one element acts on: a bushing's two points and two triads.
inline constexpr int kMaxAttachedVectors = 8;
inline constexpr int kMaxAttachedSize = 3 * kMaxAttachedVectors;
using AttachedForces = Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxAttachedSize, 1>;
using AttachedMatrix = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, 0, kMaxAttachedSize, kMaxAttachedSize>;
using AttachedVectors = std::array<AttachedVector, kMaxAttachedVectors>;
using AttachedValues = std::array<Eigen::Vector3d, kMaxAttachedVectors>;
using Vector6 = Eigen::Matrix<double, 6, 1>;

/// What a kind computes for its element at one instant.
struct ForceEvaluation {
  AttachedForces force;              // [f_1; ...; f_k], 3k
  AttachedMatrix force_by_position;  // ∂f/∂x, 3k × 3k (filled only when asked)
  AttachedMatrix force_by_velocity;  // ∂f/∂ẋ
  double potential = 0.0;            // V of the conservative part (springs): that part of f is −∂V/∂x
  double nonconservative_power = 0.0;  // fᵀẋ + dV/dt: the power of dampers and of time-driven loads

  void reset(int vectors, bool jacobians) {
    force.setZero(3 * vectors);
    if (jacobians) {
      force_by_position.setZero(3 * vectors, 3 * vectors);
      force_by_velocity.setZero(3 * vectors, 3 * vectors);
    }
    potential = nonconservative_power = 0.0;
  }
};

/// A force element of a model: its kind and the numbers the kind reads (each kind's file says which
/// of them it uses).
struct ForceElement {
  std::string name;
  const ForceKind* kind = nullptr;  // an entry of force_kinds(), never null in a valid model
  int body_i = -1;                  // kGround
  int body_j = -1;
  Eigen::Vector3d point_i = Eigen::Vector3d::Zero();  // body_i's frame
  Eigen::Vector3d point_j = Eigen::Vector3d::Zero();  // body_j's frame
  Eigen::Matrix3d axes_i = Eigen::Matrix3d::Identity();  // columns: the element's frame axes in body_i's frame
  Eigen::Matrix3d axes_j = Eigen::Matrix3d::Identity();  // the same in body_j's frame
  Eigen::Vector3d vector = Eigen::Vector3d::Zero();  // an applied force's or torque's value at f(t) = 1
  bool follows_body = false;                        // that vector is in body_j's frame, not the ground's
  TimeFunction function;                            // what the applied load or actuator force follows
  Vector6 stiffness = Vector6::Zero();              // translation x, y, z then rotation x, y, z
  Vector6 damping = Vector6::Zero();
  SourceLocation where;
};

/// Adds one scalar "strain" s(x) held by a stress σ = σ₀ + k s + c ṡ to an evaluation: f −= σ ∇s,
/// ∂f/∂x −= k ∇s∇sᵀ + c ∇s (∇²s ẋ)ᵀ + σ ∇²s, ∂f/∂ẋ −= c ∇s∇sᵀ, V += ½ k s², power −= (σ₀ + c ṡ) ṡ.
/// A spring on a length, an angle, a bushing's six components and an actuator's force along its line
/// are all of this form.
struct Strain {
  double value = 0.0;
  AttachedForces gradient;   // ∇s, 3k
  AttachedMatrix hessian;    // ∇²s, 3k × 3k (filled only when Jacobians are asked)
};
void add_strain(const Strain& strain, double preload, double stiffness, double damping,
                const AttachedForces& rates, bool jacobians, ForceEvaluation& out);

}  // namespace mbdae
