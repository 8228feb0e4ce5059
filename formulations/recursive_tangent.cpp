#include "formulations/recursive_tangent.hpp"

#include <algorithm>

namespace mbdae {
namespace {

// The tree joints on a body's path to the ground, from the body down.
std::vector<int> path_to_ground(const KinematicTree& tree, int body) {
  std::vector<int> path;
  for (int j = body == kGround ? -1 : tree.joint_of_body[body]; j >= 0;) {
    path.push_back(j);
    const int parent = tree.joints[j].parent;
    j = parent == kGround ? -1 : tree.joint_of_body[parent];
  }
  return path;
}

}  // namespace

RecursiveIndex3Tangent::RecursiveIndex3Tangent(const RelativeSystem& system)
    : system_(system), articulated_(system.model(), system.tree()), blocks_(system.tree().joints.size()) {
  const KinematicTree& tree = system.tree();
  const int n = system.coordinate_count();
  std::vector<int> joint_of_coordinate(n);
  for (std::size_t j = 0; j < tree.joints.size(); ++j)
    for (int c = 0; c < tree.joints[j].coordinates(); ++c)
      joint_of_coordinate[tree.joints[j].first_coordinate + c] = static_cast<int>(j);

  // Each row's stored entries (those that may be non-zero), then whether they share one joint.
  const SparseMatrix jacobian = system.make_constraint_jacobian();
  const std::vector<char>& may_be_nonzero = system.jacobian_may_be_nonzero();
  // The position-level rows only: ALI3-P has no velocity-level ones (require_position_level_constraints).
  std::vector<std::vector<std::pair<int, int>>> rows(system.holonomic_constraint_count());
  for (int col = 0; col < jacobian.outerSize(); ++col)
    for (int k = jacobian.outerIndexPtr()[col]; k < jacobian.outerIndexPtr()[col + 1]; ++k)
      if (may_be_nonzero[k] && jacobian.innerIndexPtr()[k] < static_cast<int>(rows.size()))
        rows[jacobian.innerIndexPtr()[k]].emplace_back(k, col);
  int columns = 0;
  for (auto& entries : rows) {
    if (entries.empty()) continue;
    const int joint = joint_of_coordinate[entries.front().second];
    const bool local = std::all_of(entries.begin(), entries.end(),
                                   [&](const auto& e) { return joint_of_coordinate[e.second] == joint; });
    if (local) {
      for (auto& e : entries) e.second -= tree.joints[joint].first_coordinate;
      local_rows_.push_back({joint, std::move(entries)});
    } else {
      coupling_rows_.push_back({columns++, std::move(entries)});
    }
  }

  // Each spring's joints: those on one body's path and not on the other's (the common ones move both
  // ends alike and leave the length alone).
  const Model& model = system.model();
  for (std::size_t s = 0; s < model.spring_dampers.size(); ++s) {
    const SpringDamper& spring = model.spring_dampers[s];
    if (spring.stiffness == 0.0 && spring.damping == 0.0) continue;
    const std::vector<int> path_i = path_to_ground(tree, spring.body_i), path_j = path_to_ground(tree, spring.body_j);
    Spring entry{static_cast<int>(s), -1, {}};
    for (int j : path_j)
      if (std::find(path_i.begin(), path_i.end(), j) == path_i.end()) entry.joints.emplace_back(j, +1);
    for (int j : path_i)
      if (std::find(path_j.begin(), path_j.end(), j) == path_j.end()) entry.joints.emplace_back(j, -1);
    if (entry.joints.empty()) continue;  // both ends on one body
    if (entry.joints.size() > 1) entry.column = columns++;
    springs_.push_back(std::move(entry));
  }

  coupling_.setZero(n, columns);
  inverse_coupling_.resize(n, columns);
  weight_inverse_.resize(columns);
  capacitance_.resize(columns, columns);
  column_.resize(n);
  reduced_.resize(columns);
  for (std::size_t j = 0; j < tree.joints.size(); ++j)
    blocks_[j].setZero(tree.joints[j].coordinates(), tree.joints[j].coordinates());
}

bool RecursiveIndex3Tangent::factor(const Eigen::VectorXd& q, const SparseMatrix& jacobian, double c_v, double c_q,
                                    double w) {
  const KinematicTree& tree = system_.tree();
  const TreeState& state = system_.state_at(q, nullptr);
  for (JointMatrix& block : blocks_) block.setZero();
  const double* values = jacobian.valuePtr();

  // Penalty: w Φ_rᵀΦ_r, into a joint's block or as a column of U.
  Eigen::Matrix<double, Eigen::Dynamic, 1, 0, kMaxTreeJointCoordinates, 1> local;
  for (const LocalRow& row : local_rows_) {
    local.setZero(tree.joints[row.joint].coordinates());
    for (const auto& [k, c] : row.entries) local[c] = values[k];
    blocks_[row.joint].noalias() += w * local * local.transpose();
  }
  for (const CouplingRow& row : coupling_rows_) {
    auto column = coupling_.col(row.column);
    column.setZero();
    for (const auto& [k, c] : row.entries) column[c] = values[k];
    weight_inverse_[row.column] = 1.0 / w;
  }

  // Springs: (c_q k + c_v c) g gᵀ with g_J = ±B_Jᵀ [e; x × e], the joint forces of a unit pull along
  // the line e at the end x that J moves.
  const Model& model = system_.model();
  for (const Spring& spring : springs_) {
    const SpringDamper& s = model.spring_dampers[spring.index];
    // At the cached state (factor's own positions): no recursion runs again.
    const Eigen::Vector3d x_i = system_.point_position(s.body_i, s.point_i, q),
                          x_j = system_.point_position(s.body_j, s.point_j, q);
    const double length = (x_j - x_i).norm();
    const double weight = c_q * s.stiffness + c_v * s.damping;
    const bool active = length > 0.0 && weight > 0.0;
    if (spring.column >= 0) {
      coupling_.col(spring.column).setZero();
      weight_inverse_[spring.column] = active ? 1.0 / weight : 1.0;
    }
    if (!active) continue;
    const Eigen::Vector3d along = (x_j - x_i) / length;
    for (const auto& [j, side] : spring.joints) {
      const TreeJoint& J = tree.joints[j];
      Twist pull;
      pull.head<3>() = side * along;
      pull.tail<3>() = (side > 0 ? x_j : x_i).cross(side * along);
      if (spring.column < 0) {
        local.noalias() = state.joint_twists[j].transpose() * pull;
        blocks_[j].noalias() += weight * local * local.transpose();
      } else {
        coupling_.col(spring.column).segment(J.first_coordinate, J.coordinates()).noalias() =
            state.joint_twists[j].transpose() * pull;
      }
    }
  }

  if (!articulated_.factor(state, blocks_)) return false;
  const int k = coupling_count();
  if (k == 0) return true;
  for (int c = 0; c < k; ++c) {
    column_ = coupling_.col(c);
    articulated_.solve(column_);
    inverse_coupling_.col(c) = column_;
  }
  capacitance_.noalias() = coupling_.transpose() * inverse_coupling_;
  capacitance_.diagonal() += weight_inverse_;
  if (!capacitance_factor_.factor(capacitance_)) return false;
  // The pivots are square roots of S's: the test of Index3Tangent::factorize() on their squares.
  const auto pivots = capacitance_factor_.pivots();
  return pivots.minCoeff() * pivots.minCoeff() > 1e-13 * pivots.maxCoeff() * pivots.maxCoeff();
}

void RecursiveIndex3Tangent::solve(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  x = b;
  articulated_.solve(x);
  if (coupling_count() == 0) return;
  reduced_.noalias() = coupling_.transpose() * x;  // Uᵀ A⁻¹ b = Yᵀ b
  capacitance_factor_.solve_in_place(reduced_);
  x.noalias() -= inverse_coupling_ * reduced_;
}

}  // namespace mbdae
