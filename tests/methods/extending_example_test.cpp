// docs/extending.md's worked example, compiled and run: a formulation (docs/examples/saddle_point_lu.hpp)
// and an integrator (docs/examples/symplectic_euler.hpp), each a file plus one registry row
// (docs/examples/registry_rows.hpp). Once their rows are in, every integrator that consumes
// acceleration formulations takes the new one, the new integrator takes every one of them and every
// correction, `mbdae list` shows both, and a run is built by name as any other. The document must
// show the example's code as it is here.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "docs/examples/registry_rows.hpp"
#include "io/builtin_models.hpp"
#include "methods/run.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

void add_rows_once() {
  static const bool added = (examples::add_example_rows(), true);
  (void)added;
}

// The tip of the triple pendulum at t = 0.2 s.
Eigen::Vector3d tip(const RunSettings& settings, RunStatistics* statistics = nullptr) {
  Eigen::Vector3d last;
  const RunResult result = run_simulation(load_builtin_model("triple_pendulum"), settings,
                                          [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q,
                                              const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                            last = system.marker_position(2, q);
                                          });
  EXPECT_EQ(result.statistics.status, "ok") << result.statistics.message;
  if (statistics) *statistics = result.statistics;
  return last;
}

RunSettings settings(const std::string& integrator, const std::string& formulation, double step) {
  RunSettings s;
  s.integrator = integrator;
  s.formulation = formulation;
  s.correction = "rgcp";
  s.step = step;
  s.t_end = 0.2;
  s.output_every = 0.01;
  return s;
}

TEST(ExtendingExample, TheNewRowsReachEveryPairThatCanTakeThem) {
  add_rows_once();
  for (const char* integrator : {"ab4", "rk4", "cvode-bdf", "arkode-erk"}) {
    const auto f = find_integrator(integrator).formulations();
    EXPECT_NE(std::find(f.begin(), f.end(), "saddle-point-lu"), f.end()) << integrator;
  }
  const IntegratorRow& euler = find_integrator("symplectic-euler");
  // Every acceleration formulation but those that name their integrators (hamilton: rk4, ab4).
  std::vector<std::string> open_to_every_integrator;
  for (const std::string& name : acceleration_formulation_names())
    if (find_formulation(name).only_integrators.empty()) open_to_every_integrator.push_back(name);
  EXPECT_EQ(euler.formulations(), open_to_every_integrator);
  EXPECT_EQ(euler.corrections(), correction_names());
  const std::string matrix = method_matrix();
  EXPECT_NE(matrix.find("symplectic-euler: semi-implicit Euler"), std::string::npos) << matrix;
  EXPECT_NE(matrix.find("| saddle-point-lu | yes | yes |"), std::string::npos) << matrix;
  EXPECT_THROW(examples::add_example_rows(), Error);  // the names are taken now
}

// The saddle point solved whole gives AF's accelerations and multipliers (the same equations).
TEST(ExtendingExample, SaddlePointLuSolvesWhatTheAugmentedFormulationSolves) {
  add_rows_once();
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates));
    auto lu = make_acceleration_formulation("saddle-point-lu", system);
    auto af = make_acceleration_formulation("af", system);
    Eigen::VectorXd q, v, a_lu, a_af, lambda_lu, lambda_af;
    system.initial_state(q, v);
    v.setRandom();
    lu->solve(0.0, q, v, a_lu, lambda_lu);
    af->solve(0.0, q, v, a_af, lambda_af);
    EXPECT_LT((a_lu - a_af).lpNorm<Eigen::Infinity>(), 1e-9 * (1 + a_af.lpNorm<Eigen::Infinity>())) << coordinates;
    EXPECT_LT((lambda_lu - lambda_af).lpNorm<Eigen::Infinity>(), 1e-9 * (1 + lambda_af.lpNorm<Eigen::Infinity>()))
        << coordinates;
  }
}

// Built by name and run in the loop with RGCP, semi-implicit Euler converges at first order: halving
// the step halves the tip's error against AB4 at a tenth of the finer step.
TEST(ExtendingExample, SymplecticEulerConvergesAtFirstOrder) {
  add_rows_once();
  const Eigen::Vector3d reference = tip(settings("ab4", "af", 2e-5));
  RunStatistics statistics;
  const double coarse = (tip(settings("symplectic-euler", "saddle-point-lu", 4e-4), &statistics) - reference).norm();
  const double fine = (tip(settings("symplectic-euler", "saddle-point-lu", 2e-4)) - reference).norm();
  EXPECT_EQ(statistics.steps, 500);
  EXPECT_LT(statistics.max_position_violation, 1e-8);  // RGCP holds the constraints
  EXPECT_GT(coarse, 0.0);
  EXPECT_NEAR(coarse / fine, 2.0, 0.2) << coarse << " -> " << fine;
}

// docs/extending.md shows the example's files as they are.
TEST(ExtendingExample, TheDocumentShowsTheCodeThatIsTested) {
  std::ifstream document(MBDAE_SOURCE_DIR "/docs/extending.md");
  ASSERT_TRUE(document) << "docs/extending.md";
  std::stringstream text;
  text << document.rdbuf();
  for (const char* file :
       {"symplectic_euler.hpp", "saddle_point_lu.hpp", "registry_rows.hpp", "symplectic_euler_plugin.cpp"}) {
    std::ifstream source(std::string(MBDAE_SOURCE_DIR "/docs/examples/") + file);
    ASSERT_TRUE(source) << file;
    for (std::string line; std::getline(source, line);) {
      if (line.find_first_not_of(' ') == std::string::npos || line.rfind("//", 0) == 0 || line.rfind("#", 0) == 0)
        continue;  // the document has its own prose and includes
      EXPECT_NE(text.str().find(line), std::string::npos) << file << ": " << line;
    }
  }
}

}  // namespace
}  // namespace mbdae
