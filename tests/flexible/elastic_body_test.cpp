// The beam mesh of a flexible body against Euler–Bernoulli theory: strain energies of fields the
// elements represent exactly, natural frequencies against the closed forms (and their convergence
// order), the reductions against the full mesh, and the shape integrals against the beam's mass
// properties.
#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <string>

#include "flexible/elastic_body.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

constexpr double kPi = 3.14159265358979323846;

// A steel beam 1 m long of square section `side`; very slender by default (r/L ≈ 1e-4), so that the
// rotary inertia of the sections, which the closed forms leave out, moves the lowest frequencies by
// less than 1e-7 of themselves.
FlexibleBeam steel_beam(bool planar, int elements, double side = 3.4641e-4) {
  FlexibleBeam beam;
  beam.planar = planar;
  beam.length = 1.0;
  beam.element_count = elements;
  beam.section.youngs_modulus = 2.0e11;
  beam.section.shear_modulus = 8.0e10;
  beam.section.density = 7870.0;
  beam.section.area = side * side;
  beam.section.second_moment_y = beam.section.second_moment_z = std::pow(side, 4) / 12.0;
  beam.section.torsion_constant = 0.1406 * std::pow(side, 4);
  return beam;
}

// Euler–Bernoulli bending frequency β_n² √(EI / (ρ A L⁴)).
double bending_frequency(const FlexibleBeam& beam, double beta) {
  const BeamSection& s = beam.section;
  return beta * beta * std::sqrt(s.youngs_modulus * s.second_moment_z / (s.density * s.area * std::pow(beam.length, 4)));
}

Eigen::VectorXd nodal_state(const FlexibleBeam& beam, const std::function<void(double x, double* node)>& field) {
  const int ns = beam_node_size(beam.planar);
  Eigen::VectorXd delta((beam.element_count + 1) * ns);
  for (int i = 0; i <= beam.element_count; ++i) field(beam.length * i / beam.element_count, &delta[i * ns]);
  return delta;
}

TEST(BeamElement, StrainEnergyOfFieldsTheElementsHoldExactly) {
  for (bool planar : {true, false}) {
    const FlexibleBeam beam = steel_beam(planar, 3, 0.01);
    Eigen::MatrixXd k, m;
    assemble_beam_matrices(beam, k, m);
    const BeamSection& s = beam.section;
    const double c = 1e-3, L = beam.length;
    // Bending v = c x² (θ_z = v′ = 2cx): U = ½ EI_z ∫ (2c)² dx.
    Eigen::VectorXd bend = nodal_state(beam, [&](double x, double* n) {
      for (int k = 0; k < beam_node_size(planar); ++k) n[k] = 0.0;
      n[1] = c * x * x;
      n[planar ? 2 : 5] = 2.0 * c * x;
    });
    EXPECT_NEAR(0.5 * bend.dot(k * bend), 2.0 * c * c * s.youngs_modulus * s.second_moment_z * L, 1e-12 * s.youngs_modulus * s.second_moment_z);
    // Stretch u = c x: U = ½ EA c² L.
    Eigen::VectorXd stretch = nodal_state(beam, [&](double x, double* n) {
      for (int k = 0; k < beam_node_size(planar); ++k) n[k] = 0.0;
      n[0] = c * x;
    });
    EXPECT_NEAR(0.5 * stretch.dot(k * stretch), 0.5 * s.youngs_modulus * s.area * c * c * L, 1e-9 * s.youngs_modulus * s.area * c * c);
    // A small rigid rotation about z (v = θx, θ_z = θ) and a translation strain nothing.
    Eigen::VectorXd rigid = nodal_state(beam, [&](double x, double* n) {
      for (int k = 0; k < beam_node_size(planar); ++k) n[k] = 0.0;
      n[0] = 0.3, n[1] = 0.2 + 0.01 * x, n[planar ? 2 : 5] = 0.01;
    });
    EXPECT_NEAR(rigid.dot(k * rigid), 0.0, 1e-9);
    if (planar) continue;
    // Twist φ = c x: U = ½ G J_t c² L; bending in x–z, w = c x² (θ_y = −w′).
    Eigen::VectorXd twist = nodal_state(beam, [&](double x, double* n) {
      for (int k = 0; k < 6; ++k) n[k] = 0.0;
      n[3] = c * x;
    });
    EXPECT_NEAR(0.5 * twist.dot(k * twist), 0.5 * s.shear_modulus * s.torsion_constant * c * c * L, 1e-12);
    Eigen::VectorXd bend_z = nodal_state(beam, [&](double x, double* n) {
      for (int k = 0; k < 6; ++k) n[k] = 0.0;
      n[2] = c * x * x, n[4] = -2.0 * c * x;
    });
    EXPECT_NEAR(0.5 * bend_z.dot(k * bend_z), 2.0 * c * c * s.youngs_modulus * s.second_moment_y * L, 1e-12 * s.youngs_modulus * s.second_moment_y);
  }
}

