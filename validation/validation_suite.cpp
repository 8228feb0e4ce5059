#include "validation/validation_suite.hpp"

#include <cmath>
#include <cstdio>
#include <limits>
#include <numbers>

#include "core/error.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "validation/reference_solutions.hpp"

namespace mbdae::validation {

namespace {

ValidationMethod method(const std::string& label, const std::string& integrator, const std::string& formulation,
                        const std::string& correction = "auto") {
  ValidationMethod m{label, {}};
  m.settings.integrator = integrator;
  m.settings.formulation = formulation;
  m.settings.correction = correction;
  // Every other setting is the method's default, as a user runs it. (A Newton tolerance of 1e-12
  // instead of 1e-9 and 1e-10 stops ALI3-P and generalized-alpha at the four-bar's singular
  // positions, where the update stalls near 5e-12.)
  return m;
}

/// Every fixed-step method and every adaptive one, the ODE integrators on `acceleration` (af, or uke
/// where the model has redundant constraints, which AF refuses).
std::vector<ValidationMethod> every_method(const std::vector<std::string>& accelerations) {
  std::vector<ValidationMethod> methods;
  for (const std::string& a : accelerations) {
    methods.push_back(method("ab4 " + a + " rgcp", "ab4", a, "rgcp"));
    methods.push_back(method("rk4 " + a + " rgcp", "rk4", a, "rgcp"));
    // ARKode's explicit tables with a fixed step, at their own orders: ERKStep's default (4) and
    // Knoth-Wolke's (3). (The fifth- and sixth-order tables reach the references' accuracy within
    // the first rungs of these ladders; tests/integrators/arkode_erk_fixed_test.cpp measures their
    // orders on an exact solution.)
    for (const char* table : {"", "ARKODE_KNOTH_WOLKE_3_3"}) {
      // Labelled as compare labels a table: the name without SUNDIALS' ARKODE_ prefix, in brackets.
      const std::string variant = *table ? "[" + std::string(table).substr(7) + "]" : std::string();
      methods.push_back(method("arkode-erk-fixed" + variant + " " + a + " rgcp", "arkode-erk-fixed", a, "rgcp"));
      methods.back().settings.adaptive.table = table;
    }
  }
  methods.push_back(method("ali3p-trapezoidal", "ali3p-trapezoidal", "ali3p"));
  methods.push_back(method("ali3p-trapezoidal --energy-conserving", "ali3p-trapezoidal", "ali3p"));
  methods.back().settings.index3.energy_conserving = true;
  methods.push_back(method("gen-alpha", "gen-alpha", "index3"));
  for (const std::string& a : accelerations) {
    methods.push_back(method("cvode-bdf " + a, "cvode-bdf", a, "none"));
    // BDF's own remedy for drift: CVODE's projection onto the constraints after each step.
    methods.push_back(method("cvode-bdf " + a + " --projection", "cvode-bdf", a, "none"));
    methods.back().settings.adaptive.projection = true;
    methods.push_back(method("cvode-adams " + a, "cvode-adams", a, "none"));
    methods.push_back(method("arkode-erk " + a + " rgcp", "arkode-erk", a, "rgcp"));
  }
  methods.push_back(method("ida index1", "ida", "index1"));
  methods.push_back(method("ida ggl", "ida", "ggl"));
  methods.push_back(method("ida index3", "ida", "index3"));
  return methods;
}

/// `full` on the full ladders, `short_ladder` on the short ones.
template <class T>
T pick(Ladder ladder, T full, T short_ladder) {
  return ladder == Ladder::full ? full : short_ladder;
}

/// Steps from `first` halved `count - 1` times.
std::vector<double> halvings(double first, int count) {
  std::vector<double> steps;
  for (int k = 0; k < count; ++k) steps.push_back(first / std::pow(2.0, k));
  return steps;
}

double distance_2d(const Eigen::Vector3d& position, const Eigen::Vector2d& reference) {
  return (position.head<2>() - reference).norm();
}

/// The body's angle in the plane, from its rotation (planar models turn about z).
double planar_angle(const EquationsOfMotion& system, int body, const Eigen::VectorXd& q) {
  const Eigen::Matrix3d r = system.body_rotation(body, q);
  return std::atan2(r(1, 0), r(0, 0));
}

ValidationCase simple_pendulum(Ladder ladder) {
  ValidationCase c;
  c.name = "a01_simple_pendulum";
  c.title = "IFToMM A01: simple pendulum";
  c.reference = "the exact motion by Jacobi's elliptic functions (released horizontal, L = 1 m, g = 9.81)";
  c.model = "simple_pendulum";
  c.parameters = {{"length", "1"}, {"mass", "1"}};
  c.t_end = pick(ladder, 10.0, 2.0);
  c.output_every = 0.01;
  c.error_name = "distance of the mass from the exact position at t_end, m";
  const PendulumSwing swing(1.0, 9.81, std::numbers::pi / 2);
  const double t_end = c.t_end;
  c.error = [swing, t_end](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                           const RunStatistics&) { return distance_2d(system.marker_position(0, q), swing.mass_position(t_end)); };
  c.error_floor = 1e-10;
  c.steps = pick(ladder, halvings(1e-2, 6), halvings(1e-2, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6, 1e-8});
  c.methods = every_method({"af"});
  return c;
}

ValidationCase four_bar(Ladder ladder) {
  ValidationCase c;
  c.name = "a02_four_bar";
  c.title = "IFToMM A02: N four-bar mechanism (n = 2)";
  c.reference = "its one-degree-of-freedom motion J th'' = -c cos th, integrated by RK4 at 1e-5 s";
  c.model = "four_bar";
  c.parameters = {{"n", "2"}, {"omega", "-1"}};
  c.t_end = pick(ladder, 10.0, 2.0);
  c.output_every = 0.01;
  c.error_name = "distance of the first crank's tip P1 from the reference at t_end, m";
  const double t_end = c.t_end;
  const Eigen::Vector2d tip = four_bar_crank_tip(2, -1.0, 9.81, t_end);
  c.error = [tip](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                  const RunStatistics&) { return distance_2d(system.marker_position(0, q), tip); };
  c.error_floor = 1e-10;
  c.steps = pick(ladder, halvings(2e-3, 6), halvings(2e-3, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6});
  // Its loops are redundant in space (Grübler counts fewer freedoms than it has): AF stops on the
  // singular C_q M⁻¹ C_qᵀ, UKE takes them.
  c.methods = every_method({"uke"});
  // RGCP's partition through the singular positions leaves errors of 1e-8 that grow as the step
  // shrinks (docs/validation.md); the direct correction, the smallest change, beside it.
  c.methods.insert(c.methods.begin() + 2, method("ab4 uke direct", "ab4", "uke", "direct"));
  c.methods.insert(c.methods.begin() + 3, method("rk4 uke direct", "rk4", "uke", "direct"));
  return c;
}

ValidationCase andrews_squeezer(Ladder ladder) {
  ValidationCase c;
  c.name = "a03_andrews_squeezer";
  c.title = "IFToMM A03: Andrews' squeezing mechanism";
  c.reference = "the IVP test set's solution at t = 0.03 s (PSIDE at 1e-14)";
  c.model = "andrews_squeezer";
  c.t_end = AndrewsTestSet::t_end;
  c.output_every = 1e-3;
  c.error_name = "largest distance of the markers F, E, D from the test set's, m";
  c.error = [](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&, const RunStatistics&) {
    return std::max({distance_2d(system.marker_position(0, q), AndrewsTestSet::point_f()),
                     distance_2d(system.marker_position(1, q), AndrewsTestSet::point_e()),
                     distance_2d(system.marker_position(2, q), AndrewsTestSet::point_d())});
  };
  c.second_error_name = "largest error of the seven angles (beta, Theta, gamma, Phi, delta, Omega, epsilon), rad";
  c.second_error = [](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                      const RunStatistics&) {
    // Bodies link1 … link7 turn by β, β + Θ, γ, Φ + δ, δ, Ω + ε, ε (models/andrews_squeezer.yaml).
    double a[7];
    for (int k = 0; k < 7; ++k) a[k] = planar_angle(system, k, q);
    const double angles[7] = {a[0], a[1] - a[0], a[2], a[3] - a[4], a[4], a[5] - a[6], a[6]};
    double largest = 0.0;
    for (int k = 0; k < 7; ++k)
      largest = std::max(largest, std::abs(std::remainder(angles[k] - AndrewsTestSet::angles[k], 2 * std::numbers::pi)));
    return largest;
  };
  c.error_floor = 1e-11;
  c.steps = pick(ladder, halvings(1e-5, 7), halvings(1e-5, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-5, 1e-7, 1e-9});
  c.methods = every_method({"af"});
  return c;
}

ValidationCase turntable(Ladder ladder) {
  ValidationCase c;
  c.name = "turntable";
  c.title = "Ball rolling on a turntable (paper 002, example 5)";
  c.reference = "the circle at 2/7 of the table's rate (Routh, Advanced Rigid Dynamics, §244)";
  c.model = "turntable";
  c.parameters = {{"omega", "6.283185307179586"}, {"radius", "0.025"}, {"x0", "0"}, {"y0", "0"},
                  {"vx", "0.5"},                  {"vy", "-0.5"},      {"spin", "0"}};
  c.t_end = pick(ladder, 10.0, 1.0);
  c.output_every = 0.01;
  c.error_name = "distance of the ball's centre from the circle's point at t_end, m";
  const TurntableCircle circle(2 * std::numbers::pi, Eigen::Vector2d(0, 0), Eigen::Vector2d(0.5, -0.5));
  const Eigen::Vector3d reference(circle.centre_position(c.t_end).x(), circle.centre_position(c.t_end).y(), 0.025);
  c.error = [reference](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                        const RunStatistics&) { return (system.marker_position(0, q) - reference).norm(); };
  c.error_floor = 1e-10;
  c.steps = pick(ladder, halvings(1e-3, 5), halvings(1e-3, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6, 1e-8});
  c.methods = every_method({"af"});
  return c;
}

ValidationCase bricard(Ladder ladder) {
  ValidationCase c;
  c.name = "a04_bricard";
  c.title = "IFToMM A04: Bricard's mechanism";
  c.reference = "its constant energy (no damping, no driving): the error is the largest energy drift";
  c.model = "bricard";
  c.t_end = pick(ladder, 10.0, 1.0);
  c.output_every = 0.01;
  c.error_name = "largest |E - E0| over the run, J";
  c.error = [](const EquationsOfMotion&, const Eigen::VectorXd&, const Eigen::VectorXd&, const RunStatistics& s) {
    return s.energy_drift;
  };
  c.error_floor = 1e-10;
  c.steps = pick(ladder, halvings(5e-3, 5), halvings(5e-3, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6});
  // Grübler counts zero freedoms: AF stops on the redundant constraint (listed with its reason).
  c.methods = every_method({"uke", "af"});
  return c;
}

ValidationCase flyball_governor(Ladder ladder) {
  ValidationCase c;
  c.name = "a05_flyball_governor";
  c.title = "IFToMM A05: stiff flyball governor";
  c.reference = "its motion in the four coordinates (shaft angle, slider height, two arm angles) by Lagrange's "
                "equations, integrated by RK4 at 1e-5 s";
  c.model = "flyball_governor";
  c.t_end = pick(ladder, 2.0, 0.25);
  c.output_every = 0.01;
  c.error_name = "largest distance of the two end masses and the slider from the reference's at t_end, m";
  FlyballGovernorMotion motion;
  motion.advance_to(c.t_end);
  const Eigen::Vector3d right = motion.ball_position(1), left = motion.ball_position(-1);
  const double height = motion.slider_height();
  c.error = [right, left, height](const EquationsOfMotion& system, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                                  const RunStatistics&) {
    // Markers of models/flyball_governor.yaml: ball_right, ball_left, sleeve (on the axis).
    return std::max({(system.marker_position(0, q) - right).norm(), (system.marker_position(1, q) - left).norm(),
                     std::abs(system.marker_position(2, q).z() - height)});
  };
  // The reference agrees with itself at 5e-6 s to 1e-11 m (tests/validation/reference_solutions_test.cpp).
  c.error_floor = 1e-9;
  // From 1 ms, where the explicit methods are unstable (the damped modes' rates reach 1e4 1/s), down
  // to 31 us, where all of them run.
  c.steps = pick(ladder, halvings(1e-3, 6), halvings(5e-4, 2));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6});
  c.methods = every_method({"af"});
  return c;
}

