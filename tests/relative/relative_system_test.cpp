// Relative coordinates as equations of motion (src/relative/relative_system.hpp): the sparse patterns
// hold every entry the derivatives have, the rows are ordered and removed as EquationsOfMotion says,
// every built-in model moves as in global coordinates, both recursions give one motion, ALI3-P on z
// converges at its order, and the methods built on global coordinates' body blocks say so.
#include <gtest/gtest.h>

#include <limits>

#include <cmath>
#include <random>

#include "core/error.hpp"
#include "formulations/af.hpp"
#include "methods/registry.hpp"
#include "methods/run.hpp"
#include "relative/relative_system.hpp"
#include "support/relative_test_models.hpp"
#include "support/sanitized.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::builtin_and_sliding_models;
using testing::random_tangent_state;

Eigen::MatrixXd dense(const SparseMatrix& m) { return Eigen::MatrixXd(m); }

// Φ_z by central differences of Φ, every entry (inside the pattern or not).
Eigen::MatrixXd jacobian_by_differences(const EquationsOfMotion& system, double t, const Eigen::VectorXd& z) {
  const int n = system.coordinate_count(), m = system.constraint_count();
  Eigen::MatrixXd jacobian(m, n);
  Eigen::VectorXd plus(m), minus(m), shifted = z;
  const double h = 1e-6;
  for (int k = 0; k < n; ++k) {
    shifted[k] = z[k] + h;
    system.constraints(t, shifted, plus);
    shifted[k] = z[k] - h;
    system.constraints(t, shifted, minus);
    shifted[k] = z[k];
    jacobian.col(k) = (plus - minus) / (2 * h);
  }
  return jacobian;
}

TEST(RelativeSystem, PatternsHoldEveryEntryOfTheJacobianAndTheMassMatrix) {
  std::mt19937 random(7);
  for (const Model& model : builtin_and_sliding_models())
    for (TreeDynamics dynamics : {TreeDynamics::accumulated_inertia, TreeDynamics::velocity_transformation}) {
      SCOPED_TRACE(model.name);
      const RelativeSystem system(model, dynamics);
      Eigen::VectorXd z, z_rate;
      random_tangent_state(system.tree(), random, z, z_rate);
      const double t = 0.3;
      SparseMatrix jacobian = system.make_constraint_jacobian();
      system.constraint_jacobian(t, z, jacobian);
      Eigen::MatrixXd expected = jacobian_by_differences(system, t, z);
      Eigen::MatrixXd computed = dense(jacobian);
      // On a set of Euler parameters Φ_z is the Jacobian through ω = 2G(p)ṗ: Φ's derivative along the
      // directions tangent to pᵀp = 1 and zero along p (G(p)p = 0), where the normalization row holds
      // (a rotation in a loop: the vehicle's chassis). Compared on the tangent directions.
      for (int first : system.tree().euler_parameter_sets) {
        const Eigen::Vector4d p = z.segment<4>(first);
        const Eigen::Matrix4d tangent = Eigen::Matrix4d::Identity() - p * p.transpose();
        expected.middleCols<4>(first) = expected.middleCols<4>(first) * tangent;
        computed.middleCols<4>(first) = computed.middleCols<4>(first) * tangent;
      }
      const int m = system.holonomic_constraint_count();  // velocity rows have no Φ to differentiate
      if (m > 0) {
        EXPECT_LT((computed.topRows(m) - expected.topRows(m)).lpNorm<Eigen::Infinity>(),
                  1e-7 * std::max(1.0, expected.lpNorm<Eigen::Infinity>()));
      }

      // M: the sparse matrix against the recursion's own dense M, entries off the pattern included.
      SparseMatrix mass = system.make_mass_matrix();
      system.mass_matrix(z, mass);
      AccumulatedInertia recursion(system.model(), system.tree());
      TreeState state(system.model(), system.tree());
      evaluate_tree(system.tree(), z, z_rate, state);
      Eigen::MatrixXd full_mass;
      Eigen::VectorXd forces;
      recursion.evaluate(state, full_mass, forces);
      EXPECT_LT((dense(mass) - full_mass).lpNorm<Eigen::Infinity>(), 1e-12 * full_mass.lpNorm<Eigen::Infinity>());
      Eigen::VectorXd system_forces(system.coordinate_count());
      system.generalized_forces(t, z, z_rate, system_forces);
      EXPECT_LT((system_forces - forces).lpNorm<Eigen::Infinity>(), 1e-10 * std::max(1.0, forces.lpNorm<Eigen::Infinity>()));
    }
}

