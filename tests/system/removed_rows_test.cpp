// A system built without some constraint rows (MultibodySystem's removed_rows): every quantity is the
// full system's with those rows left out, whichever rows of whichever equations go; redundant rows
// removed leave C_q of full rank and a motion that keeps them satisfied; rows that cannot be removed
// are refused; large models get removable rows from the sparse QR.
#include <gtest/gtest.h>

#include <random>

#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"
#include "support/builtin_cases.hpp"
#include "support/consistent_states.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"
#include "system/redundancy.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

// The rows of x not in `removed` (ascending).
Eigen::VectorXd without(const Eigen::VectorXd& x, const std::vector<int>& removed) {
  Eigen::VectorXd kept(x.size() - static_cast<Eigen::Index>(removed.size()));
  int k = 0;
  for (int r = 0; r < x.size(); ++r)
    if (!std::binary_search(removed.begin(), removed.end(), r)) kept[k++] = x[r];
  return kept;
}

Eigen::MatrixXd without_rows(const Eigen::MatrixXd& a, const std::vector<int>& removed) {
  Eigen::MatrixXd kept(a.rows() - static_cast<Eigen::Index>(removed.size()), a.cols());
  int k = 0;
  for (int r = 0; r < a.rows(); ++r)
    if (!std::binary_search(removed.begin(), removed.end(), r)) kept.row(k++) = a.row(r);
  return kept;
}

