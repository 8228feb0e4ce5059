#include "integrators/method_registry.hpp"

#include <algorithm>
#include <sstream>

#include "core/error.hpp"

namespace mbdae {

namespace {
const std::vector<std::string> kOdeForms = {"af", "uke", "nullspace"};
const std::vector<std::string> kDaeForms = {"ggl", "index3", "index1"};

std::string join(const std::vector<std::string>& items) {
  std::string out;
  for (const std::string& s : items) out += (out.empty() ? "" : ", ") + s;
  return out;
}
}  // namespace

const std::vector<IntegratorDescription>& integrator_descriptions() {
  static const std::vector<IntegratorDescription> table = {
      {"ab4", "Adams-Bashforth 4, fixed step, started by RK4 (paper 000)", IntegratorFamily::fixed_step, kOdeForms,
       {"rgcp", "direct", "none"}},
      {"rk4", "classical Runge-Kutta 4, fixed step", IntegratorFamily::fixed_step, kOdeForms, {"rgcp", "direct", "none"}},
      {"cvode-bdf", "SUNDIALS CVODE, variable-order BDF + Newton (--projection: onto the constraints)",
       IntegratorFamily::ode, kOdeForms, {"none"}},
      {"cvode-adams", "SUNDIALS CVODE, variable-order Adams + fixed-point iteration", IntegratorFamily::ode, kOdeForms,
       {"none"}},
      {"arkode-erk", "SUNDIALS ARKode ERKStep, explicit Runge-Kutta (--table), correction after each step",
       IntegratorFamily::ode, kOdeForms, {"rgcp", "direct", "none"}},
      {"arkode-dirk", "SUNDIALS ARKode ARKStep, diagonally implicit Runge-Kutta, correction after each step",
       IntegratorFamily::ode, kOdeForms, {"rgcp", "direct", "none"}},
      {"ida", "SUNDIALS IDA, variable-order BDF on a DAE residual (dense or KLU)", IntegratorFamily::dae, kDaeForms,
       {"none"}},
      {"ali3p-trapezoidal",
       "ALI3-P, index-3 augmented Lagrangian + velocity/acceleration projections, trapezoidal rule, fixed step "
       "(paper 001; --penalty, --projection-factor)",
       IntegratorFamily::index3_fixed_step, {"ali3p"}, {"none"}},
      {"gen-alpha", "generalized-alpha on the index-3 DAE, fixed step (Arnold & Bruls 2007; --rho-inf)",
       IntegratorFamily::index3_fixed_step, {"index3"}, {"none"}},
  };
  return table;
}

const std::vector<FormulationDescription>& formulation_descriptions() {
  static const std::vector<FormulationDescription> table = {
      {"af", "augmented formulation: saddle point [M Cq^T; Cq 0] by Schur complement (paper 000)"},
      {"uke", "Udwadia-Kalaba equations with M + Cq^T Cq and a pseudoinverse: redundant constraints work"},
      {"nullspace", "Maggi's equations on an orthonormal null-space basis of Cq (paper 004)"},
      {"ggl", "stabilized index-2 residual (Gear-Gupta-Leimkuhler): C = 0 and Cq v = 0 both enforced"},
      {"index3", "index-3 equations, C = 0 enforced (ida: v and lambda out of the error test; gen-alpha: Newton "
                 "on the positions)"},
      {"index1", "index-1 residual: Cq v' = gamma; positions and velocities drift"},
      {"ali3p", "index-3 augmented Lagrangian M q'' + Cq^T(lambda + alpha C) = Q, lambda iterated, with mass-orthogonal "
                "velocity and acceleration projections (paper 001, eqs. (1)-(4))"},
  };
  return table;
}

const IntegratorDescription& find_integrator(const std::string& name) {
  for (const IntegratorDescription& d : integrator_descriptions())
    if (d.name == name) return d;
  std::vector<std::string> names;
  for (const IntegratorDescription& d : integrator_descriptions()) names.push_back(d.name);
  throw Error(Error::Kind::usage, "unknown integrator '" + name + "' (choose " + join(names) + ")");
}

void resolve_method(const std::string& integrator, std::string& formulation, std::string& correction) {
  const IntegratorDescription& d = find_integrator(integrator);
  if (formulation == "auto") formulation = d.formulations.front();
  if (correction == "auto") correction = d.corrections.front();
  if (std::find(d.formulations.begin(), d.formulations.end(), formulation) == d.formulations.end()) {
    std::vector<std::string> with;
    for (const IntegratorDescription& other : integrator_descriptions())
      if (std::find(other.formulations.begin(), other.formulations.end(), formulation) != other.formulations.end())
        with.push_back(other.name);
    throw Error(Error::Kind::usage, "--integrator " + integrator + " does not take --formulation " + formulation +
                                        " (it takes " + join(d.formulations) + "; " + formulation +
                                        (with.empty() ? " is not a formulation" : " works with " + join(with)) +
                                        "; `mbdae list` shows every pair)");
  }
  if (std::find(d.corrections.begin(), d.corrections.end(), correction) == d.corrections.end())
    throw Error(Error::Kind::usage, "--integrator " + integrator + " does not take --correction " + correction +
                                        " (it takes " + join(d.corrections) + ")");
}

std::string method_matrix() {
  std::ostringstream out;
  out << "| formulation |";
  for (const IntegratorDescription& d : integrator_descriptions()) out << ' ' << d.name << " |";
  out << "\n|---|";
  for (std::size_t k = 0; k < integrator_descriptions().size(); ++k) out << "---|";
  out << '\n';
  for (const FormulationDescription& f : formulation_descriptions()) {
    out << "| " << f.name << " |";
    for (const IntegratorDescription& d : integrator_descriptions()) {
      const bool yes = std::find(d.formulations.begin(), d.formulations.end(), f.name) != d.formulations.end();
      out << (yes ? " yes |" : "  |");
    }
    out << '\n';
  }
  out << "\nCorrections: ";
  for (const IntegratorDescription& d : integrator_descriptions()) out << d.name << " (" << join(d.corrections) << ") ";
  out << "\n\nIntegrators:\n";
  for (const IntegratorDescription& d : integrator_descriptions()) out << "  " << d.name << ": " << d.summary << '\n';
  out << "\nFormulations:\n";
  for (const FormulationDescription& f : formulation_descriptions()) out << "  " << f.name << ": " << f.summary << '\n';
  return out.str();
}

}  // namespace mbdae
