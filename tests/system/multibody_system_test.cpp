// The assembled system against finite differences and physics, for every coordinate type and every
// joint type (tests/support/test_models.hpp has one of each).
#include <gtest/gtest.h>

#include <algorithm>
#include <random>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"
#include "support/test_models.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"
#include "support/builtin_cases.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::random_rotation;
using testing::random_vector;

/// The every-joint model the coordinate type describes: spatial, or planar (paper 003).
Model every_joint_model_for(const std::string& coordinates) {
  return make_coordinate_type(coordinates)->is_planar() ? testing::planar_every_joint_model()
                                                         : testing::every_joint_model();
}

class SystemTest : public ::testing::TestWithParam<std::string> {
 protected:
  MultibodySystem system{every_joint_model_for(GetParam()), make_coordinate_type(GetParam())};
  bool planar() const { return system.model().planar; }
  std::mt19937 rng{2024};
  int n() const { return system.coordinate_count(); }
  int m() const { return system.constraint_count(); }

  Eigen::VectorXd random_coordinates() {
    Eigen::VectorXd q(n());
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    for (int k = 0; k < n(); ++k) q[k] = u(rng);
    return q;
  }
  // Every body at a random pose with a random twist (a physical state, constraints not satisfied).
  void random_physical_state(Eigen::VectorXd& q, Eigen::VectorXd& v) {
    q.resize(n());
    v.resize(n());
    const int size = system.coordinates().size();
    for (int b = 0; b < system.body_count(); ++b) {
      auto qb = q.segment(system.body_offset(b), size);
      Eigen::Vector3d origin = random_vector(rng, 2.0), velocity = random_vector(rng, 2.0);
      Eigen::Vector3d omega = random_vector(rng, 3.0);
      Eigen::Matrix3d rotation = random_rotation(rng);
      if (planar()) {  // a planar body: in the plane, turning about z
        origin.z() = velocity.z() = 0.0;
        omega.head<2>().setZero();
        rotation = Eigen::AngleAxisd(origin.x() + 2.0 * origin.y(), Eigen::Vector3d::UnitZ()).toRotationMatrix();
      }
      system.coordinates().coordinates_from_pose(origin, rotation, qb);
      system.coordinates().velocities_from_twist(qb, velocity, omega, v.segment(system.body_offset(b), size));
    }
  }
  Eigen::VectorXd C(const Eigen::VectorXd& q) const {
    Eigen::VectorXd c(m());
    system.constraints(0.0, q, c);
    return c;
  }
};

TEST_P(SystemTest, SizesFollowTheCoordinateType) {
  if (planar()) {
    const int per_body = GetParam() == "planar-nacf" ? 6 : 3;
    const int intrinsic = GetParam() == "planar-nacf" ? 3 : 0;
    EXPECT_EQ(n(), 3 * per_body);
    // In-plane rows only (paper 003 §3): revolute 2, revolute 2, prismatic 2, fixed 3, distance 1,
    // revolute 2.
    EXPECT_EQ(m(), 3 * intrinsic + 12);
    EXPECT_EQ(system.constraint_owner(3 * intrinsic), "joint 'revolute0'");
    EXPECT_EQ(system.constraint_owner(3 * intrinsic + 5), "joint 'prismatic2'");
    EXPECT_EQ(system.constraint_owner(m() - 1), "joint 'revolute5'");
    if (intrinsic > 0) {
      EXPECT_EQ(system.constraint_owner(0), "body 'body0' (normalization)");
    }
    return;
  }
  const int per_body = GetParam() == "nacf" ? 12 : 7;
  const int intrinsic = GetParam() == "nacf" ? 6 : 1;
  EXPECT_EQ(n(), 3 * per_body);
  // spherical 3, revolute 5, prismatic 5, cylindrical 4, universal 4, fixed 6, distance 1, revolute 5,
  // sphere_on_plane 1
  EXPECT_EQ(m(), 3 * intrinsic + 34);
  EXPECT_EQ(system.constraint_owner(0), "body 'body0' (normalization)");
  EXPECT_EQ(system.constraint_owner(3 * intrinsic), "joint 'spherical0'");
  EXPECT_EQ(system.constraint_owner(m() - 1), "joint 'sphere_on_plane8'");
}

// C_q, including the entries outside its sparsity pattern (which must be zero), by central differences.
TEST_P(SystemTest, ConstraintJacobianMatchesFiniteDifferences) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  const long nonzeros = jacobian.nonZeros();
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    system.constraint_jacobian(0.0, q, jacobian);
    EXPECT_EQ(jacobian.nonZeros(), nonzeros) << "the pattern never changes";
    const Eigen::MatrixXd dense = jacobian;
    const double h = 1e-6;
    for (int k = 0; k < n(); ++k) {
      Eigen::VectorXd qp = q, qm = q;
      qp[k] += h;
      qm[k] -= h;
      const Eigen::VectorXd fd = (C(qp) - C(qm)) / (2 * h);
      for (int r = 0; r < m(); ++r)
        EXPECT_NEAR(dense(r, k), fd[r], 1e-7 * (1 + std::abs(fd[r])))
            << system.constraint_owner(r) << " row " << r << " column " << k;
    }
  }
}

