#include "integrators/cvode_integrator.hpp"

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

void SundialsMessages::record(int error_code, const char* module, const char* function, char* message,
                              void* self) noexcept {
  if (error_code >= 0) return;  // warnings (e.g. t + h = t) are not failures; the return flag decides
  try {
    auto& messages = *static_cast<SundialsMessages*>(self);
    messages.last_ = std::string(function ? function : "") + ": " + (message ? message : "");
    for (char& c : messages.last_)
      if (c == '\n') c = ' ';
  } catch (...) {
  }
}

// --- Projection onto the constraint manifold -----------------------------------------------------------

namespace {

/// CVODE's weighted root-mean-square norm over the whole state y = (q, v) (length 2n) of an update
/// that touches one half of it: √(Σ (u_i w_i)² / 2n).
double wrms_norm(const Eigen::VectorXd& update, const double* weights, long length) {
  double sum = 0.0;
  for (Eigen::Index i = 0; i < update.size(); ++i) sum += (update[i] * weights[i]) * (update[i] * weights[i]);
  return std::sqrt(sum / static_cast<double>(length));
}

// Newton iterations of the position projection before the projection is declared failed; CVODE then
// retries the step with a smaller h (the callback's recoverable return).
constexpr int kMaxProjectionIterations = 8;

}  // namespace

ManifoldProjection::ManifoldProjection(const MultibodySystem& system)
    : system_(system),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      q_(n_),
      v_(n_),
      update_(n_),
      q_perturbed_(n_),
      c_(m_),
      ct_(m_),
      residual_(m_),
      residual_perturbed_(m_),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_perturbed_(system.make_constraint_jacobian()),
      jacobian_dense_(Eigen::MatrixXd::Zero(m_, n_)),
      decomposition_(m_, n_) {
  decomposition_.setThreshold(1e-10);
}

int ManifoldProjection::project_step(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error,
                                     N_Vector weights) {
  const auto state = sundials::view(y);
  q_ = state.head(n_);
  v_ = state.tail(n_);
  if (!project_positions(t, q_, N_VGetArrayPointer(weights), tolerance, state.size())) return 1;
  factor(t, q_);
  project_velocities(t, q_, v_);
  if (!q_.allFinite() || !v_.allFinite()) return 1;
  auto c = sundials::view(correction);
  c.head(n_) = q_ - state.head(n_);
  c.tail(n_) = v_ - state.tail(n_);
  if (error) project_error(t, sundials::view(error));
  return 0;
}

void ManifoldProjection::project_state(double t, Eigen::VectorXd& q, Eigen::VectorXd& v, N_Vector weights) {
  if (!project_positions(t, q, N_VGetArrayPointer(weights), kTolerance, 2L * n_)) {
    std::ostringstream msg;
    msg << "the projection of the output state onto the constraints did not converge in "
        << kMaxProjectionIterations << " Newton iterations (largest residual " << c_.cwiseAbs().maxCoeff()
        << "); tighten --rtol or --max-step";
    throw Error(Error::Kind::numerical, msg.str(), {}, {}, t);
  }
  factor(t, q);
  project_velocities(t, q, v);
}

bool ManifoldProjection::project_positions(double t, Eigen::VectorXd& q, const double* weights, double tolerance,
                                           long length) {
  if (m_ == 0) return true;
  for (int iteration = 0; iteration < kMaxProjectionIterations; ++iteration) {
    system_.constraints(t, q, c_);
    if (!c_.allFinite()) return false;
    factor(t, q);
    update_ = decomposition_.solve(c_);  // Newton: C(q − Δq) ≈ C − C_q Δq = 0, Δq of least norm
    q -= update_;
    if (wrms_norm(update_, weights, length) <= tolerance) return true;
  }
  system_.constraints(t, q, c_);
  return false;
}

void ManifoldProjection::project_velocities(double t, const Eigen::VectorXd& q, Eigen::VectorXd& v) {
  if (m_ == 0) return;
  system_.constraint_time_derivative(t, q, ct_);
  residual_.noalias() = jacobian_ * v;
  residual_ += ct_;
  update_ = decomposition_.solve(residual_);
  v -= update_;
}

