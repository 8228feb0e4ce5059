#include "integrators/arkode.hpp"

#include <arkode/arkode_arkstep.h>
#include <arkode/arkode_erkstep.h>

#include <fcntl.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <string>

#include "core/error.hpp"

namespace mbdae {

namespace {

std::string advice_for(int flag, long max_steps) {
  switch (flag) {
    case ARK_TOO_MUCH_WORK:
      return "more than " + std::to_string(max_steps) +
             " internal steps before the next output time: allow more (`max_steps`) or loosen `rtol` "
             "(for stiff motion use arkode-dirk or cvode-bdf)";
    case ARK_TOO_MUCH_ACC:
      return "the tolerances ask for more than machine precision: loosen `rtol` and `atol`";
    case ARK_ERR_FAILURE:
      return "the error test failed repeatedly: tighten `max_step` or loosen `rtol`";
    case ARK_CONV_FAILURE:
      return "Newton's method did not converge: tighten `max_step` or loosen `rtol`";
    case ARK_LSETUP_FAIL:
    case ARK_LSOLVE_FAIL:
      return "the Newton matrix could not be factored or solved: tighten `max_step`";
    case ARK_RHSFUNC_FAIL:
    case ARK_FIRST_RHSFUNC_ERR:
    case ARK_REPTD_RHSFUNC_ERR:
    case ARK_UNREC_RHSFUNC_ERR:
      return "the accelerations could not be evaluated (non-finite state): tighten `max_step` or `rtol`";
    default:
      return "tighten `max_step` or loosen `rtol`";
  }
}

}  // namespace

namespace {

/// ARKode reports an unknown table name on stderr (with no ARKode memory to route it through the
/// error handler) as well as by its null result; mbdae says it in one line of its own, so stderr is
/// set aside for the lookup.
template <typename Load>
bool table_exists(Load load) {
  std::fflush(stderr);
  const int saved = dup(STDERR_FILENO);
  const int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (saved >= 0 && null >= 0) dup2(null, STDERR_FILENO);
  ARKodeButcherTable table = load();
  std::fflush(stderr);
  if (saved >= 0 && null >= 0) dup2(saved, STDERR_FILENO);
  if (null >= 0) close(null);
  if (saved >= 0) close(saved);
  const bool known = table != nullptr;
  if (known) ARKodeButcherTable_Free(table);
  return known;
}

bool is_implicit_butcher_table(const std::string& name) {
  return table_exists([&] { return ARKodeButcherTable_LoadDIRKByName(name.c_str()); });
}

}  // namespace

bool is_explicit_butcher_table(const std::string& name) {
  return table_exists([&] { return ARKodeButcherTable_LoadERKByName(name.c_str()); });
}

namespace {

/// ERKStep 5.4 takes f(t_{n+1}, y_{n+1}) from the last stage whenever that stage sits at c_s = 1
/// (erkStep_FullRHS, ARK_FULLRHS_END mode), which is right only for first-same-as-last tables, whose
/// last row of A is b. For the other tables with c_s = 1 (among them ARKODE_VERNER_8_5_6,
/// ARKODE_FEHLBERG_13_7_8 and ARKODE_HEUN_EULER_2_1_2) every step would start from f at an
/// intermediate stage, which ruins the order: Verner's sixth-order table converges at third order.
/// (SUNDIALS 6.7 fixed this in ERKStep.) A reset after each step evaluates f at the new state and
/// avoids it, at one more evaluation per step.
bool last_stage_mistaken_for_next_first(ARKodeButcherTable table) {
  const int s = table->stages;
  if (std::abs(table->c[s - 1] - 1.0) > 1e-10) return false;  // ERKStep's own test (TINY = 1e-10)
  for (int j = 0; j < s; ++j)
    if (table->A[s - 1][j] != table->b[j]) return true;
  return false;
}

}  // namespace

bool explicit_table_needs_restart_after_each_step(const std::string& name) {
  if (!is_explicit_butcher_table(name)) return false;
  ARKodeButcherTable table = ARKodeButcherTable_LoadERKByName(name.c_str());
  const bool restart = table && last_stage_mistaken_for_next_first(table);
  if (table) ARKodeButcherTable_Free(table);
  return restart;
}

void ArkodeIntegrator::MemoryDeleter::operator()(void* memory) const {
  if (method == Method::erk)
    ERKStepFree(&memory);
  else
    ARKStepFree(&memory);
}

ArkodeIntegrator::ArkodeIntegrator(AccelerationFormulation& formulation, bool corrected, Method method,
                                   const AdaptiveOptions& options)
    : method_(method),
      corrected_(corrected),
      options_(options),
      ode_(formulation),
      arkode_(nullptr, MemoryDeleter{method}) {
  if (options.linear_solver != "dense" && options.linear_solver != "klu")
    throw Error(Error::Kind::usage, "unknown linear solver '" + options.linear_solver + "' (choose dense or klu)");
  const long size = ode_.size();
  y_ = sundials::make_vector(size, context_);
  // The state given here is a placeholder; start() re-initializes at the real one.
  if (method == Method::erk)
    arkode_.reset(ERKStepCreate(&Callbacks::right_hand_side, 0.0, y_.get(), context_));
  else  // implicit part only: fe = nullptr, fi = f
    arkode_.reset(ARKStepCreate(nullptr, &Callbacks::right_hand_side, 0.0, y_.get(), context_));
  if (!arkode_) throw Error(Error::Kind::numerical, "ARKode memory could not be created");
  void* mem = arkode_.get();

  if (method == Method::erk) {
    check(ERKStepSetErrHandlerFn(mem, &SundialsMessages::record, &messages_), "ERKStepSetErrHandlerFn");
    check(ERKStepSetUserData(mem, this), "ERKStepSetUserData");
    check(ERKStepSStolerances(mem, options.rtol, options.atol), "ERKStepSStolerances");
    check(ERKStepSetMaxNumSteps(mem, options.max_steps), "ERKStepSetMaxNumSteps");
    if (options.max_step > 0.0) check(ERKStepSetMaxStep(mem, options.max_step), "ERKStepSetMaxStep");
    if (!options.table.empty() &&
        (!is_explicit_butcher_table(options.table) || ERKStepSetTableName(mem, options.table.c_str()) < 0))
      throw Error(Error::Kind::usage,
                  "arkode-erk has no explicit Butcher table '" + options.table +
                      "' (e.g. ARKODE_DORMAND_PRINCE_7_4_5, ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8, "
                      "ARKODE_CASH_KARP_6_4_5, ARKODE_BOGACKI_SHAMPINE_4_2_3)");
    // Without a named table ERKStep picks its fourth-order default (ARKODE_ZONNEVELD_5_3_4, c_s = 3/4)
    // when it starts, and there is no table to inspect yet; that one is not affected.
    ARKodeButcherTable table = nullptr;
    check(ERKStepGetCurrentButcherTable(mem, &table), "ERKStepGetCurrentButcherTable");
    restart_after_each_step_ = table && last_stage_mistaken_for_next_first(table);
    return;
  }

  check(ARKStepSetErrHandlerFn(mem, &SundialsMessages::record, &messages_), "ARKStepSetErrHandlerFn");
  check(ARKStepSetUserData(mem, this), "ARKStepSetUserData");
  check(ARKStepSStolerances(mem, options.rtol, options.atol), "ARKStepSStolerances");
  check(ARKStepSetMaxNumSteps(mem, options.max_steps), "ARKStepSetMaxNumSteps");
  if (options.max_step > 0.0) check(ARKStepSetMaxStep(mem, options.max_step), "ARKStepSetMaxStep");
  // Rebuild Newton's matrix I − γJ (from the stored J, not a new Jacobian) whenever γ = h a_ii changes.
  // By default ARKLS keeps a matrix built for γ_old while |γ/γ_old − 1| < 0.2 and rescales Newton's
  // correction by 2/(1 + γ/γ_old), which is right for stiff components but up to 10% off for the
  // non-stiff ones that dominate multibody motion. A DIRK stage starts from a crude predictor, so its
  // first correction is O(h f); and ARKStep 5.4 carries its convergence-rate estimate over from the
  // earlier stage solves, where it keeps shrinking, so that first iterate is accepted unchecked. The
  // result is a solution error far above the tolerance that the embedded error estimate cannot see
  // (both solutions come from the same stages): on a harmonic oscillator the error grew as rtol was
  // tightened. With the matrix rebuilt the first iterate is exact up to the Jacobian's age.
  check(ARKStepSetDeltaGammaMax(mem, 1e-12), "ARKStepSetDeltaGammaMax");
  // An implicit table with no explicit partner ("ARKODE_ERK_NONE") keeps ARKStep purely implicit.
  if (!options.table.empty() && (!is_implicit_butcher_table(options.table) ||
                                 ARKStepSetTableName(mem, options.table.c_str(), "ARKODE_ERK_NONE") < 0))
    throw Error(Error::Kind::usage,
                "arkode-dirk has no implicit Butcher table '" + options.table +
                    "' (e.g. ARKODE_SDIRK_5_3_4, ARKODE_KVAERNO_7_4_5, ARKODE_ARK548L2SA_DIRK_8_4_5, "
                    "ARKODE_SDIRK_2_1_2, ARKODE_ESDIRK547L2SA2_7_4_5)");
  if (options.linear_solver == "klu") {
    // The stages' Newton systems through the sparse index-1 matrix (index1_newton_solver.hpp), built
    // where ARKode would form I − γJ.
    sparse_newton_ = std::make_unique<sundials::Index1NewtonSolver>(ode_, guard_, context_);
    check(ARKStepSetLinearSolver(mem, sparse_newton_->solver(), sparse_newton_->matrix()), "ARKStepSetLinearSolver");
    check(ARKStepSetLinSysFn(mem, &Callbacks::sparse_newton_matrix_with_mass), "ARKStepSetLinSysFn");
  } else {
    // A difference-quotient Jacobian with increments that round-off cannot swamp
    // (AccelerationOde::difference_jacobian, one q̈ per column), factored densely.
    linear_ = sundials::make_linear_system(options.linear_solver, size, 0, y_.get(), context_, &cost_);
    check(ARKStepSetLinearSolver(mem, linear_.solver.get(), linear_.matrix.get()), "ARKStepSetLinearSolver");
    check(ARKStepSetJacFn(mem, &Callbacks::dense_jacobian), "ARKStepSetJacFn");
  }
}

ArkodeIntegrator::~ArkodeIntegrator() = default;

void check_arkode(int flag, const char* call, const SundialsMessages& messages) {
  if (flag >= 0) return;
  std::string message = std::string(call) + " failed";
  if (!messages.last().empty()) message += " (" + messages.last() + ")";
  throw Error(flag == ARK_ILL_INPUT ? Error::Kind::usage : Error::Kind::numerical, "ARKode: " + message);
}

void ArkodeIntegrator::check(int flag, const char* call) const { check_arkode(flag, call, messages_); }

void ArkodeIntegrator::initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ode_.join(q, v, y_.get());
  messages_.clear();
  // ReInit keeps every option (table, tolerances, linear solver) and zeroes the counters.
  if (method_ == Method::erk)
    check(ERKStepReInit(arkode_.get(), &Callbacks::right_hand_side, t0, y_.get()), "ERKStepReInit");
  else
    check(ARKStepReInit(arkode_.get(), nullptr, &Callbacks::right_hand_side, t0, y_.get()),
          "ARKStepReInit");
  ode_.reset_counters();
  t_ = t0;
  target_ = t0;
  steps_to_target_ = 0;
  restarts_ = 0;
}

StepOutcome ArkodeIntegrator::step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  messages_.clear();
  if (!corrected_ && !restart_after_each_step_) {
    // ARK_NORMAL without a stop time: ARKode steps past t_target as its error control allows and
    // returns y(t_target) from its interpolant, as CVODE does.
    double t_reached = t_;
    const int flag = evolve(t_target, t_reached, ARK_NORMAL);
    guard_.rethrow();
    if (flag < 0) fail(flag);
    t_ = t_target;
    ode_.split(y_.get(), q, v);
    return {t_target, true};
  }
  // One internal step at a time (ARK_ONE_STEP, never past the stop time t_out), then the loop's correction,
  // then ERKStepReset/ARKStepReset at the step's end. Why the reset is both correct and cheap
  // (ARKode 5.4: arkInit with RESET_INIT; the Reset notes of the user guide):
  // - it replaces the stepper's y_n by the corrected state and evaluates f there, stored as the
  //   first stage of the next step (an explicit method does not evaluate it again); without it the
  //   FSAL stage and ARKode's interpolation history would still belong to the uncorrected state;
  // - it keeps the step counters, the adapted next step size and the step controller's error
  //   history, so the step size goes on as if uninterrupted; ERKStepSetInitStep is not needed and
  //   would even replace the controller's choice for the next step;
  // - for ARKStep it keeps Newton's matrix and its age: the correction moves y by about the local
  //   error, far less than what invalidates the Jacobian.
  // The waste is f at the uncorrected end of the step for tables whose last stage is not at c = 1,
  // which ARKode evaluates for its interpolation module. A reset clears the stop time, which is
  // therefore set before every step. Without a correction the same loop serves the ERK
  // tables that need a fresh f after every step (last_stage_mistaken_for_next_first).
  // ERKStepSetPostprocessStepFn would correct inside the step, but it is not part of the documented
  // ARKode 5.4 interface; this loop uses only documented calls.
  // ARKode's own step limit counts per call (one step here), so the limit is enforced in this loop.
  if (t_target != target_) {
    target_ = t_target;
    steps_to_target_ = 0;
  }
  if (steps_to_target_ == options_.max_steps) fail(ARK_TOO_MUCH_WORK);
  check(set_stop_time(t_target), "SetStopTime");
  double t_reached = t_;
  const int flag = evolve(t_target, t_reached, ARK_ONE_STEP);
  guard_.rethrow();
  if (flag < 0) fail(flag);
  ++steps_to_target_;
  const bool landed = flag == ARK_TSTOP_RETURN;
  t_ = landed ? t_target : t_reached;
  ode_.split(y_.get(), q, v);
  return {t_, landed};
}

void ArkodeIntegrator::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  if (!corrected_ && !restart_after_each_step_) return;
  ode_.join(q, v, y_.get());
  check(reset(t), "Reset");
  ++restarts_;
}

const Eigen::VectorXd& ArkodeIntegrator::multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  multipliers_.resize(ode_.system().constraint_count());
  ode_.formulation().solve(t, q, v, acceleration_, multipliers_);
  return multipliers_;
}

void ArkodeIntegrator::fail(int flag) {
  std::string advice = advice_for(flag, options_.max_steps);
  if (!messages_.last().empty()) advice += " [ARKode: " + messages_.last() + "]";
  char* name = method_ == Method::erk ? ERKStepGetReturnFlagName(flag) : ARKStepGetReturnFlagName(flag);
  sundials::throw_failure(method_ == Method::erk ? "ARKode ERKStep" : "ARKode ARKStep", name, flag, current_time(),
                          last_step(), advice);
}

IntegratorStatistics ArkodeIntegrator::statistics() const {
  void* mem = arkode_.get();
  IntegratorStatistics s;
  s.cost = cost_;
  long explicit_evaluations = 0, implicit_evaluations = 0, value = 0;
  if (method_ == Method::erk) {
    ERKStepGetNumSteps(mem, &s.steps);
    ERKStepGetNumRhsEvals(mem, &s.rhs_evaluations);
    ERKStepGetNumErrTestFails(mem, &s.error_test_failures);
  } else {
    ARKStepGetNumSteps(mem, &s.steps);
    ARKStepGetNumRhsEvals(mem, &explicit_evaluations, &implicit_evaluations);
    s.rhs_evaluations = explicit_evaluations + implicit_evaluations;
    // Right-hand sides spent on Jacobians count too: the difference quotients (dense), and with klu
    // the one acceleration solve of each Newton-matrix setup.
    s.rhs_evaluations += ode_.jacobian_evaluations_of_f();
    if (ARKStepGetNumLinRhsEvals(mem, &value) == ARK_SUCCESS) s.rhs_evaluations += value;
    ARKStepGetNumErrTestFails(mem, &s.error_test_failures);
    ARKStepGetNumJacEvals(mem, &s.jacobian_evaluations);
    if (sparse_newton_) {
      s.jacobian_evaluations = sparse_newton_->setups();
      s.rhs_evaluations += sparse_newton_->setups();
      s.cost.matrix += sparse_newton_->cost().matrix;
      s.cost.factorization += sparse_newton_->cost().factorization;
      s.cost.solve += sparse_newton_->cost().solve;
    }
    ARKStepGetNumLinSolvSetups(mem, &s.linear_setups);
    ARKStepGetNumNonlinSolvIters(mem, &s.newton_iterations);
    ARKStepGetNumNonlinSolvConvFails(mem, &s.nonlinear_failures);
  }
  return s;
}

// --- ERKStep / ARKStep dispatch ---------------------------------------------------------------------------

int ArkodeIntegrator::evolve(double t_out, double& t_reached, int task) {
  return method_ == Method::erk ? ERKStepEvolve(arkode_.get(), t_out, y_.get(), &t_reached, task)
                                : ARKStepEvolve(arkode_.get(), t_out, y_.get(), &t_reached, task);
}

int ArkodeIntegrator::set_stop_time(double t_stop) {
  return method_ == Method::erk ? ERKStepSetStopTime(arkode_.get(), t_stop)
                                : ARKStepSetStopTime(arkode_.get(), t_stop);
}

int ArkodeIntegrator::reset(double t) {
  return method_ == Method::erk ? ERKStepReset(arkode_.get(), t, y_.get()) : ARKStepReset(arkode_.get(), t, y_.get());
}

double ArkodeIntegrator::current_time() const {
  double t = t_;
  if (method_ == Method::erk)
    ERKStepGetCurrentTime(arkode_.get(), &t);
  else
    ARKStepGetCurrentTime(arkode_.get(), &t);
  return t;
}

double ArkodeIntegrator::last_step() const {
  double h = 0.0;
  if (method_ == Method::erk)
    ERKStepGetLastStep(arkode_.get(), &h);
  else
    ARKStepGetLastStep(arkode_.get(), &h);
  return h;
}

}  // namespace mbdae
