// libFuzzer target: any byte string given to the model loader either becomes a valid model or is
// rejected with mbdae::Error. A valid model is then assembled in every set of coordinates that takes it
// (relative coordinates too, whose kinematic tree and cut joints are built from the model's joints),
// which is where NaNs, huge numbers and degenerate geometry that got past validation would surface. Anything
// else — another exception, a crash, a hang, a sanitizer report — is a bug.
//
// Build: cmake --preset sanitize && cmake --build --preset sanitize --target mbdae_model_file_fuzzer
// Run:   build/sanitize/fuzz/mbdae_model_file_fuzzer -max_total_time=600 fuzz/corpus/model_file
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "fuzz_checks.hpp"
#include "core/error.hpp"
#include "io/model_yaml.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace {

// Fuzzed models stay small so that one input runs in milliseconds; larger ones exercise nothing new.
constexpr int kLargestFuzzedModel = 20;

void assemble_in(const mbdae::Model& model, const std::string& coordinates) {
  const auto system = mbdae::make_equations_of_motion(coordinates, model);
  Eigen::VectorXd q, v;
  system->initial_state(q, v);
  mbdae::assemble(*system, 0.0, q, v);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  mbdae::fuzz::expect_one_line_errors_only([&] {
    const mbdae::Model model = mbdae::parse_model_yaml(text, "fuzz.yaml");
    if (static_cast<int>(model.bodies.size() + model.joints.size()) > kLargestFuzzedModel) return;
    for (const std::string& coordinates : mbdae::coordinates_names(model.planar)) assemble_in(model, coordinates);
  });
  return 0;
}
