// mbdae: simulate constrained multibody systems and compare formulations and integrators.
#include "cli/command_line.hpp"
#include "core/memory_reuse.hpp"

int main(int argc, char** argv) {
  mbdae::keep_freed_memory_for_reuse();
  return mbdae::cli::run_command_line(argc, argv);
}
