// mbdae: simulate constrained multibody systems and compare formulations and integrators.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <exception>

#include "cli/commands.hpp"
#include "core/error.hpp"

int main(int argc, char** argv) {
  CLI::App app{
      "mbdae - simulate constrained multibody systems and compare the ways of writing and\n"
      "integrating their differential-algebraic equations of motion.\n"
      "Models are built-in names (see `mbdae models`) or YAML files (docs/model-format.md)."};
  app.require_subcommand(1);

  app.add_subcommand("models", "List the built-in models, one line each.");

  mbdae::cli::RunOptions run_options;
  CLI::App* run = app.add_subcommand(
      "run", "Load a model, assemble a consistent initial state and report it.");
  run->add_option("model", run_options.model,
                  "Built-in model name or path to a YAML model file")
      ->capture_default_str();
  run->add_option("--coordinates", run_options.coordinates,
                  "Body coordinates: nacf (natural absolute, 12 per body, constant mass matrix) or "
                  "rpcf-ep (reference point + Euler parameters, 7 per body)")
      ->capture_default_str()
      ->check(CLI::IsMember({"nacf", "rpcf-ep"}));

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }

  try {
    if (app.got_subcommand("models")) return mbdae::cli::list_models();
    if (app.got_subcommand("run")) return mbdae::cli::run(run_options);
  } catch (const mbdae::Error& e) {
    std::fprintf(stderr, "mbdae: error: %s\n", e.what());
    return e.exit_code();
  } catch (const std::exception& e) {
    std::fprintf(stderr, "mbdae: internal error: %s\n", e.what());
    return 70;
  }
  return 0;
}
