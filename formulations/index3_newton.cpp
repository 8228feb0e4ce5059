#include "formulations/index3_newton.hpp"

#include <sstream>

namespace mbdae {

std::string AugmentedLagrangianNewton::failure(const std::string& method, double residual_norm) const {
  std::ostringstream msg;
  msg << method << " Newton-Raphson did not converge to " << options_.tolerance << " in " << iteration_
      << " iterations (residual norm " << residual_norm << ", last position update " << largest_update_ << ")";
  return msg.str();
}

}  // namespace mbdae
