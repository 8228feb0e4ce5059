// What each correction changes: RGCP only the dependent coordinates; direct correction the least
// (Euclidean or kinetic-energy norm); all end on the constraints.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "corrections/rgcp.hpp"
#include "corrections/direct.hpp"
#include "io/builtin_models.hpp"
#include "system/assembly.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

class CorrectionTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    system.initial_state(q0, v0);
    std::mt19937 rng(4);
    std::normal_distribution<double> n(0.0, 1.0);
    for (int k = 0; k < v0.size(); ++k) v0[k] += n(rng);  // some motion
    assemble(system, 0.0, q0, v0);
    q = q0;
    v = v0;
    for (int k = 0; k < q.size(); ++k) {
      q[k] += 1e-6 * n(rng);
      v[k] += 1e-3 * n(rng);
    }
  }
  void expect_on_constraints(const Eigen::VectorXd& qc, const Eigen::VectorXd& vc) const {
    Eigen::VectorXd c(system.constraint_count());
    system.constraints(0.0, qc, c);
    EXPECT_LT(c.cwiseAbs().maxCoeff(), 1e-13);
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(0.0, qc, jacobian);
    EXPECT_LT((jacobian * vc).cwiseAbs().maxCoeff(), 1e-12);
  }
  double kinetic_norm(const Eigen::VectorXd& dv) const {
    SparseMatrix mass = system.make_mass_matrix();
    system.mass_matrix(q0, mass);
    return dv.dot(mass * dv);
  }

  MultibodySystem system{load_builtin_model("triple_pendulum"), make_coordinate_type(GetParam())};
  Eigen::VectorXd q0, v0, q, v;
};

TEST_P(CorrectionTest, RgcpMovesOnlyTheDependentCoordinates) {
  CoordinatePartitioning rgcp(system, {});
  Eigen::VectorXd qc = q, vc = v;
  rgcp.correct(0.0, qc, vc);
  expect_on_constraints(qc, vc);
  const std::vector<int>& dependent = rgcp.dependent_coordinates();
  EXPECT_EQ(static_cast<int>(dependent.size()), system.constraint_count());  // full rank
  for (int k = 0; k < q.size(); ++k)
    if (std::find(dependent.begin(), dependent.end(), k) == dependent.end()) {
      EXPECT_EQ(qc[k], q[k]) << k;
      EXPECT_EQ(vc[k], v[k]) << k;
    }
}

// The dependent velocities come from iterative refinement, starting at the given ones, with the block
// factored at the positions before the last Newton update (here 1e-10 away, below the tolerance, so
// Newton stops after one update): from a start within 1e-6 one pass is exact to round-off, from a
// start tens of metres per second away a single pass would leave more than 1e-12, and the result must not depend
// on the start.
TEST_P(CorrectionTest, RgcpSolvesTheDependentVelocitiesFromAnyStart) {
  std::mt19937 rng(7);
  std::normal_distribution<double> n(0.0, 1.0);
  Eigen::VectorXd q_near = q0;
  for (int k = 0; k < q_near.size(); ++k) q_near[k] += 1e-10 * n(rng);
  CoordinatePartitioning rgcp(system, {});
  rgcp.choose_partition(0.0, q_near);
  Eigen::VectorXd results[2];
  for (const double offset : {1e-9, 50.0}) {
    CoordinatePartitioning correction(system, {});
    correction.set_partition(rgcp.dependent_coordinates(), rgcp.independent_rows());
    Eigen::VectorXd qc = q_near, vc = v0;
    for (int k : rgcp.dependent_coordinates()) vc[k] += offset * n(rng);
    correction.correct(0.0, qc, vc);
    EXPECT_EQ(correction.statistics().newton_iterations, 1);
    expect_on_constraints(qc, vc);
    results[offset > 1.0] = vc;
  }
  EXPECT_LT((results[0] - results[1]).cwiseAbs().maxCoeff(), 1e-12);
}

TEST_P(CorrectionTest, DirectCorrectionIsTheSmallestInItsNorm) {
  CorrectionOptions euclidean, weighted;
  weighted.mass_weighted = true;
  DirectCorrection plain(system, euclidean), mass(system, weighted);
  Eigen::VectorXd q1 = q, v1 = v, q2 = q, v2 = v;
  plain.correct(0.0, q1, v1);
  mass.correct(0.0, q2, v2);
  expect_on_constraints(q1, v1);
  expect_on_constraints(q2, v2);
  // Each is optimal in its own norm, and the two differ.
  EXPECT_LT((v1 - v).norm(), (v2 - v).norm());
  EXPECT_LT(kinetic_norm(v2 - v), kinetic_norm(v1 - v));
  EXPECT_LT((q1 - q).norm(), (q2 - q).norm() * (1 - 1e-6));
  // Both bring the perturbed state back close to the consistent one it came from.
  EXPECT_LT((q1 - q0).norm(), 1e-5);
}

INSTANTIATE_TEST_SUITE_P(AllCoordinateTypes, CorrectionTest, ::testing::Values("nacf", "rpcf-ep"),
                         [](const auto& info) { return info.param == "nacf" ? "nacf" : "rpcf_ep"; });

}  // namespace
}  // namespace mbdae
