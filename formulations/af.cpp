#include "formulations/af.hpp"

#include <Eigen/OrderingMethods>
#include <algorithm>
#include <limits>
#include <type_traits>
#include <utility>

#include "system/body_coupled_rows.hpp"

namespace mbdae {
namespace {

// Body-sized kernels with the body's coordinate count N fixed at compile time (3, 6, 7 or 12, one per
// coordinate type; Eigen::Dynamic otherwise). Eigen then unrolls the N-long inner products and
// factors N × N blocks without its blocked paths, whose packing and dispatch cost more than the
// arithmetic at these sizes. The storage stays run-time sized (allocated once); the kernels view it
// through maps of the fixed shape.
template <int N>
using SquareOf = std::conditional_t<N == Eigen::Dynamic, BodyMatrix, Eigen::Matrix<double, N, N>>;

/// inverse = mass⁻¹ through its Cholesky factor; false when mass is not positive definite.
template <int N>
bool invert_by_cholesky(const BodyMatrix& mass, BodyMatrix& inverse) {
  const int size = static_cast<int>(mass.rows());
  const Eigen::LLT<SquareOf<N>> factor(Eigen::Map<const SquareOf<N>>(mass.data(), size, size));
  if (factor.info() != Eigen::Success) return false;
  inverse.resize(size, size);
  Eigen::Map<SquareOf<N>> result(inverse.data(), size, size);
  result.setIdentity();
  factor.solveInPlace(result);
  return true;
}

/// Sylvester's criterion: a symmetric R × R matrix (R ≤ 4) is positive definite if and only if its
/// leading principal minors are positive (Eigen's closed-form determinants; false on NaN).
template <int R>
bool is_positive_definite(const Eigen::Matrix<double, R, R>& s) {
  bool positive = s(0, 0) > 0.0;
  if constexpr (R >= 2) positive = positive && s.template topLeftCorner<2, 2>().determinant() > 0.0;
  if constexpr (R >= 3) positive = positive && s.template topLeftCorner<3, 3>().determinant() > 0.0;
  if constexpr (R >= 4) positive = positive && s.determinant() > 0.0;
  return positive;
}

/// inverse = mass⁻¹ for a body of N coordinates whose first T are the translation of a reference
/// point, so that M = [m I, B; Bᵀ, D] (RPCF-EP, paper 000 §2.1: B = −m A ũ_G Ḡ, D = Ḡᵀ Ī_O Ḡ, plus
/// the normalization's 4 p pᵀ in M̂; planar (x, y, θ) likewise). Eliminating the translation leaves the
/// R × R Schur complement S = D − Bᵀ B / m (R = N − T ≤ 4: on the constraint manifold, the inertia
/// about the centre of mass seen through the rotational coordinates), and
///   M⁻¹ = [I/m + B S⁻¹ Bᵀ / m², −B S⁻¹ / m; −S⁻¹ Bᵀ / m, S⁻¹],
/// exact at any q. M is positive definite if and only if m > 0 and S is. S⁻¹ comes from Eigen's
/// closed form for R ≤ 4, about ten times cheaper here than the triangular solves of a 7 × 7 Cholesky
/// inverse. A mass block whose translational block is not exactly m I goes to the Cholesky path.
template <int N, int T>
bool invert_body_mass(const BodyMatrix& mass, BodyMatrix& inverse) {
  if constexpr (T == 0 || N == Eigen::Dynamic) {
    return invert_by_cholesky<N>(mass, inverse);
  } else {
    constexpr int R = N - T;
    static_assert(R > 0 && R <= 4, "the closed-form inverse of the Schur complement needs R <= 4");
    const Eigen::Map<const Eigen::Matrix<double, N, N>> M(mass.data());
    const double m = M(0, 0);
    if (!(M.template topLeftCorner<T, T>() == m * Eigen::Matrix<double, T, T>::Identity()))
      return invert_by_cholesky<N>(mass, inverse);
    if (!(m > 0.0)) return false;
    const Eigen::Matrix<double, T, R> B = M.template topRightCorner<T, R>();
    Eigen::Matrix<double, R, R> S = M.template bottomRightCorner<R, R>();
    S.noalias() -= (1.0 / m) * B.transpose() * B;
    if (!is_positive_definite<R>(S)) return false;
    const Eigen::Matrix<double, R, R> S_inverse = S.inverse();
    const Eigen::Matrix<double, T, R> coupling = (-1.0 / m) * B * S_inverse;  // −B S⁻¹ / m
    inverse.resize(N, N);
    Eigen::Map<Eigen::Matrix<double, N, N>> X(inverse.data());
    X.template bottomRightCorner<R, R>() = S_inverse;
    X.template topRightCorner<T, R>() = coupling;
    X.template bottomLeftCorner<R, T>() = coupling.transpose();
    X.template topLeftCorner<T, T>().noalias() = (-1.0 / m) * coupling * B.transpose();
    X.template topLeftCorner<T, T>().diagonal().array() += 1.0 / m;
    return true;
  }
}

/// Y_b = M̂_b⁻¹ C_bᵀ, C_b Y_b (its upper triangle: it is symmetric), M̂_b⁻¹ Q̂_b and C_b M̂_b⁻¹ Q̂_b
/// of one body, from C_bᵀ: each row of C_b is then a contiguous column, so every entry of C_b Y_b is
/// a dot product of two contiguous N-vectors. Y_b is summed column by column of M̂_b⁻¹ over the
/// coordinates where each row of C_b may be non-zero: a joint row touches a few of a body's
/// coordinates (a spherical joint's row in natural coordinates 1–4 of 12, a normalization row 3–6),
/// so most of the products a dense M̂_b⁻¹ C_bᵀ would form are by zero. Columns of Y_b of kept rows,
/// and their products with each other, are left as they are (constant rows with a constant M̂).
template <int N>
void body_products(const BodyMatrix& inverse_mass, const Eigen::MatrixXd& jacobian_t, const int* row_start,
                   const int* row_coordinates, const char* row_is_kept, const double* forces,
                   Eigen::MatrixXd& inverse_mass_jacobian_t, Eigen::MatrixXd& product,
                   BodyVector& free_acceleration, Eigen::VectorXd& local_rhs) {
  const int size = static_cast<int>(inverse_mass.rows());
  const int rows = static_cast<int>(jacobian_t.cols());
  const Eigen::Map<const SquareOf<N>> inverse(inverse_mass.data(), size, size);
  const Eigen::Map<const Eigen::Matrix<double, N, Eigen::Dynamic>> ct(jacobian_t.data(), size, rows);
  Eigen::Map<Eigen::Matrix<double, N, Eigen::Dynamic>> y(inverse_mass_jacobian_t.data(), size, rows);
  for (int j = 0; j < rows; ++j) {
    if (row_is_kept[j]) continue;
    auto yj = y.col(j);
    yj.setZero();
    for (int p = row_start[j]; p < row_start[j + 1]; ++p)
      yj.noalias() += ct(row_coordinates[p], j) * inverse.col(row_coordinates[p]);
  }
  for (int j = 0; j < rows; ++j)
    for (int i = 0; i <= j; ++i)
      if (!(row_is_kept[i] && row_is_kept[j])) product(i, j) = ct.col(i).dot(y.col(j));
  free_acceleration.resize(size);
  Eigen::Map<Eigen::Matrix<double, N, 1>> a(free_acceleration.data(), size);
  a.noalias() = inverse.lazyProduct(Eigen::Map<const Eigen::Matrix<double, N, 1>>(forces, size));
  local_rhs.noalias() = ct.transpose().lazyProduct(a);
}

/// q̈_b = M̂_b⁻¹ Q̂_b − Y_b λ[R_b], column by column of Y_b.
template <int N>
void body_accelerations(const BodyVector& free_acceleration, const Eigen::MatrixXd& inverse_mass_jacobian_t,
                        const Eigen::VectorXd& local_multipliers, double* acceleration) {
  const int size = static_cast<int>(free_acceleration.size());
  const int rows = static_cast<int>(local_multipliers.size());
  const Eigen::Map<const Eigen::Matrix<double, N, Eigen::Dynamic>> y(inverse_mass_jacobian_t.data(), size, rows);
  Eigen::Map<Eigen::Matrix<double, N, 1>> a(acceleration, size);
  a = Eigen::Map<const Eigen::Matrix<double, N, 1>>(free_acceleration.data(), size);
  for (int i = 0; i < rows; ++i) a.noalias() -= local_multipliers[i] * y.col(i);
}

/// N coordinates per body, the first T of them a reference point's translation (0: no such block).
template <int N, int T = 0>
AugmentedFormulation::BodyKernels body_kernels_of_size() {
  return {&invert_body_mass<N, T>, &body_products<N>, &body_accelerations<N>};
}

AugmentedFormulation::BodyKernels body_kernels(int body_size, int translation_size) {
  switch (body_size) {
    case 3: return translation_size == 2 ? body_kernels_of_size<3, 2>() : body_kernels_of_size<3>();  // (x, y, θ)
    case 6: return body_kernels_of_size<6>();  // planar natural coordinates: constant M
    case 7: return translation_size == 3 ? body_kernels_of_size<7, 3>() : body_kernels_of_size<7>();  // RPCF-EP
    case 12: return body_kernels_of_size<12>();  // NACF: constant M
    default: return body_kernels_of_size<Eigen::Dynamic>();
  }
}

}  // namespace

AugmentedFormulation::AugmentedFormulation(const MultibodySystem& system, LinearAlgebra algebra,
                                           RedundantConstraints redundant)
    : AccelerationFormulation(system, /*dense_jacobian=*/false),
      bodies_(system),
      algebra_(algebra),
      constant_mass_(system.coordinates().has_constant_mass_matrix()),
      augment_with_normalization_(system.mass_needs_regularization()),
      blocks_(system.body_count()),
      schur_(algebra == LinearAlgebra::dense ? m_ : 0, algebra == LinearAlgebra::dense ? m_ : 0),
      augmented_forces_(n_),
      schur_rhs_(m_),
      kernels_(body_kernels(system.coordinates().size(), system.coordinates().translation_size())) {
  const int size = system.coordinates().size();
  const std::vector<char>& may_be_nonzero = system.jacobian_may_be_nonzero();
  for (int b = 0; b < system.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    block.rows = &system.constraint_rows_of_body(b);
    const int rows = static_cast<int>(block.rows->size());
    block.jacobian_t.setZero(size, rows);  // entries outside C_q's pattern stay zero
    block.inverse_mass_jacobian_t.resize(size, rows);
    block.product.resize(rows, rows);
    block.local_rhs.resize(rows);
    block.local_multipliers.resize(rows);
    const int offset = system.body_offset(b);
    for (int c = 0; c < size; ++c)
      for (int k = jacobian_.outerIndexPtr()[offset + c]; k < jacobian_.outerIndexPtr()[offset + c + 1]; ++k) {
        if (!may_be_nonzero[k]) continue;  // stays zero in jacobian_t
        const int row = jacobian_.innerIndexPtr()[k];
        const auto local = std::lower_bound(block.rows->begin(), block.rows->end(), row);
        block.entries.push_back({k, static_cast<int>(local - block.rows->begin()), c});
      }
    const auto constant_first = std::stable_partition(block.entries.begin(), block.entries.end(), [&](const JacobianEntry& e) {
      return !system.constraint_row_is_constant((*block.rows)[e.row]);
    });
    block.varying_entry_count = static_cast<std::size_t>(constant_first - block.entries.begin());
    std::vector<std::vector<int>> coordinates_of_row(rows);
    for (const JacobianEntry& e : block.entries) coordinates_of_row[e.row].push_back(e.col);
    block.row_start.assign(1, 0);
    for (std::vector<int>& coordinates : coordinates_of_row) {
      std::sort(coordinates.begin(), coordinates.end());
      block.row_coordinates.insert(block.row_coordinates.end(), coordinates.begin(), coordinates.end());
      block.row_start.push_back(static_cast<int>(block.row_coordinates.size()));
    }
    block.row_is_kept.assign(rows, 0);  // the first solve computes every column
  }
  if (redundant == RedundantConstraints::minimum_norm && algebra_ != LinearAlgebra::sparse)
    throw Error(Error::Kind::usage, "the augmented formulation's minimum-norm multipliers need its sparse form");
  if (algebra_ == LinearAlgebra::sparse) {
    build_sparse_schur_pattern();
    if (redundant == RedundantConstraints::minimum_norm) {
      minimum_norm_ = std::make_unique<SemidefiniteLdlt>();
      minimum_norm_->analyze(sparse_schur_);
    }
  } else {  // the entries of S's lower triangle that some body adds to, each once
    schur_.setZero();
    std::vector<char> touched(static_cast<std::size_t>(m_) * m_, 0);
    for (const BodyBlock& block : blocks_)
      for (int i : *block.rows)
        for (int j : *block.rows)
          if (i >= j) touched[i + static_cast<std::size_t>(j) * m_] = 1;
    for (std::size_t k = 0; k < touched.size(); ++k)
      if (touched[k]) schur_entries_.push_back(static_cast<int>(k));
    schur_factor_.analyze_pattern(m_, schur_entries_);
  }
  if (constant_mass_) invert_mass_blocks(std::numeric_limits<double>::quiet_NaN(), Eigen::VectorXd::Zero(n_));
}

void AugmentedFormulation::invert_mass_blocks(double t, const Eigen::VectorXd& q) {
  BodyMatrix mass;
  for (int b = 0; b < bodies_.body_count(); ++b) {
    bodies_.regularized_body_mass_matrix(b, q, mass);
    if (!kernels_.invert_mass(mass, blocks_[b].inverse_mass))
      throw Error(Error::Kind::numerical,
                  "the mass matrix block is not positive definite (with valid inertia data this means the "
                  "state has diverged: shorten the step or use an implicit integrator)",
                  {}, "body '" + bodies_.model().bodies[b].name + "'", t);
  }
}

void AugmentedFormulation::build_sparse_schur_pattern() {
  // The pairs of rows that share a body, ordered once (AMD): row r of S is row schur_order_[r] of
  // P S Pᵀ, assembled in place through each body's targets.
  BodyCoupledRows pattern = body_coupled_rows(bodies_);
  schur_order_ = std::move(pattern.order);
  sparse_schur_ = std::move(pattern.upper);
  for (int b = 0; b < bodies_.body_count(); ++b) blocks_[b].schur_targets = std::move(pattern.targets[b]);
  sparse_schur_factor_.analyzePattern(sparse_schur_);
  permuted_rhs_.resize(m_);
  permuted_multipliers_.resize(m_);
}

void AugmentedFormulation::throw_singular(double t) const {
  // Whether the constraints are redundant or the state diverged, the time loop finds out and says.
  throw SingularConstraintMatrix(std::string("the augmented (saddle-point) matrix is singular (") + to_string(algebra_) +
                                     " factorization of C_q M^-1 C_q^T)",
                                 t);
}

void AugmentedFormulation::solve_schur_dense(double t, Eigen::VectorXd& multipliers) {
  // The factorization stops only at a non-positive pivot; a pivot tiny against the largest one means
  // singular too.
  if (!schur_factor_.factor(schur_)) throw_singular(t);
  const auto pivots = schur_factor_.pivots();
  if (m_ > 0 && pivots.minCoeff() < 1e-7 * pivots.maxCoeff()) throw_singular(t);
  multipliers = schur_rhs_;
  schur_factor_.solve_in_place(multipliers);
}

void AugmentedFormulation::solve_schur_sparse(double t, Eigen::VectorXd& multipliers) {
  if (m_ == 0) return;
  if (minimum_norm_) {
    if (!minimum_norm_->factorize(sparse_schur_)) throw_singular(t);
    for (int r = 0; r < m_; ++r) permuted_rhs_[schur_order_[r]] = schur_rhs_[r];
    last_schur_solves_ = minimum_norm_->solve(permuted_rhs_, permuted_multipliers_);
    for (int r = 0; r < m_; ++r) multipliers[r] = permuted_multipliers_[schur_order_[r]];
    return;
  }
  sparse_schur_factor_.factorize(sparse_schur_);
  // S = L D Lᵀ: D holds the squares of the LLT pivots that the dense form tests, so the same
  // criterion (pivot ratio below 1e-7) is a ratio of 1e-14 on D; D must also be positive.
  const auto& d = sparse_schur_factor_.vectorD();
  if (sparse_schur_factor_.info() != Eigen::Success || !(d.minCoeff() > 1e-14 * d.maxCoeff())) throw_singular(t);
  for (int r = 0; r < m_; ++r) permuted_rhs_[schur_order_[r]] = schur_rhs_[r];
  permuted_multipliers_ = sparse_schur_factor_.solve(permuted_rhs_);
  for (int r = 0; r < m_; ++r) multipliers[r] = permuted_multipliers_[schur_order_[r]];
}

void AugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                 Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  if (!constant_mass_) invert_mass_blocks(t, q);