// The articulated inertias' M̂⁻¹x is the dense solve with M + Σ 4ppᵀ, and the recursive AF's
// accelerations and multipliers are the full-mass AF's, on every model (loops, drives, Euler
// parameters, a rolling joint) at random states.
TEST(RelativeSystem, ArticulatedInertiasSolveWithTheMassMatrixAndAfAgrees) {
  std::mt19937 random(5);
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const RelativeSystem system(model, TreeDynamics::accumulated_inertia);
    const int n = system.coordinate_count();
    Eigen::VectorXd z, z_rate;
    random_tangent_state(system.tree(), random, z, z_rate);
    SparseMatrix mass = system.make_mass_matrix();
    system.mass_matrix(z, mass);
    Eigen::MatrixXd regularized = dense(mass);
    for (int first : system.tree().euler_parameter_sets)
      regularized.block<4, 4>(first, first) += 4.0 * z.segment<4>(first) * z.segment<4>(first).transpose();
    const Eigen::VectorXd x = Eigen::VectorXd::NullaryExpr(n, [&] { return std::normal_distribution<double>()(random); });
    Eigen::VectorXd y = x;
    system.solve_regularized_mass(0.0, z, y);
    // A backward-stable solve leaves a residual of a few ε (‖M̂‖ ‖y‖ + ‖x‖): the bound scales with the
    // state's conditioning (a wrong solve leaves one of the order of ‖x‖).
    const double scale = regularized.lpNorm<Eigen::Infinity>() * y.lpNorm<Eigen::Infinity>() + x.lpNorm<Eigen::Infinity>();
    EXPECT_LT((regularized * y - x).lpNorm<Eigen::Infinity>(), 1e3 * std::numeric_limits<double>::epsilon() * scale)
        << "scale " << scale;

    RecursiveAugmentedFormulation recursive(system);
    FullMassAugmentedFormulation full(system);
    Eigen::VectorXd a1, a2, l1, l2;
    try {
      full.solve(0.1, z, z_rate, a2, l2);
    } catch (const SingularConstraintMatrix&) {
      // Redundant loops (Bricard, the double four-bar): AF runs them without the repeated rows.
      EXPECT_THROW(recursive.solve(0.1, z, z_rate, a1, l1), SingularConstraintMatrix);
      continue;
    }
    recursive.solve(0.1, z, z_rate, a1, l1);
    EXPECT_LT((a1 - a2).lpNorm<Eigen::Infinity>(), 1e-8 * std::max(1.0, a2.lpNorm<Eigen::Infinity>()));
    EXPECT_LT((l1 - l2).lpNorm<Eigen::Infinity>(), 1e-8 * std::max(1.0, l2.lpNorm<Eigen::Infinity>()));
  }
}

// γ = −d/dt(Φ_z ż + Φ_t) at fixed ż, for the position rows and the rolling joint's velocity rows alike
// (A ż + b = 0: γ = −Ȧż − ḃ), by central differences along (ż, 1) in (z, t); the evaluations at other
// states in between must not leave a stale γ behind (the system caches the last state).
TEST(RelativeSystem, GammaIsTheRateOfTheVelocityConstraintsAtEveryRow) {
  std::mt19937 random(11);
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    const RelativeSystem system(model, TreeDynamics::accumulated_inertia);
    const int m = system.constraint_count();
    if (m == 0) continue;
    Eigen::VectorXd z, z_rate;
    random_tangent_state(system.tree(), random, z, z_rate);
    const double t = 0.2, h = 1e-6;
    auto velocity_residual = [&](double s) {
      const Eigen::VectorXd zs = z + s * z_rate;
      SparseMatrix jacobian = system.make_constraint_jacobian();
      system.constraint_jacobian(t + s, zs, jacobian);
      Eigen::VectorXd ct(m);
      system.constraint_time_derivative(t + s, zs, ct);
      return Eigen::VectorXd(jacobian * z_rate + ct);
    };
    const Eigen::VectorXd expected = -(velocity_residual(h) - velocity_residual(-h)) / (2 * h);
    Eigen::VectorXd gamma(m);
    system.gamma(t, z, z_rate, gamma);
    EXPECT_LT((gamma - expected).lpNorm<Eigen::Infinity>(), 1e-6 * std::max(1.0, expected.lpNorm<Eigen::Infinity>()));
  }
}

