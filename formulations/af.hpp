// Augmented formulation (paper 000 §3.1): the saddle-point system
//   [M  C_qᵀ] [q̈]   [Q_v + Q_e]
//   [C_q  0 ] [λ] = [   Q_d   ]
// solved through the Schur complement S = C_q M̂⁻¹ C_qᵀ, S λ = C_q M̂⁻¹ Q̂ − γ, q̈ = M̂⁻¹ (Q̂ − C_qᵀ λ).
//
// M̂ is block diagonal (one block per body) and inverted body by body — once for all in NACF, where
// M is constant; in RPCF-EP by eliminating the translational block m I in closed form. In RPCF-EP
// the mass matrix is singular along p (Ḡ p = 0), so every body block is augmented with its
// normalization constraint: M̂ = M + Φ_qᵀΦ_q, Q̂ = Q + Φ_qᵀγ_Φ. This adds Φ_qᵀ(Φ_q q̈ − γ_Φ) = 0 to
// the first block row and leaves q̈ and λ unchanged.
//
// S is accumulated body by body, S[R_b, R_b] += C_b M̂_b⁻¹ C_bᵀ over the rows R_b that touch body b,
// so its cost grows with the number of joints per body, not with n·m². C_b is gathered straight from
// the sparse C_q through index maps made once.
//
// Dense form: S is a dense m × m matrix factored by Cholesky (DenseCholesky, which skips the updates
// by S's zero entries), O(m³) per solve. Sparse form: S keeps the pattern of those body blocks (rows
// coupled through a shared body), fill-reducing ordered (AMD) once
// at construction; the ordering is folded into the index maps, so S is assembled already permuted,
// in its upper triangle, and factored by a simplicial LDLᵀ whose symbolic analysis is done once and
// whose numeric factorization reads S in place, without a copy. On a chain S is block tridiagonal and
// the cost per solve grows linearly with the number of bodies.
//
// Redundant constraints make S singular. By default AF refuses them (the saddle point has no unique
// multipliers); with RedundantConstraints::minimum_norm the sparse form solves S λ = r for the
// minimum-norm λ = S⁺r instead (src/linear_algebra/semidefinite_ldlt.hpp), which is the
// Udwadia–Kalaba solution: formulations/uke.hpp's sparse form is this.
#pragma once

#include <Eigen/SparseCholesky>
#include <memory>
#include <vector>

#include "formulations/acceleration_formulation.hpp"
#include "relative/relative_system.hpp"
#include "linear_algebra/dense_cholesky.hpp"
#include "linear_algebra/semidefinite_ldlt.hpp"

