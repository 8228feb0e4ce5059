#include "io/peer_csv.hpp"

#include <cmath>
#include <fstream>
#include <sstream>

#include "core/error.hpp"

namespace mbdae {
namespace {

constexpr const char* kHeader = "peer,integrator,accuracy,status,wall_time_s,steps,t,x,y,z,energy";

double number(const std::string& cell, const char* column, const SourceLocation& where) {
  std::size_t used = 0;
  double value = NAN;
  try {
    value = std::stod(cell, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != cell.size() || !std::isfinite(value))
    throw Error(Error::Kind::usage, std::string("peer CSV: ") + column + " '" + cell + "' is not a finite number",
                where);
  return value;
}

}  // namespace

std::vector<PeerRun> read_peer_csv(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw Error(Error::Kind::io, "cannot read the peer CSV", {path, 0});
  std::string line;
  SourceLocation where{path, 1};
  const bool has_header = static_cast<bool>(std::getline(in, line));
  if (!line.empty() && line.back() == '\r') line.pop_back();
  if (!has_header || line != kHeader)
    throw Error(Error::Kind::usage, std::string("peer CSV: the header must be ") + kHeader, where);
  std::vector<PeerRun> runs;
  while (std::getline(in, line)) {
    ++where.line;
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> cells;
    std::stringstream row(line);
    for (std::string cell; std::getline(row, cell, ',');) cells.push_back(cell);
    if (line.back() == ',') cells.emplace_back();
    if (cells.size() != 11)
      throw Error(Error::Kind::usage, "peer CSV: " + std::to_string(cells.size()) + " columns, expected 11", where);
    if (cells[0].empty() || cells[1].empty() || cells[3].empty())
      throw Error(Error::Kind::usage, "peer CSV: peer, integrator and status must not be empty", where);
    const double accuracy = number(cells[2], "accuracy", where);
    const double wall = number(cells[4], "wall_time_s", where);
    const double steps = number(cells[5], "steps", where);
    const double t = number(cells[6], "t", where);
    const Eigen::Vector3d position(number(cells[7], "x", where), number(cells[8], "y", where),
                                   number(cells[9], "z", where));
    const double energy = number(cells[10], "energy", where);
    const bool same_run = !runs.empty() && runs.back().peer == cells[0] && runs.back().integrator == cells[1] &&
                          runs.back().accuracy == accuracy;
    if (!same_run) {
      runs.push_back({cells[0], cells[1], accuracy, cells[3], wall, static_cast<long>(steps), {}, {}, {}});
    } else if (t <= runs.back().t.back()) {
      throw Error(Error::Kind::usage, "peer CSV: time does not increase within the run", where);
    }
    runs.back().t.push_back(t);
    runs.back().position.push_back(position);
    runs.back().energy.push_back(energy);
  }
  return runs;
}

}  // namespace mbdae
