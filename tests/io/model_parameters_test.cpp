// Parameters, expressions and repeat blocks in model files (docs/model-format.md, "Parameters and
// repeats"): what they expand to, how `--param` settings override defaults, and the exact one-line
// error for every mistake.
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "joints/joint_kinds.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

std::string error_of(const std::string& text, const ParameterSettings& settings = {}) {
  try {
    parse_model_yaml(text, "test.yaml", settings);
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

Error::Kind kind_of(const std::string& text, const ParameterSettings& settings) {
  try {
    parse_model_yaml(text, "test.yaml", settings);
  } catch (const Error& e) {
    return e.kind();
  }
  return Error::Kind::io;  // not thrown by the parser: marks "no error"
}

// A chain of n rods along +x, written once with a repeat block.
const std::string kChain =
    "name: chain\n"                                                                  // 1
    "parameters:\n"                                                                  // 2
    "  n: {default: 3, min: 1, max: 50, integer: true, description: links}\n"        // 3
    "  length: 2\n"                                                                  // 4
    "  half: {default: length / 2}\n"                                                // 5
    "bodies:\n"                                                                      // 6
    "  - repeat: {index: i, from: 1, to: n}\n"                                       // 7
    "    items:\n"                                                                   // 8
    "      - name: link{i}\n"                                                        // 9
    "        mass: i\n"                                                              // 10
    "        inertia: [1, 1, 1]\n"                                                   // 11
    "        position: [\"(i - 0.5) * length\", 0, 0]\n"                            // 12
    "joints:\n"                                                                      // 13
    "  - {name: j1, type: spherical, body_i: ground, body_j: link1, location: [0, 0, 0]}\n"  // 14
    "  - repeat: {index: i, from: 2, to: n}\n"                                       // 15
    "    items:\n"                                                                   // 16
    "      - {name: \"j{i}\", type: spherical, body_i: \"link{i-1}\", body_j: \"link{i}\",\n"  // 17
    "         point_i: [half, 0, 0], point_j: [-half, 0, 0]}\n"                      // 18
    "markers:\n"                                                                     // 19
    "  - {name: tip, body: \"link{n}\", point: [half, 0, 0]}\n";                     // 20

TEST(ModelParameters, RepeatBlocksUnrollWithTheDefaults) {
  const Model model = parse_model_yaml(kChain, "test.yaml");
  ASSERT_EQ(model.parameters.size(), 3u);
  EXPECT_EQ(model.parameters[0].name, "n");
  EXPECT_EQ(model.parameters[0].value, 3);
  EXPECT_EQ(model.parameters[0].description, "links");
  EXPECT_TRUE(model.parameters[0].integer);
  EXPECT_EQ(model.parameters[0].where.line, 3);
  EXPECT_EQ(model.parameters[2].value, 1.0);  // half = length / 2
  ASSERT_EQ(model.bodies.size(), 3u);
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(model.bodies[k].name, "link" + std::to_string(k + 1));
    EXPECT_EQ(model.bodies[k].inertia.mass, k + 1);
    EXPECT_EQ(model.bodies[k].initial_position, Eigen::Vector3d(2.0 * k + 1.0, 0, 0));
    EXPECT_EQ(model.bodies[k].where.line, 9);  // every unrolled entry points at its template
  }
  ASSERT_EQ(model.joints.size(), 3u);
  EXPECT_EQ(model.joints[2].name, "j3");
  EXPECT_EQ(model.joints[2].body_i, 1);
  EXPECT_EQ(model.joints[2].body_j, 2);
  EXPECT_EQ(model.joints[2].point_i, Eigen::Vector3d(1, 0, 0));
  EXPECT_EQ(model.joints[2].point_j, Eigen::Vector3d(-1, 0, 0));
  ASSERT_EQ(model.markers.size(), 1u);
  EXPECT_EQ(model.markers[0].body, 2);
}

TEST(ModelParameters, SettingsOverrideDefaultsAndDerivedDefaultsFollow) {
  const Model model = parse_model_yaml(kChain, "test.yaml", {{"n", "5"}, {"length", "+0.5"}});
  EXPECT_EQ(model.parameters[0].value, 5);
  EXPECT_EQ(model.parameters[0].default_value, 3);
  EXPECT_EQ(model.parameters[2].value, 0.25);
  ASSERT_EQ(model.bodies.size(), 5u);
  EXPECT_EQ(model.bodies[4].initial_position, Eigen::Vector3d(2.25, 0, 0));
  EXPECT_EQ(model.joints.size(), 5u);
  EXPECT_EQ(model.joints[4].point_i, Eigen::Vector3d(0.25, 0, 0));
  EXPECT_EQ(model.markers[0].body, 4);
}

TEST(ModelParameters, NestedRepeatsAndEmptyRepeats) {
  const std::string text =
      "name: grid\n"
      "parameters: {rows: 2, cols: 3}\n"
      "bodies:\n"
      "  - repeat: {index: r, from: 1, to: rows}\n"
      "    items:\n"
      "      - repeat: {index: c, from: 1, to: cols}\n"
      "        items:\n"
      "          - {name: \"b{r}_{c}\", mass: 1, inertia: [1, 1, 1], position: [c, r, 0]}\n"
      "  - repeat: {index: k, from: 1, to: 0}\n"
      "    items:\n"
      "      - {name: never, mass: 1, inertia: [1, 1, 1]}\n";
  const Model model = parse_model_yaml(text, "test.yaml");
  ASSERT_EQ(model.bodies.size(), 6u);
  EXPECT_EQ(model.bodies[5].name, "b2_3");
  EXPECT_EQ(model.bodies[5].initial_position, Eigen::Vector3d(3, 2, 0));
}

TEST(ModelParameters, ExpressionsWorkWithoutParametersToo) {
  const Model model = parse_model_yaml(
      "name: t\nbodies:\n  - {name: a, mass: \"2 * 3\", inertia: [1, 1, 1], position: [\"sqrt(4)\", \"_pi\", pi]}\n",
      "test.yaml");
  EXPECT_EQ(model.bodies[0].inertia.mass, 6.0);
  EXPECT_EQ(model.bodies[0].initial_position.x(), 2.0);
  // Full double precision: muParser's own _pi has only 12 digits.
  EXPECT_EQ(model.bodies[0].initial_position.y(), std::acos(-1.0));
  EXPECT_EQ(model.bodies[0].initial_position.z(), std::acos(-1.0));
}

// --- Errors: settings on the command line (Kind::usage) --------------------------------------------

TEST(ModelParametersErrors, UnknownParameter) {
  EXPECT_EQ(error_of(kChain, {{"links", "4"}}),
            "test.yaml:3: --param links=4: the model has no parameter 'links' (parameters: n, length)")
      << "half is derived: not a parameter to set";
  EXPECT_EQ(kind_of(kChain, {{"links", "4"}}), Error::Kind::usage);
  EXPECT_EQ(error_of("name: t\nbodies:\n  - {name: a, mass: 1, inertia: [1, 1, 1]}\n", {{"n", "4"}}),
            "test.yaml: --param n=4: the model has no parameter 'n' (it declares none)");
}

// A default that is an expression over other parameters makes a derived value, not a setting: --param
// on it is refused, naming the settable parameters it follows, through derived ones in between.
TEST(ModelParametersErrors, ADerivedParameterIsNotASetting) {
  EXPECT_EQ(error_of(kChain, {{"half", "1"}}),
            "test.yaml:5: parameter 'half': --param half=1: half is derived from length; set that");
  EXPECT_EQ(kind_of(kChain, {{"half", "1"}}), Error::Kind::usage);
  const std::string text =
      "name: t\n"
      "parameters:\n"
      "  k: 4\n"                                   // 3
      "  m: {default: 1, min: 0.1}\n"             // 4
      "  omega: \"sqrt(k / m)\"\n"                // 5
      "  spin: {default: \"2 * pi\"}\n"          // 6: an expression over no parameter
      "  period: \"2 * pi / omega\"\n"            // 7: through omega
      "  phase: {default: \"spin * period\", description: turns}\n"  // 8
      "  count: \"3\"\n"                           // 9: quoted, still no parameter
      "bodies:\n"
      "  - {name: a, mass: m, inertia: [1, 1, 1], velocity: [omega, 0, 0]}\n";
  EXPECT_EQ(error_of(text, {{"omega", "3"}}),
            "test.yaml:5: parameter 'omega': --param omega=3: omega is derived from k and m; set those");
  EXPECT_EQ(error_of(text, {{"period", "3"}}),
            "test.yaml:7: parameter 'period': --param period=3: period is derived from k and m; set those");
  EXPECT_EQ(error_of(text, {{"phase", "3"}}),
            "test.yaml:8: parameter 'phase': --param phase=3: phase is derived from k, m and spin; set those");

  const Model model = parse_model_yaml(text, "test.yaml", {{"k", "9"}, {"spin", "1"}, {"count", "5"}});
  ASSERT_EQ(model.parameters.size(), 7u);
  const std::vector<std::vector<std::string>> inputs{{}, {}, {"k", "m"}, {}, {"k", "m"}, {"k", "m", "spin"}, {}};
  for (std::size_t k = 0; k < inputs.size(); ++k)
    EXPECT_EQ(model.parameters[k].derived_from, inputs[k]) << model.parameters[k].name;
  EXPECT_EQ(model.parameters[2].value, 3.0) << "omega follows --param k=9";
  EXPECT_DOUBLE_EQ(model.parameters[5].value, 2 * std::acos(-1.0) / 3.0) << "phase follows spin and omega";
  EXPECT_EQ(model.parameters[6].value, 5.0) << "a quoted number is a setting";
  EXPECT_EQ(error_of(text, {{"nope", "1"}}),
            "test.yaml:3: --param nope=1: the model has no parameter 'nope' (parameters: k, m, spin, count)");
}

TEST(ModelParametersErrors, MalformedValue) {
  EXPECT_EQ(error_of(kChain, {{"length", "2m"}}),
            "test.yaml:4: parameter 'length': --param length=2m: '2m' is not a number");
  EXPECT_EQ(error_of(kChain, {{"length", ""}}), "test.yaml:4: parameter 'length': --param length=: '' is not a number");
  EXPECT_EQ(error_of(kChain, {{"length", "nan"}}),
            "test.yaml:4: parameter 'length': --param length=nan: 'nan' is not a number");
  EXPECT_EQ(kind_of(kChain, {{"length", "2m"}}), Error::Kind::usage);
}

TEST(ModelParametersErrors, OutOfRangeOrNotAnInteger) {
  EXPECT_EQ(error_of(kChain, {{"n", "0"}}), "test.yaml:3: parameter 'n': --param n=0: the value is below the minimum 1");
  EXPECT_EQ(error_of(kChain, {{"n", "51"}}),
            "test.yaml:3: parameter 'n': --param n=51: the value is above the maximum 50");
  EXPECT_EQ(error_of(kChain, {{"n", "2.5"}}), "test.yaml:3: parameter 'n': --param n=2.5: the value must be an integer");
}

TEST(ModelParametersErrors, SetTwice) {
  EXPECT_EQ(error_of(kChain, {{"n", "2"}, {"n", "4"}}), "--param n=4: parameter 'n' is set twice (first to 2)");
}

TEST(ModelParametersErrors, SettingWithoutEquals) {
  EXPECT_EQ(parse_parameter_setting("n=4").value, "4");
  try {
    parse_parameter_setting("=4");
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), "--param =4: expected NAME=VALUE, e.g. --param n=50");
    EXPECT_EQ(e.kind(), Error::Kind::usage);
  }
}

