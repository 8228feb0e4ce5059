#include "formulations/index3_formulation.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace mbdae {

void Index3Options::validate() const {
  auto bad = [](const std::string& message) { throw Error(Error::Kind::usage, message); };
  if (!(tolerance > 0.0) || !std::isfinite(tolerance)) bad("`tolerance` must be positive");
  if (max_iterations < 1) bad("`max_iterations` must be at least 1");
  if (!(penalty > 0.0) || !std::isfinite(penalty)) bad("`penalty` must be a positive number");
  if (!(projection_factor >= 0.0) || !std::isfinite(projection_factor))
    bad("`projection_factor` must be zero or positive");
  if (!(rho_infinity >= 0.0 && rho_infinity <= 1.0)) bad("`rho_infinity` must be between 0 and 1");
}

const EquationsOfMotion& require_position_level_constraints(const EquationsOfMotion& system, const char* formulation) {
  if (system.velocity_constraint_count() > 0)
    throw Error(Error::Kind::usage,
                "`formulation=" + std::string(formulation) + "` needs every constraint at position level, but " +
                    system.constraint_owner(system.holonomic_constraint_count()) +
                    " has no position-level form (a nonholonomic constraint)");
  return system;
}

namespace {
// The update, as a fraction of the predictor's distance from the solution, below which the step's
// equations are solved well inside its local error.
constexpr double kPredictorFraction = 1e-2;
// Rounding noise of a position update: the iteration matrix and the residual are evaluated to a few
// hundred ulps of the coordinates.
constexpr double kRoundoffUlps = 64.0;
}  // namespace

bool index3_newton_converged(double largest_update, double previous_update, int iteration, double predictor_distance,
                             double largest_coordinate, double tolerance) {
  const double roundoff = kRoundoffUlps * std::numeric_limits<double>::epsilon() * std::max(1.0, largest_coordinate);
  if (largest_update <= std::min(tolerance, std::max(roundoff, kPredictorFraction * predictor_distance))) return true;
  const bool stalled = iteration >= 2 && largest_update > 0.5 * previous_update;
  return stalled && largest_update <= tolerance;
}

}  // namespace mbdae
