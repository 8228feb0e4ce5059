#include <cstdio>
#include <string>

#include "cli/commands.hpp"
#include "methods/registry.hpp"
#include "io/builtin_models.hpp"

namespace mbdae::cli {

ParameterSettings parameter_settings(const std::vector<std::string>& assignments) {
  ParameterSettings settings;
  for (const std::string& assignment : assignments) settings.push_back(parse_parameter_setting(assignment));
  return settings;
}

void print_model_notes(const Model& model) {
  for (const std::string& note : model.notes) std::fprintf(stderr, "mbdae: note: %s\n", note.c_str());
}

int list_models() {
  for (const BuiltinModelText& text : builtin_model_texts()) {
    const Model model = load_builtin_model(text.name);
    std::printf("%-22s %s\n", text.name, model.description.c_str());
    // Each parameter on its own line, as `--param` takes it, with its default, range and meaning; a
    // derived one, which `--param` refuses, with its value and the parameters it follows.
    for (const ModelParameter& p : model.parameters) {
      const auto number = [](double x) {
        char buffer[32];
        std::snprintf(buffer, sizeof buffer, "%g", x);
        return std::string(buffer);
      };
      if (p.derived()) {
        std::string from;
        for (std::size_t k = 0; k < p.derived_from.size(); ++k)
          from += (k == 0 ? "" : k + 1 == p.derived_from.size() ? " and " : ", ") + p.derived_from[k];
        std::string line = "    " + p.name + " = " + number(p.value) + " (derived from " + from + ")";
        if (!p.description.empty()) line += "  " + p.description;
        std::printf("%s\n", line.c_str());
        continue;
      }
      std::string notes = p.integer ? "integer" : "";
      std::string range;
      if (p.minimum && p.maximum) range = number(*p.minimum) + " to " + number(*p.maximum);
      else if (p.minimum) range = "at least " + number(*p.minimum);
      else if (p.maximum) range = "at most " + number(*p.maximum);
      if (!range.empty()) notes += (notes.empty() ? "" : ", ") + range;
      std::string line = "    --param " + p.name + "=" + number(p.default_value);
      if (!notes.empty()) line += " (" + notes + ")";
      if (!p.description.empty()) line += "  " + p.description;
      std::printf("%s\n", line.c_str());
    }
    // The settings its own motion needs (`run:`), as `mbdae run` takes them when not given.
    RunSettings settings;
    const std::vector<std::string> taken = apply_run_defaults(model, {}, settings);
    if (!taken.empty()) {
      std::string line = "    runs with";
      for (const std::string& flag : taken) line += " " + flag;
      if (!model.run_defaults.why.empty()) line += "  " + model.run_defaults.why;
      std::printf("%s\n", line.c_str());
    }
  }
  return 0;
}

int print_model_file(const std::string& name) {
  for (const BuiltinModelText& text : builtin_model_texts())
    if (text.name == name) {
      std::printf("%s", text.yaml);
      return 0;
    }
  load_builtin_model(name);  // throws the usage error that lists the models
  return 0;
}

int list_methods() {
  std::printf("%s", method_matrix().c_str());
  return 0;
}

}  // namespace mbdae::cli
