// docs/api.md's example: a pendulum built in code, run and observed; the same pendulum from the
// built-in models; a recorded run of paper 000's triple pendulum; a refused setting. It checks what it
// prints and exits with 1 when a check fails, so the tests can run it against an installed mbdae.
#include <mbdae/mbdae.hpp>

#include <cmath>
#include <cstdio>

int main() {
  bool ok = true;
  auto check = [&](bool condition, const char* what) {
    std::printf("%-64s %s\n", what, condition ? "yes" : "NO");
    ok = ok && condition;
  };

  // A 1 kg bob on a massless 1 m link hinged at the ground origin, released with the link horizontal.
  // The link is a distance joint; the bob, a ball of 1 cm radius, has the inertia 2/5 m r^2 about its
  // centre (natural coordinates need one that is positive in every direction).
  mbdae::Model model;
  model.name = "pendulum_in_code";
  model.gravity = {0.0, -9.81, 0.0};
  mbdae::Body bob;
  bob.name = "bob";
  bob.inertia.mass = 1.0;
  bob.inertia.inertia_about_com = 4e-5 * Eigen::Matrix3d::Identity();
  bob.initial_position = {1.0, 0.0, 0.0};
  model.bodies.push_back(bob);
  mbdae::Joint link;
  link.name = "link";
  link.kind = &mbdae::joint_kind("distance");
  link.body_i = mbdae::kGround;
  link.body_j = 0;  // the bob
  link.length = 1.0;
  model.joints.push_back(link);
  model.markers.push_back({"bob", 0, Eigen::Vector3d::Zero(), {}});

  // The method by its command-line names: natural coordinates, the augmented formulation, RK4 with
  // paper 000's coordinate-partitioning correction, 1 ms steps, outputs every 10 ms over 2 s.
  mbdae::RunSettings settings;
  settings.coordinates = "nacf";
  settings.formulation = "af";
  settings.integrator = "rk4";
  settings.correction = "rgcp";
  settings.step = 1e-3;
  settings.t_end = 2.0;
  settings.output_every = 0.01;

  // Observe every output: the bob's lowest point and the energy's largest change.
  double lowest = 0.0, energy0 = 0.0, drift = 0.0;
  const mbdae::RunResult result = mbdae::run(model, settings, [&](const mbdae::Sample& s) {
    if (s.t == 0.0) energy0 = s.energy();
    drift = std::max(drift, std::abs(s.energy() - energy0));
    lowest = std::min(lowest, s.markers[0].position.y());
  });
  std::printf("pendulum in code: %s, %ld steps, lowest point %.6f m, energy drift %.2e J\n",
              result.statistics.status.c_str(), result.statistics.steps, lowest, drift);
  check(result.statistics.status == "ok", "the run ends ok");
  check(std::abs(lowest + 1.0) < 1e-3, "the bob swings down to 1 m below the pivot");
  check(drift < 1e-6, "the energy holds to 1e-6 J");

  // The built-in simple pendulum is the same mechanism in the plane: the same swing.
  const mbdae::Trajectory in_code = mbdae::record(model, settings);
  settings.coordinates = "planar-nacf";
  const mbdae::Trajectory builtin = mbdae::record(mbdae::builtin_model("simple_pendulum"), settings);
  const std::size_t last = in_code.samples() - 1;
  const double gap = std::hypot(in_code.markers[3 * last] - builtin.markers[3 * last],
                                in_code.markers[3 * last + 1] - builtin.markers[3 * last + 1]);
  std::printf("built-in simple_pendulum: %zu samples, bob %.2e m from the one built in code at t = %g s\n",
              builtin.samples(), gap, builtin.t[last]);
  check(builtin.samples() == in_code.samples() && gap < 1e-9, "the built-in model moves the same way");

  // Paper 000's triple pendulum, recorded by CVODE's Adams method at rtol 1e-8.
  mbdae::RunSettings adams;
  adams.integrator = "cvode-adams";
  adams.adaptive.rtol = 1e-8;
  adams.adaptive.atol = 1e-10;
  adams.t_end = 1.0;
  const mbdae::Trajectory triple = mbdae::record(mbdae::builtin_model("triple_pendulum"), adams);
  const std::size_t k = triple.samples() - 1;
  const std::size_t markers = triple.marker_names.size();
  std::printf("triple pendulum: %zu samples of %d coordinates, %s at t = %g s: (%.6f, %.6f, %.6f) m\n",
              triple.samples(), triple.coordinate_count, triple.marker_names.back().c_str(), triple.t[k],
              triple.markers[3 * (k * markers + markers - 1)], triple.markers[3 * (k * markers + markers - 1) + 1],
              triple.markers[3 * (k * markers + markers - 1) + 2]);
  check(triple.samples() == 101 && triple.result.statistics.status == "ok", "101 samples over 1 s");

  // A setting that makes no sense is refused with one line naming it.
  settings.step = -1.0;
  try {
    mbdae::run(model, settings);
    check(false, "a negative step is refused");
  } catch (const mbdae::Error& e) {
    std::printf("refused: %s\n", e.what());
    check(e.kind() == mbdae::Error::Kind::usage, "a negative step is refused");
  }
  std::printf("mbdae %s: %s\n", mbdae::kVersion, ok ? "every check passed" : "A CHECK FAILED");
  return ok ? 0 : 1;
}
