#include "integrators/ida.hpp"

#include <cmath>
#include <string>

#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

namespace mbdae {

IdaIntegrator::IdaIntegrator(ResidualFormulation& residual, AccelerationFormulation& initial_accelerations,
                             const AdaptiveOptions& options)
    : residual_(residual),
      initial_accelerations_(initial_accelerations),
      options_(options),
      y_(sundials::make_vector(residual_.size(), context_)),
      yp_(sundials::make_vector(residual_.size(), context_)),
      id_(sundials::make_vector(residual_.size(), context_)),
      absolute_tolerances_(sundials::make_vector(residual_.size(), context_)),
      jacobian_(residual_.make_iteration_matrix()),
      multipliers_(residual_.constraint_count()) {
  linear_ = sundials::make_linear_system(options.linear_solver, residual_.size(), jacobian_.nonZeros(), y_.get(),
                                         context_, &cost_,
                                         residual_.needs_column_ordering() ? sundials::SparseOrdering::column
                                                                           : sundials::SparseOrdering::symmetric);
  if (options.linear_solver == "dense") dense_jacobian_.resize(residual_.size(), residual_.size());
  ida_.reset(IDACreate(context_));
  if (!ida_) throw Error(Error::Kind::numerical, "IDA could not be created");
}

int IdaIntegrator::residual_callback(double t, N_Vector yy, N_Vector yp, N_Vector rr, void* user_data) {
  auto* self = static_cast<IdaIntegrator*>(user_data);
  return self->guard_.run([&] {
    const auto y = sundials::view(yy), y_rate = sundials::view(yp);
    if (!y.allFinite() || !y_rate.allFinite()) return 1;  // recoverable: IDA cuts the step
    TimedScope timer(self->cost_.residual);
    self->residual_.residual(t, y, y_rate, sundials::view(rr));
    return 0;
  });
}

int IdaIntegrator::jacobian_callback(double t, double cj, N_Vector yy, N_Vector yp, N_Vector, SUNMatrix J,
                                     void* user_data, N_Vector, N_Vector, N_Vector) {
  auto* self = static_cast<IdaIntegrator*>(user_data);
  return self->guard_.run([&] {
    TimedScope timer(self->cost_.matrix);
    self->residual_.iteration_matrix(t, sundials::view(yy), sundials::view(yp), cj, self->jacobian_);
    if (self->options_.linear_solver == "dense") {
      self->dense_jacobian_ = self->jacobian_;
      sundials::copy_dense(self->dense_jacobian_, J);
    } else {
      // IDA zeroes the matrix before each call, and SUNMatZero_Sparse clears the index arrays too: the
      // (unchanged) pattern must be written every time.
      sundials::copy_sparse(self->jacobian_, J, true);
    }
    return 0;
  });
}

int IdaIntegrator::error_weights_callback(N_Vector y, N_Vector ewt, void* user_data) {
  auto* self = static_cast<IdaIntegrator*>(user_data);
  double h = 0.0;
  IDAGetCurrentStep(self->ida_.get(), &h);
  h = std::abs(h);
  if (!(h > 0.0)) h = kFirstStepGuess;
  const auto values = sundials::view(y);
  auto weights = sundials::view(ewt);
  const auto atol = sundials::view(self->absolute_tolerances_.get());
  const double rtol = self->options_.rtol;
  for (Eigen::Index i = 0; i < values.size(); ++i) {
    const double scale = self->step_powers_[i] == 0.0 ? 1.0 : (self->step_powers_[i] == 1.0 ? h : h * h);
    weights[i] = scale / (rtol * std::abs(values[i]) + atol[i]);
  }
  return 0;
}

namespace {
void check(int flag, const char* what) {
  if (flag < 0) throw Error(Error::Kind::numerical, std::string("IDA set-up failed in ") + what);
}
}  // namespace

void IdaIntegrator::initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  void* memory = ida_.get();
  initial_accelerations_.solve(t0, q, v, initial_acceleration_, initial_multipliers_);
  residual_.consistent_initial_values(q, v, initial_acceleration_, initial_multipliers_, initial_y_, initial_yp_);
  sundials::view(y_.get()) = initial_y_;
  sundials::view(yp_.get()) = initial_yp_;
  sundials::view(id_.get()) = residual_.differential_components();