void ManifoldProjection::project_error(double t, Eigen::Map<Eigen::VectorXd> error) {
  if (m_ == 0) return;
  auto error_q = error.head(n_);
  auto error_v = error.tail(n_);
  residual_.noalias() = jacobian_ * error_q;
  update_ = decomposition_.solve(residual_);
  error_q -= update_;  // P e_q

  residual_.noalias() = jacobian_ * error_v;
  const double size = error_q.cwiseAbs().maxCoeff();
  if (size > 0.0) {
    // D e_q by a forward difference of r(q) = C_q(q) v + C_t(q) along e_q, with the increment scaled
    // to the coordinates.
    const double step =
        std::sqrt(std::numeric_limits<double>::epsilon()) * std::max(1.0, q_.cwiseAbs().maxCoeff()) / size;
    q_perturbed_ = q_ + step * error_q;
    system_.constraint_jacobian(t, q_perturbed_, jacobian_perturbed_);
    system_.constraint_time_derivative(t, q_perturbed_, residual_perturbed_);
    residual_perturbed_.noalias() += jacobian_perturbed_ * v_;
    system_.constraint_time_derivative(t, q_, ct_);
    ct_.noalias() += jacobian_ * v_;
    residual_ += (residual_perturbed_ - ct_) / step;
  }
  update_ = decomposition_.solve(residual_);
  error_v -= update_;  // e_v − C_q⁺ (C_q e_v + D e_q)
}

void ManifoldProjection::factor(double t, const Eigen::VectorXd& q) {
  system_.constraint_jacobian(t, q, jacobian_);
  // The pattern is fixed, so refreshing the stored entries refreshes every non-zero of the copy.
  for (int column = 0; column < jacobian_.outerSize(); ++column)
    for (SparseMatrix::InnerIterator it(jacobian_, column); it; ++it) jacobian_dense_(it.row(), column) = it.value();
  decomposition_.compute(jacobian_dense_);
}

// --- CVODE -----------------------------------------------------------------------------------------------

namespace {

std::string advice_for(int flag, long max_steps) {
  switch (flag) {
    case CV_TOO_MUCH_WORK:
      return "more than " + std::to_string(max_steps) +
             " internal steps before the next output time: raise --max-steps or loosen --rtol";
    case CV_TOO_MUCH_ACC:
      return "the tolerances ask for more than machine precision: loosen --rtol and --atol";
    case CV_ERR_FAILURE:
      return "the error test failed repeatedly: tighten --max-step or loosen --rtol";
    case CV_CONV_FAILURE:
    case CV_NLS_FAIL:
      return "the corrector iteration did not converge: tighten --max-step or loosen --rtol "
             "(for stiff motion use cvode-bdf)";
    case CV_LSETUP_FAIL:
    case CV_LSOLVE_FAIL:
      return "the Newton matrix could not be factored or solved: tighten --max-step";
    case CV_RHSFUNC_FAIL:
    case CV_FIRST_RHSFUNC_ERR:
    case CV_REPTD_RHSFUNC_ERR:
    case CV_UNREC_RHSFUNC_ERR:
      return "the accelerations could not be evaluated (non-finite state): tighten --max-step or --rtol";
    case CV_PROJFUNC_FAIL:
    case CV_REPTD_PROJFUNC_ERR:
      return "the projection onto the constraints did not converge: tighten --max-step or --rtol";
    default:
      return "tighten --max-step or loosen --rtol";
  }
}

}  // namespace

void CvodeIntegrator::MemoryDeleter::operator()(void* memory) const { CVodeFree(&memory); }

