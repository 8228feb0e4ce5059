#include "integrators/cvode.hpp"

#include <cvode/cvode.h>
#include <cvode/cvode_ls.h>
#include <cvode/cvode_proj.h>
#include <sunmatrix/sunmatrix_sparse.h>
#include <sunnonlinsol/sunnonlinsol_fixedpoint.h>

#include <cmath>
#include <limits>
#include <sstream>
#include <vector>

#include "core/error.hpp"
#include "integrators/sundials/index1_newton_solver.hpp"

namespace mbdae {

// --- CVODE -----------------------------------------------------------------------------------------------

namespace {

std::string advice_for(int flag, long max_steps) {
  switch (flag) {
    case CV_TOO_MUCH_WORK:
      return "more than " + std::to_string(max_steps) +
             " internal steps before the next output time: allow more (`max_steps`) or loosen `rtol`";
    case CV_TOO_MUCH_ACC:
      return "the tolerances ask for more than machine precision: loosen `rtol` and `atol`";
    case CV_ERR_FAILURE:
      return "the error test failed repeatedly: tighten `max_step` or loosen `rtol`";
    case CV_CONV_FAILURE:
    case CV_NLS_FAIL:
      return "the corrector iteration did not converge: tighten `max_step` or loosen `rtol` "
             "(for stiff motion use cvode-bdf)";
    case CV_LSETUP_FAIL:
    case CV_LSOLVE_FAIL:
      return "the Newton matrix could not be factored or solved: tighten `max_step`";
    case CV_RHSFUNC_FAIL:
    case CV_FIRST_RHSFUNC_ERR:
    case CV_REPTD_RHSFUNC_ERR:
    case CV_UNREC_RHSFUNC_ERR:
      return "the accelerations could not be evaluated (non-finite state): tighten `max_step` or `rtol`";
    case CV_PROJFUNC_FAIL:
    case CV_REPTD_PROJFUNC_ERR:
      return "the projection onto the constraints did not converge: tighten `max_step` or `rtol`";
    default:
      return "tighten `max_step` or loosen `rtol`";
  }
}

}  // namespace

void CvodeIntegrator::MemoryDeleter::operator()(void* memory) const { CVodeFree(&memory); }

CvodeIntegrator::CvodeIntegrator(AccelerationFormulation& formulation, Method method, const AdaptiveOptions& options)
    : method_(method), options_(options), ode_(formulation) {
  if (method == Method::adams && options.projection)
    throw Error(Error::Kind::usage,
                "`projection` needs cvode-bdf: CVODE projects only BDF steps (CVodeSetProjFn); choose "
                "`integrator=cvode-bdf` or drop `projection`");
  if (options.linear_solver != "dense" && options.linear_solver != "klu")
    throw Error(Error::Kind::usage, "unknown linear solver '" + options.linear_solver + "' (choose dense or klu)");

  const long size = ode_.size();
  y_ = sundials::make_vector(size, context_);
  weights_ = sundials::make_vector(size, context_);
  step_state_ = sundials::make_vector(size, context_);
  cvode_.reset(CVodeCreate(method == Method::bdf ? CV_BDF : CV_ADAMS, context_));
  if (!cvode_) throw Error(Error::Kind::numerical, "CVODE memory could not be created");
  void* mem = cvode_.get();
  check(CVodeSetErrHandlerFn(mem, &SundialsMessages::record, &messages_), "CVodeSetErrHandlerFn");
  // The state given here is a placeholder; start() re-initializes CVODE at the real one.
  check(CVodeInit(mem, &Callbacks::right_hand_side, 0.0, y_.get()), "CVodeInit");
  check(CVodeSetUserData(mem, this), "CVodeSetUserData");
  check(CVodeSStolerances(mem, options.rtol, options.atol), "CVodeSStolerances");
  check(CVodeSetMaxNumSteps(mem, options.max_steps), "CVodeSetMaxNumSteps");
  if (options.max_step > 0.0) check(CVodeSetMaxStep(mem, options.max_step), "CVodeSetMaxStep");

  if (method == Method::bdf) {
    if (options.linear_solver == "klu") {
      // The Newton systems through the sparse index-1 matrix (index1_newton_solver.hpp), built where
      // CVODE would form I − γJ.
      sparse_newton_ = std::make_unique<sundials::Index1NewtonSolver>(ode_, guard_, context_);
      check(CVodeSetLinearSolver(mem, sparse_newton_->solver(), sparse_newton_->matrix()), "CVodeSetLinearSolver");
      check(CVodeSetLinSysFn(mem, &Callbacks::sparse_newton_matrix), "CVodeSetLinSysFn");
    } else {
      // A difference-quotient Jacobian with increments that round-off cannot swamp
      // (AccelerationOde::difference_jacobian, one q̈ per column), factored densely.
      linear_ = sundials::make_linear_system(options.linear_solver, size, 0, y_.get(), context_, &cost_);
      check(CVodeSetLinearSolver(mem, linear_.solver.get(), linear_.matrix.get()), "CVodeSetLinearSolver");
      check(CVodeSetJacFn(mem, &Callbacks::dense_jacobian), "CVodeSetJacFn");
    }
    if (options.projection) {
      projection_ = std::make_unique<ManifoldProjection>(ode_.system());
      check(CVodeSetProjFn(mem, &CvodeIntegrator::project), "CVodeSetProjFn");
      check(CVodeSetEpsProj(mem, ManifoldProjection::kTolerance), "CVodeSetEpsProj");
    }
  } else {
    // Adams–Moulton with functional iteration: y ← y_pred + γ f(y) needs no Jacobian, and no
    // Anderson acceleration vectors (m = 0) for the mildly coupled non-stiff motion it is meant for.
    fixed_point_.reset(SUNNonlinSol_FixedPoint(y_.get(), 0, context_));
    if (!fixed_point_) throw Error(Error::Kind::numerical, "SUNDIALS fixed-point solver could not be created");
    check(CVodeSetNonlinearSolver(mem, fixed_point_.get()), "CVodeSetNonlinearSolver");
  }
}

CvodeIntegrator::~CvodeIntegrator() = default;

void CvodeIntegrator::check(int flag, const char* call) const {
  if (flag >= 0) return;
  std::string message = std::string(call) + " failed";
  if (!messages_.last().empty()) message += " (" + messages_.last() + ")";
  throw Error(flag == CV_ILL_INPUT ? Error::Kind::usage : Error::Kind::numerical, "CVODE: " + message);
}

void CvodeIntegrator::initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ode_.join(q, v, y_.get());
  messages_.clear();
  // CVodeReInit restarts at order 1 with a freshly estimated first step and zeroed counters; every
  // option set in the constructor stays.
  check(CVodeReInit(cvode_.get(), t0, y_.get()), "CVodeReInit");
  ode_.reset_counters();
  t_ = t0;
}

