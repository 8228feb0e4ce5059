// Adaptive integrators (SUNDIALS IDA, CVODE, ARKode) behind one interface: started at a consistent
// state, they advance to each requested output time exactly (SUNDIALS' own interpolation or a stop
// time) and report their counters. The loop that calls them is integrate_adaptive() in simulation.hpp.
#pragma once

#include <Eigen/Dense>
#include <string>

#include "system/multibody_system.hpp"

namespace mbdae {

struct AdaptiveOptions {
  double rtol = 1e-6;
  double atol = 1e-8;
  double max_step = 0.0;         // s; 0 = no limit
  long max_steps = 500000;       // internal steps between two output times
  std::string linear_solver = "dense";  // "dense" or "klu" (sparse)
  std::string table;             // ARKode Butcher table name ("" = the method's default)
  bool projection = false;       // CVODE BDF: project onto the constraints after each step
};

/// Counters of a SUNDIALS run (those a method does not have stay 0).
struct SolverStatistics {
  long steps = 0;
  long rhs_evaluations = 0;       // residual (IDA) or right-hand-side evaluations
  long jacobian_evaluations = 0;
  long linear_setups = 0;
  long nonlinear_iterations = 0;
  long nonlinear_failures = 0;
  long error_test_failures = 0;
  long projections = 0;
  double last_step = 0.0;
};

class AdaptiveIntegrator {
 public:
  virtual ~AdaptiveIntegrator() = default;
  virtual const char* name() const = 0;
  /// Begins at the consistent state (t0, q, v).
  virtual void start(double t0, const Eigen::VectorXd& q, const Eigen::VectorXd& v) = 0;
  /// Advances to t_out and returns the state there. Throws Error{Kind::numerical} naming the SUNDIALS
  /// flag, the time reached and the last step size.
  virtual void advance_to(double t_out, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;
  /// The multipliers at the state the last advance_to returned, (t, q, v): λ of the DAE where the
  /// method integrates it (IDA); for the ODE forms, those of an acceleration solve at that state, made
  /// here and only when asked, as it is output, not integration (integrate_adaptive asks only for an
  /// observer, and off the integration's clock).
  virtual void output_multipliers(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                  Eigen::VectorXd& multipliers) = 0;
  virtual SolverStatistics statistics() const = 0;
};

}  // namespace mbdae
