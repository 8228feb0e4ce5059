// Per-body primitives of every coordinate type against finite differences and rigid-body physics.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "coordinates/nacf.hpp"
#include "coordinates/planar_nacf.hpp"
#include "coordinates/planar_xytheta.hpp"
#include "support/test_models.hpp"
#include "methods/registry.hpp"
#include "support/builtin_cases.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::random_inertia;
using testing::random_rotation;
using testing::random_vector;

class CoordinateTypeTest : public ::testing::TestWithParam<std::string> {
 protected:
  std::shared_ptr<const CoordinateType> type = make_coordinate_type(GetParam());
  std::mt19937 rng{12345};
  int n() const { return type->size(); }
  bool planar() const { return type->is_planar(); }

  // A rotation the type can describe: any, or one about z for a planar type (paper 003).
  Eigen::Matrix3d random_pose_rotation() {
    const Eigen::Matrix3d R = random_rotation(rng);
    if (!planar()) return R;
    return Eigen::AngleAxisd(std::atan2(R(1, 0), R(0, 0)) * 1.5, Eigen::Vector3d::UnitZ()).toRotationMatrix();
  }
  Eigen::Vector3d random_pose_vector(double scale) {
    Eigen::Vector3d x = random_vector(rng, scale);
    if (planar()) x.z() = 0.0;
    return x;
  }

  // An arbitrary coordinate vector, not on the constraint manifold.
  Eigen::VectorXd random_coordinates() {
    Eigen::VectorXd q(n());
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int k = 0; k < n(); ++k) q[k] = u(rng);
    return q;
  }
  // A physical pose and twist mapped to (q, v).
  void random_body_state(Eigen::VectorXd& q, Eigen::VectorXd& v, Eigen::Vector3d& origin_velocity,
                         Eigen::Vector3d& omega) {
    q.resize(n());
    v.resize(n());
    type->coordinates_from_pose(random_pose_vector(3.0), random_pose_rotation(), q);
    origin_velocity = random_pose_vector(2.0);
    omega = random_vector(rng, 4.0);
    if (planar()) omega.head<2>().setZero();
    type->velocities_from_twist(q, origin_velocity, omega, v);
  }
};

// ∂(A ū)/∂q is the exact derivative, off the manifold too.
TEST_P(CoordinateTypeTest, RotateJacobianMatchesFiniteDifferences) {
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    const Eigen::Vector3d u = random_vector(rng, 2.0);
    BodyJacobian J;
    type->rotate_jacobian(q, u, J);
    ASSERT_EQ(J.cols(), n());
    const double h = 1e-6;
    for (int k = 0; k < n(); ++k) {
      Eigen::VectorXd qp = q, qm = q;
      qp[k] += h;
      qm[k] -= h;
      const Eigen::Vector3d fd = (type->rotate(qp, u) - type->rotate(qm, u)) / (2 * h);
      EXPECT_LT((J.col(k) - fd).norm(), 1e-8) << "column " << k;
    }
    EXPECT_TRUE(J.leftCols(type->translation_size()).isZero()) << "the origin does not rotate";
    if (planar()) {
      EXPECT_TRUE(J.row(2).isZero()) << "a planar body's vectors keep their z";
    }
  }
}

// rotate(q, ū) is A(q) ū at any q, also where a type computes it without forming A (RPCF-EP).
TEST_P(CoordinateTypeTest, RotateAppliesTheRotationMatrix) {
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    const Eigen::Vector3d u = random_vector(rng, 2.0);
    const Eigen::Vector3d expected = type->rotation(q) * u;
    EXPECT_LT((type->rotate(q, u) - expected).norm(), 1e-14 * (1 + expected.norm()));
  }
}