ValidationCase triple_pendulum(Ladder ladder) {
  ValidationCase c;
  c.name = "triple_pendulum";
  c.title = "Paper 000's triple pendulum, with Simbody beside it";
  c.reference = "its motion in the bodies' rotations and angular velocities by Kane's equations, integrated by RK4 "
                "at 5e-5 s";
  c.model = "triple_pendulum";
  c.t_end = pick(ladder, 5.0, 1.0);
  c.output_every = 0.01;
  c.error_name = "distance of the tip D from the reference's at t_end, m";
  TriplePendulumMotion motion;
  motion.advance_to(c.t_end);
  const Eigen::Vector3d tip = motion.tip();
  // The tip is marker 2 of models/triple_pendulum.yaml; a peer's runs report it too.
  c.peer_error = [tip](const Eigen::Vector3d& marker) { return (marker - tip).norm(); };
  c.error = [peer_error = c.peer_error](const EquationsOfMotion& system, const Eigen::VectorXd& q,
                                        const Eigen::VectorXd&, const RunStatistics&) {
    return peer_error(system.marker_position(2, q));
  };
  // The motion is chaotic: the reference agrees with itself at 2.5e-5 s to 3e-11 m at 5 s, where
  // round-off amplified over 1e5 steps is as large as RK4's error (tests/validation/).
  c.error_floor = 1e-10;
  c.steps = pick(ladder, halvings(2e-3, 5), halvings(2e-3, 3));
  c.tolerances = pick<std::vector<double>>(ladder, {1e-4, 1e-6, 1e-8, 1e-10}, {1e-4, 1e-6, 1e-8});
  c.methods = every_method({"af"});
  return c;
}

}  // namespace

