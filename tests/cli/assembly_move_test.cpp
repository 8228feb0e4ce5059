// A model whose initial state does not meet its joints: `mbdae run` says how far assembly moved which
// body and what that did to the energy, and refuses a move beyond --max-assembly-move (by default 1e-2
// of the model's size). The simple pendulum's bob given at (1, 0.5) on a 1 m link is moved radially to
// (1, 0.5)/|(1, 0.5)|: by √1.25 − 1 = 0.118 m, its potential energy from 9.81 · 0.5 to 9.81 · 0.5/√1.25 J.
#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "support/mbdae_command.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::mbdae_command;

std::string bob_off_its_link() {
  const auto folder = testing::fresh_folder("assembly_move", "model");
  const auto path = folder / "bob_off.yaml";
  std::ofstream(path) << "name: bob_off\nplanar: true\ngravity: [0, -9.81]\n"
                         "bodies:\n  - {name: bob, mass: 1, inertia: 5e-5, position: [1, 0.5]}\n"
                         "joints:\n  - {name: link, type: distance, body_i: ground, body_j: bob, point_i: [0, 0], "
                         "point_j: [0, 0], length: 1}\n";
  return path.string();
}

TEST(AssemblyMove, AFarMoveIsRefusedAndANearOneReported) {
  const std::string model = bob_off_its_link();
  const auto refused = mbdae_command({"run", model, "--t-end", "0.01"});
  EXPECT_EQ(refused.exit_code, 4) << refused.output;
  EXPECT_NE(refused.output.find("bob_off.yaml:5: body 'bob': the initial state is 0.118 m from one that meets the "
                                "joints (body 'bob' moves most; E0 4.905 J as given, 4.38717 J assembled), more than "
                                "--max-assembly-move (0.01 m, 1e-2 of the model's size)"),
            std::string::npos)
      << refused.output;

  const auto folder = testing::fresh_folder("assembly_move", "run");
  const auto summary = folder / "summary.json";
  const auto allowed =
      mbdae_command({"run", model, "--t-end", "0.01", "--max-assembly-move", "0.2", "--summary", summary.string()});
  ASSERT_EQ(allowed.exit_code, 0) << allowed.output;
  EXPECT_NE(allowed.output.find("assembly    moved body 'bob' by 0.118 m to meet the joints (E0 4.905 J as given, "
                                "4.38717 J assembled)"),
            std::string::npos)
      << allowed.output;
  std::ifstream in(summary);
  const nlohmann::json j = nlohmann::json::parse(in);
  EXPECT_NEAR(j["assembly"]["largest_move_m"].get<double>(), std::sqrt(1.25) - 1.0, 1e-9);
  EXPECT_EQ(j["assembly"]["moved_body"], "bob");
  EXPECT_NEAR(j["assembly"]["given_energy"].get<double>(), 9.81 * 0.5, 1e-12);
  EXPECT_NEAR(j["assembly"]["assembled_energy"].get<double>(), 9.81 * 0.5 / std::sqrt(1.25), 1e-9);
  EXPECT_NEAR(j["initial_energy"].get<double>(), 9.81 * 0.5 / std::sqrt(1.25), 1e-9);

  // A model that meets its joints says nothing of assembly.
  const auto consistent = mbdae_command({"run", "simple_pendulum", "--t-end", "0.01"});
  EXPECT_EQ(consistent.output.find("assembly"), std::string::npos) << consistent.output;
  EXPECT_EQ(mbdae_command({"run", model, "--max-assembly-move", "-1"}).exit_code, 2);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