class RemovedRows : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// Random sets of joint rows — single components of vector equations, scalar equations, whole joints —
// against the full system's rows at random states: C, C_q, C_t and γ, and the rows' owners.
TEST_P(RemovedRows, EveryQuantityIsTheFullSystemsWithoutThoseRows) {
  const auto& [model_name, coordinates] = GetParam();
  const Model model = load_builtin_model(model_name);
  const MultibodySystem full(model, make_coordinate_type(coordinates));
  const int first_joint_row = full.intrinsic_constraint_count(), holonomic = full.holonomic_constraint_count();
  ASSERT_GT(holonomic, first_joint_row);
  std::mt19937 rng(41);
  for (int trial = 0; trial < 4; ++trial) {
    std::vector<int> removed;
    std::uniform_int_distribution<int> pick(first_joint_row, holonomic - 1);
    const int count = std::min(holonomic - first_joint_row, trial == 3 ? holonomic - first_joint_row : 1 + trial);
    while (static_cast<int>(removed.size()) < count) {
      const int r = pick(rng);
      if (std::find(removed.begin(), removed.end(), r) == removed.end()) removed.push_back(r);
    }
    std::sort(removed.begin(), removed.end());
    if (full.constraint_count() - count == 0) continue;  // no constraint left: refused by design
    const MultibodySystem reduced(model, make_coordinate_type(coordinates), removed);
    ASSERT_EQ(reduced.constraint_count(), full.constraint_count() - count);
    EXPECT_EQ(reduced.removed_rows(), removed);
    Eigen::VectorXd q, v;
    testing::random_consistent_state(full, rng, q, v);
    q += 0.01 * Eigen::VectorXd::Random(q.size());  // off the constraints: C ≠ 0 too
    const double t = 0.3 + trial;
    Eigen::VectorXd c_full(full.constraint_count()), c(reduced.constraint_count());
    full.constraints(t, q, c_full);
    reduced.constraints(t, q, c);
    EXPECT_EQ(c, without(c_full, removed));
    Eigen::VectorXd ct_full(full.constraint_count()), ct(reduced.constraint_count());
    full.constraint_time_derivative(t, q, ct_full);
    reduced.constraint_time_derivative(t, q, ct);
    EXPECT_EQ(ct, without(ct_full, removed));
    Eigen::VectorXd gamma_full(full.constraint_count()), gamma(reduced.constraint_count());
    SparseMatrix jacobian_full = full.make_constraint_jacobian(), jacobian = reduced.make_constraint_jacobian();
    full.gamma_and_jacobian(t, q, v, gamma_full, jacobian_full);
    reduced.gamma_and_jacobian(t, q, v, gamma, jacobian);
    EXPECT_EQ(gamma, without(gamma_full, removed));
    EXPECT_EQ(Eigen::MatrixXd(jacobian), without_rows(Eigen::MatrixXd(jacobian_full), removed));
    int k = 0;
    for (int r = 0; r < full.constraint_count(); ++r) {
      if (!std::binary_search(removed.begin(), removed.end(), r)) {
        EXPECT_EQ(reduced.constraint_owner(k++), full.constraint_owner(r));
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, RemovedRows, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

TEST(RemovedRowsRefused, IntrinsicAndOutOfRangeRows) {
  const Model model = load_builtin_model("triple_pendulum");
  const MultibodySystem full(model, make_coordinate_type("nacf"));
  for (const int row : {0, full.constraint_count()}) {
    try {
      const MultibodySystem reduced(model, make_coordinate_type("nacf"), {row});
      FAIL() << "row " << row << " removed";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::usage);
      EXPECT_NE(std::string(e.what()).find("constraint row " + std::to_string(row)), std::string::npos) << e.what();
    }
  }
}

// Bricard and the double four-bar without their dependent rows: C_q of full rank, the same degrees of
// freedom, and an AF run on that system keeps the removed rows satisfied as well as the others.
TEST(RemovedRowsRedundant, TheMotionKeepsTheRemovedRowsSatisfied) {
  for (const std::string model_name : {"bricard", "four_bar"}) {
    SCOPED_TRACE(model_name);
    const Model model = load_builtin_model(model_name);
    const MultibodySystem full(model, make_coordinate_type("nacf"));
    Eigen::VectorXd q, v;
    full.initial_state(q, v);
    assemble(full, 0.0, q, v);
    const ConstraintRank rank = constraint_rank(full, 0.0, q);
    ASSERT_TRUE(rank.redundant());
    const MultibodySystem reduced(model, make_coordinate_type("nacf"), rank.dependent_rows);
    EXPECT_EQ(constraint_rank(reduced, 0.0, q).rank, reduced.constraint_count());
    EXPECT_EQ(degrees_of_freedom(reduced, 0.0, q), degrees_of_freedom(full, 0.0, q));

    RunSettings settings;
    settings.formulation = "af";
    settings.integrator = "ab4";
    settings.correction = "rgcp";
    settings.t_end = 1.0;
    settings.step = 1e-3;
    settings.output_every = 0.01;
    double largest_removed = 0.0;
    int samples = 0;
    Eigen::VectorXd c(full.constraint_count());
    const RunResult result = run_simulation(
        model, settings, [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& qs, const Eigen::VectorXd&,
                             const Eigen::VectorXd&) {
          EXPECT_EQ(system.constraint_count(), reduced.constraint_count());
          full.constraints(t, qs, c);
          for (const int r : rank.dependent_rows) largest_removed = std::max(largest_removed, std::abs(c[r]));
          ++samples;
        });
    ASSERT_EQ(result.statistics.status, "ok") << result.statistics.message;
    EXPECT_EQ(result.removed_rows, rank.dependent_rows);
    EXPECT_EQ(result.constraint_count, reduced.constraint_count());
    EXPECT_EQ(samples, 101);
    EXPECT_LT(largest_removed, 1e-9);
  }
}

// Past kLargestNamedRedundancy rows the rows to remove come from SuiteSparseQR: as many as the rank
// deficiency, and without them C_q has full rank.
TEST(RemovedRowsRedundant, LargeModelsGetTheirRowsFromSparseQr) {
  const Model model = load_builtin_model("four_bar", {{"n", "80"}});
  const MultibodySystem full(model, make_coordinate_type("nacf"));
  ASSERT_GT(full.constraint_count(), kLargestNamedRedundancy);
  Eigen::VectorXd q, v;
  full.initial_state(q, v);
  assemble(full, 0.0, q, v);
  const ConstraintRank rank = constraint_rank(full, 0.0, q);
  ASSERT_TRUE(rank.redundant());
  EXPECT_EQ(static_cast<int>(rank.dependent_rows.size()), rank.rows - rank.rank);
  EXPECT_EQ(full.coordinate_count() - rank.rank, degrees_of_freedom(full, 0.0, q));
  const MultibodySystem reduced(model, make_coordinate_type("nacf"), rank.dependent_rows);
  EXPECT_EQ(reduced.coordinate_count() - reduced.constraint_count(), degrees_of_freedom(reduced, 0.0, q));
}

}  // namespace
}  // namespace mbdae
