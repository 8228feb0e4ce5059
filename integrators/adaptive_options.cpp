#include "integrators/adaptive_options.hpp"

#include <cmath>

#include "core/error.hpp"

namespace mbdae {

void AdaptiveOptions::validate() const {
  auto bad = [](const std::string& message) { throw Error(Error::Kind::usage, message); };
  if (!(rtol > 0.0) || !std::isfinite(rtol) || !(atol > 0.0) || !std::isfinite(atol))
    bad("`rtol` and `atol` must be positive");
  if (!(max_step >= 0.0) || !std::isfinite(max_step))
    bad("`max_step` must be a finite number of seconds, not negative (0: no limit)");
  if (max_steps < 1) bad("`max_steps` must be at least 1");
  if (linear_solver != "dense" && linear_solver != "klu" && linear_solver != "auto")
    bad("`linear_solver` must be auto, dense or klu");
}

}  // namespace mbdae