std::vector<ValidationCase> validation_cases(Ladder ladder) {
  std::vector<ValidationCase> cases = {simple_pendulum(ladder), four_bar(ladder), andrews_squeezer(ladder),
                                       turntable(ladder), bricard(ladder), flyball_governor(ladder),
                                       triple_pendulum(ladder)};
  // A method that crawls (IDA's GGL form takes 70,000 steps through the four-bar's singular positions)
  // ends with the status "time limit" instead of holding up the suite.
  for (ValidationCase& c : cases)
    for (ValidationMethod& m : c.methods) m.settings.wall_time_limit = pick(ladder, 60.0, 5.0);
  return cases;
}

MethodLadder run_ladder(const ValidationCase& validation_case, const ValidationMethod& method,
                        const std::function<void(const std::string&)>& progress) {
  MethodLadder ladder;
  ladder.method = method;
  const Model model = load_builtin_model(validation_case.model, validation_case.parameters);
  const IntegratorRow& integrator = find_integrator(method.settings.integrator);
  ladder.fixed_step = integrator.fixed_step;
  ladder.theoretical_order = integrator.order_of(method.settings);
  const std::vector<double>& knobs = ladder.fixed_step ? validation_case.steps : validation_case.tolerances;
  for (const double knob : knobs) {
    RunSettings settings = method.settings;
    settings.t_end = validation_case.t_end;
    settings.output_every = validation_case.output_every;
    if (ladder.fixed_step) {
      settings.step = knob;
    } else {
      settings.adaptive.rtol = knob;
      settings.adaptive.atol = knob;
    }
    if (progress) {
      char at[32];
      std::snprintf(at, sizeof at, "%g", knob);
      progress(validation_case.name + ": " + method.label + (ladder.fixed_step ? " at dt " : " at rtol ") + at);
    }
    LadderPoint point;
    point.knob = knob;
    double last_t = -1.0;
    Eigen::VectorXd last_q, last_v;
    RunResult result;
    try {
      result = run_simulation(model, settings,
                              [&](const EquationsOfMotion&, double t, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& v, const Eigen::VectorXd&) {
                                last_t = t;
                                last_q = q;
                                last_v = v;
                              });
    } catch (const Error& error) {
      if (error.kind() != Error::Kind::usage) throw;
      point.status = "not applicable";
      point.message = error.what();
      ladder.points.push_back(point);
      return ladder;  // the same at every rung
    }
    const RunStatistics& s = result.statistics;
    point.status = s.status;
    point.message = s.message;
    point.wall_time_s = s.wall_time_s;
    point.steps = s.steps;
    point.rhs_evaluations = s.rhs_evaluations;
    point.newton_iterations = s.newton_iterations;
    point.max_position_violation = s.max_position_violation;
    if (s.status == "ok") {
      // The run's system ended with it: the last state is measured on one built alike.
      settings.resolve_coordinates(model);
      const auto system = make_equations_of_motion(settings.coordinates, model);
      point.error = validation_case.error(*system, last_q, last_v, s);
      if (validation_case.second_error) point.second_error = validation_case.second_error(*system, last_q, last_v, s);
      if (std::abs(last_t - validation_case.t_end) > 1e-9 * validation_case.t_end) {
        point.status = "failed";
        point.message = "the last sample is at t = " + std::to_string(last_t);
      }
    }
    ladder.points.push_back(point);
  }
  return ladder;
}

