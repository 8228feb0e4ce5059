// Whether a built-in model's constraints are redundant (rank C_q < rows): the augmented formulation,
// which needs independent constraints, is then not expected to run on it (docs/models.md).
#pragma once

#include <string>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"

namespace mbdae::testing {

inline bool has_redundant_constraints(const std::string& builtin_model) {
  const Model model = load_builtin_model(builtin_model);
  const MultibodySystem system(model, make_coordinate_type(model.planar ? "planar-nacf" : "nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  assemble(system, 0.0, q, v);
  return system.coordinate_count() - system.constraint_count() != degrees_of_freedom(system, 0.0, q);
}

}  // namespace mbdae::testing
