// Rheonomic (driven) and nonholonomic (rolling) constraints against finite differences: the stacked
// rows [C_q; A], C_t, γ = −(C_q v)_q v − 2 C_qt v − C_tt and −Ȧ v for rolling, and the rolling rows
// against the slip velocity computed from the bodies' twists.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "formulations/dae_residual.hpp"
#include "integrators/index3_integrator.hpp"
#include "support/test_models.hpp"
#include "joints/joint_equation.hpp"
#include "system/multibody_system.hpp"
#include "formulations/ggl.hpp"
#include "formulations/index1.hpp"
#include "formulations/index3.hpp"
#include "methods/registry.hpp"
#include "support/integrators.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::random_rotation;
using testing::random_vector;

class VelocityConstraints : public ::testing::TestWithParam<std::string> {
 protected:
  MultibodySystem system{testing::driven_and_rolling_model(), make_coordinate_type(GetParam())};
  std::mt19937 rng{99};
  int n() const { return system.coordinate_count(); }
  int m() const { return system.constraint_count(); }
  Eigen::VectorXd random_coordinates() {
    Eigen::VectorXd x(n());
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int k = 0; k < n(); ++k) x[k] = u(rng);
    return x;
  }
  Eigen::VectorXd C(const Eigen::VectorXd& q, double t) const {
    Eigen::VectorXd c(m());
    system.constraints(t, q, c);
    return c;
  }
  /// C_q v + C_t at (q, t): the velocity-level residual of every row.
  Eigen::VectorXd velocity_residual(const Eigen::VectorXd& q, const Eigen::VectorXd& v, double t) const {
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(t, q, jacobian);
    Eigen::VectorXd ct(m());
    system.constraint_time_derivative(t, q, ct);
    return jacobian * v + ct;
  }
};

TEST_P(VelocityConstraints, VelocityRowsComeLastAndHaveNoPositionLevelForm) {
  const int intrinsic = system.intrinsic_constraint_count();
  // two driven revolutes (5 + 1 rows each), two rolling spheres (1 holonomic + 2 velocity rows each)
  EXPECT_EQ(system.holonomic_constraint_count(), intrinsic + 12 + 2);
  EXPECT_EQ(system.velocity_constraint_count(), 4);
  EXPECT_EQ(m(), intrinsic + 18);
  EXPECT_EQ(system.constraint_owner(m() - 4), "joint 'roll' (velocity level)");
  EXPECT_EQ(system.constraint_owner(m() - 1), "joint 'roll_ground' (velocity level)");
  EXPECT_EQ(system.constraint_owner(m() - 5), "joint 'roll_ground'");
  const Eigen::VectorXd c = C(random_coordinates(), 0.4);
  EXPECT_EQ(c.tail(4), Eigen::Vector4d::Zero());
  EXPECT_GT(c.head(m() - 4).cwiseAbs().maxCoeff(), 0.0);
  // The acceleration rows of the velocity constraints are genuine: A has entries.
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.4, random_coordinates(), jacobian);
  EXPECT_GT(Eigen::MatrixXd(jacobian).bottomRows(4).cwiseAbs().maxCoeff(), 0.1);
}

// The holonomic rows of C_q (driven and rolling-height rows included) by central differences, at a
// time where the driving angle is not zero.
TEST_P(VelocityConstraints, HolonomicJacobianMatchesFiniteDifferences) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  const int rows = system.holonomic_constraint_count();
  const double t = 0.73, h = 1e-6;
  for (int trial = 0; trial < 3; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    system.constraint_jacobian(t, q, jacobian);
    const Eigen::MatrixXd dense = jacobian;
    for (int k = 0; k < n(); ++k) {
      Eigen::VectorXd qp = q, qm = q;
      qp[k] += h;
      qm[k] -= h;
      const Eigen::VectorXd fd = (C(qp, t) - C(qm, t)) / (2 * h);
      for (int r = 0; r < rows; ++r)
        EXPECT_NEAR(dense(r, k), fd[r], 1e-7 * (1 + std::abs(fd[r]))) << system.constraint_owner(r) << " row " << r;
    }
  }
}

TEST_P(VelocityConstraints, TimeDerivativeMatchesFiniteDifferences) {
  const int rows = system.holonomic_constraint_count();
  for (double t : {0.0, 0.73, 2.9}) {
    const Eigen::VectorXd q = random_coordinates();
    Eigen::VectorXd ct(m());
    system.constraint_time_derivative(t, q, ct);
    const double h = 1e-6;
    const Eigen::VectorXd fd = (C(q, t + h) - C(q, t - h)) / (2 * h);
    for (int r = 0; r < rows; ++r) EXPECT_NEAR(ct[r], fd[r], 1e-8 * (1 + std::abs(fd[r]))) << system.constraint_owner(r);
    EXPECT_EQ(ct.tail(4), Eigen::Vector4d::Zero());  // rolling: b = 0
    // The driven rows do depend on time.
    EXPECT_GT(ct.segment(system.intrinsic_constraint_count(), rows - system.intrinsic_constraint_count()).cwiseAbs().maxCoeff(), 1e-3);
  }
}

