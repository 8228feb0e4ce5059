// The DAE residual forms: consistent initial values zero the residual, the iteration matrix matches
// central finite differences of F entry by entry (entries outside its pattern must vanish), and its
// probed pattern keeps what the equations touch and little else.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "formulations/dae_residual.hpp"
#include "io/builtin_models.hpp"
#include "support/relative_test_models.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "system/redundancy.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

class ResidualForms : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {
 protected:
  std::string form() const { return std::get<0>(GetParam()); }
  std::string coordinates() const { return std::get<1>(GetParam()); }
};

// J entry by entry against central differences of F, at a random (inconsistent) state. Without a
// drive or a rolling contact its q and v columns are analytic in every coordinate type (with them,
// finite differences: DriveAndRolling below). The models have springs, dampers and torques, so K and
// D enter too.
void expect_iteration_matrix_matches_differences(const std::string& form, const EquationsOfMotion& system,
                                                 bool analytic) {
  auto residual_form = make_dae_residual(form, system);
  ResidualFormulation& residual = *residual_form;
  EXPECT_EQ(residual.has_analytic_iteration_matrix(), analytic);
  std::mt19937 rng(8);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  Eigen::VectorXd y(residual.size()), yp(residual.size());
  for (int k = 0; k < y.size(); ++k) {
    y[k] = u(rng);
    yp[k] = u(rng);
  }
  const double cj = 37.5, t = 0.37;  // a state and a time of their own, not the pattern probe's
  SparseMatrix J = residual.make_iteration_matrix();
  const long nonzeros = J.nonZeros();
  residual.iteration_matrix(t, y, yp, cj, J);
  EXPECT_EQ(J.nonZeros(), nonzeros) << "the pattern is fixed";
  EXPECT_EQ(residual.pattern_misses(), 0) << "no dependence outside the probed pattern";
  const Eigen::MatrixXd dense = J;

  auto F = [&](const Eigen::VectorXd& ys, const Eigen::VectorXd& yps) {
    Eigen::VectorXd f(residual.size());
    residual.residual(t, ys, yps, f);
    return f;
  };
  const double h = 1e-6;
  for (int col = 0; col < residual.size(); ++col) {
    Eigen::VectorXd yh = y, ym = y, yph = yp, ypm = yp;
    yh[col] += h;
    ym[col] -= h;
    yph[col] += h;
    ypm[col] -= h;
    const Eigen::VectorXd expected = (F(yh, yp) - F(ym, yp)) / (2 * h) + cj * (F(y, yph) - F(y, ypm)) / (2 * h);
    for (int row = 0; row < residual.size(); ++row)
      ASSERT_NEAR(dense(row, col), expected[row], 2e-6 * (1 + std::abs(expected[row])))
          << "row " << row << " column " << col;
  }
}

TEST_P(ResidualForms, IterationMatrixMatchesFiniteDifferences) {
  const MultibodySystem system(testing::every_joint_model(), make_coordinate_type(coordinates()));
  expect_iteration_matrix_matches_differences(form(), system, true);
}

TEST_P(ResidualForms, PlanarIterationMatrixMatchesFiniteDifferences) {
  const std::string planar = coordinates() == "nacf" ? "planar-nacf" : "planar-xytheta";
  const MultibodySystem system(testing::planar_every_joint_model(), make_coordinate_type(planar));
  expect_iteration_matrix_matches_differences(form(), system, true);
}

// With drives and rolling contacts the q and v columns are finite differences, still matching (the
// index-3 form, which takes no velocity-level rows, with the drives alone).
TEST_P(ResidualForms, DriveAndRollingIterationMatrixMatchesFiniteDifferences) {
  Model model = testing::driven_and_rolling_model();
  if (form() == "index3") model.joints.resize(2);  // the drives; the rolling contacts come last
  const MultibodySystem system(model, make_coordinate_type(coordinates()));
  expect_iteration_matrix_matches_differences(form(), system, false);
}

