// `mbdae reproduce flexible`: the flexible bodies of paper 004 (finite elements in a floating frame of
// reference; docs/methods.md, "Flexible bodies in a floating frame") on the two benchmark models:
//   - the flexible slider-crank: the connecting rod's midpoint transverse deflection over the model's
//     0.1 s for several meshes and mode counts, against a converged fine mesh, and every applicable
//     pair on the default model (compare's table, in pairs/);
//   - the flexible pendulum: a modal-count study of the tip over its 2 s swing, against the fine mesh;
//   - paper 004's forms of the equations of motion — Lagrange's (af), Maggi's (nullspace), Gibbs–Appell's
//     (gibbs-appell) and Hamilton's (hamilton) — with RK4 and AB4 on the same steps, on the
//     flexible slider-crank and on the triple pendulum: the same motion, and what each costs (forms_*/).
// Paper 004 is a review with no example or number: the models, the meshes and the study are mbdae's
// (docs/models.md). Every number in the folder is written by this command in this run.
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>
#include <tuple>

#include "cli/build_info.hpp"
#include "cli/commands.hpp"
#include "cli/plots.hpp"
#include "cli/progress_bar.hpp"
#include "cli/report_format.hpp"
#include "cli/report_motion.hpp"
#include "cli/reproduce_report.hpp"
#include "core/interruption.hpp"
#include "flexible/elastic_body.hpp"
#include "io/builtin_models.hpp"
#include "io/output_file.hpp"

namespace mbdae::cli {
namespace {

/// One discretization of a model's flexible body: its beam elements, its reduction and the modes kept
/// (docs/model-format.md, "Flexible bodies"). Craig–Bampton keeps the nodes where the joints attach
/// (the two ends) with the fixed-interface modes.
struct Mesh {
  int elements;
  ElasticReduction reduction;
  int modes;  // modes and craig_bampton
};
constexpr ElasticReduction kModes = ElasticReduction::modes, kNodal = ElasticReduction::nodal,
                           kCraigBampton = ElasticReduction::craig_bampton;

/// A study: one model, one marker on its flexible body, the meshes to run and the fine one they are
/// measured against (the last).
struct Study {
  const char* model;
  const char* marker;
  const char* what;  // the marker's deflection, in words
  double t_end;
  double output_every;
  std::vector<Mesh> meshes;  // the last is the reference
};

/// The slider-crank: the model's own reduction (free-interface pinned–pinned modes) at the default 8
/// elements and finer, every nodal coordinate of 8 elements, and Craig–Bampton with the two pins as
/// interface; the reference is Craig–Bampton on 48 elements with 32 modes, the finest that converged
/// (the rows above it say how far the next-finest are).
Study slider_crank_study(bool quick) {
  Study s{"flexible_slider_crank", "middle", "the rod's midpoint transverse deflection against its chord",
          quick ? 0.02 : 0.1, 1e-4,
          {{8, kModes, 1}, {8, kModes, 2}, {8, kModes, 4}, {8, kModes, 8}, {16, kModes, 8}, {32, kModes, 16},
           {8, kNodal, 0}, {8, kCraigBampton, 4}, {16, kCraigBampton, 8}, {32, kCraigBampton, 16},
           {32, kCraigBampton, 24}, {48, kCraigBampton, 32}}};
  if (quick) s.meshes = {{8, kModes, 1}, {8, kModes, 2}, {8, kModes, 4}, {16, kCraigBampton, 8}};
  return s;
}
/// The pendulum's beam has no joint but its clamped root, the frame: its modes are already
/// Craig–Bampton's (no interface node), so the study varies the modes and the mesh.
Study pendulum_study(bool quick) {
  Study s{"flexible_pendulum", "tip", "the tip's deflection in the beam's root frame", quick ? 0.5 : 2.0, 2e-3,
          {{8, kModes, 1}, {8, kModes, 2}, {8, kModes, 4}, {8, kModes, 8}, {16, kModes, 8}, {32, kModes, 16}}};
  if (quick) s.meshes = {{8, kModes, 1}, {8, kModes, 2}, {8, kModes, 4}, {16, kModes, 8}};
  return s;
}

/// Every mesh runs with IDA on the stabilized index-2 residual at a tolerance far below the
/// differences measured: the stiff elastic modes cost it nothing in stability, and the check run at a
/// ten times tighter rtol (below) says how far the reference itself is from its own limit. atol stays:
/// below some 1e-12 the noise of the differenced Newton matrix (flexible bodies have no analytic one)
/// stops IDA's corrector from converging on the elastic coordinates.
constexpr double kRtol = 1e-9, kAtol = 1e-12;

struct Sample {
  double t;
  double deflection;       // m, the marker's displacement normal to the beam axis, in the body frame
  Eigen::Vector3d point;   // m, the marker in the ground frame
};

struct MeshRun {
  Mesh mesh;
  double rtol = kRtol;
  int elastic_coordinates = 0;
  double lowest_frequency = 0.0, highest_frequency = 0.0;  // rad/s, of the kept modes
  RunResult run;
  std::vector<Sample> samples;
  double deflection_gap = NAN;  // m, largest |deflection − reference's| over the run
  double point_gap = NAN;       // m, largest distance of the marker from the reference's
  double peak_deflection = 0.0;
};

/// The built-in model with its one flexible body meshed and reduced as `mesh` says.
/// Every study run's method: IDA on the GGL residual in planar natural coordinates.
RunSettings study_settings(double t_end, double output_every, double rtol) {
  RunSettings s;
  s.coordinates = "planar-nacf";
  s.integrator = "ida";
  s.formulation = "ggl";
  s.adaptive.rtol = rtol;
  s.adaptive.atol = kAtol;
  s.t_end = t_end;
  s.output_every = output_every;
  return s;
}

Model study_model(const Study& study, const Mesh& mesh) {
  Model model = load_builtin_model(
      study.model, {{"elements", std::to_string(mesh.elements)}, {"modes", std::to_string(std::max(mesh.modes, 1))}});
  if (model.flexible_bodies.size() != 1)
    throw Error(Error::Kind::model, model.name + ": the study needs exactly one flexible body");
  FlexibleBody& flexible = model.flexible_bodies.front();
  if (flexible.beam.reduction != mesh.reduction) {
    flexible.beam.reduction = mesh.reduction;
    flexible.beam.mode_count = mesh.reduction == kNodal ? 0 : mesh.modes;
    flexible.beam.interface_nodes.clear();
    if (mesh.reduction == kCraigBampton) flexible.beam.interface_nodes = {0, mesh.elements};
    flexible.elastic = std::make_shared<const ElasticBody>(make_elastic_body(flexible.beam));
  }
  return model;
}

int marker_index(const Model& model, const std::string& name) {
  for (int m = 0; m < static_cast<int>(model.markers.size()); ++m)
    if (model.markers[m].name == name) return m;
  throw Error(Error::Kind::model, model.name + " has no marker '" + name + "'");
}

MeshRun run_mesh(const Study& study, const Mesh& mesh, double rtol) {
  const Model model = study_model(study, mesh);
  const int marker = marker_index(model, study.marker);
  const Marker& m = model.markers[marker];
  if (model.flexible_bodies[0].body != m.body)
    throw Error(Error::Kind::model, model.name + ": the study needs its marker on the flexible body");
  MeshRun r;
  r.mesh = mesh;
  r.rtol = rtol;
  const ElasticBody& elastic = *model.flexible_bodies[0].elastic;
  r.elastic_coordinates = elastic.coordinate_count();
  if (elastic.frequencies.size() > 0) {
    r.lowest_frequency = elastic.frequencies.minCoeff();
    r.highest_frequency = elastic.frequencies.maxCoeff();
  }
  r.run = run_simulation(model, study_settings(study.t_end, study.output_every, rtol),
                         [&](const EquationsOfMotion& system, double t, const Eigen::VectorXd& q, const Eigen::VectorXd&,
                             const Eigen::VectorXd&) {
                           const Eigen::Vector3d p = system.marker_position(marker, q);
                           const Eigen::Vector3d local =
                               system.body_rotation(m.body, q).transpose() * (p - system.body_origin(m.body, q));
                           r.samples.push_back({t, local.y() - m.point.y(), p});
                         });
  for (const Sample& s : r.samples) r.peak_deflection = std::max(r.peak_deflection, std::abs(s.deflection));
  return r;
}

/// Fills the run's gaps against `reference` (same output times; NaN when the run has fewer samples).
void measure_against(MeshRun& run, const MeshRun& reference) {
  if (run.samples.size() < reference.samples.size()) {
    run.deflection_gap = run.point_gap = NAN;
    return;
  }
  run.deflection_gap = run.point_gap = 0.0;
  for (std::size_t k = 0; k < reference.samples.size(); ++k) {
    run.deflection_gap =
        std::max(run.deflection_gap, std::abs(run.samples[k].deflection - reference.samples[k].deflection));
    run.point_gap = std::max(run.point_gap, (run.samples[k].point - reference.samples[k].point).norm());
  }
}

std::string reduction_label(const Mesh& mesh) {
  switch (mesh.reduction) {
    case kNodal: return "nodal";
    case kCraigBampton: return "Craig-Bampton, " + std::to_string(mesh.modes) + " modes";
    default: return std::to_string(mesh.modes) + (mesh.modes == 1 ? " mode" : " modes");
  }
}
std::string mesh_label(const Mesh& mesh) { return std::to_string(mesh.elements) + " elements, " + reduction_label(mesh); }
std::string reduction_word(const Mesh& mesh) {
  return mesh.reduction == kNodal ? "nodal" : mesh.reduction == kCraigBampton ? "craig_bampton" : "modes";
}
std::string mesh_file(const Study& study, const Mesh& mesh) {
  return std::string(study.model) + "_e" + std::to_string(mesh.elements) + "_" +
         (mesh.reduction == kNodal ? std::string("nodal")
                                   : (mesh.reduction == kCraigBampton ? "cb" : "m") + std::to_string(mesh.modes)) +
         ".csv";
}

/// t, deflection (m), its gap to the reference's at the same time (m; empty past the reference's end),
/// marker x and y (m).
void write_samples(const std::string& path, const std::vector<Sample>& samples, const std::vector<Sample>& reference) {
  std::ostringstream out;
  out << "t,deflection,deflection_gap,x,y\n";
  out.precision(12);
  for (std::size_t k = 0; k < samples.size(); ++k) {
    const Sample& s = samples[k];
    out << s.t << ',' << s.deflection << ',';
    if (k < reference.size()) out << s.deflection - reference[k].deflection;
    out << ',' << s.point.x() << ',' << s.point.y() << '\n';
  }
  write_file_atomically(path, out.str());
}

/// The table of one study, Markdown.
std::string study_table(const Study& study, const std::vector<MeshRun>& runs, const MeshRun& check) {
  std::ostringstream t;
  const MeshRun& reference = runs.back();
  t << "| mesh | elastic coordinates | kept modes (rad/s) | largest deflection (m) | largest deflection gap to "
       "the reference (m) | largest " << study.marker << " distance from the reference (m) | IDA steps | wall time (s) |\n"
       "|---|---|---|---|---|---|---|---|\n";
  for (const MeshRun& r : runs) {
    const bool is_reference = &r == &reference;
    t << "| " << mesh_label(r.mesh) << (is_reference ? " (reference)" : "") << " | " << r.elastic_coordinates << " | "
      << sci(r.lowest_frequency, 2) << " … " << sci(r.highest_frequency, 2) << " | " << sci(r.peak_deflection, 3) << " | "
      << (is_reference ? "—" : sci(r.deflection_gap)) << " | " << (is_reference ? "—" : sci(r.point_gap)) << " | "
      << r.run.statistics.steps << " | " << fixed(r.run.statistics.wall_time_s, 2) << " |\n";
  }
  t << "\nThe reference run again at rtol = " << sci(check.rtol, 0) << " (atol " << sci(kAtol, 0)
    << "): its deflection moves by " << sci(check.deflection_gap) << " m and the marker by " << sci(check.point_gap)
    << " m, the reference's own integration error.\n";
  return t.str();
}

std::string status_problem(const Study& study, const MeshRun& r) {
  if (r.run.statistics.status == "ok") return {};
  return std::string(study.model) + " with " + mesh_label(r.mesh) + ": " + r.run.statistics.status + ": " +
         r.run.statistics.message;
}

/// Deflection against time: the reference as a line, the default mesh and the coarser mode counts; below,
/// each one's gap to the reference, which the upper panel cannot show where the curves coincide.
std::string gnuplot_script(const Study& crank, const Study& pendulum) {
  std::ostringstream gp;
  gp << "# The flexible bodies' deflections (written by mbdae reproduce flexible).\n"
        "set datafile separator ','\nset datafile columnheaders\nset grid\nset key outside right\n"
        "set terminal pngcairo size 1200,820 font ',10' noenhanced\n";
  auto figure = [&](const Study& study, const std::string& png, const std::string& title) {
    std::vector<const Mesh*> shown;
    for (const Mesh& mesh : study.meshes)
      if (mesh.elements == 8 && (mesh.reduction != kModes || mesh.modes <= 4)) shown.push_back(&mesh);
    const Mesh& reference = study.meshes.back();
    // Both panels share the time axis: fixed margins keep them aligned whatever their keys' widths.
    gp << "set output " << gnuplot_quoted(png) << "\nset multiplot layout 2,1 title " << gnuplot_quoted(title)
       << "\nset lmargin at screen 0.08\nset rmargin at screen 0.70\nunset logscale y\nset format y '%g'"
          "\nset format x ''\nunset xlabel\nset ylabel 'deflection (mm)'\nplot ";
    gp << gnuplot_quoted(mesh_file(study, reference)) << " using 1:($2*1000) with lines lw 2.5 lc rgb '#888888' title "
       << gnuplot_quoted(mesh_label(reference) + " (reference)");
    for (std::size_t k = 0; k < shown.size(); ++k)
      gp << ", \\\n     " << gnuplot_quoted(mesh_file(study, *shown[k])) << " using 1:($2*1000) with lines lt " << k + 1
         << " lw 1.2 title " << gnuplot_quoted(mesh_label(*shown[k]));
    // |gap| on a log scale: the discretizations' gaps differ by orders of magnitude and would hide each
    // other on a linear one.
    gp << "\nset format x '%g'\nset xlabel 't (s)'\nset logscale y\nset format y '%.0e'"
          "\nset ylabel '|deflection - reference| (um)'\nplot ";
    for (std::size_t k = 0; k < shown.size(); ++k)
      gp << (k == 0 ? "" : ", \\\n     ") << gnuplot_quoted(mesh_file(study, *shown[k]))
         << " using 1:($3 == 0 ? NaN : abs($3)*1e6) with lines lt " << k + 1 << " lw 1 title "
         << gnuplot_quoted(mesh_label(*shown[k]));
    gp << "\nunset multiplot\n";
  };
  figure(crank, "slider_crank_deflection.png",
         "flexible slider-crank: the rod's midpoint transverse deflection (crank at 150 rad/s, steel rod 0.30 m, 8 mm x 8 mm)");
  figure(pendulum, "pendulum_modes.png",
         "flexible pendulum: the tip's deflection in the root frame (aluminium beam 1 m, released horizontal)");
  return gp.str();
}

/// A compare.csv read row by row, its columns found by name.
class CompareCsv {
 public:
  explicit CompareCsv(const std::string& path) : path_(path), in_(path) {
    std::string line;
    if (std::getline(in_, line)) header_ = csv_fields(line);
  }
  bool empty() const { return header_.empty(); }
  std::size_t column(const char* name) const {
    const auto it = std::find(header_.begin(), header_.end(), name);
    if (it == header_.end()) throw Error(Error::Kind::io, path_ + ": no column '" + name + "'");
    return static_cast<std::size_t>(it - header_.begin());
  }
  /// The next row with a field for every column; false at the end.
  bool next(std::vector<std::string>& fields) {
    for (std::string line; std::getline(in_, line);) {
      fields = csv_fields(line);
      if (fields.size() == header_.size()) return true;
    }
    return false;
  }

