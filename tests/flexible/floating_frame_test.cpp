// The floating-frame kinetics of a flexible body against the definition: the kinetic energy
// ½∫ρ|ẋ|² dV summed over material points of a rectangular section by a quadrature of their own, their
// velocities by differences of their positions along the motion; the mass matrix as that energy's
// quadratic form; the quadratic-velocity forces as Lagrange's ∂T/∂q − (d/dt)∂T/∂q̇ by differences; gravity
// as −∂V/∂q. In every coordinate type, at states off the normalization constraints too.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "flexible/floating_frame.hpp"
#include "methods/registry.hpp"
#include "support/test_models.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr double kWidth = 0.03, kHeight = 0.05;  // section: width along z, height along y

FlexibleBeam rectangular_beam(bool planar, ElasticReduction reduction) {
  FlexibleBeam beam;
  beam.planar = planar;
  beam.length = 0.8;
  beam.element_count = 3;
  beam.section.youngs_modulus = 7.0e10;
  beam.section.shear_modulus = 2.6e10;
  beam.section.density = 2700.0;
  beam.section.area = kWidth * kHeight;
  beam.section.second_moment_z = kWidth * std::pow(kHeight, 3) / 12.0;
  beam.section.second_moment_y = kHeight * std::pow(kWidth, 3) / 12.0;
  beam.section.torsion_constant = 0.2 * kHeight * std::pow(kWidth, 3);
  beam.reduction = reduction;
  beam.mode_count = 4;
  if (reduction == ElasticReduction::craig_bampton) beam.interface_nodes = {3};
  return beam;
}

class FloatingFrameTest : public ::testing::TestWithParam<std::tuple<std::string, ElasticReduction>> {
 protected:
  std::shared_ptr<const CoordinateType> type = make_coordinate_type(std::get<0>(GetParam()));
  bool planar = type->is_planar();
  FlexibleBeam beam = rectangular_beam(planar, std::get<1>(GetParam()));
  std::shared_ptr<const ElasticBody> elastic = std::make_shared<ElasticBody>(make_elastic_body(beam));
  FloatingFrame frame{elastic, type};
  int s = type->size();
  int n = elastic->coordinate_count();
  std::mt19937 rng{4711};

  Eigen::VectorXd random(int size, double scale) {
    std::uniform_real_distribution<double> u(-scale, scale);
    Eigen::VectorXd x(size);
    for (int i = 0; i < size; ++i) x[i] = u(rng);
    return x;
  }
  // A pose off the normalization constraints (so the kinetics must hold for the type's exact A(q)).
  Eigen::VectorXd random_coordinates() {
    Eigen::VectorXd q(s);
    Eigen::Matrix3d rotation = testing::random_rotation(rng);
    if (planar) rotation = Eigen::AngleAxisd(0.7, Eigen::Vector3d::UnitZ()).toRotationMatrix();
    Eigen::Vector3d origin = random(3, 1.0);
    if (planar) origin.z() = 0.0;
    type->coordinates_from_pose(origin, rotation, q);
    return q + random(s, 0.02);
  }

  // Material points of the rectangular section, by a rule independent of the body's own: four Gauss
  // points per element along x, 3 × 3 over the rectangle (or 3 across the height in the plane).
  template <typename Visit>
  void for_each_point(Visit&& visit) const {
    const double g3[3] = {-std::sqrt(0.6), 0.0, std::sqrt(0.6)}, w3[3] = {5.0 / 9.0, 8.0 / 9.0, 5.0 / 9.0};
    double xi[4], wx[4];
    gauss_rule_unit_interval(4, xi, wx);
    const double le = beam.length / beam.element_count;
    for (int e = 0; e < beam.element_count; ++e)
      for (int g = 0; g < 4; ++g)
        for (int a = 0; a < 3; ++a)
          for (int b = 0; b < (planar ? 1 : 3); ++b) {
            const double y = 0.5 * kHeight * g3[a], z = planar ? 0.0 : 0.5 * kWidth * g3[b];
            const double wz = planar ? 1.0 : 0.5 * w3[b];
            const double weight = beam.section.density * beam.section.area * le * wx[g] * 0.5 * w3[a] * wz;
            visit(Eigen::Vector3d(le * (e + xi[g]), y, z), weight);
          }
  }
  Eigen::Vector3d position(const Eigen::VectorXd& q, const Eigen::VectorXd& delta, const Eigen::Vector3d& u) const {
    return point_position(*type, q, u + elastic->displacement_shape(u) * delta);
  }
  // ½∫ρ|ẋ|² with ẋ from positions along (q + εv, δ + εδ̇), fourth-order differences.
  double brute_kinetic_energy(const Eigen::VectorXd& q, const Eigen::VectorXd& v, const Eigen::VectorXd& d,
                              const Eigen::VectorXd& dr) const {
    const double h = 1e-3;
    double energy = 0.0;
    for_each_point([&](const Eigen::Vector3d& u, double weight) {
      const Eigen::Vector3d velocity =
          (8.0 * (position(q + h * v, d + h * dr, u) - position(q - h * v, d - h * dr, u)) -
           (position(q + 2 * h * v, d + 2 * h * dr, u) - position(q - 2 * h * v, d - 2 * h * dr, u))) /
          (12.0 * h);
      energy += 0.5 * weight * velocity.squaredNorm();
    });
    return energy;
  }
};