// γ is minus the time derivative of C_q v + C_t along (q + τ v, t + τ) at constant v: for a holonomic
// row that is (C_q v)_q v + 2 C_qt v + C_tt, for a velocity row Ȧ v + ḃ. Random (q, v), off the
// constraint manifold, where the expressions are exact too.
TEST_P(VelocityConstraints, GammaIsMinusTheRateOfTheVelocityResidualAtConstantVelocity) {
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_coordinates(), v = random_coordinates();
    const double t = 0.3 * trial, h = 1e-5;
    const Eigen::VectorXd fd = (velocity_residual(q + h * v, v, t + h) - velocity_residual(q - h * v, v, t - h)) / (2 * h);
    Eigen::VectorXd gamma(m());
    system.gamma(t, q, v, gamma);
    for (int r = 0; r < m(); ++r)
      EXPECT_NEAR(gamma[r], -fd[r], 1e-6 * (1 + std::abs(fd[r]))) << system.constraint_owner(r) << " row " << r;
  }
}

// On physical states (true rotations), the rolling rows are the tangential components of the slip
// velocity v_sphere(x) − v_plane(x) at the contact point x = c − R n, each material velocity computed
// from the body's twist, V + ω × (x − R_origin).
TEST_P(VelocityConstraints, RollingRowsAreTheSlipVelocityAtTheContact) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q(n()), v(n());
    const int size = system.coordinates().size();
    for (int b = 0; b < system.body_count(); ++b) {
      auto qb = q.segment(system.body_offset(b), size);
      system.coordinates().coordinates_from_pose(random_vector(rng, 2.0), random_rotation(rng), qb);
      system.coordinates().velocities_from_twist(qb, random_vector(rng, 2.0), random_vector(rng, 3.0),
                                                 v.segment(system.body_offset(b), size));
    }
    system.constraint_jacobian(0.0, q, jacobian);
    const Eigen::VectorXd rows = (jacobian * v).tail(4);
    auto material_velocity = [&](int body, const Eigen::Vector3d& x) -> Eigen::Vector3d {
      if (body == kGround) return Eigen::Vector3d::Zero();
      return system.point_velocity(body, Eigen::Vector3d::Zero(), q, v) +
             system.body_angular_velocity(body, q, v).cross(x - system.body_origin(body, q));
    };
    for (int k = 0; k < 2; ++k) {
      const Joint& joint = system.model().joints[2 + k];
      const Eigen::Matrix3d A_p = joint.body_i == kGround ? Eigen::Matrix3d::Identity() : system.body_rotation(joint.body_i, q);
      const Eigen::Vector3d n = A_p * joint.axis_i;
      const Eigen::Vector3d x = system.point_position(joint.body_j, joint.point_j, q) - *joint.radius * n;
      const Eigen::Vector3d slip = material_velocity(joint.body_j, x) - material_velocity(joint.body_i, x);
      const auto tangents = perpendicular_pair(joint.axis_i);
      for (int r = 0; r < 2; ++r)
        EXPECT_NEAR(rows[2 * k + r], (A_p * tangents[r]).dot(slip), 1e-12 * (1 + slip.norm())) << joint.name;
    }
  }
}

TEST_P(VelocityConstraints, TheIndex3FormRefusesNonholonomicConstraintsNamingThePairsThatWork) {
  RunSettings settings;
  settings.integrator = "ida";
  settings.formulation = "index3";
  settings.resolve();
  try {
    build_method(system, settings, LinearAlgebra::dense);
    FAIL() << "index-3 residual built for a nonholonomic system";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    const std::string message = e.what();
    EXPECT_NE(message.find("joint 'roll' (velocity level)"), std::string::npos) << message;
    EXPECT_NE(message.find("ggl, index1 or constraint-inertia with ida"), std::string::npos) << message;
    EXPECT_EQ(message.find('\n'), std::string::npos) << message;
  }
  // Built directly, without the registry, it refuses too.
  EXPECT_THROW(Index3Residual{system}, Error);
  EXPECT_NO_THROW(GglResidual{system});
  EXPECT_NO_THROW(Index1Residual{system});
}

// ALI3-P and generalized-alpha integrate the index-3 equations too: dropping the rolling rows would
// give a sliding ball without a word, so they refuse, as the index-3 residual does: built from the
// registry, with the pairs that work named, and built directly.
TEST_P(VelocityConstraints, TheIndex3IntegratorsRefuseNonholonomicConstraints) {
  for (const char* name : {"ali3p-trapezoidal", "gen-alpha"}) {
    RunSettings settings;
    settings.integrator = name;
    settings.resolve();
    try {
      build_method(system, settings, LinearAlgebra::dense);
      ADD_FAILURE() << name << " built for a nonholonomic system";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::usage) << name;
      const std::string message = e.what();
      EXPECT_NE(message.find("joint 'roll' (velocity level)"), std::string::npos) << message;
      EXPECT_NE(message.find("ggl, index1 or constraint-inertia with ida"), std::string::npos) << message;
    }
    try {
      testing::make_index3_integrator(name, system, {}, 1e-3);
      ADD_FAILURE() << name << " built directly for a nonholonomic system";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), Error::Kind::usage) << name;
      EXPECT_NE(std::string(e.what()).find("joint 'roll' (velocity level)"), std::string::npos) << e.what();
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllCoordinateTypes, VelocityConstraints, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return info.param == "nacf" ? std::string("nacf") : std::string("rpcf_ep"); });

}  // namespace
}  // namespace mbdae
