// The mass matrix and generalized forces in relative coordinates by the velocity transformation: the
// second semi-recursive method (paper 001 §2; Rodríguez et al. 2004; docs/methods.md, "Relative
// coordinates"). R, the sparse matrix with Z = R ż (block (b, J) = B_J for every tree joint J on body
// b's path to the ground), is formed explicitly and
//   M = Rᵀ M̄ R,   Q = Rᵀ (Q̄ − M̄ D),
// with M̄ block diagonal by body. It does the work of accumulated_inertia.hpp with sparse products
// instead of the recursion, and the two give the same M and Q to round-off (tests/relative/).
#pragma once

#include <Eigen/Sparse>

#include "relative/body_dynamics.hpp"

namespace mbdae {

class VelocityTransformation {
 public:
  VelocityTransformation(const Model& model, const KinematicTree& tree);
  void evaluate(const TreeState& state, Eigen::MatrixXd& mass, Eigen::VectorXd& forces);
  /// R of the last evaluate() (6 · bodies × coordinates).
  const Eigen::SparseMatrix<double>& transformation() const { return transformation_; }

 private:
  const Model& model_;
  const KinematicTree& tree_;
  Eigen::SparseMatrix<double> transformation_;  // R
  Eigen::SparseMatrix<double> body_inertia_;    // M̄, block diagonal
  std::vector<Twist> body_forces_;
  Eigen::VectorXd unbalanced_;                  // Q̄ − M̄ D, stacked
  std::vector<Eigen::Triplet<double>> entries_;
};

}  // namespace mbdae
