// `mbdae reproduce validation`: every applicable method on ladders of steps and tolerances against the
// published references of validation/ (docs/validation.md), written to results/validation/: the
// errors, costs and observed orders (validation.csv), one table per case and which method reaches each
// accuracy fastest (README.md), and log-log plots of error against step and against wall time
// (validation.gp, CASE.png) whose guide lines show the slopes of orders 2 and 4.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "cli/build_info.hpp"
#include "cli/commands.hpp"
#include "cli/plots.hpp"
#include "cli/progress_bar.hpp"
#include "cli/report_format.hpp"
#include "core/error.hpp"
#include "core/interruption.hpp"
#include "io/output_file.hpp"
#include "io/peer_csv.hpp"
#include "cli/report_motion.hpp"
#include "cli/reproduce_report.hpp"
#include "io/builtin_models.hpp"
#include "methods/registry.hpp"
#include "validation/validation_suite.hpp"

namespace mbdae::cli {
namespace {

using validation::LadderPoint;
using validation::MethodLadder;
using validation::ValidationCase;

struct CaseResult {
  ValidationCase validation_case;
  std::vector<MethodLadder> ladders;
};

std::string order_text(double order) { return std::isnan(order) ? "" : fixed(order, 2); }

/// The method that reaches `accuracy` in the least wall time, as "label at knob (time)"; "none" if no
/// run does.
std::string fastest_to(const CaseResult& result, double accuracy) {
  const MethodLadder* best = nullptr;
  const LadderPoint* best_point = nullptr;
  for (const MethodLadder& ladder : result.ladders)
    for (const LadderPoint& p : ladder.points)
      if (p.status == "ok" && p.error <= accuracy && (!best_point || p.wall_time_s < best_point->wall_time_s)) {
        best = &ladder;
        best_point = &p;
      }
  if (!best) return "none";
  return "`" + best->method.label + "` at " + sci(best_point->knob, 2) + " (" + sci(best_point->wall_time_s, 2) + " s)";
}

std::string case_table(const CaseResult& result) {
  const ValidationCase& c = result.validation_case;
  std::ostringstream md;
  md << "## " << c.title << "\n\n"
     << "Model `" << c.model << "`, " << c.t_end << " s. Reference: " << c.reference << ". Error: " << c.error_name
     << (c.second_error ? "; second error: " + c.second_error_name : std::string()) << ".\n\n"
     << "| method | step or tolerance | status | error | observed order |"
     << (c.second_error ? " second error |" : "") << " wall time (s) | steps | Newton iterations |\n"
     << "|---|---|---|---|---|" << (c.second_error ? "---|" : "") << "---|---|---|\n";
  for (const MethodLadder& ladder : result.ladders) {
    const std::vector<double> orders = validation::observed_orders(ladder, c.error_floor);
    for (std::size_t k = 0; k < ladder.points.size(); ++k) {
      const LadderPoint& p = ladder.points[k];
      md << "| `" << ladder.method.label << "`";
      if (ladder.fixed_step) md << (ladder.theoretical_order ? " (order " + std::to_string(ladder.theoretical_order) + ")" : "");
      md << " | " << (p.status == "not applicable" ? "" : sci(p.knob, 3)) << " | " << p.status;
      if (p.status != "ok" && !p.message.empty()) md << ": " << p.message;
      const bool ok = p.status == "ok";
      md << " | " << (ok ? sci(p.error, 2) : "") << " | " << (k > 0 ? order_text(orders[k - 1]) : "") << " |";
      if (c.second_error) md << ' ' << (ok ? sci(p.second_error, 2) : "") << " |";
      md << ' ' << (ok ? sci(p.wall_time_s, 2) : "") << " | " << (ok ? std::to_string(p.steps) : "") << " | "
         << (ok && !ladder.peer ? std::to_string(p.newton_iterations) : "") << " |\n";
    }
  }
  md << "\nFastest to an error below";
  for (const double accuracy : {1e-3, 1e-5, 1e-7, 1e-9}) md << (accuracy == 1e-3 ? " " : "; ") << sci(accuracy, 0) << ": " << fastest_to(result, accuracy);
  md << ".\n\n![" << c.name << "](" << c.name << ".png)\n\n";
  return md.str();
}

/// One data block per method (gnuplot's `index`): step or tolerance, error, wall time.
std::string case_data(const CaseResult& result) {
  std::ostringstream data;
  data.precision(10);
  for (const MethodLadder& ladder : result.ladders) {
    data << "# " << ladder.method.label << "\n";
    for (const LadderPoint& p : ladder.points)
      if (p.status == "ok" && p.error > 0) data << p.knob << ' ' << p.error << ' ' << p.wall_time_s << '\n';
    data << "\n\n";
  }
  return data.str();
}

/// A panel's key below it: `entries` titles in two columns (with the longest method names a third
/// would run past the picture's edge, and seven rows made three for the triple pendulum's 17
/// methods), with short line samples.
std::string key_below(int entries) {
  return "set key outside below center vertical maxrows " + std::to_string(std::max(1, (entries + 1) / 2)) +
         " height 1 samplen 2 font ',8'\n";
}

/// Per case: error against the step (fixed-step methods, with lines of slope 2 and 4 through the
/// first method's coarsest point) and error against wall time (every method).
std::string gnuplot_script(const std::vector<CaseResult>& results) {
  std::ostringstream gp;
  gp << "# Convergence and cost of every method on each validation case (written by mbdae reproduce validation).\n"
        // Each panel's key goes below it, in two columns at most (key_below()), so that long method
        // names neither take the width the curves need nor run past the picture's edge; a method has
        // the same colour and point type in both panels.
        "set terminal pngcairo size 1500,820 font ',10' noenhanced\nset logscale xy\nset grid\n"
        "set format x '%.0e'\nset format y '%.0e'\n";
  for (const CaseResult& result : results) {
    const ValidationCase& c = result.validation_case;
    const std::string data = gnuplot_quoted(c.name + ".dat");
    // The guide lines pass through the coarsest successful fixed-step point.
    double h0 = 0, e0 = 0;
    for (const MethodLadder& l : result.ladders)
      for (const LadderPoint& p : l.points)
        if (l.fixed_step && p.status == "ok" && p.error > 0 && p.knob > h0) h0 = p.knob, e0 = p.error;
    gp << "set output " << gnuplot_quoted(c.name + ".png") << "\nset multiplot layout 1,2 title "
       << gnuplot_quoted(c.title + " (" + c.model + ", " + fixed(c.t_end, 3) + " s)") << "\n";
    const auto on_step_panel = [](const MethodLadder& l) {
      return l.fixed_step && l.points.size() >= 2 && l.points.front().status != "not applicable";
    };
    const auto on_time_panel = [](const MethodLadder& l) { return l.points.front().status != "not applicable"; };
    const int step_entries =
        static_cast<int>(std::count_if(result.ladders.begin(), result.ladders.end(), on_step_panel)) + (h0 > 0 ? 2 : 0);
    const int time_entries = static_cast<int>(std::count_if(result.ladders.begin(), result.ladders.end(), on_time_panel));
    gp << key_below(step_entries) << "set xlabel 'dt (s)'\nset ylabel " << gnuplot_quoted(c.error_name) << "\nplot ";
    bool first = true;
    for (std::size_t i = 0; i < result.ladders.size(); ++i) {
      const MethodLadder& l = result.ladders[i];
      if (!on_step_panel(l)) continue;
      gp << (first ? "" : ", \\\n     ") << data << " index " << i << " using 1:2 with linespoints " << curve_style(i)
         << " title " << gnuplot_quoted(l.method.label);
      first = false;
    }
    if (h0 > 0) {
      gp << (first ? "" : ", \\\n     ") << e0 << "*(x/" << h0 << ")**2 with lines dt 2 lc 'gray' title 'slope 2', "
         << e0 << "*(x/" << h0 << ")**4 with lines dt 3 lc 'black' title 'slope 4'";
      first = false;
    }
    if (first) gp << "NaN notitle";
    gp << "\n" << key_below(time_entries) << "set xlabel 'wall time (s)'\nplot ";
    first = true;
    for (std::size_t i = 0; i < result.ladders.size(); ++i) {
      const MethodLadder& l = result.ladders[i];
      if (!on_time_panel(l)) continue;
      gp << (first ? "" : ", \\\n     ") << data << " index " << i << " using 3:2 with linespoints " << curve_style(i)
         << " title " << gnuplot_quoted(l.method.label);
      first = false;
    }
    if (first) gp << "NaN notitle";
    gp << "\nunset multiplot\n";
  }
  return gp.str();
}

}  // namespace

int reproduce_validation(const ReproduceOptions& options) {
  require_no_file_at(options.out);  // refused now, not after the runs
  const validation::Ladder ladder = options.short_ladders ? validation::Ladder::short_ : validation::Ladder::full;
  std::vector<ValidationCase> cases = validation::validation_cases(ladder);
  for (const std::string& name : options.cases)
    if (std::none_of(cases.begin(), cases.end(), [&](const ValidationCase& c) { return c.name == name; })) {
      std::string names;
      for (const ValidationCase& c : cases) names += (names.empty() ? "" : ", ") + c.name;
      throw Error(Error::Kind::usage, "--case " + name + ": no such validation case (" + names + ")");
    }
  if (!options.cases.empty())
    std::erase_if(cases, [&](const ValidationCase& c) {
      return std::find(options.cases.begin(), options.cases.end(), c.name) == options.cases.end();
    });
  // The peer's runs are read (and refused, with file and line) before any run of mbdae's.
  std::vector<PeerRun> peer_runs;
  if (!options.peer_csv.empty()) {
    if (std::none_of(cases.begin(), cases.end(), [](const ValidationCase& c) { return bool(c.peer_error); }))
      throw Error(Error::Kind::usage, "--peer-csv: none of the cases asked for has peer runs (triple_pendulum has)");
    peer_runs = read_peer_csv(options.peer_csv);
  }
  // Measured now, so that a peer file that does not fit a case stops the command before any run.
  std::vector<std::vector<MethodLadder>> peers(cases.size());
  if (!peer_runs.empty())
    for (std::size_t i = 0; i < cases.size(); ++i)
      if (cases[i].peer_error) peers[i] = validation::peer_ladders(cases[i], peer_runs);
  // Every rung of every method's ladder; a method that does not apply runs none of its rungs.
  const auto ladder_of = [](const ValidationCase& c, const validation::ValidationMethod& method) {
    const bool fixed = find_integrator(method.settings.integrator).fixed_step;
    return static_cast<int>(fixed ? c.steps.size() : c.tolerances.size());
  };
  int planned_runs = 0;
  for (const ValidationCase& c : cases)
    for (const validation::ValidationMethod& method : c.methods) planned_runs += ladder_of(c, method);
  RunProgress progress(!options.quiet, planned_runs);
  std::vector<CaseResult> results;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const ValidationCase& c = cases[i];
    CaseResult result{c, {}};
    for (const validation::ValidationMethod& method : c.methods) {
      int started = 0;
      result.ladders.push_back(validation::run_ladder(c, method, [&](const std::string& what) {
        progress.running(what);
        ++started;
      }));
      progress.skipped(ladder_of(c, method) - started);
      if (interruption_requested()) {
        std::fprintf(stderr, "mbdae: interrupted by %s; %s left unchanged\n", interruption_name(), options.out.c_str());
        return 128 + interruption_signal();
      }
    }
    for (MethodLadder& peer : peers[i]) result.ladders.push_back(std::move(peer));
    results.push_back(std::move(result));
  }
  progress.finish();