// RPCF-EP's A(p), entry by entry as paper 000 §2.1 writes it for a unit p (1 − 2p2² − 2p3²,
// 2(p1p2 − p0p3), …), which is also the function used off the unit sphere.
TEST(EulerParameterCoordinates, RotationIsThePapersMatrixAtAnyP) {
  const auto type = make_coordinate_type("rpcf-ep");
  std::mt19937 rng(8);
  std::uniform_real_distribution<double> u(-1.0, 1.0);
  for (int trial = 0; trial < 10; ++trial) {
    Eigen::VectorXd q(7);
    for (int k = 0; k < 7; ++k) q[k] = u(rng);
    const double p0 = q[3], p1 = q[4], p2 = q[5], p3 = q[6];
    Eigen::Matrix3d paper;
    paper << 1 - 2 * p2 * p2 - 2 * p3 * p3, 2 * (p1 * p2 - p0 * p3), 2 * (p1 * p3 + p0 * p2),
        2 * (p1 * p2 + p0 * p3), 1 - 2 * p1 * p1 - 2 * p3 * p3, 2 * (p2 * p3 - p0 * p1),
        2 * (p1 * p3 - p0 * p2), 2 * (p2 * p3 + p0 * p1), 1 - 2 * p1 * p1 - 2 * p2 * p2;
    EXPECT_LT((type->rotation(q) - paper).cwiseAbs().maxCoeff(), 1e-15);
  }
}

// d²(A ū)/dt² along q(t) = q + t v + ½t² a equals J a + acceleration term.
TEST_P(CoordinateTypeTest, AccelerationTermMatchesSecondTimeDerivative) {
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_coordinates(), v = random_coordinates(), a = random_coordinates();
    const Eigen::Vector3d u = random_vector(rng, 2.0);
    auto at = [&](double t) -> Eigen::Vector3d {
      const Eigen::VectorXd qt = q + t * v + 0.5 * t * t * a;
      return type->rotate(qt, u);
    };
    const double h = 1e-4;
    const Eigen::Vector3d fd = (at(h) - 2 * at(0) + at(-h)) / (h * h);
    BodyJacobian J;
    type->rotate_jacobian(q, u, J);
    const Eigen::Vector3d exact = J * a + type->rotate_acceleration_term(q, v, u);
    EXPECT_LT((exact - fd).norm(), 1e-6 * (1 + fd.norm()));
  }
}

// A type that claims linear kinematics (the system then evaluates a joint's vector equations once and
// copies their C_q rows) must have A(q) ū linear in q: A ū at q + s d is A ū at q plus s times its
// change along d, for any q, d and s, so its Jacobian is constant and its acceleration term zero.
// A type that does not claim it has a Jacobian that changes with q.
TEST_P(CoordinateTypeTest, LinearKinematicsIsClaimedExactlyWhenAUIsLinearInTheCoordinates) {
  if (!type->has_linear_kinematics()) {
    BodyJacobian at_q, at_other;
    const Eigen::Vector3d u(0.3, -0.7, 0.5);
    type->rotate_jacobian(random_coordinates(), u, at_q);
    type->rotate_jacobian(random_coordinates(), u, at_other);
    EXPECT_GT((at_q - at_other).norm(), 1e-3);
    return;
  }
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_coordinates(), d = random_coordinates(), v = random_coordinates();
    const Eigen::Vector3d u = random_vector(rng, 2.0);
    const Eigen::Vector3d base = type->rotate(q, u), change = type->rotate(q + d, u) - base;
    for (const double s : {-3.0, 0.5, 7.0})
      EXPECT_LT((type->rotate(q + s * d, u) - (base + s * change)).norm(), 1e-13 * (1 + base.norm() + change.norm()));
    BodyJacobian at_q, at_other;
    type->rotate_jacobian(q, u, at_q);
    type->rotate_jacobian(q + d, u, at_other);
    EXPECT_EQ(at_q, at_other);
    EXPECT_TRUE(type->rotate_acceleration_term(q, v, u).isZero(0.0));
  }
}