TEST_P(FloatingFrameTest, MassMatrixIsTheKineticEnergysQuadraticForm) {
  const Eigen::VectorXd q = random_coordinates(), d = random(n, 2e-3);
  Eigen::MatrixXd m_bb(s, s), m_be(s, n), m_ee(n, n);
  frame.mass_matrix(q, d, m_bb, m_be, m_ee);
  Eigen::MatrixXd mass(s + n, s + n);
  mass << m_bb, m_be, m_be.transpose(), m_ee;
  // Polarization of the brute-force energy: M_ij = T(e_i + e_j) − T(e_i) − T(e_j).
  const auto energy = [&](const Eigen::VectorXd& z) {
    return brute_kinetic_energy(q, z.head(s), d, z.tail(n));
  };
  Eigen::VectorXd diagonal(s + n);
  for (int i = 0; i < s + n; ++i) diagonal[i] = 2.0 * energy(Eigen::VectorXd::Unit(s + n, i));
  const double scale = mass.cwiseAbs().maxCoeff();
  for (int i = 0; i < s + n; ++i) {
    EXPECT_NEAR(mass(i, i), diagonal[i], 1e-9 * scale) << "entry " << i;
    for (int j = i + 1; j < s + n; ++j) {
      const double mij = energy(Eigen::VectorXd::Unit(s + n, i) + Eigen::VectorXd::Unit(s + n, j)) -
                         0.5 * (diagonal[i] + diagonal[j]);
      EXPECT_NEAR(mass(i, j), mij, 1e-9 * scale) << "entry " << i << ", " << j;
    }
  }
  // And the energy of one random motion, through kinetic_energy().
  const Eigen::VectorXd v = random(s, 1.0), dr = random(n, 0.05);
  EXPECT_NEAR(frame.kinetic_energy(q, v, d, dr), brute_kinetic_energy(q, v, d, dr), 1e-9 * scale);
}

TEST_P(FloatingFrameTest, QuadraticVelocityForcesAreLagranges) {
  const Eigen::VectorXd q = random_coordinates(), d = random(n, 2e-3);
  const Eigen::VectorXd v = random(s, 1.0), dr = random(n, 0.05);
  Eigen::VectorXd y(s + n), z(s + n);
  y << q, d;
  z << v, dr;
  const auto energy = [&](const Eigen::VectorXd& y_, const Eigen::VectorXd& z_) {
    return frame.kinetic_energy(y_.head(s), z_.head(s), y_.tail(n), z_.tail(n));
  };
  const auto momentum = [&](const Eigen::VectorXd& y_) {  // ∂T/∂ż = M(y) z
    Eigen::MatrixXd m_bb(s, s), m_be(s, n), m_ee(n, n);
    frame.mass_matrix(y_.head(s), y_.tail(n), m_bb, m_be, m_ee);
    Eigen::VectorXd p(s + n);
    p.head(s) = m_bb * z.head(s) + m_be * z.tail(n);
    p.tail(n) = m_be.transpose() * z.head(s) + m_ee * z.tail(n);
    return p;
  };
  const double h = 1e-4;
  Eigen::VectorXd lagrange(s + n);
  const Eigen::VectorXd momentum_rate =  // (d/dt) ∂T/∂ż at zero acceleration
      (8.0 * (momentum(y + h * z) - momentum(y - h * z)) - (momentum(y + 2 * h * z) - momentum(y - 2 * h * z))) / (12.0 * h);
  for (int i = 0; i < s + n; ++i) {
    const Eigen::VectorXd e = Eigen::VectorXd::Unit(s + n, i);
    const double dt_dy = (8.0 * (energy(y + h * e, z) - energy(y - h * e, z)) -
                          (energy(y + 2 * h * e, z) - energy(y - 2 * h * e, z))) / (12.0 * h);
    lagrange[i] = dt_dy - momentum_rate[i];
  }
  Eigen::VectorXd q_b(s), q_e(n);
  frame.quadratic_velocity_forces(q, v, d, dr, q_b, q_e);
  Eigen::VectorXd analytic(s + n);
  analytic << q_b, q_e;
  EXPECT_LT((analytic - lagrange).cwiseAbs().maxCoeff(), 1e-7 * std::max(1.0, lagrange.cwiseAbs().maxCoeff()))
      << "analytic " << analytic.transpose() << "\nLagrange " << lagrange.transpose();
}

