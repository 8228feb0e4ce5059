// The library names its settings between backticks; the command line shows them as its flags.
#include <gtest/gtest.h>

#include "cli/flag_words.hpp"
#include "methods/run.hpp"
#include "io/builtin_models.hpp"

namespace mbdae::cli {
namespace MBDAE_UNITY_ID {

TEST(FlagWords, MapSettingsToFlags) {
  EXPECT_EQ(in_flag_words("`output_every` (0.0015 s) must be a multiple of `step` (0.001 s)"),
            "--output-every (0.0015 s) must be a multiple of --dt (0.001 s)");
  EXPECT_EQ(in_flag_words("`rho_infinity` must be between 0 and 1"), "--rho-inf must be between 0 and 1");
  EXPECT_EQ(in_flag_words("`integrator=ida` does not take `formulation=af`"),
            "--integrator ida does not take --formulation af");
  EXPECT_EQ(in_flag_words("allow more (`max_steps`) or loosen `rtol`"), "allow more (--max-steps) or loosen --rtol");
}

TEST(FlagWords, LeaveOtherWordsAlone) {
  EXPECT_EQ(in_flag_words("`mbdae list` shows every pair"), "`mbdae list` shows every pair");
  EXPECT_EQ(in_flag_words("no settings here"), "no settings here");
  EXPECT_EQ(in_flag_words("an unclosed `rtol"), "an unclosed `rtol");
  EXPECT_EQ(in_flag_words(""), "");
}

// A failure inside SUNDIALS advises a flag that exists: the step limit is --max-steps.
TEST(FlagWords, TheStepLimitAdviceNamesAFlagThatExists) {
  RunSettings settings;
  settings.integrator = "cvode-bdf";
  settings.adaptive.max_steps = 3;
  settings.t_end = settings.output_every = 0.5;
  const RunResult result = run_simulation(load_builtin_model("triple_pendulum"), settings, {});
  ASSERT_EQ(result.statistics.status, "failed");
  const std::string message = in_flag_words(result.statistics.message);
  EXPECT_NE(message.find("allow more (--max-steps) or loosen --rtol"), std::string::npos) << message;
}

}  // namespace
}  // namespace mbdae::cli
