#include "cli/report_plots.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

#include "cli/plots.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

/// A label as a field of a gnuplot data file: double-quoted, with no double quote inside.
std::string data_label(std::string text) {
  std::replace(text.begin(), text.end(), '"', '\'');
  for (char& c : text)
    if (static_cast<unsigned char>(c) < 0x20) c = ' ';
  return '"' + text + '"';
}

std::string knob_text(const ReportRun& r) {
  std::ostringstream out;
  out << r.knob_name << '=' << r.knob;
  return out.str();
}

const char* kHeader = R"(# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
)";

/// The Pareto plot's data: block 0 every measured run of the program's own, block 1 the front, block 2
/// the cheapest run at each error level (short label: the levels it is cheapest at; key: its name), then a
/// block per curve of the other programs (when there are any). A dotted line marks each level.
///
/// A name beside each point overlapped its neighbours wherever runs crowd (a peer's ladder, two levels
/// met by runs of equal cost): the plot area carries only the levels, and every name goes in the key
/// below it (canvas_with_key_below).
std::string pareto_plot(const std::string& stem, const ReportGroup& group, const std::vector<double>& levels,
                        const std::string& error_label, const std::string& title, std::ostringstream& data) {
  data.precision(6);
  std::vector<ReportRun> own, peers;
  for (const ReportRun& r : group.runs)
    if (r.measured()) (r.peer ? peers : own).push_back(r);
  // gnuplot stops a script at a plot with no point to draw: only the blocks that have points are written
  // and plotted, each with its own index.
  int blocks = 0;
  auto block = [&]() {
    if (blocks++) data << "\n\n";
    return blocks - 1;
  };
  const std::string file = gnuplot_quoted(stem + ".dat");
  std::vector<std::string> clauses, titles;
  auto add = [&](const std::string& clause, const std::string& key_title) {
    clauses.push_back(clause + " title " + gnuplot_quoted(key_title));
    titles.push_back(key_title);
  };
  if (!own.empty()) {
    const int index = block();
    for (const ReportRun& r : own) data << r.wall_time_s << ' ' << r.error << ' ' << data_label(r.pair) << '\n';
    add(file + " index " + std::to_string(index) + " using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8'",
        "every run");
  }
  const std::vector<const ReportRun*> front = pareto_front(group.runs);
  if (!front.empty()) {
    const int index = block();
    for (const ReportRun* r : front)
      data << r->wall_time_s << ' ' << r->error << ' ' << data_label(r->pair + " " + knob_text(*r)) << '\n';
    const std::string at = file + " index " + std::to_string(index);
    add(at + " using 1:2 with steps lw 2 lc rgb 'black'", "Pareto front: no run is both cheaper and more accurate");
    clauses.push_back(at + " using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle");
  }
  std::vector<std::pair<const ReportRun*, std::string>> cheapest;  // run, the levels it is cheapest at
  for (const double level : levels) {
    const ReportRun* r = cheapest_at(group.runs, level);
    if (!r) continue;
    char text[16];
    std::snprintf(text, sizeof text, "%.0e", level);
    auto known = std::find_if(cheapest.begin(), cheapest.end(), [&](const auto& c) { return c.first == r; });
    if (known == cheapest.end())
      cheapest.emplace_back(r, text);
    else
      known->second += std::string(", ") + text;
  }
  if (!cheapest.empty()) {
    const int index = block();
    for (const auto& [r, at] : cheapest)
      data << r->wall_time_s << ' ' << r->error << ' ' << data_label(at) << ' '
           << data_label("cheapest at " + at + ": " + r->pair + " " + knob_text(*r)) << '\n';
    const std::string at = file + " index " + std::to_string(index);
    // One key entry per run, its levels first: the label beside the circle finds its name in the key.
    for (std::size_t k = 0; k < cheapest.size(); ++k)
      add(at + " every ::" + std::to_string(k) + "::" + std::to_string(k) +
              " using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4'",
          "cheapest at " + cheapest[k].second + ": " + cheapest[k].first->pair + " " + knob_text(*cheapest[k].first));
    clauses.push_back(at + " using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle");
  }
  // The other programs: a curve per integrator along its accuracy ladder, dashed, each its own style.
  std::vector<std::string> peer_curves;
  for (const ReportRun& r : peers)
    if (std::find(peer_curves.begin(), peer_curves.end(), r.family + " " + r.curve) == peer_curves.end())
      peer_curves.push_back(r.family + " " + r.curve);
  for (std::size_t k = 0; k < peer_curves.size(); ++k) {
    const int index = block();
    for (const ReportRun& r : peers)
      if (r.family + " " + r.curve == peer_curves[k])
        data << r.wall_time_s << ' ' << r.error << ' ' << data_label(r.pair + " " + knob_text(r)) << '\n';
    add(file + " index " + std::to_string(index) + " using 1:2 with linespoints dt 2 lw 1.5 ps 1.1 " +
            curve_style(k),
        "other program: " + peer_curves[k]);
  }
  std::ostringstream script;
  script << canvas_with_key_below(titles, 1400, 800) << "set output " << gnuplot_quoted(stem + ".png")
         << "\nset title " << gnuplot_quoted(title) << "\nset xlabel 'wall time of the integration (s)'\nset ylabel "
         << gnuplot_quoted(error_label) << '\n';
  for (std::size_t k = 0; k < levels.size(); ++k)
    script << "set arrow " << k + 1 << " from graph 0, first " << levels[k] << " to graph 1, first " << levels[k]
           << " nohead dt 3 lc rgb '#c0c0c0'\n";
  script << "plot ";
  for (std::size_t k = 0; k < clauses.size(); ++k) script << (k ? ", \\\n  " : "") << clauses[k];
  // The key's placement and rows below the plot are this plot's only.
  script << "\nunset arrow\nset key default\n";
  return script.str();
}