// Along q(t) = q + t v + ½t² a: d²C/dt² = C_q a − γ(q, v).
TEST_P(SystemTest, GammaIsTheSecondTimeDerivativeOfTheConstraints) {
  SparseMatrix jacobian = system.make_constraint_jacobian();
  for (int trial = 0; trial < 10; ++trial) {
    const Eigen::VectorXd q = random_coordinates(), v = random_coordinates(), a = random_coordinates();
    auto at = [&](double t) { return C(q + t * v + 0.5 * t * t * a); };
    const double h = 1e-4;
    const Eigen::VectorXd second = (at(h) - 2 * at(0) + at(-h)) / (h * h);
    system.constraint_jacobian(0.0, q, jacobian);
    Eigen::VectorXd gamma(m());
    system.gamma(0.0, q, v, gamma);
    const Eigen::VectorXd exact = jacobian * a - gamma;
    for (int r = 0; r < m(); ++r)
      EXPECT_NEAR(exact[r], second[r], 1e-5 * (1 + std::abs(second[r]))) << system.constraint_owner(r);
  }
}

// With v = 0 there are no inertia or damping forces, so Q = −∂V/∂q once the (non-conservative)
// torque is taken away.
TEST_P(SystemTest, ConservativeForcesAreMinusThePotentialGradient) {
  Model model = every_joint_model_for(GetParam());
  model.torques.clear();
  const MultibodySystem conservative(model, make_coordinate_type(GetParam()));
  for (int trial = 0; trial < 5; ++trial) {
    const Eigen::VectorXd q = random_coordinates();
    Eigen::VectorXd Q(n());
    conservative.generalized_forces(0.0, q, Eigen::VectorXd::Zero(n()), Q);
    const double h = 1e-6;
    for (int k = 0; k < n(); ++k) {
      Eigen::VectorXd qp = q, qm = q;
      qp[k] += h;
      qm[k] -= h;
      const double gradient = (conservative.potential_energy(qp) - conservative.potential_energy(qm)) / (2 * h);
      EXPECT_NEAR(Q[k], -gradient, 1e-6 * (1 + std::abs(gradient))) << "coordinate " << k;
    }
  }
}

// Power of the applied forces on a physical motion: Q_eᵀ v = −dV/dt + τ·ω − c l̇² (spring damping).
TEST_P(SystemTest, AppliedForcesDoTheRightPower) {
  const Model& model = system.model();
  for (int trial = 0; trial < 10; ++trial) {
    Eigen::VectorXd q, v;
    random_physical_state(q, v);
    Eigen::VectorXd Q(n());
    system.generalized_forces(0.0, q, v, Q);
    // Take the inertia (quadratic-velocity) forces away to keep the applied ones.
    const int size = system.coordinates().size();
    for (int b = 0; b < system.body_count(); ++b) {
      BodyVector Qv;
      system.coordinates().quadratic_velocity_forces(model.bodies[b].inertia, q.segment(system.body_offset(b), size),
                                                     v.segment(system.body_offset(b), size), Qv);
      Q.segment(system.body_offset(b), size) -= Qv;
    }
    const double h = 1e-6;
    const double dVdt = (system.potential_energy(q + h * v) - system.potential_energy(q - h * v)) / (2 * h);
    double expected = -dVdt;
    for (const PointTorque& t : model.torques)
      expected += t.torque.dot(system.body_angular_velocity(t.body, q, v));
    for (const SpringDamper& s : model.spring_dampers) {
      const Eigen::Vector3d d = system.point_position(s.body_i, s.point_i, q) - system.point_position(s.body_j, s.point_j, q);
      const Eigen::Vector3d dd = system.point_velocity(s.body_i, s.point_i, q, v) -
                                 system.point_velocity(s.body_j, s.point_j, q, v);
      const double rate = d.normalized().dot(dd);
      expected -= s.damping * rate * rate;
    }
    EXPECT_NEAR(Q.dot(v), expected, 1e-6 * (1 + std::abs(expected)));
  }
}

TEST_P(SystemTest, MassMatrixGivesTheRigidBodyKineticEnergy) {
  SparseMatrix mass = system.make_mass_matrix();
  for (int trial = 0; trial < 5; ++trial) {
    Eigen::VectorXd q, v;
    random_physical_state(q, v);
    system.mass_matrix(q, mass);
    double expected = 0.0;
    for (int b = 0; b < system.body_count(); ++b) {
      const RigidBodyInertia& inertia = system.model().bodies[b].inertia;
      const Eigen::Matrix3d A = system.body_rotation(b, q);
      const Eigen::Vector3d v_G = system.point_velocity(b, inertia.center_of_mass, q, v);
      const Eigen::Vector3d w = system.body_angular_velocity(b, q, v);
      expected += 0.5 * inertia.mass * v_G.squaredNorm() + 0.5 * w.dot(A * inertia.inertia_about_com * A.transpose() * w);
    }
    EXPECT_NEAR(0.5 * v.dot(mass * v), expected, 1e-12 * (1 + expected));
    EXPECT_NEAR(system.kinetic_energy(q, v), expected, 1e-12 * (1 + expected));
  }
}

