// The C++ API (include/mbdae/mbdae.hpp): what the observer is shown is what the run measured and the
// system computes, a recorded trajectory holds every sample, a failed or stopped run keeps what it
// computed, and docs/api.md shows its example as the installed-package test builds it
// (tests/consumer/check_installed_package.sh runs that example against an installed tree).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "mbdae/mbdae.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

RunSettings short_run(const std::string& integrator, double t_end) {
  RunSettings s;
  s.integrator = integrator;
  s.t_end = t_end;
  s.output_every = 0.01;
  return s;
}

TEST(Api, TheObserverSeesTheMarkersEnergiesAndViolationsTheRunMeasures) {
  const Model model = builtin_model("triple_pendulum");
  const RunSettings settings = short_run("ab4", 0.5);
  // The library's own observation of the same (deterministic) run: the markers at every sample.
  std::vector<Eigen::Vector3d> expected;
  run_simulation(model, settings,
                 [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                     const Eigen::VectorXd&) {
                   for (int k = 0; k < static_cast<int>(model.markers.size()); ++k)
                     expected.push_back(system.marker_position(k, q));
                 });
  std::vector<Eigen::Vector3d> seen;
  std::vector<std::string> names;
  double energy0 = 0.0, drift = 0.0, position = 0.0, velocity = 0.0;
  int samples = 0;
  const RunResult result = run(model, settings, [&](const Sample& s) {
    if (samples++ == 0) {
      energy0 = s.energy();
      for (const MarkerState& m : s.markers) names.emplace_back(m.name);
      EXPECT_EQ(s.q.size(), 36);
      EXPECT_EQ(s.multipliers.size(), 27);  // 18 NACF rows + 3 spherical joints
    }
    for (const MarkerState& m : s.markers) seen.push_back(m.position);
    drift = std::max(drift, std::abs(s.energy() - energy0));
    position = std::max(position, s.position_violation);
    velocity = std::max(velocity, s.velocity_violation);
    EXPECT_GT(s.kinetic_energy, -1e-12);
  });
  ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
  EXPECT_EQ(samples, 51);
  EXPECT_EQ(names, (std::vector<std::string>{"B", "C", "D"}));
  ASSERT_EQ(seen.size(), expected.size());
  for (std::size_t k = 0; k < seen.size(); ++k) EXPECT_EQ(seen[k], expected[k]) << k;
  // The run's statistics fold the same measurements.
  EXPECT_NEAR(drift, result.statistics.energy_drift, 1e-12 * std::abs(energy0));
  EXPECT_NEAR(energy0, result.statistics.initial_energy, 1e-12 * std::abs(energy0));
  // The run measures the violations after every step as well, the observer at the outputs only.
  EXPECT_LE(position, result.statistics.max_position_violation);
  EXPECT_LE(velocity, result.statistics.max_velocity_violation);
  EXPECT_GT(position, 0.0);
}

// The markers' velocities are the time derivatives of their positions: a central difference over
// samples 1 ms apart agrees to its own O(h²) error.
TEST(Api, MarkerVelocitiesAreTheDerivativesOfTheirPositions) {
  RunSettings settings = short_run("rk4", 0.2);
  settings.step = 1e-4;
  settings.output_every = 1e-3;
  std::vector<double> t;
  std::vector<Eigen::Vector3d> position, velocity;
  run(builtin_model("triple_pendulum"), settings, [&](const Sample& s) {
    t.push_back(s.t);
    position.push_back(s.markers[2].position);
    velocity.push_back(s.markers[2].velocity);
  });
  ASSERT_GT(t.size(), 100u);
  for (std::size_t k = 1; k + 1 < t.size(); k += 20) {
    const Eigen::Vector3d difference = (position[k + 1] - position[k - 1]) / (t[k + 1] - t[k - 1]);
    EXPECT_LT((difference - velocity[k]).norm(), 1e-4 * (1.0 + velocity[k].norm())) << t[k];
  }
}

