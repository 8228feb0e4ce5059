// What a report shows, whichever command made it: the runs of a comparison (points of the
// work-precision plot), which of them are worth their cost (the Pareto front, the cheapest at each
// error level) and the motion of a few of them. The PNG plots (report_plots.hpp) and the HTML report
// (report_html.hpp) are drawn from it.
#pragma once

#include <Eigen/Dense>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "integrators/simulation.hpp"

namespace mbdae::cli {

/// One run of a comparison's table.
struct ReportRun {
  std::string sheet;   // the small-multiples figure it is drawn in (compare: the coordinates)
  std::string family;  // its panel there and its toggle in the HTML report (the integrator, with its variant)
  std::string curve;   // its curve in the panel (formulation and correction)
  std::string pair;    // the whole name, printed literally wherever the run is named
  std::string knob_name = "dt";  // what the ladder varies: "dt", "rtol" (or a study's own, e.g. "modes")
  double knob = NAN;
  std::string status = "ok";
  double error = NAN;        // m (NaN: not measured)
  double wall_time_s = NAN;  // integration only
  long steps = 0;
  double max_position_violation = NAN;
  double energy_drift = NAN;
  bool peer = false;  // another program's run (compare --peer-csv)
  /// Finished with an error and a time to plot.
  bool measured() const { return status == "ok" && error > 0.0 && wall_time_s > 0.0; }
};

/// One of a reproduce command's runs as its report shows it: the names, the ladder's value, the error and
/// wall time the command measured, and the status, steps, violation and energy drift of its statistics.
ReportRun report_run(std::string family, std::string curve, std::string pair, std::string knob_name, double knob,
                     const RunStatistics& statistics, double error, double wall_time_s);

/// The runs no other run beats in both cost and error, cheapest first.
std::vector<const ReportRun*> pareto_front(const std::vector<ReportRun>& runs);

/// The cheapest measured run with error ≤ level; null when none reached it.
const ReportRun* cheapest_at(const std::vector<ReportRun>& runs, double level);

/// The accuracy a report looks at first (m): where a multibody study usually asks for its answer.
inline constexpr double kFocusErrorLevel = 1e-6;

/// The runs a report shows moving: the cheapest at each of `levels`, taken from the level nearest
/// kFocusErrorLevel outwards, each run once, at most `count`, other programs' runs left out (they
/// cannot be run again); ordered from the least to the most accurate.
std::vector<const ReportRun*> featured_runs(const std::vector<ReportRun>& runs, const std::vector<double>& levels,
                                            std::size_t count);

/// A body as the 3D view draws it: a box (or cylinder, sphere) of `size` centred at `center`, turned by
/// `rotation` (w, x, y, z), all in the body's frame.
struct BodyShape {
  std::string name;
  std::string shape = "box";
  Eigen::Vector3d size = Eigen::Vector3d::Ones();
  Eigen::Vector3d center = Eigen::Vector3d::Zero();
  Eigen::Vector4d rotation{1.0, 0.0, 0.0, 0.0};
};

/// One run's motion, sampled at most a few hundred times.
struct MotionTrack {
  std::string label;
  std::string status = "ok";
  std::vector<double> t;
  std::vector<double> poses;                 // per frame, per body: x, y, z, qw, qx, qy, qz
  std::vector<std::vector<double>> markers;  // per marker: x, y, z per frame
  std::vector<double> position_violation, velocity_violation, energy;
};

/// A mechanism and the motions of some of its runs.
struct MotionScene {
  std::string model;
  std::string note;  // which runs these are and why
  Eigen::Vector3d gravity = Eigen::Vector3d::Zero();
  bool planar = false;
  std::vector<BodyShape> bodies;
  struct JointPoint {
    std::string name;
    int body = -1;  // -1: the ground
    Eigen::Vector3d point = Eigen::Vector3d::Zero();  // in that body's frame
  };
  std::vector<JointPoint> joints;
  std::vector<std::string> markers;
  std::vector<MotionTrack> tracks;
};

/// A part of a report: one comparison's runs (one Pareto front) and the motion that goes with them.
struct ReportGroup {
  std::string name;  // also part of its plots' file names
  std::vector<ReportRun> runs;
  std::optional<MotionScene> motion;
  std::vector<std::pair<std::string, std::string>> facts;  // shown as a two-column table (a single run's summary)
};

struct Report {
  std::string title;
  std::string subtitle;     // the command that made it, the program's version
  std::string error_label;  // what "error" measures, with its unit
  std::vector<double> levels{1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9};  // the cheapest pair is named at each
  std::vector<ReportGroup> groups;
};

/// The report as the page's JSON (report/src/main.js reads it); NaN as null, numbers of the motion to
/// six significant digits (what a picture can show, a fifth of the size).
nlohmann::json report_json(const Report& report);

/// `name` with every character but letters, digits, '.', '_' and '-' made '_': a part of a file name.
std::string file_name_part(const std::string& name);

}  // namespace mbdae::cli