  check(IDAInit(memory, residual_callback, t0, y_.get(), yp_.get()), "IDAInit");
  // Multipliers are left out of the error test (IDASetSuppressAlg), but IDA's Newton convergence test
  // still weighs every component. The multipliers of higher-index forms react to the O(h⁻¹)–O(h⁻²)
  // amplified residuals of the constraint rows, so with the position tolerance on them they would
  // decide convergence; an absolute tolerance far above their size lets the other variables decide.
  // In the index-3 form the velocities, index-2 variables, are weighed by h in both tests instead
  // (error_weights_callback()); with the positions' weights on them Newton failed at the first step
  // (h → 1e-15 on a tumbling body at rtol 1e-9), and left out of the error test they were not
  // controlled at all (docs/methods.md).
  // A form that weighs its higher-index variables by powers of h (index-3) keeps every component in
  // both tests, with weights error_weights_callback() computes at each step (λ still with atol 1e6).
  step_powers_ = residual_.error_weight_step_powers();
  const Eigen::VectorXd differential = residual_.differential_components();
  Eigen::VectorXd atol = Eigen::VectorXd::Constant(residual_.size(), kMultiplierAbsoluteTolerance);
  for (int i = 0; i < residual_.size(); ++i)
    if (differential[i] != 0.0) atol[i] = options_.atol;
  sundials::view(absolute_tolerances_.get()) = atol;
  if (step_powers_.size() > 0)
    check(IDAWFtolerances(memory, error_weights_callback), "IDAWFtolerances");
  else
    check(IDASVtolerances(memory, options_.rtol, absolute_tolerances_.get()), "IDASVtolerances");
  check(IDASetUserData(memory, this), "IDASetUserData");
  check(IDASetErrHandlerFn(memory, &SundialsMessages::record, &messages_), "IDASetErrHandlerFn");
  check(IDASetLinearSolver(memory, linear_.solver.get(), linear_.matrix.get()), "IDASetLinearSolver");
  check(IDASetJacFn(memory, jacobian_callback), "IDASetJacFn");
  check(IDASetId(memory, id_.get()), "IDASetId");
  check(IDASetSuppressAlg(memory, step_powers_.size() > 0 ? SUNFALSE : SUNTRUE), "IDASetSuppressAlg");
  check(IDASetMaxNumSteps(memory, options_.max_steps), "IDASetMaxNumSteps");
  if (options_.max_step > 0) check(IDASetMaxStep(memory, options_.max_step), "IDASetMaxStep");
}

StepOutcome IdaIntegrator::step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  advance_to(t_target, q, v);
  return {t_target, true};
}

void IdaIntegrator::advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  void* memory = ida_.get();
  double t_reached = 0.0;
  const int flag = IDASolve(memory, t_out, &t_reached, y_.get(), yp_.get(), IDA_NORMAL);
  guard_.rethrow();
  if (flag < 0) {
    double t_now = t_reached, h = 0.0;
    IDAGetCurrentTime(memory, &t_now);
    IDAGetLastStep(memory, &h);
    if (h == 0.0) IDAGetCurrentStep(memory, &h);  // failed before completing a step: the step it tried
    std::string advice = flag == IDA_TOO_MUCH_WORK
                             ? "allow more internal steps between outputs (`max_steps`) or loosen `rtol`/`atol`"
                             : "loosen `rtol`/`atol`, limit `max_step`, or try the `ggl` or `index1` formulation";
    if (residual_.pattern_misses() > 0)
      advice += "; the Newton matrix left out " + std::to_string(residual_.pattern_misses()) +
                " non-zero finite-difference entries its probed pattern did not have (formulations/dae_residual.hpp)";
    if (!messages_.last().empty()) advice += " [IDA: " + messages_.last() + "]";
    sundials::throw_failure("IDA", IDAGetReturnFlagName(flag), flag, t_now, h, advice);
  }
  const auto y = sundials::view(y_.get());
  const int n = residual_.coordinate_count();
  q = y.head(n);
  v = y.segment(n, n);
}

const Eigen::VectorXd& IdaIntegrator::multipliers(double, const Eigen::VectorXd&, const Eigen::VectorXd&) {
  multipliers_ = sundials::view(y_.get()).segment(2 * residual_.coordinate_count(), residual_.constraint_count());
  return multipliers_;
}

IntegratorStatistics IdaIntegrator::statistics() const {
  void* memory = ida_.get();
  IntegratorStatistics s;
  long value = 0;
  IDAGetNumSteps(memory, &value);
  s.steps = value;
  s.rhs_evaluations = residual_.evaluations();  // IDA's own and those of the finite-difference columns
  IDAGetNumJacEvals(memory, &value);
  s.jacobian_evaluations = value;
  IDAGetNumLinSolvSetups(memory, &value);
  s.linear_setups = value;
  IDAGetNumNonlinSolvIters(memory, &value);
  s.newton_iterations = value;
  IDAGetNumNonlinSolvConvFails(memory, &value);
  s.nonlinear_failures = value;
  IDAGetNumErrTestFails(memory, &value);
  s.error_test_failures = value;
  s.cost = cost_;
  return s;
}

}  // namespace mbdae
