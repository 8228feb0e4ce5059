// mbdae: simulate constrained multibody systems and compare formulations and integrators.
#include "cli/command_line.hpp"

int main(int argc, char** argv) { return mbdae::cli::run_command_line(argc, argv); }