// ∂T/∂q at fixed velocities (the canonical momenta's rate, formulations/hamilton.hpp) against fourth-order
// differences of kinetic_energy(), which the test above holds to the definition.
TEST_P(FloatingFrameTest, KineticEnergyGradientIsItsDifferenceQuotient) {
  const Eigen::VectorXd q = random_coordinates(), d = random(n, 2e-3);
  const Eigen::VectorXd v = random(s, 1.0), dr = random(n, 0.05);
  Eigen::VectorXd y(s + n);
  y << q, d;
  const auto energy = [&](const Eigen::VectorXd& y_) { return frame.kinetic_energy(y_.head(s), v, y_.tail(n), dr); };
  const double h = 1e-4;
  Eigen::VectorXd difference(s + n);
  for (int i = 0; i < s + n; ++i) {
    const Eigen::VectorXd e = Eigen::VectorXd::Unit(s + n, i);
    difference[i] = (8.0 * (energy(y + h * e) - energy(y - h * e)) - (energy(y + 2 * h * e) - energy(y - 2 * h * e))) /
                    (12.0 * h);
  }
  Eigen::VectorXd g_b(s), g_e(n);
  frame.kinetic_energy_gradient(q, v, d, dr, g_b, g_e);
  Eigen::VectorXd analytic(s + n);
  analytic << g_b, g_e;
  EXPECT_GT(analytic.cwiseAbs().maxCoeff(), 1e-3) << "a motion whose energy depends on the pose";
  EXPECT_LT((analytic - difference).cwiseAbs().maxCoeff(), 1e-7 * std::max(1.0, difference.cwiseAbs().maxCoeff()))
      << "analytic   " << analytic.transpose() << "\ndifference " << difference.transpose();
}

