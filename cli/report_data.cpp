#include "cli/report_data.hpp"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>

namespace mbdae::cli {

ReportRun report_run(std::string family, std::string curve, std::string pair, std::string knob_name, double knob,
                     const RunStatistics& statistics, double error, double wall_time_s) {
  ReportRun run;
  run.family = std::move(family);
  run.curve = std::move(curve);
  run.pair = std::move(pair);
  run.knob_name = std::move(knob_name);
  run.knob = knob;
  run.status = statistics.status;
  run.error = error;
  run.wall_time_s = wall_time_s;
  run.steps = statistics.steps;
  run.max_position_violation = statistics.max_position_violation;
  run.energy_drift = statistics.energy_drift;
  return run;
}
namespace {

/// x to six significant digits, read back: nlohmann writes the shortest text that reads back as the
/// same double, so the JSON then holds at most six digits.
double six_digits(double x) {
  if (!std::isfinite(x)) return x;
  char text[32];
  std::snprintf(text, sizeof text, "%.6g", x);
  return std::strtod(text, nullptr);
}

nlohmann::json numbers(const std::vector<double>& values) {
  nlohmann::json out = nlohmann::json::array();
  for (const double x : values) out.push_back(std::isfinite(x) ? nlohmann::json(six_digits(x)) : nlohmann::json(nullptr));
  return out;
}

nlohmann::json number_or_null(double x) { return std::isfinite(x) ? nlohmann::json(x) : nlohmann::json(nullptr); }

nlohmann::json vector3(const Eigen::Vector3d& v) { return {six_digits(v.x()), six_digits(v.y()), six_digits(v.z())}; }

nlohmann::json motion_json(const MotionScene& scene) {
  nlohmann::json j;
  j["model"] = scene.model;
  j["note"] = scene.note;
  j["gravity"] = vector3(scene.gravity);
  j["planar"] = scene.planar;
  j["bodies"] = nlohmann::json::array();
  for (const BodyShape& b : scene.bodies)
    j["bodies"].push_back({{"name", b.name},
                           {"shape", b.shape},
                           {"size", vector3(b.size)},
                           {"center", vector3(b.center)},
                           {"rotation", {b.rotation[0], b.rotation[1], b.rotation[2], b.rotation[3]}}});
  j["joints"] = nlohmann::json::array();
  for (const MotionScene::JointPoint& p : scene.joints)
    j["joints"].push_back({{"name", p.name}, {"body", p.body}, {"point", vector3(p.point)}});
  j["markers"] = scene.markers;
  j["tracks"] = nlohmann::json::array();
  for (const MotionTrack& t : scene.tracks) {
    nlohmann::json track{{"label", t.label}, {"status", t.status}, {"t", numbers(t.t)}, {"poses", numbers(t.poses)},
                         {"position_violation", numbers(t.position_violation)},
                         {"velocity_violation", numbers(t.velocity_violation)}, {"energy", numbers(t.energy)}};
    track["markers"] = nlohmann::json::array();
    for (const std::vector<double>& m : t.markers) track["markers"].push_back(numbers(m));
    j["tracks"].push_back(std::move(track));
  }
  return j;
}

}  // namespace

std::vector<const ReportRun*> pareto_front(const std::vector<ReportRun>& runs) {
  std::vector<const ReportRun*> sorted;
  for (const ReportRun& r : runs)
    if (r.measured()) sorted.push_back(&r);
  std::sort(sorted.begin(), sorted.end(), [](const ReportRun* a, const ReportRun* b) {
    return a->wall_time_s != b->wall_time_s ? a->wall_time_s < b->wall_time_s : a->error < b->error;
  });
  std::vector<const ReportRun*> front;
  for (const ReportRun* r : sorted)
    if (front.empty() || r->error < front.back()->error) front.push_back(r);
  return front;
}

const ReportRun* cheapest_at(const std::vector<ReportRun>& runs, double level) {
  const ReportRun* best = nullptr;
  for (const ReportRun& r : runs)
    if (r.measured() && r.error <= level && (!best || r.wall_time_s < best->wall_time_s)) best = &r;
  return best;
}

std::vector<const ReportRun*> featured_runs(const std::vector<ReportRun>& runs, const std::vector<double>& levels,
                                            std::size_t count) {
  std::vector<ReportRun> own;
  std::vector<const ReportRun*> origin;
  for (const ReportRun& r : runs)
    if (!r.peer) {
      own.push_back(r);
      origin.push_back(&r);
    }
  std::vector<double> order = levels;
  std::stable_sort(order.begin(), order.end(), [](double a, double b) {
    return std::abs(std::log10(a / kFocusErrorLevel)) < std::abs(std::log10(b / kFocusErrorLevel));
  });
  std::vector<const ReportRun*> chosen;
  for (const double level : order) {
    const ReportRun* best = cheapest_at(own, level);
    if (!best || chosen.size() >= count) continue;
    const ReportRun* run = origin[static_cast<std::size_t>(best - own.data())];
    if (std::find(chosen.begin(), chosen.end(), run) == chosen.end()) chosen.push_back(run);
  }
  std::sort(chosen.begin(), chosen.end(), [](const ReportRun* a, const ReportRun* b) { return a->error > b->error; });
  return chosen;
}

std::string file_name_part(const std::string& name) {
  std::string out = name;
  for (char& c : out)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' && c != '-') c = '_';
  return out.empty() ? "all" : out;
}

nlohmann::json report_json(const Report& report) {
  nlohmann::json j;
  j["title"] = report.title;
  j["subtitle"] = report.subtitle;
  j["error_label"] = report.error_label;
  j["focus_level"] = kFocusErrorLevel;
  j["groups"] = nlohmann::json::array();
  for (const ReportGroup& g : report.groups) {
    nlohmann::json group{{"name", g.name}, {"levels", report.levels}};
    group["runs"] = nlohmann::json::array();
    for (const ReportRun& r : g.runs)
      group["runs"].push_back({{"sheet", r.sheet},
                               {"family", r.family},
                               {"curve", r.curve},
                               {"pair", r.pair},
                               {"knob_name", r.knob_name},
                               {"knob", number_or_null(r.knob)},
                               {"status", r.status},
                               {"error", number_or_null(r.error)},
                               {"wall", number_or_null(r.wall_time_s)},
                               {"steps", r.steps},
                               {"violation", number_or_null(r.max_position_violation)},
                               {"drift", number_or_null(r.energy_drift)},
                               {"peer", r.peer}});
    group["facts"] = nlohmann::json::array();
    for (const auto& [name, value] : g.facts) group["facts"].push_back({name, value});
    group["motion"] = g.motion ? motion_json(*g.motion) : nlohmann::json(nullptr);
    j["groups"].push_back(std::move(group));
  }
  return j;
}

}  // namespace mbdae::cli
