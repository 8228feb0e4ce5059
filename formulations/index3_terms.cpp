#include "formulations/index3_terms.hpp"

#include "coordinates/coordinate_type.hpp"
#include "formulations/af.hpp"
#include "formulations/uke.hpp"

namespace mbdae {

namespace {
// The relative-coordinate system whose terms can be recursive (accumulated inertias), or null.
const RelativeSystem* recursive_system(const EquationsOfMotion& system, bool recursive) {
  const auto* relative = dynamic_cast<const RelativeSystem*>(&system);
  return recursive && relative && relative->dynamics() == TreeDynamics::accumulated_inertia ? relative : nullptr;
}
}  // namespace

Index3Terms::Index3Terms(const EquationsOfMotion& system, const char* formulation, bool symmetric_tangent,
                         bool recursive)
    : system_(require_position_level_constraints(system, formulation)),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      relative_(recursive_system(system, recursive)),
      jacobian_(system.make_constraint_jacobian()),
      forces_(n_),
      constraint_(m_) {
  if (relative_) {
    // The start's q̈ and λ by articulated inertias, O(N); UKE where the rows are redundant.
    initial_ = std::make_unique<RecursiveAugmentedFormulation>(*relative_);
    recursive_ = std::make_unique<RecursiveIndex3Tangent>(*relative_);
    return;
  }
  // The start's q̈ and λ: UKE, for redundant constraints; sparse where the tangent's size makes the
  // dense form the largest cost of a short run.
  initial_ = std::make_unique<UdwadiaKalabaFormulation>(
      system, body_block_system(system) ? linear_algebra_from_name("auto", n_) : LinearAlgebra::dense);
  force_jacobian_ = std::make_unique<ForceJacobian>(system);
  tangent_ = std::make_unique<Index3Tangent>(system, force_jacobian_->make_matrix(),
                                             symmetric_tangent && force_jacobian_->jacobians_are_symmetric());
  mass_ = system.make_mass_matrix();
  stiffness_ = force_jacobian_->make_matrix();
  damping_ = force_jacobian_->make_matrix();
}

void Index3Terms::initial_accelerations(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                        Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  if (!relative_) {
    initial_->solve(t, q, v, acceleration, multipliers);
    return;
  }
  try {
    initial_->solve(t, q, v, acceleration, multipliers);
  } catch (const SingularConstraintMatrix&) {
    // Redundant rows (a planar loop in spatial joints): UKE's pseudoinverse, once.
    UdwadiaKalabaFormulation(system_, LinearAlgebra::dense).solve(t, q, v, acceleration, multipliers);
  }
}

double Index3Terms::mass_trace(const Eigen::VectorXd& q) {
  if (relative_) return relative_->mass_trace(q);
  system_.mass_matrix(q, mass_);
  double trace = 0.0;
  for (int i = 0; i < n_; ++i) trace += mass_.coeff(i, i);
  return trace;
}

bool Index3Terms::has_constant_mass_matrix() const { return system_.has_constant_mass_matrix(); }

void Index3Terms::evaluate(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Index3Statistics& statistics) {
  if (relative_) {
    // Φ_z now; M q̈ − Q in dynamic_residual(), where q̈ is known.
    TimedScope timer(statistics.cost.residual);
    relative_->state_at(q, &v);  // once, with the rates the residual will need
    system_.constraint_jacobian(t, q, jacobian_);
    evaluated_q_ = q;
    ++statistics.residual_evaluations;
    return;
  }
  {
    TimedScope timer(statistics.cost.residual);
    system_.mass_matrix(q, mass_);
  }
  evaluate_jacobian_and_forces(t, q, v, statistics);
}

void Index3Terms::evaluate_jacobian_and_forces(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                               Index3Statistics& statistics) {
  TimedScope timer(statistics.cost.residual);
  system_.constraint_jacobian(t, q, jacobian_);
  system_.generalized_forces(t, q, v, forces_);
  ++statistics.residual_evaluations;
}

void Index3Terms::dynamic_residual(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                   const Eigen::VectorXd& a, const Eigen::VectorXd& multipliers,
                                   Eigen::VectorXd& residual, Index3Statistics& statistics) {
  if (relative_) {
    TimedScope timer(statistics.cost.residual);
    relative_->inverse_dynamics(t, q, v, a, residual);
    residual.noalias() += jacobian_.transpose() * multipliers;
    return;
  }
  residual.noalias() = mass_ * a;
  residual.noalias() += jacobian_.transpose() * multipliers;
  residual -= forces_;
}

void Index3Terms::evaluate_force_jacobians(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                           Index3Statistics& statistics) {
  if (!force_jacobian_) return;  // recursive: the tangent has no K and D
  TimedScope timer(statistics.cost.matrix);
  const long before = force_jacobian_->evaluations();
  force_jacobian_->evaluate(t, q, v, stiffness_, damping_);
  statistics.force_evaluations += force_jacobian_->evaluations() - before;
}

bool Index3Terms::factor_tangent(double c_v, double c_q, double w, Index3Statistics& statistics) {
  ++statistics.factorizations;
  if (recursive_) {
    // Assembly and factorization are one pass here: all of it counts as factorization.
    TimedScope timer(statistics.cost.factorization);
    return recursive_->factor(evaluated_q_, jacobian_, c_v, c_q, w);
  }
  {
    TimedScope timer(statistics.cost.matrix);
    tangent_->assemble(mass_, damping_, stiffness_, jacobian_, c_v, c_q, w);
  }
  TimedScope timer(statistics.cost.factorization);
  return tangent_->factorize();
}

bool Index3Terms::factor_tangent(const SparseMatrix& right_jacobian, double c_v, double c_q, double w,
                                 Index3Statistics& statistics) {
  {
    TimedScope timer(statistics.cost.matrix);
    tangent_->assemble(mass_, damping_, stiffness_, jacobian_, right_jacobian, c_v, c_q, w);
  }
  ++statistics.factorizations;
  TimedScope timer(statistics.cost.factorization);
  return tangent_->factorize();
}

}  // namespace mbdae
