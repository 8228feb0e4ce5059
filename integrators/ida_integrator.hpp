// SUNDIALS IDA on the residual forms of formulations/residual_formulation.hpp (index-3, GGL, index-1),
// with the iteration matrix dense or sparse (KLU). IDACalcIC assumes index ≤ 1, so consistent y and
// y' come from mbdae: a consistent (q, v) and the index-1 acceleration solution (q̈, λ). The
// multipliers (and GGL's μ) are algebraic: marked with IDASetId and left out of the error test
// (IDASetSuppressAlg), as is usual for higher-index forms.
#pragma once

#include <ida/ida.h>

#include <memory>

#include "formulations/acceleration_formulation.hpp"
#include "formulations/residual_formulation.hpp"
#include "integrators/adaptive_integrator.hpp"
#include "integrators/sundials_support.hpp"

namespace mbdae {

class IdaIntegrator final : public AdaptiveIntegrator {
 public:
  /// `initial_accelerations` gives q̈ and λ at the start (UKE keeps redundant models working).
  IdaIntegrator(const MultibodySystem& system, DaeForm form, AccelerationFormulation& initial_accelerations,
                const AdaptiveOptions& options);
  ~IdaIntegrator() override;

  const char* name() const override { return "ida"; }
  void start(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) override;
  void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v) override;
  void output_multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                          Eigen::VectorXd& multipliers) override;
  SolverStatistics statistics() const override;

  /// Absolute tolerance of the multipliers in IDA's convergence test (see start()).
  static constexpr double kMultiplierAbsoluteTolerance = 1e6;

 private:
  static int residual_callback(double t, N_Vector yy, N_Vector yp, N_Vector rr, void* user_data);
  static int jacobian_callback(double t, double cj, N_Vector yy, N_Vector yp, N_Vector rr, SUNMatrix J,
                               void* user_data, N_Vector, N_Vector, N_Vector);

  ResidualFormulation residual_;
  AccelerationFormulation& initial_accelerations_;
  AdaptiveOptions options_;
  sundials::Context context_;
  sundials::Vector y_, yp_, id_, absolute_tolerances_;
  sundials::LinearSystem linear_;
  void* memory_ = nullptr;
  sundials::CallbackGuard guard_;
  SundialsMessages messages_;  // IDA's own error text, kept for the thrown Error instead of stderr
  SparseMatrix jacobian_;
  Eigen::MatrixXd dense_jacobian_;
  Eigen::VectorXd y_work_, yp_work_;
};

}  // namespace mbdae
