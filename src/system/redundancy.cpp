#include "system/redundancy.hpp"

#include "linear_algebra/linear_algebra.hpp"

#include <map>
#include <sstream>

#include "system/assembly.hpp"
#include "system/coordinate_partition.hpp"

namespace mbdae {

bool constraints_are_redundant(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q) {
  const int rows = system.constraint_count();
  if (rows < kSmallestSparseSystem) return constraint_rank(system, t, q).redundant();
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(t, q, jacobian);
  return static_cast<int>(choose_partition_sparse(jacobian, t).rows.size()) < rows;
}

ConstraintRank constraint_rank(const EquationsOfMotion& system, double t, const Eigen::VectorXd& q) {
  ConstraintRank result;
  result.rows = system.constraint_count();
  SparseMatrix sparse = system.make_constraint_jacobian();
  system.constraint_jacobian(t, q, sparse);
  if (result.rows > kLargestNamedRedundancy) {
    const CoordinatePartition partition = choose_partition_sparse(sparse, t);
    result.rank = static_cast<int>(partition.rows.size());
    std::vector<char> kept(result.rows, 0);
    for (const int r : partition.rows) kept[r] = 1;
    for (int r = 0; r < result.rows; ++r)
      if (!kept[r]) result.dependent_rows.push_back(r);
    return result;
  }
  const Eigen::MatrixXd jacobian = Eigen::MatrixXd(sparse);
  // Gram–Schmidt in the model's order, orthogonalized twice (Giraud et al. 2005: "twice is enough"), so
  // that a row is called dependent on the rows before it, never on later ones; the threshold is
  // relative to each row's own norm because rows differ in units (unit vectors, lengths, angles).
  Eigen::MatrixXd basis(jacobian.cols(), result.rows);
  Eigen::VectorXd w(jacobian.cols());
  for (int r = 0; r < result.rows; ++r) {
    const double norm = jacobian.row(r).norm();
    w = jacobian.row(r).transpose();
    for (int pass = 0; pass < 2; ++pass)
      if (result.rank > 0) w -= basis.leftCols(result.rank) * (basis.leftCols(result.rank).transpose() * w);
    const double distance = w.norm();
    if (!(norm > 0.0) || !(distance > 1e-9 * norm)) {
      result.dependent_rows.push_back(r);
      continue;
    }
    basis.col(result.rank++) = w / distance;
  }
  return result;
}

std::string describe_redundancy(const EquationsOfMotion& system, const ConstraintRank& rank) {
  std::ostringstream text;
  if (rank.dependent_rows.empty()) {
    text << "rank C_q = " << rank.rank << " of " << rank.rows << " rows";
    return text.str();
  }
  // Owners in the order of their first dependent row, each with how many of its rows depend.
  std::vector<std::string> owners;
  std::map<std::string, int> dependent, total;
  for (int r = 0; r < rank.rows; ++r) ++total[system.constraint_owner(r)];
  for (int r : rank.dependent_rows) {
    const std::string owner = system.constraint_owner(r);
    if (dependent[owner]++ == 0) owners.push_back(owner);
  }
  for (std::size_t k = 0; k < owners.size(); ++k) {
    text << (k == 0 ? "" : k + 1 == owners.size() ? " and " : ", ") << owners[k] << " (" << dependent[owners[k]]
         << " of its " << total[owners[k]] << " rows)";
  }
  text << (owners.size() == 1 ? " repeats" : " repeat") << " constraints of the rows before "
       << (owners.size() == 1 ? "it" : "them") << " (rank C_q = " << rank.rank << " of " << rank.rows << " rows)";
  return text.str();
}

}  // namespace mbdae
