// Reading models from YAML (format: docs/model-format.md).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "model/model.hpp"

namespace mbdae {

/// A parameter value given on the command line, `--param NAME=VALUE`: the text after '=' is read by
/// the loader, which knows the parameter's line, range and whether it must be an integer.
struct ParameterSetting {
  std::string name;
  std::string value;
};
using ParameterSettings = std::vector<ParameterSetting>;

/// Splits "NAME=VALUE". Throws Error{Kind::usage} when there is no '=' or no name.
ParameterSetting parse_parameter_setting(const std::string& text);

/// Parses and validates a model from YAML text. `source_name` is used in error messages
/// ("source_name:line: ...") and stored as Model::source. `settings` override the defaults of the
/// parameters the file declares.
/// Throws Error{Kind::model} with file, line and the offending entity on any problem in the text, and
/// Error{Kind::usage} naming the file, line and parameter when a setting is unknown, not a number or
/// out of the parameter's range.
Model parse_model_yaml(const std::string& text, const std::string& source_name,
                       const ParameterSettings& settings = {});

/// Reads a model file. Throws Error{Kind::io} when it cannot be read, Error{Kind::model} when bad.
/// The largest model file load_model_file() reads: 64 MiB (a model of a million repeated entries is
/// written in a few lines).
inline constexpr std::size_t kMaxModelFileBytes = std::size_t{64} << 20;

/// A path whose name ends in ".urdf" is read as a URDF robot (io/urdf_model.hpp), which takes no
/// `settings` (Error{Kind::usage} when there are some).
Model load_model_file(const std::string& path, const ParameterSettings& settings = {});

}  // namespace mbdae
