// Every mistake a model file can contain gives one mbdae::Error of kind `model`, whose one-line
// message names the file, the line, the entity and what was expected. The messages are checked
// word for word: they are what users read (docs/model-format.md lists them).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// The message of the error that parsing `text` as "test.yaml" throws; fails the test if there is none
/// or if something else than an mbdae::Error of kind `model` escapes.
std::string error_of(const std::string& text) {
  try {
    parse_model_yaml(text, "test.yaml");
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model) << e.what();
    return e.what();
  } catch (const std::exception& e) {
    ADD_FAILURE() << "not an mbdae::Error: " << e.what();
    return {};
  }
  ADD_FAILURE() << "no error for:\n" << text;
  return {};
}

// Lines 1-5: a valid model with one body.
const std::string kOneBody =
    "name: t\n"
    "bodies:\n"
    "  - name: link1\n"
    "    mass: 2\n"
    "    inertia: [1, 1, 1]\n";

// Lines 1-8: a valid model with two bodies; joints, forces or markers start on line 9.
const std::string kTwoBodies = kOneBody +
                               "  - name: link2\n"
                               "    mass: 2\n"
                               "    inertia: [1, 1, 1]\n";

/// A good, commented file to cut and mistype.
std::string triple_pendulum_text() {
  for (const BuiltinModelText& builtin : builtin_model_texts())
    if (std::string(builtin.name) == "triple_pendulum") return builtin.yaml;
  ADD_FAILURE() << "no built-in triple_pendulum";
  return {};
}

std::string model_path(const std::string& file) {
  return std::string(MBDAE_SOURCE_DIR) + "/tests/data/models/" + file;
}

std::string file_error_of(const std::string& file) {
  try {
    load_model_file(model_path(file));
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model) << e.what();
    return e.what();
  }
  ADD_FAILURE() << "no error for " << file;
  return {};
}

// --- Syntax --------------------------------------------------------------------------------------

TEST(ModelYamlErrorsSyntax, TruncatedFlowList) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: [1, 1,\n"),
      "test.yaml:5: YAML syntax error: end of sequence flow not found (a list opened with '[' needs its "
      "closing ']')");
}

TEST(ModelYamlErrorsSyntax, TruncatedFlowMap) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1, mass: 2"),
            "test.yaml:3: YAML syntax error: end of map flow not found (a map opened with '{' needs its "
            "closing '}')");
}

TEST(ModelYamlErrorsSyntax, FlowListClosedAsAMap) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1, mass: 2, inertia: [1, 1, 1}\n"),
            "test.yaml:3: YAML syntax error: illegal flow end (a list opened with '[' closes with ']', a map opened "
            "with '{' with '}')");
}

TEST(ModelYamlErrorsSyntax, KeyIndentedLessThanItsMap) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n   inertia: [1, 1, 1]\n"),
      "test.yaml:5: YAML syntax error: end of sequence not found (check the indentation: the keys of one "
      "map, like the entries of one list, start in the same column)");
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n  inertia: [1, 1, 1]\n"),
      "test.yaml:5: YAML syntax error: end of map not found (check the indentation: the keys of one map, "
      "like the entries of one list, start in the same column)");
}

TEST(ModelYamlErrorsSyntax, KeyIndentedMoreThanItsMap) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n     inertia: [1, 1, 1]\n"),
            "test.yaml:5: YAML syntax error: illegal map value (check the indentation, or quote a value that "
            "contains ': ')");
}

TEST(ModelYamlErrorsSyntax, TabIndentation) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n\tmass: 2\n"),
      "test.yaml:4: YAML syntax error: illegal tab when looking for indentation (indent with spaces, not "
      "tabs)");
}

TEST(ModelYamlErrorsSyntax, UndefinedAlias) {
  EXPECT_EQ(error_of("name: t\ngravity: *g\n"),
            "test.yaml:2: YAML syntax error: the referenced anchor is not defined");
}

TEST(ModelYamlErrorsSyntax, TruncationAtEveryCharacterGivesOnlyModelErrors) {
  // Cutting a good file anywhere must give a model or an mbdae::Error, never another exception.
  const std::string text = triple_pendulum_text();
  for (std::size_t size = 0; size < text.size(); ++size) {
    try {
      parse_model_yaml(text.substr(0, size), "cut.yaml");
    } catch (const Error& e) {
      ASSERT_EQ(e.kind(), Error::Kind::model) << size;
      ASSERT_EQ(e.where().file, "cut.yaml") << size;
    } catch (...) {
      FAIL() << "something else than an mbdae::Error escaped at size " << size;
    }
  }
}

