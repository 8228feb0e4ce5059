// The integrators by name for the tests that build them on formulations they made themselves (the
// registry builds whole methods from settings: methods/registry.hpp).
#pragma once

#include <memory>
#include <string>

#include "integrators/ab4.hpp"
#include "integrators/ali3_energy_conserving.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/gen_alpha.hpp"
#include "integrators/rk4.hpp"

namespace mbdae::testing {

/// "ab4" or "rk4" with the fixed step `step`.
inline std::unique_ptr<ExplicitIntegrator> make_explicit_integrator(const std::string& name,
                                                                    AccelerationFormulation& formulation, double step) {
  if (name == "ab4") return std::make_unique<AdamsBashforth4>(formulation, step);
  if (name == "rk4") return std::make_unique<RungeKutta4>(formulation, step);
  throw Error(Error::Kind::usage, "no explicit integrator '" + name + "'");
}

/// "ali3p-trapezoidal" (energy-conserving with options.energy_conserving) or "gen-alpha".
inline std::unique_ptr<Index3Integrator> make_index3_integrator(const std::string& name, const MultibodySystem& system,
                                                                const Index3Options& options, double step) {
  if (name == "ali3p-trapezoidal" && options.energy_conserving)
    return std::make_unique<Ali3EnergyConserving>(system, options, step);
  if (name == "ali3p-trapezoidal") return std::make_unique<Ali3pTrapezoidal>(system, options, step);
  if (name == "gen-alpha") return std::make_unique<GeneralizedAlpha>(system, options, step);
  throw Error(Error::Kind::usage, "no index-3 integrator '" + name + "'");
}

}  // namespace mbdae::testing