// --- Errors: the file (Kind::model) ----------------------------------------------------------------

std::string one_body(const std::string& parameters, const std::string& mass) {
  return "name: t\nparameters:\n" + parameters + "bodies:\n  - {name: a, mass: " + mass + ", inertia: [1, 1, 1]}\n";
}

TEST(ModelParametersErrors, UnknownNameInAnExpression) {
  EXPECT_EQ(error_of(one_body("  m: 2\n", "\"2 * mm\"")),
            "test.yaml:5: body 'a': mass must be a number or an expression over the parameters; the quoted text "
            "\"2 * mm\": unknown name 'mm' (names: m)");
}

TEST(ModelParametersErrors, SyntaxErrorInAnExpression) {
  EXPECT_EQ(error_of(one_body("  m: 2\n", "\"(m + 1\"")),
            "test.yaml:5: body 'a': mass must be a number or an expression over the parameters; the quoted text "
            "\"(m + 1\": Missing parenthesis");
}

// An expression is a pure function of the parameters: muParser's assignment would set a parameter for
// every later use (while the summary kept the old value) and its comma would keep the last of a list.
TEST(ModelParametersErrors, AnExpressionMayNeitherAssignNorList) {
  EXPECT_EQ(error_of(one_body("  m: 2\n", "\"m=5\"")),
            "test.yaml:5: body 'a': mass must be a number or an expression over the parameters; the quoted text "
            "\"m=5\": '=' (character 2) would assign; an expression only computes a value (compare with '==')");
  EXPECT_NE(error_of(one_body("  m: 2\n", "\"1 + (m = 3)\"")).find("'=' (character 8) would assign"),
            std::string::npos);
  EXPECT_EQ(error_of(one_body("  m: 2\n", "\"1,2\"")),
            "test.yaml:5: body 'a': mass must be a number or an expression over the parameters; the quoted text "
            "\"1,2\": a list of 2 values separated by ','; write one value");
  // In a name's {...} too.
  EXPECT_NE(error_of("name: t\nparameters:\n  n: 2\nbodies:\n  - {name: \"a{n=1}\", mass: 1, inertia: [1, 1, 1]}\n")
                .find("would assign"),
            std::string::npos);
}

