#include "integrators/sundials/acceleration_ode.hpp"

#include "integrators/sundials/support.hpp"

#include <sunmatrix/sunmatrix_dense.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace mbdae {

// --- The ODE -----------------------------------------------------------------------------------------

AccelerationOde::AccelerationOde(AccelerationFormulation& formulation)
    : formulation_(formulation),
      n_(formulation.system().coordinate_count()),
      q_(n_),
      v_(n_),
      acceleration_(n_),
      multipliers_(formulation.system().constraint_count()) {}

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

int AccelerationOde::difference_jacobian(double t, N_Vector y, N_Vector fy, double rtol, double atol,
                                         SUNMatrix jacobian, N_Vector work_y, N_Vector work_f) {
  const long size = 2L * n_;
  const auto state = sundials::view(y);
  const auto derivative = sundials::view(fy);
  auto perturbed = sundials::view(work_y);
  const auto perturbed_derivative = sundials::view(work_f);
  Eigen::Map<Eigen::MatrixXd> j(SUNDenseMatrix_Data(jacobian), size, size);

  // f = (v, q̈): ∂v/∂q = 0, ∂v/∂v = I, exactly.
  j.topRows(n_).setZero();
  j.block(0, n_, n_, n_).diagonal().setOnes();

  const double root_unit_roundoff = std::sqrt(std::numeric_limits<double>::epsilon());
  const double floor = rtol > 0.0 ? atol / rtol : 1.0;
  const double half_scale[2] = {state.head(n_).lpNorm<Eigen::Infinity>(), state.tail(n_).lpNorm<Eigen::Infinity>()};
  perturbed = state;
  for (long column = 0; column < size; ++column) {
    const double saved = perturbed[column];
    double scale = std::max({std::abs(saved), half_scale[column < n_ ? 0 : 1], floor});
    if (!(scale > 0.0)) scale = 1.0;  // all of y's half at zero and atol = 0: no size to go by
    // The increment actually represented in floating point, so that the quotient divides by it.
    const double increment = (saved + root_unit_roundoff * scale) - saved;
    perturbed[column] = saved + increment;
    const int flag = evaluate(t, work_y, work_f);
    ++jacobian_evaluations_of_f_;
    perturbed[column] = saved;
    if (flag != 0) return flag;
    j.col(column).tail(n_) = (perturbed_derivative.tail(n_) - derivative.tail(n_)) / increment;
  }
  return 0;
}

}  // namespace mbdae
