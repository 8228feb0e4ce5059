// The trajectory CSV `mbdae run --output` writes (README, "Using the command"): header `t`, then per marker
// NAME.x,NAME.y,NAME.z,NAME.vx,NAME.vy,NAME.vz, then energy,position_violation,velocity_violation; with
// --output-bodies each body's pose BODY.x,BODY.y,BODY.z,BODY.qw,BODY.qx,BODY.qy,BODY.qz, and with
// --output-reactions each joint's JOINT.fx,JOINT.fy,JOINT.fz,JOINT.tx,JOINT.ty,JOINT.tz.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <vector>

#include "io/output_file.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

/// What the file holds beyond the markers.
struct TrajectoryColumns {
  bool bodies = false;          // each body's origin and orientation (unit quaternion w, x, y, z, w ≥ 0)
  std::string reactions_frame;  // empty: no reactions; else the frame of JointReactions
};

class TrajectoryCsvWriter {
 public:
  /// Reactions need the bodies' global coordinates: Error{Kind::usage} otherwise.
  TrajectoryCsvWriter(const std::string& path, const EquationsOfMotion& system, const TrajectoryColumns& columns = {});
  ~TrajectoryCsvWriter();
  void write(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& multipliers,
             double position_violation, double velocity_violation);
  /// Makes the file appear at its path (whatever was written so far, for a failed run too).
  void commit() { file_.commit(); }

 private:
  AtomicOutputFile file_;
  const EquationsOfMotion& system_;
  TrajectoryColumns columns_;
  std::unique_ptr<class JointReactions> reactions_;
  std::vector<Eigen::Matrix<double, 6, 1>> wrenches_;
};

}  // namespace mbdae
