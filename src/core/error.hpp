// One error type for everything a user can get wrong or a computation can fail on.
// It carries where (file and line of a model file), what (body, joint, force or marker), and when
// (simulation time), and prints itself as one line: "file:line: joint 'B': axis has zero length".
#pragma once

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

namespace mbdae {

/// A place in a model file; line 0 means "not from a file" (a model built in code).
struct SourceLocation {
  std::string file;
  int line = 0;
};

class Error : public std::runtime_error {
 public:
  /// Classes of failure; the command maps each to its own exit code (docs/errors.md).
  enum class Kind {
    usage = 2,      // bad command line
    model = 3,      // bad model file or model data
    assembly = 4,   // initial configuration cannot satisfy the constraints
    numerical = 5,  // a solve failed during integration
    io = 6,         // a file could not be read or written
  };

  Error(Kind kind, const std::string& message, SourceLocation where = {}, std::string entity = {},
        double time = std::numeric_limits<double>::quiet_NaN())
      : std::runtime_error(format(message, where, entity, time)),
        kind_(kind),
        message_(message),
        where_(std::move(where)),
        entity_(std::move(entity)),
        time_(time) {}

  Kind kind() const { return kind_; }
  int exit_code() const { return static_cast<int>(kind_); }
  const std::string& message() const { return message_; }
  const SourceLocation& where() const { return where_; }
  /// e.g. "joint 'B'" or "body 'link1'"; empty when the error is about no single entity.
  const std::string& entity() const { return entity_; }
  double time() const { return time_; }

 private:
  static std::string format(const std::string& message, const SourceLocation& where,
                            const std::string& entity, double time) {
    std::ostringstream out;
    if (!where.file.empty()) {
      out << where.file;
      if (where.line > 0) out << ':' << where.line;
      out << ": ";
    }
    if (!std::isnan(time)) out << "t = " << time << " s: ";
    if (!entity.empty()) out << entity << ": ";
    out << message;
    return out.str();
  }

  Kind kind_;
  std::string message_;
  SourceLocation where_;
  std::string entity_;
  double time_;
};

/// A numerical failure because a matrix built from the constraint Jacobian C_q was singular (the
/// augmented formulation's C_q M⁻¹ C_qᵀ, coordinate partitioning's dependent block). Its cause is either
/// redundant constraints or a state that diverged; the time loop tells which from the rank of C_q at
/// its last good state (system/redundancy.hpp) and says so after the message.
class SingularConstraintMatrix : public Error {
 public:
  SingularConstraintMatrix(const std::string& message, double time)
      : Error(Kind::numerical, message, {}, {}, time) {}
};

/// A numerical failure because a position correction (RGCP, direct) did not bring the constraints
/// within its tolerance. With a C_q of full rank at the last good state and a residual far above any
/// tolerance, the step itself threw the state off the constraints: the time loop says the state
/// diverged (system/failure_diagnosis.cpp).
class CorrectionDidNotConverge : public Error {
 public:
  CorrectionDidNotConverge(const std::string& message, std::string entity, double time, double residual)
      : Error(Kind::numerical, message, {}, std::move(entity), time), residual_(residual) {}
  /// The largest constraint residual after the last iteration.
  double residual() const { return residual_; }

 private:
  double residual_;
};

}  // namespace mbdae