TEST(ModelYamlErrorsSyntax, OneCharacterTyposGiveOnlyModelErrors) {
  // Replacing a character of a good file by one that YAML gives a meaning to must give a model or an
  // mbdae::Error with the file name, never another exception, a crash or a hang. One position in three
  // gets a typo (parsing is what takes the time), and the typos vary from one position to the next.
  const std::string original = triple_pendulum_text();
  const std::string typos = ":-[]{},#&*!|>'\"\t\n 0.";
  for (std::size_t at = 0; at < original.size(); at += 3) {
    std::string text = original;
    text[at] = typos[(at / 3 * 7) % typos.size()];
    try {
      parse_model_yaml(text, "typo.yaml");
    } catch (const Error& e) {
      ASSERT_EQ(e.kind(), Error::Kind::model) << at;
      ASSERT_EQ(e.where().file, "typo.yaml") << at;
    } catch (...) {
      FAIL() << "something else than an mbdae::Error escaped with a typo at " << at;
    }
  }
}

TEST(ModelYamlErrorsSyntax, StrayCommaBeforeTheFirstKey) {
  // yaml-cpp's LoadAll never returns on this text; the reader must still report it.
  EXPECT_EQ(error_of(", triple pendulum\nname: t\n"),
            "test.yaml:1: YAML syntax error: unexpected ',' (quote text that starts with it)");
  EXPECT_EQ(error_of("# comment\n,\n"),
            "test.yaml:2: YAML syntax error: unexpected ',' (quote text that starts with it)");
}

// --- Structure -----------------------------------------------------------------------------------

TEST(ModelYamlErrorsStructure, EmptyText) {
  const std::string expected =
      "test.yaml:1: the model is empty (expected a map with keys name, description, planar, parameters, gravity, bodies, joints, "
      "forces, markers, run)";
  EXPECT_EQ(error_of(""), expected);
  EXPECT_EQ(error_of("# only a comment\n\n"), expected);
}

TEST(ModelYamlErrorsStructure, TopLevelIsNotAMap) {
  EXPECT_EQ(error_of("- name: link1\n"),
            "test.yaml:1: the top level must be a map with keys name, description, planar, parameters, gravity, bodies, joints, "
            "forces, markers, run (got a list of 1 item)");
  EXPECT_EQ(error_of("triple pendulum\n"),
            "test.yaml:1: the top level must be a map with keys name, description, planar, parameters, gravity, bodies, joints, "
            "forces, markers, run (got 'triple pendulum')");
}

TEST(ModelYamlErrorsStructure, SecondDocument) {
  EXPECT_EQ(error_of(kOneBody + "---\nname: u\n"),
            "test.yaml:6: a second YAML document starts here; a model file holds one model");
}

TEST(ModelYamlErrorsStructure, NoBodies) {
  EXPECT_EQ(error_of("name: t\nbodies: []\n"), "test.yaml:2: bodies must list at least one body");
  EXPECT_EQ(error_of("name: t\nbodies:\n"), "test.yaml:2: bodies must list at least one body");
  EXPECT_EQ(error_of("name: t\n"), "test.yaml:1: missing required key 'bodies'");
}

TEST(ModelYamlErrorsStructure, MapWhereAListIsExpected) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  link1: {mass: 2}\n"),
            "test.yaml:3: bodies must be a list (got a map)");
}

TEST(ModelYamlErrorsStructure, EntryThatIsNotAMap) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - link1\n"),
            "test.yaml:3: body #1: each entry of bodies must be a map (got 'link1')");
  EXPECT_EQ(error_of(kOneBody + "markers:\n  - [link1, 0, 0, 0]\n"),
            "test.yaml:7: marker #1: each entry of markers must be a map (got a list of 4 items)");
}

// --- Keys ----------------------------------------------------------------------------------------

TEST(ModelYamlErrorsKeys, UnknownTopLevelKey) {
  EXPECT_EQ(error_of("name: t\nbody:\n  - name: link1\n"),
            "test.yaml:2: unknown key 'body' (allowed: name, description, planar, parameters, gravity, bodies, joints, forces, "
            "markers, run)");
}

TEST(ModelYamlErrorsKeys, UnknownBodyKey) {
  EXPECT_EQ(error_of(kOneBody + "    masss: 2\n"),
            "test.yaml:6: body 'link1': unknown key 'masss' (allowed: name, mass, density, center_of_mass, "
            "inertia, position, orientation, velocity, angular_velocity)");
}

TEST(ModelYamlErrorsKeys, UnknownKeyBeforeTheNameIsKnown) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - nmae: link1\n    mass: 2\n"),
      "test.yaml:3: body #1: unknown key 'nmae' (allowed: name, mass, density, center_of_mass, inertia, "
      "position, orientation, velocity, angular_velocity)");
}

TEST(ModelYamlErrorsKeys, UnknownKeyInOrientation) {
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: {axis: [0, 0, 1], angle: 90}\n"),
      "test.yaml:6: body 'link1': unknown key 'angle' in orientation (allowed: matrix, axis, angle_deg, "
      "angle_rad, quaternion, x_axis, xy_plane, euler_deg, euler_rad, sequence)");
}

TEST(ModelYamlErrorsKeys, UnknownKeyInInertia) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: {xx: 1, yy: 1, zz: 1, yx: 0}\n"),
      "test.yaml:5: body 'link1': unknown key 'yx' in inertia (allowed: xx, yy, zz, xy, xz, yz)");
}