TEST(RelativeSystem, RowsAreCutJointsThenDrivesThenNormalizationsThenVelocityRows) {
  const RelativeSystem four_bar(load_builtin_model("four_bar"), TreeDynamics::accumulated_inertia);
  ASSERT_GT(four_bar.constraint_count(), 0);
  EXPECT_NE(four_bar.constraint_owner(0).find("(cut)"), std::string::npos) << four_bar.constraint_owner(0);
  EXPECT_GE(four_bar.joint_of_row(0), 0);

  // An open chain of revolutes has no constraint at all; of spherical joints, one normalization per joint.
  EXPECT_EQ(RelativeSystem(load_builtin_model("six_body_chain"), TreeDynamics::accumulated_inertia).constraint_count(), 0);
  const RelativeSystem triple(load_builtin_model("triple_pendulum"), TreeDynamics::accumulated_inertia);
  ASSERT_EQ(triple.constraint_count(), 3);
  for (int r = 0; r < 3; ++r) {
    EXPECT_EQ(triple.joint_of_row(r), -1);
    EXPECT_NE(triple.constraint_owner(r).find("normalization"), std::string::npos);
  }

  // The ball on the turntable: its free joint's normalization, then the rolling rows, last.
  const RelativeSystem turntable(load_builtin_model("turntable"), TreeDynamics::accumulated_inertia);
  ASSERT_GT(turntable.velocity_constraint_count(), 0);
  for (int r = turntable.holonomic_constraint_count(); r < turntable.constraint_count(); ++r)
    EXPECT_NE(turntable.constraint_owner(r).find("(cut)"), std::string::npos) << turntable.constraint_owner(r);

  // Removing a row leaves the others as they were.
  const Model bricard = load_builtin_model("bricard");
  const RelativeSystem full(bricard, TreeDynamics::accumulated_inertia);
  const RelativeSystem reduced(bricard, TreeDynamics::accumulated_inertia, {1});
  ASSERT_EQ(reduced.constraint_count(), full.constraint_count() - 1);
  Eigen::VectorXd z, v, c_full(full.constraint_count()), c_reduced(reduced.constraint_count());
  std::mt19937 random(3);
  random_tangent_state(full.tree(), random, z, v);
  full.constraints(0.0, z, c_full);
  reduced.constraints(0.0, z, c_reduced);
  EXPECT_EQ(c_reduced[0], c_full[0]);
  EXPECT_EQ(c_reduced.tail(c_reduced.size() - 1), c_full.tail(c_full.size() - 2));
  EXPECT_EQ(reduced.constraint_owner(1), full.constraint_owner(2));
}

// The points a run is compared by: the markers, or the bodies' origins in a model without markers.
std::vector<Eigen::Vector3d> tracked_points(const EquationsOfMotion& system, const Eigen::VectorXd& q) {
  std::vector<Eigen::Vector3d> points;
  const Model& model = system.model();
  if (!model.markers.empty())
    for (int k = 0; k < static_cast<int>(model.markers.size()); ++k) points.push_back(system.marker_position(k, q));
  else
    for (int b = 0; b < system.body_count(); ++b) points.push_back(system.body_origin(b, q));
  return points;
}