/// One sheet's small multiples: a panel per family, each curve (formulation and correction) in the same
/// colour and point type in every panel, the peers dashed in grey, and one key for them all in the last
/// panel. A key inside each panel covered the curves it named, where work-precision curves run (from the
/// cheap and inaccurate corner to the dear and accurate one, across a panel's lower left).
std::string families_plot(const std::string& stem, const std::string& sheet, const ReportGroup& group,
                          const std::string& error_label, const std::string& title, std::ostringstream& data) {
  data.precision(6);
  // Blocks: one per (family, curve) of the sheet, then one per peer curve.
  struct Curve {
    std::string family, curve;
    int block;
  };
  std::vector<Curve> curves, peer_curves;
  std::vector<std::string> families;
  double x_min = INFINITY, x_max = 0.0, y_min = INFINITY, y_max = 0.0;
  int blocks = 0;
  auto add_block = [&](const ReportRun& first, std::vector<Curve>& into) {
    std::vector<const ReportRun*> points;
    for (const ReportRun& r : group.runs)
      if (r.measured() && r.peer == first.peer && (r.peer || r.sheet == sheet) && r.family == first.family &&
          r.curve == first.curve)
        points.push_back(&r);
    // In the ladder's order (the table's), coarse to fine: a curve is how one pair's cost and error move
    // together as its step or tolerance shrinks.
    if (blocks++) data << "\n\n";
    data << "# " << first.pair << '\n';
    for (const ReportRun* r : points) {
      data << r->wall_time_s << ' ' << r->error << '\n';
      x_min = std::min(x_min, r->wall_time_s);
      x_max = std::max(x_max, r->wall_time_s);
      y_min = std::min(y_min, r->error);
      y_max = std::max(y_max, r->error);
    }
    into.push_back({first.family, first.curve, blocks - 1});
  };
  for (const ReportRun& r : group.runs) {
    if (!r.measured()) continue;
    if (r.peer) {
      if (std::none_of(peer_curves.begin(), peer_curves.end(),
                       [&](const Curve& c) { return c.family == r.family && c.curve == r.curve; }))
        add_block(r, peer_curves);
      continue;
    }
    if (r.sheet != sheet) continue;
    if (std::find(families.begin(), families.end(), r.family) == families.end()) families.push_back(r.family);
    if (std::none_of(curves.begin(), curves.end(),
                     [&](const Curve& c) { return c.family == r.family && c.curve == r.curve; }))
      add_block(r, curves);
  }
  if (families.empty()) return {};
  // A curve's style by its name's first appearance on the sheet, whichever panel draws it.
  std::vector<std::string> names;
  for (const Curve& c : curves)
    if (std::find(names.begin(), names.end(), c.curve) == names.end()) names.push_back(c.curve);
  auto style_of = [&](const std::string& curve) {
    return curve_style(static_cast<std::size_t>(std::find(names.begin(), names.end(), curve) - names.begin()));
  };
  const int panels = static_cast<int>(families.size()) + 1;  // the families and the key
  const int columns = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(panels))));
  const int rows = (panels + columns - 1) / columns;
  const std::string file = gnuplot_quoted(stem + ".dat");
  std::ostringstream script;
  script << "set terminal pngcairo size " << 560 * columns << ',' << 400 * rows + 40 << " font ',9' noenhanced\n"
         << "set output " << gnuplot_quoted(stem + ".png") << '\n'
         // The same axes on every panel, so that panels compare by position.
         << "set xrange [" << x_min / 1.5 << ':' << x_max * 1.5 << "]\nset yrange [" << y_min / 3 << ':' << y_max * 3
         // The error's long name once, in the title.
         << "]\nset xlabel 'wall time (s)'\nset ylabel 'error'\nset multiplot layout " << rows << ',' << columns
         << " title "
         << gnuplot_quoted(title + "; error: " + error_label) << '\n';
  for (const std::string& family : families) {
    script << "set title " << gnuplot_quoted(family) << "\nplot ";
    int k = 0;
    for (const Curve& c : curves) {
      if (c.family != family) continue;
      script << (k++ ? ", \\\n  " : "") << file << " index " << c.block << " using 1:2 with linespoints lw 1.5 "
             << style_of(c.curve) << " ps 0.8 notitle";
    }
    for (const Curve& c : peer_curves)
      script << ", \\\n  " << file << " index " << c.block
             << " using 1:2 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 notitle";
    script << '\n';
  }
  // The key panel: every curve once, drawn off its (unlogged) axes so that only the key shows. gnuplot
  // refuses a plot whose every point is undefined, hence a constant outside the range rather than NaN.
  script << "set title ''\nunset border\nunset tics\nunset xlabel\nunset ylabel\n"
         << "unset grid\nunset logscale xy\nset xrange [0:1]\nset yrange [0:1]\n"
         // Narrow margins, so that the key's centre is the panel's, and as many rows as the panel holds.
         << "set lmargin 2\nset rmargin 2\nset tmargin 1\nset bmargin 1\n"
         << "set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 "
         << "maxrows auto\nplot ";
  for (std::size_t k = 0; k < names.size(); ++k)
    script << (k ? ", \\\n  " : "") << "-1 with linespoints lw 1.5 " << style_of(names[k]) << " ps 0.8 title "
           << gnuplot_quoted(names[k]);
  for (const Curve& c : peer_curves)  // after the sheet's own curves, of which there is at least one
    script << ", \\\n  -1 with linespoints dt 2 lw 1 lc rgb '#a0a0a0' pt 6 ps 0.6 title "
           << gnuplot_quoted(c.family + " " + c.curve);
  script << "\nunset multiplot\nset border\nset tics\nset grid\nset logscale xy\n"
         << "set lmargin -1\nset rmargin -1\nset tmargin -1\nset bmargin -1\n"
         << "set terminal pngcairo size 1200,800 font ',10' noenhanced\nunset xrange\nunset yrange\n"
         << "set autoscale\nset key inside top right font ',10' samplen 4 spacing 1\n";
  return script.str();
}