TEST(ElasticBody, CantileverFrequenciesMatchEulerBernoulli) {
  for (bool planar : {true, false}) {
    // 48 elements in the plane, the third mode's discretization error below 1e-6; 24 in space (six
    // coordinates per node, within a body's 200), where the first two modes are checked.
    const FlexibleBeam beam = steel_beam(planar, planar ? 48 : 24);
    const ElasticBody body = make_elastic_body(beam);
    const Eigen::VectorXd& w = body.frequencies;
    const double b1 = 1.8751040687119611, b2 = 4.6940911329741746, b3 = 7.8547574382376126;
    if (planar) {
      EXPECT_NEAR(w(0) / bending_frequency(beam, b1), 1.0, 1e-6);
      EXPECT_NEAR(w(1) / bending_frequency(beam, b2), 1.0, 1e-6);
      EXPECT_NEAR(w(2) / bending_frequency(beam, b3), 1.0, 1e-6);
    } else {  // square section: each bending frequency twice (x–y and x–z)
      EXPECT_NEAR(w(0) / bending_frequency(beam, b1), 1.0, 1e-6);
      EXPECT_NEAR(w(1) / bending_frequency(beam, b1), 1.0, 1e-6);
      EXPECT_NEAR(w(2) / bending_frequency(beam, b2), 1.0, 1e-6);
      EXPECT_NEAR(w(3) / bending_frequency(beam, b2), 1.0, 1e-6);
    }
  }
}

// Axial and torsional modes of linear elements converge at order 2, bending modes of Hermite cubics
// at order 4 (frequency errors), towards the closed forms.
TEST(ElasticBody, FrequenciesConvergeAtTheElementsOrders) {
  const auto error_of = [](int elements, auto&& exact, auto&& pick) {
    const FlexibleBeam beam = steel_beam(false, elements, 0.02);
    const ElasticBody body = make_elastic_body(beam);
    return std::abs(pick(body.frequencies) / exact(beam) - 1.0);
  };
  // Cantilever axial: (π/2) √(E/ρ) / L. Torsion: (π/2) √(G J_t / (ρ I_p)) / L, I_p = I_y + I_z.
  const auto axial = [](const FlexibleBeam& b) {
    return 0.5 * kPi * std::sqrt(b.section.youngs_modulus / b.section.density) / b.length;
  };
  const auto torsion = [](const FlexibleBeam& b) {
    const BeamSection& s = b.section;
    return 0.5 * kPi * std::sqrt(s.shear_modulus * s.torsion_constant / (s.density * (s.second_moment_y + s.second_moment_z))) / b.length;
  };
  const auto nearest = [](const Eigen::VectorXd& w, double target) {
    double best = w(0);
    for (int i = 0; i < w.size(); ++i)
      if (std::abs(w(i) - target) < std::abs(best - target)) best = w(i);
    return best;
  };
  for (const auto& exact : {std::function<double(const FlexibleBeam&)>(axial), std::function<double(const FlexibleBeam&)>(torsion)}) {
    const double target = exact(steel_beam(false, 1, 0.02));
    const double e1 = error_of(8, exact, [&](const Eigen::VectorXd& w) { return nearest(w, target); });
    const double e2 = error_of(16, exact, [&](const Eigen::VectorXd& w) { return nearest(w, target); });
    EXPECT_NEAR(std::log2(e1 / e2), 2.0, 0.1) << e1 << " " << e2;
  }
  // Second bending mode of a stocky beam (side 0.02 m, so rotary inertia is in both runs alike): the
  // difference between meshes falls 16-fold per halving.
  const auto second_bending = [](int elements) {
    const ElasticBody body = make_elastic_body(steel_beam(true, elements, 0.02));
    return body.frequencies(1);
  };
  const double w4 = second_bending(4), w8 = second_bending(8), w16 = second_bending(16);
  EXPECT_NEAR(std::log2((w4 - w8) / (w8 - w16)), 4.0, 0.3);
}

