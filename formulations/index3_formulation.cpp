#include "formulations/index3_formulation.hpp"

#include <cmath>

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

}  // namespace mbdae