TEST(ModelYamlErrorsKeys, AxisOnAJointTypeWithoutAxis) {
  EXPECT_EQ(
      error_of(kOneBody + "joints:\n"
                          "  - name: A\n"
                          "    type: spherical\n"
                          "    body_i: ground\n"
                          "    body_j: link1\n"
                          "    location: [0, 0, 0]\n"
                          "    axis: [0, 0, 1]\n"),
      "test.yaml:12: joint 'A': unknown key 'axis' (allowed: name, type, body_i, body_j, point_i, point_j, "
      "location)");
}

TEST(ModelYamlErrorsKeys, LengthOnANonDistanceJoint) {
  EXPECT_EQ(
      error_of(kOneBody +
               "joints:\n"
               "  - {name: A, type: revolute, body_i: ground, body_j: link1, location: [0, 0, 0],\n"
               "     axis: [0, 0, 1], length: 2}\n"),
      "test.yaml:8: joint 'A': unknown key 'length' (allowed: name, type, body_i, body_j, point_i, point_j, "
      "location, axis, axis_i, axis_j, angular_velocity, angle, angle_deg)");
}

TEST(ModelYamlErrorsKeys, DrivingRateOnAJointThatIsNotRevolute) {
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: A, type: spherical, body_i: ground, body_j: link1, location: [0, 0, 0],\n"
                     "     angular_velocity: 2}\n"),
            "test.yaml:8: joint 'A': unknown key 'angular_velocity' (allowed: name, type, body_i, body_j, point_i, "
            "point_j, location)");
}

TEST(ModelYamlErrorsKeys, RollingSphereNeedsItsRadiusAndTakesNoLocation) {
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: R, type: rolling_sphere, body_i: ground, body_j: link1, point_i: [0, 0, 0],\n"
                     "     point_j: [0, 0, 0], axis_i: [0, 0, 1]}\n"),
            "test.yaml:7: joint 'R': missing required key 'radius'");
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: R, type: rolling_sphere, body_i: ground, body_j: link1, location: [0, 0, 0],\n"
                     "     axis_i: [0, 0, 1], radius: 1}\n"),
            "test.yaml:7: joint 'R': unknown key 'location' (allowed: name, type, body_i, body_j, point_i, point_j, "
            "axis, axis_i, radius)");
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: R, type: rolling_sphere, body_i: ground, body_j: link1, point_i: [0, 0, 0],\n"
                     "     point_j: [0, 0, 0], axis_i: [0, 0, 1], radius: -1}\n"),
            "test.yaml:8: joint 'R': radius must be positive (got -1)");
}

TEST(ModelYamlErrorsKinds, TheGroundCannotBeTheRollingSphere) {
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: R, type: rolling_sphere, body_i: link1, body_j: ground, point_i: [0, 0, 0],\n"
                     "     point_j: [0, 0, 0], axis_i: [0, 0, 1], radius: 1}\n"),
            "test.yaml:7: joint 'R': body_j of a rolling_sphere joint is the sphere and must be a body, not ground");
}

TEST(ModelYamlErrorsKeys, SingleAxisForAUniversalJoint) {
  EXPECT_EQ(
      error_of(kOneBody + "joints:\n"
                          "  - name: U\n"
                          "    type: universal\n"
                          "    body_i: ground\n"
                          "    body_j: link1\n"
                          "    location: [0, 0, 0]\n"
                          "    axis: [0, 0, 1]\n"),
      "test.yaml:12: joint 'U': a universal joint needs axis_i and axis_j (the arms of its cross), not a "
      "single axis");
}

// In a {...} map an unquoted comma ends a value, and what follows it becomes a key without a value: the
// error that key causes says so, and names the value to quote.
TEST(ModelYamlErrorsKeys, ACommaInsideAValueOfAFlowMapIsNamed) {
  const std::string hint = " (a comma inside a value of a {...} map ends the value: quote the value of ";
  EXPECT_EQ(error_of("name: t\nparameters:\n  w: {default: 2, description: mass, length and width, min: 0}\n"
                     "bodies:\n  - {name: link1, mass: w, inertia: [1, 1, 1]}\n"),
            "test.yaml:3: parameter 'w': unknown key 'length and width' (allowed: default, description, min, max, "
            "integer)" + hint + "'description')");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1, mass: 1,5, inertia: [1, 1, 1]}\n"),
            "test.yaml:3: body 'link1': unknown key '5' (allowed: name, mass, density, center_of_mass, inertia, "
            "position, orientation, velocity, angular_velocity)" + hint + "'mass')");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1, mass: 2, name}\n"),
            "test.yaml:3: body 'link1': key 'name' is given twice (first on line 3)" + hint + "'mass')");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1, mass: 2, inertia: [1, 1, 1], name}\n"),
            "test.yaml:3: body 'link1': key 'name' is given twice (first on line 3)")
      << "after a list: no hint";
  // An expression's function arguments: "max(a" and a parameter "2)" with no value.
  EXPECT_EQ(error_of("name: t\nparameters: {a: 1, b: max(a, 2)}\n"
                     "bodies:\n  - {name: link1, mass: b, inertia: [1, 1, 1]}\n"),
            "test.yaml:2: parameter '2)' has no value" + hint + "'b')");
  // A comma and then ': ' in the value: yaml-cpp finds no end of the map, though its '}' is there.
  EXPECT_EQ(error_of("name: t\nparameters:\n  w: {default: 2, description: mass, unit: kg, min: 0}\n"),
            "test.yaml:3: parameter 'w': unknown key 'unit' (allowed: default, description, min, max, integer)")
      << "a key with a value is an ordinary unknown key";
  EXPECT_EQ(error_of("name: t\nparameters:\n  w: {default: 2, description: mass, in: kg: per link, min: 0}\n"),
            "test.yaml:3: YAML syntax error: end of map flow not found (a comma inside a value of a {...} map ends "
            "the value: quote the value)");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: link1,\n     description: see [1, 2], mass: 1}\n"),
            "test.yaml:4: YAML syntax error: end of map flow not found (a comma inside a value of a {...} map ends "
            "the value: quote the value)");
}