// The analytic matrix costs one evaluation of each term, not one residual per colour and coordinate:
// building it on a 10-link chain evaluates F not once, in either spatial coordinate type.
TEST(AnalyticIterationMatrix, NeedsNoResidualEvaluations) {
  for (const char* coordinates : {"nacf", "rpcf-ep"})
  for (const char* form : {"index3", "ggl", "index1"}) {
    SCOPED_TRACE(coordinates);
    const MultibodySystem system(load_builtin_model("spherical_chain"), make_coordinate_type(coordinates));
    auto residual_form = make_dae_residual(form, system);
    ASSERT_TRUE(residual_form->has_analytic_iteration_matrix()) << form;
    const long before = residual_form->evaluations();
    SparseMatrix J = residual_form->make_iteration_matrix();
    Eigen::VectorXd y = Eigen::VectorXd::Ones(residual_form->size()), yp = y;
    residual_form->iteration_matrix(0.0, y, yp, 5.0, J);
    EXPECT_EQ(residual_form->evaluations(), before) << form;
  }
}

// y, y' built from a consistent (q, v) and the AF solution make every residual row vanish.
TEST_P(ResidualForms, ConsistentInitialValuesZeroTheResidual) {
  const MultibodySystem system(load_builtin_model("triple_pendulum"), make_coordinate_type(coordinates()));
  auto residual_form = make_dae_residual(form(), system);
  ResidualFormulation& residual = *residual_form;
  Eigen::VectorXd q, v, a, lambda, y, yp;
  system.initial_state(q, v);
  v.setRandom();
  assemble(system, 0.0, q, v);
  make_acceleration_formulation("af", system)->solve(0.0, q, v, a, lambda);
  residual.consistent_initial_values(q, v, a, lambda, y, yp);
  Eigen::VectorXd F(residual.size());
  residual.residual(0.0, y, yp, F);
  EXPECT_LT(F.cwiseAbs().maxCoeff(), 1e-11);
  const Eigen::VectorXd id = residual.differential_components();
  EXPECT_EQ(id.sum(), 2 * system.coordinate_count());  // q and v: λ (and GGL's μ) are algebraic
  // Index-3 weighs v's errors by h and λ's by h²; the other forms use plain weights.
  const Eigen::VectorXd powers = residual.error_weight_step_powers();
  if (form() == "index3") {
    ASSERT_EQ(powers.size(), residual.size());
    EXPECT_EQ(powers.head(system.coordinate_count()).sum(), 0.0);
    EXPECT_EQ(powers.segment(system.coordinate_count(), system.coordinate_count()).sum(), system.coordinate_count());
    EXPECT_EQ(powers.tail(system.constraint_count()).sum(), 2.0 * system.constraint_count());
  } else {
    EXPECT_EQ(powers.size(), 0);
  }
}

