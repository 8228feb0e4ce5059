// Constraint stabilization applied after every step of an explicit integrator on y = (q, v): moves
// the state back onto C(q, t) = 0 and C_q v + C_t = 0 (paper 000 §4: RGCP; paper 003: direct
// correction). A correction object keeps its buffers between calls.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "system/linear_algebra.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

struct CorrectionOptions {
  double tolerance = 1e-9;    // Newton stops when the largest position update is below this (paper 000: 1e-9)
  int max_iterations = 20;    // Newton iterations per step before the step is declared failed
  bool mass_weighted = false; // direct correction: minimize the kinetic-energy norm of the update
  /// RGCP: dense (full-pivoting LU partition, dense LU of the dependent block) or sparse (QR partition,
  /// KLU of the dependent block). The direct correction is dense either way.
  LinearAlgebra linear_algebra = LinearAlgebra::dense;
};

struct CorrectionStatistics {
  long corrections = 0;
  long newton_iterations = 0;
  long repartitions = 0;  // RGCP: how often the independent coordinates were chosen anew
};

class ConstraintCorrection {
 public:
  virtual ~ConstraintCorrection() = default;
  virtual const char* name() const = 0;
  /// Corrects q then v in place at time t. Throws Error{Kind::numerical} when Newton fails.
  virtual void correct(double t, Eigen::VectorXd& q, Eigen::VectorXd& v) = 0;
  const CorrectionStatistics& statistics() const { return statistics_; }

 protected:
  CorrectionStatistics statistics_;
};

/// "rgcp", "direct" or "none"; Error{Kind::usage} otherwise.
std::unique_ptr<ConstraintCorrection> make_constraint_correction(std::string_view name, const MultibodySystem& system,
                                                                 const CorrectionOptions& options);
std::vector<std::string> constraint_correction_names();

}  // namespace mbdae
