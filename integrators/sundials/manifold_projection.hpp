// Projection of a state (q, v) onto the constraint manifold C = 0, C_q v + C_t = 0, with the
// projection of an error estimate: CVODE's projection function (CVodeSetProjFn).
#pragma once

#include <nvector/nvector_serial.h>

#include <Eigen/Dense>

#include "system/multibody_system.hpp"

namespace mbdae {

/// Moves a state (q, v) to the nearest consistent one in the Euclidean norm, as the direct correction
/// of paper 003 does: Newton steps Δq = −C_q⁺ C(q) until the WRMS norm of the update is below the
/// tolerance, then Δv = −C_q⁺ (C_q v + C_t) at the projected q. C_q⁺ is the minimum-norm
/// (pseudo-)inverse from a complete orthogonal decomposition, so redundant constraints are fine.
/// It is CVODE's projection (CVProjFn) and also projects CVODE's local error estimate.
class ManifoldProjection {
 public:
  /// Stopping tolerance on the WRMS norm of the Newton update: CVODE's default (CVodeSetEpsProj).
  /// Newton converges quadratically, so after an update this small |C| is of the order of its square.
  static constexpr double kTolerance = 0.1;

  explicit ManifoldProjection(const EquationsOfMotion& system);

  /// The CVProjFn contract (CVODE 6.4 guide, "Projection function"): y = (q, v) is the step's
  /// solution, which is not to be changed; `correction` receives c such that y + c is consistent;
  /// when error projection is on (CVODE's default) `error` holds the local error estimate on input and
  /// receives its projection, which CVODE then uses in its error test (nullptr when off). `weights`
  /// are CVODE's error weights. Returns 0, or 1 (recoverable: CVODE retries with a smaller step) when
  /// Newton does not converge or the state is not finite.
  int project_step(double t, N_Vector y, N_Vector correction, double tolerance, N_Vector error, N_Vector weights);
  /// Projects an (interpolated) output state in place to kTolerance. Throws Error{Kind::numerical}
  /// when Newton does not converge.
  void project_state(double t, Eigen::VectorXd& q, Eigen::VectorXd& v, N_Vector weights);

 private:
  bool project_positions(double t, Eigen::VectorXd& q, const double* weights, double tolerance, long length);
  /// Needs factor(t, q) first.
  void project_velocities(double t, const Eigen::VectorXd& q, Eigen::VectorXd& v);
  /// Maps the error estimate e = (e_q, e_v) by the linearization of this projection at the projected
  /// state (q_, v_): e_q ← P e_q with P = I − C_q⁺C_q, and e_v ← P e_v − C_q⁺ D e_q with
  /// D = ∂(C_q v + C_t)/∂q, i.e. e_v ← e_v − C_q⁺ (C_q e_v + D e_q). The result is tangent to the
  /// manifold {C = 0, C_q v + C_t = 0}: C_q e_q = 0 and C_q e_v + D e_q = 0. Needs factor(t, q_).
  void project_error(double t, Eigen::Map<Eigen::VectorXd> error);
  void factor(double t, const Eigen::VectorXd& q);

  const EquationsOfMotion& system_;
  int n_, m_;
  Eigen::VectorXd q_, v_, update_, q_perturbed_;
  Eigen::VectorXd c_, ct_, residual_, residual_perturbed_;
  SparseMatrix jacobian_, jacobian_perturbed_;
  Eigen::MatrixXd jacobian_dense_;  // C_q, for the decomposition
  Eigen::CompleteOrthogonalDecomposition<Eigen::MatrixXd> decomposition_;
};

}  // namespace mbdae
