// `mbdae advise MODEL --error E [--t-end T]`: the cheapest pair to reach a marker error E over the horizon T.
//
// 1. Pilot: `compare` over a tenth of the horizon (--pilot-fraction), every selected pair on its ladder.
// 2. Prediction: a run's error is assumed to grow in proportion to the time integrated (the global error
//    of a stable integration; a chaotic model grows faster, which step 3 finds out), so over the pilot's
//    span t_p the pair must reach e_p = E t_p / T. On its pilot work-precision curve (log error against
//    log knob and log wall time) the pair's knob and time at e_p are interpolated between the rungs that
//    bracket it, or extrapolated by at most two decades from the two most accurate ones along the same
//    slopes; the time over the horizon is the pilot's times T / t_p.
// 3. Verification: the cheapest predicted pair runs over the whole horizon against compare's reference,
//    at its predicted knob and four finer ones (down to a third of a step, a sixteenth of a tolerance); the
//    first rung within E is the advice. Where all missed but the finest came within 100 E, five finer
//    ones follow (down to a sixteenth of the step, 1/512 of the tolerance). A pair that still misses E
//    gives way to the next one, up to three.
// Pairs that failed every pilot rung are listed with the reason of their first failure.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/build_info.hpp"
#include "cli/compare_csv.hpp"
#include "cli/commands.hpp"
#include "cli/rank_pool.hpp"
#include "cli/report_format.hpp"
#include "core/error.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"
#include "methods/registry.hpp"

