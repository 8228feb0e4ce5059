#include <cstdio>

#include "cli/commands.hpp"
#include "integrators/method_registry.hpp"
#include "io/builtin_models.hpp"

namespace mbdae::cli {

int list_models() {
  for (const BuiltinModelText& text : builtin_model_texts()) {
    const Model model = load_builtin_model(text.name);
    std::printf("%-22s %s\n", text.name, model.description.c_str());
  }
  return 0;
}

int list_methods() {
  std::printf("%s", method_matrix().c_str());
  return 0;
}

}  // namespace mbdae::cli
