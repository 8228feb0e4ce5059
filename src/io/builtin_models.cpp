#include "io/builtin_models.hpp"

#include <filesystem>
#include <system_error>

#include "io/model_yaml.hpp"

namespace mbdae {
namespace {

const BuiltinModelText* find_builtin(const std::string& name) {
  for (const BuiltinModelText& text : builtin_model_texts())
    if (name == text.name) return &text;
  return nullptr;
}

std::string builtin_names() {
  std::string names;
  for (const BuiltinModelText& text : builtin_model_texts())
    names += (names.empty() ? "" : ", ") + std::string(text.name);
  return names;
}

}  // namespace

Model load_builtin_model(const std::string& name, const ParameterSettings& settings) {
  const BuiltinModelText* text = find_builtin(name);
  if (!text)
    throw Error(Error::Kind::usage,
                "no built-in model named '" + name + "' (built-in models: " + builtin_names() + ")");
  // Errors name the file in models/ that the built-in was compiled from: that is the text to fix.
  Model model = parse_model_yaml(text->yaml, text->path, settings);
  model.source = "builtin:" + name;
  return model;
}

Model load_model(const std::string& name_or_path, const ParameterSettings& settings) {
  if (find_builtin(name_or_path)) return load_builtin_model(name_or_path, settings);
  std::error_code ignored;
  if (std::filesystem::exists(name_or_path, ignored)) return load_model_file(name_or_path, settings);
  throw Error(Error::Kind::usage, "no built-in model or file named '" + name_or_path +
                                      "' (built-in models: " + builtin_names() + ")");
}

}  // namespace mbdae
