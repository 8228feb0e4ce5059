// Every integrator mbdae offers, with the formulations and corrections it works with (DESIGN.md's
// wiring table). The command line, `mbdae list` and `mbdae compare` read this one table; adding an
// integrator is a file and a row here.
#pragma once

#include <string>
#include <vector>

namespace mbdae {

enum class IntegratorFamily {
  fixed_step,  // explicit, fixed step, on the index-1 ODE; a correction after every step
  ode,         // SUNDIALS, adaptive, on the index-1 ODE
  dae,         // SUNDIALS IDA on a residual form
  index3_fixed_step,  // implicit, fixed step, Newton on the index-3 equations (ALI3-P, generalized-alpha)
};

/// True for the families that march with a fixed step --dt (explicit and implicit).
inline bool is_fixed_step(IntegratorFamily family) {
  return family == IntegratorFamily::fixed_step || family == IntegratorFamily::index3_fixed_step;
}

struct IntegratorDescription {
  std::string name;
  std::string summary;
  IntegratorFamily family;
  std::vector<std::string> formulations;  // the first is the default
  std::vector<std::string> corrections;   // the first is the default
};

struct FormulationDescription {
  std::string name;
  std::string summary;
};

const std::vector<IntegratorDescription>& integrator_descriptions();
const std::vector<FormulationDescription>& formulation_descriptions();

/// The integrator called `name`; Error{Kind::usage} listing them otherwise.
const IntegratorDescription& find_integrator(const std::string& name);

/// Resolves "auto" to the integrator's default formulation/correction and checks the combination;
/// Error{Kind::usage} naming the combinations that work otherwise.
void resolve_method(const std::string& integrator, std::string& formulation, std::string& correction);

/// The matrix of formulations × integrators, as Markdown (for `mbdae list`).
std::string method_matrix();

}  // namespace mbdae