TEST(ModelParameters, ComparisonsAndFunctionArgumentsAreNoAssignmentOrList) {
  const auto mass = [](const std::string& expression) {
    return parse_model_yaml(one_body("  m: 2\n", "\"" + expression + "\""), "test.yaml").bodies.at(0).inertia.mass;
  };
  EXPECT_EQ(mass("m == 2 ? 3 : 4"), 3.0);
  EXPECT_EQ(mass("m != 2 ? 3 : 4"), 4.0);
  EXPECT_EQ(mass("m <= 2 ? 5 : 6"), 5.0);
  EXPECT_EQ(mass("m >= 3 ? 5 : 6"), 6.0);
  EXPECT_EQ(mass("max(m, 7)"), 7.0);
  EXPECT_EQ(mass("min(m, 7, 9)"), 2.0);
}

TEST(ModelParametersErrors, ExpressionOutOfRange) {
  EXPECT_EQ(error_of(one_body("  m: 2\n", "1 - m")), "test.yaml:5: body 'a': mass must be positive (got '1 - m' = -1)");
  EXPECT_EQ(error_of(one_body("  m: 0\n", "1 / m")), "test.yaml:5: body 'a': mass must be finite (got '1 / m' = inf)");
}

TEST(ModelParametersErrors, BadDeclarations) {
  EXPECT_EQ(error_of(one_body("  sin: 2\n", "1")),
            "test.yaml:3: parameter 'sin': 'sin' is a function or constant of expressions; give the parameter "
            "another name");
  EXPECT_EQ(error_of(one_body("  2n: 2\n", "1")),
            "test.yaml:3: parameter '2n': a parameter name starts with a letter and contains only letters, digits "
            "and '_'");
  EXPECT_EQ(error_of(one_body("  m: 2\n  m: 3\n", "1")), "test.yaml:4: parameter 'm': is declared twice (first on line 3)");
  EXPECT_EQ(error_of(one_body("  m: {default: 0, min: 1}\n", "1")),
            "test.yaml:3: parameter 'm': the default value 0 is below the minimum 1");
  EXPECT_EQ(error_of(one_body("  m: {value: 1}\n", "1")),
            "test.yaml:3: parameter 'm': unknown key 'value' (allowed: default, description, min, max, integer)");
  EXPECT_EQ(error_of(one_body("  m: heavy\n", "1")),
            "test.yaml:3: parameter 'm': the default value must be a number or an expression over the parameters; "
            "'heavy': unknown name 'heavy' (names: none)");
  EXPECT_EQ(error_of(one_body("  m: {default: 1, integer: yes please}\n", "1")),
            "test.yaml:3: parameter 'm': integer must be true or false (got 'yes please')");
  EXPECT_EQ(error_of("name: t\nparameters: [1, 2]\nbodies:\n  - {name: a, mass: 1, inertia: [1, 1, 1]}\n"),
            "test.yaml:2: parameters must be a map from each name to its default value or to a map with keys "
            "default, description, min, max, integer (got a list of 2 items)");
}

