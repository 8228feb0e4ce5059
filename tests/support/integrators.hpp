// The integrators by name for the tests that build them on formulations they made themselves (the
// registry builds whole methods from settings: methods/registry.hpp).
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "formulations/ali3p.hpp"
#include "formulations/index3.hpp"
#include "integrators/ab4.hpp"
#include "integrators/ali3_energy_conserving.hpp"
#include "integrators/ali3p_trapezoidal.hpp"
#include "integrators/gen_alpha.hpp"
#include "integrators/rk4.hpp"
#include "integrators/simulation.hpp"
#include "support/adaptive_test_models.hpp"

namespace mbdae::testing {

/// "ab4" or "rk4" with the fixed step `step`.
inline std::unique_ptr<ExplicitIntegrator> make_explicit_integrator(const std::string& name,
                                                                    AccelerationFormulation& formulation, double step) {
  if (name == "ab4") return std::make_unique<AdamsBashforth4>(formulation, step);
  if (name == "rk4") return std::make_unique<RungeKutta4>(formulation, step);
  throw Error(Error::Kind::usage, "no explicit integrator '" + name + "'");
}

/// An index-3 integrator with the formulation it consumes, owned together.
struct Index3Method {
  std::unique_ptr<Index3Formulation> formulation;
  std::unique_ptr<Index3Integrator> integrator;
  Index3Integrator* operator->() const { return integrator.get(); }
  Index3Integrator& operator*() const { return *integrator; }
};

/// "ali3p-trapezoidal" (with the ali3p formulation; energy-conserving with options.energy_conserving) or
/// "gen-alpha" (with the index3 formulation).
inline Index3Method make_index3_integrator(const std::string& name, const MultibodySystem& system,
                                           const Index3Options& options, double step) {
  Index3Method m;
  if (name == "ali3p-trapezoidal") {
    auto ali3p = std::make_unique<AugmentedLagrangianProjections>(system, options);
    if (options.energy_conserving)
      m.integrator = std::make_unique<Ali3EnergyConserving>(*ali3p, step);
    else
      m.integrator = std::make_unique<TrapezoidalRule>(*ali3p, step);
    m.formulation = std::move(ali3p);
  } else if (name == "gen-alpha") {
    m.formulation = std::make_unique<Index3SaddlePoint>(system, options);
    m.integrator = std::make_unique<GeneralizedAlpha>(*m.formulation, options.rho_infinity, step);
  } else {
    throw Error(Error::Kind::usage, "no index-3 integrator '" + name + "'");
  }
  return m;
}

/// What a run records: its statistics, the state at the last sample and every sample's time.
struct RecordedRun {
  RunStatistics statistics;
  Eigen::VectorXd q, v;
  std::vector<double> sample_times;
};

/// `integrator` with `correction` after each step, from the system's initial state assembled at t = 0,
/// to t_end with a sample every `output_every`.
inline RecordedRun run_recorded(const MultibodySystem& system, Integrator& integrator,
                                ConstraintCorrection& correction, double output_every, double t_end) {
  RecordedRun run;
  run.statistics = simulate_from_start(system, integrator, correction, t_end, output_every,
                                       [&](double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
                                         run.q = q;
                                         run.v = v;
                                         run.sample_times.push_back(t);
                                       });
  return run;
}

}  // namespace mbdae::testing
