// Reading URDF robots (src/io/urdf_model.hpp, docs/model-format.md "URDF"): poses from the joint tree,
// inertias turned into the link axes, the ground and free roots, massless tool frames, the joints'
// points and axes, the notes, and one line per mistake naming the file, line and link or joint.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <string>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "io/urdf_model.hpp"
#include "joints/joint_kinds.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr double kHalfPi = std::numbers::pi / 2;

// The elementary rotations, written out: the test's own, not the reader's.
Eigen::Matrix3d rx(double a) {
  Eigen::Matrix3d r;
  r << 1, 0, 0, 0, std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a);
  return r;
}
Eigen::Matrix3d ry(double a) {
  Eigen::Matrix3d r;
  r << std::cos(a), 0, std::sin(a), 0, 1, 0, -std::sin(a), 0, std::cos(a);
  return r;
}
Eigen::Matrix3d rz(double a) {
  Eigen::Matrix3d r;
  r << std::cos(a), -std::sin(a), 0, std::sin(a), std::cos(a), 0, 0, 0, 1;
  return r;
}

/// An inertial block: mass 2, the tensor diag(0.1, 0.2, 0.25) at the link origin.
const std::string kInertial =
    R"(<inertial><mass value="2"/><inertia ixx="0.1" ixy="0" ixz="0" iyy="0.2" iyz="0" izz="0.25"/></inertial>)";

std::string robot(const std::string& body) { return "<robot name=\"r\">\n" + body + "</robot>\n"; }

Model parse(const std::string& text) { return parse_urdf_model(text, "test.urdf"); }

/// The message of the Error that parsing `text` throws ("" when none).
std::string error_of(const std::string& text) {
  try {
    parse(text);
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model) << e.what();
    return e.what();
  }
  return "";
}

const Body& body(const Model& model, const std::string& name) { return model.bodies.at(*model.find_body(name)); }

const Marker& marker(const Model& model, const std::string& name) {
  for (const Marker& m : model.markers)
    if (m.name == name) return m;
  throw std::invalid_argument("no marker " + name);
}