TEST(ModelYamlErrorsKeys, AnUnknownKeyThatIsNoCommaGetsNoCommaHint) {
  for (const std::string& text : std::vector<std::string>{
           kOneBody + "    colour: red\n", "name: t\nbodies:\n  - {name: link1, colour: red, mass: 2}\n",
        "name: t\nbodies:\n  - {colour, name: link1, mass: 2}\n",
        "name: t\nbodies:\n  - {name: link1, inertia: [1, 1, 1], colour}\n"}) {
    const std::string message = error_of(text);
    EXPECT_NE(message.find("unknown key 'colour'"), std::string::npos) << message;
    EXPECT_EQ(message.find("comma"), std::string::npos) << message;
  }
}

TEST(ModelYamlErrorsKeys, KeyGivenTwice) {
  EXPECT_EQ(error_of(kOneBody + "    mass: 3\n"),
            "test.yaml:6: body 'link1': key 'mass' is given twice (first on line 4)");
}

// --- Missing keys --------------------------------------------------------------------------------

TEST(ModelYamlErrorsMissing, Mass) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    inertia: [1, 1, 1]\n"),
            "test.yaml:3: body 'link1': missing required key 'mass'");
}

TEST(ModelYamlErrorsMissing, Inertia) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n"),
            "test.yaml:3: body 'link1': missing required key 'inertia'");
}

TEST(ModelYamlErrorsMissing, BodyName) {
  EXPECT_EQ(error_of(kOneBody + "  - mass: 2\n    inertia: [1, 1, 1]\n"),
            "test.yaml:6: body #2: missing required key 'name'");
}

TEST(ModelYamlErrorsMissing, ModelName) {
  EXPECT_EQ(error_of("bodies:\n  - {name: link1, mass: 2, inertia: [1, 1, 1]}\n"),
            "test.yaml:1: missing required key 'name'");
}

TEST(ModelYamlErrorsMissing, JointType) {
  EXPECT_EQ(
      error_of(kOneBody + "joints:\n  - {name: A, body_i: ground, body_j: link1, location: [0, 0, 0]}\n"),
      "test.yaml:7: joint 'A': missing required key 'type'");
}

TEST(ModelYamlErrorsMissing, JointPoints) {
  EXPECT_EQ(error_of(kOneBody + "joints:\n  - {name: A, type: spherical, body_i: ground, body_j: link1}\n"),
            "test.yaml:7: joint 'A': missing required key 'location' (or give point_i and point_j)");
  EXPECT_EQ(
      error_of(
          kOneBody +
          "joints:\n  - {name: A, type: spherical, body_i: ground, body_j: link1, point_i: [0, 0, 0]}\n"),
      "test.yaml:7: joint 'A': missing required key 'point_j' (give both point_i and point_j, or location)");
}

TEST(ModelYamlErrorsMissing, JointAxis) {
  EXPECT_EQ(
      error_of(
          kOneBody +
          "joints:\n  - {name: A, type: revolute, body_i: ground, body_j: link1, location: [0, 0, 0]}\n"),
      "test.yaml:7: joint 'A': missing required key 'axis' (or give axis_i and axis_j)");
  EXPECT_EQ(
      error_of(kOneBody +
               "joints:\n"
               "  - {name: U, type: universal, body_i: ground, body_j: link1, location: [0, 0, 0],\n"
               "     axis_i: [1, 0, 0]}\n"),
      "test.yaml:7: joint 'U': missing required key 'axis_j' (a universal joint needs both, the arms of its "
      "cross)");
}

TEST(ModelYamlErrorsMissing, OrientationAngle) {
  EXPECT_EQ(error_of(kOneBody + "    orientation:\n      axis: [0, 0, 1]\n"),
            "test.yaml:7: body 'link1': missing required key 'angle_deg' or 'angle_rad' in orientation");
}

// --- Types ---------------------------------------------------------------------------------------

