#include "formulations/force_jacobian.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/interruption.hpp"

namespace mbdae {

ForceJacobian::ForceJacobian(const EquationsOfMotion& system)
    : system_(system),
      n_(system.coordinate_count()),
      constant_(system.generalized_forces_are_constant()),
      symmetric_(system.force_jacobians_are_symmetric()),
      base_(n_),
      perturbed_forces_(n_),
      q_work_(n_),
      v_work_(n_) {
  // Groups of coordinates perturbed together: the bodies of global coordinates (size = a body's
  // coordinates), each coordinate alone otherwise, where Q couples them all (relative coordinates).
  const auto* bodies_system = body_block_system(system);
  bodies_system_ = bodies_system;
  // Without the elements' part, Q of global coordinates is constant where the elements are all that
  // makes it vary (NACF with gravity and elements only).
  differentiated_part_constant_ =
      constant_ || (bodies_system && bodies_system->has_constant_mass_matrix() && system.model().torques.empty() &&
                    system.model().spring_dampers.empty());
  group_size_ = bodies_system ? bodies_system->coordinates().size() : 1;
  const int groups = group_size_ > 0 ? n_ / group_size_ : 0;
  coupled_bodies_.resize(groups);
  std::vector<Eigen::Triplet<double>> entries;
  if (!bodies_system) {
    for (int g = 0; g < groups; ++g) {
      colours_.push_back({g});
      for (int a = 0; a < groups; ++a) {
        coupled_bodies_[g].push_back(a);
        entries.emplace_back(a, g, 0.0);
      }
    }
  } else {
    const int bodies = groups;
    for (int b = 0; b < bodies; ++b) coupled_bodies_[b] = bodies_system->bodies_coupled_by_forces(b);
    // Greedy distance-2 colouring: two bodies share a colour when no force row depends on both.
    std::vector<std::vector<char>> used;
    for (int b = 0; b < bodies; ++b) {
      std::size_t c = 0;
      for (; c < colours_.size(); ++c)
        if (std::none_of(coupled_bodies_[b].begin(), coupled_bodies_[b].end(), [&](int a) { return used[c][a]; }))
          break;
      if (c == colours_.size()) {
        colours_.emplace_back();
        used.emplace_back(bodies, 0);
      }
      colours_[c].push_back(b);
      for (int a : coupled_bodies_[b]) used[c][a] = 1;
    }
    const int size = group_size_;
    for (int b = 0; b < bodies; ++b)
      for (int a : coupled_bodies_[b])
        for (int j = 0; j < size; ++j)
          for (int i = 0; i < size; ++i) entries.emplace_back(a * size + i, b * size + j, 0.0);
  }
  pattern_.resize(n_, n_);
  pattern_.setFromTriplets(entries.begin(), entries.end());
  pattern_.makeCompressed();
}

void ForceJacobian::evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, SparseMatrix& stiffness,
                             SparseMatrix& damping) {
  if (constant_) {
    std::fill(stiffness.valuePtr(), stiffness.valuePtr() + stiffness.nonZeros(), 0.0);
    std::fill(damping.valuePtr(), damping.valuePtr() + damping.nonZeros(), 0.0);
    return;
  }
  if (differentiated_part_constant_) {
    std::fill(stiffness.valuePtr(), stiffness.valuePtr() + stiffness.nonZeros(), 0.0);
    std::fill(damping.valuePtr(), damping.valuePtr() + damping.nonZeros(), 0.0);
  } else {
    differentiated_forces(t, q, v, base_);
    ++evaluations_;
    differentiate(t, q, v, false, stiffness);
    differentiate(t, q, v, true, damping);
  }
  if (bodies_system_ && bodies_system_->has_force_elements())
    bodies_system_->add_force_element_jacobians(t, q, v, stiffness, damping);
}

void ForceJacobian::differentiated_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                          Eigen::VectorXd& forces) const {
  if (bodies_system_)
    bodies_system_->generalized_forces_but_elements(t, q, v, forces);
  else
    system_.generalized_forces(t, q, v, forces);
}

// Forward differences with the step √ε·max(1, |x|), as for the residual's iteration matrix.
void ForceJacobian::differentiate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, bool by_velocity,
                                  SparseMatrix& out) {
  const int size = group_size_;
  const double root_epsilon = std::sqrt(std::numeric_limits<double>::epsilon());
  const Eigen::VectorXd& x = by_velocity ? v : q;
  Eigen::VectorXd& x_work = by_velocity ? v_work_ : q_work_;
  q_work_ = q;
  v_work_ = v;
  for (const std::vector<int>& colour : colours_)
    for (int k = 0; k < size; ++k) {
      // In relative coordinates every column is a whole evaluation of Q (seconds per matrix at a few
      // hundred coordinates): a stop or the run's time limit is honoured between columns.
      throw_if_stop_requested();
      for (int b : colour) {
        const int col = b * size + k;
        x_work[col] = x[col] + root_epsilon * std::max(1.0, std::abs(x[col]));
      }
      differentiated_forces(t, q_work_, v_work_, perturbed_forces_);
      ++evaluations_;
      for (int b : colour) {
        const int col = b * size + k;
        const double h = x_work[col] - x[col];
        for (int a : coupled_bodies_[b])
          for (int i = 0; i < size; ++i) {
            const int row = a * size + i;
            out.coeffRef(row, col) = -(perturbed_forces_[row] - base_[row]) / h;  // K = −∂Q/∂q, D = −∂Q/∂v
          }
        x_work[col] = x[col];
      }
    }
}

}  // namespace mbdae
