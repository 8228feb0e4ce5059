#include "integrators/explicit_integrator.hpp"

namespace mbdae {

ExplicitIntegrator::ExplicitIntegrator(AccelerationFormulation& formulation, double step)
    : FixedStepIntegrator(step),
      formulation_(formulation),
      n_(formulation.system().coordinate_count()),
      velocity_variable_(Eigen::VectorXd::Zero(n_)),
      coordinate_rate_(Eigen::VectorXd::Zero(n_)),
      acceleration_(Eigen::VectorXd::Zero(n_)),
      multipliers_(Eigen::VectorXd::Zero(formulation.system().constraint_count())) {}

void ExplicitIntegrator::restart_counters() {
  evaluations_at_start_ = formulation_.evaluations();
  accepted_steps_ = 0;
}

IntegratorStatistics ExplicitIntegrator::statistics() const {
  IntegratorStatistics s;
  s.steps = accepted_steps_;
  s.rhs_evaluations = formulation_.evaluations() - evaluations_at_start_;
  s.jacobian_evaluations = s.rhs_evaluations;
  return s;
}

}  // namespace mbdae