TEST(ModelYamlErrorsTypes, TextWhereANumberIsExpected) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: heavy\n"),
            "test.yaml:4: body 'link1': mass must be a number or an expression over the parameters; 'heavy': "
            "unknown name 'heavy' (names: none)");
}

TEST(ModelYamlErrorsTypes, QuotedTextThatIsNoExpression) {
  // Quoted text is an expression (model-format.md, "Parameters and repeats"), so it is reported as one.
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: \"2 kg\"\n"),
            "test.yaml:4: body 'link1': mass must be a number or an expression over the parameters; the quoted "
            "text \"2 kg\": unknown name 'kg' (names: none)");
}

TEST(ModelYamlErrorsTypes, EmptyValue) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass:\n    inertia: [1, 1, 1]\n"),
            "test.yaml:4: body 'link1': mass must be a number (got nothing)");
}

TEST(ModelYamlErrorsTypes, ListOfTheWrongLength) {
  EXPECT_EQ(error_of(kOneBody + "    position: [1, 2]\n"),
            "test.yaml:6: body 'link1': position must be a list of 3 numbers (got a list of 2 items)");
}

TEST(ModelYamlErrorsTypes, MapWhereAVectorIsExpected) {
  EXPECT_EQ(error_of(kOneBody + "    velocity: {x: 1, y: 0, z: 0}\n"),
            "test.yaml:6: body 'link1': velocity must be a list of 3 numbers (got a map)");
}

TEST(ModelYamlErrorsTypes, ElementOfAList) {
  EXPECT_EQ(error_of(kOneBody + "    position:\n      - 1\n      - y\n      - 3\n"),
            "test.yaml:8: body 'link1': element 2 of position must be a number or an expression over the "
            "parameters; 'y': unknown name 'y' (names: none)");
}

TEST(ModelYamlErrorsTypes, RowOfAMatrix) {
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: {matrix: [[1, 0, 0], [0, 1], [0, 0, 1]]}\n"),
      "test.yaml:6: body 'link1': row 2 of orientation.matrix must be a list of 3 numbers (got a list of 2 "
      "items)");
}

TEST(ModelYamlErrorsTypes, InertiaShape) {
  const std::string expected =
      "body 'link1': inertia must be a list of 3 principal moments [Ixx, Iyy, Izz], a map with keys xx, "
      "yy, zz, xy, xz, yz, or a shape: {box: [a, b, c]}, {cylinder: {radius, length, axis}} or {sphere: radius}";
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: 5\n"),
            "test.yaml:5: " + expected + " (got '5')");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: [1, 1, 1, 0, 0, 0]\n"),
            "test.yaml:5: " + expected + " (got a list of 6 items)");
}

TEST(ModelYamlErrorsTypes, NameThatIsNotAString) {
  EXPECT_EQ(error_of(kOneBody + "markers:\n  - name: [D]\n    body: link1\n"),
            "test.yaml:7: marker #1: name must be a string (got a list of 1 item)");
}

TEST(ModelYamlErrorsTypes, OrientationThatIsNotAMap) {
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: [[1, 0, 0], [0, 1, 0], [0, 0, 1]]\n"),
      "test.yaml:6: body 'link1': orientation must be a map with one of: matrix, quaternion, axis with "
      "angle_deg or angle_rad, x_axis (with xy_plane), or euler_deg or euler_rad with sequence (got a list of 3 "
      "items)");
}

TEST(ModelYamlErrorsTypes, OrientationWithTwoForms) {
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: {quaternion: [1, 0, 0, 0], axis: [0, 0, 1], angle_deg: 0}\n"),
      "test.yaml:6: body 'link1': orientation must give only one of: matrix, quaternion, axis with "
      "angle_deg or angle_rad, x_axis (with xy_plane), or euler_deg or euler_rad with sequence");
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: {}\n"),
      "test.yaml:6: body 'link1': orientation must give one of: matrix, quaternion, axis with angle_deg "
      "or angle_rad, x_axis (with xy_plane), or euler_deg or euler_rad with sequence");
  EXPECT_EQ(error_of(kOneBody + "    orientation: {axis: [0, 0, 1], angle_deg: 90, angle_rad: 1}\n"),
            "test.yaml:6: body 'link1': give orientation.angle_deg or orientation.angle_rad, not both");
}

TEST(ModelYamlErrorsTypes, DescriptionOnSeveralLines) {
  EXPECT_EQ(error_of(kOneBody + "description: |\n  first line\n  second line\n"),
            "test.yaml:6: description must be a single line (it is printed by `mbdae models`)");
}

// --- Values --------------------------------------------------------------------------------------

TEST(ModelYamlErrorsValues, NonPositiveMass) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: -2\n    inertia: [1, 1, 1]\n"),
            "test.yaml:4: body 'link1': mass must be positive (got -2)");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 0\n    inertia: [1, 1, 1]\n"),
            "test.yaml:4: body 'link1': mass must be positive (got 0)");
}