TEST(ElasticBody, PinnedAndFreeBeamsHaveTheirFrequencies) {
  FlexibleBeam pinned = steel_beam(true, 48);
  pinned.reference = ReferenceConditions::pinned;
  const ElasticBody p = make_elastic_body(pinned);
  EXPECT_NEAR(p.frequencies(0) / bending_frequency(pinned, kPi), 1.0, 1e-6);
  EXPECT_NEAR(p.frequencies(1) / bending_frequency(pinned, 2.0 * kPi), 1.0, 1e-6);

  FlexibleBeam free = steel_beam(true, 48);
  free.reference = ReferenceConditions::free;
  free.reduction = ElasticReduction::modes;
  free.mode_count = 3;
  const ElasticBody f = make_elastic_body(free);
  ASSERT_EQ(f.coordinate_count(), 3);
  EXPECT_NEAR(f.frequencies(0) / bending_frequency(free, 4.7300407448627040), 1.0, 1e-6);
  EXPECT_NEAR(f.frequencies(1) / bending_frequency(free, 7.8532046240958376), 1.0, 1e-6);
  // Mean axes: the free modes carry no momentum and no angular momentum about the frame's origin,
  // ∫ρ N dV = 0 and ∫ρ ū × N dV = 0 (in the plane, the z component). The modes are mass-normalized, so
  // these are mass products of unit vectors with rigid motions of norm √m and √(∫ρ|ū|²): zero up to
  // the eigensolver's orthogonality, measured here against those norms.
  const double translation_norm = std::sqrt(f.total_mass);
  const double rotation_norm = std::sqrt(f.second_moment.trace());
  EXPECT_LT(f.s_bar.norm(), 1e-7 * translation_norm);
  const Eigen::RowVectorXd angular = f.s_bar_axis[0].row(1) - f.s_bar_axis[1].row(0);
  EXPECT_LT(angular.norm(), 1e-7 * rotation_norm);

  FlexibleBeam spatial_free = steel_beam(false, 24);
  spatial_free.reference = ReferenceConditions::free;
  spatial_free.reduction = ElasticReduction::modes;
  spatial_free.mode_count = 2;
  EXPECT_NEAR(make_elastic_body(spatial_free).frequencies(0) / bending_frequency(spatial_free, 4.7300407448627040), 1.0, 1e-5);
}

