#include "integrators/arkode_erk_fixed.hpp"

#include <arkode/arkode_erkstep.h>

#include "core/error.hpp"
#include "integrators/arkode.hpp"

namespace mbdae {

namespace {

std::string table_or_default(const std::string& name) { return name.empty() ? kDefaultFixedStepTable : name; }

[[noreturn]] void unknown_table(const std::string& name) {
  throw Error(Error::Kind::usage, "arkode-erk-fixed has no explicit Butcher table '" + name +
                                      "' (e.g. ARKODE_ZONNEVELD_5_3_4, ARKODE_DORMAND_PRINCE_7_4_5, "
                                      "ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8, ARKODE_KNOTH_WOLKE_3_3)");
}

}  // namespace

int explicit_table_order(const std::string& name) {
  const std::string table_name = table_or_default(name);
  if (!is_explicit_butcher_table(table_name)) unknown_table(table_name);
  ARKodeButcherTable table = ARKodeButcherTable_LoadERKByName(table_name.c_str());
  const int order = table->q;
  ARKodeButcherTable_Free(table);
  return order;
}

void ArkodeErkFixedStep::MemoryDeleter::operator()(void* memory) const { ERKStepFree(&memory); }

ArkodeErkFixedStep::ArkodeErkFixedStep(AccelerationFormulation& formulation, double step, const std::string& table,
                                       bool corrected)
    : FixedStepIntegrator(step), ode_(formulation) {
  const std::string table_name = table_or_default(table);
  order_ = explicit_table_order(table_name);  // refuses an unknown name
  restart_after_each_step_ = corrected || explicit_table_needs_restart_after_each_step(table_name);
  y_ = sundials::make_vector(ode_.size(), context_);
  // The state given here is a placeholder; start() re-initializes at the real one.
  arkode_.reset(ERKStepCreate(&Callbacks::right_hand_side, 0.0, y_.get(), context_));
  if (!arkode_) throw Error(Error::Kind::numerical, "ARKode memory could not be created");
  void* mem = arkode_.get();
  check(ERKStepSetErrHandlerFn(mem, &SundialsMessages::record, &messages_), "ERKStepSetErrHandlerFn");
  check(ERKStepSetUserData(mem, this), "ERKStepSetUserData");
  // Fixed before the table is named: a table without an embedding (Knoth–Wolke) is refused otherwise.
  check(ERKStepSetFixedStep(mem, step), "ERKStepSetFixedStep");
  check(ERKStepSetTableName(mem, table_name.c_str()), "ERKStepSetTableName");
  multipliers_.resize(formulation.system().constraint_count());
}

ArkodeErkFixedStep::~ArkodeErkFixedStep() = default;

void ArkodeErkFixedStep::check(int flag, const char* call) const { check_arkode(flag, call, messages_); }

void ArkodeErkFixedStep::start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ode_.join(q, v, y_.get());
  messages_.clear();
  // ReInit keeps the options (table, fixed step) and zeroes the counters.
  check(ERKStepReInit(arkode_.get(), &Callbacks::right_hand_side, t, y_.get()), "ERKStepReInit");
  check(ERKStepSetFixedStep(arkode_.get(), step()), "ERKStepSetFixedStep");
}

void ArkodeErkFixedStep::step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  messages_.clear();
  // The stop time lands the step on the grid point t + Δt exactly (ARKode's own time accumulates
  // h; a reset clears the stop time, so it is set before every step).
  void* mem = arkode_.get();
  check(ERKStepSetStopTime(mem, t + dt), "ERKStepSetStopTime");
  double t_reached = t;
  const int flag = ERKStepEvolve(mem, t + dt, y_.get(), &t_reached, ARK_ONE_STEP);
  guard_.rethrow();
  if (flag < 0) fail(flag, t);
  ode_.split(y_.get(), q, v);
}

void ArkodeErkFixedStep::accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  if (!restart_after_each_step_) return;
  // The next step starts from the loop's (corrected) state with f evaluated there; the counters and
  // the fixed step are kept.
  ode_.join(q, v, y_.get());
  check(ERKStepReset(arkode_.get(), t, y_.get()), "ERKStepReset");
}

const Eigen::VectorXd& ArkodeErkFixedStep::multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ode_.formulation().solve(t, q, v, acceleration_, multipliers_);
  return multipliers_;
}

void ArkodeErkFixedStep::fail(int flag, double t) {
  const std::string advice =
      "the accelerations could not be evaluated or the step failed: shorten `step`" +
      (messages_.last().empty() ? std::string() : " [ARKode: " + messages_.last() + "]");
  sundials::throw_failure("ARKode ERKStep (fixed step)", ERKStepGetReturnFlagName(flag), flag, t, step(), advice);
}

IntegratorStatistics ArkodeErkFixedStep::statistics() const {
  IntegratorStatistics s;
  s.cost = cost_;
  ERKStepGetNumSteps(arkode_.get(), &s.steps);
  ERKStepGetNumRhsEvals(arkode_.get(), &s.rhs_evaluations);
  return s;
}

}  // namespace mbdae