TEST(ModelYamlErrorsValues, NotANumberAndInfinity) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: .nan\n"),
            "test.yaml:4: body 'link1': mass must be finite (got .nan)");
  EXPECT_EQ(error_of("name: t\ngravity: [0, 0, -.inf]\n"),
            "test.yaml:2: element 3 of gravity must be finite (got -.inf)");
  EXPECT_EQ(error_of(kOneBody + "    orientation: {axis: [0, 0, 1], angle_deg: .Inf}\n"),
            "test.yaml:6: body 'link1': orientation.angle_deg must be finite (got .Inf)");
}

TEST(ModelYamlErrorsValues, NegativeSpringConstants) {
  EXPECT_EQ(error_of(kOneBody + "forces:\n"
                                "  - name: spring\n"
                                "    type: spring_damper\n"
                                "    body_i: ground\n"
                                "    body_j: link1\n"
                                "    stiffness: 10\n"
                                "    damping: -1\n"),
            "test.yaml:12: force 'spring': damping must be non-negative (got -1)");
}

TEST(ModelYamlErrorsValues, NonPositiveDistance) {
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: rod, type: distance, body_i: ground, body_j: link1, location: [0, 0, 0],\n"
                     "     length: 0}\n"),
            "test.yaml:8: joint 'rod': length must be positive (got 0)");
  // Without a length, the points must be apart at the start.
  EXPECT_EQ(error_of(kOneBody +
                     "joints:\n"
                     "  - {name: rod, type: distance, body_i: ground, body_j: link1, location: [1, 2, 3]}\n"),
            "test.yaml:7: joint 'rod': length is not given and the two points coincide in the initial "
            "configuration; give a positive length");
}

TEST(ModelYamlErrorsValues, InertiaNotPositiveDefinite) {
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: [1, -1, 1]\n"),
            "test.yaml:3: body 'link1': inertia must be positive definite (principal moments -1, 1, 1)");
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: {xx: 1, yy: 1, zz: 1, xy: 2}\n"),
      "test.yaml:3: body 'link1': inertia must be positive definite (principal moments -1, 1, 3)");
}

TEST(ModelYamlErrorsValues, InertiaViolatingTheTriangleInequality) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: [1, 1, 3]\n"),
      "test.yaml:3: body 'link1': inertia violates the triangle inequality: principal moments 1, 1, 3 (each "
      "must be at most the sum of the other two)");
  // Just beyond the relative tolerance of 1e-9 (excess 1e-8 out of a trace of 6).
  EXPECT_EQ(error_of("name: t\nbodies:\n  - name: link1\n    mass: 2\n    inertia: [1, 2, 3.00000001]\n"),
            "test.yaml:3: body 'link1': inertia violates the triangle inequality: principal moments 1, 2, "
            "3.00000001 (each must be at most the sum of the other two)");
}

TEST(ModelYamlErrorsValues, RotationMatrixNotOrthonormal) {
  EXPECT_EQ(error_of(kOneBody + "    orientation: {matrix: [[1.01, 0, 0], [0, 1, 0], [0, 0, 1]]}\n"),
            "test.yaml:3: body 'link1': orientation is not a rotation: R^T R - I has an entry of 0.0201 "
            "(tolerance 1e-6)");
  EXPECT_EQ(
      error_of(kOneBody + "    orientation: {matrix: [[0, 1, 0], [1, 0, 0], [0, 0, 1]]}\n"),
      "test.yaml:3: body 'link1': orientation is a reflection (determinant -1); a rotation has determinant "
      "+1");
  // Rz(30 degrees) typed with 7 significant digits is within the tolerance.
  EXPECT_NO_THROW(parse_model_yaml(
      kOneBody + "    orientation: {matrix: [[0.8660254, -0.5, 0], [0.5, 0.8660254, 0], [0, 0, 1]]}\n",
      "t.yaml"));
}

TEST(ModelYamlErrorsValues, ZeroAxis) {
  EXPECT_EQ(error_of(kOneBody + "joints:\n"
                                "  - name: hinge\n"
                                "    type: revolute\n"
                                "    body_i: ground\n"
                                "    body_j: link1\n"
                                "    location: [0, 0, 0]\n"
                                "    axis: [0, 0, 0]\n"),
            "test.yaml:12: joint 'hinge': axis has zero length (expected a direction)");
  EXPECT_EQ(error_of(kOneBody + "    orientation: {axis: [0, 0, 0], angle_deg: 30}\n"),
            "test.yaml:6: body 'link1': orientation.axis has zero length (expected a direction)");
  EXPECT_EQ(error_of(kOneBody + "    orientation: {quaternion: [0, 0, 0, 0]}\n"),
            "test.yaml:6: body 'link1': orientation.quaternion has zero length (expected a rotation)");
}

// --- References to bodies ------------------------------------------------------------------------

TEST(ModelYamlErrorsReferences, UnknownBodyInAJoint) {
  EXPECT_EQ(error_of(kTwoBodies + "joints:\n"
                                  "  - name: B\n"
                                  "    type: spherical\n"
                                  "    body_i: link1\n"
                                  "    body_j: link3\n"
                                  "    location: [0, 0, 0]\n"),
            "test.yaml:13: joint 'B': body_j names an unknown body 'link3' (bodies: ground, link1, link2)");
}

