// ARKode (SUNDIALS 6.4, ARKode 5.4) Runge–Kutta methods on the index-1 equations of motion written
// as the first-order ODE y = (q, v), y' = (v, q̈(t, q, v)):
// - erk: ERKStep with an embedded explicit table (options.table, e.g. ARKODE_DORMAND_PRINCE_7_4_5,
//   ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8; empty: ERKStep's default, fourth order);
// - dirk: ARKStep with only the implicit part (diagonally implicit tables such as ARKODE_SDIRK_5_3_4,
//   the default), Newton's method with a dense linear solver on a difference-quotient Jacobian
//   (AccelerationOde::difference_jacobian; O(n³): its acceleration blocks are dense), or with klu the
//   stages' Newton systems solved exactly through the sparse index-1 DAE matrix, as for CVODE BDF
//   (integrators/sundials/index1_newton_solver.hpp).
//
// Both stop exactly at every output time (a stop time, no interpolation): ARKode's Hermite dense
// output has degree at most 5, below the order of the higher-order tables, and a corrected state
// must not be interpolated across.
//
// ARKode 5.4 has no projection hook, so a constraint correction (RGCP, direct), when there is one, is
// applied after every internal step from outside, by the loop, as for ab4 and rk4: step_toward() takes
// one internal step (ARK_ONE_STEP), the loop corrects (q, v), and accept() restarts the stepper from
// the corrected state with ERKStepReset/ARKStepReset.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "integrators/adaptive_options.hpp"
#include "integrators/integrator.hpp"
#include "integrators/sundials/acceleration_ode.hpp"
#include "integrators/sundials/index1_newton_solver.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {

/// Whether ARKode knows `name` as an explicit Butcher table (ERKStep's tables), e.g.
/// "ARKODE_DORMAND_PRINCE_7_4_5"; for checking a list of names before any run uses them.
bool is_explicit_butcher_table(const std::string& name);

/// Nothing for a non-negative ARKode flag; otherwise Error "ARKode: CALL failed (ARKode's last message)",
/// of Kind::usage for ARK_ILL_INPUT and Kind::numerical for the rest.
void check_arkode(int flag, const char* call, const SundialsMessages& messages);

/// Whether ERKStep 5.4 would start each step of the explicit table `name` from f at its last stage
/// instead of at the new state (a table with c_s = 1 that is not first-same-as-last; arkode.cpp says
/// why), so that the stepper must be restarted after every step; false for an unknown name.
bool explicit_table_needs_restart_after_each_step(const std::string& name);

class ArkodeIntegrator final : public Integrator {
 public:
  enum class Method { erk, dirk };

  /// `corrected`: whether the loop corrects the state after each step (then the steps are taken one at
  /// a time and the stepper restarts from each corrected state). Throws Error{Kind::usage} for a table
  /// name the method does not know and for an unknown linear solver.
  ArkodeIntegrator(AccelerationFormulation& formulation, bool corrected, Method method,
                   const AdaptiveOptions& options);
  ~ArkodeIntegrator() override;
  ArkodeIntegrator(const ArkodeIntegrator&) = delete;
  ArkodeIntegrator& operator=(const ArkodeIntegrator&) = delete;

  const char* name() const override { return method_ == Method::erk ? "arkode-erk" : "arkode-dirk"; }
  bool fixed_step() const override { return false; }
  void initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// One internal step toward t_target (never past it) when corrected or when the table needs a
  /// restart after each step; otherwise all the way to t_target by ARKode's own stepping and
  /// interpolation. Throws Error{Kind::numerical} naming the flag, the time reached and the last step.
  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// Restarts the stepper from (t, q, v) after a step taken one at a time.
  void accept(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// Those of an acceleration solve at (t, q, v), made here and only when asked, as it is output.
  const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  IntegratorStatistics statistics() const override;
  /// How many times the stepper was restarted from an accepted state (once per step when corrected).
  long restarts() const { return restarts_; }
  /// The last step size ARKode took.
  double last_step() const;

 private:
  struct MemoryDeleter {
    Method method = Method::erk;
    void operator()(void* memory) const;
  };

  using Callbacks = AccelerationOdeCallbacks<ArkodeIntegrator>;
  friend Callbacks;
  void check(int flag, const char* call) const;
  [[noreturn]] void fail(int flag);

  // The ERKStep and ARKStep calls below differ only by their prefix.
  int evolve(double t_out, double& t_reached, int task);
  int set_stop_time(double t_stop);
  int reset(double t);
  double current_time() const;

  Method method_;
  bool corrected_;
  AdaptiveOptions options_;
  AccelerationOde ode_;
  // Declaration order is destruction order reversed: the ARKode memory goes first, the context last.
  sundials::Context context_;
  sundials::Vector y_;
  CostSplit cost_;  // right-hand sides; the dense solver's factorizations and solves
  sundials::LinearSystem linear_;                              // dense
  std::unique_ptr<sundials::Index1NewtonSolver> sparse_newton_;  // klu
  std::unique_ptr<void, MemoryDeleter> arkode_;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;
  double t_ = 0.0;         // time of the state the loop holds
  double target_ = 0.0;    // the output time being stepped toward
  long steps_to_target_ = 0;  // internal steps taken toward it (one at a time)
  long restarts_ = 0;
  bool restart_after_each_step_ = false;  // the ERK table trips ERKStep 5.4's FSAL shortcut
  Eigen::VectorXd acceleration_, multipliers_;
};

}  // namespace mbdae