std::vector<Eigen::Vector3d> last_points(const Model& model, RunSettings settings) {
  std::vector<Eigen::Vector3d> points;
  const RunResult run = run_simulation(
      model, settings, [&](const EquationsOfMotion& system, double, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                           const Eigen::VectorXd&) { points = tracked_points(system, q); });
  EXPECT_EQ(run.statistics.status, "ok") << settings.coordinates << ": " << run.statistics.message;
  return points;
}

double largest_distance(const std::vector<Eigen::Vector3d>& a, const std::vector<Eigen::Vector3d>& b) {
  EXPECT_EQ(a.size(), b.size());
  double largest = 0.0;
  for (std::size_t k = 0; k < std::min(a.size(), b.size()); ++k) largest = std::max(largest, (a[k] - b[k]).norm());
  return largest;
}

/// The markers and bodies at t_end by RK4 + AF at 0.1 ms in global coordinates, without correction: the
/// reference the relative-coordinate integrators are measured against.
std::vector<Eigen::Vector3d> global_rk4_points(const Model& model, double t_end) {
  RunSettings settings;
  settings.integrator = "rk4";
  settings.formulation = "af";
  settings.correction = "none";
  settings.step = 1e-4;
  settings.t_end = t_end;
  settings.output_every = t_end;
  return last_points(model, settings);
}

// RK4 + AF at 0.1 ms without correction: fourth order, so both runs are within ~1e-11 m of the exact
// motion over these horizons, and a wrong term in M, Q, Φ_z or γ moves the points by far more. (AF
// runs Bricard without the rows that repeat others, in relative coordinates as in global ones.)
TEST(RelativeCoordinates, EveryModelMovesAsInGlobalCoordinates) {
  for (const Model& model : builtin_and_sliding_models()) {
    SCOPED_TRACE(model.name);
    RunSettings settings;
    settings.integrator = "rk4";
    settings.formulation = "af";
    settings.correction = "none";
    settings.step = 1e-4;
    // Andrews' mechanism moves in milliseconds; the others in tenths of a second.
    settings.t_end = model.name == "andrews_squeezer" ? 0.01 : testing::horizon(0.3, 0.05);
    settings.output_every = settings.t_end;
    settings.coordinates = "auto";
    const auto global = last_points(model, settings);
    settings.coordinates = "relative";
    const auto relative = last_points(model, settings);
    EXPECT_LT(largest_distance(global, relative), 1e-8);
  }
}

// AB4 with RGCP, the default method: on the six-body chain too, which has no constraint row at all.
TEST(RelativeCoordinates, BothRecursionsGiveOneMotion) {
  for (const char* name : {"four_bar", "spherical_chain", "slider_crank", "six_body_chain"}) {
    SCOPED_TRACE(name);
    const Model model = load_builtin_model(name);
    RunSettings settings;
    settings.integrator = "ab4";
    settings.step = 1e-3;
    settings.t_end = 0.2;
    settings.output_every = 0.2;
    settings.coordinates = "relative";
    const auto accumulated = last_points(model, settings);
    settings.coordinates = "relative-velocity-transformation";
    const auto transformation = last_points(model, settings);
    EXPECT_LT(largest_distance(accumulated, transformation), 1e-11);
  }
}

// Paper 001's semi-recursive ALI3-P, eqs. (1)-(4) on z: the trapezoidal rule's error falls as Δt² on an
// open chain (no constraint at all) and on a closed loop (cut joint constraints), measured against RK4
// in global coordinates at 0.1 ms.
TEST(RelativeCoordinates, Ali3pOnRelativeCoordinatesConvergesAtSecondOrder) {
  for (const char* name : {"six_body_chain", "four_bar"}) {
    SCOPED_TRACE(name);
    const Model model = load_builtin_model(name);
    const auto reference = global_rk4_points(model, 0.5);
    RunSettings settings;
    settings.t_end = 0.5;
    settings.output_every = 0.5;
    settings.coordinates = "relative";
    settings.integrator = "ali3p-trapezoidal";
    settings.formulation = "auto";
    settings.correction = "auto";
    std::vector<double> errors;
    for (double step : {4e-3, 2e-3, 1e-3}) {
      settings.step = step;
      errors.push_back(largest_distance(last_points(model, settings), reference));
    }
    for (int k = 0; k + 1 < 3; ++k)
      EXPECT_NEAR(std::log2(errors[k] / errors[k + 1]), 2.0, 0.3) << errors[k] << " -> " << errors[k + 1];
  }
}