std::string repeat_of(const std::string& block) {
  return "name: t\nparameters: {n: 3}\nbodies:\n  - repeat: " + block +
         "\n    items:\n      - {name: \"a{i}\", mass: 1, inertia: [1, 1, 1]}\n";
}

TEST(ModelParametersErrors, RepeatBounds) {
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1, to: n / 2}")),
            "test.yaml:4: repeat 'i': repeat.to must be an integer (got 'n / 2' = 1.5)");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1, to: n - 5}")),
            "test.yaml:4: repeat 'i': repeat.to ('n - 5' = -2) is below repeat.from - 1 (0); a repeat is empty when "
            "to = from - 1");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1, to: 1e7}")),
            "test.yaml:4: repeat 'i': repeat runs 10000000 times, more than the 1000000 a model may have");
  EXPECT_EQ(error_of(repeat_of("{index: n, from: 1, to: 2}")),
            "test.yaml:4: repeat 'n': 'n' is already a parameter, an outer index, or a function or constant of "
            "expressions; give the index another name");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1}")), "test.yaml:4: repeat 'i': missing required key 'to' in repeat");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1, to: 2, step: 1}")),
            "test.yaml:4: repeat: unknown key 'step' in repeat (allowed: index, from, to)");
  EXPECT_EQ(error_of(repeat_of("[1, 3]")),
            "test.yaml:4: repeat: repeat must be a map with keys index, from, to (got a list of 2 items)");
}

