// `mbdae convert ROBOT.urdf` and URDF files where the commands take a model (docs/model-format.md,
// "URDF"): the YAML on standard output reads back as the robot, the notes go to standard error, and a
// bad file or a file of another kind ends in one line and its exit code.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "io/external_program.hpp"
#include "io/model_yaml.hpp"
#include "support/mbdae_command.hpp"
#include "support/same_model.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const std::string kArm = std::string(MBDAE_SOURCE_DIR) + "/models/six_axis_arm.urdf";

/// `mbdae ARGUMENTS`, its standard output and error kept apart.
ProgramRun mbdae_apart(const std::vector<std::string>& arguments) {
  std::vector<std::string> argv{MBDAE_BINARY};
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  return run_program(argv);
}

TEST(ConvertCommand, PrintsTheRobotAsYamlThatReadsBackTheSame) {
  const ProgramRun run = mbdae_apart({"convert", kArm});
  ASSERT_TRUE(run.succeeded()) << run.outcome() << run.standard_error;
  const Model back = parse_model_yaml(run.standard_output, "arm.yaml");
  testing::expect_same_model(load_model_file(kArm), back, 1e-12);
  EXPECT_EQ(back.description, "Converted from the URDF file " + kArm);
  // The note on standard error, and in the file's header with the model it belongs to.
  EXPECT_EQ(run.standard_error,
            "mbdae: note: " + kArm +
                ":54: <limit> ignored on 6 joints (joint1, joint2, joint3, joint4 and 2 more): mbdae's joints have no position, "
                "velocity or effort limits\n");
  EXPECT_EQ(run.standard_output.rfind("# Converted by `mbdae convert` from the URDF file " + kArm, 0), 0u);
  EXPECT_NE(run.standard_output.find("# note: " + kArm + ":54: <limit> ignored"), std::string::npos);
}

TEST(ConvertCommand, TheConvertedFileRunsLikeTheUrdf) {
  const std::filesystem::path folder = testing::fresh_folder("convert_command", "runs");
  const ProgramRun converted = mbdae_apart({"convert", kArm});
  ASSERT_TRUE(converted.succeeded()) << converted.standard_error;
  std::ofstream((folder / "arm.yaml").string()) << converted.standard_output;
  for (const std::string& model : {kArm, (folder / "arm.yaml").string()}) {
    SCOPED_TRACE(model);
    const std::string csv = (folder / (std::filesystem::path(model).extension().string().substr(1) + ".csv")).string();
    const testing::CommandResult run =
        testing::mbdae_command({"run", model, "--t-end", "0.05", "--output", csv, "--no-error-estimate"});
    ASSERT_EQ(run.exit_code, 0) << run.output;
    EXPECT_NE(run.output.find("model       six_axis_arm"), std::string::npos) << run.output;
  }
  std::ifstream urdf_csv(folder / "urdf.csv"), yaml_csv(folder / "yaml.csv");
  std::string a, b;
  std::getline(urdf_csv, a);
  std::getline(yaml_csv, b);
  EXPECT_EQ(a, b) << "the same markers";
  EXPECT_NE(a.find("tool0.x"), std::string::npos) << a;
}

TEST(ConvertCommand, RunPrintsTheNotesUnlessQuiet) {
  const ProgramRun run = mbdae_apart({"run", kArm, "--t-end", "0.01", "--no-error-estimate"});
  ASSERT_TRUE(run.succeeded()) << run.outcome() << run.standard_error;
  EXPECT_NE(run.standard_error.find("mbdae: note: " + kArm + ":54: <limit> ignored on 6 joints"), std::string::npos)
      << run.standard_error;
  const ProgramRun quiet = mbdae_apart({"run", kArm, "--t-end", "0.01", "--no-error-estimate", "--quiet"});
  ASSERT_TRUE(quiet.succeeded()) << quiet.outcome() << quiet.standard_error;
  EXPECT_EQ(quiet.standard_error, "");
  EXPECT_EQ(quiet.standard_output, "");
}

TEST(ConvertCommand, BadInputEndsInOneLineAndItsExitCode) {
  const std::filesystem::path folder = testing::fresh_folder("convert_command", "bad");
  std::ofstream(folder / "planar.urdf") << R"(<robot name="r">
<link name="world"/>
<joint name="slider" type="planar"><parent link="world"/><child link="a"/></joint>
<link name="a"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
</robot>
)";
  const std::string planar = (folder / "planar.urdf").string();
  const struct {
    std::vector<std::string> arguments;
    int exit_code;
    std::string output;
  } cases[] = {
      {{"convert", planar}, 3,
       "mbdae: error: " + planar +
           ":3: joint 'slider': type 'planar' is not supported: mbdae has no joint that keeps a body sliding in a "
           "plane (use 'floating' for a free body)\n"},
      {{"run", planar}, 3,
       "mbdae: error: " + planar +
           ":3: joint 'slider': type 'planar' is not supported: mbdae has no joint that keeps a body sliding in a "
           "plane (use 'floating' for a free body)\n"},
      {{"convert", std::string(MBDAE_SOURCE_DIR) + "/models/six_axis_arm.yaml"}, 2,
       "mbdae: error: convert reads a URDF file, whose name ends in .urdf (got '" + std::string(MBDAE_SOURCE_DIR) +
           "/models/six_axis_arm.yaml')\n"},
      {{"convert", (folder / "missing.urdf").string()}, 6,
       "mbdae: error: cannot read model file '" + (folder / "missing.urdf").string() +
           "': No such file or directory\n"},
      {{"run", kArm, "--param", "n=2"}, 2,
       "mbdae: error: --param n=2: '" + kArm + "' is a URDF file, which declares no parameters\n"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.arguments.back());
    const testing::CommandResult result = testing::mbdae_command(c.arguments);
    EXPECT_EQ(result.exit_code, c.exit_code) << result.output;
    EXPECT_EQ(result.output, c.output);
  }
}

TEST(ConvertCommand, HasHelpAndIsListed) {
  const testing::CommandResult help = testing::mbdae_command(std::vector<std::string>{"convert", "--help"});
  EXPECT_EQ(help.exit_code, 0) << help.output;
  EXPECT_NE(help.output.find("URDF"), std::string::npos) << help.output;
  EXPECT_NE(help.output.find("mbdae convert robot.urdf > robot.yaml"), std::string::npos) << help.output;
  const testing::CommandResult top = testing::mbdae_command(std::vector<std::string>{"--help"});
  EXPECT_NE(top.output.find("convert"), std::string::npos) << top.output;
  const testing::CommandResult none = testing::mbdae_command(std::vector<std::string>{"convert"});
  EXPECT_EQ(none.exit_code, 2) << none.output;
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