// The one-pass evaluation an acceleration solve uses gives exactly what the two separate ones give, on
// every joint type here and, below, on the built-in models (rolling contact) and a driven joint.
void expect_one_pass_equals_two(const MultibodySystem& system, const Eigen::VectorXd& q, const Eigen::VectorXd& v,
                                double t) {
  SparseMatrix separate = system.make_constraint_jacobian(), fused = system.make_constraint_jacobian();
  Eigen::VectorXd gamma_separate(system.constraint_count()), gamma_fused(system.constraint_count());
  system.constraint_jacobian(t, q, separate);
  system.gamma(t, q, v, gamma_separate);
  system.gamma_and_jacobian(t, q, v, gamma_fused, fused);
  EXPECT_EQ(Eigen::MatrixXd(fused), Eigen::MatrixXd(separate)) << system.model().name;
  EXPECT_EQ(gamma_fused, gamma_separate) << system.model().name;
}

TEST_P(SystemTest, GammaAndJacobianInOnePassEqualTheSeparateEvaluations) {
  for (int trial = 0; trial < 3; ++trial) expect_one_pass_equals_two(system, random_coordinates(), random_coordinates(), 0.37);
}

std::vector<Model> every_builtin_model_and_a_driven_crank() {
  std::vector<Model> models;
  for (const BuiltinModelText& text : builtin_model_texts()) models.push_back(load_builtin_model(text.name));
  models.push_back(parse_model_yaml(testing::kDrivenCrankYaml, "driven_crank.yaml"));
  return models;
}

TEST(MultibodySystem, GammaAndJacobianInOnePassEqualTheSeparateEvaluationsOnEveryBuiltinModel) {
  const std::vector<Model> models = every_builtin_model_and_a_driven_crank();
  std::mt19937 rng(11);
  std::uniform_real_distribution<double> u(-0.1, 0.1);
  for (const Model& model : models)
    for (const std::string& coordinates : coordinate_type_names(model.planar)) {
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      Eigen::VectorXd q, v;
      system.initial_state(q, v);
      for (int k = 0; k < q.size(); ++k) {
        q[k] += u(rng);
        v[k] += u(rng);
      }
      expect_one_pass_equals_two(system, q, v, 0.37);
    }
}

// Entries of C_q's pattern flagged as zero at every q are zero at random states of every built-in
// model in every coordinate type that describes it (off the constraints, t ≠ 0), and the flags leave
// something out where they can: the origin columns of NACF's normalization rows, the zero entries
// of its spherical joints' constant rows.
TEST(MultibodySystem, JacobianEntriesFlaggedZeroAreZeroAtEveryState) {
  const std::vector<Model> models = every_builtin_model_and_a_driven_crank();
  std::mt19937 rng(5);
  std::uniform_real_distribution<double> u(-0.3, 0.3);
  for (const Model& model : models)
    for (const std::string& coordinates : coordinate_type_names(model.planar)) {
      SCOPED_TRACE(model.name + " in " + coordinates);
      const MultibodySystem system(model, make_coordinate_type(coordinates));
      SparseMatrix jacobian = system.make_constraint_jacobian();
      const std::vector<char>& may_be_nonzero = system.jacobian_may_be_nonzero();
      ASSERT_EQ(static_cast<long>(may_be_nonzero.size()), jacobian.nonZeros());
      Eigen::VectorXd q0, v0;
      system.initial_state(q0, v0);
      for (int trial = 0; trial < 5; ++trial) {
        Eigen::VectorXd q = q0;
        for (int k = 0; k < q.size(); ++k) q[k] += u(rng);
        system.constraint_jacobian(0.1 + trial, q, jacobian);
        for (long k = 0; k < jacobian.nonZeros(); ++k)
          if (!may_be_nonzero[k]) {
            ASSERT_EQ(jacobian.valuePtr()[k], 0.0) << "stored entry " << k;
          }
      }
    }
  const MultibodySystem pendulum(load_builtin_model("triple_pendulum"), make_coordinate_type("nacf"));
  const std::vector<char>& flags = pendulum.jacobian_may_be_nonzero();
  const long flagged_zero = std::count(flags.begin(), flags.end(), 0);
  // Per body, the normalization rows' zeros (9 in each of u·u, v·v, w·w, 6 in each of u·v, u·w, v·w),
  // and more in the joints' constant rows.
  EXPECT_GT(flagged_zero, 3 * (3 * 9 + 3 * 6));
}

INSTANTIATE_TEST_SUITE_P(AllCoordinateTypes, SystemTest,
                         ::testing::Values("nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"),
                         [](const auto& info) { return testing::test_name(info.param); });

}  // namespace
}  // namespace mbdae