TEST(Api, AModelWithoutMarkersReportsItsBodyOrigins) {
  Model model = builtin_model("triple_pendulum");
  model.markers.clear();
  const Trajectory trajectory = record(model, short_run("rk4", 0.1));
  ASSERT_EQ(trajectory.result.statistics.status, "ok");
  EXPECT_EQ(trajectory.marker_names, (std::vector<std::string>{"body1", "body2", "body3"}));
  // At t = 0 the origins are where the model puts the bodies.
  for (int b = 0; b < 3; ++b)
    for (int i = 0; i < 3; ++i)
      EXPECT_NEAR(trajectory.markers[3 * b + i], model.bodies[b].initial_position[i], 1e-9) << b << " " << i;
}

TEST(Api, ARecordHoldsEverySampleRowByRow) {
  const Model model = builtin_model("triple_pendulum");
  const RunSettings settings = short_run("cvode-adams", 0.3);
  const Trajectory trajectory = record(model, settings);
  ASSERT_EQ(trajectory.result.statistics.status, "ok");
  const std::size_t samples = trajectory.samples();
  EXPECT_EQ(samples, 31u);
  EXPECT_EQ(trajectory.coordinate_count, 36);
  EXPECT_EQ(trajectory.multiplier_count, 27);
  EXPECT_EQ(trajectory.q.size(), samples * 36);
  EXPECT_EQ(trajectory.v.size(), samples * 36);
  EXPECT_EQ(trajectory.multipliers.size(), samples * 27);
  EXPECT_EQ(trajectory.markers.size(), samples * 9);
  EXPECT_EQ(trajectory.energy.size(), samples);
  EXPECT_EQ(trajectory.position_violation.size(), samples);
  EXPECT_EQ(trajectory.velocity_violation.size(), samples);
  EXPECT_DOUBLE_EQ(trajectory.t.back(), 0.3);
  // Row k is sample k: its energy is that of its q and v, by the system's own functions.
  const auto system = make_equations_of_motion("nacf", model);
  for (std::size_t k = 0; k < samples; k += 10) {
    const Eigen::Map<const Eigen::VectorXd> q(trajectory.q.data() + 36 * k, 36), v(trajectory.v.data() + 36 * k, 36);
    EXPECT_NEAR(trajectory.energy[k], system->mechanical_energy(q, v), 1e-9) << k;
    const Eigen::Vector3d tip(trajectory.markers.data() + 9 * k + 6);
    EXPECT_LT((tip - system->marker_position(2, q)).norm(), 1e-12) << k;
  }
}

// A run stopped before its end (here by its wall-time limit) returns its status and keeps the samples
// it reached; refused input throws Error with the kind the command maps to its exit code.
TEST(Api, AStoppedRunKeepsItsSamplesAndBadInputThrows) {
  RunSettings settings = short_run("rk4", 1e4);
  settings.step = 1e-5;
  settings.wall_time_limit = 0.05;
  const Trajectory trajectory = record(builtin_model("triple_pendulum"), settings);
  EXPECT_EQ(trajectory.result.statistics.status, "time limit");
  ASSERT_GE(trajectory.samples(), 1u);
  EXPECT_LE(trajectory.t.back(), trajectory.result.statistics.t_reached + 1e-12);
  EXPECT_LT(trajectory.t.back(), 1e4);

  try {
    builtin_model("no_such_model");
    ADD_FAILURE() << "an unknown model was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(e.what()).find("triple_pendulum"), std::string::npos) << e.what();  // lists them
  }
  Model model = builtin_model("triple_pendulum");
  model.bodies[1].inertia.mass = -1.0;
  try {
    check_model(model);
    ADD_FAILURE() << "a negative mass was accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_NE(std::string(e.what()).find("body2"), std::string::npos) << e.what();
  }
  EXPECT_THROW(run(model, short_run("ab4", 0.1)), Error);  // run() checks the model too
}

