// The built-in triple pendulum as an assembled system, in both coordinate types.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "io/builtin_models.hpp"
#include "joints/joint_kinds.hpp"
#include "support/test_models.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

using testing::random_rotation;
using testing::random_vector;

struct PhysicalState {
  std::vector<Eigen::Vector3d> origin, velocity, omega;
  std::vector<Eigen::Matrix3d> rotation;
};

PhysicalState random_physical_state(int bodies, std::mt19937& rng) {
  PhysicalState s;
  for (int b = 0; b < bodies; ++b) {
    s.origin.push_back(random_vector(rng, 3.0));
    s.rotation.push_back(random_rotation(rng));
    s.velocity.push_back(random_vector(rng, 2.0));
    s.omega.push_back(random_vector(rng, 2.0));
  }
  return s;
}

void to_coordinates(const MultibodySystem& system, const PhysicalState& s, Eigen::VectorXd& q, Eigen::VectorXd& v) {
  const int size = system.coordinates().size();
  q.resize(system.coordinate_count());
  v.resize(system.coordinate_count());
  for (int b = 0; b < system.body_count(); ++b) {
    auto qb = q.segment(system.body_offset(b), size);
    system.coordinates().coordinates_from_pose(s.origin[b], s.rotation[b], qb);
    system.coordinates().velocities_from_twist(qb, s.velocity[b], s.omega[b], v.segment(system.body_offset(b), size));
  }
}

class TriplePendulumSystem : public ::testing::TestWithParam<std::string> {
 protected:
  MultibodySystem system{load_builtin_model("triple_pendulum"), make_coordinate_type(GetParam())};
};

TEST_P(TriplePendulumSystem, HasNineDegreesOfFreedom) {
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  EXPECT_EQ(degrees_of_freedom(system, 0.0, q), 9);
}

TEST_P(TriplePendulumSystem, ThePapersInitialConfigurationIsConsistent) {
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  const AssemblyReport report = assemble(system, 0.0, q, v);
  EXPECT_EQ(report.newton_iterations, 0);
  EXPECT_LT(report.position_residual, 1e-14);
  EXPECT_EQ(report.velocity_correction, 0.0);
  // D starts at (8, 4, 0) at rest (docs/models.md); the potential energy is zero with everything at z = 0.
  const auto& markers = system.model().markers;
  const int D = static_cast<int>(std::find_if(markers.begin(), markers.end(), [](const Marker& m) { return m.name == "D"; }) -
                                 markers.begin());
  ASSERT_LT(D, static_cast<int>(markers.size()));
  EXPECT_LT((system.marker_position(D, q) - Eigen::Vector3d(8, 4, 0)).norm(), 1e-14);
  EXPECT_NEAR(system.mechanical_energy(q, v), 0.0, 1e-12);
}

// A scrambled state is projected back onto the constraints with a reported correction.
TEST_P(TriplePendulumSystem, AssemblyProjectsAPerturbedStateOntoTheConstraints) {
  std::mt19937 rng(99);
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  for (int b = 0; b < system.body_count(); ++b) {
    const Body& body = system.model().bodies[b];
    const Eigen::Matrix3d tilt = Eigen::AngleAxisd(0.05, random_vector(rng).normalized()).toRotationMatrix();
    system.coordinates().coordinates_from_pose(body.initial_position + random_vector(rng, 0.05), tilt * body.initial_rotation,
                                               q.segment(system.body_offset(b), system.coordinates().size()));
    system.coordinates().velocities_from_twist(q.segment(system.body_offset(b), system.coordinates().size()),
                                               random_vector(rng), random_vector(rng),
                                               v.segment(system.body_offset(b), system.coordinates().size()));
  }
  const AssemblyReport report = assemble(system, 0.0, q, v);
  EXPECT_GT(report.newton_iterations, 0);
  EXPECT_GT(report.position_correction, 1e-3);
  EXPECT_GT(report.velocity_correction, 1e-3);
  Eigen::VectorXd c(system.constraint_count());
  system.constraints(0.0, q, c);
  EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-12);
  SparseMatrix jacobian = system.make_constraint_jacobian();
  system.constraint_jacobian(0.0, q, jacobian);
  EXPECT_LT((jacobian * v).cwiseAbs().maxCoeff(), 1e-12);
  // Joint A holds body 1's end (−L, 0, 0) at the ground origin.
  EXPECT_LT(system.point_position(0, Eigen::Vector3d(-2, 0, 0), q).norm(), 1e-12);
}

