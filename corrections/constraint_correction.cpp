#include "corrections/constraint_correction.hpp"

#include <cmath>

namespace mbdae {

void CorrectionOptions::validate() const {
  if (!(tolerance > 0.0) || !std::isfinite(tolerance)) throw Error(Error::Kind::usage, "`tolerance` must be positive");
  if (max_iterations < 1) throw Error(Error::Kind::usage, "`max_iterations` must be at least 1");
}

}  // namespace mbdae