// Bounds a double cannot count by one (1e16 + 1 == 1e16: the loop would never end) or a name could not
// hold are refused by value, and the numbers in messages are printed, never converted past their range.
TEST(ModelParametersErrors, RepeatBoundsBeyondTheLargestIndex) {
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1, to: 1e20}")),
            "test.yaml:4: repeat 'i': repeat.to (1e20) is beyond the largest index, 1e+15");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: 1e16, to: 1e16 + 2}")),
            "test.yaml:4: repeat 'i': repeat.from (1e16) is beyond the largest index, 1e+15");
  EXPECT_EQ(error_of(repeat_of("{index: i, from: -1e15, to: 1e15}")),
            "test.yaml:4: repeat 'i': repeat runs 2000000000000001 times, more than the 1000000 a model may have");
  const std::string head = "name: t\nparameters: {n: 2}\nbodies:\n  - {name: a1, mass: 1, inertia: [1, 1, 1]}\n";
  EXPECT_EQ(error_of(head + "markers:\n  - {name: \"m{1e20}\", body: a1}\n"),
            "test.yaml:6: marker 'm{1e20}': name 'm{1e20}': {1e20} is beyond the largest integer in a name, 1e15 "
            "(got 100000000000000000000.000000)");
}

TEST(ModelParametersErrors, BadSubstitutionInAName) {
  const std::string head = "name: t\nparameters: {n: 2}\nbodies:\n  - {name: a1, mass: 1, inertia: [1, 1, 1]}\n";
  EXPECT_EQ(error_of(head + "markers:\n  - {name: \"m{n\", body: a1}\n"),
            "test.yaml:6: marker 'm{n': name 'm{n': '{' without a matching '}'");
  EXPECT_EQ(error_of(head + "markers:\n  - {name: \"m{n/4}\", body: a1}\n"),
            "test.yaml:6: marker 'm{n/4}': name 'm{n/4}': {n/4} must be an integer in a name (got 0.500000)");
  EXPECT_EQ(error_of(head + "markers:\n  - {name: m, body: \"a{n}\"}\n"),
            "test.yaml:6: marker 'm': body names an unknown body 'a2' (bodies: a1)");
}

// --- The scalable chains ---------------------------------------------------------------------------

Eigen::Vector3d ground_point(const Model& model, int body, const Eigen::Vector3d& local) {
  if (body == kGround) return local;
  return model.bodies[body].initial_position + model.bodies[body].initial_rotation * local;
}

/// Every spherical/revolute joint's two points coincide in the initial poses the file computes, so
/// the model starts assembled (the arc formula in spherical_chain.yaml is checked here).
void expect_chain_closed(const Model& model, int links) {
  ASSERT_EQ(static_cast<int>(model.bodies.size()), links);
  ASSERT_EQ(static_cast<int>(model.joints.size()), links);
  for (const Joint& joint : model.joints)
    ASSERT_LT((ground_point(model, joint.body_i, joint.point_i) - ground_point(model, joint.body_j, joint.point_j)).norm(),
              1e-9)
        << joint.name;
  EXPECT_EQ(model.joints.back().body_i, links - 2);
  EXPECT_EQ(model.bodies.back().name, "link" + std::to_string(links));
}

TEST(ScalableChains, SphericalChainOfAThousandLinksLoadsClosed) {
  const Model model = load_builtin_model("spherical_chain", {{"n", "1000"}});
  expect_chain_closed(model, 1000);
  // The links turn through arc_deg = 90 degrees in all: the last one points along +y.
  EXPECT_LT((model.bodies.back().initial_rotation.col(0) - Eigen::Vector3d(std::sin(M_PI / 2 / 1000), std::cos(M_PI / 2 / 1000), 0))
                .norm(),
            1e-12);
}

TEST(ScalableChains, SphericalChainStraightAndShort) {
  expect_chain_closed(load_builtin_model("spherical_chain", {{"n", "1"}}), 1);
  const Model straight = load_builtin_model("spherical_chain", {{"n", "4"}, {"arc_deg", "0"}});
  expect_chain_closed(straight, 4);
  EXPECT_LT((straight.bodies[3].initial_position - Eigen::Vector3d(3.5, 0, 0)).norm(), 1e-12);
}

TEST(ScalableChains, RevoluteChainLoadsClosed) {
  const Model model = load_builtin_model("revolute_chain", {{"n", "1000"}});
  expect_chain_closed(model, 1000);
  for (const Joint& joint : model.joints) {
    EXPECT_EQ(joint.kind->name, "revolute");
    EXPECT_EQ(joint.axis_j, Eigen::Vector3d::UnitY());
  }
}

}  // namespace
}  // namespace mbdae
