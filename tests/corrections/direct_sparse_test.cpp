// The sparse form of the direct correction against the dense one on every built-in model in every
// coordinate type, the redundant ones (Bricard, four-bar) included, in both metrics (Euclidean and
// mass-weighted): the same corrected state to round-off (both take the minimum-norm step of the same
// Newton iteration), on the constraints; and on a thousand-link chain, where the dense form would need
// gigabytes, a corrected state on the constraints.
#include <gtest/gtest.h>

#include <limits>
#include <random>

#include "coordinates/coordinate_type.hpp"
#include "corrections/direct.hpp"
#include "io/builtin_models.hpp"
#include "support/builtin_cases.hpp"
#include "methods/run.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

CorrectionOptions options(LinearAlgebra algebra, bool mass_weighted) {
  CorrectionOptions o;
  o.linear_algebra = algebra;
  o.mass_weighted = mass_weighted;
  return o;
}

// A consistent state with random velocities, then moved off the constraints as an integration step
// leaves it (by round-off only where constraints are redundant: 1e-6 off them Bricard's C_q regains
// full rank with a condition number near 1e7).
void state_off_the_constraints(const MultibodySystem& system, bool redundant, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  system.initial_state(q, v);
  std::mt19937 rng(9);
  std::normal_distribution<double> normal(0.0, 1.0);
  for (int k = 0; k < v.size(); ++k) v[k] += normal(rng);
  assemble(system, 0.0, q, v);
  const double offset = redundant ? 1e-12 : 1e-6;
  for (int k = 0; k < q.size(); ++k) {
    q[k] += offset * normal(rng);
    v[k] += 1e-3 * normal(rng);
  }
}

void expect_on_constraints(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v) {
  Eigen::VectorXd c(system.constraint_count()), ct(system.constraint_count());
  system.constraints(0.0, q, c);
  EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-12);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.0, q, jacobian);
  system.constraint_time_derivative(0.0, q, ct);
  EXPECT_LT((jacobian * v + ct).cwiseAbs().maxCoeff(), 1e-11 * (1 + v.cwiseAbs().maxCoeff()));
}

class SparseDirectCorrection : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(SparseDirectCorrection, CorrectsLikeTheDenseForm) {
  const auto& [model, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model), make_coordinate_type(coordinates));
  for (const bool mass_weighted : {false, true}) {
    SCOPED_TRACE(mass_weighted ? "mass-weighted" : "Euclidean");
    Eigen::VectorXd q0, v0;
    state_off_the_constraints(system, testing::has_redundant_constraints(model), q0, v0);
    DirectCorrection dense(system, options(LinearAlgebra::dense, mass_weighted));
    DirectCorrection sparse(system, options(LinearAlgebra::sparse, mass_weighted));
    Eigen::VectorXd q_dense = q0, v_dense = v0, q_sparse = q0, v_sparse = v0;
    dense.correct(0.0, q_dense, v_dense);
    sparse.correct(0.0, q_sparse, v_sparse);
    EXPECT_LT((q_sparse - q_dense).cwiseAbs().maxCoeff(), 1e-12 * (1 + q_dense.cwiseAbs().maxCoeff()));
    EXPECT_LT((v_sparse - v_dense).cwiseAbs().maxCoeff(), 1e-10 * (1 + v_dense.cwiseAbs().maxCoeff()));
    EXPECT_EQ(sparse.statistics().newton_iterations, dense.statistics().newton_iterations);
    expect_on_constraints(system, q_sparse, v_sparse);
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, SparseDirectCorrection, ::testing::ValuesIn(testing::builtin_model_coordinate_cases(false)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

TEST(SparseDirectCorrectionChains, CorrectsAThousandLinkChain) {
  const MultibodySystem system(load_builtin_model("spherical_chain", {{"n", "1000"}}), make_coordinate_type("nacf"));
  for (const bool mass_weighted : {false, true}) {
    SCOPED_TRACE(mass_weighted ? "mass-weighted" : "Euclidean");
    Eigen::VectorXd q, v;
    state_off_the_constraints(system, false, q, v);
    DirectCorrection sparse(system, options(LinearAlgebra::sparse, mass_weighted));
    sparse.correct(0.0, q, v);
    EXPECT_LE(sparse.statistics().newton_iterations, 3);
    expect_on_constraints(system, q, v);
  }
}

// compare's reference corrects to 1e-12 at every step. A 1000-link chain spans 640 m, where C cannot be
// evaluated closer to zero than about 2e-13 and the updates' round-off, amplified by the chain's
// conditioning, stays above 1e-12: Newton must stop at that floor (DirectCorrection::kRoundOffResidual)
// instead of failing. Without the floor, this run (compare's reference with UKE) failed at t = 0.011 s.
TEST(SparseDirectCorrectionChains, ReachesWorkingPrecisionOnAThousandLinkChain) {
  RunSettings settings;
  settings.integrator = "rk4";
  settings.formulation = "uke";
  settings.correction = "direct";
  settings.tolerance = 1e-12;
  settings.step = 1e-4;
  settings.t_end = 0.015;
  settings.output_every = 0.005;
  const RunResult run = run_simulation(load_builtin_model("spherical_chain", {{"n", "1000"}}), settings, {});
  EXPECT_EQ(run.statistics.status, "ok") << run.statistics.message;
  // Over the whole run, the assembled start included (3e-12: assembly's own tolerance at this size).
  EXPECT_LT(run.statistics.max_position_violation, 1e-11);
}

}  // namespace
}  // namespace mbdae
