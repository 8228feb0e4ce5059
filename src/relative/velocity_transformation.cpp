#include "relative/velocity_transformation.hpp"

namespace mbdae {

VelocityTransformation::VelocityTransformation(const Model& model, const KinematicTree& tree)
    : model_(model), tree_(tree), unbalanced_(6 * model.bodies.size()) {}

void VelocityTransformation::evaluate(const TreeState& state, Eigen::MatrixXd& mass, Eigen::VectorXd& forces) {
  const int bodies = static_cast<int>(model_.bodies.size());
  // R: for each body, the joints on its path to the ground.
  entries_.clear();
  for (int b = 0; b < bodies; ++b)
    for (int j = tree_.joint_of_body[b]; j >= 0;) {
      const TreeJoint& J = tree_.joints[j];
      const JointTwists& B = state.joint_twists[j];
      for (int c = 0; c < J.coordinates(); ++c)
        for (int r = 0; r < 6; ++r) entries_.emplace_back(6 * b + r, J.first_coordinate + c, B(r, c));
      j = J.parent == kGround ? -1 : tree_.joint_of_body[J.parent];
    }
  transformation_.resize(6 * bodies, tree_.coordinate_count);
  transformation_.setFromTriplets(entries_.begin(), entries_.end());

  entries_.clear();
  body_forces(model_, state, body_forces_);
  for (int b = 0; b < bodies; ++b) {
    const SpatialInertia M = inertia_at_origin(model_.bodies[b].inertia, state.rotation[b], state.position[b]);
    for (int c = 0; c < 6; ++c)
      for (int r = 0; r < 6; ++r) entries_.emplace_back(6 * b + r, 6 * b + c, M(r, c));
    unbalanced_.segment<6>(6 * b) = body_forces_[b] - M * state.twist_bias[b];
  }
  body_inertia_.resize(6 * bodies, 6 * bodies);
  body_inertia_.setFromTriplets(entries_.begin(), entries_.end());

  const Eigen::SparseMatrix<double> inertia_times_R = body_inertia_ * transformation_;
  mass = Eigen::MatrixXd(Eigen::SparseMatrix<double>(transformation_.transpose() * inertia_times_R));
  forces = transformation_.transpose() * unbalanced_;
}

}  // namespace mbdae
