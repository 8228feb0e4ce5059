// The checks validate() (validate.cpp) is made of that joint kinds also use for their own numbers
// (JointKind::check, src/joints/joint_kinds.hpp), so that their messages read like every other.
#pragma once

#include <Eigen/Dense>
#include <string>

#include "core/error.hpp"

namespace mbdae {

/// The entity being checked (a body, joint, force or marker) and where it came from: every error
/// names both, so that "file:line: joint 'B': ..." leads the user straight to the problem.
struct Subject {
  SourceLocation where;
  std::string label;  // "body 'link1'", or "body #2" when the body has no name

  [[noreturn]] void fail(const std::string& message) const {
    throw Error(Error::Kind::model, message, where, label);
  }
};

/// "KEY must be finite (got inf)", "KEY must be positive (got -1)".
void check_positive(const Subject& subject, const char* key, double value);

/// In a planar model: "KEY of a planar model must lie in the x-y plane (z = 0)".
void check_in_plane(const Subject& subject, const char* key, const Eigen::Vector3d& x);

}  // namespace mbdae
