#include "cli/motion_export.hpp"

#include <cstdio>
#include <filesystem>
#include <sstream>

#include "cli/report_html.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

struct Pose {
  Eigen::Vector3d origin;
  Eigen::Quaterniond rotation;
};

Pose pose_of(const MotionTrack& track, std::size_t frame, std::size_t bodies, std::size_t body) {
  const double* p = &track.poses[(frame * bodies + body) * 7];
  return {Eigen::Vector3d(p[0], p[1], p[2]), Eigen::Quaterniond(p[3], p[4], p[5], p[6]).normalized()};
}

/// One frame as VTK XML PolyData, ASCII.
std::string frame_vtp(const MotionScene& scene, const MotionTrack& track, std::size_t frame) {
  const std::size_t bodies = scene.bodies.size();
  std::vector<Eigen::Vector3d> points;
  for (std::size_t b = 0; b < bodies; ++b) {
    const BodyShape& shape = scene.bodies[b];
    const Pose pose = pose_of(track, frame, bodies, b);
    const Eigen::Quaterniond axes(shape.rotation[0], shape.rotation[1], shape.rotation[2], shape.rotation[3]);
    // Corner k has x, y, z at +half where bit 0, 1, 2 of k is set.
    for (int k = 0; k < 8; ++k) {
      const Eigen::Vector3d local((k & 1 ? 0.5 : -0.5) * shape.size.x(), (k & 2 ? 0.5 : -0.5) * shape.size.y(),
                                  (k & 4 ? 0.5 : -0.5) * shape.size.z());
      points.push_back(pose.origin + pose.rotation * (shape.center + axes.normalized() * local));
    }
  }
  for (const MotionScene::JointPoint& joint : scene.joints) {
    if (joint.body < 0) {
      points.push_back(joint.point);
    } else {
      const Pose pose = pose_of(track, frame, bodies, static_cast<std::size_t>(joint.body));
      points.push_back(pose.origin + pose.rotation * joint.point);
    }
  }
  for (const std::vector<double>& marker : track.markers)
    points.emplace_back(marker[frame * 3], marker[frame * 3 + 1], marker[frame * 3 + 2]);
  const std::size_t vertices = scene.joints.size() + track.markers.size();

  std::ostringstream out;
  out.precision(17);
  out << "<?xml version=\"1.0\"?>\n<VTKFile type=\"PolyData\" version=\"0.1\" byte_order=\"LittleEndian\">\n"
      << "<PolyData>\n<Piece NumberOfPoints=\"" << points.size() << "\" NumberOfVerts=\"" << vertices
      << "\" NumberOfLines=\"0\" NumberOfStrips=\"0\" NumberOfPolys=\"" << 6 * bodies << "\">\n"
      << "<Points>\n<DataArray type=\"Float64\" NumberOfComponents=\"3\" format=\"ascii\">\n";
  for (const Eigen::Vector3d& p : points) out << p.x() << ' ' << p.y() << ' ' << p.z() << '\n';
  out << "</DataArray>\n</Points>\n";
  // Cell data in VTK's order of cells: vertices, then polygons.
  out << "<CellData Scalars=\"body\">\n<DataArray type=\"Int32\" Name=\"body\" format=\"ascii\">\n";
  for (std::size_t j = 0; j < scene.joints.size(); ++j) out << "-1\n";
  for (std::size_t m = 0; m < track.markers.size(); ++m) out << "-2\n";
  for (std::size_t b = 0; b < bodies; ++b)
    for (int face = 0; face < 6; ++face) out << b << '\n';
  out << "</DataArray>\n</CellData>\n";
  out << "<Verts>\n<DataArray type=\"Int64\" Name=\"connectivity\" format=\"ascii\">\n";
  for (std::size_t v = 0; v < vertices; ++v) out << 8 * bodies + v << '\n';
  out << "</DataArray>\n<DataArray type=\"Int64\" Name=\"offsets\" format=\"ascii\">\n";
  for (std::size_t v = 0; v < vertices; ++v) out << v + 1 << '\n';
  out << "</DataArray>\n</Verts>\n";
  // The box's faces, each counter-clockwise seen from outside (corner bits: x = 1, y = 2, z = 4).
  constexpr int kFaces[6][4] = {{0, 2, 6, 4}, {1, 5, 7, 3}, {0, 4, 5, 1}, {2, 3, 7, 6}, {0, 1, 3, 2}, {4, 6, 7, 5}};
  out << "<Polys>\n<DataArray type=\"Int64\" Name=\"connectivity\" format=\"ascii\">\n";
  for (std::size_t b = 0; b < bodies; ++b)
    for (const auto& face : kFaces)
      out << 8 * b + face[0] << ' ' << 8 * b + face[1] << ' ' << 8 * b + face[2] << ' ' << 8 * b + face[3] << '\n';
  out << "</DataArray>\n<DataArray type=\"Int64\" Name=\"offsets\" format=\"ascii\">\n";
  for (std::size_t k = 1; k <= 6 * bodies; ++k) out << 4 * k << '\n';
  out << "</DataArray>\n</Polys>\n</Piece>\n</PolyData>\n</VTKFile>\n";
  return out.str();
}

}  // namespace

std::string motion_frames_folder(const std::string& pvd) {
  std::filesystem::path folder(pvd);
  folder.replace_extension();
  return folder.string() + "_frames";
}

void export_motion_vtk(const std::string& pvd, const MotionScene& scene, const MotionTrack& track) {
  namespace fs = std::filesystem;
  const fs::path folder = motion_frames_folder(pvd);
  create_output_folder(folder.string());
  std::ostringstream collection;
  collection.precision(17);
  collection << "<?xml version=\"1.0\"?>\n<VTKFile type=\"Collection\" version=\"0.1\" byte_order=\"LittleEndian\">\n"
             << "<Collection>\n";
  for (std::size_t f = 0; f < track.t.size(); ++f) {
    char name[32];
    std::snprintf(name, sizeof name, "frame_%06zu.vtp", f);
    write_file_atomically((folder / name).string(), frame_vtp(scene, track, f));
    // The frames' folder relative to the .pvd, which ParaView resolves from the .pvd's own folder.
    collection << "<DataSet timestep=\"" << track.t[f] << "\" part=\"0\" file=\""
               << markup_escaped((folder.filename() / name).string()) << "\"/>\n";
  }
  collection << "</Collection>\n</VTKFile>\n";
  write_file_atomically(pvd, collection.str());
}

}  // namespace mbdae::cli
