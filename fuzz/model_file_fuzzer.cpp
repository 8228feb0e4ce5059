// libFuzzer target: any byte string given to the model loader either becomes a valid model or is
// rejected with mbdae::Error. A valid model is then assembled in both coordinate types, which is
// where NaNs, huge numbers and degenerate geometry that got past validation would surface. Anything
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

#include "coordinates/coordinate_type.hpp"
#include "core/error.hpp"
#include "io/model_yaml.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"

namespace {

// Fuzzed models stay small so that one input runs in milliseconds; larger ones exercise nothing new.
constexpr int kLargestFuzzedModel = 20;

void assemble_in(const mbdae::Model& model, const char* coordinates) {
  const mbdae::MultibodySystem system(model, mbdae::make_coordinate_type(coordinates));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  mbdae::assemble(system, 0.0, q, v);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const mbdae::Model model = mbdae::parse_model_yaml(text, "fuzz.yaml");
    if (static_cast<int>(model.bodies.size() + model.joints.size()) > kLargestFuzzedModel) return 0;
    assemble_in(model, "nacf");
    assemble_in(model, "rpcf-ep");
  } catch (const mbdae::Error& e) {
    // Expected for bad input. The message must be one line: the command prints it as such.
    if (std::string(e.what()).find('\n') != std::string::npos) {
      std::fprintf(stderr, "multi-line error message: %s\n", e.what());
      std::abort();
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "escaped exception (not mbdae::Error): %s\n", e.what());
    std::abort();
  }
  return 0;
}
