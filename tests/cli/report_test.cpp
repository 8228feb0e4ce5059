// The report's parts on constructed inputs: the Pareto front and the cheapest run at an error level,
// which runs a report shows moving, the box a body's inertia gives, the motion a run records, the page's
// text (data that cannot close its script), and the PNG plots' scripts (names printed literally).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "cli/report_data.hpp"
#include "cli/report_html.hpp"
#include "cli/report_motion.hpp"
#include "cli/report_plots.hpp"
#include "io/builtin_models.hpp"
#include "support/scratch_folder.hpp"

namespace mbdae::cli {
namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

ReportRun run(const std::string& pair, double error, double wall, const std::string& status = "ok") {
  ReportRun r;
  r.family = pair.substr(0, pair.find(' '));
  r.curve = pair.substr(pair.find(' ') + 1);
  r.pair = pair;
  r.knob = 1e-3;
  r.error = error;
  r.wall_time_s = wall;
  r.status = status;
  return r;
}

std::vector<std::string> pairs(const std::vector<const ReportRun*>& runs) {
  std::vector<std::string> out;
  for (const ReportRun* r : runs) out.push_back(r->pair);
  return out;
}

// Cost and error of five runs, drawn by hand: b is dearer and worse than a, e failed.
//   a (0.1 s, 1e-4)   b (0.2 s, 2e-4)   c (0.3 s, 1e-6)   d (0.5 s, 1e-8)   e (0.05 s, failed)
std::vector<ReportRun> five_runs() {
  return {run("rk4 a", 1e-4, 0.1), run("rk4 b", 2e-4, 0.2), run("ida c", 1e-6, 0.3), run("ida d", 1e-8, 0.5),
          run("ab4 e", 1e-9, 0.05, "failed")};
}

TEST(ReportData, ParetoFrontKeepsTheRunsNoOtherBeatsCheapestFirst) {
  const std::vector<ReportRun> runs = five_runs();
  EXPECT_EQ(pairs(pareto_front(runs)), (std::vector<std::string>{"rk4 a", "ida c", "ida d"}));
}

TEST(ReportData, CheapestAtALevelIsTheFastestRunThatReachesIt) {
  const std::vector<ReportRun> runs = five_runs();
  EXPECT_EQ(cheapest_at(runs, 1e-3)->pair, "rk4 a");
  EXPECT_EQ(cheapest_at(runs, 1e-4)->pair, "rk4 a");  // at most the level
  EXPECT_EQ(cheapest_at(runs, 1e-5)->pair, "ida c");
  EXPECT_EQ(cheapest_at(runs, 1e-7)->pair, "ida d");
  EXPECT_EQ(cheapest_at(runs, 1e-9), nullptr);  // only the failed run claims it
}

TEST(ReportData, FeaturedRunsStartNearTheFocusLevelLeaveOutPeersAndEndMostAccurate) {
  std::vector<ReportRun> runs = five_runs();
  ReportRun peer = run("Simbody RK", 1e-7, 0.01);
  peer.peer = true;
  runs.push_back(peer);
  // Levels 1e-4 .. 1e-9: nearest 1e-6 first, so with room for two, c (1e-6, 1e-5) and d (1e-7, 1e-8), not a.
  EXPECT_EQ(pairs(featured_runs(runs, {1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9}, 2)),
            (std::vector<std::string>{"ida c", "ida d"}));
  EXPECT_EQ(pairs(featured_runs(runs, {1e-4, 1e-5, 1e-6, 1e-7, 1e-8, 1e-9}, 4)),
            (std::vector<std::string>{"rk4 a", "ida c", "ida d"}));
}

TEST(ReportData, FileNamePartKeepsOnlySafeCharacters) {
  EXPECT_EQ(file_name_part("nacf"), "nacf");
  EXPECT_EQ(file_name_part("arkode-erk[DORMAND_PRINCE_7_4_5] a/b"), "arkode-erk_DORMAND_PRINCE_7_4_5__a_b");
  EXPECT_EQ(file_name_part(""), "all");
}

TEST(EquivalentBox, GivesBackTheBoxWhoseInertiaItIs) {
  // A 1 × 2 × 3 m box of 12 kg: I_x = m (b² + c²) / 12 = 13, I_y = 10, I_z = 5.
  RigidBodyInertia inertia;
  inertia.mass = 12.0;
  inertia.center_of_mass = {0.5, 0.0, 0.0};
  inertia.inertia_about_com = Eigen::Vector3d(13.0, 10.0, 5.0).asDiagonal();
  const BodyShape box = equivalent_box("b", inertia);
  // Along the principal axes, which the rotation takes to the body's: the sides in the body's axes.
  const Eigen::Quaterniond q(box.rotation[0], box.rotation[1], box.rotation[2], box.rotation[3]);
  const Eigen::Vector3d sides = (q.toRotationMatrix() * box.size).cwiseAbs();
  EXPECT_NEAR(sides.x(), 1.0, 1e-12);
  EXPECT_NEAR(sides.y(), 2.0, 1e-12);
  EXPECT_NEAR(sides.z(), 3.0, 1e-12);
  EXPECT_EQ(box.center, inertia.center_of_mass);
}

TEST(EquivalentBox, APointMassStillShows) {
  RigidBodyInertia inertia;
  inertia.mass = 1.0;
  inertia.inertia_about_com = Eigen::Vector3d(1e-30, 1e-30, 1e-30).asDiagonal();
  const BodyShape box = equivalent_box("bob", inertia);
  EXPECT_GT(box.size.minCoeff(), 0.0);
}

TEST(MechanismScene, APointMassAndABallAreBallsAndARodKeepsItsBox) {
  const Model pendulum = load_builtin_model("simple_pendulum");  // a point mass on a massless rod
  const MotionScene scene = mechanism_scene(pendulum);
  ASSERT_EQ(scene.bodies.size(), 1u);
  EXPECT_EQ(scene.bodies[0].shape, "sphere");
  EXPECT_GT(scene.bodies[0].size.x(), 0.02);  // of a 1 m pendulum: visible
  // A body of equal moments is the uniform ball of that inertia: I = 2/5 m r².
  const Model sphere = load_builtin_model("sphere_pendulum");
  const MotionScene ball = mechanism_scene(sphere);
  EXPECT_EQ(ball.bodies[0].shape, "sphere");
  const double radius = ball.bodies[0].size.x() / 2;
  EXPECT_NEAR(0.4 * sphere.bodies[0].inertia.mass * radius * radius, sphere.bodies[0].inertia.inertia_about_com(0, 0),
              1e-12 * sphere.bodies[0].inertia.inertia_about_com(0, 0));
  const MotionScene links = mechanism_scene(load_builtin_model("triple_pendulum"));
  for (const BodyShape& b : links.bodies) EXPECT_EQ(b.shape, "box") << b.name;
  EXPECT_EQ(links.joints.size(), load_builtin_model("triple_pendulum").joints.size());
}

TEST(MotionRecording, ThinsTheOutputsAndKeepsTheLast) {
  const Model model = load_builtin_model("triple_pendulum");
  RunSettings s;
  s.integrator = "rk4";
  s.step = 1e-3;
  s.t_end = 0.1;
  s.output_every = 0.01;  // 11 outputs: t = 0, 0.01, ..., 0.1
  ASSERT_EQ(motion_stride(s, 4), 3);
  const MotionTrack track = record_motion(model, s, "rk4", 4);
  // Every third output (0, 0.03, 0.06, 0.09), then the last one, which the stride skipped.
  ASSERT_EQ(track.t.size(), 5u);
  EXPECT_NEAR(track.t[1], 0.03, 1e-12);
  EXPECT_NEAR(track.t.back(), 0.1, 1e-12);
  EXPECT_EQ(track.status, "ok");
  EXPECT_EQ(track.poses.size(), 5u * model.bodies.size() * 7);
  ASSERT_EQ(track.markers.size(), model.markers.size());
  EXPECT_EQ(track.markers[0].size(), 5u * 3);
  for (std::size_t f = 0; f < track.t.size(); ++f) {
    const double* p = &track.poses[(f * model.bodies.size()) * 7];
    EXPECT_NEAR(Eigen::Vector4d(p[3], p[4], p[5], p[6]).norm(), 1.0, 1e-12);  // unit quaternions
    EXPECT_NEAR(track.energy[f], track.energy[0], 1e-4);                       // a conservative pendulum
    EXPECT_LT(track.position_violation[f], 1e-8);
  }
  // The first body starts where the model puts it.
  EXPECT_NEAR((Eigen::Vector3d(track.poses[0], track.poses[1], track.poses[2]) - model.bodies[0].initial_position).norm(),
              0.0, 1e-9);
}

TEST(MotionRecording, FrameBudgetShrinksWithTheMechanism) {
  EXPECT_EQ(motion_frame_budget(3, 1), 500);
  EXPECT_EQ(motion_frame_budget(1000, 4), 50);
  EXPECT_LT(motion_frame_budget(100, 4), motion_frame_budget(10, 4));
}

Report small_report(const std::string& title) {
  Report report;
  report.title = title;
  report.error_label = "error (m)";
  ReportGroup& group = report.groups.emplace_back();
  group.name = "g";
  group.runs = five_runs();
  return report;
}

/// The text between `<script type="application/json" id="mbdae-data">` and the next `</script>`.
std::string data_of(const std::string& page) {
  const std::string start = "<script type=\"application/json\" id=\"mbdae-data\">";
  const std::size_t from = page.find(start) + start.size();
  return page.substr(from, page.find("</script>", from) - from);
}

TEST(ReportHtml, DataThatLooksLikeMarkupCannotCloseItsScript) {
  const std::string hostile = "</script><script>alert(1)</script> & <!--";
  Report report = small_report(hostile);
  report.groups[0].runs[0].pair = hostile;
  const std::string page = report_html(report);
  // The data element ends where the JSON ends, and reads back as what was written.
  const nlohmann::json data = nlohmann::json::parse(data_of(page));
  EXPECT_EQ(data, report_json(report));
  EXPECT_EQ(data["groups"][0]["runs"][0]["pair"], hostile);
  // In the title the markup is text.
  EXPECT_NE(page.find("<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;!--</title>"),
            std::string::npos);
  EXPECT_EQ(page.find("<script>alert(1)"), std::string::npos);
}

TEST(ReportHtml, IsOneFileWithItsScriptsInside) {
  const std::string page = report_html(small_report("t"));
  EXPECT_EQ(page.find("<script src"), std::string::npos);  // nothing to fetch
  EXPECT_EQ(page.find("<link"), std::string::npos);
  EXPECT_NE(page.find("Plotly"), std::string::npos);
  EXPECT_NE(page.find("WebGLRenderer"), std::string::npos);  // three.js, bundled
  EXPECT_GT(page.size(), 500000u);
}

TEST(ReportJson, NanIsNullAndTheMotionKeepsSixDigits) {
  Report report = small_report("t");
  report.groups[0].runs[1].error = NAN;
  MotionScene scene;
  MotionTrack track;
  track.t = {0.0, 0.123456789};
  track.energy = {1.0 / 3.0, 2.0 / 3.0};
  track.position_violation = {0.0, 1e-15};
  track.velocity_violation = {0.0, 0.0};
  scene.tracks.push_back(track);
  report.groups[0].motion = scene;
  const nlohmann::json j = report_json(report);
  EXPECT_TRUE(j["groups"][0]["runs"][1]["error"].is_null());
  EXPECT_EQ(j["groups"][0]["motion"]["tracks"][0]["t"][1].get<double>(), 0.123457);
  EXPECT_EQ(j["groups"][0]["motion"]["tracks"][0]["energy"][0].get<double>(), 0.333333);
}

TEST(ReportHtml, ScreenshotTakesTheReportsNameWithPng) {
  EXPECT_EQ(report_screenshot_path("out/report.html"), "out/report.png");
  EXPECT_EQ(report_screenshot_path("pendulum"), "pendulum.png");
}

std::string read(const fs::path& path) {
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

TEST(ReportPlots, ParetoFrontSmallMultiplesAndLiteralNames) {
  const fs::path folder = testing::fresh_folder("report_test", "plots");
  Report report = small_report("Comparison");
  for (ReportRun& r : report.groups[0].runs) r.sheet = "nacf";
  report.groups[0].runs[2].family = "arkode-erk[DORMAND_PRINCE_7_4_5]";
  ReportRun peer = run("Simbody RungeKuttaMerson", 3e-5, 0.04);
  peer.peer = true;
  report.groups[0].runs.push_back(peer);
  ::testing::internal::CaptureStderr();
  const std::vector<std::string> pngs = write_report_plots(folder.string(), report, true);
  const std::string messages = ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(pngs, (std::vector<std::string>{"pareto_g.png", "families_g_nacf.png"}));
  for (const std::string& png : pngs) {
    ASSERT_TRUE(fs::exists(folder / png)) << png << ": " << messages;
    EXPECT_GT(fs::file_size(folder / png), 5000u) << png;
  }
  // The front, cheapest first: the peer (0.04 s, 3e-5) beats a (0.1 s, 1e-4); then c and d.
  const std::string pareto = read(folder / "pareto_g.dat");
  const std::string front = pareto.substr(pareto.find("\n\n\n") + 3);
  EXPECT_EQ(front.substr(0, front.find("\n\n\n")),
            "0.04 3e-05 \"Simbody RungeKuttaMerson dt=0.001\"\n0.3 1e-06 \"ida c dt=0.001\"\n"
            "0.5 1e-08 \"ida d dt=0.001\"");
  // The cheapest at each level, labelled in the plot with the levels only and named in full in the key: the
  // peer at 1e-4, c at 1e-5 and 1e-6, d at 1e-7 and 1e-8; none reaches 1e-9 (e failed).
  EXPECT_NE(pareto.find("0.04 3e-05 \"1e-04\" \"cheapest at 1e-04: Simbody RungeKuttaMerson dt=0.001\"\n"
                        "0.3 1e-06 \"1e-05, 1e-06\" \"cheapest at 1e-05, 1e-06: ida c dt=0.001\"\n"
                        "0.5 1e-08 \"1e-07, 1e-08\" \"cheapest at 1e-07, 1e-08: ida d dt=0.001\"\n"),
            std::string::npos)
      << pareto;
  const std::string script = read(folder / "report_plots.gp");
  const std::string front_script = script.substr(0, script.find("set multiplot"));
  for (const char* entry : {"title 'cheapest at 1e-04: Simbody RungeKuttaMerson dt=0.001'",
                            "title 'cheapest at 1e-05, 1e-06: ida c dt=0.001'",
                            "title 'cheapest at 1e-07, 1e-08: ida d dt=0.001'",
                            "title 'other program: Simbody RungeKuttaMerson'", "set key below"})
    EXPECT_NE(front_script.find(entry), std::string::npos) << entry << " not in\n" << front_script;
  // Only the levels are written in the plot area (column 3 of the cheapest runs' block): names there
  // overlapped wherever runs crowd.
  EXPECT_EQ(front_script.find("with labels"), front_script.rfind("with labels")) << front_script;
  EXPECT_NE(front_script.find("using 1:2:3 with labels"), std::string::npos) << front_script;
  // Names print as they are: every terminal of the script has gnuplot's enhanced text off.
  std::istringstream lines(script);
  int terminals = 0;
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("set terminal", 0) == 0) {
      ++terminals;
      EXPECT_NE(line.find("noenhanced"), std::string::npos) << line;
    }
  EXPECT_GE(terminals, 2);
  EXPECT_NE(script.find("set title 'arkode-erk[DORMAND_PRINCE_7_4_5]'"), std::string::npos);
  // One panel per family: rk4, arkode-erk[...], ida (for d), ab4 has no measured run; and the key's.
  EXPECT_NE(script.find("set multiplot layout 2,2"), std::string::npos);
}

// The small multiples' curves are told apart by one key: a formulation and correction must then look the
// same in every panel that draws it, and the key must name each once, in that look.
TEST(ReportPlots, ACurveLooksTheSameInEveryPanelAndTheKeyNamesItOnce) {
  const fs::path folder = testing::fresh_folder("report_test", "families_key");
  Report report;
  report.title = "t";
  report.error_label = "error (m)";
  ReportGroup& group = report.groups.emplace_back();
  group.name = "g";
  // Each panel meets the two curves in the other order.
  group.runs = {run("rk4 af rgcp", 1e-4, 0.1), run("rk4 af rgcp", 1e-6, 0.2), run("rk4 uke none", 1e-5, 0.1),
                run("ida uke none", 1e-5, 0.3), run("ida af rgcp", 1e-7, 0.4)};
  for (ReportRun& r : group.runs) r.sheet = "nacf";
  ReportRun peer = run("simbody rk-merson", 3e-5, 0.04);
  peer.peer = true;
  group.runs.push_back(peer);
  ::testing::internal::CaptureStderr();
  const std::vector<std::string> pngs = write_report_plots(folder.string(), report, true);
  const std::string messages = ::testing::internal::GetCapturedStderr();
  ASSERT_TRUE(fs::exists(folder / "families_g_nacf.png")) << messages;
  EXPECT_GT(fs::file_size(folder / "families_g_nacf.png"), 5000u);

  // The data's blocks in order, each headed by its pair: block index -> curve name.
  std::vector<std::string> block_curve;
  std::istringstream data(read(folder / "families_g_nacf.dat"));
  for (std::string line; std::getline(data, line);)
    if (line.rfind("# ", 0) == 0) block_curve.push_back(line.substr(line.find(' ', 2) + 1));
  ASSERT_EQ(block_curve.size(), 5u);  // rk4 ×2, ida ×2, the peer

  const std::string script = read(folder / "report_plots.gp");
  const std::string sheet = script.substr(script.find("set multiplot"), script.find("unset multiplot") -
                                                                             script.find("set multiplot"));
  auto style_in = [](const std::string& clause) {
    const std::size_t from = clause.find("lc rgb");
    return clause.substr(from, clause.find(" ps ", from) - from);
  };
  std::map<std::string, std::set<std::string>> styles;  // curve -> the styles it is drawn in
  std::map<std::string, int> in_key;                     // title -> entries in the key panel
  std::map<std::string, std::string> key_style;
  std::istringstream lines(sheet);
  int panel_curves = 0;
  for (std::string line; std::getline(lines, line);) {
    const std::size_t index = line.find(" index ");
    if (index != std::string::npos && line.find("with linespoints lw 1.5") != std::string::npos) {
      ++panel_curves;
      EXPECT_NE(line.find("notitle"), std::string::npos) << line;  // named in the key panel only
      styles[block_curve.at(std::stoul(line.substr(index + 7)))].insert(style_in(line));
    }
    const std::size_t title = line.find(" title '");
    if (line.find("-1 with linespoints") != std::string::npos && title != std::string::npos) {
      const std::string name = line.substr(title + 8, line.rfind('\'') - title - 8);
      ++in_key[name];
      key_style[name] = style_in(line);
    }
  }
  EXPECT_EQ(panel_curves, 4);
  ASSERT_EQ(styles.size(), 2u);
  for (const auto& [curve, drawn] : styles) {
    EXPECT_EQ(drawn.size(), 1u) << curve << " is drawn in " << drawn.size() << " styles";
    EXPECT_EQ(in_key[curve], 1) << curve;
    EXPECT_EQ(key_style[curve], *drawn.begin()) << curve;
  }
  EXPECT_NE(*styles["af rgcp"].begin(), *styles["uke none"].begin());
  EXPECT_EQ(in_key["simbody rk-merson"], 1);
  EXPECT_EQ(in_key.size(), 3u);
  // Two panels and the key's.
  EXPECT_NE(sheet.find("set multiplot layout 2,2"), std::string::npos) << sheet;
  // gnuplot keeps a key's settings from plot to plot: the Pareto plot's key below, in a few rows, laid the
  // key panel's entries out across the whole sheet until the panel set its own place and rows.
  const std::size_t key = sheet.rfind("set key");
  const std::string key_line = sheet.substr(key, sheet.find('\n', key) - key);
  EXPECT_LT(script.find("set key below"), script.find("set multiplot"));
  for (const char* setting : {" inside ", " maxrows auto"})
    EXPECT_NE(key_line.find(setting), std::string::npos) << setting << " not in " << key_line;
}

TEST(ReportPlots, TimeSeriesOfTheMotionsRuns) {
  const fs::path folder = testing::fresh_folder("report_test", "time_series");
  Report report;
  report.title = "run";
  ReportGroup& group = report.groups.emplace_back();
  group.name = "g";
  MotionScene scene;
  MotionTrack track;
  track.label = "rk4 af direct";
  track.t = {0.0, 0.5, 1.0};
  track.position_violation = {0.0, 1e-12, 2e-12};
  track.velocity_violation = {0.0, 1e-11, 1e-11};
  track.energy = {5.0, 5.5, 4.0};
  scene.tracks.push_back(track);
  group.motion = scene;
  ::testing::internal::CaptureStderr();
  const std::vector<std::string> pngs = write_report_plots(folder.string(), report, true);
  ::testing::internal::GetCapturedStderr();
  EXPECT_EQ(pngs, (std::vector<std::string>{"time_series_g.png"}));
  EXPECT_TRUE(fs::exists(folder / "time_series_g.png"));
  // |E − E0| beside the violations.
  EXPECT_NE(read(folder / "time_series_g.dat").find("0.5 1e-12 1e-11 0.5\n1 2e-12 1e-11 1\n"), std::string::npos);
}

// gnuplot stops a script at a plot with nothing to draw, and the plots after it are lost: a track with no
// violation at all (an open chain in joint coordinates) and runs that reach no error level still draw.
TEST(ReportPlots, NothingToDrawInAPanelStopsNoPlot) {
  const fs::path folder = testing::fresh_folder("report_test", "empty_panels");
  Report report;
  report.title = "t";
  ReportGroup& group = report.groups.emplace_back();
  group.name = "g";
  group.runs = {run("rk4 a", 1e-2, 0.1), run("rk4 b", 1e-3, 0.2)};  // none at 1e-4 or below
  MotionScene scene;
  for (const double violation : {0.0, 1e-12}) {
    MotionTrack track;
    track.label = violation > 0 ? "with loops" : "open chain";
    track.t = {0.0, 1.0};
    track.position_violation = {0.0, violation};
    track.velocity_violation = {0.0, 0.0};
    track.energy = {1.0, 1.0};  // and no energy drift at all
    scene.tracks.push_back(track);
  }
  group.motion = scene;
  ::testing::internal::CaptureStderr();
  const std::vector<std::string> pngs = write_report_plots(folder.string(), report, true);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(), "");  // no "report plots not drawn"
  for (const std::string& png : pngs) EXPECT_TRUE(fs::exists(folder / png)) << png;
  EXPECT_EQ(pngs.size(), 3u);  // the front, the families, the time series
}

}  // namespace MBDAE_UNITY_ID
}  // namespace mbdae::cli
