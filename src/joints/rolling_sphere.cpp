#include "joints/rolling_sphere.hpp"

#include <memory>

#include "joints/joint_constraint.hpp"
#include "joints/joint_entry.hpp"
#include "joints/sphere_and_plane.hpp"

namespace mbdae {
namespace {

void check(const Subject& subject, const Joint& joint) { check_sphere_and_plane(subject, joint, "rolling_sphere"); }

/// Rolling without slipping of a sphere (slot 1) on a plane (slot 0), at velocity level: with n = A_i n̄
/// the plane's normal, c the sphere's centre and x = c − R n the contact point, the sphere's and the
/// plane's material points at x move alike along the plane's tangents t_k = A_i t̄_k:
///   t_k · (v_sphere(x) − v_plane(x)) = 0,  k = 1, 2,
/// which is linear in the velocities, A(q) v = 0, and has no position-level form (nonholonomic).
class RollingContact final : public VelocityConstraint {
 public:
  explicit RollingContact(const Joint& joint)
      : VelocityConstraint(2),
        centre_(joint.point_j),
        normal_(joint.axis_i),
        tangents_(perpendicular_pair(joint.axis_i)),
        radius_(*joint.radius) {}

  void evaluate(const std::array<BodyMotion, 2>& bodies, bool with_gamma, VelocityRows& out) const override;

 private:
  Eigen::Vector3d centre_;                // sphere's centre, sphere's frame
  Eigen::Vector3d normal_;                // plane's unit normal, plane's frame
  std::array<Eigen::Vector3d, 2> tangents_;  // plane's frame, completing the normal
  double radius_;
};

// The two rows per body slot, and (with_gamma) their γ = −Ȧ v.
//
// With the sphere s and the plane p (A_p = I, R_p = 0, v_p = 0 for the ground), the contact point
// x = c − R n, n = A_p n̄, has body-frame coordinates ū_s = A_s⁻¹ (x − R_s) in the sphere and
// ū_p = A_p⁻¹ (x − R_p) in the plane; the material points there move with J_s(ū_s) v_s and J_p(ū_p) v_p
// (point Jacobians), so the rows are t_kᵀ J_s(ū_s) and −t_kᵀ J_p(ū_p), t_k = A_p t̄_k.
//
// d/dt (t_k · w), w = J_s(ū_s) v_s − J_p(ū_p) v_p, at constant v: ṫ_k · w + t_k · ẇ, where for each body
// d/dt (J(ū) v) = (J̇ v)(ū) + Ȧ u̇ — the acceleration term of the point at fixed ū, plus the motion of
// ū in the body: A u̇ = ẋ − J(ū) v (from A ū = x − R), ẋ = ċ − R ṅ. All of it is exact off the
// constraint manifold too (A⁻¹, not Aᵀ), so finite differences check it anywhere.
void RollingContact::evaluate(const std::array<BodyMotion, 2>& bodies, bool with_gamma, VelocityRows& out) const {
  const BodyMotion& plane = bodies[0];
  const BodyMotion& sphere = bodies[1];
  const bool moving_plane = !plane.is_ground();
  const Eigen::Matrix3d A_s = sphere.rotation();
  const Eigen::Matrix3d A_p = plane.rotation();
  const Eigen::Vector3d R_p = plane.origin();
  const Eigen::Vector3d n = A_p * normal_;
  const Eigen::Vector3d centre = sphere.origin() + A_s * centre_;
  const Eigen::Vector3d x = centre - radius_ * n;
  const Eigen::Matrix3d A_s_inverse = A_s.inverse(), A_p_inverse = A_p.inverse();
  const Eigen::Vector3d u_s = A_s_inverse * (x - sphere.origin());
  const Eigen::Vector3d u_p = A_p_inverse * (x - R_p);

  BodyJacobian J_s, J_p, J;
  sphere.point_jacobian(u_s, J_s);
  if (moving_plane) plane.point_jacobian(u_p, J_p);
  std::array<Eigen::Vector3d, 2> tangent;
  for (int k = 0; k < 2; ++k) tangent[k] = A_p * tangents_[k];
  out.jacobian[0].setZero(2, plane.coordinate_count());
  out.jacobian[1].setZero(2, sphere.coordinate_count());
  for (int k = 0; k < 2; ++k) {
    out.jacobian[1].row(k) = tangent[k].transpose() * J_s;
    if (moving_plane) out.jacobian[0].row(k) = -tangent[k].transpose() * J_p;
  }
  if (!with_gamma) return;

  const auto vs = sphere.velocities();
  const Eigen::Vector3d sphere_point_rate = J_s * vs;
  Eigen::Vector3d w = sphere_point_rate, n_rate = Eigen::Vector3d::Zero(), plane_point_rate = Eigen::Vector3d::Zero();
  std::array<Eigen::Vector3d, 2> tangent_rate{Eigen::Vector3d::Zero(), Eigen::Vector3d::Zero()};
  if (moving_plane) {
    const auto vp = plane.velocities();
    plane_point_rate = J_p * vp;
    w -= plane_point_rate;
    plane.direction_jacobian(normal_, J);
    n_rate = J * vp;
    for (int k = 0; k < 2; ++k) {
      plane.direction_jacobian(tangents_[k], J);
      tangent_rate[k] = J * vp;
    }
  }
  sphere.point_jacobian(centre_, J);
  const Eigen::Vector3d x_rate = J * vs - radius_ * n_rate;

  const Eigen::Vector3d u_s_rate = A_s_inverse * (x_rate - sphere_point_rate);
  sphere.direction_jacobian(u_s_rate, J);
  Eigen::Vector3d w_rate = sphere.direction_acceleration_term(u_s) + J * vs;
  if (moving_plane) {
    const auto vp = plane.velocities();
    const Eigen::Vector3d u_p_rate = A_p_inverse * (x_rate - plane_point_rate);
    plane.direction_jacobian(u_p_rate, J);
    w_rate -= plane.direction_acceleration_term(u_p) + J * vp;
  }
  out.gamma.resize(2);
  for (int k = 0; k < 2; ++k) out.gamma[k] = -(tangent_rate[k].dot(w) + tangent[k].dot(w_rate));
}

/// Holonomic: (c − p) · n = R, the centre stays R above the plane; then the two rolling rows.
void add_equations(const Model&, const Joint& joint, JointConstraint& c) {
  add_sphere_height_equation(joint, c);
  c.velocity = std::make_shared<const RollingContact>(joint);
}

}  // namespace

const JointKind rolling_sphere_joint{
    .name = "rolling_sphere",
    .keys = kSphereAndPlaneKeys,
    .read = read_sphere_and_plane,
    .check = check,
    .add_equations = add_equations,
    .has_velocity_level_rows = true,
};

}  // namespace mbdae
