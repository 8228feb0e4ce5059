#include "formulations/dae_residual.hpp"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>
#include <numeric>
#include <random>

#include "core/error.hpp"

namespace mbdae {

namespace {
// A change of F by a few units in its last place is round-off, not a dependence: in relative
// coordinates a row computed through the tree's recursion moves by an ulp when an unrelated
// coordinate is perturbed.
constexpr double kRoundOff = 16 * std::numeric_limits<double>::epsilon();
}  // namespace

ResidualFormulation::ResidualFormulation(const EquationsOfMotion& system, int extra_unknowns)
    : system_(system),
      bodies_(body_block_system(system)),
      n_(system.coordinate_count()),
      m_(system.constraint_count()),
      holonomic_(system.holonomic_constraint_count()),
      size_(2 * n_ + m_ + extra_unknowns),
      jacobian_(system.make_constraint_jacobian()),
      constraint_(m_),
      gamma_(m_),
      ct_(m_),
      velocity_buffer_(n_),
      mass_(system.make_mass_matrix()),
      force_jacobian_(system),
      forces_(n_),
      work_n_(n_),
      base_residual_(size_),
      perturbed_residual_(size_),
      y_perturbed_(size_),
      position_(n_),
      velocity_(n_),
      multipliers_(m_),
      direction_(n_) {
  constant_mass_ = system.has_constant_mass_matrix();
  if (constant_mass_) system.mass_matrix(Eigen::VectorXd::Zero(n_), mass_);
  analytic_ = bodies_ && bodies_->has_analytic_constraint_hessians();
  if (analytic_ && !force_jacobian_.forces_are_constant()) {
    stiffness_ = force_jacobian_.make_matrix();
    damping_ = force_jacobian_.make_matrix();
  }
}

void ResidualFormulation::finish_construction() {
  if (!has_analytic_state_derivatives()) analytic_ = false;
  if (bodies_) {
    for (int b = 0; b < bodies_->body_count(); ++b)
      groups_.push_back({bodies_->body_offset(b), bodies_->coordinates().size(), rows_touched_by_body(b)});
  } else {
    // A joint coordinate moves every body outboard of it: M and Q couple it with its whole path, and on
    // a chain that is every coordinate. Every row, then, which the probe below thins to what is there.
    std::vector<int> every_row(size_);
    std::iota(every_row.begin(), every_row.end(), 0);
    for (int j = 0; j < n_; ++j) groups_.push_back({j, 1, every_row});
  }
  colour_groups();
  build_pattern();
  probe_pattern();
}

// Body b's coordinates and velocities enter: the kinematic rows and force rows of b and of every body
// it shares a joint or a spring–damper with (C_qᵀλ, C_qᵀμ and spring forces couple them), and the
// constraint rows of its joints (with what the form adds to them).
std::vector<int> ResidualFormulation::rows_touched_by_body(int body) const {
  const std::vector<int>& joined = bodies_->bodies_joined_to(body);
  const std::vector<int>& sprung = bodies_->bodies_coupled_by_forces(body);
  std::vector<int> neighbours;
  std::set_union(joined.begin(), joined.end(), sprung.begin(), sprung.end(), std::back_inserter(neighbours));
  const int size = bodies_->coordinates().size();
  std::vector<int> rows;
  for (int a : neighbours)
    for (int k = 0; k < size; ++k) {
      rows.push_back(bodies_->body_offset(a) + k);       // kinematic rows
      rows.push_back(n_ + bodies_->body_offset(a) + k);  // dynamic rows
    }
  for (int r : bodies_->constraint_rows_of_body(body)) {
    rows.push_back(2 * n_ + r);
    add_rows_of_constraint(r, rows);
  }
  std::sort(rows.begin(), rows.end());
  return rows;
}

// Greedy distance-2 colouring: groups whose touched rows are disjoint share a colour.
void ResidualFormulation::colour_groups() {
  std::vector<std::vector<char>> used;
  for (std::size_t g = 0; g < groups_.size(); ++g) {
    const std::vector<int>& rows = groups_[g].rows;
    std::size_t c = 0;
    for (; c < colours_.size(); ++c) {
      const bool clash = std::any_of(rows.begin(), rows.end(), [&](int r) { return used[c][r]; });
      if (!clash) break;
    }
    if (c == colours_.size()) {
      colours_.emplace_back();
      used.emplace_back(size_, 0);
    }
    colours_[c].push_back(static_cast<int>(g));
    for (int r : rows) used[c][r] = 1;
  }
}

void ResidualFormulation::add_constraint_transpose_pattern(int row_offset, int col_offset,
                                                           std::vector<Eigen::Triplet<double>>& entries) const {
  if (bodies_) {
    const int size = bodies_->coordinates().size();
    for (int b = 0; b < bodies_->body_count(); ++b)
      for (int r : bodies_->constraint_rows_of_body(b))
        for (int k = 0; k < size; ++k)
          entries.emplace_back(row_offset + bodies_->body_offset(b) + k, col_offset + r, 0.0);
    return;
  }
  const SparseMatrix pattern = system_.make_constraint_jacobian();
  for (int col = 0; col < pattern.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(pattern, col); it; ++it)
      entries.emplace_back(row_offset + col, col_offset + static_cast<int>(it.row()), 0.0);
}

void ResidualFormulation::build_pattern() {
  std::vector<Eigen::Triplet<double>> entries;
  for (const ColumnGroup& group : groups_)
    for (int k = 0; k < group.count; ++k)
      for (int r : group.rows) {
        entries.emplace_back(r, group.first + k, 0.0);       // q columns
        entries.emplace_back(r, n_ + group.first + k, 0.0);  // v columns
      }
  add_constraint_transpose_pattern(n_, 2 * n_, entries);  // λ columns: C_qᵀ in the dynamic rows
  add_pattern_entries(entries);
  pattern_.resize(size_, size_);
  pattern_.setFromTriplets(entries.begin(), entries.end());  // duplicates sum to zero: still stored
  pattern_.makeCompressed();
}

Eigen::VectorXd ResidualFormulation::differential_components() const {
  Eigen::VectorXd id = Eigen::VectorXd::Zero(size_);
  id.head(2 * n_).setOnes();
  return id;
}

void ResidualFormulation::consistent_initial_values(const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                                    const Eigen::VectorXd& acceleration,
                                                    const Eigen::VectorXd& multipliers, Eigen::VectorXd& y,
                                                    Eigen::VectorXd& yp) const {
  y = Eigen::VectorXd::Zero(size_);
  yp = Eigen::VectorXd::Zero(size_);
  y.head(n_) = q;
  y.segment(n_, n_) = v;
  y.segment(2 * n_, m_) = multipliers;
  yp.head(n_) = v;
  yp.segment(n_, n_) = acceleration;
}

void ResidualFormulation::residual(double t, Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> yp,
                                   Eigen::Ref<Eigen::VectorXd> F) {
  ++evaluations_;
  // q and v are copied out because the system's functions take whole vectors.
  Eigen::VectorXd& position = work_n_;
  position = y.head(n_);
  const auto velocity = y.segment(n_, n_);
  const auto multipliers = y.segment(2 * n_, m_);
  const auto position_rate = yp.head(n_);
  const auto velocity_rate = yp.segment(n_, n_);

  system_.constraint_jacobian(t, position, jacobian_);
  if (!constant_mass_) system_.mass_matrix(position, mass_);
  velocity_buffer_ = velocity;
  system_.generalized_forces(t, position, velocity_buffer_, forces_);

  auto kinematic = F.head(n_);
  auto dynamic = F.segment(n_, n_);
  kinematic = position_rate - velocity;
  dynamic.noalias() = mass_ * velocity_rate;
  dynamic.noalias() += jacobian_.transpose() * multipliers;
  dynamic -= forces_;
  constraint_residual(t, position, y, yp, F);
}

void ResidualFormulation::index_value_positions() {
  value_positions_.assign(2 * n_, {});
  for (const ColumnGroup& group : groups_)
    for (int block = 0; block < 2; ++block)
      for (int k = 0; k < group.count; ++k) {
        const int col = block * n_ + group.first + k;
        const int* first = pattern_.innerIndexPtr() + pattern_.outerIndexPtr()[col];
        const int* last = pattern_.innerIndexPtr() + pattern_.outerIndexPtr()[col + 1];
        std::vector<int>& positions = value_positions_[col];
        positions.reserve(group.rows.size());
        for (int r : group.rows) {
          const int* found = std::lower_bound(first, last, r);
          positions.push_back(found != last && *found == r ? static_cast<int>(found - pattern_.innerIndexPtr()) : -1);
        }
      }
}

void ResidualFormulation::probe_pattern() {
  index_value_positions();  // on the block pattern: every finite-difference entry is in it
  SparseMatrix probe = pattern_;
  std::vector<char> keep(pattern_.nonZeros(), 0);
  std::mt19937 rng(20240611);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  Eigen::VectorXd y(size_), yp(size_);
  try {
    for (int round = 0; round < 2; ++round) {
      for (int k = 0; k < size_; ++k) {
        y[k] = uniform(rng);
        yp[k] = uniform(rng);
      }
      // A random time too: a driven joint's terms may vanish at t = 0 (sin Ωt).
      iteration_matrix(1.0 + uniform(rng), y, yp, 1.0, probe);
      for (int k = 0; k < probe.nonZeros(); ++k)
        if (probe.valuePtr()[k] != 0.0 || !std::isfinite(probe.valuePtr()[k])) keep[k] = 1;
    }
  } catch (const Error&) {
    // A model whose functions refuse a random state keeps the block pattern, which needs no probe.
    pattern_misses_ = 0;
    return;
  }
  // Where M and C_q come from a recursion (relative coordinates), what the analytic parts write from
  // them stays whatever its value at the probes: c_j M in the dynamic rows' v columns and C_qᵀ in the
  // multiplier columns. An entry of their patterns may vanish at both probes and carry round-off
  // elsewhere. (In global coordinates the bodies' blocks are far wider than their entries, which are
  // exact zeros, and are probed like the rest.)
  auto analytic = [&](int row, int col) {
    if (bodies_) return false;
    if (col >= 2 * n_) return true;
    if (row < n_ || row >= 2 * n_ || col < n_) return false;
    const int* first = mass_.innerIndexPtr() + mass_.outerIndexPtr()[col - n_];
    const int* last = mass_.innerIndexPtr() + mass_.outerIndexPtr()[col - n_ + 1];
    return std::binary_search(first, last, row - n_);
  };
  std::vector<Eigen::Triplet<double>> entries;
  for (int col = 0; col < pattern_.outerSize(); ++col)
    for (int k = pattern_.outerIndexPtr()[col]; k < pattern_.outerIndexPtr()[col + 1]; ++k) {
      const int row = pattern_.innerIndexPtr()[k];
      // The diagonal stays too, for the pivots.
      if (keep[k] || row == col || analytic(row, col)) entries.emplace_back(row, col, 0.0);
    }
  pattern_.resize(size_, size_);
  pattern_.setFromTriplets(entries.begin(), entries.end());
  pattern_.makeCompressed();
  index_value_positions();
  pattern_misses_ = 0;
  evaluations_ = 0;
}

void ResidualFormulation::add_entry(SparseMatrix& J, int row, int col, double value) const {
  const int* first = J.innerIndexPtr() + J.outerIndexPtr()[col];
  const int* last = J.innerIndexPtr() + J.outerIndexPtr()[col + 1];
  const int* found = std::lower_bound(first, last, row);
  if (found != last && *found == row)
    J.valuePtr()[found - J.innerIndexPtr()] += value;
  else if (value != 0.0)
    ++pattern_misses_;
}

void ResidualFormulation::difference_columns(double t, Eigen::Ref<const Eigen::VectorXd> y,
                                             Eigen::Ref<const Eigen::VectorXd> yp, SparseMatrix& J) {
  // q and v columns by forward differences, one colour of groups at a time.
  residual(t, y, yp, base_residual_);
  const double root_epsilon = std::sqrt(std::numeric_limits<double>::epsilon());
  double* values = J.valuePtr();
  for (int block = 0; block < 2; ++block) {  // 0: q columns, 1: v columns
    for (const std::vector<int>& colour : colours_) {
      int widest = 0;
      for (int g : colour) widest = std::max(widest, groups_[g].count);
      for (int k = 0; k < widest; ++k) {
        y_perturbed_ = y;
        for (int g : colour) {
          if (k >= groups_[g].count) continue;
          const int col = block * n_ + groups_[g].first + k;
          y_perturbed_[col] += root_epsilon * std::max(1.0, std::abs(y[col]));
        }
        residual(t, y_perturbed_, yp, perturbed_residual_);
        for (int g : colour) {
          if (k >= groups_[g].count) continue;
          const int col = block * n_ + groups_[g].first + k;
          const double h = y_perturbed_[col] - y[col];
          const std::vector<int>& rows = groups_[g].rows;
          const std::vector<int>& positions = value_positions_[col];
          for (std::size_t i = 0; i < rows.size(); ++i) {
            const double base = base_residual_[rows[i]], perturbed = perturbed_residual_[rows[i]];
            const double difference = (perturbed - base) / h;
            if (positions[i] >= 0)
              values[positions[i]] = difference;
            else if (std::abs(perturbed - base) > kRoundOff * std::max({1.0, std::abs(base), std::abs(perturbed)}))
              ++pattern_misses_;
          }
        }
      }
    }
  }
}

void ResidualFormulation::analytic_entries(double t, Eigen::Ref<const Eigen::VectorXd> y, double cj,
                                           SparseMatrix& J) {
  // Analytic parts at (t, y): c_j ∂F/∂y' and the multiplier columns. residual() left C_q and M of the
  // last perturbed state in the workspace, so evaluate them again at y.
  work_n_ = y.head(n_);
  system_.constraint_jacobian(t, work_n_, jacobian_);
  if (!constant_mass_) system_.mass_matrix(work_n_, mass_);
  for (int i = 0; i < n_; ++i) add_entry(J, i, i, cj);  // ∂(q' − v)/∂q'
  for (int col = 0; col < mass_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(mass_, col); it; ++it)
      add_entry(J, n_ + static_cast<int>(it.row()), n_ + col, cj * it.value());
  for (int col = 0; col < jacobian_.outerSize(); ++col)
    for (SparseMatrix::InnerIterator it(jacobian_, col); it; ++it)
      add_entry(J, n_ + col, 2 * n_ + static_cast<int>(it.row()), it.value());  // C_qᵀ λ
  add_analytic_entries(cj, J);
}

namespace {
// Adds a system's second-derivative entries into J at an offset, scaled (ResidualFormulation::add_entry
// keeps J's pattern fixed and counts what falls outside it).
template <class Add>
class OffsetSink final : public EntrySink {
 public:
  OffsetSink(Add add, int row_offset, int col_offset, double scale)
      : add_(add), row_offset_(row_offset), col_offset_(col_offset), scale_(scale) {}
  void add(int row, int col, double value) override { add_(row_offset_ + row, col_offset_ + col, scale_ * value); }

