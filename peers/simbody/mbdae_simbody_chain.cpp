// mbdae_simbody_chain: models/spherical_chain.yaml or models/revolute_chain.yaml in Simbody with its
// RK-Merson, RK-Feldberg and CPodes integrators over a ladder of accuracies; writes the peer CSV that
// `mbdae compare <chain> --param n=N --peer-csv` turns into errors against its reference and curves on
// its work-precision plots.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "peer_csv_writer.hpp"
#include "simbody_chain.hpp"

int main(int argc, char** argv) {
  std::string out = "simbody.csv", model = "spherical_chain";
  mbdae::peers::ChainModel chain;
  double t_end = 1.0, output_every = 0.01, time_limit = 0.0;
  std::vector<double> accuracies{1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10};
  std::vector<std::string> integrators = mbdae::peers::simbody_integrator_names();
  CLI::App app{"mbdae's scaling chains in Simbody over a ladder of accuracies (peer of mbdae compare)"};
  app.add_option("--model", model, "spherical_chain or revolute_chain")
      ->capture_default_str()->check(CLI::IsMember({"spherical_chain", "revolute_chain"}));
  app.add_option("--n", chain.links, "Number of links (the models' parameter n)")
      ->capture_default_str()->check(CLI::Range(1, 1000));
  app.add_option("--out", out, "Peer CSV to write")->capture_default_str();
  app.add_option("--t-end", t_end, "End time, s")->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--output-every", output_every, "Sampling of the tip, s (as mbdae compare's)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--accuracies", accuracies, "Ladder of Simbody accuracies")->capture_default_str();
  app.add_option("--integrators", integrators, "rk-merson, rk-feldberg, cpodes")
      ->capture_default_str()->check(CLI::IsMember(mbdae::peers::simbody_integrator_names()));
  app.add_option("--run-time-limit", time_limit,
                 "Stepping time each run may take, s (0: no limit); a slower run ends with the status 'time limit'")
      ->capture_default_str()->check(CLI::NonNegativeNumber);
  CLI11_PARSE(app, argc, argv);
  chain.kind = model == "spherical_chain" ? "spherical" : "revolute";

  std::vector<mbdae::peers::TipRun> runs;
  mbdae::peers::print_run_table_header(stdout, "accuracy", "tip", t_end);
  for (const std::string& integrator : integrators)
    for (double accuracy : accuracies) {
      runs.push_back(mbdae::peers::run_simbody_chain(chain, integrator, accuracy, t_end, output_every, time_limit));
      const mbdae::peers::TipRun& r = runs.back();
      mbdae::peers::print_run_table_row(stdout, r);
      if (r.status != "ok") std::fprintf(stderr, "%s at %g: %s\n", integrator.c_str(), accuracy, r.message.c_str());
    }
  if (!mbdae::peers::write_peer_csv_file(out, "simbody", runs)) {
    std::fprintf(stderr, "mbdae_simbody_chain: cannot write %s\n", out.c_str());
    return 1;
  }
  return 0;
}
