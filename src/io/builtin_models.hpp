// Built-in models: the YAML files of models/ compiled into the binary.
#pragma once

#include <string>
#include <vector>

#include "io/model_yaml.hpp"
#include "model/model.hpp"

namespace mbdae {

struct BuiltinModelText {
  const char* name;  // file stem, e.g. "triple_pendulum"
  const char* path;  // e.g. "models/triple_pendulum.yaml"
  const char* yaml;  // the file's text
};

/// Every built-in model's text, sorted by name (generated from models/*.yaml).
const std::vector<BuiltinModelText>& builtin_model_texts();

/// The built-in model called `name`, parsed and validated, its parameters set by `settings`. Throws
/// Error{Kind::usage} naming the available models when there is none by that name.
Model load_builtin_model(const std::string& name, const ParameterSettings& settings = {});

/// A model given on the command line: a built-in name, or else a path to a YAML file.
Model load_model(const std::string& name_or_path, const ParameterSettings& settings = {});

}  // namespace mbdae
