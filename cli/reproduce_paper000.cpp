// `mbdae reproduce paper000`: Pappalardo & Guida (2018), Machines 6(2) 20, §4 — the triple pendulum with
// NACF/RPCF-EP × AF/UKE, AB4 with RGCP (and with direct correction), dt = 1e-3 s, T = 20 s.
// Writes Table 2 (constraint violations), Table 3 (normalized wall times), Figures 3–6 (tip D) and
// a README with the command, the machine and the discussion, all from the numbers of this run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>
#include <thread>

#include "cli/build_info.hpp"
#include "cli/commands.hpp"
#include "cli/plots.hpp"
#include "cli/progress_bar.hpp"
#include "cli/report_format.hpp"
#include "cli/report_motion.hpp"
#include "cli/reproduce_report.hpp"
#include "core/interruption.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

struct Combination {
  std::string correction, coordinates, formulation;
  std::string key() const { return correction + "/" + coordinates + "/" + formulation; }
};

struct TipSample {
  double t;
  Eigen::Vector3d position, velocity;
};

struct CombinationResult {
  Combination combination;
  RunResult run;                     // the observed run
  std::vector<TipSample> tip;        // D every output step
  RunSettings settings;              // as run
  std::vector<double> wall_times;    // timed repetitions
  double median_wall_time = 0.0;
};

// The paper's Table 2 and Table 3 (AF, UKE) for NACF and RPCF-EP.
struct PaperNumbers {
  double position, velocity, time;
};
const std::map<std::string, PaperNumbers> kPaper = {
    {"nacf/af", {2.1e-15, 2.8e-14, 1.0}},
    {"nacf/uke", {2.3e-15, 2.5e-14, 1.0}},
    {"rpcf-ep/af", {1.5e-10, 1.5e-14, 2.3}},
    {"rpcf-ep/uke", {1.5e-10, 1.6e-14, 2.2}},
};

int marker_index(const Model& model, const std::string& name) {
  for (int k = 0; k < static_cast<int>(model.markers.size()); ++k)
    if (model.markers[k].name == name) return k;
  throw Error(Error::Kind::model, "the model has no marker '" + name + "'", {model.source, 0});
}


CombinationResult run_combination(const Model& model, const Combination& c, const RunSettings& base, int tip_marker) {
  CombinationResult result;
  result.combination = c;
  RunSettings settings = base;
  settings.correction = c.correction;
  settings.coordinates = c.coordinates;
  settings.formulation = c.formulation;
  result.run = run_simulation(model, settings,
                              [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q,
                                  const Eigen::VectorXd& v, const Eigen::VectorXd&) {
                                result.tip.push_back({t, system.marker_position(tip_marker, q),
                                                      system.marker_velocity(tip_marker, q, v)});
                              });
  result.settings = settings;
  return result;
}

// Tip position at time t from samples at the output times (exact sample, no interpolation).
Eigen::Vector3d tip_at(const std::vector<TipSample>& tip, double t) {
  for (const TipSample& s : tip)
    if (std::abs(s.t - t) < 1e-9) return s.position;
  throw Error(Error::Kind::usage, "no sample at t = " + std::to_string(t));
}

std::string machine_and_compiler() {
  std::ostringstream out;
  out << cpu_model() << ", " << std::thread::hardware_concurrency() << " hardware threads; compiler "
#if defined(__clang__)
      << "clang " << __clang_version__
#elif defined(__GNUC__)
      << "g++ " << __VERSION__
#endif
      << ", Release build";
  return out.str();
}

void write_tip_csv(const std::string& path, const std::vector<TipSample>& tip) {
  std::ostringstream out;
  out << "t,x,y,z,vx,vy,vz\n";
  out.precision(12);
  for (const TipSample& s : tip)
    out << s.t << ',' << s.position.x() << ',' << s.position.y() << ',' << s.position.z() << ',' << s.velocity.x() << ','
        << s.velocity.y() << ',' << s.velocity.z() << '\n';
  write_file_atomically(path, out.str());
}