 private:
  std::string path_;
  std::ifstream in_;
  std::vector<std::string> header_;
};

/// The pairs compare ran on the default slider-crank: per status how many, and per integrator the
/// cheapest run within 1e-6 m of compare's reference (or, if none is, the most accurate).
std::string pairs_summary(const std::string& csv_path) {
  CompareCsv csv(csv_path);
  if (csv.empty()) return "(no compare.csv)\n";
  const std::size_t coordinates = csv.column("coordinates"), integrator = csv.column("integrator"),
                    formulation = csv.column("formulation"), correction = csv.column("correction"),
                    knob = csv.column("rtol_or_dt"), status = csv.column("status"), error = csv.column("error"),
                    wall = csv.column("wall_time_median_s"), message = csv.column("message");
  std::map<std::string, int> by_status, failed_by_integrator;
  struct Best {
    std::vector<std::string> row;
    bool within = false;
  };
  std::map<std::string, Best> best;
  std::vector<std::string> failures;
  for (std::vector<std::string> f; csv.next(f);) {
    ++by_status[f[status]];
    if (f[status] == "failed") ++failed_by_integrator[f[integrator]];
    if (f[status] == "failed" && failures.size() < 6)
      failures.push_back(f[coordinates] + " " + f[integrator] + " " + f[formulation] + " " + f[correction] + " at " +
                         f[knob] + ": " + f[message]);
    if (f[status] != "ok" || f[error].empty()) continue;
    const bool within = std::stod(f[error]) <= 1e-6;
    Best& b = best[f[integrator]];
    const bool better = b.row.empty() || (within && !b.within) ||
                        (within == b.within && (within ? std::stod(f[wall]) < std::stod(b.row[wall])
                                                       : std::stod(f[error]) < std::stod(b.row[error])));
    if (better) b = {f, within};
  }
  std::ostringstream s;
  s << "Runs by status:";
  for (const auto& [name, count] : by_status) s << ' ' << name << ' ' << count << ';';
  s << "\n\n| integrator | cheapest within 1e-6 m (else the most accurate) | dt or rtol | error (m) | wall time (s) |\n"
       "|---|---|---|---|---|\n";
  for (const auto& [name, b] : best)
    s << "| " << name << " | " << b.row[coordinates] << ' ' << b.row[formulation] << ' ' << b.row[correction]
      << (b.within ? "" : " (none within)") << " | " << b.row[knob] << " | " << b.row[error] << " | " << b.row[wall]
      << " |\n";
  if (!failed_by_integrator.empty()) {
    s << "\nFailed runs by integrator:";
    for (const auto& [name, count] : failed_by_integrator) s << ' ' << name << ' ' << count << ';';
    s << '\n';
  }
  if (!failures.empty()) {
    s << "\nSome of the failed runs, as compare.csv words them:\n\n";
    for (const std::string& f : failures) s << "- " << f << '\n';
  }
  return s.str();
}

/// Paper 004's forms, by the formulation that writes each (docs/methods.md).
const char* form_name(const std::string& formulation) {
  if (formulation == "af") return "Lagrange";
  if (formulation == "nullspace") return "Maggi";
  if (formulation == "gibbs-appell") return "Gibbs–Appell";
  if (formulation == "hamilton") return "Hamilton";
  return "?";
}

/// The forms on one model: compare restricted to the four formulations, RK4 and AB4 without a correction
/// (the form alone), the global coordinates that describe the model.
struct FormsStudy {
  const char* model;
  const char* coordinates;
  double t_end;
  std::vector<double> steps;
  double reference_step;
};

const char* kForms = "af,nullspace,gibbs-appell,hamilton";

/// One row per coordinates × form × integrator: the error at each step, the observed order between the two
/// finest, and the wall time at the finest against Lagrange's with the same coordinates and integrator.
std::string forms_table(const std::string& csv_path, const std::vector<double>& steps) {
  CompareCsv csv(csv_path);
  if (csv.empty()) return "(no compare.csv)\n";
  const std::size_t coordinates = csv.column("coordinates"), integrator = csv.column("integrator"),
                    formulation = csv.column("formulation"), knob = csv.column("rtol_or_dt"),
                    status = csv.column("status"), error = csv.column("error"), wall = csv.column("wall_time_median_s");
  struct Cell {
    std::string status, error;
    double wall = NAN;
  };
  using Key = std::tuple<std::string, std::string, std::string>;  // coordinates, integrator, formulation
  std::map<Key, std::map<double, Cell>> cells;
  std::vector<Key> order;
  for (std::vector<std::string> f; csv.next(f);) {
    const Key key{f[coordinates], f[integrator], f[formulation]};
    if (!cells.count(key)) order.push_back(key);
    cells[key][std::stod(f[knob])] = {f[status], f[error], f[wall].empty() ? NAN : std::stod(f[wall])};
  }
  const double finest = steps.back(), next = steps.size() > 1 ? steps[steps.size() - 2] : NAN;
  std::ostringstream s;
  s << "| coordinates | integrator | form (`--formulation`) |";
  for (double h : steps) s << " error at " << h << " s (m) |";
  s << " order | wall time at " << finest << " s (s) | / Lagrange's |\n|---|---|---|";
  for (std::size_t k = 0; k < steps.size() + 3; ++k) s << "---|";
  s << '\n';
  for (const Key& key : order) {
    const auto& [coords, integ, form] = key;
    const auto& row = cells[key];
    s << "| " << coords << " | " << integ << " | " << form_name(form) << " (`" << form << "`) |";
    for (double h : steps) {
      const auto it = row.find(h);
      s << ' ' << (it == row.end() ? "" : it->second.status == "ok" ? it->second.error : it->second.status) << " |";
    }
    const auto fine = row.find(finest), coarse = row.find(next);
    if (fine != row.end() && coarse != row.end() && fine->second.status == "ok" && coarse->second.status == "ok" &&
        !fine->second.error.empty() && !coarse->second.error.empty())
      s << ' ' << fixed(std::log2(std::stod(coarse->second.error) / std::stod(fine->second.error)), 1) << " |";
    else
      s << "  |";
    const auto lagrange = cells.find(Key{coords, integ, "af"});
    const double own = fine != row.end() ? fine->second.wall : NAN;
    double base = NAN;
    if (lagrange != cells.end())
      if (const auto it = lagrange->second.find(finest); it != lagrange->second.end()) base = it->second.wall;
    s << ' ' << (std::isfinite(own) ? sci(own, 2) : "") << " | "
      << (std::isfinite(own) && std::isfinite(base) && base > 0 ? fixed(own / base, 2) : "") << " |\n";
  }
  return s.str();
}

}  // namespace

int reproduce_flexible(const ReproduceOptions& options) {
  require_no_file_at(options.out);  // refused now, not after the runs
  auto interrupted = [&] {
    std::fprintf(stderr, "mbdae: interrupted by %s; %s left unchanged\n", interruption_name(), options.out.c_str());
    return 128 + interruption_signal();
  };
  const bool quick = options.short_ladders;
  const Study crank = slider_crank_study(quick), pendulum = pendulum_study(quick);

  RunProgress progress(!options.quiet, static_cast<int>(crank.meshes.size() + pendulum.meshes.size() + 2));
  struct StudyResult {
    const Study* study;
    std::vector<MeshRun> runs;
    MeshRun check;  // the reference at a ten times tighter tolerance
  };
  std::vector<StudyResult> results;
  for (const Study* study : {&crank, &pendulum}) {
    StudyResult& result = results.emplace_back();
    result.study = study;
    for (const Mesh& mesh : study->meshes) {
      progress.running(std::string(study->model) + ", " + mesh_label(mesh));
      result.runs.push_back(run_mesh(*study, mesh, kRtol));
      if (interruption_requested()) return interrupted();
      if (const std::string problem = status_problem(*study, result.runs.back()); !problem.empty())
        throw Error(Error::Kind::numerical, problem);
    }
    progress.running(std::string(study->model) + ", the reference at a tighter tolerance");
    result.check = run_mesh(*study, study->meshes.back(), kRtol / 10);
    if (interruption_requested()) return interrupted();
    if (const std::string problem = status_problem(*study, result.check); !problem.empty())
      throw Error(Error::Kind::numerical, problem);
    for (MeshRun& run : result.runs) measure_against(run, result.runs.back());
    measure_against(result.check, result.runs.back());
  }
  progress.finish();

  create_output_folder(options.out);
  const std::string out = options.out + "/";
  std::ostringstream csv;
  csv << "model,elements,reduction,modes,elastic_coordinates,lowest_mode_rad_s,highest_mode_rad_s,rtol,status,steps,"
         "wall_time_s,peak_deflection_m,deflection_gap_m,marker_gap_m\n";
  csv.precision(8);
  for (const StudyResult& result : results) {
    std::vector<const MeshRun*> rows;
    for (const MeshRun& r : result.runs) rows.push_back(&r);
    rows.push_back(&result.check);
    for (const MeshRun* r : rows)
      csv << result.study->model << ',' << r->mesh.elements << ',' << reduction_word(r->mesh) << ',' << r->mesh.modes
          << ',' << r->elastic_coordinates
          << ',' << r->lowest_frequency << ',' << r->highest_frequency << ',' << r->rtol << ',' << r->run.statistics.status
          << ',' << r->run.statistics.steps << ',' << r->run.statistics.wall_time_s << ',' << r->peak_deflection << ','
          << r->deflection_gap << ',' << r->point_gap << '\n';
    for (const MeshRun& r : result.runs)
      write_samples(out + mesh_file(*result.study, r.mesh), r.samples, result.runs.back().samples);
  }
  write_file_atomically(out + "meshes.csv", csv.str());
  write_file_atomically(out + "figures.gp", gnuplot_script(crank, pendulum));
  draw_plots(options.out, "figures.gp", "figures", options.quiet);

  // Every applicable pair on the default slider-crank, against compare's RK4 reference at 10 µs on the
  // same mesh: the integration error alone (the mesh's is in the table above).
  CompareOptions pairs;
  pairs.model = crank.model;
  pairs.out = out + "pairs";
  pairs.t_end = crank.t_end;
  pairs.t_end_given = true;
  pairs.check_time = crank.t_end;
  pairs.output_every = 1e-3;
  pairs.reference_step = 1e-5;
  pairs.marker = crank.marker;
  pairs.repetitions = 1;
  pairs.steps = quick ? std::vector<double>{5e-5} : std::vector<double>{1e-4, 5e-5, 2e-5};
  pairs.tolerances = quick ? std::vector<double>{1e-6} : std::vector<double>{1e-4, 1e-6, 1e-8};
  pairs.run_time_limit = 30.0;
  pairs.report = options.report;
  pairs.screenshot = options.screenshot;
  pairs.quiet = options.quiet;
  const int pairs_status = compare(pairs);
  if (pairs_status != 0) return pairs_status;
  if (interruption_requested()) return interrupted();

  // Paper 004's forms on the same models, the same integrators and the same steps (AB4 is stable on the
  // flexible rod from 20 µs down; forms_table's order needs two steps).
  const std::vector<FormsStudy> forms_studies = {
      {"flexible_slider_crank", "planar-nacf,planar-xytheta", crank.t_end,
       quick ? std::vector<double>{2e-5, 1e-5} : std::vector<double>{2e-5, 1e-5, 5e-6}, 1.25e-6},
      // (the pendulum's slowest motion takes RK4 at 1 ms to round-off over seconds: coarser steps show the order)
      {"triple_pendulum", "nacf,rpcf-ep", quick ? 0.5 : 2.0,
       quick ? std::vector<double>{1e-2, 5e-3} : std::vector<double>{1e-2, 5e-3, 2.5e-3}, 2.5e-4},
  };
  std::ostringstream forms_tables;
  for (const FormsStudy& study : forms_studies) {
    CompareOptions forms;
    forms.model = study.model;
    forms.out = out + "forms_" + study.model;
    forms.t_end = study.t_end;
    forms.t_end_given = true;
    forms.check_time = study.t_end;
    forms.output_every = std::string(study.model) == crank.model ? 1e-3 : 0.01;
    forms.reference_step = study.reference_step;
    if (std::string(study.model) == crank.model) forms.marker = crank.marker;
    forms.coordinates = study.coordinates;
    forms.integrators = "rk4,ab4";
    forms.formulations = kForms;
    forms.corrections = "none";
    forms.steps = study.steps;
    forms.repetitions = quick ? 1 : 3;
    forms.report = false;
    forms.quiet = options.quiet;
    const int forms_status = compare(forms);
    if (forms_status != 0) return forms_status;
    if (interruption_requested()) return interrupted();
    forms_tables << "### " << study.model << " (`forms_" << study.model << "/`)\n\n"
                 << forms_table(forms.out + "/compare.csv", study.steps) << '\n';
  }

  // The report: the mesh studies as work-precision points (error: the deflection gap to the reference;
  // the knob: the number of elastic coordinates), and the slider-crank moving with two meshes.
  Report report;
  report.title = "Flexible bodies (paper 004): meshes and modes against a fine mesh";
  report.subtitle = "build/release/mbdae reproduce flexible (" + version_line() + ")";
  report.error_label = "largest deflection gap to the fine mesh (m)";
  for (const StudyResult& result : results) {
    ReportGroup& group = report.groups.emplace_back();
    group.name = result.study->model;
    for (const MeshRun& r : result.runs) {
      if (&r == &result.runs.back()) continue;
      group.runs.push_back(report_run(reduction_word(r.mesh), std::to_string(r.mesh.elements) + " elements",
                                      mesh_label(r.mesh), "elastic coordinates", r.elastic_coordinates, r.run.statistics,
                                      r.deflection_gap, r.run.statistics.wall_time_s));
    }
  }
  if (options.report) {
    // One scene per mesh would double the page; the default mesh moves, the reference's numbers are above.
    const Mesh& shown = crank.meshes[2];
    report.groups.front().motion =
        recorded_scene(study_model(crank, shown), {{mesh_label(shown), study_settings(crank.t_end, 1e-3, kRtol)}},
                       "The default rod (8 elements, 4 modes), IDA on the stabilized index-2 residual, run again (untimed).",
                       options.quiet);
  }
  const std::string report_section = write_reproduce_report(options, report);

  const std::string crank_table = study_table(crank, results[0].runs, results[0].check);
  const std::string pendulum_table = study_table(pendulum, results[1].runs, results[1].check);
  std::ostringstream readme;
  readme << "# Flexible bodies (paper 004): meshes, modes and pairs\n\n"
         << "Generated by\n\n```\nbuild/release/mbdae reproduce flexible --out " << shell_word(options.out)
         << (quick ? " --short" : "") << "\n```\n\n"
         << "Program: " << version_line() << ". Machine: " << machine_description()
         << ". Wall times were measured on a machine shared with other jobs; compare them within one table only.\n\n"
         << "Paper 004 (Vlase, Marin & Iuliu) reviews the floating frame of reference and the forms of the equations "
            "of motion; it has no element, example or number. The beam elements, the models and the studies here are "
            "mbdae's (docs/methods.md, \"Flexible bodies in a floating frame\"; docs/models.md). Every mesh runs in "
            "planar natural coordinates with IDA on the stabilized index-2 residual (GGL) at rtol = "
         << sci(kRtol, 0) << ", atol = " << sci(kAtol, 0)
         << ", whose error is measured by running the reference again ten times tighter. Each mesh's deflection "
            "is written every "
         << crank.output_every << " s (slider-crank) and " << pendulum.output_every
         << " s (pendulum) to `MODEL_eELEMENTS_mMODES.csv` (t, deflection, its gap to the reference's, the marker's x "
            "and y); `meshes.csv` has every number of the tables; "
            "`figures.gp` draws the figures.\n\n"
         << "## The flexible slider-crank: " << crank.what << "\n\n"
         << "Rigid crank of 0.15 m at 150 rad/s, steel connecting rod of 0.30 m and 8 mm × 8 mm (E = 2e11 Pa, "
            "ρ = 7870 kg/m³) pinned to it and to a sliding block of 0.033 kg; no gravity; everything undeformed at "
            "t = 0 (the top dead centre). The rod's frame is pinned: its x axis is the chord through the two pins, "
            "so the deflection is the midpoint's distance from the chord. Over "
         << crank.t_end
         << " s. The model's own reduction keeps the rod's lowest free-interface modes (`modes`); `nodal` keeps every "
            "nodal coordinate; Craig–Bampton (`craig_bampton`) keeps the two pins' nodal coordinates with the modes of "
            "the rod held there. The reference is Craig–Bampton on the finest mesh; the rows just above it say how far "
            "the next-finest discretizations are from it. The deflection converges with the bending modes; the "
            "midpoint's distance from the reference, mostly along the rod, comes from the undamped axial vibration "
            "that the undeformed start sets off (above 2e4 rad/s: hundreds of periods in 0.1 s), which a "
            "discretization keeps in phase with the reference's only as closely as it gets that vibration's "
            "frequency, the block's mass on the rod's end included.\n\n"
         << crank_table << "\n![deflection](slider_crank_deflection.png)\n\n"
         << "## The flexible pendulum: the number of modes\n\n"
         << "Aluminium beam of 1 m, 5 mm × 20 mm, hinged at one end and released horizontal under gravity; the "
            "frame is clamped to the root, the deflection is " << pendulum.what << ". Over " << pendulum.t_end
         << " s.\n\n"
         << pendulum_table << "\n![modes](pendulum_modes.png)\n\n"
         << "## Every applicable pair on the default slider-crank\n\n"
         << "`pairs/` is `mbdae compare flexible_slider_crank` over " << crank.t_end
         << " s with the rod's midpoint as the marker, against RK4 at 10 µs on the same mesh (8 elements, 4 modes): "
            "the integration error alone, the mesh's being the tables' above. `pairs/README.md` has its command and "
            "the table of every run (error, wall time, steps, violations, energy drift), `pairs/compare.csv` the "
            "same with the reason of each failure, and the work-precision plots are beside them.\n\n"
         << pairs_summary(out + "pairs/compare.csv") << '\n'
         << "## Paper 004's forms of the equations of motion\n\n"
         << "Paper 004 writes the same motion four ways — Lagrange's equations, Maggi's (in independent velocities), "
            "Gibbs–Appell's (from the acceleration energy, here in each body's quasi-velocities) and Hamilton's "
            "canonical equations (in the coordinates and their momenta) — and compares their derivation, not their "
            "cost. Here each is a formulation (`af`, `nullspace`, `gibbs-appell`, `hamilton`; docs/methods.md), run "
            "with RK4 and AB4 without a correction on the same steps against compare's reference (RK4 with af at "
            "a smaller step): the errors fall together at the integrators' order, so the forms give the same motion; "
            "the wall times say what each costs per step. Hamilton's velocities satisfy the velocity constraints "
            "at every step by construction (`max_velocity_violation` in each folder's compare.csv). Each folder's "
            "README has compare's command and full table.\n\n"
         << forms_tables.str() << report_section;
  write_file_atomically(out + "README.md", readme.str());
  if (!options.quiet) std::printf("%s\n%s", crank_table.c_str(), pendulum_table.c_str());
  return 0;
}

}  // namespace mbdae::cli
