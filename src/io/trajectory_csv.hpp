// The trajectory CSV `mbdae run --output` writes (README, "Using the command"): header `t`, then per marker
// NAME.x,NAME.y,NAME.z,NAME.vx,NAME.vy,NAME.vz, then energy,position_violation,velocity_violation.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "io/output_file.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

class TrajectoryCsvWriter {
 public:
  TrajectoryCsvWriter(const std::string& path, const EquationsOfMotion& system);
  void write(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, double position_violation,
             double velocity_violation);
  /// Makes the file appear at its path (whatever was written so far, for a failed run too).
  void commit() { file_.commit(); }

 private:
  AtomicOutputFile file_;
  const EquationsOfMotion& system_;
};

}  // namespace mbdae