// compare() returns the command's rows: RK4 at its order beside CVODE, and the folder it was given kept.
TEST(Api, CompareReturnsTheCommandsTable) {
  cli::CompareOptions options;
  options.model = "simple_pendulum";
  options.coordinates = "planar-nacf";
  options.integrators = "rk4,cvode-adams";
  options.formulations = "af";
  options.corrections = "rgcp,none";
  options.t_end = options.check_time = 0.5;
  options.repetitions = 1;
  options.steps = {2e-3, 1e-3};
  options.tolerances = {1e-6, 1e-8};
  options.quiet = true;
  const std::vector<ComparisonRow> rows = mbdae::compare(options);  // in a temporary folder
  std::vector<const ComparisonRow*> rk4, adams;
  for (const ComparisonRow& r : rows) {
    EXPECT_EQ(r.status, "ok") << r.integrator << " " << r.message;
    EXPECT_EQ(r.coordinates, "planar-nacf");
    if (r.integrator == "rk4" && r.correction == "rgcp") rk4.push_back(&r);
    if (r.integrator == "cvode-adams") adams.push_back(&r);
  }
  ASSERT_EQ(rk4.size(), 2u);
  ASSERT_EQ(adams.size(), 2u);
  EXPECT_EQ(rk4[0]->step_or_tolerance, 2e-3);
  EXPECT_EQ(rk4[0]->steps, 250);
  EXPECT_NEAR(std::log2(rk4[0]->error / rk4[1]->error), 4.0, 0.3);
  EXPECT_LT(adams[1]->error, adams[0]->error);
  EXPECT_GT(rk4[0]->wall_time_s, 0.0);

  const auto folder = std::filesystem::temp_directory_path() / "mbdae_api_compare";
  std::filesystem::remove_all(folder);
  options.out = folder.string();
  options.integrators = "rk4";
  options.corrections = "rgcp";
  options.steps = {1e-3};
  const std::vector<ComparisonRow> kept = mbdae::compare(options);
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_EQ(kept[0].error, rk4[1]->error);  // the same run, the same reference
  EXPECT_TRUE(std::filesystem::exists(folder / "compare.csv"));
  options.model = "no_such_model";
  EXPECT_THROW(mbdae::compare(options), Error);
}

TEST(Api, TheBuiltinNamesAreTheModelsFolder) {
  const std::vector<std::string> names = builtin_model_names();
  EXPECT_TRUE(std::is_sorted(names.begin(), names.end()));
  EXPECT_NE(std::find(names.begin(), names.end(), "triple_pendulum"), names.end());
  for (const std::string& name : names) {
    std::ifstream file(std::string(MBDAE_SOURCE_DIR "/models/") + name + ".yaml");
    EXPECT_TRUE(file) << name;
  }
}

TEST(Api, TheVersionIsTheProjects) {
  std::ifstream cmake(MBDAE_SOURCE_DIR "/CMakeLists.txt");
  std::stringstream text;
  text << cmake.rdbuf();
  std::smatch match;
  const std::string cmake_text = text.str();
  ASSERT_TRUE(std::regex_search(cmake_text, match, std::regex(R"(project\(mbdae VERSION ([0-9.]+))")));
  EXPECT_EQ(match[1].str(), kVersion);
}

// docs/api.md shows the example (docs/examples/api_pendulum.cpp) as it is.
TEST(Api, TheDocumentShowsTheExampleThatIsBuilt) {
  std::ifstream document(MBDAE_SOURCE_DIR "/docs/api.md");
  ASSERT_TRUE(document) << "docs/api.md";
  std::stringstream text;
  text << document.rdbuf();
  std::ifstream source(MBDAE_SOURCE_DIR "/docs/examples/api_pendulum.cpp");
  ASSERT_TRUE(source);
  int lines = 0;
  for (std::string line; std::getline(source, line); ++lines)
    EXPECT_NE(text.str().find(line), std::string::npos) << "docs/api.md lacks: " << line;
  EXPECT_GT(lines, 50);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