TEST(ModelYamlErrorsReferences, UnknownBodyInAMarkerOrForce) {
  EXPECT_EQ(error_of(kTwoBodies + "markers:\n  - {name: D, body: link9}\n"),
            "test.yaml:10: marker 'D': body names an unknown body 'link9' (bodies: link1, link2)");
  EXPECT_EQ(error_of(kTwoBodies + "forces:\n  - {name: f, type: torque, body: Link1, torque: [0, 0, 1]}\n"),
            "test.yaml:10: force 'f': body names an unknown body 'Link1' (bodies: link1, link2)");
}

TEST(ModelYamlErrorsReferences, MarkerOrForceOnGround) {
  EXPECT_EQ(
      error_of(kTwoBodies + "markers:\n  - {name: D, body: ground}\n"),
      "test.yaml:10: marker 'D': body must be one of the model's bodies, not ground (bodies: link1, link2)");
  EXPECT_EQ(
      error_of(kTwoBodies + "forces:\n  - {name: f, type: point_force, body: ground, force: [0, 0, 1]}\n"),
      "test.yaml:10: force 'f': body must be one of the model's bodies, not ground (bodies: link1, link2)");
}

TEST(ModelYamlErrorsReferences, JointConnectingABodyToItself) {
  EXPECT_EQ(error_of(kTwoBodies + "joints:\n"
                                  "  - name: B\n"
                                  "    type: spherical\n"
                                  "    body_i: link2\n"
                                  "    body_j: link2\n"
                                  "    location: [0, 0, 0]\n"),
            "test.yaml:10: joint 'B': connects body 'link2' to itself; body_i and body_j must differ");
}

TEST(ModelYamlErrorsReferences, JointBetweenGroundAndGround) {
  EXPECT_EQ(
      error_of(kTwoBodies +
               "joints:\n  - {name: G, type: fixed, body_i: ground, body_j: ground, location: [0, 0, 0]}\n"),
      "test.yaml:10: joint 'G': connects ground to ground; at least one of body_i, body_j must be a body");
}

TEST(ModelYamlErrorsReferences, SpringConnectingABodyToItself) {
  EXPECT_EQ(error_of(kTwoBodies +
                     "forces:\n"
                     "  - {name: s, type: spring_damper, body_i: link1, point_i: [1, 0, 0], body_j: link1,\n"
                     "     stiffness: 5}\n"),
            "test.yaml:10: force 's': connects body 'link1' to itself; body_i and body_j must differ");
}

// --- Names ---------------------------------------------------------------------------------------

TEST(ModelYamlErrorsNames, DuplicateBodies) {
  EXPECT_EQ(error_of(kOneBody + "  - name: link1\n    mass: 3\n    inertia: [1, 1, 1]\n"),
            "test.yaml:6: body 'link1': another body is already named 'link1' (line 3)");
}

TEST(ModelYamlErrorsNames, DuplicateJoints) {
  EXPECT_EQ(error_of(kTwoBodies +
                     "joints:\n"
                     "  - {name: A, type: spherical, body_i: ground, body_j: link1, location: [0, 0, 0]}\n"
                     "  - {name: A, type: spherical, body_i: link1, body_j: link2, location: [1, 0, 0]}\n"),
            "test.yaml:11: joint 'A': another joint is already named 'A' (line 10)");
}

TEST(ModelYamlErrorsNames, DuplicateForcesOfDifferentTypes) {
  // Forces share one namespace whatever their type; the later one in the file is reported.
  EXPECT_EQ(error_of(kTwoBodies +
                     "forces:\n"
                     "  - {name: f, type: spring_damper, body_i: ground, body_j: link1, stiffness: 1}\n"
                     "  - {name: f, type: point_force, body: link2, force: [1, 0, 0]}\n"),
            "test.yaml:11: force 'f': another force is already named 'f' (line 10)");
}

TEST(ModelYamlErrorsNames, DuplicateMarkers) {
  EXPECT_EQ(error_of(kTwoBodies + "markers:\n  - {name: D, body: link1}\n  - {name: D, body: link2}\n"),
            "test.yaml:11: marker 'D': another marker is already named 'D' (line 10)");
}

TEST(ModelYamlErrorsNames, JointAndMarkerMayShareAName) {
  EXPECT_NO_THROW(parse_model_yaml(
      kTwoBodies +
          "joints:\n  - {name: B, type: spherical, body_i: link1, body_j: link2, location: [1, 0, 0]}\n"
          "markers:\n  - {name: B, body: link1}\n",
      "t.yaml"));
}

TEST(ModelYamlErrorsNames, BodyCalledGround) {
  EXPECT_EQ(
      error_of("name: t\nbodies:\n  - {name: ground, mass: 1, inertia: [1, 1, 1]}\n"),
      "test.yaml:3: body 'ground': the name 'ground' is reserved for the ground frame; give the body another "
      "name");
}

