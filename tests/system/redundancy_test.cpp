// Which constraint rows repeat the ones before them (system/redundancy.hpp): the rank must agree with
// degrees_of_freedom's, and the rows it names must be those of the joint that repeats the others.
#include <gtest/gtest.h>

#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "methods/registry.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"
#include "system/redundancy.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

struct Assembled {
  MultibodySystem system;
  Eigen::VectorXd q;
};

Assembled assembled(Model model, const std::string& coordinates = "nacf") {
  Assembled a{MultibodySystem(std::move(model), make_coordinate_type(coordinates)), {}};
  Eigen::VectorXd v;
  a.system.initial_state(a.q, v);
  assemble(a.system, 0.0, a.q, v);
  return a;
}

TEST(Redundancy, AnOpenChainHasNone) {
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    const Assembled a = assembled(load_builtin_model("triple_pendulum"), coordinates);
    const ConstraintRank rank = constraint_rank(a.system, 0.0, a.q);
    EXPECT_FALSE(rank.redundant()) << coordinates;
    EXPECT_EQ(rank.rank, a.system.constraint_count());
    EXPECT_TRUE(rank.dependent_rows.empty());
  }
}

TEST(Redundancy, BricardsOneDependentRowIsItsLastJoints) {
  const Assembled a = assembled(load_builtin_model("bricard"));
  const ConstraintRank rank = constraint_rank(a.system, 0.0, a.q);
  EXPECT_EQ(rank.rows - rank.rank, 1);
  ASSERT_EQ(rank.dependent_rows.size(), 1u);
  EXPECT_EQ(a.system.constraint_owner(rank.dependent_rows[0]), "joint 'J6'");
  // The same count as the degrees of freedom: n − rank C_q.
  EXPECT_EQ(a.system.coordinate_count() - rank.rank, degrees_of_freedom(a.system, 0.0, a.q));
  EXPECT_EQ(describe_redundancy(a.system, rank),
            "joint 'J6' (1 of its 5 rows) repeats constraints of the rows before it (rank C_q = 59 of 60 rows)");
}

TEST(Redundancy, AJointGivenTwiceRepeatsAllItsRows) {
  const Model model = parse_model_yaml(R"(
name: doubled
bodies:
  - {name: link, mass: 1, inertia: [0.01, 0.1, 0.1], position: [0.5, 0, 0]}
joints:
  - {name: A, type: spherical, body_i: ground, point_i: [0, 0, 0], body_j: link, point_j: [-0.5, 0, 0]}
  - {name: A_again, type: spherical, body_i: ground, point_i: [0, 0, 0], body_j: link, point_j: [-0.5, 0, 0]}
)",
                                       "doubled.yaml");
  const Assembled a = assembled(model);
  const ConstraintRank rank = constraint_rank(a.system, 0.0, a.q);
  EXPECT_EQ(rank.rows - rank.rank, 3);
  EXPECT_EQ(describe_redundancy(a.system, rank),
            "joint 'A_again' (3 of its 3 rows) repeats constraints of the rows before it (rank C_q = 9 of 12 rows)");
}

TEST(Redundancy, LargeModelsGetTheirRankFromSparseQr) {
  // 200 links: 1800 rows, past kLargestNamedRedundancy: the rank alone, from SuiteSparseQR.
  const Assembled chain = assembled(load_builtin_model("spherical_chain", {{"n", "200"}}));
  ASSERT_GT(chain.system.constraint_count(), kLargestNamedRedundancy);
  const ConstraintRank full = constraint_rank(chain.system, 0.0, chain.q);
  EXPECT_FALSE(full.redundant());
  EXPECT_TRUE(full.dependent_rows.empty());
}

TEST(Redundancy, TheRowsNamedAgreeWithSparseQrsRankOnThirtyFourBars) {
  // 30 parallelogram four-bars (732 columns, where degrees_of_freedom uses SuiteSparseQR) repeat
  // constraints in every loop: the Gram-Schmidt sweep must find as many dependent rows.
  const Assembled bars = assembled(load_builtin_model("four_bar", {{"n", "30"}}));
  const ConstraintRank rank = constraint_rank(bars.system, 0.0, bars.q);
  EXPECT_TRUE(rank.redundant());
  EXPECT_EQ(bars.system.coordinate_count() - rank.rank, degrees_of_freedom(bars.system, 0.0, bars.q));
  EXPECT_EQ(static_cast<int>(rank.dependent_rows.size()), rank.rows - rank.rank);
}

// The yes-or-no answer (from SuiteSparseQR from 48 rows on) agrees with the named rows' on every
// built-in model, its parameters' larger sizes and a chain past the named sweep's limit.
TEST(Redundancy, TheQuickAnswerAgreesWithTheNamedRows) {
  std::vector<std::pair<std::string, ParameterSettings>> cases;
  for (const BuiltinModelText& text : builtin_model_texts()) cases.push_back({text.name, {}});
  cases.push_back({"four_bar", {{"n", "30"}}});
  cases.push_back({"spherical_chain", {{"n", "100"}}});
  cases.push_back({"revolute_chain", {{"n", "100"}}});
  int redundant = 0;
  for (const auto& [name, parameters] : cases) {
    SCOPED_TRACE(name);
    const Model model = load_builtin_model(name, parameters);
    const Assembled a = assembled(model, model.planar ? "planar-nacf" : "nacf");
    const bool named = constraint_rank(a.system, 0.0, a.q).redundant();
    EXPECT_EQ(constraints_are_redundant(a.system, 0.0, a.q), named);
    redundant += named;
  }
  EXPECT_GE(redundant, 3) << "bricard, four_bar and its 30 copies repeat rows";
}

}  // namespace
}  // namespace mbdae
