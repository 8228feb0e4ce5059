#include "relative/closure_constraints.hpp"

#include "coordinates/nacf.hpp"
#include "coordinates/planar_nacf.hpp"
#include "joints/revolute.hpp"

namespace mbdae {
namespace {

// The model with its cut joints only: what the natural-coordinate system evaluates.
Model cut_joints_of(const Model& model, const KinematicTree& tree) {
  Model cut = model;
  cut.joints.clear();
  for (int j : tree.cut_joints) cut.joints.push_back(model.joints[j]);
  cut.point_forces.clear();
  cut.torques.clear();
  cut.spring_dampers.clear();
  cut.force_elements.clear();
  return cut;
}

std::shared_ptr<const CoordinateType> natural_coordinates(bool planar) {
  if (planar) return std::make_shared<PlanarNaturalCoordinates>();
  return std::make_shared<NaturalAbsoluteCoordinates>();
}

}  // namespace

ClosureConstraints::ClosureConstraints(const Model& model, const KinematicTree& tree)
    : tree_(tree), cut_system_(cut_joints_of(model, tree), natural_coordinates(model.planar)) {
  intrinsic_rows_ = cut_system_.intrinsic_constraint_count();
  cut_rows_ = cut_system_.constraint_count() - intrinsic_rows_;
  for (int r = 0; r < cut_rows_; ++r) {
    cut_owners_.push_back(cut_system_.constraint_owner(intrinsic_rows_ + r) + " (cut)");
    cut_joint_of_row_.push_back(tree.cut_joints[cut_system_.joint_of_row(intrinsic_rows_ + r)]);
  }
  for (const TreeJoint& t : tree.joints)
    if (t.joint >= 0 && model.joints[t.joint].kind == &revolute_joint && model.joints[t.joint].driven_angle())
      // The tree's angle turns the child about the parent's axis; the joint's drive turns body_j
      // relative to body_i, so a reversed joint turns the other way.
      driven_.push_back({t.first_coordinate, t.reversed ? -1.0 : 1.0, *model.joints[t.joint].driven_angle(),
                         model.joints[t.joint].name, t.joint});
  const int n = cut_system_.coordinate_count();
  q_.resize(n);
  q_rate_.resize(n);
  q_acceleration_.resize(n);
  c_.resize(cut_system_.constraint_count());
  c_t_.resize(cut_system_.constraint_count());
  c_gamma_.resize(cut_system_.constraint_count());
  c_q_ = cut_system_.make_constraint_jacobian();
  if (cut_rows_ > 0) coordinate_jacobian_.resize(n, tree.coordinate_count);
}

int ClosureConstraints::joint_of_row(int row) const {
  if (row < cut_rows_) return cut_joint_of_row_[row];
  row -= cut_rows_;
  if (row < static_cast<int>(driven_.size())) return driven_[row].joint;
  return -1;
}

std::string ClosureConstraints::row_owner(int row) const {
  if (row < cut_rows_) return cut_owners_[row];
  row -= cut_rows_;
  if (row < static_cast<int>(driven_.size())) return "joint '" + driven_[row].name + "' (driven angle)";
  return "the Euler parameters at z[" + std::to_string(tree_.euler_parameter_sets[row - driven_.size()]) + "] (normalization)";
}

void ClosureConstraints::evaluate(double t, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate,
                                  const TreeState& state, Eigen::VectorXd& values, Eigen::MatrixXd& jacobian,
                                  Eigen::VectorXd& time_derivative, Eigen::VectorXd& gamma) {
  evaluate(t, z, z_rate, state, values, time_derivative, gamma);
  jacobian = jacobian_;
}

void ClosureConstraints::evaluate(double t, const Eigen::VectorXd& z, const Eigen::VectorXd& z_rate,
                                  const TreeState& state, Eigen::VectorXd& values, Eigen::VectorXd& time_derivative,
                                  Eigen::VectorXd& gamma) {
  Eigen::MatrixXd& jacobian = jacobian_;
  const CoordinateType& type = cut_system_.coordinates();
  const int bodies = cut_system_.body_count(), size = type.size();
  // q, q̇ and q̈ at z̈ = 0 of every body from its pose, twist and twist bias (an open tree has no
  // cut joint and needs none of it).
  for (int b = 0; b < bodies && cut_rows_ > 0; ++b) {
    const int at = cut_system_.body_offset(b);
    auto q = q_.segment(at, size);
    type.coordinates_from_pose(state.position[b], state.rotation[b], q);
    const Eigen::Vector3d omega = state.twist[b].tail<3>();
    const Eigen::Vector3d origin_rate = state.twist[b].head<3>() + omega.cross(state.position[b]);
    type.velocities_from_twist(q, origin_rate, omega, q_rate_.segment(at, size));
    const Eigen::Vector3d angular_rate = state.twist_bias[b].tail<3>();
    type.velocities_from_twist(q, state.twist_bias[b].head<3>() + angular_rate.cross(state.position[b]), angular_rate,
                               q_acceleration_.segment(at, size));
    Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxBodyCoordinates> turned(size);
    type.velocities_from_twist(q_rate_.segment(at, size), omega.cross(origin_rate), omega, turned);
    q_acceleration_.segment(at, size) += turned;
  }
  // J = ∂q/∂z: body b's rows, in the columns of each tree joint on its path, map B_J's twists.
  coordinate_jacobian_.setZero();
  for (int b = 0; b < bodies && cut_rows_ > 0; ++b) {
    const int at = cut_system_.body_offset(b);
    const auto q = q_.segment(at, size);
    for (int j = tree_.joint_of_body[b]; j >= 0;) {
      const TreeJoint& J = tree_.joints[j];
      const JointTwists& B = state.joint_twists[j];
      for (int c = 0; c < J.coordinates(); ++c) {
        const Eigen::Vector3d omega = B.col(c).tail<3>();
        type.velocities_from_twist(q, B.col(c).head<3>() + omega.cross(state.position[b]), omega,
                                   coordinate_jacobian_.col(J.first_coordinate + c).segment(at, size));
      }
      j = J.parent == kGround ? -1 : tree_.joint_of_body[J.parent];
    }
  }

  const int m = count();
  values.resize(m);
  // The rows of drives and normalizations have their few columns written below and zeros elsewhere,
  // written once (an open chain of N spherical joints has N rows of 4N columns: zeroing them at every
  // evaluation would cost O(N²)).
  if (jacobian.rows() != m || jacobian.cols() != tree_.coordinate_count) jacobian.setZero(m, tree_.coordinate_count);
  time_derivative.resize(m);
  gamma.resize(m);
  if (cut_rows_ > 0) {
    cut_system_.constraints(t, q_, c_);
    cut_system_.constraint_time_derivative(t, q_, c_t_);
    cut_system_.gamma_and_jacobian(t, q_, q_rate_, c_gamma_, c_q_);
    // All of C_q times J (the intrinsic rows are few and cheap), then the cut joints' rows.
    full_jacobian_.noalias() = c_q_ * coordinate_jacobian_;
    full_acceleration_term_.noalias() = c_q_ * q_acceleration_;
    values.head(cut_rows_) = c_.tail(cut_rows_);
    time_derivative.head(cut_rows_) = c_t_.tail(cut_rows_);
    jacobian.topRows(cut_rows_) = full_jacobian_.bottomRows(cut_rows_);
    gamma.head(cut_rows_) = c_gamma_.tail(cut_rows_) - full_acceleration_term_.tail(cut_rows_);
  }
  int row = cut_rows_;
  for (const DrivenJoint& d : driven_) {
    values[row] = z[d.coordinate] - d.sign * d.angle(t);  // the angle counts from the initial configuration
    jacobian(row, d.coordinate) = 1.0;
    time_derivative[row] = -d.sign * d.angle.derivative(t);
    gamma[row] = d.sign * d.angle.second_derivative(t);  // −C_tt
    ++row;
  }
  for (int first : tree_.euler_parameter_sets) {
    const auto p = z.segment<4>(first);
    const auto p_rate = z_rate.segment<4>(first);
    values[row] = p.squaredNorm() - 1.0;
    jacobian.row(row).segment<4>(first) = 2.0 * p.transpose();
    time_derivative[row] = 0.0;
    gamma[row] = -2.0 * p_rate.squaredNorm();
    ++row;
  }
}

}  // namespace mbdae
