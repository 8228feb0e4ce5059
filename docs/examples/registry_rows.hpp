// The registry rows of docs/extending.md's worked example. In the library each row goes in its table
// in methods/registry.cpp; a program that builds on the library adds them at run time, as here.
#pragma once

#include "docs/examples/saddle_point_lu.hpp"
#include "docs/examples/symplectic_euler.hpp"
#include "methods/registry.hpp"

namespace mbdae::examples {

inline void add_example_rows() {
  add_formulation({"saddle-point-lu", "the saddle point [M Cq^T; Cq 0] by one dense LU", false, false, false,
                   [](const EquationsOfMotion& system, LinearAlgebra, const RunSettings&) {
                     return std::make_unique<SaddlePointLu>(system);
                   },
                   {}, {},
                   // its dense storage, for the memory estimate: the (n + m)² matrix and its LU
                   [](const ProblemSize& p, const RunSettings&, LinearAlgebra) {
                     return 2 * (p.n + p.m) * (p.n + p.m) * sizeof(double);
                   }});
  add_integrator({"symplectic-euler", "semi-implicit Euler, fixed step, first order", true,
                  FormulationKind::acceleration, {}, {}, {},
                  [](Method& method, const EquationsOfMotion&, const RunSettings& settings) {
                    return std::make_unique<SymplecticEuler>(*method.acceleration, settings.step);
                  },
                  {}, 1});  // no dense storage of its own; first order, for Richardson's error estimate
}

}  // namespace mbdae::examples