std::vector<MethodLadder> peer_ladders(const ValidationCase& validation_case, const std::vector<PeerRun>& runs) {
  if (!validation_case.peer_error)
    throw Error(Error::Kind::usage, "the validation case " + validation_case.name + " has no peer runs to measure");
  std::vector<MethodLadder> ladders;
  for (const PeerRun& run : runs) {
    const std::string label = run.peer + " " + run.integrator + " (peer)";
    if (ladders.empty() || ladders.back().method.label != label) {
      ladders.push_back({});
      ladders.back().method.label = label;
      ladders.back().peer = true;
    }
    LadderPoint point;
    point.knob = run.accuracy;
    point.status = run.status;
    point.wall_time_s = run.wall_time_s;
    point.steps = run.steps;
    const double t_end = validation_case.t_end;
    if (!run.t.empty() && run.t.back() > t_end * (1 + 1e-9)) {
      char message[256];
      std::snprintf(message, sizeof message,
                    "the peer's %s %s at %g runs to t = %g s, past the case %s's t_end = %g s, so its wall time and "
                    "steps are not the case's (run the peer with --t-end %g)",
                    run.peer.c_str(), run.integrator.c_str(), run.accuracy, run.t.back(), validation_case.name.c_str(),
                    t_end, t_end);
      throw Error(Error::Kind::usage, message);
    }
    std::size_t k = 0;
    while (k < run.t.size() && std::abs(run.t[k] - t_end) > 1e-9 * t_end) ++k;
    if (run.status == "ok" && k == run.t.size()) {
      char message[96];
      std::snprintf(message, sizeof message, "the peer's samples end at t = %g s, before t_end",
                    run.t.empty() ? 0.0 : run.t.back());
      point.status = "failed";
      point.message = message;
    } else if (run.status == "ok") {
      point.error = validation_case.peer_error(run.position[k]);
    }
    ladders.back().points.push_back(point);
  }
  return ladders;
}

std::vector<double> observed_orders(const MethodLadder& ladder, double error_floor) {
  std::vector<double> orders;
  for (std::size_t i = 0; i + 1 < ladder.points.size(); ++i) {
    const LadderPoint &a = ladder.points[i], &b = ladder.points[i + 1];
    if (a.status != "ok" || b.status != "ok" || a.error <= error_floor || b.error <= error_floor) {
      orders.push_back(std::numeric_limits<double>::quiet_NaN());
      continue;
    }
    orders.push_back(std::log(a.error / b.error) / std::log(a.knob / b.knob));
  }
  return orders;
}

bool error_falls_monotonically(const MethodLadder& ladder, double error_floor) {
  // Equal to within 0.1 % is the same answer (a tolerance the output grid already meets); below the
  // floor the reference cannot tell.
  double previous = std::numeric_limits<double>::infinity();
  for (const LadderPoint& p : ladder.points) {
    if (p.status != "ok") return false;
    if (p.error > 1.001 * previous && p.error > error_floor) return false;
    previous = p.error;
  }
  return true;
}

}  // namespace mbdae::validation