const char* kGnuplotScript = R"(# Figures 3-6 of Pappalardo & Guida (2018) from this run's data (written by mbdae reproduce paper000).
set datafile separator ','
set datafile columnheaders
set terminal pngcairo size 1100,420 font ',10'
set key top right
set grid
nacf = 'tip_D_nacf_uke.csv'
rpcf = 'tip_D_rpcf-ep_uke.csv'
do for [k=1:3] {
  axis = word('x y z', k)
  name = word('longitudinal lateral vertical', k)
  set output sprintf('figure%d_%s.png', k + 2, name)
  set multiplot layout 1,2 title sprintf('Figure %d: %s displacement and velocity of the tip D (UKE, AB4 + RGCP, dt = 1 ms)', k + 2, name)
  set xlabel 't (s)'
  set ylabel sprintf('%s_D (m)', axis)
  plot rpcf using 1:(column(k+1)) every 25 with points pt 6 ps 0.6 lc rgb '#d62728' title 'RPCF-EP', \
       nacf using 1:(column(k+1)) with lines lw 1.5 lc rgb '#1f77b4' title 'NACF'
  set ylabel sprintf('v%s_D (m/s)', axis)
  plot rpcf using 1:(column(k+4)) every 25 with points pt 6 ps 0.6 lc rgb '#d62728' title 'RPCF-EP', \
       nacf using 1:(column(k+4)) with lines lw 1.5 lc rgb '#1f77b4' title 'NACF'
  unset multiplot
}
set terminal pngcairo size 800,700 font ',10'
set output 'figure6_trajectory.png'
set title 'Figure 6: trajectory of the tip D (NACF, UKE, AB4 + RGCP)'
set xlabel 'x (m)'; set ylabel 'y (m)'; set zlabel 'z (m)' rotate
set view 60, 30
set ticslevel 0
stats nacf using 2 nooutput
last = STATS_records - 1
splot nacf using 2:3:4 with lines lw 0.8 lc rgb '#1f77b4' title 'D', \
      nacf every ::0::0 using 2:3:4 with points pt 7 ps 1.5 lc rgb '#2ca02c' title 'D_0', \
      nacf every ::last::last using 2:3:4 with points pt 7 ps 1.5 lc rgb '#d62728' title 'D_T'
)";

}  // namespace