namespace mbdae {

enum class RedundantConstraints { refuse, minimum_norm };

class AugmentedFormulation final : public AccelerationFormulation {
 public:
  /// `redundant = minimum_norm` needs `algebra = sparse` (Error{Kind::usage} otherwise).
  explicit AugmentedFormulation(const MultibodySystem& system, LinearAlgebra algebra = LinearAlgebra::dense,
                                RedundantConstraints redundant = RedundantConstraints::refuse);
  const char* name() const override { return "af"; }
  LinearAlgebra linear_algebra() const override { return algebra_; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;
  /// minimum_norm: the dependent rows of S and the solves with its factor in the last solve().
  int last_rank_deficiency() const { return minimum_norm_ ? minimum_norm_->rank_deficiency() : 0; }
  int last_schur_solves() const { return last_schur_solves_; }

  /// The per-body kernels, compiled for the coordinate type's body size (augmented_formulation.cpp).
  struct BodyKernels {
    bool (*invert_mass)(const BodyMatrix& mass, BodyMatrix& inverse);
    void (*products)(const BodyMatrix& inverse_mass, const Eigen::MatrixXd& jacobian_t, const int* row_start,
                     const int* row_coordinates, const char* row_is_kept, const double* forces,
                     Eigen::MatrixXd& inverse_mass_jacobian_t, Eigen::MatrixXd& product,
                     BodyVector& free_acceleration, Eigen::VectorXd& local_rhs);
    /// acceleration = free_acceleration − Y_b λ_b.
    void (*accelerations)(const BodyVector& free_acceleration, const Eigen::MatrixXd& inverse_mass_jacobian_t,
                          const Eigen::VectorXd& local_multipliers, double* acceleration);
  };

 private:
  const MultibodySystem& bodies_;  // the system, with its body blocks
  void invert_mass_blocks(double t, const Eigen::VectorXd& q);  // t only for the error message
  void build_sparse_schur_pattern();
  /// Factors S and solves S λ = schur_rhs_ into `multipliers`; throws naming t when S is singular.
  void solve_schur_dense(double t, Eigen::VectorXd& multipliers);
  void solve_schur_sparse(double t, Eigen::VectorXd& multipliers);
  [[noreturn]] void throw_singular(double t) const;

  // One stored entry of C_q in body b's columns: C_q.values[value] = C_b(row, col).
  struct JacobianEntry {
    int value, row, col;
  };

  // Per body: its constraint rows R_b, C_bᵀ with C_b = C_q[R_b, body columns], Y_b = M̂_b⁻¹ C_bᵀ, M̂_b⁻¹.
  struct BodyBlock {
    const std::vector<int>* rows = nullptr;
    Eigen::MatrixXd jacobian_t;
    Eigen::MatrixXd inverse_mass_jacobian_t;
    Eigen::MatrixXd product;  // C_b Y_b, upper triangle
    BodyMatrix inverse_mass;
    BodyVector free_acceleration;  // M̂_b⁻¹ Q̂_b
    Eigen::VectorXd local_rhs;     // C_b M̂_b⁻¹ Q̂_b
    Eigen::VectorXd local_multipliers;
    std::vector<JacobianEntry> entries;  // C_q's entries in C_bᵀ: the varying ones, then constant rows'
    std::size_t varying_entry_count = 0;
    // The body's coordinates where row i of C_b may be non-zero: row_coordinates[row_start[i] …
    // row_start[i + 1] − 1], ascending.
    std::vector<int> row_start, row_coordinates;
    // Rows whose column of Y_b (and products with each other) the last solve left valid: constant
    // rows of C_q when M̂ is constant too, after the first solve.
    std::vector<char> row_is_kept;
    bool constant_rows_kept = false;
    // Sparse form: where C_b Y_b (i, j) goes in S's value array (column-major i + j·count), or -1
    // when its symmetric twin (j, i) is the one stored in the upper triangle.
    std::vector<int> schur_targets;
  };

  LinearAlgebra algebra_;
  bool constant_mass_;
  bool augment_with_normalization_;
  std::vector<BodyBlock> blocks_;
  Eigen::MatrixXd schur_;  // dense form: C_q M̂⁻¹ C_qᵀ, m × m
  std::vector<int> schur_entries_;  // dense form: the positions in schur_ of the lower-triangle entries bodies add to
  DenseCholesky schur_factor_;
  // Sparse form: P S Pᵀ (upper triangle), its factor, the ordering as new index of each row, and the
  // permuted right-hand side and solution.
  SparseMatrix sparse_schur_;
  Eigen::SimplicialLDLT<SparseMatrix, Eigen::Upper, Eigen::NaturalOrdering<int>> sparse_schur_factor_;
  std::vector<int> schur_order_;
  Eigen::VectorXd permuted_rhs_, permuted_multipliers_;
  std::unique_ptr<SemidefiniteLdlt> minimum_norm_;  // RedundantConstraints::minimum_norm: S⁺
  int last_schur_solves_ = 0;
  Eigen::VectorXd augmented_forces_;  // Q̂
  Eigen::VectorXd schur_rhs_;
  BodyKernels kernels_;
  bool constant_entries_gathered_ = false;
};

/// The augmented formulation where M is not block diagonal by body (relative coordinates, whose M
/// couples each joint with its ancestors): M̂ = M + C_Nᵀ C_N, C_N the rows of no joint (the Euler
/// parameters' normalizations, along which M is singular), Q̂ = Q + C_Nᵀ γ_N, factored whole by
/// Cholesky; S = C_q M̂⁻¹ C_qᵀ dense. The registry's `af` builds it for such coordinates.
class FullMassAugmentedFormulation final : public AccelerationFormulation {
 public:
  explicit FullMassAugmentedFormulation(const EquationsOfMotion& system);
  const char* name() const override { return "af"; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

 private:
  std::vector<int> normalization_rows_;
  SparseMatrix mass_;
  Eigen::MatrixXd augmented_mass_;
  Eigen::LLT<Eigen::MatrixXd> mass_factor_;
  Eigen::MatrixXd inverse_mass_jacobian_t_;  // Y = M̂⁻¹ C_qᵀ
  Eigen::MatrixXd schur_;
  DenseCholesky schur_factor_;
  Eigen::VectorXd augmented_forces_, schur_rhs_;
};

/// The augmented formulation in relative coordinates with M̂⁻¹ applied recursively
/// (RelativeSystem::solve_regularized_mass, O(N) per application, M never formed): M̂ = M + Φ_Nᵀ Φ_N
/// over the normalization rows N, Q̂ = Q + Φ_Nᵀ γ_N, then over the other rows K (cut joints, drives,
/// rolling) Y = M̂⁻¹ Φ_Kᵀ (one application per row), S = Φ_K Y by dense Cholesky, λ_K = S⁻¹(Φ_K M̂⁻¹Q̂ − γ_K),
/// q̈ = M̂⁻¹Q̂ − Y λ_K. The normalizations' own multipliers are zero: M and Q have no component along p
/// (G(p) p = 0), so the reduced system has the full one's solution. Cost O(N (1 + m_K) + m_K³): an open
/// chain of revolute joints (no rows at all) is O(N) per solve. The registry's `af` builds it for
/// relative coordinates.
class RecursiveAugmentedFormulation final : public AccelerationFormulation {
 public:
  explicit RecursiveAugmentedFormulation(const RelativeSystem& system);
  const char* name() const override { return "af"; }
  void solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v, Eigen::VectorXd& acceleration,
             Eigen::VectorXd& multipliers) override;

 private:
  const RelativeSystem& relative_;
  std::vector<int> other_rows_;    // K, ascending
  std::vector<int> other_index_;   // per row: its place in K, or -1 for a normalization row
  Eigen::MatrixXd other_jacobian_;           // Φ_K, dense (m_K × n)
  Eigen::MatrixXd inverse_mass_jacobian_t_;  // Y = M̂⁻¹ Φ_Kᵀ
  Eigen::MatrixXd schur_;
  DenseCholesky schur_factor_;
  Eigen::VectorXd column_, schur_rhs_, other_multipliers_;
};

}  // namespace mbdae