namespace mbdae::cli {
namespace {

namespace fs = std::filesystem;

using PilotRow = ComparisonCsvRow;

/// A pair's predicted cost at the pilot's error target.
struct Prediction {
  std::string pair;
  PilotRow first;            // its first pilot row (its names)
  double knob = NAN;         // dt or rtol at which it should reach the error
  double pilot_time = NAN;   // s over the pilot's span
  double horizon_time = NAN; // s over the whole horizon
  double order = NAN;        // d log(error) / d log(knob) between the rungs used
  std::string how;           // "interpolated", "extrapolated", "coarsest rung"
};

/// y at x on the line through (x0, y0), (x1, y1) in log-log.
double log_line(double x, double x0, double y0, double x1, double y1) {
  const double s = std::log(x / x0) / std::log(x1 / x0);
  return std::exp(std::log(y0) + s * std::log(y1 / y0));
}

/// Where a pair's pilot curve reaches `target`; empty when it does not say (fewer than two measured rungs
/// and none within the target, more than two decades beyond its most accurate rung, or slopes that make
/// no sense: a finer knob that is not dearer and more accurate).
std::optional<Prediction> predict(const std::vector<PilotRow>& rungs, double target) {
  std::vector<PilotRow> m;
  for (const PilotRow& r : rungs)
    if (r.measured()) m.push_back(r);
  std::sort(m.begin(), m.end(), [](const PilotRow& a, const PilotRow& b) { return a.error > b.error; });
  if (m.empty()) return std::nullopt;
  Prediction p;
  p.pair = rungs.front().pair();
  p.first = rungs.front();
  if (m.front().error <= target) {  // its coarsest measured rung is accurate enough already
    p.knob = m.front().knob;
    p.pilot_time = m.front().wall_time;
    p.how = "coarsest rung";
    if (m.size() > 1) p.order = std::log(m[0].error / m[1].error) / std::log(m[0].knob / m[1].knob);
    return p;
  }
  if (m.size() < 2) return std::nullopt;
  std::size_t a = m.size() - 2;  // the two most accurate rungs, unless two others bracket the target
  for (std::size_t k = 0; k + 1 < m.size(); ++k)
    if (m[k].error >= target && m[k + 1].error <= target) {
      a = k;
      break;
    }
  const PilotRow &coarse = m[a], &fine = m[a + 1];
  if (!(fine.error < coarse.error) || fine.knob == coarse.knob) return std::nullopt;
  if (target < fine.error / 100.0) return std::nullopt;
  p.order = std::log(coarse.error / fine.error) / std::log(coarse.knob / fine.knob);
  if (!(p.order > 0.0)) return std::nullopt;
  p.knob = log_line(target, coarse.error, coarse.knob, fine.error, fine.knob);
  p.pilot_time = log_line(target, coarse.error, coarse.wall_time, fine.error, fine.wall_time);
  // Timings of tiny runs are noisy: a curve whose finer rung was no dearer says nothing of the cost.
  if (!(fine.wall_time > coarse.wall_time) && target < fine.error) p.pilot_time = fine.wall_time;
  p.how = target >= fine.error ? "interpolated" : "extrapolated";
  return p;
}

/// `x` rounded down to `digits` significant digits (a knob a person can type, never coarser).
double round_down(double x, int digits) {
  const double scale = std::pow(10.0, std::floor(std::log10(x)) - (digits - 1));
  return std::floor(x / scale * (1 + 1e-12)) * scale;
}

std::string significant(double x, int digits = 3) {
  char text[32];
  std::snprintf(text, sizeof text, "%.*g", digits, x);
  return text;
}

}  // namespace

int advise(const AdviseOptions& given, RankPool& ranks) {
  if (ranks.rank() > 0) return serve_comparisons(ranks, given.comparison.model);
  AdviseOptions options = given;
  CompareOptions& base = options.comparison;
  if (!(options.error > 0.0)) throw Error(Error::Kind::usage, "--error must be positive");
  const Model model = load_model(base.model, parameter_settings(base.parameters));
  const double horizon = base.t_end_given ? base.t_end : model.run_defaults.t_end.value_or(base.t_end);
  base.t_end = horizon;
  base.t_end_given = true;
  const std::string out = base.out.empty() ? "results/" + model.name + "_advise" : base.out;
  require_no_file_at(out);
  create_output_folder(out);

  // A model that names the step its motion needs (`run: dt`) gets a pilot step ladder around it: the
  // default ladder (2, 1, 0.5 ms) would be far from its asymptotic range.
  if (!options.steps_given && model.run_defaults.step) {
    const double step = *model.run_defaults.step;
    base.steps = {4 * step, 2 * step, step};
  }

  // 1. The pilot comparison: ten samples at least over its span, at a multiple of the ladder's largest
  // step (a fixed-step run samples at its steps), the span a whole number of samples.
  CompareOptions pilot = base;
  double pilot_span = horizon * options.pilot_fraction;
  if (pilot_span / 10.0 < base.output_every) {
    // The longest spacing up to a tenth of the span that every step of the ladder and the reference's
    // divide; failing that, the shortest longer one.
    std::vector<double> steps = base.steps;
    steps.push_back(base.reference_step);
    const double unit = *std::min_element(steps.begin(), steps.end());
    const auto divided = [&](double spacing) {
      return std::all_of(steps.begin(), steps.end(), [&](double step) {
        return std::abs(spacing / step - std::round(spacing / step)) < 1e-9 * spacing / step;
      });
    };
    const long most = std::max(1L, std::lround(std::floor(pilot_span / 10.0 / unit)));
    long m = most;
    while (m > 1 && !divided(m * unit)) --m;
    if (!divided(m * unit))
      for (m = most + 1; m < 1000000 && !divided(m * unit); ++m) {
      }
    pilot.output_every = m * unit;
  }
  pilot_span = pilot.output_every * std::max(1.0, std::round(pilot_span / pilot.output_every));
  pilot.t_end = pilot.check_time = pilot_span;
  pilot.out = (fs::path(out) / "pilot").string();
  pilot.report = false;
  pilot.print_table = false;
  pilot.run_time_limit = options.pilot_run_time_limit;
  if (!base.quiet)
    std::fprintf(stderr, "advise: pilot comparison over %g s (%g of the horizon %g s) ...\n", pilot_span,
                 options.pilot_fraction, horizon);
  if (const int code = compare(pilot, ranks); code != 0) return code;
  const std::vector<PilotRow> rows = read_comparison_csv(fs::path(pilot.out) / "compare.csv");

  // 2. Each pair's predicted cost.
  const double pilot_target = options.error * pilot_span / horizon;
  std::vector<Prediction> predictions;
  std::vector<std::string> failing, unpredicted;
  for (std::size_t begin = 0; begin < rows.size();) {
    std::size_t end = begin;
    while (end < rows.size() && rows[end].pair() == rows[begin].pair()) ++end;
    const std::vector<PilotRow> rungs(rows.begin() + static_cast<long>(begin), rows.begin() + static_cast<long>(end));
    begin = end;
    const auto failed = std::find_if(rungs.begin(), rungs.end(), [](const PilotRow& r) {
      return r.status != "ok" && r.status != "skipped";
    });
    const bool none_ok = std::none_of(rungs.begin(), rungs.end(), [](const PilotRow& r) { return r.status == "ok"; });
    if (none_ok && failed != rungs.end()) {
      failing.push_back(rungs.front().pair() + ": " + failed->status + (failed->message.empty() ? "" : " (" + failed->message + ")"));
      continue;
    }
    if (auto p = predict(rungs, pilot_target)) {
      p->horizon_time = p->pilot_time * horizon / pilot_span;
      predictions.push_back(*p);
    } else {
      unpredicted.push_back(rungs.front().pair());
    }
  }
  std::sort(predictions.begin(), predictions.end(),
            [](const Prediction& a, const Prediction& b) { return a.horizon_time < b.horizon_time; });
  const std::string nothing_predicted =
      predictions.empty() ? "no pair's pilot curve reaches " + sci(pilot_target, 1) + " m over the pilot's span (the "
                                "requested " + sci(options.error, 1) + " m over the horizon): see " + pilot.out +
                                "/README.md"
                          : std::string();

  // 3. Verification of the cheapest, over the whole horizon, at its knob and four finer ones.
  struct Verified {
    const Prediction* prediction = nullptr;
    PilotRow row;  // the rung that reached the error
  } verified;
  std::vector<std::string> missed;
  for (std::size_t k = 0; k < predictions.size() && k < 3 && !verified.prediction; ++k) {
    const Prediction& p = predictions[k];
    if (p.first.integrator.find('[') != std::string::npos) continue;  // a variant (--erk-tables) is not selectable alone
    const bool fixed_step = find_integrator(p.first.integrator).fixed_step;
    // Two rounds: the predicted knob and four finer ones; where all missed but the finest came within a
    // hundred times E, five finer still (a pilot curve that was not yet in its asymptotic range).
    const std::vector<double> rounds[] = {fixed_step ? std::vector<double>{1.0, 1.25, 1.5, 2.0, 3.0}
                                                     : std::vector<double>{1.0, 2.0, 4.0, 8.0, 16.0},
                                          fixed_step ? std::vector<double>{4.0, 6.0, 8.0, 12.0, 16.0}
                                                     : std::vector<double>{32.0, 64.0, 128.0, 256.0, 512.0}};
    for (int round = 0; round < 2 && !verified.prediction; ++round) {
      CompareOptions check = base;
      check.check_time = horizon;
      check.out = (fs::path(out) / ("verify_" + std::to_string(k + 1) + (round ? "_finer" : ""))).string();
      check.coordinates = p.first.coordinates;
      check.integrators = p.first.integrator;
      check.formulations = p.first.formulation;
      check.corrections = p.first.correction;
      check.report = false;
      check.print_table = false;
      check.run_time_limit = 0.0;
      // A fixed step divides the output spacing (the run samples at its steps): output_every / (n r) for the
      // least n that is no coarser than predicted.
      std::vector<double> ladder;
      const double n = std::ceil(base.output_every / p.knob * (1 - 1e-9));
      for (const double refine : rounds[round])
        ladder.push_back(fixed_step ? base.output_every / std::ceil(n * refine) : round_down(p.knob / refine, 2));
      ladder.erase(std::unique(ladder.begin(), ladder.end()), ladder.end());
      (fixed_step ? check.steps : check.tolerances) = ladder;
      if (!base.quiet)
        std::fprintf(stderr, "advise: verifying %s at %s = %s ... %s over %g s\n", p.pair.c_str(),
                     fixed_step ? "dt" : "rtol", significant(ladder.front()).c_str(),
                     significant(ladder.back()).c_str(), horizon);
      if (const int code = compare(check, ranks); code != 0) return code;
      const std::vector<PilotRow> tried = read_comparison_csv(fs::path(check.out) / "compare.csv");
      for (const PilotRow& r : tried)
        if (r.status == "ok" && r.error <= options.error) {
          verified = {&p, r};
          break;
        }
      const bool near = !tried.empty() && tried.back().status == "ok" && tried.back().error <= 100 * options.error;
      if (!near) break;
    }
    if (!verified.prediction) missed.push_back(p.pair);
  }

  // The advice.
  std::ostringstream md, csv;
  csv.precision(6);
  md << "# " << model.name << ": the cheapest pair for an error of " << sci(options.error, 1) << " m over "
     << horizon << " s\n\nGenerated by `build/release/mbdae advise " << shell_word(base.model);
  for (const std::string& p : base.parameters) md << " --param " << shell_word(p);
  md << " --error " << options.error << " --t-end " << horizon << " --out " << shell_word(out) << "`.\n\nProgram: "
     << version_line() << ".\n\n"
     << "Error: the largest distance of the model's marker from compare's reference (RK4 at a small step). "
     << "Pilot: `pilot/`, every pair over " << pilot_span << " s, where each must reach " << sci(pilot_target, 1)
     << " m (the error taken to grow in proportion to the time integrated); its knob and wall time there are read "
        "off its pilot curve, the time scaled to the horizon. Verification: `verify_N/`, the cheapest pairs over the "
        "whole horizon at the predicted knob and four finer ones.\n\n";
  if (verified.prediction) {
    const Prediction& p = *verified.prediction;
    md << "**Advice: " << p.pair << " at " << (find_integrator(p.first.integrator).fixed_step ? "dt" : "rtol") << " = "
       << verified.row.knob << "**: error " << sci(verified.row.error, 2) << " m, wall time "
       << sci(verified.row.wall_time, 2) << " s over " << horizon << " s (predicted " << sci(p.horizon_time, 2)
       << " s at " << significant(p.knob) << ").\n\n";
    std::printf("advice: %s at %s = %g: error %.2e m, %.2e s over %g s (predicted %.2e s)\n", p.pair.c_str(),
                  find_integrator(p.first.integrator).fixed_step ? "dt" : "rtol", verified.row.knob,
                  verified.row.error, verified.row.wall_time, horizon, p.horizon_time);
  } else if (predictions.empty()) {
    md << "**No advice**: " << nothing_predicted << ".\n\n";
  } else {
    md << "**No pair verified**: the cheapest predicted pairs missed " << sci(options.error, 1)
       << " m over the horizon at their predicted knobs and four finer ones (a model whose error grows faster than "
          "the time integrated, e.g. a chaotic one): see `verify_N/` and choose a finer knob.\n\n";
  }
  for (const std::string& pair : missed) md << "- " << pair << " missed the error at its predicted knobs.\n";
  if (!missed.empty()) md << '\n';
  md << "## The cheapest pairs, predicted\n\n| # | pair | knob | predicted wall time (s) | from the pilot curve | observed order |\n"
        "|---|---|---|---|---|---|\n";
  csv << "rank,coordinates,integrator,formulation,correction,knob,predicted_wall_time_s,how,order\n";
  for (std::size_t k = 0; k < predictions.size(); ++k) {
    const Prediction& p = predictions[k];
    if (k < static_cast<std::size_t>(options.shown))
      md << "| " << k + 1 << " | " << p.pair << " | " << significant(p.knob) << " | " << sci(p.horizon_time, 2) << " | "
         << p.how << " | " << (std::isnan(p.order) ? "-" : significant(p.order, 2)) << " |\n";
    csv << k + 1 << ',' << p.first.coordinates << ',' << p.first.integrator << ',' << p.first.formulation << ','
        << p.first.correction << ',' << p.knob << ',' << p.horizon_time << ',' << p.how << ',' << p.order << '\n';
  }
  write_file_atomically(out + "/predictions.csv", csv.str());
  md << "\n(" << predictions.size() << " pairs predicted; all in `predictions.csv`.)\n\n";
  if (!failing.empty()) {
    md << "## Pairs that fail on this model\n\n";
    for (const std::string& f : failing) md << "- " << f << '\n';
    md << '\n';
  }
  if (!unpredicted.empty()) {
    md << "## Pairs whose pilot curve does not reach the error\n\n";
    for (const std::string& u : unpredicted) md << "- " << u << '\n';
    md << '\n';
  }
  write_file_atomically(out + "/README.md", md.str());
  if (!base.quiet) {
    std::fprintf(stderr, "advise: the cheapest predicted pairs:\n");
    for (std::size_t k = 0; k < predictions.size() && k < static_cast<std::size_t>(options.shown); ++k)
      std::fprintf(stderr, "  %zu. %s at %s: %.2e s\n", k + 1, predictions[k].pair.c_str(),
                   significant(predictions[k].knob).c_str(), predictions[k].horizon_time);
    std::fprintf(stderr, "advise: %zu pairs fail on this model; %s/README.md lists them with the reasons\n",
                 failing.size(), out.c_str());
  }
  if (predictions.empty()) throw Error(Error::Kind::numerical, nothing_predicted);
  return verified.prediction ? 0 : static_cast<int>(Error::Kind::numerical);
}

}  // namespace mbdae::cli
