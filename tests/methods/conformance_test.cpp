// Every registered method, built from its registry row as `mbdae run` builds it, on two small
// conservative models (the triple pendulum in space, the slider-crank in the plane), over 0.2 s,
// against the same invariants: the run ends "ok"; it keeps the position constraints where its
// formulation or correction enforces them, and drifts no further than its integration error where
// neither does; it conserves the energy to its integration error; its trajectory agrees with an
// independent reference (RK4 at a ten times smaller step with the direct correction to 1e-12); its
// multipliers agree with the augmented formulation's at the states it reports. A new coordinate type,
// formulation, correction or integrator is tested here by adding its registry row.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Case {
  std::string model, coordinates, integrator, formulation, correction;
  std::string label() const {
    std::string s = model + "_" + coordinates + "_" + integrator + "_" + formulation + "_" + correction;
    std::replace(s.begin(), s.end(), '-', '_');
    return s;
  }
};

// The two models and, for each, every coordinates × integrator × formulation × correction the
// registry allows (relative coordinates too). The velocity
// transformation's relative coordinates are left out: they are `relative`'s with M and Q by another
// route, equal to round-off (tests/relative/), and would double the cases for nothing new.
std::vector<Case> every_registered_method() {
  std::vector<Case> cases;
  for (const auto& [model, planar] : {std::pair{"triple_pendulum", false}, std::pair{"slider_crank", true}}) {
    const Model loaded = load_builtin_model(model);  // once: the list is built at every start of the program
    for (const std::string& coordinates : coordinates_names(planar))
      if (coordinates != "relative-velocity-transformation")
      for (const IntegratorRow& integrator : integrator_rows())
        for (const std::string& formulation : integrator.formulations())
          if (formulation_takes(find_formulation(formulation), find_coordinates(coordinates), loaded))
          for (const std::string& correction : integrator.corrections())
            cases.push_back({model, coordinates, integrator.name, formulation, correction});
  }
  return cases;
}

constexpr double kStep = 1e-3;         // s, fixed-step methods
constexpr double kTolerance = 1e-8;    // rtol = atol, adaptive methods
constexpr double kOutputEvery = 0.01;  // s
const double kEnd = testing::horizon(0.2, 0.05);  // s

struct Samples {
  RunStatistics statistics;
  std::vector<double> t;
  std::vector<Eigen::VectorXd> q, v, multipliers;
};

Samples run(const Model& model, const RunSettings& settings) {
  Samples s;
  s.statistics = run_simulation(model, settings,
                                [&](const EquationsOfMotion&, double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                    const Eigen::VectorXd& multipliers) {
                                  s.t.push_back(t);
                                  s.q.push_back(q);
                                  s.v.push_back(v);
                                  s.multipliers.push_back(multipliers);
                                })
                     .statistics;
  return s;
}

// RK4 + AF + direct correction to 1e-12 at a tenth of the step: its error is 1e-4 of the methods'
// at the same order, far below every bound below.
const Samples& reference(const std::string& model_name, const std::string& coordinates) {
  static std::map<std::string, Samples> cache;
  const std::string key = model_name + "/" + coordinates;
  auto found = cache.find(key);
  if (found != cache.end()) return found->second;
  RunSettings settings;
  settings.coordinates = coordinates;
  settings.integrator = "rk4";
  settings.formulation = "af";
  settings.correction = "direct";
  settings.tolerance = 1e-12;
  settings.step = kStep / 10;
  settings.t_end = kEnd;
  settings.output_every = kOutputEvery;
  return cache[key] = run(load_builtin_model(model_name), settings);
}

class Conformance : public ::testing::TestWithParam<Case> {};