// IDA on relative coordinates, each residual form: a closed loop (the four-bar's cut joint), an open
// spatial chain (Euler parameters' normalization rows only) and a planar slider-crank, against RK4 in
// global coordinates at 0.1 ms. The error must fall with the tolerance (by well over 10 for 1000 times
// smaller rtol: BDF's global error is not proportional to it, but shrinks with it).
TEST(RelativeCoordinates, IdaRunsEveryResidualFormAndConvergesWithTheTolerance) {
  for (const char* name : {"four_bar", "six_body_chain", "slider_crank"}) {
    const Model model = load_builtin_model(name);
    RunSettings settings;
    settings.t_end = testing::horizon(0.3, 0.1);
    settings.output_every = settings.t_end;
    const auto reference = global_rk4_points(model, settings.t_end);
    settings.coordinates = "relative";
    settings.integrator = "ida";
    for (const char* form : {"index3", "ggl", "index1"}) {
      SCOPED_TRACE(std::string(name) + " " + form);
      settings.formulation = form;
      std::vector<double> errors;
      for (const double rtol : {1e-5, 1e-8}) {
        settings.adaptive.rtol = rtol;
        settings.adaptive.atol = rtol;
        errors.push_back(largest_distance(last_points(model, settings), reference));
      }
      EXPECT_LT(errors[1], 1e-5);
      EXPECT_LT(errors[1], errors[0] / 10) << errors[0] << " -> " << errors[1];
    }
  }
}

// CVODE's BDF without a correction lets each set of Euler parameters drift off its normalization. The
// tree moves by their direction (core/euler_parameters.hpp), so the drift costs no accuracy: on the
// triple pendulum over 2 s at rtol 1e-9 the relative coordinates end as close to the motion as the
// natural ones (0.8 against 1.0 µm). With A(p) and G(p) ṗ of the drifted parameters they ended 11 µm
// off, ten times the natural coordinates' error.
TEST(RelativeCoordinates, DriftOffTheEulerParametersNormalizationCostsNoAccuracy) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings settings;
  settings.integrator = "cvode-bdf";
  settings.formulation = "af";
  settings.correction = "none";
  settings.adaptive.rtol = settings.adaptive.atol = 1e-9;
  settings.t_end = settings.output_every = 2.0;
  const auto reference = global_rk4_points(model, settings.t_end);
  settings.coordinates = "nacf";
  const double natural = largest_distance(last_points(model, settings), reference);
  settings.coordinates = "relative";
  const double relative = largest_distance(last_points(model, settings), reference);
  EXPECT_LT(relative, 2.0 * natural) << relative << " m in relative coordinates, " << natural << " m in natural ones";
}

TEST(RelativeCoordinates, MethodsOnBodyBlocksSayTheyNeedGlobalCoordinates) {
  const Model model = load_builtin_model("four_bar");
  RunSettings settings;
  settings.coordinates = "relative";
  settings.t_end = 0.01;
  settings.output_every = 0.01;
  auto refusal = [&](RunSettings s) {
    try {
      run_simulation(model, s, {});
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::usage);
      return std::string(e.what());
    }
    return std::string("no error");
  };
  RunSettings sparse = settings;
  sparse.formulation = "uke";
  sparse.linear_algebra = "sparse";
  EXPECT_NE(refusal(sparse).find("uke's sparse form works on the bodies' global coordinates"), std::string::npos)
      << refusal(sparse);
  RunSettings weighted = settings;
  weighted.correction = "direct";
  weighted.mass_weighted = true;
  EXPECT_NE(refusal(weighted).find("mass-weighted direct correction"), std::string::npos) << refusal(weighted);
  EXPECT_THROW(make_coordinate_type("relative"), Error);
}

}  // namespace
}  // namespace mbdae