void CvodeIntegrator::advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (t_out != t_) {
    messages_.clear();
    double t_reached = t_;
    const int flag = CVode(cvode_.get(), t_out, y_.get(), &t_reached, CV_NORMAL);
    guard_.rethrow();  // an exception from a callback says more than the flag it caused
    if (flag < 0) fail(flag);
    t_ = t_out;
  }
  ode_.split(y_.get(), q, v);
  if (projection_) {
    check(CVodeGetErrWeights(cvode_.get(), weights_.get()), "CVodeGetErrWeights");
    projection_->project_state(t_out, q, v, weights_.get());
  }
}

StepOutcome CvodeIntegrator::step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  advance_to(t_target, q, v);
  return {t_target, true};
}

const Eigen::VectorXd& CvodeIntegrator::multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  multipliers_.resize(ode_.system().constraint_count());
  ode_.formulation().solve(t, q, v, acceleration_, multipliers_);
  return multipliers_;
}

double CvodeIntegrator::last_step_state(Eigen::VectorXd& q, Eigen::VectorXd& v) {
  double t_n = t_;
  check(CVodeGetCurrentTime(cvode_.get(), &t_n), "CVodeGetCurrentTime");
  check(CVodeGetDky(cvode_.get(), t_n, 0, step_state_.get()), "CVodeGetDky");
  ode_.split(step_state_.get(), q, v);
  return t_n;
}

void CvodeIntegrator::fail(int flag) {
  void* mem = cvode_.get();
  double t = t_, h = 0.0;
  CVodeGetCurrentTime(mem, &t);
  CVodeGetLastStep(mem, &h);
  std::string advice = advice_for(flag, options_.max_steps);
  if (!messages_.last().empty()) advice += " [CVODE: " + messages_.last() + "]";
  sundials::throw_failure("CVODE", CVodeGetReturnFlagName(flag), flag, t, h, advice);
}

IntegratorStatistics CvodeIntegrator::statistics() const {
  void* mem = cvode_.get();
  IntegratorStatistics s;
  s.cost = cost_;
  long value = 0;
  CVodeGetNumSteps(mem, &s.steps);
  CVodeGetNumRhsEvals(mem, &s.rhs_evaluations);
  CVodeGetNumErrTestFails(mem, &s.error_test_failures);
  CVodeGetNumNonlinSolvIters(mem, &s.newton_iterations);
  CVodeGetNumNonlinSolvConvFails(mem, &s.nonlinear_failures);
  if (method_ == Method::bdf) {
    CVodeGetNumJacEvals(mem, &s.jacobian_evaluations);
    CVodeGetNumLinSolvSetups(mem, &s.linear_setups);
    // Right-hand sides spent on Jacobians count too: the difference quotients (dense), and with klu
    // the one acceleration solve of each Newton-matrix setup (its finite differences are of the
    // index-1 residual, which solves nothing).
    s.rhs_evaluations += ode_.jacobian_evaluations_of_f();
    if (CVodeGetNumLinRhsEvals(mem, &value) == CVLS_SUCCESS) s.rhs_evaluations += value;
    if (sparse_newton_) {
      s.jacobian_evaluations = sparse_newton_->setups();
      s.rhs_evaluations += sparse_newton_->setups();
      s.cost.matrix += sparse_newton_->cost().matrix;
      s.cost.factorization += sparse_newton_->cost().factorization;
      s.cost.solve += sparse_newton_->cost().solve;
    }
  }
  return s;
}

long CvodeIntegrator::projections() const {
  long count = 0;
  if (projection_) CVodeGetNumProjEvals(cvode_.get(), &count);
  return count;
}

double CvodeIntegrator::last_step() const {
  double h = 0.0;
  CVodeGetLastStep(cvode_.get(), &h);
  return h;
}

// --- The projection callback (the ODE's are AccelerationOdeCallbacks): a C entry point that never lets
// --- an exception through


int CvodeIntegrator::project(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error,
                             void* self) {
  auto& integrator = *static_cast<CvodeIntegrator*>(self);
  return integrator.guard_.run([&] {
    if (CVodeGetErrWeights(integrator.cvode_.get(), integrator.weights_.get()) < 0) return -1;
    return integrator.projection_->project_step(t, y, correction, tolerance, error, integrator.weights_.get());
  });
}

}  // namespace mbdae
