#include "formulations/acceleration_formulation.hpp"


namespace mbdae {

AccelerationFormulation::AccelerationFormulation(const EquationsOfMotion& system, bool dense_jacobian)
    : system_(system),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      forces_(n_),
      gamma_(m_),
      jacobian_(system.make_constraint_jacobian()),
      jacobian_dense_(dense_jacobian ? Eigen::MatrixXd::Zero(m_, n_) : Eigen::MatrixXd()),
      dense_jacobian_(dense_jacobian) {}

void AccelerationFormulation::evaluate_system(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  ++evaluations_;
  // A diverged state (an explicit method beyond its stability limit) must stop here: Eigen's pivoting
  // decompositions, fed NaN, may pick pivot indices outside the matrix and corrupt memory.
  if (!q.allFinite() || !v.allFinite())
    throw Error(Error::Kind::numerical, "the state is not finite: the integration diverged (reduce the step or "
                                        "use an implicit method)", {}, {}, t);
  system_.generalized_forces(t, q, v, forces_);
  system_.gamma_and_jacobian(t, q, v, gamma_, jacobian_);
  if (!forces_.allFinite() || !gamma_.allFinite())
    throw Error(Error::Kind::numerical, "the forces or the constraints' acceleration terms are not finite: the "
                                        "integration diverged (reduce the step or use an implicit method)", {}, {}, t);
  if (dense_jacobian_) copy_stored_entries(jacobian_, jacobian_dense_);
}

}  // namespace mbdae
