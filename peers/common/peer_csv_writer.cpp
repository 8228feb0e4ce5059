#include "peer_csv_writer.hpp"

#include <fstream>
#include <iomanip>
#include <sstream>

namespace mbdae::peers {

void write_peer_csv(std::ostream& out, const std::string& peer, const std::vector<TipRun>& runs) {
  out << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";
  for (const TipRun& run : runs)
    for (const TipSample& s : run.samples)
      // Samples with 17 digits, to round-trip exactly: compare measures errors down to 1e-12 m.
      out << peer << ',' << run.integrator << ',' << std::setprecision(6) << run.accuracy << ',' << run.status << ','
          << run.wall_time_s << ',' << run.steps << ',' << std::setprecision(17) << s.t << ',' << s.position[0] << ','
          << s.position[1] << ',' << s.position[2] << ',' << s.energy << '\n';
}

bool write_peer_csv_file(const std::string& path, const std::string& peer, const std::vector<TipRun>& runs) {
  std::ostringstream csv;
  write_peer_csv(csv, peer, runs);
  const std::string temporary = path + ".tmp";
  std::ofstream file(temporary);
  file << csv.str();
  file.close();
  return file && std::rename(temporary.c_str(), path.c_str()) == 0;
}

void print_run_table_header(std::FILE* out, const std::string& accuracy_name, const std::string& tip_name,
                            double t_end) {
  std::fprintf(out, "| integrator | %s | status | %s at t = %g s (m) | wall (s) | steps |\n|---|---|---|---|---|---|\n",
               accuracy_name.c_str(), tip_name.c_str(), t_end);
}

void print_run_table_row(std::FILE* out, const TipRun& run) {
  const TipSample& last = run.samples.back();
  std::fprintf(out, "| %s | %g | %s | (%.9f, %.9f, %.9f) at t = %g | %.3e | %ld |\n", run.integrator.c_str(),
               run.accuracy, run.status.c_str(), last.position[0], last.position[1], last.position[2], last.t,
               run.wall_time_s, run.steps);
  std::fflush(out);
}

}  // namespace mbdae::peers