CvodeIntegrator::CvodeIntegrator(AccelerationFormulation& formulation, Method method, const AdaptiveOptions& options)
    : method_(method), options_(options), ode_(formulation) {
  if (method == Method::adams && options.projection)
    throw Error(Error::Kind::usage,
                "projection needs cvode-bdf: CVODE projects only BDF steps (CVodeSetProjFn); choose "
                "--integrator cvode-bdf or drop --projection");
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
  check(CVodeInit(mem, &CvodeIntegrator::right_hand_side, 0.0, y_.get()), "CVodeInit");
  check(CVodeSetUserData(mem, this), "CVodeSetUserData");
  check(CVodeSStolerances(mem, options.rtol, options.atol), "CVodeSStolerances");
  check(CVodeSetMaxNumSteps(mem, options.max_steps), "CVodeSetMaxNumSteps");
  if (options.max_step > 0.0) check(CVodeSetMaxStep(mem, options.max_step), "CVodeSetMaxStep");

  if (method == Method::bdf) {
    const bool sparse = options.linear_solver == "klu";
    linear_ = sundials::make_linear_system(options.linear_solver, size, sparse ? ode_.jacobian_nonzeros() : 0,
                                           y_.get(), context_);
    check(CVodeSetLinearSolver(mem, linear_.solver.get(), linear_.matrix.get()), "CVodeSetLinearSolver");
    // Dense: CVODE's own difference-quotient Jacobian (CVLS, one f per column). KLU needs a CSC
    // matrix, which only a user Jacobian can fill.
    if (sparse) check(CVodeSetJacFn(mem, &CvodeIntegrator::jacobian), "CVodeSetJacFn");
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

void CvodeIntegrator::start(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ode_.join(q, v, y_.get());
  messages_.clear();
  // CVodeReInit restarts at order 1 with a freshly estimated first step and zeroed counters; every
  // option set in the constructor stays.
  check(CVodeReInit(cvode_.get(), t0, y_.get()), "CVodeReInit");
  t_ = t0;
}

void CvodeIntegrator::advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v,
                                 Eigen::VectorXd& multipliers) {
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
  multipliers.resize(ode_.system().constraint_count());
  ode_.formulation().solve(t_out, q, v, acceleration_, multipliers);
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

SolverStatistics CvodeIntegrator::statistics() const {
  void* mem = cvode_.get();
  SolverStatistics s;
  long value = 0;
  CVodeGetNumSteps(mem, &s.steps);
  CVodeGetNumRhsEvals(mem, &s.rhs_evaluations);
  CVodeGetNumErrTestFails(mem, &s.error_test_failures);
  CVodeGetNumNonlinSolvIters(mem, &s.nonlinear_iterations);
  CVodeGetNumNonlinSolvConvFails(mem, &s.nonlinear_failures);
  CVodeGetLastStep(mem, &s.last_step);
  if (method_ == Method::bdf) {
    CVodeGetNumJacEvals(mem, &s.jacobian_evaluations);
    CVodeGetNumLinSolvSetups(mem, &s.linear_setups);
    // Right-hand sides spent on Jacobians count too: CVLS's difference quotients (dense), ours (KLU).
    if (CVodeGetNumLinRhsEvals(mem, &value) == CVLS_SUCCESS) s.rhs_evaluations += value;
    s.rhs_evaluations += ode_.jacobian_evaluations();
  }
  if (projection_) CVodeGetNumProjEvals(mem, &s.projections);
  return s;
}

// --- Callbacks: C entry points that never let an exception through ----------------------------------------

int CvodeIntegrator::right_hand_side(double t, N_Vector y, N_Vector ydot, void* self) {
  auto& integrator = *static_cast<CvodeIntegrator*>(self);
  return integrator.guard_.run([&] { return integrator.ode_.evaluate(t, y, ydot); });
}

int CvodeIntegrator::jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian, void* self, N_Vector,
                              N_Vector, N_Vector) {
  auto& integrator = *static_cast<CvodeIntegrator*>(self);
  return integrator.guard_.run([&] { return integrator.ode_.jacobian(t, y, fy, jacobian); });
}

int CvodeIntegrator::project(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error,
                             void* self) {
  auto& integrator = *static_cast<CvodeIntegrator*>(self);
  return integrator.guard_.run([&] {
    if (CVodeGetErrWeights(integrator.cvode_.get(), integrator.weights_.get()) < 0) return -1;
    return integrator.projection_->project_step(t, y, correction, tolerance, error, integrator.weights_.get());
  });
}

}  // namespace mbdae
