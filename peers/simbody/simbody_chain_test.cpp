// The Simbody chains are the same mechanisms as mbdae's spherical_chain and revolute_chain: they start
// at the models' tips, their tips follow mbdae's reference-grade runs (wrong inertias, joint points or
// initial arc would move them by far more than either side's error) and they conserve energy.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "simbody_chain.hpp"
#include "mbdae_reference_tip.hpp"

namespace {

using mbdae::peers::ChainModel;
using mbdae::peers::run_simbody_chain;
using mbdae::peers::TipRun;

using mbdae::peers::testing::distance;
using mbdae::peers::testing::chain;


// The tip marker at t_end from `mbdae run <kind>_chain`, with compare's reference settings at `dt`.
std::array<double, 3> mbdae_tip(const std::string& kind, int links, double t_end, double dt) {
  return mbdae::peers::testing::mbdae_reference_tip(kind + "_chain --param n=" + std::to_string(links), "tip", t_end,
                                                    dt);
}

TEST(SimbodyChain, StartsAtTheModelsTipAtRest) {
  // Ten links on a 90° arc: the tip is the end of the arc's chord sum, Σ (cos k·9°, sin k·9°), k = 0..9.
  std::array<double, 3> arc{0, 0, 0};
  for (int k = 0; k < 10; ++k) {
    arc[0] += std::cos(k * M_PI / 20);
    arc[1] += std::sin(k * M_PI / 20);
  }
  const TipRun spherical = run_simbody_chain(chain("spherical", 10), "rk-merson", 1e-6, 0.01, 0.01);
  ASSERT_EQ(spherical.status, "ok") << spherical.message;
  EXPECT_LT(distance(spherical.samples[0].position, arc), 1e-13);
  const TipRun revolute = run_simbody_chain(chain("revolute", 10), "rk-merson", 1e-6, 0.01, 0.01);
  ASSERT_EQ(revolute.status, "ok") << revolute.message;
  EXPECT_LT(distance(revolute.samples[0].position, {10, 0, 0}), 1e-13);
  for (const TipRun* run : {&spherical, &revolute}) {
    EXPECT_NEAR(run->samples[0].energy, 0.0, 1e-12);  // at rest, every centre at z = 0
    EXPECT_LT(run->samples[1].position[2], 0.0) << "released, the tip falls";
    EXPECT_GT(run->samples[1].position[2], -1e-2);
  }
  // The planar chain stays in the x-z plane.
  EXPECT_LT(std::abs(revolute.samples[1].position[1]), 1e-15);
}

TEST(SimbodyChain, TipsMatchMbdaesWithinBothErrors) {
  for (const std::string kind : {"spherical", "revolute"}) {
    SCOPED_TRACE(kind);
    const int links = 10;
    const double t_end = 0.5, reference_step = 1e-4, accuracy = 1e-10;
    const std::array<double, 3> reference = mbdae_tip(kind, links, t_end, reference_step);
    const double reference_error = distance(reference, mbdae_tip(kind, links, t_end, 2 * reference_step)) / 15.0;
    const TipRun run = run_simbody_chain(chain(kind, links), "rk-merson", accuracy, t_end, t_end);
    const TipRun tight = run_simbody_chain(chain(kind, links), "rk-merson", accuracy / 100, t_end, t_end);
    ASSERT_EQ(run.status, "ok") << run.message;
    ASSERT_EQ(tight.status, "ok") << tight.message;
    const double simbody_error = distance(run.samples.back().position, tight.samples.back().position);
    const double tolerance = 10.0 * (reference_error + simbody_error) + 1e-12;
    ASSERT_LT(tolerance, 1e-6) << "reference error " << reference_error << ", Simbody error " << simbody_error;
    EXPECT_GT(distance(run.samples.back().position, run.samples.front().position), 0.1) << "the chain must move";
    EXPECT_LT(distance(run.samples.back().position, reference), tolerance)
        << "Simbody tip (" << run.samples.back().position[0] << ", " << run.samples.back().position[1] << ", "
        << run.samples.back().position[2] << "), reference (" << reference[0] << ", " << reference[1] << ", "
        << reference[2] << ")";
  }
}

TEST(SimbodyChain, EnergyIsConservedToTheIntegratorsAccuracy) {
  for (const std::string kind : {"spherical", "revolute"}) {
    const double accuracy = 1e-8;
    const TipRun run = run_simbody_chain(chain(kind, 10), "rk-merson", accuracy, 1.0, 0.01);
    ASSERT_EQ(run.status, "ok") << kind << ": " << run.message;
    ASSERT_EQ(run.samples.size(), 101u);
    const double scale = 10 * 9.81 * 10.0;  // every link falling the chain's length
    double drift = 0.0;
    for (const auto& s : run.samples) drift = std::max(drift, std::abs(s.energy - run.samples.front().energy));
    EXPECT_LT(drift, 1e3 * accuracy * scale) << kind;
    EXPECT_GT(drift, 0.0) << kind;
  }
}

TEST(SimbodyChain, StopsAtItsTimeLimit) {
  const TipRun run = run_simbody_chain(chain("spherical", 10), "rk-merson", 1e-8, 1.0, 0.01, 1e-9);
  EXPECT_EQ(run.status, "time limit");
  EXPECT_EQ(run.samples.size(), 2u);  // t = 0 and the first output, after which the limit was seen
  EXPECT_NE(run.message.find("stopped at t = 0.01"), std::string::npos) << run.message;
}

TEST(SimbodyChain, RefusesWhatItCannotBuild) {
  EXPECT_THROW(run_simbody_chain(chain("prismatic", 3), "rk-merson", 1e-6, 0.1, 0.1), std::invalid_argument);
  EXPECT_THROW(run_simbody_chain(chain("spherical", 0), "rk-merson", 1e-6, 0.1, 0.1), std::invalid_argument);
  EXPECT_THROW(run_simbody_chain(chain("spherical", 3), "euler", 1e-6, 0.1, 0.1), std::invalid_argument);
}

}  // namespace
