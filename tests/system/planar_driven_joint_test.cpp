// The rheonomic row of a driven revolute in a planar model (paper 003 models with a motor-driven crank):
// C_t and γ against finite differences in time, in both planar coordinate types, at random states.
#include <gtest/gtest.h>

#include <random>

#include "coordinates/coordinate_type.hpp"
#include "io/model_yaml.hpp"
#include "support/test_models.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

class PlanarDrivenJoint : public ::testing::TestWithParam<std::string> {
 protected:
  MultibodySystem system{parse_model_yaml(testing::kDrivenCrankYaml, "driven_crank.yaml"), make_coordinate_type(GetParam())};
  std::mt19937 rng{9};
  Eigen::VectorXd random_vector() {
    std::uniform_real_distribution<double> u(-1.0, 1.0);
    Eigen::VectorXd x(system.coordinate_count());
    for (int k = 0; k < x.size(); ++k) x[k] = u(rng);
    return x;
  }
  Eigen::VectorXd C(const Eigen::VectorXd& q, double t) const {
    Eigen::VectorXd c(system.constraint_count());
    system.constraints(t, q, c);
    return c;
  }
  Eigen::VectorXd velocity_residual(const Eigen::VectorXd& q, const Eigen::VectorXd& v, double t) {
    SparseMatrix jacobian = system.make_constraint_jacobian();
    system.constraint_jacobian(t, q, jacobian);
    Eigen::VectorXd ct(system.constraint_count());
    system.constraint_time_derivative(t, q, ct);
    return jacobian * v + ct;
  }
};

TEST_P(PlanarDrivenJoint, TimeDerivativeAndGammaMatchFiniteDifferences) {
  // Revolute 2 + driven 1, prismatic 2, after the intrinsic rows.
  EXPECT_EQ(system.constraint_count() - system.intrinsic_constraint_count(), 5);
  for (double t : {0.0, 0.4, 1.9}) {
    const Eigen::VectorXd q = random_vector(), v = random_vector();
    Eigen::VectorXd ct(system.constraint_count());
    system.constraint_time_derivative(t, q, ct);
    const double h = 1e-6;
    const Eigen::VectorXd fd_t = (C(q, t + h) - C(q, t - h)) / (2 * h);
    for (int r = 0; r < system.constraint_count(); ++r)
      EXPECT_NEAR(ct[r], fd_t[r], 1e-8 * (1 + std::abs(fd_t[r]))) << system.constraint_owner(r);
    EXPECT_GT(std::abs(ct[system.intrinsic_constraint_count() + 2]), 1e-3) << "the driven row depends on time";
    // γ = −d/dτ (C_q v + C_t) along (q + τ v, t + τ) at constant v.
    const double k = 1e-5;
    const Eigen::VectorXd fd = (velocity_residual(q + k * v, v, t + k) - velocity_residual(q - k * v, v, t - k)) / (2 * k);
    Eigen::VectorXd gamma(system.constraint_count());
    system.gamma(t, q, v, gamma);
    for (int r = 0; r < system.constraint_count(); ++r)
      EXPECT_NEAR(gamma[r], -fd[r], 1e-6 * (1 + std::abs(fd[r]))) << system.constraint_owner(r);
  }
}

INSTANTIATE_TEST_SUITE_P(PlanarTypes, PlanarDrivenJoint, ::testing::Values("planar-nacf", "planar-xytheta"),
                         [](const auto& info) { return info.param == "planar-nacf" ? "planar_nacf" : "planar_xytheta"; });

}  // namespace
}  // namespace mbdae