/// Violations and energy against time, one curve per track.
std::string time_series_plot(const std::string& stem, const MotionScene& motion, const std::string& title,
                             std::ostringstream& data) {
  data.precision(6);
  for (std::size_t k = 0; k < motion.tracks.size(); ++k) {
    const MotionTrack& track = motion.tracks[k];
    if (k) data << "\n\n";
    data << "# " << track.label << "\n# t position_violation velocity_violation |E-E0|\n";
    for (std::size_t f = 0; f < track.t.size(); ++f)
      data << track.t[f] << ' ' << track.position_violation[f] << ' ' << track.velocity_violation[f] << ' '
           << std::abs(track.energy[f] - track.energy.front()) << '\n';
  }
  double t_first = INFINITY, t_last = -INFINITY;  // both panels over the runs' whole time, drawn or not
  for (const MotionTrack& track : motion.tracks)
    if (!track.t.empty()) {
      t_first = std::min(t_first, track.t.front());
      t_last = std::max(t_last, track.t.back());
    }
  if (!(t_last > t_first)) t_last = t_first + 1.0;
  const std::string file = gnuplot_quoted(stem + ".dat");
  std::ostringstream script;
  script << "set terminal pngcairo size 1200,900 font ',10' noenhanced\nset output " << gnuplot_quoted(stem + ".png")
         << "\nunset logscale x\nset format x '%g'\nset xlabel 't (s)'\nset key top left font ',8'\n"
         << "set xrange [" << t_first << ':' << t_last << "]\n"
         << "set multiplot layout 2,1 title " << gnuplot_quoted(title) << '\n';
  const std::pair<const char*, const char*> panels[] = {{"2", "max |C| (position violation)"},
                                                         {"4", "|E - E0| (J)"}};
  for (const auto& [column, label] : panels) {
    // A log axis has no zero: a track whose value is zero throughout (an open chain in joint coordinates
    // has no constraint to violate) is left out of the panel, and said so.
    std::vector<std::size_t> shown;
    for (std::size_t k = 0; k < motion.tracks.size(); ++k) {
      const MotionTrack& track = motion.tracks[k];
      for (std::size_t f = 0; f < track.t.size(); ++f) {
        const double value = std::string(column) == "2" ? track.position_violation[f]
                                                        : std::abs(track.energy[f] - track.energy.front());
        if (value > 0.0) {
          shown.push_back(k);
          break;
        }
      }
    }
    script << "set title " << gnuplot_quoted(shown.size() < motion.tracks.size() ? "the runs not drawn are zero throughout" : "")
           << "\nset ylabel " << gnuplot_quoted(label) << "\n";
    if (shown.empty()) {
      // The panel's axes with nothing on them.
      script << "set yrange [1e-18:1]\nplot 1e-300 notitle\nset autoscale y\n";
      continue;
    }
    script << "plot ";
    for (std::size_t n = 0; n < shown.size(); ++n) {
      const std::size_t k = shown[n];
      script << (n ? ", \\\n  " : "") << file << " index " << k << " using 1:($" << column << " > 0 ? $" << column
             << " : 1/0) with lines lw 1.5 lc rgb '" << curve_colour(k) << "' title "
             << gnuplot_quoted(motion.tracks[k].label);
    }
    script << '\n';
  }
  script << "unset multiplot\nset autoscale x\nset logscale xy\nset format x '1e%L'\nset xlabel\n"
         << "set terminal pngcairo size 1200,800 font ',10' noenhanced\n";
  return script.str();
}

}  // namespace

