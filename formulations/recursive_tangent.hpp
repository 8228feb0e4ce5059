// The Newton matrix of ALI3-P in relative coordinates, factored and solved in O(N) on a tree (paper
// 001's semi-recursive ALI3-P; docs/methods.md, "Semi-recursive ALI3-P in O(N)"):
//   T̃ = M + c_q α Φ_zᵀΦ_z + Σ_springs (c_q k + c_v c) g gᵀ,
// the tangent T = M + c_v D + c_q K + c_q α Φ_zᵀΦ_z of formulations/index3_tangent.hpp without the
// parts of K and D that the recursion cannot carry: the velocity terms of the inertia forces, the
// gradient of gravity and the springs' transverse (geometric) stiffness. What stays is the part that
// makes T stiff: M, the penalty and each spring–damper's stiffness and damping along its line (g = ∂ℓ/∂z,
// ℓ its length). Newton with T̃ is a modified Newton: it converges to the same positions, linearly at
// a rate of order ‖T̃⁻¹ (c_v D + c_q K)_dropped‖ = O(Δt), which the tests measure.
//
// T̃ splits into A + U W Uᵀ:
//   - A = M + E, E block-diagonal by tree joints: the rows of Φ that reach one joint's coordinates
//     alone (each set of Euler parameters' normalization, a driven joint's angle, a cut joint whose two
//     bodies one tree joint links) and the springs whose two bodies one tree joint links add
//     w vvᵀ to that joint's block; A is factored by articulated inertias (relative/articulated_inertia.hpp);
//   - U's columns are the other rows (cut joints closing loops) and springs, W their weights
//     (c_q α, c_q k + c_v c); T̃⁻¹ by the Sherman–Morrison–Woodbury identity
//       T̃⁻¹ b = A⁻¹ b − Y S⁻¹ Yᵀ b,   Y = A⁻¹ U,   S = W⁻¹ + Uᵀ Y,
//     one articulated solve per column, S (k × k) by Cholesky.
// Cost per factorization O(N (1 + k) + k³), per solve O(N k + k²): an open chain is O(N), a vehicle
// adds its loops' rows. As in RecursiveAugmentedFormulation (formulations/af.hpp), M is never formed.
#pragma once

#include <Eigen/Dense>
#include <vector>

#include "linear_algebra/dense_cholesky.hpp"
#include "relative/relative_system.hpp"

namespace mbdae {

class RecursiveIndex3Tangent {
 public:
  explicit RecursiveIndex3Tangent(const RelativeSystem& system);

  /// Factors T̃ at the positions q, with Φ_z(q) in `jacobian` (the system's pattern) and the weights
  /// c_v, c_q of the damping and stiffness and w = c_q α of the penalty. False when T̃ is not positive
  /// definite to working precision (a joint without inertia, or S with a pivot below 1e-13 of the
  /// largest).
  bool factor(const Eigen::VectorXd& q, const SparseMatrix& jacobian, double c_v, double c_q, double w);
  /// x = T̃⁻¹ b with the last factorization.
  void solve(const Eigen::VectorXd& b, Eigen::VectorXd& x);

  /// How many rows and springs the Woodbury update carries (k).
  int coupling_count() const { return static_cast<int>(weight_inverse_.size()); }

 private:
  // A constraint row that reaches one tree joint's coordinates: Φ_z's stored entries and their places
  // in the joint's block.
  struct LocalRow {
    int joint;
    std::vector<std::pair<int, int>> entries;  // (index in Φ_z's values, coordinate within the joint)
  };
  // A constraint row of U: Φ_z's stored entries and their columns.
  struct CouplingRow {
    int column;                                // in U
    std::vector<std::pair<int, int>> entries;  // (index in Φ_z's values, coordinate of z)
  };
  // A spring–damper: the tree joints between its two bodies, each with the end whose path it is on.
  struct Spring {
    int index;   // in Model::spring_dampers
    int column;  // in U, or -1 when it reaches one joint (then joints has one entry)
    std::vector<std::pair<int, int>> joints;  // (tree joint, +1: on body_j's path, −1: on body_i's)
  };

  const RelativeSystem& system_;
  ArticulatedInertia articulated_;
  std::vector<JointMatrix> blocks_;  // E per tree joint
  std::vector<LocalRow> local_rows_;
  std::vector<CouplingRow> coupling_rows_;
  std::vector<Spring> springs_;
  Eigen::MatrixXd coupling_;          // U (n × k)
  Eigen::MatrixXd inverse_coupling_;  // Y = A⁻¹ U
  Eigen::VectorXd weight_inverse_;    // W⁻¹
  Eigen::MatrixXd capacitance_;       // S = W⁻¹ + Uᵀ Y
  DenseCholesky capacitance_factor_;
  Eigen::VectorXd column_, reduced_;
};

}  // namespace mbdae
