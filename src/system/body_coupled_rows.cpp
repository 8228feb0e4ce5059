#include "system/body_coupled_rows.hpp"

#include <algorithm>

namespace mbdae {

OrderedUpperPattern ordered_upper_pattern(const SparseMatrix& pattern) {
  const int m = static_cast<int>(pattern.rows());
  OrderedUpperPattern result;
  Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> inverse_order;
  Eigen::AMDOrdering<int>()(pattern, inverse_order);
  const Eigen::PermutationMatrix<Eigen::Dynamic, Eigen::Dynamic, int> order = inverse_order.inverse();
  result.order.assign(order.indices().data(), order.indices().data() + m);

  std::vector<Eigen::Triplet<double>> entries;
  for (int col = 0; col < m; ++col)
    for (SparseMatrix::InnerIterator it(pattern, col); it; ++it)
      if (result.order[it.row()] <= result.order[col]) entries.emplace_back(result.order[it.row()], result.order[col], 0.0);
  result.upper.resize(m, m);
  result.upper.setFromTriplets(entries.begin(), entries.end());
  result.upper.makeCompressed();
  return result;
}

int ordered_upper_position(const OrderedUpperPattern& pattern, int i, int j) {
  const int row = std::min(pattern.order[i], pattern.order[j]), col = std::max(pattern.order[i], pattern.order[j]);
  const SparseMatrix& upper = pattern.upper;
  const int* first = upper.innerIndexPtr() + upper.outerIndexPtr()[col];
  const int* last = upper.innerIndexPtr() + upper.outerIndexPtr()[col + 1];
  const int* found = std::lower_bound(first, last, row);
  return found != last && *found == row ? static_cast<int>(found - upper.innerIndexPtr()) : -1;
}

BodyCoupledRows body_coupled_rows(const MultibodySystem& system) {
  const int m = system.constraint_count();
  std::vector<Eigen::Triplet<double>> entries;
  for (int b = 0; b < system.body_count(); ++b)
    for (int i : system.constraint_rows_of_body(b))
      for (int j : system.constraint_rows_of_body(b)) entries.emplace_back(i, j, 0.0);
  for (int r = 0; r < m; ++r) entries.emplace_back(r, r, 0.0);  // every diagonal entry, touched or not
  SparseMatrix pattern(m, m);
  pattern.setFromTriplets(entries.begin(), entries.end());

  OrderedUpperPattern ordered = ordered_upper_pattern(pattern);
  BodyCoupledRows result;
  result.targets.resize(system.body_count());
  for (int b = 0; b < system.body_count(); ++b) {
    const std::vector<int>& rows = system.constraint_rows_of_body(b);
    const int count = static_cast<int>(rows.size());
    std::vector<int>& targets = result.targets[b];
    targets.assign(static_cast<std::size_t>(count) * count, -1);
    for (int j = 0; j < count; ++j)
      for (int i = 0; i < count; ++i)
        if (ordered.order[rows[i]] <= ordered.order[rows[j]])
          targets[i + static_cast<std::size_t>(j) * count] = ordered_upper_position(ordered, rows[i], rows[j]);
  }
  result.order = std::move(ordered.order);
  result.upper = std::move(ordered.upper);
  return result;
}

}  // namespace mbdae