TEST(ElasticBody, ReductionsSpanWhatTheyPromise) {
  FlexibleBeam beam = steel_beam(true, 10, 0.01);
  const ElasticBody nodal = make_elastic_body(beam);
  EXPECT_EQ(nodal.coordinate_count(), 30);  // 11 nodes × 3 − the clamped node's 3

  // Free-interface modes are the nodal model's lowest modes.
  beam.reduction = ElasticReduction::modes;
  beam.mode_count = 4;
  const ElasticBody modes = make_elastic_body(beam);
  ASSERT_EQ(modes.coordinate_count(), 4);
  for (int i = 0; i < 4; ++i) EXPECT_NEAR(modes.frequencies(i) / nodal.frequencies(i), 1.0, 1e-10);
  EXPECT_LT((modes.mass - Eigen::MatrixXd::Identity(4, 4)).norm(), 1e-10);  // mass-normalized

  // Craig–Bampton with every fixed-interface mode spans the whole mesh: the same frequencies; with a
  // few, a Rayleigh–Ritz model: never below the full model's, and close for the lowest.
  beam.reduction = ElasticReduction::craig_bampton;
  beam.interface_nodes = {10};
  beam.mode_count = 27;
  const ElasticBody complete = make_elastic_body(beam);
  ASSERT_EQ(complete.coordinate_count(), 30);
  for (int i = 0; i < 30; ++i) EXPECT_NEAR(complete.frequencies(i) / nodal.frequencies(i), 1.0, 1e-8);
  // Nested subspaces: each added fixed-interface mode can only lower every frequency.
  double previous_error = 1.0;
  for (int modes : {1, 3, 6, 12}) {
    beam.mode_count = modes;
    const ElasticBody few = make_elastic_body(beam);
    ASSERT_EQ(few.coordinate_count(), 3 + modes);
    for (int i = 0; i < few.coordinate_count(); ++i) EXPECT_GE(few.frequencies(i), nodal.frequencies(i) * (1.0 - 1e-12));
    const double error = few.frequencies(0) / nodal.frequencies(0) - 1.0;
    EXPECT_LE(error, previous_error) << modes << " modes";
    previous_error = error;
  }
  EXPECT_LT(previous_error, 1e-7);  // 12 of the 27 fixed-interface modes
  beam.mode_count = 3;
  const ElasticBody few = make_elastic_body(beam);
  // The interface node's coordinates are elastic coordinates themselves (unit constraint modes).
  const auto tip = few.node_translation(10);
  EXPECT_NEAR(tip(1, 1), 1.0, 1e-14);  // u_y of node 10 is the second boundary coordinate
}

TEST(ElasticBody, ShapeIntegralsAreTheBeamsMassProperties) {
  for (bool planar : {true, false}) {
    FlexibleBeam beam = steel_beam(planar, 5, 0.01);
    const ElasticBody body = make_elastic_body(beam);
    const BeamSection& s = beam.section;
    const double m = s.density * s.area * beam.length, L = beam.length;
    EXPECT_NEAR(body.total_mass, m, 1e-12 * m);
    EXPECT_NEAR(body.first_moment.x(), 0.5 * m * L, 1e-12 * m);
    EXPECT_NEAR(body.first_moment.tail<2>().norm(), 0.0, 1e-15);
    EXPECT_NEAR(body.second_moment(0, 0), m * L * L / 3.0, 1e-12 * m);
    EXPECT_NEAR(body.second_moment(1, 1), s.density * L * s.second_moment_z, 1e-15);
    EXPECT_NEAR(body.second_moment(2, 2), planar ? 0.0 : s.density * L * s.second_moment_y, 1e-15);
    Eigen::MatrixXd sum = body.s_rows[0][0] + body.s_rows[1][1] + body.s_rows[2][2];
    EXPECT_LT((sum - body.mass).norm(), 1e-12 * body.mass.norm());
    // Rayleigh damping as declared.
    beam.rayleigh_mass = 0.5, beam.rayleigh_stiffness = 1e-4;
    const ElasticBody damped = make_elastic_body(beam);
    EXPECT_LT((damped.damping - 0.5 * damped.mass - 1e-4 * damped.stiffness).norm(), 1e-12 * damped.damping.norm());
  }
}

TEST(ElasticBody, RefusesBeamsItCannotBuild) {
  const auto message = [](FlexibleBeam beam) {
    try {
      make_elastic_body(beam);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("(accepted)");
  };
  FlexibleBeam beam = steel_beam(true, 4);
  beam.length = 0.0;
  EXPECT_EQ(message(beam), "the beam's length must be positive");
  beam = steel_beam(true, 0);
  EXPECT_NE(message(beam).find("number of elements"), std::string::npos);
  beam = steel_beam(true, 4);
  beam.reference = ReferenceConditions::free;
  EXPECT_NE(message(beam).find("free–free modes"), std::string::npos);
  beam.reduction = ElasticReduction::modes;
  beam.mode_count = 20;
  EXPECT_NE(message(beam).find("elastic modes on 4 elements"), std::string::npos);
  beam = steel_beam(true, 4);
  beam.reduction = ElasticReduction::craig_bampton;
  beam.interface_nodes = {7};
  EXPECT_NE(message(beam).find("interface node 7"), std::string::npos);
  beam = steel_beam(false, 4);
  beam.section.torsion_constant = 0.0;
  EXPECT_NE(message(beam).find("torsion constant"), std::string::npos);
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae
