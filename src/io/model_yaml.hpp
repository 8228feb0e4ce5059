// Reading models from YAML (format: docs/model-format.md).
#pragma once

#include <string>

#include "model/model.hpp"

namespace mbdae {

/// Parses and validates a model from YAML text. `source_name` is used in error messages
/// ("source_name:line: ...") and stored as Model::source.
/// Throws Error{Kind::model} with file, line and the offending entity on any problem.
Model parse_model_yaml(const std::string& text, const std::string& source_name);

/// Reads a model file. Throws Error{Kind::io} when it cannot be read, Error{Kind::model} when bad.
Model load_model_file(const std::string& path);

}  // namespace mbdae
