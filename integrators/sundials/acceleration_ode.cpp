#include "integrators/sundials/acceleration_ode.hpp"

#include "integrators/sundials/support.hpp"

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

}  // namespace mbdae