// Gibbs–Appell's terms in w = (ṙ, ω̄, δ̇), written from the acceleration energy, are Lagrange's inertia
// forces (from the kinetic energy: M and Q_v, held to the definition above) seen through the
// quasi-velocities: with q̇ = B̃ w and q̈ = B̃ ẇ + c̃ (B̃ = diag(B, I), c̃ = (Ḃ w, 0); CoordinateType::twist_basis,
// twist_rate_term), M_w ẇ + h_w = B̃ᵀ(M q̈ − Q_v) at any pose, twist and acceleration. Every term of the
// Gibbs function enters: nodal coordinates carry the axial, both bending and the torsion motions.
TEST_P(FloatingFrameTest, GibbsAppellTermsAreLagrangesInertiaForcesInQuasiVelocities) {
  Eigen::VectorXd q(s);
  Eigen::Matrix3d rotation = planar ? Eigen::AngleAxisd(0.7, Eigen::Vector3d::UnitZ()).toRotationMatrix()
                                    : testing::random_rotation(rng);
  Eigen::Vector3d origin = random(3, 1.0);
  if (planar) origin.z() = 0.0;
  type->coordinates_from_pose(origin, rotation, q);  // on the normalization constraints: A is a rotation
  const int tw = type->twist_size();
  const Eigen::VectorXd d = random(n, 2e-3), twist = random(tw, 2.0), dr = random(n, 1.0);
  const Eigen::VectorXd twist_rate = random(tw, 5.0), dr_rate = random(n, 10.0);
  Eigen::MatrixXd basis(s, tw);
  type->twist_basis(q, basis);
  const Eigen::VectorXd v = basis * twist;
  const Eigen::Vector3d omega = planar ? Eigen::Vector3d(0, 0, twist[2]) : Eigen::Vector3d(twist.tail<3>());
  Eigen::VectorXd rate_term(s);
  type->twist_rate_term(q, v, omega, rate_term);
  const Eigen::VectorXd a = basis * twist_rate + rate_term;

  Eigen::MatrixXd m_bb(s, s), m_be(s, n), m_ee(n, n);
  frame.mass_matrix(q, d, m_bb, m_be, m_ee);
  Eigen::VectorXd q_b(s), q_e(n);
  frame.quadratic_velocity_forces(q, v, d, dr, q_b, q_e);
  const Eigen::VectorXd lagrange_b = m_bb * a + m_be * dr_rate - q_b;
  const Eigen::VectorXd lagrange_e = m_be.transpose() * a + m_ee * dr_rate - q_e;
  Eigen::VectorXd expected(tw + n);
  expected << basis.transpose() * lagrange_b, lagrange_e;

  Eigen::MatrixXd mass_w(6 + n, 6 + n);
  Eigen::VectorXd inertia_w(6 + n);
  frame.gibbs_appell_terms(q, d, dr, omega, mass_w, inertia_w);
  // The plane's quasi-velocities are entries 0, 1 and 5 of the spatial twist.
  std::vector<int> entries = planar ? std::vector<int>{0, 1, 5} : std::vector<int>{0, 1, 2, 3, 4, 5};
  for (int i = 0; i < n; ++i) entries.push_back(6 + i);
  Eigen::VectorXd acceleration_w(tw + n);
  acceleration_w << twist_rate, dr_rate;
  Eigen::VectorXd gibbs_appell(tw + n);
  for (int i = 0; i < tw + n; ++i) {
    gibbs_appell[i] = inertia_w[entries[i]];
    for (int j = 0; j < tw + n; ++j) gibbs_appell[i] += mass_w(entries[i], entries[j]) * acceleration_w[j];
  }
  EXPECT_LT((gibbs_appell - expected).cwiseAbs().maxCoeff(), 1e-9 * std::max(1.0, expected.cwiseAbs().maxCoeff()))
      << "Gibbs-Appell " << gibbs_appell.transpose() << "\nLagrange     " << expected.transpose();
  // Without the acceleration, the velocity terms alone: h_w = −B̃ᵀ(Q_v − M c̃).
  EXPECT_GT(inertia_w.tail(n).cwiseAbs().maxCoeff(), 1e-3) << "the elastic rates' inertia terms are exercised";
}

TEST_P(FloatingFrameTest, GravityIsMinusThePotentialsGradient) {
  const Eigen::VectorXd q = random_coordinates(), d = random(n, 2e-3);
  const Eigen::Vector3d g = planar ? Eigen::Vector3d(0.3, -9.81, 0.0) : Eigen::Vector3d(0.3, -2.0, -9.81);
  Eigen::VectorXd y(s + n);
  y << q, d;
  Eigen::VectorXd q_b = Eigen::VectorXd::Zero(s), q_e = Eigen::VectorXd::Zero(n);
  frame.add_gravity_forces(q, d, g, q_b, q_e);
  const double h = 1e-4;
  for (int i = 0; i < s + n; ++i) {
    const Eigen::VectorXd e = Eigen::VectorXd::Unit(s + n, i);
    const auto potential = [&](const Eigen::VectorXd& y_) { return frame.gravity_potential(y_.head(s), y_.tail(n), g); };
    const double gradient = (potential(y + h * e) - potential(y - h * e)) / (2 * h);
    EXPECT_NEAR(i < s ? q_b[i] : q_e[i - s], -gradient, 1e-7) << "coordinate " << i;
  }
  // The elastic forces are −∂U/∂δ − D δ̇.
  Eigen::VectorXd elastic_forces = Eigen::VectorXd::Zero(n);
  frame.add_elastic_forces(d, Eigen::VectorXd::Zero(n), elastic_forces);
  for (int i = 0; i < n; ++i) {
    const Eigen::VectorXd e = Eigen::VectorXd::Unit(n, i);
    const double gradient = (frame.strain_energy(d + h * e) - frame.strain_energy(d - h * e)) / (2 * h);
    EXPECT_NEAR(elastic_forces[i], -gradient, 1e-7 * std::max(1.0, std::abs(gradient)));
  }
}

INSTANTIATE_TEST_SUITE_P(
    CoordinateTypes, FloatingFrameTest,
    ::testing::Combine(::testing::Values("nacf", "rpcf-ep", "planar-nacf", "planar-xytheta"),
                       ::testing::Values(ElasticReduction::nodal, ElasticReduction::modes,
                                         ElasticReduction::craig_bampton)),
    [](const auto& info) {
      std::string name = std::get<0>(info.param) + "_" + elastic_reduction_name(std::get<1>(info.param));
      for (char& c : name)
        if (c == '-') c = '_';
      return name;
    });

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
