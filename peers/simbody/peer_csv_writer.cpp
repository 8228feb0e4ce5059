#include "peer_csv_writer.hpp"

#include <iomanip>

namespace mbdae::peers {

void write_peer_csv(std::ostream& out, const std::string& peer, const std::vector<SimbodyRun>& runs) {
  out << "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy\n";
  for (const SimbodyRun& run : runs)
    for (const TipSample& s : run.samples)
      // Samples with 17 digits, to round-trip exactly: compare measures errors down to 1e-12 m.
      out << peer << ',' << run.integrator << ',' << std::setprecision(6) << run.accuracy << ',' << run.status << ','
          << run.wall_time_s << ',' << run.steps << ',' << std::setprecision(17) << s.t << ',' << s.position[0] << ','
          << s.position[1] << ',' << s.position[2] << ',' << s.energy << '\n';
}

}  // namespace mbdae::peers
