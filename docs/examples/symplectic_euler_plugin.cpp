// docs/extending.md's plug-in: the semi-implicit Euler integrator of docs/examples/symplectic_euler.hpp,
// compiled into a shared library of its own and added to a running mbdae by `--plugin`:
//   mbdae run --plugin ./libsymplectic_euler.so --integrator symplectic-euler --dt 1e-4
// Built against an installed mbdae with find_package(mbdae) and mbdae::plugin (nothing to link).
#include <mbdae/plugin.hpp>

#include "symplectic_euler.hpp"

MBDAE_PLUGIN {
  mbdae::add_integrator({"symplectic-euler", "semi-implicit Euler, fixed step, first order (a plug-in)", true,
                         mbdae::FormulationKind::acceleration, {}, {}, {},
                         [](mbdae::Method& method, const mbdae::EquationsOfMotion&, const mbdae::RunSettings& settings) {
                           return std::make_unique<mbdae::examples::SymplecticEuler>(*method.acceleration,
                                                                                     settings.step);
                         },
                         {}, 1});  // no dense storage of its own; first order, for the error estimate
}