  // C_bᵀ from C_q; constant rows' entries (listed last) only the first time.
  const double* values = jacobian_.valuePtr();
  for (BodyBlock& block : blocks_) {
    const std::size_t count = constant_entries_gathered_ ? block.varying_entry_count : block.entries.size();
    for (std::size_t k = 0; k < count; ++k) {
      const JacobianEntry& e = block.entries[k];
      block.jacobian_t(e.col, e.row) = values[e.value];
    }
  }
  constant_entries_gathered_ = true;

  augmented_forces_ = forces_;
  const int size = bodies_.coordinates().size();
  const int k = bodies_.coordinates().intrinsic_constraint_count();
  if (augment_with_normalization_)  // Q̂ = Q + Φ_qᵀ γ_Φ (a body's own intrinsic rows come first in R_b)
    for (int b = 0; b < bodies_.body_count(); ++b)
      augmented_forces_.segment(bodies_.body_offset(b), size).noalias() +=
          blocks_[b].jacobian_t.leftCols(k) * gamma_.segment(b * k, k);

  const bool dense = algebra_ == LinearAlgebra::dense;
  if (dense)
    for (const int entry : schur_entries_) schur_.data()[entry] = 0.0;  // the rest of S stays zero
  else
    sparse_schur_.coeffs().setZero();
  double* schur_values = sparse_schur_.valuePtr();
  schur_rhs_ = -gamma_;
  for (int b = 0; b < bodies_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const std::vector<int>& rows = *block.rows;
    const int offset = bodies_.body_offset(b);
    const int count = static_cast<int>(rows.size());
    kernels_.products(block.inverse_mass, block.jacobian_t, block.row_start.data(), block.row_coordinates.data(),
                      block.row_is_kept.data(), augmented_forces_.data() + offset, block.inverse_mass_jacobian_t,
                      block.product, block.free_acceleration, block.local_rhs);
    if (constant_mass_ && !block.constant_rows_kept) {  // from now on, constant rows keep their columns
      for (int i = 0; i < count; ++i) block.row_is_kept[i] = bodies_.constraint_row_is_constant(rows[i]);
      block.constant_rows_kept = true;
    }
    for (int i = 0; i < count; ++i) schur_rhs_[rows[i]] += block.local_rhs[i];
    // C_b Y_b holds its upper triangle only (i ≤ j, so rows[i] ≤ rows[j]).
    if (dense) {  // the lower triangle of S, which is what LLT reads
      for (int j = 0; j < count; ++j)
        for (int i = 0; i <= j; ++i) schur_(rows[j], rows[i]) += block.product(i, j);
    } else {  // the one of (i, j) and (j, i) that lands in P S Pᵀ's upper triangle
      for (int j = 0; j < count; ++j)
        for (int i = 0; i <= j; ++i) {
          const int target = block.schur_targets[i + j * count];
          schur_values[target >= 0 ? target : block.schur_targets[j + i * count]] += block.product(i, j);
        }
    }
  }
  multipliers.resize(m_);  // no-op when the caller's buffer has the size already
  if (dense)
    solve_schur_dense(t, multipliers);
  else
    solve_schur_sparse(t, multipliers);