TEST(ModelYamlErrorsNames, CharactersOutsideTheAllowedSet) {
  EXPECT_EQ(
      error_of(kOneBody + "markers:\n  - {name: 'tip, left', body: link1}\n"),
      "test.yaml:7: marker 'tip, left': name 'tip, left' may contain only letters, digits, '_' and '-'");
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: '', mass: 1, inertia: [1, 1, 1]}\n"),
            "test.yaml:3: body #1: name must not be empty");
}

// --- Types of joints and forces ------------------------------------------------------------------

TEST(ModelYamlErrorsKinds, UnknownJointType) {
  EXPECT_EQ(
      error_of(kOneBody + "joints:\n  - name: A\n    type: hinge\n"),
      "test.yaml:8: joint 'A': unknown joint type 'hinge' (valid types: spherical, revolute, prismatic, "
      "cylindrical, universal, fixed, distance, rolling_sphere, sphere_on_plane)");
}

TEST(ModelYamlErrorsKinds, UnknownForceType) {
  EXPECT_EQ(error_of(kOneBody + "forces:\n  - name: weight\n    type: gravity\n"),
            "test.yaml:8: force 'weight': unknown force type 'gravity' (valid types: point_force, torque, "
            "spring_damper, applied_force, applied_torque, rotational_spring_damper, bushing, actuator)");
}

// --- What the error carries ----------------------------------------------------------------------

TEST(ModelYamlErrorsContext, ErrorCarriesFileLineAndEntity) {
  try {
    parse_model_yaml("name: t\nbodies:\n  - name: link1\n    mass: -2\n", "bad_mass.yaml");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_EQ(e.exit_code(), 3);
    EXPECT_EQ(e.where().file, "bad_mass.yaml");
    EXPECT_EQ(e.where().line, 4);
    EXPECT_EQ(e.entity(), "body 'link1'");
    EXPECT_EQ(e.message(), "mass must be positive (got -2)");
    EXPECT_EQ(std::string(e.what()), "bad_mass.yaml:4: body 'link1': mass must be positive (got -2)");
  }
}

// --- Files ---------------------------------------------------------------------------------------

TEST(ModelYamlErrorsFiles, BadMass) {
  EXPECT_EQ(file_error_of("bad_mass.yaml"),
            model_path("bad_mass.yaml") + ":4: body 'link1': mass must be positive (got -2)");
}

TEST(ModelYamlErrorsFiles, Truncated) {
  EXPECT_EQ(file_error_of("truncated.yaml"), model_path("truncated.yaml") +
                                                 ":5: YAML syntax error: end of sequence flow not found (a "
                                                 "list opened with '[' needs its closing ']')");
}

TEST(ModelYamlErrorsFiles, BadIndentation) {
  EXPECT_EQ(
      file_error_of("bad_indentation.yaml"),
      model_path("bad_indentation.yaml") +
          ":5: YAML syntax error: end of sequence not found (check the indentation: the keys of one map, "
          "like the entries of one list, start in the same column)");
}

TEST(ModelYamlErrorsFiles, UnknownBody) {
  EXPECT_EQ(file_error_of("unknown_body.yaml"),
            model_path("unknown_body.yaml") +
                ":13: joint 'hinge': body_j names an unknown body 'link3' (bodies: ground, link1, link2)");
}

TEST(ModelYamlErrorsFiles, Empty) {
  EXPECT_EQ(
      file_error_of("empty.yaml"),
      model_path("empty.yaml") +
          ":1: the model is empty (expected a map with keys name, description, planar, parameters, gravity, bodies, joints, "
          "forces, markers, run)");
}

TEST(ModelYamlErrorsFiles, NotAMap) {
  EXPECT_EQ(
      file_error_of("not_a_map.yaml"),
      model_path("not_a_map.yaml") +
          ":2: the top level must be a map with keys name, description, planar, parameters, gravity, bodies, joints, forces, "
          "markers, run (got a list of 1 item)");
}

TEST(ModelYamlErrorsFiles, BadRotation) {
  EXPECT_EQ(
      file_error_of("bad_rotation.yaml"),
      model_path("bad_rotation.yaml") +
          ":6: body 'link2': orientation is not a rotation: R^T R - I has an entry of 0.1 (tolerance 1e-6)");
}

TEST(ModelYamlErrorsFiles, DuplicateBody) {
  EXPECT_EQ(
      file_error_of("duplicate_body.yaml"),
      model_path("duplicate_body.yaml") + ":7: body 'link1': another body is already named 'link1' (line 3)");
}

TEST(ModelYamlErrorsFiles, UnreadableFileIsAnIoError) {
  const std::string path = model_path("no_such_model.yaml");
  try {
    load_model_file(path);
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::io);
    EXPECT_EQ(std::string(e.what()), "cannot read model file '" + path + "': No such file or directory");
  }
  try {
    load_model_file(std::string(MBDAE_SOURCE_DIR) + "/tests/data/models");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::io);
    EXPECT_EQ(std::string(e.what()), "cannot read model file '" + std::string(MBDAE_SOURCE_DIR) +
                                         "/tests/data/models': it is a directory");
  }
}

}  // namespace
}  // namespace mbdae