TEST_P(Conformance, KeepsTheInvariantsOfEveryMethod) {
  const Case& c = GetParam();
  const Model model = load_builtin_model(c.model);
  RunSettings settings;
  settings.coordinates = c.coordinates;
  settings.integrator = c.integrator;
  settings.formulation = c.formulation;
  settings.correction = c.correction;
  settings.step = kStep;
  settings.adaptive.rtol = settings.adaptive.atol = kTolerance;
  settings.t_end = kEnd;
  settings.output_every = kOutputEvery;
  const Samples s = run(model, settings);
  const RunStatistics& st = s.statistics;
  ASSERT_EQ(st.status, "ok") << st.message;

  const Samples& ref = reference(c.model, c.coordinates);
  ASSERT_EQ(ref.statistics.status, "ok") << ref.statistics.message;
  ASSERT_EQ(s.t.size(), ref.t.size());
  const auto equations = make_equations_of_motion(c.coordinates, model);
  const EquationsOfMotion& system = *equations;
  const double energy_scale = std::abs(st.initial_energy) + system.kinetic_energy(ref.q.back(), ref.v.back());

  // Bounds. The methods' own errors over 0.2 s: fourth-order fixed steps at 1e-3 s and adaptive
  // methods at 1e-8 leave ~1e-9 m; the second-order index-3 steps ~1e-6 m (error constant × Δt² × T).
  // 1e-4 m is two orders above the largest, on mechanisms of metres: a wrong sign, a wrong term or a
  // method that does not converge is off by far more.
  const double agreement = 1e-4;  // m, and m/s per s of run for the velocities' scale
  const FormulationRow& formulation = find_formulation(c.formulation);
  const bool corrected = find_correction(c.correction).enforces_constraints;
  const bool positions_enforced = corrected || formulation.enforces_position_constraints;
  const bool velocities_enforced = corrected || formulation.enforces_velocity_constraints;
  // Enforced: Newton tolerances 1e-9 (corrections) and 1e-10 (index-3 steps) on the positions, and
  // IDA's to its tolerance 1e-8: |C| ≤ 1e-6 and |C_q v + C_t| ≤ 1e-5 leave a hundredfold margin over
  // the weakest. Not enforced: they drift at the integration error, bounded as the agreement.
  const double position_violation = positions_enforced ? 1e-6 : agreement;
  const double velocity_violation = velocities_enforced ? 1e-5 : agreement / kEnd;
  // IDA on the index-3 residual leaves v and λ out of its error test (IDASetId, IDASetSuppressAlg:
  // index-2 and index-3 variables, Brenan, Campbell & Petzold ch. 3), so nothing bounds their error
  // by the tolerance: only the positions, C = 0 and the finiteness of v and λ are checked for it.
  const bool velocities_error_controlled = !(c.integrator == "ida" && c.formulation == "index3");

  double worst_position = 0.0, worst_velocity = 0.0, worst_multiplier = 0.0, largest_multiplier = 0.0;
  auto af = make_acceleration_formulation("af", system);
  Eigen::VectorXd acceleration, expected;
  for (std::size_t k = 0; k < s.t.size(); ++k) {
    EXPECT_DOUBLE_EQ(s.t[k], ref.t[k]);
    worst_position = std::max(worst_position, (s.q[k] - ref.q[k]).lpNorm<Eigen::Infinity>());
    worst_velocity = std::max(worst_velocity, (s.v[k] - ref.v[k]).lpNorm<Eigen::Infinity>());
    ASSERT_EQ(s.multipliers[k].size(), system.constraint_count());
    ASSERT_TRUE(s.multipliers[k].allFinite());
    af->solve(s.t[k], s.q[k], s.v[k], acceleration, expected);
    if (k > 0) worst_multiplier = std::max(worst_multiplier, (s.multipliers[k] - expected).lpNorm<Eigen::Infinity>());
    largest_multiplier = std::max(largest_multiplier, expected.lpNorm<Eigen::Infinity>());
  }
  EXPECT_LT(worst_position, agreement) << "coordinates off the reference";
  EXPECT_LT(st.max_position_violation, position_violation);
  if (velocities_error_controlled) {
    EXPECT_LT(worst_velocity, agreement / kEnd) << "velocities off the reference";
    EXPECT_LT(st.max_velocity_violation, velocity_violation);
    // The energy's error is the velocities' and positions' (relative 1e-5 for errors of 1e-4 on
    // mechanisms of metres moving at metres per second).
    EXPECT_LT(st.energy_drift, 1e-5 * energy_scale) << "E0 = " << st.initial_energy;
    // The multipliers go with the reported state: those of an acceleration solve there (ODE forms, to
    // round-off), or integrated with it (IDA, the index-3 steps) to their integration error, which the
    // O(Δt) start of generalized-α dominates (Arnold & Brüls 2007): 1 % of the largest.
    // Where every multiplier is zero (an open chain in relative coordinates, whose only rows are the
    // Euler parameters' normalizations, which carry no force), 1e-3 bounds the iterates' round-off
    // (ALI3-P's λ* holds its penalty's αC); the multipliers of a loaded joint are tens of newtons.
    EXPECT_LT(worst_multiplier, 1e-2 * largest_multiplier + 1e-3) << "multipliers off those of the reported states";
  }
  EXPECT_GT(st.steps, 0);
  EXPECT_GT(st.rhs_evaluations, 0);
}

INSTANTIATE_TEST_SUITE_P(Registry, Conformance, ::testing::ValuesIn(every_registered_method()),
                         [](const auto& info) { return info.param.label(); });

}  // namespace
}  // namespace mbdae