  // q̈_b = M̂_b⁻¹ Q̂_b − Y_b λ[R_b]
  acceleration.resize(n_);  // no-op when the caller's buffer has the size already
  for (int b = 0; b < bodies_.body_count(); ++b) {
    BodyBlock& block = blocks_[b];
    const std::vector<int>& rows = *block.rows;
    for (int i = 0; i < static_cast<int>(rows.size()); ++i) block.local_multipliers[i] = multipliers[rows[i]];
    kernels_.accelerations(block.free_acceleration, block.inverse_mass_jacobian_t, block.local_multipliers,
                           acceleration.data() + bodies_.body_offset(b));
  }
}

FullMassAugmentedFormulation::FullMassAugmentedFormulation(const EquationsOfMotion& system)
    : AccelerationFormulation(system),
      mass_(system.make_mass_matrix()),
      augmented_mass_(n_, n_),
      mass_factor_(n_),
      inverse_mass_jacobian_t_(n_, m_),
      schur_(m_, m_),
      augmented_forces_(n_),
      schur_rhs_(m_) {
  for (int r = 0; r < system.holonomic_constraint_count(); ++r)
    if (system.joint_of_row(r) < 0) normalization_rows_.push_back(r);
}

void FullMassAugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                         Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  system_.mass_matrix(q, mass_);
  augmented_mass_.setZero();
  for (int col = 0; col < mass_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(mass_, col); it; ++it) augmented_mass_(it.row(), col) = it.value();
  augmented_forces_ = forces_;
  for (int r : normalization_rows_) {
    augmented_mass_.noalias() += jacobian_dense_.row(r).transpose() * jacobian_dense_.row(r);
    augmented_forces_ += gamma_[r] * jacobian_dense_.row(r).transpose();
  }
  mass_factor_.compute(augmented_mass_);
  if (mass_factor_.info() != Eigen::Success)
    throw Error(Error::Kind::numerical,
                "the mass matrix M (with the normalizations' C_q^T C_q) is not positive definite", {}, {}, t);
  acceleration = augmented_forces_;
  mass_factor_.solveInPlace(acceleration);  // M̂⁻¹ Q̂
  if (m_ > 0) {  // (an open tree has no rows: Eigen's solves take no empty right-hand sides)
    inverse_mass_jacobian_t_ = jacobian_dense_.transpose();
    mass_factor_.solveInPlace(inverse_mass_jacobian_t_);
    schur_.noalias() = jacobian_dense_ * inverse_mass_jacobian_t_;
    schur_rhs_.noalias() = jacobian_dense_ * acceleration;
    schur_rhs_ -= gamma_;
    // As the body-block form: a pivot tiny against the largest means C_q has lost rank.
    if (!schur_factor_.factor(schur_) || schur_factor_.pivots().minCoeff() < 1e-7 * schur_factor_.pivots().maxCoeff())
      throw SingularConstraintMatrix("the augmented (saddle-point) matrix is singular (dense factorization of "
                                     "C_q M^-1 C_q^T)",
                                     t);
    multipliers = schur_rhs_;
    schur_factor_.solve_in_place(multipliers);
    acceleration.noalias() -= inverse_mass_jacobian_t_ * multipliers;  // q̈ = M̂⁻¹(Q̂ − C_qᵀλ)
  } else {
    multipliers.resize(0);
  }
}

