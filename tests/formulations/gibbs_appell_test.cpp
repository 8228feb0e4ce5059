// Gibbs–Appell's equations in quasi-velocities (formulations/gibbs_appell.hpp): the maps q̇ = B w and
// c = Ḃ w of every coordinate type against the angular velocity they encode and against differences
// along the motion they generate; then the formulation against the augmented formulation (Lagrange's
// equations) on every built-in rigid model in every coordinate type, and a whole run.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/acceleration_formulation.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"
#include "support/builtin_cases.hpp"
#include "support/consistent_states.hpp"
#include "system/assembly.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

/// A random pose's coordinates for `type`.
Eigen::VectorXd random_pose(const CoordinateType& type, std::mt19937& rng) {
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  const Eigen::Vector3d origin(uniform(rng), uniform(rng), type.is_planar() ? 0.0 : uniform(rng));
  const Eigen::Matrix3d rotation =
      type.is_planar() ? Eigen::AngleAxisd(3 * uniform(rng), Eigen::Vector3d::UnitZ()).toRotationMatrix()
                       : Eigen::Quaterniond(uniform(rng), uniform(rng), uniform(rng), uniform(rng)).normalized().toRotationMatrix();
  Eigen::VectorXd q(type.size());
  type.coordinates_from_pose(origin, rotation, q);
  return q;
}

/// q̇ = B(q) w for the quasi-velocities w (6, or 3 in the plane).
Eigen::VectorXd coordinate_rates(const CoordinateType& type, const Eigen::VectorXd& q, const Eigen::VectorXd& w) {
  Eigen::MatrixXd basis(type.size(), type.twist_size());
  type.twist_basis(q, basis);
  return basis * w;
}

/// The body-frame angular velocity that w holds.
Eigen::Vector3d body_angular_velocity(const CoordinateType& type, const Eigen::VectorXd& w) {
  return type.is_planar() ? Eigen::Vector3d(0, 0, w[2]) : Eigen::Vector3d(w.tail<3>());
}

class QuasiVelocities : public ::testing::TestWithParam<std::string> {};

// B w moves the origin at ṙ and turns the body at ω̄: what angular_velocity_jacobian, written
// independently for each type, reads back from q̇.
TEST_P(QuasiVelocities, TheBasisMovesTheBodyAtItsTwist) {
  const auto type = make_coordinate_type(GetParam());
  std::mt19937 rng(3);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_pose(*type, rng);
    Eigen::VectorXd w(type->twist_size());
    for (int i = 0; i < w.size(); ++i) w[i] = uniform(rng);
    const Eigen::VectorXd v = coordinate_rates(*type, q, w);
    BodyJacobian angular;
    type->angular_velocity_jacobian(q, angular);
    const Eigen::Vector3d omega = type->rotation(q).transpose() * (angular * v);
    EXPECT_LT((omega - body_angular_velocity(*type, w)).norm(), 1e-13);
    const int ts = type->translation_size();
    EXPECT_LT((v.head(ts) - w.head(ts)).norm(), 1e-15);
    // And it leaves the normalization constraints in place: Φ_q B w = 0.
    IntrinsicJacobian phi;
    type->intrinsic_jacobian(q, phi);
    if (phi.rows() > 0) {
      EXPECT_LT((phi * v).cwiseAbs().maxCoeff(), 1e-13);
    }
  }
}

// c = Ḃ w is the second derivative of q along the motion q̇ = B(q) w at constant w: central differences
// of q̇ over a motion integrated by RK4 at a step far below the difference step.
TEST_P(QuasiVelocities, TheRateTermIsTheDerivativeOfTheRatesAtConstantTwist) {
  const auto type = make_coordinate_type(GetParam());
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> uniform(-2.0, 2.0);
  auto flow = [&](Eigen::VectorXd q, const Eigen::VectorXd& w, double duration) {
    const int steps = 200;
    const double h = duration / steps;
    for (int k = 0; k < steps; ++k) {
      const Eigen::VectorXd k1 = coordinate_rates(*type, q, w);
      const Eigen::VectorXd k2 = coordinate_rates(*type, q + 0.5 * h * k1, w);
      const Eigen::VectorXd k3 = coordinate_rates(*type, q + 0.5 * h * k2, w);
      const Eigen::VectorXd k4 = coordinate_rates(*type, q + h * k3, w);
      q += h / 6 * (k1 + 2 * k2 + 2 * k3 + k4);
    }
    return q;
  };
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_pose(*type, rng);
    Eigen::VectorXd w(type->twist_size());
    for (int i = 0; i < w.size(); ++i) w[i] = uniform(rng);
    const double h = 1e-4;
    const Eigen::VectorXd difference =
        (coordinate_rates(*type, flow(q, w, h), w) - coordinate_rates(*type, flow(q, w, -h), w)) / (2 * h);
    Eigen::VectorXd term(type->size());
    type->twist_rate_term(q, coordinate_rates(*type, q, w), body_angular_velocity(*type, w), term);
    EXPECT_LT((term - difference).cwiseAbs().maxCoeff(), 1e-6 * (1 + term.cwiseAbs().maxCoeff())) << term.transpose();
  }
}

