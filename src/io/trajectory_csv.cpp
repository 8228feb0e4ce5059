#include "io/trajectory_csv.hpp"

#include "system/joint_reactions.hpp"

namespace mbdae {

TrajectoryCsvWriter::TrajectoryCsvWriter(const std::string& path, const EquationsOfMotion& system,
                                         const TrajectoryColumns& columns)
    : file_(path), system_(system), columns_(columns) {
  if (!columns_.reactions_frame.empty()) {
    const auto* bodies = dynamic_cast<const MultibodySystem*>(&system);
    if (!bodies)
      throw Error(Error::Kind::usage, "--output-reactions needs the bodies' global coordinates (nacf, rpcf-ep or a "
                                      "planar type): the tree joints of " + system.coordinates_name() +
                                      " coordinates carry no multipliers");
    reactions_ = std::make_unique<JointReactions>(*bodies, columns_.reactions_frame);
  }
  std::FILE* out = file_.stream();
  std::fputs("t", out);
  for (const Marker& m : system.model().markers)
    for (const char* c : {"x", "y", "z", "vx", "vy", "vz"}) std::fprintf(out, ",%s.%s", m.name.c_str(), c);
  std::fputs(",energy,position_violation,velocity_violation", out);
  if (columns_.bodies)
    for (const Body& b : system.model().bodies)
      for (const char* c : {"x", "y", "z", "qw", "qx", "qy", "qz"}) std::fprintf(out, ",%s.%s", b.name.c_str(), c);
  if (reactions_)
    for (const Joint& j : system.model().joints)
      for (const char* c : {"fx", "fy", "fz", "tx", "ty", "tz"}) std::fprintf(out, ",%s.%s", j.name.c_str(), c);
  std::fputs("\n", out);
}

TrajectoryCsvWriter::~TrajectoryCsvWriter() = default;

void TrajectoryCsvWriter::write(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                const Eigen::VectorXd& multipliers, double position_violation,
                                double velocity_violation) {
  std::FILE* out = file_.stream();
  std::fprintf(out, "%.10g", t);
  for (int k = 0; k < static_cast<int>(system_.model().markers.size()); ++k) {
    const Eigen::Vector3d r = system_.marker_position(k, q);
    const Eigen::Vector3d rd = system_.marker_velocity(k, q, v);
    std::fprintf(out, ",%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", r.x(), r.y(), r.z(), rd.x(), rd.y(), rd.z());
  }
  std::fprintf(out, ",%.17g,%.6e,%.6e", system_.mechanical_energy(q, v), position_violation, velocity_violation);
  if (columns_.bodies)
    for (int b = 0; b < system_.body_count(); ++b) {
      const Eigen::Vector3d r = system_.body_origin(b, q);
      // The nearest rotation's quaternion (a state slightly off its normalization is not quite one).
      Eigen::JacobiSVD<Eigen::Matrix3d> svd(system_.body_rotation(b, q), Eigen::ComputeFullU | Eigen::ComputeFullV);
      Eigen::Quaterniond p(Eigen::Matrix3d(svd.matrixU() * svd.matrixV().transpose()));
      p.normalize();
      if (p.w() < 0.0) p.coeffs() = -p.coeffs();
      std::fprintf(out, ",%.17g,%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", r.x(), r.y(), r.z(), p.w(), p.x(), p.y(), p.z());
    }
  if (reactions_) {
    reactions_->evaluate(t, q, multipliers, wrenches_);
    for (const auto& w : wrenches_)
      std::fprintf(out, ",%.17g,%.17g,%.17g,%.17g,%.17g,%.17g", w[0], w[1], w[2], w[3], w[4], w[5]);
  }
  std::fputs("\n", out);
}

}  // namespace mbdae