TEST(UrdfModel, RpyIsRollThenPitchThenYawAboutTheFixedAxes) {
  // R = Ry(pi/2) Rx(pi/2) takes the child's y axis to the parent's x (roll first: y to z, then pitch:
  // z to x); the other order would take it to z.
  const Model model = parse(robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/><origin rpy="1.5707963267948966 1.5707963267948966 0"/></joint>
<link name="a">)" + kInertial + "</link>\n"));
  const Eigen::Matrix3d r = body(model, "a").initial_rotation;
  EXPECT_LT((r * Eigen::Vector3d::UnitY() - Eigen::Vector3d::UnitX()).norm(), 1e-15);
  EXPECT_LT((r * Eigen::Vector3d::UnitX() - Eigen::Vector3d(0, 0, -1)).norm(), 1e-15);

  // Any angles: Rz(yaw) Ry(pitch) Rx(roll).
  const Model general = parse(robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/><origin xyz="1 2 3" rpy="0.3 -0.4 1.1"/></joint>
<link name="a">)" + kInertial + "</link>\n"));
  EXPECT_LT((body(general, "a").initial_rotation - rz(1.1) * ry(-0.4) * rx(0.3)).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_EQ(body(general, "a").initial_position, Eigen::Vector3d(1, 2, 3));
}

TEST(UrdfModel, PosesComposeAlongTheTreeAtZeroJointPositions) {
  // world -> a at (1, 0, 0) turned 90 deg about z; a -> b at (0.5, 0, 0) of a, i.e. (1, 0.5, 0),
  // turned again: b's x axis is the world's -x.
  const Model model = parse(robot(R"(<link name="world"/>
<joint name="ja" type="revolute"><parent link="world"/><child link="a"/><origin xyz="1 0 0" rpy="0 0 1.5707963267948966"/><axis xyz="0 0 1"/></joint>
<link name="a">)" + kInertial + R"(</link>
<joint name="jb" type="continuous"><parent link="a"/><child link="b"/><origin xyz="0.5 0 0" rpy="0 0 1.5707963267948966"/><axis xyz="0 0 2"/></joint>
<link name="b">)" + kInertial + "</link>\n"));
  ASSERT_EQ(model.bodies.size(), 2u);
  EXPECT_EQ(model.bodies[0].name, "a");
  EXPECT_EQ(model.bodies[1].name, "b");
  EXPECT_LT((body(model, "b").initial_position - Eigen::Vector3d(1, 0.5, 0)).norm(), 1e-15);
  EXPECT_LT((body(model, "b").initial_rotation * Eigen::Vector3d::UnitX() - Eigen::Vector3d(-1, 0, 0)).norm(), 1e-15);
  EXPECT_EQ(model.gravity, Eigen::Vector3d(0, 0, -9.81));
  EXPECT_EQ(model.name, "r");
  EXPECT_EQ(model.source, "test.urdf");
  // The joint's point is the child's origin: in the parent's frame the origin's xyz, in the child's 0;
  // its axis is the child's, normalized, and in the parent's frame turned by the origin's rotation.
  ASSERT_EQ(model.joints.size(), 2u);
  const Joint& jb = model.joints[1];
  EXPECT_EQ(jb.kind, &joint_kind("revolute"));  // continuous: a revolute without limits
  EXPECT_EQ(jb.body_i, 0);
  EXPECT_EQ(jb.body_j, 1);
  EXPECT_EQ(jb.point_i, Eigen::Vector3d(0.5, 0, 0));
  EXPECT_EQ(jb.point_j, Eigen::Vector3d::Zero());
  EXPECT_EQ(jb.axis_j, Eigen::Vector3d::UnitZ());
  EXPECT_LT((jb.axis_i - Eigen::Vector3d::UnitZ()).norm(), 1e-15);
  const Joint& ja = model.joints[0];
  EXPECT_EQ(ja.body_i, kGround);
  EXPECT_EQ(ja.point_i, Eigen::Vector3d(1, 0, 0));
  // A marker at each body's origin, named after its link.
  ASSERT_EQ(model.markers.size(), 2u);
  EXPECT_EQ(marker(model, "b").body, 1);
  EXPECT_EQ(marker(model, "b").point, Eigen::Vector3d::Zero());
  EXPECT_TRUE(model.notes.empty());
}

TEST(UrdfModel, AxisIsInTheChildFrameAndTurnedIntoTheParents) {
  // The child is turned 90 deg about z; its axis x is the parent's y.
  const Model model = parse(robot(R"(<link name="base">)" + kInertial + R"(</link>
<joint name="slide" type="prismatic"><parent link="base"/><child link="a"/><origin rpy="0 0 1.5707963267948966"/><axis xyz="1 0 0"/></joint>
<link name="a">)" + kInertial + "</link>\n"));
  const Joint& slide = model.joints.at(0);
  EXPECT_EQ(slide.kind, &joint_kind("prismatic"));
  EXPECT_EQ(slide.axis_j, Eigen::Vector3d::UnitX());
  EXPECT_LT((slide.axis_i - Eigen::Vector3d::UnitY()).norm(), 1e-15);
  // A root with a mass is a free body, not the ground: the slide joins two bodies.
  EXPECT_EQ(slide.body_i, 0);
  EXPECT_EQ(model.bodies[0].name, "base");
}

TEST(UrdfModel, InertiaIsTurnedIntoTheLinkAxesAndTheCentreOfMassPlaced) {
  // The inertial frame turned 90 deg about z: its x axis is the link's y, so ixx becomes the link's Iyy.
  const Model model = parse(robot(R"(<link name="world"/>
<joint name="j" type="floating"><parent link="world"/><child link="a"/><origin xyz="0 0 1"/></joint>
<link name="a"><inertial><origin xyz="0.1 0.2 0.3" rpy="0 0 1.5707963267948966"/><mass value="3"/>
<inertia ixx="1" ixy="0.1" ixz="0" iyy="2" iyz="0" izz="2.5"/></inertial></link>
)"));
  const Body& a = body(model, "a");
  EXPECT_EQ(a.inertia.mass, 3.0);
  EXPECT_EQ(a.inertia.center_of_mass, Eigen::Vector3d(0.1, 0.2, 0.3));
  Eigen::Matrix3d expected;  // R I Rᵀ with R = Rz(90 deg): x -> y, y -> -x
  expected << 2, -0.1, 0,  //
      -0.1, 1, 0,          //
      0, 0, 2.5;
  EXPECT_LT((a.inertia.inertia_about_com - expected).cwiseAbs().maxCoeff(), 1e-15);
  EXPECT_EQ(a.inertia.inertia_about_com, a.inertia.inertia_about_com.transpose());
  // A floating joint is no joint: the child is free, posed by the joint's origin.
  EXPECT_TRUE(model.joints.empty());
  EXPECT_EQ(a.initial_position, Eigen::Vector3d(0, 0, 1));
}

TEST(UrdfModel, TheRootIsTheGroundWhenMasslessOrNamedWorld) {
  const std::string child = R"(<joint name="j" type="revolute"><parent link="root"/><child link="a"/><axis xyz="0 1 0"/></joint>
<link name="a">)" + kInertial + "</link>\n";
  for (const std::string& root : {std::string(R"(<link name="root"/>)"),
                                  std::string(R"(<link name="root"><inertial><mass value="0"/><inertia ixx="0" ixy="0" ixz="0" iyy="0" iyz="0" izz="0"/></inertial></link>)")}) {
    const Model model = parse(robot(root + "\n" + child));
    ASSERT_EQ(model.bodies.size(), 1u) << root;
    EXPECT_EQ(model.joints.at(0).body_i, kGround);
  }
  std::string world = robot(R"(<link name="world">)" + kInertial + "</link>\n" + child);
  world.replace(world.find("link=\"root\""), 11, "link=\"world\"");
  const Model model = parse(world);
  ASSERT_EQ(model.bodies.size(), 1u);
  EXPECT_EQ(model.joints.at(0).body_i, kGround);
}

TEST(UrdfModel, AMasslessLinkOnAFixedJointBecomesAMarkerOfItsBody) {
  // a -> (fixed, turned 90 deg about z, 0.5 along x) flange -> (fixed, 0.2 along the flange's x) tool
  // tool is at (0.5, 0.2, 0) of a. A body hangs from the flange: its joint is on a, at the flange's
  // frame.
  const Model model = parse(robot(R"(<link name="world"/>
<joint name="ja" type="revolute"><parent link="world"/><child link="a"/><axis xyz="0 0 1"/></joint>
<link name="a">)" + kInertial + R"(</link>
<joint name="jf" type="fixed"><parent link="a"/><child link="flange"/><origin xyz="0.5 0 0" rpy="0 0 1.5707963267948966"/></joint>
<link name="flange"/>
<joint name="jt" type="fixed"><parent link="flange"/><child link="tool"/><origin xyz="0.2 0 0"/></joint>
<link name="tool"/>
<joint name="jc" type="revolute"><parent link="flange"/><child link="c"/><origin xyz="0 0 0.1"/><axis xyz="1 0 0"/></joint>
<link name="c">)" + kInertial + "</link>\n"));
  ASSERT_EQ(model.bodies.size(), 2u);
  ASSERT_EQ(model.joints.size(), 2u);  // the fixed joints of massless links are gone with them
  EXPECT_EQ(marker(model, "flange").body, 0);
  EXPECT_LT((marker(model, "flange").point - Eigen::Vector3d(0.5, 0, 0)).norm(), 1e-15);
  EXPECT_EQ(marker(model, "tool").body, 0);
  EXPECT_LT((marker(model, "tool").point - Eigen::Vector3d(0.5, 0.2, 0)).norm(), 1e-15);
  const Joint& jc = model.joints[1];
  EXPECT_EQ(jc.body_i, 0);
  EXPECT_LT((jc.point_i - Eigen::Vector3d(0.5, 0, 0.1)).norm(), 1e-15);
  EXPECT_LT((jc.axis_i - Eigen::Vector3d::UnitY()).norm(), 1e-15);
  EXPECT_LT((body(model, "c").initial_position - Eigen::Vector3d(0.5, 0, 0.1)).norm(), 1e-15);
  // Markers in tree order, depth first: a, flange, tool, c.
  ASSERT_EQ(model.markers.size(), 4u);
  EXPECT_EQ(model.markers[2].name, "tool");
  EXPECT_EQ(model.markers[3].name, "c");

  // Fixed to the ground instead, a massless link leaves no marker (the ground's points do not move).
  const Model on_ground = parse(robot(R"(<link name="world"/>
<joint name="jf" type="fixed"><parent link="world"/><child link="plate"/><origin xyz="0 0 1"/></joint>
<link name="plate"/>
<joint name="ja" type="revolute"><parent link="plate"/><child link="a"/><origin xyz="0 0 0.5"/><axis xyz="0 1 0"/></joint>
<link name="a">)" + kInertial + "</link>\n"));
  ASSERT_EQ(on_ground.markers.size(), 1u);
  EXPECT_EQ(on_ground.joints.at(0).body_i, kGround);
  EXPECT_EQ(on_ground.joints.at(0).point_i, Eigen::Vector3d(0, 0, 1.5));
}

TEST(UrdfModel, LimitsAndDynamicsGiveOneNoteEachOtherTagsNone) {
  const Model model = parse(robot(R"(<link name="world"/>
<material name="red"><color rgba="1 0 0 1"/></material>
<joint name="j1" type="revolute"><parent link="world"/><child link="a"/><axis xyz="0 0 1"/>
  <limit lower="-1" upper="1" effort="10" velocity="1"/><dynamics damping="0.5" friction="0.1"/></joint>
<link name="a">)" + kInertial + R"(<visual><geometry><box size="1 1 1"/></geometry></visual>
<collision><geometry><sphere radius="1"/></geometry></collision></link>
<joint name="j2" type="revolute"><parent link="a"/><child link="b"/><axis xyz="0 0 1"/><limit effort="1" velocity="1"/></joint>
<link name="b">)" + kInertial + R"(</link>
<transmission name="t"><type>transmission_interface/SimpleTransmission</type></transmission>
<gazebo reference="a"><material>Gazebo/Red</material></gazebo>
)"));
  ASSERT_EQ(model.notes.size(), 2u);
  EXPECT_EQ(model.notes[0],
            "test.urdf:4: <limit> ignored on 2 joints (j1 and j2): mbdae's joints have no position, velocity or effort "
            "limits");
  EXPECT_EQ(model.notes[1], "test.urdf:4: <dynamics> ignored on 1 joint (j1): mbdae's joints have no damping or friction");
}

TEST(UrdfModel, BodiesLinesAndThePlaceOfErrorsFromValidation) {
  // validate() speaks of the link, at its line.
  EXPECT_EQ(error_of(robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/></joint>
<link name="a"><inertial><mass value="1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="3"/></inertial></link>
)")),
            "test.urdf:4: link 'a': inertia violates the triangle inequality: principal moments 1, 1, 3 (each must be "
            "at most the sum of the other two)");
  EXPECT_EQ(error_of(robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="ground"/></joint>
<link name="ground">)" + kInertial + "</link>\n")),
            "test.urdf:4: link 'ground': the name 'ground' is reserved for the ground frame; give the body another "
            "name");
}

TEST(UrdfModel, EachMistakeIsOneLineNamingTheFileLineAndLinkOrJoint) {
  const std::string a = R"(<link name="a">)" + kInertial + "</link>\n";
  const struct {
    std::string text, message;
  } cases[] = {
      {robot(R"(<link name="world"/>
<joint name="p" type="planar"><parent link="world"/><child link="a"/></joint>
)" + a),
       "test.urdf:3: joint 'p': type 'planar' is not supported: mbdae has no joint that keeps a body sliding in a "
       "plane (use 'floating' for a free body)"},
      {robot(R"(<link name="world"/>
<joint name="h" type="hinge"><parent link="world"/><child link="a"/></joint>
)" + a),
       "test.urdf:3: joint 'h': unknown joint type 'hinge' (URDF types read: revolute, continuous, prismatic, fixed, "
       "floating)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="m"/><axis xyz="0 0 1"/></joint>
<link name="m"/>
)"),
       "test.urdf:4: link 'm': has no mass (no <inertial>, or mass 0) but moves on revolute joint 'j'; give it an "
       "<inertial>, or attach it with a fixed joint (it then becomes a marker on the link it is fixed to)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/>
<child link="b"/></joint>
)" + a),
       "test.urdf:4: joint 'j': child names an unknown link 'b'"},
      {robot(R"(<link name="world"/>
)" + a),
       "test.urdf:3: link 'a': has no parent joint, and neither has link 'world': a URDF is one tree with one root "
       "link (attach it with a fixed or floating joint)"},
      {robot(R"(<link name="world"/>
<joint name="j1" type="fixed"><parent link="world"/><child link="a"/></joint>
<joint name="j2" type="fixed"><parent link="b"/><child link="a"/></joint>
<link name="b"/>
)" + a),
       "test.urdf:4: joint 'j2': link 'a' is already the child of joint 'j1' (line 3); a URDF is a tree, in which "
       "each link has one parent joint at most"},
      {robot(R"(<link name="world"/>
<joint name="j1" type="fixed"><parent link="a"/><child link="b"/></joint>
<joint name="j2" type="fixed"><parent link="b"/><child link="a"/></joint>
<link name="b">)" + kInertial + "</link>\n" + a),
       "test.urdf:5: link 'b': is on a loop of joints (its parent joint is 'j1'); a URDF is a tree, whose links all "
       "hang from the root link 'world'"},
      {robot("<link name=\"world\"/>\n" + a + "<link name=\"a\"/>\n"),
       "test.urdf:4: link 'a': another link is already named 'a' (line 3)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="a"/>
<origin xyz="0 1"/></joint>
)" + a),
       "test.urdf:4: joint 'j': <origin xyz> must be 3 numbers separated by spaces (got '0 1', 2 numbers)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="a"/>
<origin xyz="0 1 x"/></joint>
)" + a),
       "test.urdf:4: joint 'j': <origin xyz> must be 3 numbers separated by spaces (got '0 1 x': 'x' is not a "
       "number)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="a"/>
<axis xyz="0 0 0"/></joint>
)" + a),
       "test.urdf:4: joint 'j': <axis xyz> has zero length (expected a direction)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="a"/><origin xyz="0 0 1e999"/></joint>
)" + a),
       "test.urdf:3: joint 'j': <origin xyz> must be finite (got 1e999)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/></joint>
<link name="a"><inertial>
  <mass value="-1"/><inertia ixx="1" ixy="0" ixz="0" iyy="1" iyz="0" izz="1"/></inertial></link>
)"),
       "test.urdf:5: link 'a': mass must not be negative (got -1)"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/></joint>
<link name="a"><inertial><mass value="1"/>
<inertia ixx="1" ixy="0" ixz="0" iyy="1" izz="1"/></inertial></link>
)"),
       "test.urdf:5: link 'a': <inertia> needs the attribute iyz"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="tool.1"/></joint>
<link name="tool.1"/>
)"),
       "test.urdf:4: link 'tool.1': name 'tool.1' may contain only letters, digits, '_' and '-' (it names a body "
       "and a marker, which become CSV column headers)"},
      {robot(R"(<link name="world"/>
<link name="tool"/>
<joint name="j" type="fixed"><parent link="world"/><child link="tool"/></joint>
)"),
       "test.urdf:2: link 'world': is the ground (it has no mass or is named world) and no other link has a mass: "
       "the robot has no body to simulate"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><parent link="world"/><child link="a"/></joint>
)" + a + "<joint name=\"j\" type=\"fixed\"><parent link=\"a\"/><child link=\"world\"/></joint>\n"),
       "test.urdf:5: joint 'j': another joint is already named 'j' (line 3)"},
      {robot(R"(<link name="world"/>
<joint type="fixed"><parent link="world"/><child link="a"/></joint>
)" + a),
       "test.urdf:3: joint #1: <joint> needs a name"},
      {robot(R"(<link name="world"/>
<joint name="j"><parent link="world"/><child link="a"/></joint>
)" + a),
       "test.urdf:3: joint 'j': <joint> needs the attribute type"},
      {robot(R"(<link name="world"/>
<joint name="j" type="fixed"><child link="a"/></joint>
)" + a),
       "test.urdf:3: joint 'j': <joint> needs <parent link=\"...\"/>"},
      {"<robot name=\"r\">\n<link name=\"a\">\n</robot>\n",
       "test.urdf:2: XML syntax error: an end tag does not close the element it should (XML_ERROR_MISMATCHED_ELEMENT: "
       "XMLElement name=link)"},
      {"<robot name=\"r\">\n<link name=a/>\n</robot>\n",
       "test.urdf:2: XML syntax error: an attribute is not name=\"value\" (XML_ERROR_PARSING_ATTRIBUTE: XMLElement "
       "name=link)"},
      {"<?xml version=\"1.0\"?>\n<sdf version=\"1.6\"/>\n",
       "test.urdf:2: the top element is <sdf>; a URDF file's is <robot name=\"...\">"},
      {"<robot>\n<link name=\"a\"/>\n</robot>\n", "test.urdf:1: <robot> needs the attribute name"},
      {"<robot name=\"r\">\n</robot>\n", "test.urdf:1: <robot> has no <link>"},
      {"", "test.urdf:1: XML syntax error: the file holds no XML (XML_ERROR_EMPTY_DOCUMENT)"},
      {"<robot name=\"r\">\n<link name=\"caf\xe9\"/></robot>", "test.urdf:2: the file is not UTF-8 text (save it as UTF-8)"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.text);
    const std::string message = error_of(c.text);
    EXPECT_EQ(message, c.message);
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }
}

