// The sparse form of the augmented formulation against the dense one: same accelerations and
// multipliers to round-off on every built-in model in both coordinate types, the same refusal of
// redundant constraints, and an error naming the time and the matrix when S is singular.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/af.hpp"
#include "io/builtin_models.hpp"
#include "support/consistent_states.hpp"
#include "support/builtin_cases.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

class SparseAugmentedFormulation : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(SparseAugmentedFormulation, AgreesWithTheDenseFormToRoundOff) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  AugmentedFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
  EXPECT_EQ(sparse.linear_algebra(), LinearAlgebra::sparse);
  std::mt19937 rng(23);
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q, v, a_dense, a_sparse, l_dense, l_sparse;
    testing::random_consistent_state(system, rng, q, v);
    dense.solve(0.1 * trial, q, v, a_dense, l_dense);
    sparse.solve(0.1 * trial, q, v, a_sparse, l_sparse);
    ASSERT_EQ(a_sparse.size(), a_dense.size());
    ASSERT_EQ(l_sparse.size(), l_dense.size());
    // Different elimination orders of the same SPD system: round-off relative to the largest term, or
    // to the forces over the smallest mass where that is larger.
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.1 * trial, q, v, l_dense);
    EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-11 * (1 + a_dense.cwiseAbs().maxCoeff()) + round_off.acceleration);
    EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-11 * (1 + l_dense.cwiseAbs().maxCoeff()) + round_off.multiplier);
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, SparseAugmentedFormulation, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(true)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// Redundant constraints make S singular: both forms refuse, in one line naming the time and the
// matrix, instead of returning multipliers of a singular system.
TEST(SparseAugmentedFormulationErrors, RedundantConstraintsAreRefusedNamingTheTimeAndTheMatrix) {
  int redundant = 0;
  for (const BuiltinModelText& text : builtin_model_texts()) {
    if (!testing::has_redundant_constraints(text.name)) continue;
    ++redundant;
    for (const std::string& coordinates : coordinate_type_names(load_builtin_model(text.name).planar)) {
      const MultibodySystem system(load_builtin_model(text.name), make_coordinate_type(coordinates));
      for (const LinearAlgebra algebra : {LinearAlgebra::dense, LinearAlgebra::sparse}) {
        SCOPED_TRACE(std::string(text.name) + " " + coordinates + " " + to_string(algebra));
        AugmentedFormulation af(system, algebra);
        std::mt19937 rng(5);
        Eigen::VectorXd q, v, a, l;
        testing::random_consistent_state(system, rng, q, v);
        try {
          af.solve(1.25, q, v, a, l);
          FAIL() << "solved a saddle-point system with redundant constraints";
        } catch (const Error& e) {
          EXPECT_EQ(e.kind(), Error::Kind::numerical);
          EXPECT_EQ(e.time(), 1.25);
          const std::string what = e.what();
          EXPECT_EQ(what.find('\n'), std::string::npos) << what;
          EXPECT_NE(what.find("t = 1.25 s"), std::string::npos) << what;
          EXPECT_NE(what.find(std::string(to_string(algebra)) + " factorization of C_q M^-1 C_q^T"), std::string::npos)
              << what;
        }
      }
    }
  }
  EXPECT_GE(redundant, 2);  // bricard and four_bar at least
}

// A 100-link chain: the sparse form agrees with the dense one where S is large and banded.
TEST(SparseAugmentedFormulationChains, AgreesWithTheDenseFormOnAHundredLinkChain) {
  for (const std::string model : {"spherical_chain", "revolute_chain"}) {
    SCOPED_TRACE(model);
    const MultibodySystem system(load_builtin_model(model, {{"n", "100"}}), make_coordinate_type("nacf"));
    AugmentedFormulation dense(system, LinearAlgebra::dense), sparse(system, LinearAlgebra::sparse);
    Eigen::VectorXd q, v, a_dense, a_sparse, l_dense, l_sparse;
    system.initial_state(q, v);
    std::mt19937 rng(3);
    std::normal_distribution<double> normal(0.0, 1.0);
    for (int k = 0; k < v.size(); ++k) v[k] = normal(rng);
    assemble(system, 0.0, q, v);  // the falling arc with random (consistent) velocities
    dense.solve(0.0, q, v, a_dense, l_dense);
    sparse.solve(0.0, q, v, a_sparse, l_sparse);
    EXPECT_LT((a_sparse - a_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + a_dense.cwiseAbs().maxCoeff()));
    EXPECT_LT((l_sparse - l_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + l_dense.cwiseAbs().maxCoeff()));
  }
}

}  // namespace
}  // namespace mbdae