  create_output_folder(options.out);
  const std::string out = options.out + "/";
  std::ostringstream csv;
  csv.precision(10);
  csv << "case,method,fixed_step,theoretical_order,step_or_tolerance,status,error,second_error,observed_order,"
         "wall_time_s,steps,rhs_evaluations,newton_iterations,max_position_violation\n";
  for (const CaseResult& r : results)
    for (const MethodLadder& l : r.ladders) {
      const std::vector<double> orders = validation::observed_orders(l, r.validation_case.error_floor);
      for (std::size_t k = 0; k < l.points.size(); ++k) {
        const LadderPoint& p = l.points[k];
        csv << r.validation_case.name << ',' << l.method.label << ',' << (l.fixed_step ? 1 : 0) << ','
            << l.theoretical_order << ',' << p.knob << ',' << p.status << ',' << p.error << ',' << p.second_error
            << ',' << (k > 0 && !std::isnan(orders[k - 1]) ? std::to_string(orders[k - 1]) : "") << ','
            << p.wall_time_s << ',' << p.steps << ',';
        // A peer reports its steps and wall time only.
        if (l.peer)
          csv << ",,";
        else
          csv << p.rhs_evaluations << ',' << p.newton_iterations << ',' << p.max_position_violation;
        csv << '\n';
      }
    }
  write_file_atomically(out + "validation.csv", csv.str());
  for (const CaseResult& r : results) write_file_atomically(out + r.validation_case.name + ".dat", case_data(r));
  write_file_atomically(out + "validation.gp", gnuplot_script(results));
  draw_plots(options.out, "validation.gp", "convergence plots", options.quiet);