// The intrinsic Jacobian's declared structure: an entry declared zero is exactly zero at any q (the
// factorizations of C_q's blocks leave it out), and an entry declared possibly non-zero is non-zero at
// a generic q (so the declaration is the structure, not a loose bound; the default declares all).
TEST_P(CoordinateTypeTest, IntrinsicJacobianIsZeroExactlyWhereItsStructureSays) {
  const int k = type->intrinsic_constraint_count();
  Eigen::MatrixXi nonzero_somewhere = Eigen::MatrixXi::Zero(k, n());
  for (int trial = 0; trial < 20; ++trial) {
    IntrinsicJacobian jacobian;
    type->intrinsic_jacobian(random_coordinates(), jacobian);
    ASSERT_EQ(jacobian.rows(), k);
    for (int r = 0; r < k; ++r)
      for (int c = 0; c < n(); ++c) {
        if (!type->intrinsic_jacobian_may_be_nonzero(r, c)) {
          EXPECT_EQ(jacobian(r, c), 0.0) << "row " << r << ", column " << c;
        }
        if (jacobian(r, c) != 0.0) nonzero_somewhere(r, c) = 1;
      }
  }
  for (int r = 0; r < k; ++r)
    for (int c = 0; c < n(); ++c)
      EXPECT_EQ(nonzero_somewhere(r, c) == 1, type->intrinsic_jacobian_may_be_nonzero(r, c))
          << "row " << r << ", column " << c;
}

// What the system writes into C_q, intrinsic_jacobian_entries(), is bitwise the declared entries of
// intrinsic_jacobian(), column by column.
TEST_P(CoordinateTypeTest, IntrinsicJacobianEntriesAreTheDeclaredEntriesOfTheJacobian) {
  const int k = type->intrinsic_constraint_count();
  for (int trial = 0; trial < 10; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    IntrinsicJacobian jacobian;
    type->intrinsic_jacobian(q, jacobian);
    std::vector<double> expected;
    for (int c = 0; c < n(); ++c)
      for (int r = 0; r < k; ++r)
        if (type->intrinsic_jacobian_may_be_nonzero(r, c)) expected.push_back(jacobian(r, c));
    std::vector<double> entries(expected.size() + 1, -7.0);  // one more: nothing written past the end
    type->intrinsic_jacobian_entries(q, entries.data());
    EXPECT_EQ(entries.back(), -7.0);
    entries.pop_back();
    EXPECT_EQ(entries, expected);
  }
}

TEST_P(CoordinateTypeTest, PoseRoundTripAndIntrinsicConstraintsHold) {
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::Matrix3d R = random_pose_rotation();
    const Eigen::Vector3d origin = random_pose_vector(3.0);
    Eigen::VectorXd q(n());
    type->coordinates_from_pose(origin, R, q);
    EXPECT_LT((type->rotation(q) - R).norm(), 1e-14);
    EXPECT_LT((type->origin(q) - origin).norm(), 1e-15);
    Eigen::VectorXd c(type->intrinsic_constraint_count());
    type->intrinsic_constraints(q, c);
    if (c.size() > 0) {
      EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-14);
    }
  }
}

// v from a twist moves every body point with v_O + ω × (r − R), and J_ω v gives ω back.
TEST_P(CoordinateTypeTest, TwistMapsGiveRigidBodyVelocities) {
  for (int trial = 0; trial < 20; ++trial) {
    Eigen::VectorXd q, v;
    Eigen::Vector3d v_origin, omega;
    random_body_state(q, v, v_origin, omega);
    const Eigen::Vector3d u = random_vector(rng, 2.0);
    BodyJacobian J;
    point_jacobian(*type, q, u, J);
    const Eigen::Vector3d expected = v_origin + omega.cross(type->rotate(q, u));
    EXPECT_LT((J * v - expected).norm(), 1e-12);
    type->angular_velocity_jacobian(q, J);
    EXPECT_LT((J * v - omega).norm(), 1e-12);
    // The velocity is tangent to the intrinsic constraints.
    IntrinsicJacobian Cq;
    type->intrinsic_jacobian(q, Cq);
    if (Cq.rows() > 0) {
      EXPECT_LT((Cq * v).cwiseAbs().maxCoeff(), 1e-12);
    }
  }
}

