#include "system/mass_factor.hpp"

namespace mbdae {

RegularizedMassFactor::RegularizedMassFactor(const MultibodySystem& system)
    : system_(system), size_(system.coordinates().size()), factors_(system.body_count()) {}

void RegularizedMassFactor::factor(const Eigen::VectorXd& q) {
  BodyMatrix mass;
  for (int b = 0; b < system_.body_count(); ++b) {
    system_.regularized_body_mass_matrix(b, q, mass);
    factors_[b].compute(mass);
  }
}

void RegularizedMassFactor::multiply_by_inverse_transpose(Eigen::MatrixXd& x) const {
  for (int b = 0; b < system_.body_count(); ++b) {
    auto block = x.middleCols(system_.body_offset(b), size_);
    block = factors_[b].matrixL().solve(block.transpose()).transpose();
  }
}

void RegularizedMassFactor::solve_transpose(Eigen::VectorXd& y) const {
  for (int b = 0; b < system_.body_count(); ++b) {
    auto block = y.segment(system_.body_offset(b), size_);
    block = factors_[b].matrixU().solve(block);
  }
}

}  // namespace mbdae