INSTANTIATE_TEST_SUITE_P(GlobalCoordinates, QuasiVelocities,
                         ::testing::Values("nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"),
                         [](const auto& info) { return testing::test_name(info.param); });

class GibbsAppellAgreement : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// Gibbs–Appell's q̈ and λ are Lagrange's (the augmented formulation's) on random consistent states of
// every built-in rigid model, the normalization rows' multipliers included.
TEST_P(GibbsAppellAgreement, GivesTheAugmentedFormulationsAccelerationsAndMultipliers) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto af = make_acceleration_formulation("af", system);
  auto gibbs_appell = make_acceleration_formulation("gibbs-appell", system);
  std::mt19937 rng(17);
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q, v, a1, a2, l1, l2;
    testing::random_consistent_state(system, rng, q, v);
    af->solve(0.0, q, v, a1, l1);
    gibbs_appell->solve(0.0, q, v, a2, l2);
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.0, q, v, l1);
    EXPECT_LT((a1 - a2).cwiseAbs().maxCoeff(), 1e-9 * (1 + a1.cwiseAbs().maxCoeff()) + round_off.acceleration);
    EXPECT_LT((l1 - l2).cwiseAbs().maxCoeff(), 1e-9 * (1 + l1.cwiseAbs().maxCoeff()) + round_off.multiplier);
  }
}

INSTANTIATE_TEST_SUITE_P(BuiltinModels, GibbsAppellAgreement,
                         ::testing::ValuesIn(testing::builtin_model_coordinate_cases(true)),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

class FlexibleGibbsAppell : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// On the flexible models, Gibbs–Appell's saddle point (the frame's twist and the elastic rates as
// quasi-velocities, FloatingFrame::gibbs_appell_terms, checked term by term in
// tests/flexible/floating_frame_test.cpp) gives Lagrange's q̈ and λ on random consistent states with the
// beam bending fast, in every global coordinate type: the assembly of rigid and elastic blocks, the driven
// and pinned joints' rows and the normalization multipliers.
TEST_P(FlexibleGibbsAppell, GivesTheAugmentedFormulationsAccelerationsAndMultipliers) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  auto af = make_acceleration_formulation("af", system);
  auto gibbs_appell = make_acceleration_formulation("gibbs-appell", system);
  std::mt19937 rng(23);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  const int elastic_start = system.body_count() * system.coordinates().size();
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q, v, a1, a2, l1, l2;
    testing::random_consistent_state(system, rng, q, v);
    // Bent a little (the elastic forces, which both take alike, would swamp the inertia terms), bending fast.
    for (int i = elastic_start; i < q.size(); ++i) {
      q[i] += 1e-6 * u(rng);
      v[i] += 2.0 * u(rng);
    }
    assemble(system, 0.0, q, v);
    af->solve(0.0, q, v, a1, l1);
    gibbs_appell->solve(0.0, q, v, a2, l2);
    EXPECT_GT(v.tail(q.size() - elastic_start).norm(), 1e-3) << "a bending beam";
    const testing::SolveRoundOff round_off = testing::solve_round_off(system, 0.0, q, v, l1);
    EXPECT_LT((a1 - a2).cwiseAbs().maxCoeff(), 1e-9 * (1 + a1.cwiseAbs().maxCoeff()) + round_off.acceleration)
        << "AF " << a1.transpose() << "\nGA " << a2.transpose();
    EXPECT_LT((l1 - l2).cwiseAbs().maxCoeff(), 1e-9 * (1 + l1.cwiseAbs().maxCoeff()) + round_off.multiplier);
  }
}

INSTANTIATE_TEST_SUITE_P(FlexibleModels, FlexibleGibbsAppell,
                         ::testing::Values(std::tuple<std::string, std::string>{"flexible_pendulum", "planar-nacf"},
                                           std::tuple<std::string, std::string>{"flexible_pendulum", "planar-xytheta"},
                                           std::tuple<std::string, std::string>{"flexible_slider_crank", "planar-nacf"},
                                           std::tuple<std::string, std::string>{"flexible_slider_crank", "planar-xytheta"},
                                           std::tuple<std::string, std::string>{"rotating_beam", "nacf"},
                                           std::tuple<std::string, std::string>{"rotating_beam", "rpcf-ep"}),
                         [](const auto& info) { return testing::builtin_case_name(info.param); });

