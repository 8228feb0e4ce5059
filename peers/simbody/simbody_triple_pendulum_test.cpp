// The Simbody triple pendulum is the same mechanism as mbdae's: its tip follows mbdae's reference
// (wrong inertias, masses, joint points or initial rotations would move it by far more than either
// side's error) and its energy is conserved.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "peer_csv_writer.hpp"
#include "mbdae_reference_tip.hpp"
#include "simbody_triple_pendulum.hpp"

namespace {

using mbdae::peers::run_simbody_triple_pendulum;
using mbdae::peers::TipRun;

using mbdae::peers::testing::distance;

// Tip D at t_end from `mbdae run`, with the settings of `mbdae compare`'s reference at step `dt`.
std::array<double, 3> mbdae_tip(double t_end, double dt) {
  return mbdae::peers::testing::mbdae_reference_tip("triple_pendulum", "D", t_end, dt);
}

TEST(SimbodyTriplePendulum, StartsAtRestWithTheTipAtEightFourZero) {
  const TipRun run = run_simbody_triple_pendulum("rk-merson", 1e-6, 0.01, 0.01);
  ASSERT_EQ(run.status, "ok") << run.message;
  ASSERT_EQ(run.samples.size(), 2u);
  EXPECT_NEAR(distance(run.samples[0].position, {8, 4, 0}), 0.0, 1e-14);
  // At rest with every centre of mass at z = 0: no kinetic and no potential energy.
  EXPECT_NEAR(run.samples[0].energy, 0.0, 1e-12);
  // Released from rest, the tip starts to fall, by millimetres at most after 10 ms.
  EXPECT_LT(run.samples[1].position[2], 0.0);
  EXPECT_GT(run.samples[1].position[2], -1e-3);
}

TEST(SimbodyTriplePendulum, TipAtOneSecondMatchesMbdaeReferenceWithinBothErrors) {
  const double t_end = 1.0, reference_step = 1e-4, accuracy = 1e-10;
  // mbdae's reference and its own error, estimated as compare does (RK4: ratio 16 between dt and 2 dt).
  const std::array<double, 3> reference = mbdae_tip(t_end, reference_step);
  const double reference_error = distance(reference, mbdae_tip(t_end, 2 * reference_step)) / 15.0;
  // Simbody's error at `accuracy`, estimated against a hundred times tighter run.
  const TipRun run = run_simbody_triple_pendulum("rk-merson", accuracy, t_end, t_end);
  const TipRun tight = run_simbody_triple_pendulum("rk-merson", accuracy / 100, t_end, t_end);
  ASSERT_EQ(run.status, "ok") << run.message;
  ASSERT_EQ(tight.status, "ok") << tight.message;
  const double simbody_error = distance(run.samples.back().position, tight.samples.back().position);
  // Error estimates are estimates: a factor of 10 on their sum, and a floor at round-off.
  const double tolerance = 10.0 * (reference_error + simbody_error) + 1e-12;
  // The check only means something when it is far tighter than a modelling error would move the tip.
  ASSERT_LT(tolerance, 1e-6) << "reference error " << reference_error << ", Simbody error " << simbody_error;
  EXPECT_LT(distance(run.samples.back().position, reference), tolerance)
      << "Simbody tip (" << run.samples.back().position[0] << ", " << run.samples.back().position[1] << ", "
      << run.samples.back().position[2] << "), reference (" << reference[0] << ", " << reference[1] << ", "
      << reference[2] << ")";
}

TEST(SimbodyTriplePendulum, EnergyIsConservedToTheIntegratorsAccuracy) {
  for (const std::string& integrator : mbdae::peers::simbody_integrator_names()) {
    const double accuracy = 1e-9;
    const TipRun run = run_simbody_triple_pendulum(integrator, accuracy, 5.0, 0.01);
    ASSERT_EQ(run.status, "ok") << integrator << ": " << run.message;
    ASSERT_EQ(run.samples.size(), 501u);
    // Energy scale: every mass falling the whole length of the chain (12 m): about 1059 J.
    const double scale = (2.0 + 3.0 + 4.0) * 9.81 * 12.0;
    double drift = 0.0, deepest_tip = 0.0;
    for (const auto& s : run.samples) {
      drift = std::max(drift, std::abs(s.energy - run.samples.front().energy));
      deepest_tip = std::max(deepest_tip, -s.position[2]);
    }
    EXPECT_GT(deepest_tip, 1.0) << integrator << ": the pendulum must actually swing";
    EXPECT_LT(drift, 1e3 * accuracy * scale) << integrator;
  }
}

TEST(SimbodyTriplePendulum, PeerCsvHasOneRowPerSampleAfterTheHeader) {
  const TipRun run = run_simbody_triple_pendulum("rk-feldberg", 1e-4, 0.05, 0.01);
  std::ostringstream csv;
  mbdae::peers::write_peer_csv(csv, "simbody", {run});
  std::istringstream in(csv.str());
  std::string line;
  std::getline(in, line);
  EXPECT_EQ(line, "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy");
  std::getline(in, line);
  EXPECT_EQ(line.rfind("simbody,rk-feldberg,0.0001,ok,", 0), 0u) << line;
  // t = 0 at (8, 4, 0), written so that it reads back to the same doubles.
  std::vector<double> cells;
  std::stringstream row(line.substr(line.find(",ok,") + 4));
  for (std::string cell; std::getline(row, cell, ',');) cells.push_back(std::stod(cell));
  ASSERT_EQ(cells.size(), 7u) << line;  // wall_time_s, steps, t, x, y, z, energy
  EXPECT_EQ(cells[2], 0.0);
  EXPECT_EQ(cells[3], run.samples[0].position[0]);
  EXPECT_EQ(cells[4], run.samples[0].position[1]);
  EXPECT_EQ(cells[5], run.samples[0].position[2]);
  EXPECT_NEAR(cells[3], 8.0, 1e-14);
  EXPECT_NEAR(cells[4], 4.0, 1e-14);
  int rows = 1;
  while (std::getline(in, line)) ++rows;
  EXPECT_EQ(rows, 6);  // t = 0, 0.01, ..., 0.05
}

}  // namespace
