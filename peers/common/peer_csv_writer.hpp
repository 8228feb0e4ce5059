// The peer CSV that `mbdae compare --peer-csv` reads (src/io/peer_csv.hpp): one row per output
// time of each run, so that compare measures the peer's error against its own reference, sample by
// sample, exactly as it measures its own runs. Also the table each peer program prints as it goes.
#pragma once

#include <cstdio>
#include <ostream>
#include <string>
#include <vector>

#include "tip_run.hpp"

namespace mbdae::peers {

/// Header: peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy
void write_peer_csv(std::ostream& out, const std::string& peer, const std::vector<TipRun>& runs);

/// The same written whole to `path` through a temporary name, so that an interrupted program leaves no
/// half file. False when it cannot be written.
bool write_peer_csv_file(const std::string& path, const std::string& peer, const std::vector<TipRun>& runs);

/// A Markdown table of the runs as they finish: its header (`accuracy_name`: "accuracy" or "dt (s)"),
/// then one row per run with the tip at the end of the run.
void print_run_table_header(std::FILE* out, const std::string& accuracy_name, const std::string& tip_name,
                            double t_end);
void print_run_table_row(std::FILE* out, const TipRun& run);

}  // namespace mbdae::peers