 private:
  Add add_;
  int row_offset_, col_offset_;
  double scale_;
};
}  // namespace

void ResidualFormulation::add_constraint_hessian(Eigen::Ref<const Eigen::VectorXd> y, int first, int row_offset,
                                                 SparseMatrix& J) {
  position_ = y.head(n_);
  multipliers_ = y.segment(first, m_);
  OffsetSink sink([&](int r, int c, double v) { add_entry(J, r, c, v); }, row_offset, 0, 1.0);
  bodies_->constraint_hessian(position_, multipliers_, sink);
}

void ResidualFormulation::add_gamma_position_derivative(Eigen::Ref<const Eigen::VectorXd> y, int row_offset,
                                                        double scale, SparseMatrix& J) {
  position_ = y.head(n_);
  velocity_ = y.segment(n_, n_);
  OffsetSink sink([&](int r, int c, double v) { add_entry(J, r, c, v); }, row_offset, 0, scale);
  bodies_->gamma_position_derivative(position_, velocity_, sink);
}

void ResidualFormulation::add_jacobian_derivative(Eigen::Ref<const Eigen::VectorXd> y, Eigen::Ref<const Eigen::VectorXd> x,
                                                  int first, int row_offset, int col_offset, double scale,
                                                  SparseMatrix& J) {
  position_ = y.head(n_);
  direction_ = x.segment(first, n_);
  OffsetSink sink([&](int r, int c, double v) { add_entry(J, r, c, v); }, row_offset, col_offset, scale);
  bodies_->jacobian_derivative(position_, direction_, sink);
}

// F_kin = q' − v and F_dyn = M(q) v' + C_qᵀλ − Q(t, q, v): ∂F_kin/∂v = −I,
// ∂F_dyn/∂q = (M v')_q + (C_qᵀλ)_q + K, ∂F_dyn/∂v = D ((M v')_q = 0 where M is constant).
void ResidualFormulation::state_derivatives(double t, Eigen::Ref<const Eigen::VectorXd> y,
                                            Eigen::Ref<const Eigen::VectorXd> yp, SparseMatrix& J) {
  for (int i = 0; i < n_; ++i) add_entry(J, i, n_ + i, -1.0);
  add_constraint_hessian(y, 2 * n_, n_, J);
  if (!constant_mass_) {
    position_ = y.head(n_);
    direction_ = yp.segment(n_, n_);
    OffsetSink sink([&](int r, int c, double v) { add_entry(J, r, c, v); }, n_, 0, 1.0);
    bodies_->mass_matrix_derivative(position_, direction_, sink);
  }
  if (!force_jacobian_.forces_are_constant()) {
    position_ = y.head(n_);
    velocity_ = y.segment(n_, n_);
    force_jacobian_.evaluate(t, position_, velocity_, stiffness_, damping_);
    for (int col = 0; col < stiffness_.outerSize(); ++col)
      for (SparseMatrix::InnerIterator it(stiffness_, col); it; ++it)
        add_entry(J, n_ + static_cast<int>(it.row()), col, it.value());
    for (int col = 0; col < damping_.outerSize(); ++col)
      for (SparseMatrix::InnerIterator it(damping_, col); it; ++it)
        add_entry(J, n_ + static_cast<int>(it.row()), n_ + col, it.value());
  }
  add_state_derivatives(t, y, yp, J);
}

void ResidualFormulation::iteration_matrix(double t, Eigen::Ref<const Eigen::VectorXd> y,
                                           Eigen::Ref<const Eigen::VectorXd> yp, double cj, SparseMatrix& J) {
  std::fill(J.valuePtr(), J.valuePtr() + J.nonZeros(), 0.0);
  if (analytic_) {
    analytic_entries(t, y, cj, J);  // leaves C_q at y in jacobian_
    state_derivatives(t, y, yp, J);
  } else {
    difference_columns(t, y, yp, J);
    analytic_entries(t, y, cj, J);
  }
}

}  // namespace mbdae