TEST(UrdfModel, ControlCharactersInQuotedTextStayOnOneLine) {
  const std::string message = error_of(robot(R"(<link name="world"/>
<joint name="j" type="hin&#10;ge"><parent link="world"/><child link="a"/></joint>
<link name="a">)" + kInertial + "</link>\n"));
  EXPECT_NE(message.find("'hin\\x0Age'"), std::string::npos) << message;
}

TEST(UrdfModel, LoadModelFileReadsAUrdfByItsExtension) {
  const std::filesystem::path folder = testing::fresh_folder("urdf_model", "extension");
  const std::string text = robot(R"(<link name="world"/>
<joint name="j" type="revolute"><parent link="world"/><child link="a"/><axis xyz="0 1 0"/></joint>
<link name="a">)" + kInertial + "</link>\n");
  for (const char* name : {"arm.urdf", "ARM.URDF"}) {
    const std::string path = (folder / name).string();
    std::ofstream(path) << text;
    EXPECT_TRUE(is_urdf_path(path));
    const Model model = load_model(path);  // as `run` and `compare` load it
    EXPECT_EQ(model.source, path);
    EXPECT_EQ(model.bodies.size(), 1u);
  }
  EXPECT_FALSE(is_urdf_path("arm.urdf.yaml"));
  EXPECT_FALSE(is_urdf_path("urdf"));
  // A URDF has no parameters for --param to set.
  const std::string path = (folder / "arm.urdf").string();
  try {
    load_model(path, {{"n", "2"}});
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_EQ(std::string(e.what()), "--param n=2: '" + path + "' is a URDF file, which declares no parameters");
  }
  // Its errors name the file as given.
  std::ofstream(folder / "bad.urdf") << "<robot name=\"r\"><link name=\"a\"></robot>";
  try {
    load_model((folder / "bad.urdf").string());
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.where().file, (folder / "bad.urdf").string());
    EXPECT_EQ(e.where().line, 1);
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