std::vector<std::string> write_report_plots(const std::string& folder, const Report& report, bool quiet) {
  const std::string out = folder + "/";
  std::ostringstream script;
  script << kHeader;
  std::vector<std::string> pngs;
  for (const ReportGroup& group : report.groups) {
    const std::string g = file_name_part(group.name);
    // A report of one group names it in its title already (compare: the model).
    const std::string name = group.name.empty() || report.groups.size() == 1 ? report.title : report.title + ": " + group.name;
    if (std::any_of(group.runs.begin(), group.runs.end(), [](const ReportRun& r) { return r.measured(); })) {
      std::ostringstream data;
      script << pareto_plot("pareto_" + g, group, report.levels, report.error_label, "Pareto front: " + name, data);
      write_file_atomically(out + "pareto_" + g + ".dat", data.str());
      pngs.push_back("pareto_" + g + ".png");
      std::vector<std::string> sheets;
      for (const ReportRun& r : group.runs)
        if (!r.peer && std::find(sheets.begin(), sheets.end(), r.sheet) == sheets.end()) sheets.push_back(r.sheet);
      for (const std::string& sheet : sheets) {
        const std::string stem = "families_" + g + (sheet.empty() ? "" : "_" + file_name_part(sheet));
        std::ostringstream sheet_data;
        const std::string part = families_plot(stem, sheet, group, report.error_label,
                                               "By integrator family: " + name + (sheet.empty() ? "" : ", " + sheet),
                                               sheet_data);
        if (part.empty()) continue;
        script << part;
        write_file_atomically(out + stem + ".dat", sheet_data.str());
        pngs.push_back(stem + ".png");
      }
    }
    if (group.motion && !group.motion->tracks.empty()) {
      std::ostringstream data;
      script << time_series_plot("time_series_" + g, *group.motion, "Constraint violation and energy drift: " + name,
                                 data);
      write_file_atomically(out + "time_series_" + g + ".dat", data.str());
      pngs.push_back("time_series_" + g + ".png");
    }
  }
  if (pngs.empty()) return pngs;
  write_file_atomically(out + "report_plots.gp", script.str());
  draw_plots(folder, "report_plots.gp", "report plots", quiet);
  return pngs;
}

}  // namespace mbdae::cli
