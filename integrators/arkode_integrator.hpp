// ARKode (SUNDIALS 6.4, ARKode 5.4) Runge–Kutta methods on the index-1 equations of motion written
// as the first-order ODE y = (q, v), y' = (v, q̈(t, q, v)):
// - erk: ERKStep with an embedded explicit table (options.table, e.g. ARKODE_DORMAND_PRINCE_7_4_5,
//   ARKODE_VERNER_8_5_6, ARKODE_FEHLBERG_13_7_8; empty: ERKStep's default, fourth order);
// - dirk: ARKStep with only the implicit part (diagonally implicit tables such as ARKODE_SDIRK_5_3_4,
//   the default), Newton's method with a dense or KLU linear solver; as for CVODE (see
//   cvode_integrator.hpp), the KLU Jacobian has dense acceleration blocks, so KLU saves only the
//   constant factor of the [0, I] half, not the O(n³) growth of the factorization.
//
// Both stop exactly at every output time (a stop time, no interpolation): ARKode's Hermite dense
// output has degree at most 5, below the order of the higher-order tables, and a corrected state
// must not be interpolated across.
//
// ARKode 5.4 has no projection hook, so a constraint correction (RGCP, direct), when given, is applied
// after every internal step from outside: one step at a time (ARK_ONE_STEP), correct (q, v), and
// restart the stepper from the corrected state with ERKStepReset/ARKStepReset.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "integrators/adaptive_integrator.hpp"
#include "integrators/constraint_correction.hpp"
#include "integrators/acceleration_ode.hpp"
#include "integrators/sundials_support.hpp"

namespace mbdae {

/// Whether ARKode knows `name` as an explicit Butcher table (ERKStep's tables), e.g.
/// "ARKODE_DORMAND_PRINCE_7_4_5"; for checking a list of names before any run uses them.
bool is_explicit_butcher_table(const std::string& name);

class ArkodeIntegrator final : public AdaptiveIntegrator {
 public:
  enum class Method { erk, dirk };

  /// `correction` may be nullptr (no correction); it must outlive the integrator. Throws
  /// Error{Kind::usage} for a table name the method does not know and for an unknown linear solver.
  ArkodeIntegrator(AccelerationFormulation& formulation, ConstraintCorrection* correction, Method method,
                   const AdaptiveOptions& options);
  ~ArkodeIntegrator() override;
  ArkodeIntegrator(const ArkodeIntegrator&) = delete;
  ArkodeIntegrator& operator=(const ArkodeIntegrator&) = delete;

  const char* name() const override { return method_ == Method::erk ? "arkode-erk" : "arkode-dirk"; }
  void start(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void output_multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::VectorXd& multipliers) override;
  /// `projections` counts the corrections applied after steps.
  SolverStatistics statistics() const override;

 private:
  struct MemoryDeleter {
    Method method = Method::erk;
    void operator()(void* memory) const;
  };

  static int right_hand_side(double t, N_Vector y, N_Vector ydot, void* self);
  static int jacobian(double t, N_Vector y, N_Vector fy, SUNMatrix jacobian, void* self, N_Vector, N_Vector,
                      N_Vector);
  void check(int flag, const char* call) const;
  [[noreturn]] void fail(int flag);
  /// Steps to t_out (stop time already set) without correction.
  void advance_uncorrected(double t_out);
  /// Steps to t_out one internal step at a time, correcting (when there is a correction) and
  /// restarting ARKode after each.
  void advance_step_by_step(double t_out);

  // The ERKStep and ARKStep calls below differ only by their prefix.
  int evolve(double t_out, double& t_reached, int task);
  int set_stop_time(double t_stop);
  int reset(double t);
  double current_time() const;
  double last_step() const;

  Method method_;
  ConstraintCorrection* correction_;
  AdaptiveOptions options_;
  AccelerationOde ode_;
  // Declaration order is destruction order reversed: the ARKode memory goes first, the context last.
  sundials::Context context_;
  sundials::Vector y_;
  sundials::LinearSystem linear_;
  std::unique_ptr<void, MemoryDeleter> arkode_;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;
  double t_ = 0.0;  // time of the last output
  long corrections_ = 0;
  bool restart_after_each_step_ = false;  // the ERK table trips ERKStep 5.4's FSAL shortcut
  Eigen::VectorXd q_, v_, acceleration_;
};

}  // namespace mbdae