  // The report: a group per case, every method's ladder against its error, the cheapest two moving.
  Report report;
  report.title = "Validation against published references";
  report.subtitle = std::string("build/release/mbdae reproduce validation") + (options.short_ladders ? " --short" : "") +
                    " (" + version_line() + ")";
  report.error_label = "error against the reference (each case's own measure, docs/validation.md)";
  for (const CaseResult& r : results) {
    const ValidationCase& c = r.validation_case;
    ReportGroup& group = report.groups.emplace_back();
    group.name = c.name;
    std::vector<const MethodLadder*> ladder_of_run;  // group.runs[k] is a rung of ladder_of_run[k]
    for (const MethodLadder& l : r.ladders)
      for (const LadderPoint& p : l.points) {
        ReportRun run;
        run.family = l.peer ? "other programs" : l.method.settings.integrator;
        run.curve = l.method.label;
        run.pair = l.method.label;
        run.knob_name = l.fixed_step ? "dt" : "rtol";
        run.knob = p.knob;
        run.status = p.status;
        run.error = p.error;
        run.wall_time_s = p.wall_time_s;
        run.steps = p.steps;
        run.max_position_violation = l.peer ? NAN : p.max_position_violation;
        run.peer = l.peer;
        group.runs.push_back(run);
        ladder_of_run.push_back(&l);
      }
    if (!options.report) continue;
    std::vector<MotionRequest> requests;
    for (const ReportRun* run : featured_runs(group.runs, report.levels, 2)) {
      const MethodLadder& ladder = *ladder_of_run[static_cast<std::size_t>(run - group.runs.data())];
      RunSettings s = ladder.method.settings;
      s.t_end = c.t_end;
      s.output_every = c.output_every;
      if (ladder.fixed_step) {
        s.step = run->knob;
      } else {
        s.adaptive.rtol = run->knob;
        s.adaptive.atol = run->knob;
      }
      requests.push_back({run->pair + " " + run->knob_name + "=" + sci(run->knob, 0), s});
    }
    if (!requests.empty())
      group.motion = recorded_scene(load_builtin_model(c.model, c.parameters), requests,
                                    "The cheapest runs at the error levels, run again (untimed).", options.quiet);
  }
  const std::string report_section = write_reproduce_report(options, report);

