// `--formulation saddle-point-lu`: the index-1 equations of motion (paper 000 §3.1)
//   [M  C_qᵀ] [q̈]   [Q]
//   [C_q  0 ] [λ] = [γ]
// solved at once by a dense LU factorization with partial pivoting of the whole saddle-point matrix,
// without the Schur complement of the augmented formulation (formulations/af.hpp). The worked example
// of docs/extending.md: in the library it would be formulations/saddle_point_lu.{hpp,cpp}.
#pragma once

#include <Eigen/LU>

#include "formulations/acceleration_formulation.hpp"

namespace mbdae::examples {

class SaddlePointLu final : public AccelerationFormulation {
 public:
  // Every buffer is sized here, once: solve() allocates nothing.
  explicit SaddlePointLu(const EquationsOfMotion& system)
      : AccelerationFormulation(system),
        mass_(system.make_mass_matrix()),
        matrix_(Eigen::MatrixXd::Zero(n_ + m_, n_ + m_)),
        right_side_(n_ + m_),
        solution_(n_ + m_),
        factorization_(n_ + m_) {}
  const char* name() const override { return "saddle-point-lu"; }

  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override {
    evaluate_system(t, q, v);  // Q, γ and C_q (with its dense copy) at the state
    system_.mass_matrix(q, mass_);
    matrix_.topLeftCorner(n_, n_) = mass_;
    matrix_.topRightCorner(n_, m_) = jacobian_dense_.transpose();
    matrix_.bottomLeftCorner(m_, n_) = jacobian_dense_;
    right_side_ << forces_, gamma_;
    factorization_.compute(matrix_);
    if (!(factorization_.rcond() > 1e-14))
      throw SingularConstraintMatrix("the saddle-point matrix is singular", t);  // the loop tells why
    solution_ = factorization_.solve(right_side_);
    acceleration = solution_.head(n_);
    multipliers = solution_.tail(m_);
  }

 private:
  SparseMatrix mass_;
  Eigen::MatrixXd matrix_;
  Eigen::VectorXd right_side_, solution_;
  Eigen::PartialPivLU<Eigen::MatrixXd> factorization_;
};

}  // namespace mbdae::examples
