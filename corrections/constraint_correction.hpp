// Constraint stabilization applied by the time loop (integrators/simulation.hpp) after every step of an
// integrator on y = (q, v) that takes one (ab4, rk4, arkode-erk, arkode-erk-fixed, arkode-dirk): moves the state back
// onto C(q, t) = 0 and C_q v + C_t = 0 (paper 000 §4: `rgcp`, corrections/rgcp.hpp; paper 003:
// `direct`, corrections/direct.hpp; `none`, corrections/none.hpp). A correction object keeps its
// buffers between calls.
#pragma once

#include <Eigen/Dense>
#include <memory>
#include <string>

#include "linear_algebra/linear_algebra.hpp"
#include "system/multibody_system.hpp"

namespace mbdae {

struct CorrectionOptions {
  double tolerance = 1e-9;    // Newton stops when the largest position update is below this (paper 000: 1e-9)
  int max_iterations = 20;    // Newton iterations per step before the step is declared failed
  bool mass_weighted = false; // direct correction: minimize the kinetic-energy norm of the update
  /// RGCP: dense (full-pivoting LU partition, dense LU of the dependent block) or sparse (QR partition,
  /// KLU of the dependent block); direct correction: dense (complete orthogonal decomposition of
  /// C_q L⁻ᵀ) or sparse (minimum-norm solve of C_q W⁻¹ C_qᵀ).
  LinearAlgebra linear_algebra = LinearAlgebra::dense;

  /// Error{Kind::usage} naming the option (`tolerance`, `max_iterations`) when a value makes no sense.
  void validate() const;
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

}  // namespace mbdae