  std::ostringstream readme;
  readme << "# Validation against published references\n\n"
         << "Generated by\n\n```\nbuild/release/mbdae reproduce validation --out " << shell_word(options.out)
         << (options.short_ladders ? " --short" : "");
  for (const std::string& name : options.cases) readme << " --case " << name;
  if (!options.peer_csv.empty()) readme << " --peer-csv " << shell_word(options.peer_csv);
  readme << "\n```\n\n"
         << "Program: " << version_line() << ". Machine: " << machine_description()
         << ". Each wall time is one run's integration time on a machine "
            "shared with other jobs: compare them within a table, and read the steps and Newton iterations as the "
            "deterministic part of the cost. The cases, their references and sources are described in "
            "docs/validation.md. Every method runs with its own defaults (Newton tolerances included) as a "
            "user runs it; adaptive methods run with rtol = atol. A run has "
         << (options.short_ladders ? "5" : "60")
         << " s of wall time; past it its status is \"time limit\". The observed order between two rungs is "
            "log(e1/e2)/log(h1/h2); it is left out where an error is below the reference's accuracy. Every "
            "number below was written by this command in this run; `validation.csv` has them all, `CASE.dat` "
            "the plotted points, `validation.gp` draws the figures.\n\n";
  readme << report_section;
  for (const CaseResult& r : results) readme << case_table(r);
  write_file_atomically(out + "README.md", readme.str());
  if (!options.quiet) std::fprintf(stderr, "wrote %s\n", (out + "README.md").c_str());
  return 0;
}

}  // namespace mbdae::cli