// ½ vᵀ M v = ½ m |v_G|² + ½ ωᵀ I_G ω.
TEST_P(CoordinateTypeTest, KineticEnergyEqualsRigidBodyKineticEnergy) {
  for (int trial = 0; trial < 20; ++trial) {
    const RigidBodyInertia inertia = random_inertia(rng);
    Eigen::VectorXd q, v;
    Eigen::Vector3d v_origin, omega;
    random_body_state(q, v, v_origin, omega);
    BodyMatrix M;
    type->mass_matrix(inertia, q, M);
    EXPECT_LT((M - M.transpose()).norm(), 1e-12);
    const Eigen::Matrix3d A = type->rotation(q);
    const Eigen::Vector3d v_G = v_origin + omega.cross(A * inertia.center_of_mass);
    const Eigen::Matrix3d I_G = A * inertia.inertia_about_com * A.transpose();
    const double expected = 0.5 * inertia.mass * v_G.squaredNorm() + 0.5 * omega.dot(I_G * omega);
    EXPECT_NEAR(0.5 * v.dot(M * v), expected, 1e-12 * (1 + expected));
  }
}

// Q_v = ∂T/∂q − (dM/dt) q̇ with T = ½ q̇ᵀ M(q) q̇: checked by finite differences of T along a
// trajectory, d/dt(∂T/∂q̇) − ∂T/∂q = M q̈ − Q_v, at arbitrary states.
TEST_P(CoordinateTypeTest, QuadraticVelocityForcesAreLagrangesEquations) {
  for (int trial = 0; trial < 20; ++trial) {
    const RigidBodyInertia inertia = random_inertia(rng);
    const Eigen::VectorXd q = random_coordinates(), v = random_coordinates(), a = random_coordinates();
    auto mass = [&](const Eigen::VectorXd& x) {
      BodyMatrix M;
      type->mass_matrix(inertia, x, M);
      return Eigen::MatrixXd(M);
    };
    auto T = [&](const Eigen::VectorXd& x, const Eigen::VectorXd& xdot) { return 0.5 * xdot.dot(mass(x) * xdot); };
    const double h = 1e-5;
    // d/dt (M q̇) along q(t) = q + t v + ½t² a, q̇(t) = v + t a
    const Eigen::VectorXd momentum_rate =
        (mass(q + h * v + 0.5 * h * h * a) * (v + h * a) - mass(q - h * v + 0.5 * h * h * a) * (v - h * a)) /
        (2 * h);
    Eigen::VectorXd dT_dq(n());
    for (int k = 0; k < n(); ++k) {
      Eigen::VectorXd qp = q, qm = q;
      qp[k] += h;
      qm[k] -= h;
      dT_dq[k] = (T(qp, v) - T(qm, v)) / (2 * h);
    }
    BodyVector Qv;
    type->quadratic_velocity_forces(inertia, q, v, Qv);
    const Eigen::VectorXd lagrange = momentum_rate - dT_dq;
    const Eigen::VectorXd expected = mass(q) * a - Qv;
    EXPECT_LT((lagrange - expected).norm(), 1e-6 * (1 + expected.norm()));
  }
}

TEST_P(CoordinateTypeTest, IntrinsicJacobianAndGammaMatchFiniteDifferences) {
  const int k = type->intrinsic_constraint_count();
  for (int trial = 0; trial < 20; ++trial) {
    const Eigen::VectorXd q = random_coordinates(), v = random_coordinates(), a = random_coordinates();
    auto C = [&](const Eigen::VectorXd& x) {
      Eigen::VectorXd c(k);
      type->intrinsic_constraints(x, c);
      return c;
    };
    IntrinsicJacobian J;
    type->intrinsic_jacobian(q, J);
    const double h = 1e-6;
    for (int col = 0; col < n(); ++col) {
      Eigen::VectorXd qp = q, qm = q;
      qp[col] += h;
      qm[col] -= h;
      EXPECT_LT((J.col(col) - (C(qp) - C(qm)) / (2 * h)).norm(), 1e-8);
    }
    // C̈ = C_q a − γ along q(t) = q + t v + ½t² a.
    const double ht = 1e-4;
    auto at = [&](double t) { return C(q + t * v + 0.5 * t * t * a); };
    const Eigen::VectorXd second = (at(ht) - 2 * at(0) + at(-ht)) / (ht * ht);
    Eigen::VectorXd gamma(k);
    type->intrinsic_gamma(q, v, gamma);
    EXPECT_LT((J * a - gamma - second).norm(), 1e-6 * (1 + second.norm()));
  }
}

