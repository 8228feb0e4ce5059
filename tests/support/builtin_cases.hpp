// The built-in models as test parameters: for each one whether it is planar (which coordinate types
// fit it) and whether its constraints are redundant (rank C_q < rows; the augmented formulation,
// which needs independent constraints, is then not expected to run on it, docs/models.md).
// Parameter lists are built while the test program starts, and ctest starts the program once per
// test, so the facts are found once per process: each model is loaded and assembled once, not once
// per list (that made every start of the sanitized test program take over a second).
#pragma once

#include <stdexcept>
#include <string>
#include <tuple>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae::testing {

struct BuiltinModelFacts {
  std::string name;
  bool planar;
  bool redundant;
  bool flexible;
};

inline const std::vector<BuiltinModelFacts>& builtin_model_facts() {
  static const std::vector<BuiltinModelFacts> facts = [] {
    std::vector<BuiltinModelFacts> list;
    for (const BuiltinModelText& text : builtin_model_texts()) {
      const Model model = load_builtin_model(text.name);
      const MultibodySystem system(model, make_coordinate_type(model.planar ? "planar-nacf" : "nacf"));
      Eigen::VectorXd q, v;
      system.initial_state(q, v);
      assemble(system, 0.0, q, v);
      const bool redundant = system.coordinate_count() - system.constraint_count() != degrees_of_freedom(system, 0.0, q);
      list.push_back({text.name, model.planar, redundant, !model.flexible_bodies.empty()});
    }
    return list;
  }();
  return facts;
}

inline bool has_redundant_constraints(const std::string& builtin_model) {
  for (const BuiltinModelFacts& facts : builtin_model_facts())
    if (facts.name == builtin_model) return facts.redundant;
  throw std::invalid_argument("no built-in model " + builtin_model);
}

/// (model, coordinate type) for every built-in model of rigid bodies and every coordinate type that fits
/// it; with `independent_only`, only the models whose constraints are independent (the augmented
/// formulation's). The flexible models are left out: the forms these cases compare are built on rigid
/// bodies' blocks (tests/flexible/ checks the flexible ones).
inline std::vector<std::tuple<std::string, std::string>> builtin_model_coordinate_cases(bool independent_only) {
  std::vector<std::tuple<std::string, std::string>> cases;
  for (const BuiltinModelFacts& facts : builtin_model_facts())
    if (!(independent_only && facts.redundant) && !facts.flexible)
      for (const std::string& c : coordinate_type_names(facts.planar)) cases.emplace_back(facts.name, c);
  return cases;
}

/// "model_coordinates" with '-' made '_': a test name gtest accepts.
/// A test parameter's name as GoogleTest takes it: "planar-nacf" -> "planar_nacf".
inline std::string test_name(std::string name) {
  for (char& ch : name)
    if (ch == '-') ch = '_';
  return name;
}

inline std::string builtin_case_name(const std::tuple<std::string, std::string>& c) {
  return test_name(std::get<0>(c) + "_" + std::get<1>(c));
}

}  // namespace mbdae::testing
