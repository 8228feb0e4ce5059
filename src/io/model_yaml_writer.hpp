// Writing a model in mbdae's YAML format (docs/model-format.md): what `mbdae convert` prints.
#pragma once

#include <string>
#include <vector>

#include "model/model.hpp"

namespace mbdae {

/// The model file of `model`, which parse_model_yaml() reads back as the same model, number for number:
/// each number in the shortest form that reads back to the same double (at most 17 significant
/// digits), each body's inertia as the full tensor about its centre of mass, its orientation as the
/// rotation matrix, each joint's points and axes in its own bodies' frames (point_i, point_j, axis_i,
/// axis_j), and the markers. `header` lines are written first, each as a comment ("# " + line).
/// The model's parameters are not written: its numbers are their values. Throws Error{Kind::usage} for a
/// model the writer cannot write: a planar one, one with forces, or one with a joint driven by a time
/// function (`angle:`; a constant `angular_velocity` is written).
std::string model_yaml_text(const Model& model, const std::vector<std::string>& header = {});

}  // namespace mbdae