INSTANTIATE_TEST_SUITE_P(AllCoordinateTypes, CoordinateTypeTest,
                         ::testing::Values("nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"),
                         [](const auto& info) { return testing::test_name(info.param); });

// Paper 003 §2: a constant, positive-definite mass matrix and a zero quadratic-velocity vector.
/// The mass matrix of a random body is the same at two random states and positive definite, and the
/// quadratic-velocity vector vanishes (NACF, paper 000 §2.2; planar NACF, paper 003 §2).
void expect_constant_positive_definite_mass(const CoordinateType& type, unsigned seed) {
  std::mt19937 rng(seed);
  const RigidBodyInertia inertia = random_inertia(rng);
  const int n = type.size();
  BodyMatrix M1, M2;
  type.mass_matrix(inertia, Eigen::VectorXd::Random(n), M1);
  type.mass_matrix(inertia, Eigen::VectorXd::Random(n), M2);
  EXPECT_EQ(M1, M2) << type.name();
  EXPECT_GT(Eigen::SelfAdjointEigenSolver<Eigen::MatrixXd>(M1).eigenvalues().minCoeff(), 0.0) << type.name();
  BodyVector Qv;
  type.quadratic_velocity_forces(inertia, Eigen::VectorXd::Random(n), Eigen::VectorXd::Random(n), Qv);
  EXPECT_TRUE(Qv.isZero()) << type.name();
}

TEST(PlanarNaturalCoordinates, MassMatrixIsConstantAndPositiveDefinite) {
  expect_constant_positive_definite_mass(PlanarNaturalCoordinates(), 5);
}

// A uniform rod of length l along x, about its centre: ∫x̄² dm = m l²/12 = I_zz, ∫ȳ² dm = 0, which
// makes the planar NACF mass matrix singular; a lamina with I_zz split evenly (as the model reader
// stores a planar body) is accepted.
TEST(PlanarNaturalCoordinates, RejectsBodiesWithoutInPlaneExtent) {
  Body rod;
  rod.name = "rod";
  rod.inertia.mass = 1.0;
  rod.inertia.inertia_about_com = Eigen::Vector3d(0.0, 1.0 / 12, 1.0 / 12).asDiagonal();
  rod.where = {"crank.yaml", 7};
  try {
    PlanarNaturalCoordinates().check_inertia(rod);
    FAIL() << "a slender rod has a singular planar NACF mass matrix";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_EQ(std::string(e.what()).rfind("crank.yaml:7: body 'rod': planar-nacf needs in-plane second moments", 0), 0u)
        << e.what();
  }
  rod.inertia.inertia_about_com = Eigen::Vector3d(0.5 / 12, 0.5 / 12, 1.0 / 12).asDiagonal();
  EXPECT_NO_THROW(PlanarNaturalCoordinates().check_inertia(rod));
}

// The three intrinsic conditions admit the reflected frame v = −k × u too (paper 003 §2), on a branch
// disjoint from the right-handed one: poses from rotations always land on the right-handed branch.
TEST(PlanarNaturalCoordinates, PosesAreRightHanded) {
  const PlanarNaturalCoordinates planar_nacf;
  for (double angle : {-3.0, -1.0, 0.0, 0.5, 2.5}) {
    Eigen::VectorXd q(6);
    planar_nacf.coordinates_from_pose(Eigen::Vector3d(1, 2, 0),
                                      Eigen::AngleAxisd(angle, Eigen::Vector3d::UnitZ()).toRotationMatrix(), q);
    EXPECT_NEAR(q[2] * q[5] - q[3] * q[4], 1.0, 1e-15);  // u_x v_y − u_y v_x
    EXPECT_NEAR(std::atan2(q[3], q[2]), angle, 1e-15);
  }
}

