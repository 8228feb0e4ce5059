// Options of the adaptive SUNDIALS integrators (cvode-bdf, cvode-adams, arkode-erk, arkode-dirk, ida).
#pragma once

#include <string>

namespace mbdae {

struct AdaptiveOptions {
  double rtol = 1e-6;
  double atol = 1e-8;
  double max_step = 0.0;         // s; 0 = no limit
  long max_steps = 500000;       // internal steps between two output times
  std::string linear_solver = "dense";  // Newton's linear solver: "dense" or "klu" (sparse); a run's
                                        // settings may say "auto" (RunSettings::resolved_linear_solver)
  std::string table;             // ARKode Butcher table name ("" = the method's default)
  bool projection = false;       // CVODE BDF: project onto the constraints after each step

  /// Error{Kind::usage} naming the option (`rtol`, `linear_solver`, …) when a value makes no sense.
  void validate() const;
};

}  // namespace mbdae