RecursiveAugmentedFormulation::RecursiveAugmentedFormulation(const RelativeSystem& system)
    : AccelerationFormulation(system, /*dense_jacobian=*/false), relative_(system) {
  other_index_.assign(m_, -1);
  for (int r = 0; r < m_; ++r)
    if (r >= system.holonomic_constraint_count() || system.joint_of_row(r) >= 0) {
      other_index_[r] = static_cast<int>(other_rows_.size());
      other_rows_.push_back(r);
    }
  const int k = static_cast<int>(other_rows_.size());
  other_jacobian_.resize(k, n_);
  inverse_mass_jacobian_t_.resize(n_, k);
  schur_.resize(k, k);
  column_.resize(n_);
  schur_rhs_.resize(k);
  other_multipliers_.resize(k);
}

void RecursiveAugmentedFormulation::solve(double t, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                          Eigen::VectorXd& acceleration, Eigen::VectorXd& multipliers) {
  evaluate_system(t, q, v);
  // One pass over Φ_z: Q̂ = Q + Φ_Nᵀ γ_N from the normalization rows, Φ_K from the others.
  acceleration = forces_;
  other_jacobian_.setZero();
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it) {
      const int other = other_index_[it.row()];
      if (other >= 0)
        other_jacobian_(other, col) = it.value();
      else
        acceleration[col] += it.value() * gamma_[it.row()];
    }
  relative_.solve_regularized_mass(t, q, acceleration);  // M̂⁻¹ Q̂
  multipliers.setZero(m_);
  const int k = static_cast<int>(other_rows_.size());
  if (k == 0) return;
  for (int c = 0; c < k; ++c) {
    column_ = other_jacobian_.row(c).transpose();
    relative_.solve_regularized_mass(t, q, column_);
    inverse_mass_jacobian_t_.col(c) = column_;
  }
  schur_.noalias() = other_jacobian_ * inverse_mass_jacobian_t_;
  schur_rhs_.noalias() = other_jacobian_ * acceleration;
  for (int c = 0; c < k; ++c) schur_rhs_[c] -= gamma_[other_rows_[c]];
  // As the body-block form: a pivot tiny against the largest means Φ_z has lost rank.
  if (!schur_factor_.factor(schur_) || schur_factor_.pivots().minCoeff() < 1e-7 * schur_factor_.pivots().maxCoeff())
    throw SingularConstraintMatrix("the augmented (saddle-point) matrix is singular (dense factorization of "
                                   "Phi_z M^-1 Phi_z^T)",
                                   t);
  other_multipliers_ = schur_rhs_;
  schur_factor_.solve_in_place(other_multipliers_);
  acceleration.noalias() -= inverse_mass_jacobian_t_ * other_multipliers_;
  for (int c = 0; c < k; ++c) multipliers[other_rows_[c]] = other_multipliers_[c];
}

}  // namespace mbdae