int reproduce_paper000(const ReproduceOptions& options) {
  require_no_file_at(options.out);  // refused now, not after the runs
  namespace fs = std::filesystem;
  const Model model = load_builtin_model("triple_pendulum");
  const int tip = marker_index(model, "D");
  RunSettings base;  // the paper's settings: dt = 1e-3, T = 20, tolerance 1e-9
  base.output_every = 0.01;
  base.t_end = options.t_end;

  // An interrupted reproduction writes nothing: tables from partial runs would look like the paper's.
  auto interrupted = [&] {
    std::fprintf(stderr, "mbdae: interrupted by %s; %s left unchanged\n", interruption_name(), options.out.c_str());
    return 128 + interruption_signal();
  };

  // The eight combinations, each again in every timing round, and the reference at two steps.
  RunProgress progress(!options.quiet, 8 * (1 + options.repetitions) + 2);
  std::vector<CombinationResult> results;
  for (const char* correction : {"rgcp", "direct"})
    for (const char* coordinates : {"nacf", "rpcf-ep"})
      for (const char* formulation : {"af", "uke"}) {
        const Combination c{correction, coordinates, formulation};
        progress.running(c.key());
        results.push_back(run_combination(model, c, base, tip));
        const RunStatistics& s = results.back().run.statistics;
        if (interruption_requested()) return interrupted();
        if (s.status != "ok") throw Error(Error::Kind::numerical, c.key() + " failed: " + s.message);
      }
  // Timing: the repetitions go round all combinations in turn, so that a slow spell of the machine
  // affects every combination alike and the ratios stay fair.
  for (int k = 0; k < options.repetitions; ++k) {
    for (CombinationResult& r : results) {
      progress.running(r.combination.key() + ", timing round " + std::to_string(k + 1) + " of " +
                       std::to_string(options.repetitions));
      r.wall_times.push_back(run_simulation(model, r.settings, {}).statistics.wall_time_s);
    }
    if (interruption_requested()) return interrupted();
  }
  for (CombinationResult& r : results) r.median_wall_time = median(r.wall_times);

  // Independent reference for the tip at t = 5 s: RK4 with direct correction to 1e-12 at dt = 1e-4,
  // checked against dt = 2e-4 (RK4's error falls 16-fold per halving, so their difference bounds it).
  const double t_check = std::min(5.0, options.t_end);
  auto reference_run = [&](double step) {
    RunSettings s = base;
    s.integrator = "rk4";
    s.correction = "direct";
    s.tolerance = 1e-12;
    s.step = step;
    s.t_end = t_check;
    s.output_every = t_check;
    char what[64];
    std::snprintf(what, sizeof what, "the reference, RK4 at dt = %g s", step);
    progress.running(what);
    Eigen::Vector3d tip_position;
    run_simulation(model, s, [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                                 const Eigen::VectorXd&) { tip_position = system.marker_position(tip, q); });
    return tip_position;
  };
  const Eigen::Vector3d reference = reference_run(1e-4);
  const double reference_uncertainty = (reference_run(2e-4) - reference).norm() / 15.0;
  if (interruption_requested()) return interrupted();
  progress.finish();

  create_output_folder(options.out);
  const std::string out = options.out + "/";

  // --- runs.csv: everything measured ---------------------------------------------------------------
  auto find = [&](const std::string& key) -> const CombinationResult& {
    for (const CombinationResult& r : results)
      if (r.combination.key() == key) return r;
    throw Error(Error::Kind::usage, "missing " + key);
  };
  std::ostringstream csv;
  csv << "correction,coordinates,formulation,max_position_violation,max_velocity_violation,energy_drift,"
         "wall_time_median_s,wall_time_ratio,steps,rhs_evaluations,correction_iterations,repartitions,tip_error_t"
      << t_check << "\n";
  csv.precision(6);
  for (const CombinationResult& r : results) {
    const RunStatistics& s = r.run.statistics;
    const double baseline = find(r.combination.correction + "/nacf/af").median_wall_time;
    csv << r.combination.correction << ',' << r.combination.coordinates << ',' << r.combination.formulation << ','
        << s.max_position_violation << ',' << s.max_velocity_violation << ',' << s.energy_drift << ','
        << r.median_wall_time << ',' << r.median_wall_time / baseline << ',' << s.steps << ',' << s.rhs_evaluations
        << ',' << s.newton_iterations << ',' << s.repartitions << ','
        << (tip_at(r.tip, t_check) - reference).norm() << '\n';
  }
  write_file_atomically(out + "runs.csv", csv.str());
  write_tip_csv(out + "tip_D_nacf_uke.csv", find("rgcp/nacf/uke").tip);
  write_tip_csv(out + "tip_D_rpcf-ep_uke.csv", find("rgcp/rpcf-ep/uke").tip);

  // --- tables -----------------------------------------------------------------------------------------
  auto table2 = [&](const std::string& correction) {
    std::ostringstream t;
    t << "| " << (correction == "rgcp" ? "AB4 + RGCP" : "AB4 + direct correction")
      << " | AF (mbdae) | AF (paper) | UKE (mbdae) | UKE (paper) |\n|---|---|---|---|---|\n";
    for (const char* level : {"position", "velocity"})
      for (const char* coordinates : {"nacf", "rpcf-ep"}) {
        t << "| " << (level[0] == 'p' ? "Position" : "Velocity") << " violation, " << (coordinates[0] == 'n' ? "NACF" : "RPCF-EP")
          << " |";
        for (const char* formulation : {"af", "uke"}) {
          const RunStatistics& s = find(correction + "/" + coordinates + "/" + formulation).run.statistics;
          const PaperNumbers& p = kPaper.at(std::string(coordinates) + "/" + formulation);
          const double ours = level[0] == 'p' ? s.max_position_violation : s.max_velocity_violation;
          t << ' ' << sci(ours) << " | " << sci(level[0] == 'p' ? p.position : p.velocity) << " |";
        }
        t << '\n';
      }
    return t.str();
  };
  auto table3 = [&](const std::string& correction) {
    std::ostringstream t;
    const double baseline = find(correction + "/nacf/af").median_wall_time;
    t << "| " << (correction == "rgcp" ? "AB4 + RGCP" : "AB4 + direct correction")
      << " | AF (mbdae) | AF (paper) | UKE (mbdae) | UKE (paper) |\n|---|---|---|---|---|\n";
    for (const char* coordinates : {"nacf", "rpcf-ep"}) {
      t << "| " << (coordinates[0] == 'n' ? "NACF" : "RPCF-EP") << " |";
      for (const char* formulation : {"af", "uke"}) {
        const CombinationResult& r = find(correction + "/" + coordinates + "/" + formulation);
        t << ' ' << fixed(r.median_wall_time / baseline) << " (" << fixed(r.median_wall_time * 1e3, 0) << " ms) | "
          << fixed(kPaper.at(std::string(coordinates) + "/" + formulation).time, 1) << " |";
      }
      t << '\n';
    }
    return t.str();
  };
  char horizon[32];  // the horizon run, which is the paper's 20 s unless --t-end says otherwise
  std::snprintf(horizon, sizeof horizon, "%g", options.t_end);
  const std::string tables = std::string("## Table 2: maximum constraint violations over ") + horizon +
                             " s (|C| and |C_q v|, Euclidean norms)\n\n" +
                             table2("rgcp") + "\n" + table2("direct") +
                             "\n## Table 3: wall time of the integration, normalized by NACF + AF (median of " +
                             std::to_string(options.repetitions) + " runs, taken in rounds over all combinations)\n\n" + table3("rgcp") + "\n" +
                             table3("direct");
  write_file_atomically(out + "tables.md", tables);

  // --- figures ------------------------------------------------------------------------------------------
  write_file_atomically(out + "figures.gp", kGnuplotScript);
  draw_plots(options.out, "figures.gp", "figures", options.quiet);

  // --- report: the eight runs' cost against the tip's error, the motion of the two coordinate types --------
  Report report;
  report.title = "Paper 000 reproduced: triple pendulum, AB4 with constraint corrections";
  report.subtitle = "build/release/mbdae reproduce paper000 (" + version_line() + ")";
  report.error_label = "distance of tip D from the reference at t = " + fixed(t_check, 0) + " s (m)";
  ReportGroup& group = report.groups.emplace_back();
  group.name = "triple_pendulum";
  for (const CombinationResult& r : results) {
    group.runs.push_back(report_run("AB4 + " + r.combination.correction,
                                    r.combination.coordinates + " " + r.combination.formulation, r.combination.key(),
                                    "dt", r.settings.step, r.run.statistics, (tip_at(r.tip, t_check) - reference).norm(),
                                    r.median_wall_time));
  }
  if (options.report)
    group.motion = recorded_scene(model,
                                  {{"rgcp/nacf/uke", find("rgcp/nacf/uke").settings},
                                   {"rgcp/rpcf-ep/uke", find("rgcp/rpcf-ep/uke").settings}},
                                  "The two coordinate types of figures 3-6 (AB4 + UKE + RGCP), side by side: chaos "
                                  "parts them after some seconds.",
                                  options.quiet);
  const std::string report_section = write_reproduce_report(options, report);

  // --- README: command, machine, discussion -----------------------------------------------------------
  const CombinationResult& nacf_af = find("rgcp/nacf/af");
  const CombinationResult& rpcf_af = find("rgcp/rpcf-ep/af");
  double worst_position = 0, worst_velocity = 0, worst_tip = 0, coordinate_agreement = 0;
  for (const CombinationResult& r : results) {
    worst_position = std::max(worst_position, r.run.statistics.max_position_violation);
    worst_velocity = std::max(worst_velocity, r.run.statistics.max_velocity_violation);
    worst_tip = std::max(worst_tip, (tip_at(r.tip, t_check) - reference).norm());
  }
  for (const char* correction : {"rgcp", "direct"})
    for (const char* formulation : {"af", "uke"}) {
      const auto& a = find(std::string(correction) + "/nacf/" + formulation).tip;
      const auto& b = find(std::string(correction) + "/rpcf-ep/" + formulation).tip;
      for (std::size_t k = 0; k < a.size() && a[k].t <= t_check + 1e-9; ++k)
        coordinate_agreement = std::max(coordinate_agreement, (a[k].position - b[k].position).norm());
    }
  double formulation_agreement = 0.0;  // AF against UKE, same coordinates and correction
  for (const char* correction : {"rgcp", "direct"})
    for (const char* coordinates : {"nacf", "rpcf-ep"}) {
      const std::string prefix = std::string(correction) + "/" + coordinates + "/";
      const auto& a = find(prefix + "af").tip;
      const auto& b = find(prefix + "uke").tip;
      for (std::size_t k = 0; k < a.size() && a[k].t <= t_check + 1e-9; ++k)
        formulation_agreement = std::max(formulation_agreement, (a[k].position - b[k].position).norm());
    }
  const double speed_ratio = rpcf_af.median_wall_time / nacf_af.median_wall_time;
  const double us_per_step = nacf_af.median_wall_time / nacf_af.run.statistics.steps * 1e6;

  std::ostringstream readme;
  readme << "# Paper 000 reproduced: Pappalardo & Guida (2018), triple pendulum\n\n"
         << "Generated by\n\n```\nbuild/release/mbdae reproduce paper000 --out " << shell_word(options.out)
         << (options.repetitions != 7 ? " --repetitions " + std::to_string(options.repetitions) : "") << "\n```\n\n"
         << "(or `scripts/run-paper.sh`, which builds first). Program: " << version_line()
         << ". Machine: " << machine_and_compiler() << ".\n\n"
         << "Model: the built-in `triple_pendulum` (models/triple_pendulum.yaml; docs/models.md gives the initial "
            "configuration, which the paper's lost figure showed). Method as in the paper: Adams–Bashforth 4 started by "
            "three RK4 steps, dt = 1 ms, T = " << options.t_end << " s, constraint correction after every step "
            "with Newton tolerance 1e-9. Every number below was written by this command in this run; `runs.csv` "
            "has all of them, `tip_D_*.csv` the tip trajectories, `figures.gp` draws the figures.\n\n"
         << tables << "\n"
         << "## Figures 3–6\n\n"
         << "![Figure 3](figure3_longitudinal.png)\n![Figure 4](figure4_lateral.png)\n"
         << "![Figure 5](figure5_vertical.png)\n![Figure 6](figure6_trajectory.png)\n\n"
         << report_section
         << "## Accuracy against an independent solution\n\n"
         << "Reference for the tip D at t = " << t_check << " s: classical RK4 with direct correction to 1e-12 at "
            "dt = 1e-4 s (a different integrator, correction and step), D = (" << fixed(reference.x(), 9) << ", "
         << fixed(reference.y(), 9) << ", " << fixed(reference.z(), 9) << ") m; its own error, estimated from the "
            "run at dt = 2e-4 s, is " << sci(reference_uncertainty) << " m. Largest distance of any of the eight "
            "runs' D from it: " << sci(worst_tip) << " m (target 1e-5). NACF and RPCF-EP tips agree to "
         << sci(coordinate_agreement) << " m up to t = " << t_check << " s (target 1e-4).\n\n"
         << "## Discussion\n\n"
         << "**Constraint violations (Table 2).** Largest position violation over all combinations: "
         << sci(worst_position) << " (target 1e-9; paper: 2e-15 NACF, 1.5e-10 RPCF-EP); largest velocity "
            "violation: " << sci(worst_velocity) << " (target 1e-12). Both corrections iterate Newton until the "
            "update is below 1e-9, always at least once, so the residual ends near round-off in both coordinate "
            "types. The paper's RPCF-EP position violations of 1.5e-10 suggest its RGCP stopped once the "
            "residual was below the tolerance without a final iteration; ours does one more, which costs little "
            "because AB4's drift per step is tiny and one Newton step squares it.\n\n"
         << "**Cost (Table 3).** Here RPCF-EP + AF takes " << fixed(speed_ratio) << " times the wall time of "
            "NACF + AF (paper: 2.3); NACF + AF costs " << fixed(us_per_step, 1) << " µs per step. The paper's "
            "MATLAB code favoured NACF because its mass matrix is constant and its quadratic-velocity vector "
            "vanishes, which saves the interpreted per-step work of building M and Q_v. In compiled C++ those "
            "7×7 blocks cost little, while NACF carries 36 coordinates and 27 constraints against RPCF-EP's 21 "
            "and 12, so every dense product with C_q (Schur complement, coordinate partitioning) is larger; "
            "against that, NACF's spherical-joint rows of C_q are constant like its mass matrix: mbdae "
            "evaluates them once, keeps their products with M⁻¹ from one step to the next, and leaves out the "
            "entries of C_q that are zero at every q. "
         << (speed_ratio < 1.0 ? "Here the size weighs more, so NACF is the slower; "
                               : "Here that outweighs the size, so NACF is the faster, as in the paper; ")
         << "the sparse solvers of larger models change the balance again.\n\n"
         << "**AF versus UKE.** Both give the same accelerations to 1e-10 on every state tested "
            "(tests/formulations); here their tips agree to " << sci(formulation_agreement) << " m up to t = " << t_check
         << " s. UKE factors the full n×n matrix "
            "M + C_qᵀC_q and a pseudoinverse of the m×m matrix K̄ each step, AF only the 12×12 (or 7×7) body "
            "blocks and the m×m Schur complement, which is why UKE costs more here while the paper found them "
            "equal; UKE's advantage is that it keeps working with redundant constraints.\n\n"
         << "**Chaos.** The triple pendulum is chaotic: trajectories computed with different coordinates drift "
            "apart at the rate of the largest Lyapunov exponent, so the agreement above is measured up to t = "
         << t_check << " s only; the figures show the whole " << options.t_end << " s.\n";
  write_file_atomically(out + "README.md", readme.str());
  if (!options.quiet) std::printf("%s", tables.c_str());
  return 0;
}

}  // namespace mbdae::cli
