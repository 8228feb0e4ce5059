// The peer CSV that `mbdae compare --peer-csv` reads (cli/peer_csv.hpp): one row per output
// time of each run, so that compare measures the peer's error against its own reference, sample by
// sample, exactly as it measures its own runs.
#pragma once

#include <ostream>
#include <string>
#include <vector>

#include "simbody_run.hpp"

namespace mbdae::peers {

/// Header: peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy
void write_peer_csv(std::ostream& out, const std::string& peer, const std::vector<SimbodyRun>& runs);

}  // namespace mbdae::peers