INSTANTIATE_TEST_SUITE_P(AllCoordinateTypes, TriplePendulumSystem, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return info.param == "nacf" ? "nacf" : "rpcf_ep"; });

// The same physical state written in NACF and in RPCF-EP has the same markers and energy.
TEST(TriplePendulumSystem, CoordinateTypesAgreeOnTheSamePhysicalState) {
  const Model model = load_builtin_model("triple_pendulum");
  const MultibodySystem nacf(model, make_coordinate_type("nacf"));
  const MultibodySystem rpcf(model, make_coordinate_type("rpcf-ep"));
  std::mt19937 rng(5);
  for (int trial = 0; trial < 10; ++trial) {
    const PhysicalState s = random_physical_state(3, rng);
    Eigen::VectorXd q1, v1, q2, v2;
    to_coordinates(nacf, s, q1, v1);
    to_coordinates(rpcf, s, q2, v2);
    for (int k = 0; k < static_cast<int>(model.markers.size()); ++k) {
      EXPECT_LT((nacf.marker_position(k, q1) - rpcf.marker_position(k, q2)).norm(), 1e-13);
      EXPECT_LT((nacf.marker_velocity(k, q1, v1) - rpcf.marker_velocity(k, q2, v2)).norm(), 1e-13);
    }
    const double energy = nacf.mechanical_energy(q1, v1);
    EXPECT_NEAR(rpcf.mechanical_energy(q2, v2), energy, 1e-12 * std::abs(energy));
    EXPECT_NEAR(nacf.kinetic_energy(q1, v1), rpcf.kinetic_energy(q2, v2), 1e-12 * std::abs(energy));
  }
}

// A loop that cannot close: joint E pins the tip D 20 m from joint A, beyond the chain's 12 m reach.
TEST(Assembly, ReportsTheJointThatCannotBeClosed) {
  Model model = load_builtin_model("triple_pendulum");
  Joint e;
  e.name = "E";
  e.kind = &joint_kind("spherical");
  e.body_i = kGround;
  e.body_j = 2;
  e.point_i = Eigen::Vector3d(20, 0, 0);
  e.point_j = Eigen::Vector3d(2, 0, 0);
  model.joints.push_back(e);
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  try {
    assemble(system, 0.0, q, v);
    FAIL() << "an impossible loop was assembled";
  } catch (const Error& error) {
    EXPECT_EQ(error.kind(), Error::Kind::assembly);
    EXPECT_EQ(error.entity().rfind("joint '", 0), 0u) << error.what();
    EXPECT_NE(std::string(error.what()).find("the model cannot be assembled: Newton's method did not reach"),
              std::string::npos)
        << error.what();
  }
}

}  // namespace
}  // namespace mbdae

namespace mbdae {
namespace MBDAE_UNITY_ID {

// A distance joint built in code without a length keeps the initial distance of its points.
TEST(DistanceJoint, WithoutALengthKeepsTheInitialDistance) {
  Model model = load_builtin_model("triple_pendulum");
  Joint tether;
  tether.name = "tether";
  tether.kind = &joint_kind("distance");
  tether.body_i = kGround;
  tether.body_j = 2;
  tether.point_i = Eigen::Vector3d(3, -1, 2);
  tether.point_j = Eigen::Vector3d(2, 0, 0);  // D, initially at (8, 4, 0)
  model.joints.push_back(tether);
  const MultibodySystem system(model, make_coordinate_type("nacf"));
  Eigen::VectorXd q, v;
  system.initial_state(q, v);
  Eigen::VectorXd c(system.constraint_count());
  system.constraints(0.0, q, c);
  EXPECT_LT(std::abs(c[system.constraint_count() - 1]), 1e-12);
  // and it is a real constraint: moving D away from the sphere violates it by 2 L Δ.
  q.segment<3>(system.body_offset(2)) += Eigen::Vector3d(1e-3, 0, 0);
  system.constraints(0.0, q, c);
  const double length = (Eigen::Vector3d(8, 4, 0) - Eigen::Vector3d(3, -1, 2)).norm();
  EXPECT_NEAR(c[system.constraint_count() - 1], 2 * (8 - 3) * 1e-3 + 1e-6, 1e-9 * length);
}

}  // namespace
}  // namespace mbdae
