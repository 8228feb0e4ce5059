// SUNDIALS IDA on the residual forms of formulations/dae_residual.hpp (index-3, GGL, index-1),
// with the iteration matrix dense or sparse (KLU). IDACalcIC assumes index ≤ 1, so consistent y and
// y' come from mbdae: a consistent (q, v) and the index-1 acceleration solution (q̈, λ). The
// multipliers (and GGL's μ) are algebraic: marked with IDASetId and left out of the error test
// (IDASetSuppressAlg), as is usual for higher-index forms; the index-3 form weighs its velocities and
// multipliers by h and h² instead (formulations/index3.hpp).
#pragma once

#include <ida/ida.h>

#include <memory>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "integrators/adaptive_options.hpp"
#include "integrators/integrator.hpp"
#include "integrators/sundials/support.hpp"

namespace mbdae {

class IdaIntegrator final : public Integrator {
 public:
  /// `residual` (the DAE form) and `initial_accelerations` (q̈ and λ at the start; UKE keeps redundant
  /// models working) must outlive the integrator.
  IdaIntegrator(ResidualFormulation& residual, AccelerationFormulation& initial_accelerations,
                const AdaptiveOptions& options);

  const char* name() const override { return "ida"; }
  bool fixed_step() const override { return false; }
  void initialize(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  /// All the way to t_target: advance_to().
  StepOutcome step_toward(double t_target, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  /// IDASolve(..., IDA_NORMAL) to t_out. Throws Error{Kind::numerical} naming the IDA flag, the time
  /// reached and the last step size.
  void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v);
  /// λ of the DAE, integrated with the rest of y.
  const Eigen::VectorXd& multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  IntegratorStatistics statistics() const override;

  /// Absolute tolerance of the multipliers in IDA's convergence test (see start()).
  static constexpr double kMultiplierAbsoluteTolerance = 1e6;

 private:
  static int residual_callback(double t, N_Vector yy, N_Vector yp, N_Vector rr, void* user_data);
  static int jacobian_callback(double t, double cj, N_Vector yy, N_Vector yp, N_Vector rr, SUNMatrix J,
                               void* user_data, N_Vector, N_Vector, N_Vector);
  /// IDAEwtFn of a form with error_weight_step_powers(): h^k / (rtol |y_i| + atol).
  static int error_weights_callback(N_Vector y, N_Vector ewt, void* user_data);
  /// The step size the weights are scaled with before IDA has one (its first step), s.
  static constexpr double kFirstStepGuess = 1e-6;

  struct MemoryDeleter {
    void operator()(void* memory) const { IDAFree(&memory); }
  };

  ResidualFormulation& residual_;
  AccelerationFormulation& initial_accelerations_;
  AdaptiveOptions options_;
  // Declaration order is destruction order reversed: the IDA memory goes first, the context last.
  sundials::Context context_;
  sundials::Vector y_, yp_, id_, absolute_tolerances_;
  CostSplit cost_;  // the linear solver adds to it: declared before, destroyed after
  sundials::LinearSystem linear_;
  std::unique_ptr<void, MemoryDeleter> ida_;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;  // IDA's own error text, kept for the thrown Error instead of stderr
  SparseMatrix jacobian_;
  Eigen::MatrixXd dense_jacobian_;
  Eigen::VectorXd multipliers_;
  Eigen::VectorXd step_powers_;  // error_weight_step_powers(), or empty
  Eigen::VectorXd initial_acceleration_, initial_multipliers_, initial_y_, initial_yp_;
};

}  // namespace mbdae
