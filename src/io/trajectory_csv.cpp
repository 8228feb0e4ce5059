#include "io/trajectory_csv.hpp"

namespace mbdae {

TrajectoryCsvWriter::TrajectoryCsvWriter(const std::string& path, const EquationsOfMotion& system)
    : file_(path), system_(system) {
  std::FILE* out = file_.stream();
  std::fputs("t", out);
  for (const Marker& m : system.model().markers)
    for (const char* c : {"x", "y", "z", "vx", "vy", "vz"}) std::fprintf(out, ",%s.%s", m.name.c_str(), c);
  std::fputs(",energy,position_violation,velocity_violation\n", out);
}

void TrajectoryCsvWriter::write(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                double position_violation, double velocity_violation) {
  std::FILE* out = file_.stream();
  std::fprintf(out, "%.10g", t);
  for (int k = 0; k < static_cast<int>(system_.model().markers.size()); ++k) {
    const Eigen::Vector3d r = system_.marker_position(k, q);
    const Eigen::Vector3d rd = system_.marker_velocity(k, q, v);
    std::fprintf(out, ",%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", r.x(), r.y(), r.z(), rd.x(), rd.y(), rd.z());
  }
  std::fprintf(out, ",%.17g,%.6e,%.6e\n", system_.mechanical_energy(q, v), position_violation, velocity_violation);
}

}  // namespace mbdae
