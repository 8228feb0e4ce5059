// Plug-ins through the command (include/mbdae/plugin.hpp): docs/extending.md's example, a library built
// apart that links nothing of mbdae's, becomes a method of `list`, `run` and `compare`; a library that is
// no plug-in, one built for another version, a missing file and a second registration of the same name
// are refused in one line before anything runs.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "mbdae/version.hpp"
#include "support/mbdae_command.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::mbdae_command;

const std::string kPlugin = MBDAE_EXAMPLE_PLUGIN;

TEST(Plugin, ItsIntegratorIsInTheListAndRunsAtItsOrder) {
  const auto list = mbdae_command({"list", "--plugin", kPlugin});
  ASSERT_EQ(list.exit_code, 0) << list.output;
  EXPECT_NE(list.output.find("symplectic-euler: semi-implicit Euler, fixed step, first order (a plug-in)"),
            std::string::npos)
      << list.output;
  EXPECT_NE(list.output.find("symplectic-euler (rgcp, direct, none)"), std::string::npos) << list.output;

  // Its row says first order: the run's Richardson estimate uses it.
  const auto run = mbdae_command({"run", "--plugin", kPlugin, "--integrator", "symplectic-euler", "--dt", "1e-3",
                                  "--t-end", "0.2"});
  ASSERT_EQ(run.exit_code, 0) << run.output;
  EXPECT_NE(run.output.find("symplectic-euler with rgcp correction"), std::string::npos) << run.output;
  EXPECT_NE(run.output.find("Richardson with order 1"), std::string::npos) << run.output;
  // Without the plug-in the name is unknown.
  EXPECT_EQ(mbdae_command({"run", "--integrator", "symplectic-euler"}).exit_code, 2);
}

TEST(Plugin, CompareRunsItBesideTheBuiltInMethods) {
  const auto out = testing::fresh_folder("plugin", "compare");
  const auto result = mbdae_command({"compare", "triple_pendulum", "--plugin", kPlugin, "--integrators",
                                     "symplectic-euler,rk4", "--formulations", "af", "--corrections", "rgcp",
                                     "--coordinates", "nacf", "--t-end", "0.5", "--check-time", "0.5",
                                     "--repetitions", "1", "--steps", "2e-3,1e-3", "--out", out.string(), "--quiet"});
  ASSERT_EQ(result.exit_code, 0) << result.output;
  std::ifstream csv(out / "compare.csv");
  std::vector<double> errors;
  int rk4_rows = 0;
  for (std::string line; std::getline(csv, line);) {
    std::vector<std::string> fields;
    std::stringstream in(line);
    for (std::string field; std::getline(in, field, ',');) fields.push_back(field);
    if (fields.size() < 8) continue;
    if (fields[1] == "rk4") ++rk4_rows;
    if (fields[1] != "symplectic-euler") continue;
    EXPECT_EQ(fields[5], "ok") << line;
    errors.push_back(std::stod(fields[7]));
  }
  EXPECT_EQ(rk4_rows, 2);
  ASSERT_EQ(errors.size(), 2u);
  // First order: half the step, half the error.
  EXPECT_NEAR(errors[0] / errors[1], 2.0, 0.3) << errors[0] << " -> " << errors[1];
}

TEST(Plugin, WhatIsNoPluginOfThisVersionIsRefusedInOneLine) {
  const struct {
    std::vector<std::string> words;
    std::string line;
  } cases[] = {
      {{"run", "--plugin", "/no/such/plugin.so"},
       "mbdae: error: plug-in /no/such/plugin.so: cannot be loaded: /no/such/plugin.so: cannot open shared object "
       "file: No such file or directory"},
      {{"run", "--plugin", MBDAE_WRONG_VERSION_PLUGIN},
       std::string("mbdae: error: plug-in ") + MBDAE_WRONG_VERSION_PLUGIN +
           ": was built for mbdae 0.0.0, this is " + kVersion + "; rebuild it"},
  };
  for (const auto& c : cases) {
    const auto result = mbdae_command(c.words);
    EXPECT_EQ(result.exit_code, 2) << result.output;
    EXPECT_EQ(result.output, c.line + "\n");
  }
  // A library that is no plug-in: the C library is on every machine.
  const auto libc = mbdae_command({"run", "--plugin", "libc.so.6"});
  EXPECT_EQ(libc.exit_code, 2);
  EXPECT_EQ(libc.output,
            "mbdae: error: plug-in libc.so.6: has no mbdae_plugin_register (a plug-in defines it with MBDAE_PLUGIN, "
            "include/mbdae/plugin.hpp)\n");
  // One path given twice is loaded once; a copy of the library registers the name again and is refused.
  EXPECT_EQ(mbdae_command({"list", "--plugin", kPlugin, "--plugin=" + kPlugin}).exit_code, 0);
  const auto folder = testing::fresh_folder("plugin", "copy");
  const auto copy = folder / "copy.so";
  std::filesystem::copy_file(kPlugin, copy);
  const auto twice = mbdae_command({"list", "--plugin", kPlugin, "--plugin", copy.string()});
  EXPECT_EQ(twice.exit_code, 2);
  EXPECT_EQ(twice.output,
            "mbdae: error: plug-in " + copy.string() + ": there is already an integrator called 'symplectic-euler'\n");
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