// The probed pattern holds the entries the equations touch: at a fresh random state nearly all of them
// are non-zero (the diagonal is kept whatever its value). The block pattern it started from — every
// coordinate of a body against every equation of its neighbours — had 7 to 10 times as many on a chain
// in natural coordinates (docs/methods.md). Also on the turntable, whose drive makes some entries vanish
// at t = 0: the pattern is probed at other times, and IDA's matrix misses nothing over a run's states.
TEST_P(ResidualForms, ProbedPatternKeepsWhatTheEquationsTouch) {
  for (const std::string model : {"spherical_chain", "turntable"}) {
    if (model == "turntable" && (form() == "index3" || coordinates() != "nacf")) continue;  // rolling: no index-3
    SCOPED_TRACE(model);
    const MultibodySystem system(load_builtin_model(model), make_coordinate_type(coordinates()));
    auto residual_form = make_dae_residual(form(), system);
    ResidualFormulation& residual = *residual_form;
    std::mt19937 rng(31);
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    Eigen::VectorXd y(residual.size()), yp(residual.size());
    for (int k = 0; k < y.size(); ++k) {
      y[k] = u(rng);
      yp[k] = u(rng);
    }
    SparseMatrix J = residual.make_iteration_matrix();
    for (const double t : {0.0, 0.25, 1.7}) {
      residual.iteration_matrix(t, y, yp, 10.0, J);
      long non_zero = 0;
      for (long k = 0; k < J.nonZeros(); ++k) non_zero += J.valuePtr()[k] != 0.0;
      EXPECT_GT(non_zero, 0.9 * J.nonZeros()) << "t = " << t << ": stored entries that vanish";
    }
    EXPECT_EQ(residual.pattern_misses(), 0);
    if (model == "spherical_chain" && coordinates() == "nacf") {
      // Ten links: per link 12 coordinates, 9 constraint rows; q, v, λ (and μ) columns. The block
      // pattern had 20340 (index-1, index-3) and 24552 (GGL) entries.
      EXPECT_LT(J.nonZeros(), (form() == "ggl" ? 24552 : 20340) / 5) << J.nonZeros();
    }
  }
}

// In relative coordinates there are no body blocks: the q and v columns are differences one coordinate
// at a time and the λ (μ) columns follow C_q's pattern from the kinematic tree. Against central
// differences on a mechanism with a spring and every kind of tree joint, a closed loop (a cut joint's
// rows), and (GGL, index-1) the turntable's rolling rows; and consistent values zero F there too.
class RelativeResidualForms : public ::testing::TestWithParam<std::string> {};

TEST_P(RelativeResidualForms, IterationMatrixMatchesFiniteDifferences) {
  std::vector<Model> models = {testing::sliding_mechanism(), load_builtin_model("four_bar")};
  if (GetParam() != "index3") models.push_back(load_builtin_model("turntable"));
  for (const Model& model : models) {
    SCOPED_TRACE(model.name);
    const auto system = make_equations_of_motion("relative", model);
    expect_iteration_matrix_matches_differences(GetParam(), *system, false);
  }
}

TEST_P(RelativeResidualForms, ConsistentInitialValuesZeroTheResidual) {
  // The four-bar's cut revolute repeats rows of the loop's other joints: without them, as a run takes it.
  const Model model = load_builtin_model("four_bar");
  Eigen::VectorXd q0, v0;
  const auto full = make_equations_of_motion("relative", model);
  full->initial_state(q0, v0);
  const ConstraintRank rank = constraint_rank(*full, 0.0, q0);
  ASSERT_TRUE(rank.redundant());
  const auto system = make_equations_of_motion("relative", model, rank.dependent_rows);
  ASSERT_GT(system->constraint_count(), 0);
  auto residual = make_dae_residual(GetParam(), *system);
  Eigen::VectorXd q, v, a, lambda, y, yp;
  system->initial_state(q, v);
  v.setRandom();
  assemble(*system, 0.0, q, v);
  make_acceleration_formulation("af", *system)->solve(0.0, q, v, a, lambda);
  residual->consistent_initial_values(q, v, a, lambda, y, yp);
  Eigen::VectorXd F(residual->size());
  residual->residual(0.0, y, yp, F);
  EXPECT_LT(F.cwiseAbs().maxCoeff(), 1e-11);
}

INSTANTIATE_TEST_SUITE_P(AllForms, RelativeResidualForms, ::testing::Values("index3", "ggl", "index1"));

INSTANTIATE_TEST_SUITE_P(AllForms, ResidualForms,
                         ::testing::Combine(::testing::Values("index3", "ggl", "index1"),
                                            ::testing::Values("nacf", "rpcf-ep")),
                         [](const auto& info) {
                           return std::get<0>(info.param) + "_" + (std::get<1>(info.param) == "nacf" ? "nacf" : "rpcf_ep");
                         });

}  // namespace
}  // namespace mbdae