// With the body frame at the centre of mass, (x, y, θ) has the constant diagonal mass matrix
// diag(m, m, I_zz) and no quadratic-velocity forces (paper 003 §1).
TEST(PlanarAngleCoordinates, CentredBodyHasConstantDiagonalMass) {
  const PlanarAngleCoordinates xytheta;
  RigidBodyInertia inertia;
  inertia.mass = 2.0;
  inertia.inertia_about_com = Eigen::Vector3d(0.1, 0.2, 0.3).asDiagonal();
  for (double theta : {-2.0, 0.3, 1.7}) {
    BodyMatrix M;
    xytheta.mass_matrix(inertia, Eigen::Vector3d(0.5, -1.0, theta), M);
    EXPECT_EQ(Eigen::MatrixXd(M), Eigen::MatrixXd(Eigen::Vector3d(2.0, 2.0, 0.3).asDiagonal()));
    BodyVector Qv;
    xytheta.quadratic_velocity_forces(inertia, Eigen::Vector3d(0.5, -1.0, theta), Eigen::Vector3d(1, 2, 3), Qv);
    EXPECT_TRUE(Qv.isZero());
  }
}

TEST(PlanarAngleCoordinates, RejectsAPointMass) {
  Body bob;
  bob.name = "bob";
  bob.inertia.mass = 1.0;
  bob.inertia.inertia_about_com.setZero();
  EXPECT_THROW(PlanarAngleCoordinates().check_inertia(bob), Error);
}

TEST(NaturalAbsoluteCoordinates, MassMatrixIsConstantAndPositiveDefinite) {
  expect_constant_positive_definite_mass(NaturalAbsoluteCoordinates(), 3);
}

TEST(NaturalAbsoluteCoordinates, RejectsBodiesWithoutVolume) {
  Body rod;
  rod.name = "rod";
  rod.inertia.mass = 1.0;
  rod.inertia.inertia_about_com = Eigen::Vector3d(0.0, 1.0 / 12, 1.0 / 12).asDiagonal();
  rod.where = {"chain.yaml", 12};
  try {
    NaturalAbsoluteCoordinates().check_inertia(rod);
    FAIL() << "a slender rod has a singular NACF mass matrix";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::model);
    EXPECT_EQ(std::string(e.what()).rfind("chain.yaml:12: body 'rod': nacf needs second moments", 0), 0u)
        << e.what();
  }
}

// The NACF second moments J_O = ∫ ū ūᵀ dm of a uniform box, computed independently.
TEST(NaturalAbsoluteCoordinates, SecondMomentsOfABox) {
  RigidBodyInertia box;
  box.mass = 3.0;
  const double a = 2.0, b = 0.2, c = 0.3;  // half-sides
  box.inertia_about_com = (box.mass / 3.0 * Eigen::Vector3d(b * b + c * c, a * a + c * c, a * a + b * b)).asDiagonal();
  box.center_of_mass = Eigen::Vector3d(0.5, 0.0, 0.0);
  const Eigen::Matrix3d J = second_moments_about_origin(box);
  // ∫x² dm over a box of half-side a is m a²/3; the offset adds m x_G².
  EXPECT_NEAR(J(0, 0), box.mass * (a * a / 3 + 0.25), 1e-12);
  EXPECT_NEAR(J(1, 1), box.mass * b * b / 3, 1e-12);
  EXPECT_NEAR(J(2, 2), box.mass * c * c / 3, 1e-12);
  EXPECT_NEAR(J(0, 1), 0.0, 1e-15);
}

TEST(CoordinateTypes, UnknownNameIsAUsageError) {
  try {
    make_coordinate_type("quaternions");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), Error::Kind::usage);
    EXPECT_STREQ(e.what(),
                 "unknown coordinates 'quaternions' (choose nacf, rpcf-ep, planar-nacf, planar-xytheta, relative or "
                 "relative-velocity-transformation)");
  }
}

}  // namespace
}  // namespace mbdae
