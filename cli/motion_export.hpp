// A run's motion as a ParaView time series (`mbdae run --export-motion FILE.pvd`, docs/report.md): a
// VTK XML collection (.pvd) naming one VTK XML PolyData file (.vtp) per output time, in FILE's name with
// `_frames` beside it. Each frame holds the bodies as the boxes the report draws (report_motion.hpp:
// eight corners and six quadrilaterals each, in the ground frame), the joints and the markers as
// vertices; the cell array `body` says whose each cell is (-1: a joint, -2: a marker).
//
// The format is written here rather than through VTK's C++ library, which would make a library of some
// hundred megabytes a dependency of the build for a few lines of XML; the tests read it back with
// VTK's own reader (tests/report/motion_export_test.py).
#pragma once

#include <string>

#include "cli/report_data.hpp"

namespace mbdae::cli {

/// Writes `track` of `scene`'s mechanism to `pvd` and its frames to the folder `pvd` without its
/// extension, plus "_frames". Every file is written whole or not at all (io/output_file.hpp).
void export_motion_vtk(const std::string& pvd, const MotionScene& scene, const MotionTrack& track);

/// The folder of a .pvd's frames: "out/motion.pvd" -> "out/motion_frames".
std::string motion_frames_folder(const std::string& pvd);

}  // namespace mbdae::cli
