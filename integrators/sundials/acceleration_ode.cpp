#include "integrators/sundials/acceleration_ode.hpp"

#include <sunmatrix/sunmatrix_sparse.h>

#include <cmath>
#include <limits>

#include "integrators/sundials/support.hpp"

namespace mbdae {

// --- The ODE -----------------------------------------------------------------------------------------

AccelerationOde::AccelerationOde(AccelerationFormulation& formulation)
    : formulation_(formulation),
      n_(formulation.system().coordinate_count()),
      q_(n_),
      v_(n_),
      acceleration_(n_),
      base_acceleration_(n_),
      multipliers_(formulation.system().constraint_count()),
      jacobian_(2 * n_, 2 * n_) {
  // Pattern of ∂f/∂y = [[0, I], [∂q̈/∂q, ∂q̈/∂v]]: the q̈ rows are dense (the constraint solve couples
  // every coordinate), the upper half holds only the identity of q' = v.
  std::vector<Eigen::Triplet<double>> entries;
  entries.reserve(static_cast<std::size_t>(2 * n_) * n_ + n_);
  for (int column = 0; column < 2 * n_; ++column) {
    if (column >= n_) entries.emplace_back(column - n_, column, 1.0);
    for (int row = n_; row < 2 * n_; ++row) entries.emplace_back(row, column, 0.0);
  }
  jacobian_.setFromTriplets(entries.begin(), entries.end());
  jacobian_.makeCompressed();
}

void AccelerationOde::split(N_Vector y, Eigen::VectorXd& q, Eigen::VectorXd& v) const {
  const auto values = sundials::view(y);
  q.resize(n_);
  v.resize(n_);
  q = values.head(n_);
  v = values.tail(n_);
}

void AccelerationOde::join(const Eigen::VectorXd& q, const Eigen::VectorXd& v, N_Vector y) const {
  auto values = sundials::view(y);
  values.head(n_) = q;
  values.tail(n_) = v;
}

int AccelerationOde::evaluate(double t, N_Vector y, N_Vector ydot) {
  const auto state = sundials::view(y);
  q_ = state.head(n_);
  v_ = state.tail(n_);
  if (!q_.allFinite() || !v_.allFinite()) return 1;
  formulation_.solve(t, q_, v_, acceleration_, multipliers_);
  if (!acceleration_.allFinite()) return 1;
  auto derivative = sundials::view(ydot);
  derivative.head(n_) = v_;
  derivative.tail(n_) = acceleration_;
  return 0;
}

int AccelerationOde::jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian) {
  const auto state = sundials::view(y);
  q_ = state.head(n_);
  v_ = state.tail(n_);
  base_acceleration_ = sundials::view(fy).tail(n_);  // q̈(t, y), which SUNDIALS passes along
  // Forward differences with the usual increment √ε max(|y_j|, 1): coordinates are metres (or unit
  // direction components) and velocities metres per second, so 1 is the natural floor in SI units.
  const double root_epsilon = std::sqrt(std::numeric_limits<double>::epsilon());
  double* values = jacobian_.valuePtr();
  const auto* column_start = jacobian_.outerIndexPtr();
  auto difference_column = [&](Eigen::VectorXd& x, int j, int first_value) {
    const double saved = x[j];
    x[j] = saved + root_epsilon * std::max(std::abs(saved), 1.0);
    const double increment = x[j] - saved;  // the increment actually represented
    formulation_.solve(t, q_, v_, acceleration_, multipliers_);
    ++jacobian_evaluations_;
    x[j] = saved;
    for (int i = 0; i < n_; ++i) values[first_value + i] = (acceleration_[i] - base_acceleration_[i]) / increment;
  };
  for (int j = 0; j < n_; ++j) difference_column(q_, j, column_start[j]);
  for (int j = 0; j < n_; ++j) {
    const int first = column_start[n_ + j];
    values[first] = 1.0;  // ∂(q')_j/∂v_j
    difference_column(v_, j, first + 1);
  }
  if (!Eigen::Map<const Eigen::VectorXd>(values, jacobian_.nonZeros()).allFinite()) return 1;
  sundials::copy_sparse(jacobian_, jacobian, /*copy_pattern=*/true);
  return 0;
}

}  // namespace mbdae
