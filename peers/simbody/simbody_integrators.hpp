// Simbody's integrators taken as peers, by the names they carry in the peer CSV and on the plots.
// Free of Simbody's headers (which compile only as C++17), like tip_run.hpp.
#pragma once

#include <string>
#include <vector>

namespace mbdae::peers {

const std::vector<std::string>& simbody_integrator_names();  // rk-merson, rk-feldberg, cpodes

}  // namespace mbdae::peers
