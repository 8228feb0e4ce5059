#include "linear_algebra/semidefinite_ldlt.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>

namespace mbdae {

void SemidefiniteLdlt::analyze(const SparseMatrix& upper) {
  const Eigen::Index size = upper.rows();
  diagonal_.assign(static_cast<std::size_t>(size), -1);
  for (Eigen::Index col = 0; col < size; ++col)
    for (int k = upper.outerIndexPtr()[col]; k < upper.outerIndexPtr()[col + 1]; ++k)
      if (upper.innerIndexPtr()[k] == col) diagonal_[static_cast<std::size_t>(col)] = k;
  if (std::find(diagonal_.begin(), diagonal_.end(), -1) != diagonal_.end())
    throw std::invalid_argument("SemidefiniteLdlt: the pattern must store every diagonal entry");
  regularized_ = upper;
  factor_.analyzePattern(regularized_);
  inverse_pivots_.resize(size);
  residual_.resize(size);
  update_.resize(size);
}

bool SemidefiniteLdlt::factorize(const SparseMatrix& upper) {
  matrix_ = &upper;
  const Eigen::Index size = upper.rows();
  const double* values = upper.valuePtr();
  double largest = 0.0;
  for (const int k : diagonal_) largest = std::max(largest, values[k]);
  epsilon_ = kRegularization * largest;
  dependent_pivots_.clear();
  exact_ = false;
  if (size == 0) return true;
  if (!(largest > 0.0) || !std::isfinite(largest)) return false;

  // S itself first: when every pivot is at least ε, S is positive definite, its LDLᵀ without pivoting
  // is backward stable, and one solve gives x = S⁻¹b.
  factor_.factorize(upper);
  if (factor_.info() == Eigen::Success) {
    const Eigen::VectorXd& pivots = factor_.vectorD();
    exact_ = true;
    for (Eigen::Index i = 0; i < size && exact_; ++i) exact_ = pivots[i] >= epsilon_;
    if (exact_) {
      inverse_pivots_ = pivots.cwiseInverse();
      return true;
    }
  }

  // A pivot of S near zero (a dependent row) or below it: S + εI, as the header says.
  std::copy(values, values + upper.nonZeros(), regularized_.valuePtr());
  for (const int k : diagonal_) regularized_.valuePtr()[k] += epsilon_;
  factor_.factorize(regularized_);
  if (factor_.info() != Eigen::Success) return false;
  const Eigen::VectorXd& pivots = factor_.vectorD();
  for (Eigen::Index i = 0; i < size; ++i) {
    // S + εI positive definite: every pivot ≥ ε up to round-off; a clearly smaller one means S was not
    // positive semi-definite.
    if (!std::isfinite(pivots[i]) || !(pivots[i] > 0.5 * epsilon_)) return false;
    if (pivots[i] < kDependentPivot * epsilon_) {
      dependent_pivots_.push_back(static_cast<int>(i));
      inverse_pivots_[i] = 0.0;
    } else {
      inverse_pivots_[i] = 1.0 / pivots[i];
    }
  }
  if (!dependent_pivots_.empty()) {
    // L⁻ᵀe_k: (S + εI) L⁻ᵀe_k = L D e_k = d_k L e_k, small. The L entries below a pivot of size ε carry
    // round-off divided by ε, so these vectors are refined by two steps of inverse iteration with the
    // whole factor (null directions grow by 1/ε, the others by 1/s), then orthonormalized.
    const Eigen::Index count = static_cast<Eigen::Index>(dependent_pivots_.size());
    null_basis_.resize(size, count);
    for (Eigen::Index c = 0; c < count; ++c) {
      update_.setZero();
      update_[dependent_pivots_[static_cast<std::size_t>(c)]] = 1.0;
      factor_.matrixU().solveInPlace(update_);
      for (int step = 0; step < 2; ++step) {
        update_ /= update_.norm();
        update_ = factor_.solve(update_);
      }
      null_basis_.col(c) = update_;
    }
    const Eigen::HouseholderQR<Eigen::MatrixXd> orthonormal(null_basis_);
    null_basis_ = orthonormal.householderQ() * Eigen::MatrixXd::Identity(size, count);
  }
  return true;
}

void SemidefiniteLdlt::solve_with_factor(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  x = b;
  factor_.matrixL().solveInPlace(x);
  x.array() *= inverse_pivots_.array();
  factor_.matrixU().solveInPlace(x);
}

int SemidefiniteLdlt::solve(const Eigen::VectorXd& b, Eigen::VectorXd& x) {
  const Eigen::Index size = b.size();
  x.setZero(size);
  if (size == 0) return 0;
  if (exact_) {
    solve_with_factor(b, x);  // the factor is S's own: no regularization to remove
    return 1;
  }
  double previous = std::numeric_limits<double>::infinity();
  int solves = 0;
  while (solves < kMaxSolves) {
    residual_ = b;
    residual_.noalias() -= matrix_->selfadjointView<Eigen::Upper>() * x;
    solve_with_factor(residual_, update_);
    x += update_;
    ++solves;
    const double change = update_.cwiseAbs().maxCoeff() / std::max(x.cwiseAbs().maxCoeff(), 1e-300);
    // Converged, or about to be: with the contraction ρ of the last two updates, the error left is
    // about change·ρ/(1 − ρ). Stop too when updates no longer halve (round-off reached).
    const double contraction = change / previous;
    if (change <= kUpdateTolerance || (solves >= 2 && !(contraction < 0.5)) ||
        (solves >= 2 && change * contraction / (1.0 - contraction) <= kUpdateTolerance))
      break;
    previous = change;
  }
  if (!dependent_pivots_.empty()) x -= null_basis_ * (null_basis_.transpose() * x);  // the minimum-norm solution
  return solves;
}

}  // namespace mbdae
