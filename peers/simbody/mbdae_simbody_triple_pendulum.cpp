// mbdae_simbody_triple_pendulum: the triple pendulum in Simbody with its RK-Merson, RK-Feldberg and
// CPodes integrators over a ladder of accuracies; writes the peer CSV that `mbdae compare
// --peer-csv` turns into errors against its reference and curves on its work-precision plots.
#include <CLI/CLI.hpp>

#include <cstdio>

#include "peer_csv_writer.hpp"
#include "simbody_triple_pendulum.hpp"

int main(int argc, char** argv) {
  std::string out = "simbody.csv";
  double t_end = 5.0, output_every = 0.01;
  std::vector<double> accuracies{1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9, 1e-10, 1e-11, 1e-12};
  std::vector<std::string> integrators = mbdae::peers::simbody_integrator_names();
  CLI::App app{"The paper-000 triple pendulum in Simbody over a ladder of accuracies (peer of mbdae compare)"};
  app.add_option("--out", out, "Peer CSV to write")->capture_default_str();
  app.add_option("--t-end", t_end, "End time, s")->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--output-every", output_every, "Sampling of the tip, s (as mbdae compare's)")
      ->capture_default_str()->check(CLI::PositiveNumber);
  app.add_option("--accuracies", accuracies, "Ladder of Simbody accuracies")->capture_default_str();
  app.add_option("--integrators", integrators, "rk-merson, rk-feldberg, cpodes")
      ->capture_default_str()->check(CLI::IsMember(mbdae::peers::simbody_integrator_names()));
  CLI11_PARSE(app, argc, argv);

  std::vector<mbdae::peers::TipRun> runs;
  mbdae::peers::print_run_table_header(stdout, "accuracy", "tip D", t_end);
  for (const std::string& integrator : integrators)
    for (double accuracy : accuracies) {
      runs.push_back(mbdae::peers::run_simbody_triple_pendulum(integrator, accuracy, t_end, output_every));
      const mbdae::peers::TipRun& r = runs.back();
      mbdae::peers::print_run_table_row(stdout, r);
      if (r.status != "ok") std::fprintf(stderr, "%s at %g: %s\n", integrator.c_str(), accuracy, r.message.c_str());
    }
  if (!mbdae::peers::write_peer_csv_file(out, "simbody", runs)) {
    std::fprintf(stderr, "mbdae_simbody_triple_pendulum: cannot write %s\n", out.c_str());
    return 1;
  }
  return 0;
}
