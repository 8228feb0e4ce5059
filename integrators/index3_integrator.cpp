#include "integrators/index3_integrator.hpp"

#include "integrators/ali3_energy_conserving.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/generalized_alpha.hpp"

#include <sstream>

namespace mbdae {

std::string AugmentedLagrangianNewton::failure(const std::string& method, double residual_norm) const {
  std::ostringstream msg;
  msg << method << " Newton-Raphson did not converge to " << options_.tolerance << " in " << iteration_
      << " iterations (residual norm " << residual_norm << ", last position update " << largest_update_ << ")";
  return msg.str();
}

std::unique_ptr<Index3Integrator> make_index3_integrator(std::string_view name, const MultibodySystem& system,
                                                         const Index3Options& options) {
  // Both integrate the index-3 equations, whose constraint rows are C(q) = 0: a velocity-level
  // (nonholonomic) constraint has no such row, and leaving it out would silently drop it.
  if ((name == "ali3p-trapezoidal" || name == "gen-alpha") && system.velocity_constraint_count() > 0)
    throw Error(Error::Kind::usage,
                "--integrator " + std::string(name) + " integrates the index-3 equations, which need every "
                "constraint at position level, but " + system.constraint_owner(system.holonomic_constraint_count()) +
                " has no position-level form (a nonholonomic constraint); use ida with --formulation index1 or ggl, "
                "or af, uke or nullspace with ab4, rk4, cvode-bdf, cvode-adams, arkode-erk or arkode-dirk");
  if (options.energy_conserving && name != "ali3p-trapezoidal")
    throw Error(Error::Kind::usage, "--energy-conserving needs --integrator ali3p-trapezoidal");
  if (name == "ali3p-trapezoidal" && options.energy_conserving)
    return std::make_unique<Ali3EnergyConserving>(system, options);
  if (name == "ali3p-trapezoidal") return std::make_unique<Ali3pTrapezoidal>(system, options);
  if (name == "gen-alpha") return std::make_unique<GeneralizedAlpha>(system, options);
  throw Error(Error::Kind::usage,
              "unknown index-3 integrator '" + std::string(name) + "' (choose ali3p-trapezoidal or gen-alpha)");
}

}  // namespace mbdae
