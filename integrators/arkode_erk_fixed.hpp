// `--integrator arkode-erk-fixed`: ARKode's explicit Runge–Kutta tables (ERKStep, SUNDIALS 6.4) with a
// fixed step Δt and no error control, on y = (q, v), y' = (v, q̈(t, q, v)) as arkode-erk. It makes any of
// ARKode's explicit tables a fixed-step method like ab4 and rk4: `mbdae compare` ladders its step, `run`
// estimates its global error by Richardson's formula with the table's order (the `q` of ARKode's
// Butcher table), and the validation suite checks that it converges at that order.
//
// Each step_from() is one ERKStep step (ERKStepSetFixedStep, ARK_ONE_STEP, a stop time at the grid
// point t + Δt). When a correction follows each step, or when the table trips ERKStep 5.4's FSAL
// shortcut (integrators/arkode.hpp), accept() restarts ERKStep from the loop's state with ERKStepReset,
// as arkode-erk does, so that the next step's first stage is f at the corrected state.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "integrators/fixed_step_integrator.hpp"
#include "integrators/sundials/acceleration_ode.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {

/// ERKStep's own fourth-order default (ARKSTEP_DEFAULT_ERK_4), named so that its order is known before a run.
inline constexpr const char* kDefaultFixedStepTable = "ARKODE_ZONNEVELD_5_3_4";

/// The order of accuracy of ARKode's explicit table `name` ("" = kDefaultFixedStepTable);
/// Error{Kind::usage} naming some tables when ARKode has no such table.
int explicit_table_order(const std::string& name);

class ArkodeErkFixedStep final : public FixedStepIntegrator {
 public:
  /// `table`: an ARKode explicit table name ("" = kDefaultFixedStepTable); `corrected`: whether the
  /// loop corrects the state after each step. Throws Error{Kind::usage} for an unknown table.
  ArkodeErkFixedStep(AccelerationFormulation& formulation, double step, const std::string& table, bool corrected);
  ~ArkodeErkFixedStep() override;
  ArkodeErkFixedStep(const ArkodeErkFixedStep&) = delete;
  ArkodeErkFixedStep& operator=(const ArkodeErkFixedStep&) = delete;

  const char* name() const override { return "arkode-erk-fixed"; }
  void start(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// One ERKStep step from t to t + dt. Throws Error{Kind::numerical} naming ARKode's flag and the time.
  void step_from(double t, double dt, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  IntegratorStatistics statistics() const override;
  /// The table's order of accuracy.
  int order() const { return order_; }

 private:
  struct MemoryDeleter {
    void operator()(void* memory) const;
  };
  using Callbacks = AccelerationOdeCallbacks<ArkodeErkFixedStep>;
  friend Callbacks;
  void check(int flag, const char* call) const;
  [[noreturn]] void fail(int flag, double t);

  bool restart_after_each_step_ = false;
  int order_ = 0;
  AccelerationOde ode_;
  // Declaration order is destruction order reversed: the ARKode memory goes first, the context last.
  sundials::Context context_;
  sundials::Vector y_;
  std::unique_ptr<void, MemoryDeleter> arkode_;
  sundials::CallbackGuard guard_;
  CostSplit cost_;  // the right-hand sides' wall time
  SundialsMessages messages_;
  Eigen::VectorXd acceleration_, multipliers_;
};

}  // namespace mbdae
