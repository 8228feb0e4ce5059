#include "integrators/index3_integrator.hpp"

#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/generalized_alpha.hpp"

namespace mbdae {

std::unique_ptr<Index3Integrator> make_index3_integrator(std::string_view name, const MultibodySystem& system,
                                                         const Index3Options& options) {
  if (name == "ali3p-trapezoidal") return std::make_unique<Ali3pTrapezoidal>(system, options);
  if (name == "gen-alpha") return std::make_unique<GeneralizedAlpha>(system, options);
  throw Error(Error::Kind::usage,
              "unknown index-3 integrator '" + std::string(name) + "' (choose ali3p-trapezoidal or gen-alpha)");
}

}  // namespace mbdae