// A whole run: RK4 with Gibbs–Appell follows RK4 with the augmented formulation on the triple pendulum
// to round-off over a second, in both spatial coordinate types.
TEST(GibbsAppell, RunsTheTriplePendulumAsTheAugmentedFormulationDoes) {
  const Model model = load_builtin_model("triple_pendulum");
  for (const char* coordinates : {"nacf", "rpcf-ep"}) {
    SCOPED_TRACE(coordinates);
    std::vector<Eigen::Vector3d> tips[2];
    int k = 0;
    for (const char* formulation : {"af", "gibbs-appell"}) {
      RunSettings s;
      s.coordinates = coordinates;
      s.integrator = "rk4";
      s.formulation = formulation;
      s.correction = "none";
      s.step = 1e-3;
      s.t_end = 1.0;
      s.output_every = 0.1;
      const RunResult r = run_simulation(model, s,
                                         [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q,
                                             const Eigen::VectorXd&, const Eigen::VectorXd&) {
                                           tips[k].push_back(system.marker_position(0, q));
                                         });
      ASSERT_EQ(r.statistics.status, "ok") << r.statistics.message;
      ++k;
    }
    ASSERT_EQ(tips[0].size(), tips[1].size());
    for (std::size_t i = 0; i < tips[0].size(); ++i) EXPECT_LT((tips[0][i] - tips[1][i]).norm(), 1e-10);
  }
}

class GibbsAppellOffTheConstraints : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

// A run without a correction leaves the constraints by the integration error. There q̈ must still
// satisfy the acceleration equation C_q q̈ = γ of every row, as Lagrange's form does, or the drift
// feeds itself: c = Ḃw alone breaks the normalization rows' by O(the velocity's part outside the
// twists). States 1e-3 off in q and v; the rows hold to round-off.
TEST_P(GibbsAppellOffTheConstraints, KeepsEveryRowsAccelerationEquation) {
  const auto& [model_name, coordinates] = GetParam();
  const MultibodySystem system(load_builtin_model(model_name), make_coordinate_type(coordinates));
  ASSERT_GT(system.intrinsic_constraint_count(), 0);
  auto gibbs_appell = make_acceleration_formulation("gibbs-appell", system);
  std::mt19937 rng(29);
  std::normal_distribution<double> normal(0.0, 1e-3);
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q, v, acceleration, multipliers;
    testing::random_consistent_state(system, rng, q, v);
    for (int i = 0; i < q.size(); ++i) {
      q[i] += normal(rng);
      v[i] += normal(rng);
    }
    gibbs_appell->solve(0.0, q, v, acceleration, multipliers);
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, q, jacobian);
    Eigen::VectorXd gamma(system.constraint_count());
    system.gamma(0.0, q, v, gamma);
    const Eigen::VectorXd residual = jacobian * acceleration - gamma;
    const double size = 1.0 + gamma.cwiseAbs().maxCoeff() + acceleration.cwiseAbs().maxCoeff();
    const int normalization = system.intrinsic_constraint_count();
    EXPECT_LT(residual.head(normalization).cwiseAbs().maxCoeff(), 1e-12 * size) << "trial " << trial;
    EXPECT_LT(residual.tail(residual.size() - normalization).cwiseAbs().maxCoeff(), 1e-12 * size)
        << "trial " << trial;
  }
}

INSTANTIATE_TEST_SUITE_P(
    NormalizedCoordinates, GibbsAppellOffTheConstraints,
    ::testing::Values(std::tuple<std::string, std::string>{"triple_pendulum", "nacf"},
                      std::tuple<std::string, std::string>{"triple_pendulum", "rpcf-ep"},
                      std::tuple<std::string, std::string>{"six_axis_arm", "nacf"},
                      std::tuple<std::string, std::string>{"planar_four_bar", "planar-nacf"}),
    [](const auto& info) { return testing::builtin_case_name(info.param); });

// What that does for a run: CVODE BDF with no correction on the triple pendulum at rtol 1e-10 over 5 s
// keeps C_q v at AF's size (1.2e-7 m/s) instead of letting it grow to 4.2e-5.
TEST(GibbsAppell, WithoutACorrectionTheVelocityViolationStaysAsSmallAsAfs) {
  const Model model = load_builtin_model("triple_pendulum");
  double violation[2] = {0.0, 0.0};
  int k = 0;
  for (const char* formulation : {"af", "gibbs-appell"}) {
    RunSettings s;
    s.coordinates = "nacf";
    s.integrator = "cvode-bdf";
    s.formulation = formulation;
    s.correction = "none";
    s.adaptive.rtol = s.adaptive.atol = 1e-10;
    s.adaptive.linear_solver = "dense";
    s.t_end = 5.0;
    s.output_every = 0.01;
    const RunResult r = run_simulation(model, s, {});
    ASSERT_EQ(r.statistics.status, "ok") << r.statistics.message;
    violation[k++] = r.statistics.max_velocity_violation;
  }
  EXPECT_LT(violation[0], 1e-6);
  EXPECT_LT(violation[1], 3.0 * violation[0]);
}

// What it does not take, said in one line.
TEST(GibbsAppell, RefusesRelativeCoordinates) {
  RunSettings s;
  s.integrator = "rk4";
  s.formulation = "gibbs-appell";
  s.t_end = 0.01;
  s.step = 1e-4;
  s.coordinates = "relative";
  try {
    run_simulation(load_builtin_model("triple_pendulum"), s, {});
    FAIL() << "ran in relative coordinates";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_NE(std::string(e.what()).find("global coordinates"), std::string::npos) << e.what();
  }
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
