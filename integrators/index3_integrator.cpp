#include "integrators/index3_integrator.hpp"

namespace mbdae {

Index3Integrator::Index3Integrator(Index3Formulation& formulation, double step)
    : FixedStepIntegrator(step), formulation_(formulation) {}

void Index3Integrator::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  formulation_.start(t, q, v, acceleration_);
  begin();
}

IntegratorStatistics Index3Integrator::statistics() const {
  const Index3Statistics& index3 = formulation_.statistics();
  IntegratorStatistics s;
  s.steps = index3.steps;
  s.rhs_evaluations = index3.residual_evaluations + index3.force_evaluations;
  s.jacobian_evaluations = index3.factorizations;
  s.newton_iterations = index3.newton_iterations;
  s.linear_setups = index3.factorizations;
  s.cost = index3.cost;
  return s;
}

}  // namespace mbdae
