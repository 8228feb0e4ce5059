// Runs of another program (a peer, e.g. Simbody) on the same model, read so that `mbdae compare
// --peer-csv` measures their error against its own reference and draws them on its plots.
// Format: header "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy", then one row
// per output time of each run (x, y, z: the compared marker; energy: kinetic + potential).
#pragma once

#include <Eigen/Dense>
#include <string>
#include <vector>

namespace mbdae {

struct PeerRun {
  std::string peer, integrator;
  double accuracy = 0.0;
  std::string status;  // "ok" or why it stopped
  double wall_time_s = 0.0;
  long steps = 0;
  std::vector<double> t;
  std::vector<Eigen::Vector3d> position;
  std::vector<double> energy;
};

/// The runs of `path` in file order (a run: consecutive rows with the same peer, integrator and
/// accuracy). Error{Kind::io} when it cannot be read, Error{Kind::usage} naming file and line when
/// a row is malformed (wrong header or column count, a number that is not one, time going back).
std::vector<PeerRun> read_peer_csv(const std::string& path);

}  // namespace mbdae
