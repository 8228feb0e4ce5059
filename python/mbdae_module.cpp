// The Python module `mbdae` (docs/python.md): models by name, file or text, a run returning NumPy
// arrays and its summary as a dict, and `compare` returning its table's rows.
//
// A run's and a comparison's keywords are the command's flags (dt=1e-3 is --dt 1e-3, t_end is --t-end,
// True is a flag given), read by the command's own parser (cli/command_line.hpp): the same names,
// defaults, checks and messages as `mbdae run` and `mbdae compare`, and a model's own `run:` settings
// apply the same way. The arrays are the run's recorded vectors (include/mbdae/mbdae.hpp's record()),
// handed to NumPy without a copy.
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <csignal>
#include <cmath>
#include <filesystem>
#include <initializer_list>

#include "cli/command_line.hpp"
#include "cli/flag_words.hpp"
#include "core/interruption.hpp"
#include "io/model_yaml.hpp"
#include "mbdae/mbdae.hpp"
#include "mbdae/plugin.hpp"
#include "methods/registry.hpp"
#include "python_integrator.hpp"

namespace py = pybind11;

namespace mbdae::python {
namespace {

// --- Keywords as command-line flags -------------------------------------------------------------------

std::string number_text(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

/// The command's flag for a keyword: t_end → --t-end.
std::string flag_of(const py::handle& key) {
  std::string flag = "--" + key.cast<std::string>();
  std::replace(flag.begin(), flag.end(), '_', '-');
  return flag;
}

/// Keywords that are the command's own business (its files, its plug-in flag), refused with what to
/// use instead.
void refuse(const py::kwargs& keywords, std::initializer_list<const char*> names, const std::string& instead) {
  for (const char* name : names)
    if (keywords.contains(name)) throw Error(Error::Kind::usage, std::string(name) + "= is the command's; " + instead);
}

std::string value_text(const py::handle& value) {
  if (py::isinstance<py::str>(value)) return value.cast<std::string>();
  if (py::isinstance<py::int_>(value)) return std::to_string(value.cast<long long>());
  if (py::isinstance<py::float_>(value)) return number_text(value.cast<double>());
  return py::str(value).cast<std::string>();
}

/// "--flag value" for each keyword: underscores become dashes, True gives the flag alone and False
/// leaves it out, a list is a comma list (or, for the repeatable `param` and `peer_csv`, one flag per
/// item), and a dict of parameters gives `--param NAME=VALUE` per entry.
std::vector<std::string> flag_tokens(const py::kwargs& keywords) {
  std::vector<std::string> tokens;
  for (const auto& [key, value] : keywords) {
    const std::string name = key.cast<std::string>();
    const std::string flag = flag_of(key);
    if (py::isinstance<py::bool_>(value)) {
      if (value.cast<bool>()) tokens.push_back(flag);
    } else if (py::isinstance<py::dict>(value) && name == "param") {
      for (const auto& [parameter, setting] : value.cast<py::dict>()) {
        tokens.push_back(flag);
        tokens.push_back(parameter.cast<std::string>() + "=" + value_text(setting));
      }
    } else if ((py::isinstance<py::list>(value) || py::isinstance<py::tuple>(value))) {
      std::string joined;
      for (const auto& item : value) {
        if (name == "param" || name == "peer_csv") {
          tokens.push_back(flag);
          tokens.push_back(value_text(item));
        } else {
          joined += (joined.empty() ? "" : ",") + value_text(item);
        }
      }
      if (!joined.empty()) tokens.insert(tokens.end(), {flag, joined});
    } else {
      tokens.insert(tokens.end(), {flag, value_text(value)});
    }
  }
  return tokens;
}

/// Every keyword must be a flag of the subcommand: otherwise mbdae.Error naming it and listing them.
void check_keywords(const CLI::App& subcommand, const py::kwargs& keywords) {
  for (const auto& [key, value] : keywords) {
    const std::string flag = flag_of(key);
    if (subcommand.get_option_no_throw(flag) != nullptr) continue;
    std::string known;
    for (const CLI::Option* option : subcommand.get_options())
      for (std::string name : option->get_lnames())
        if (name != "help") {
          std::replace(name.begin(), name.end(), '-', '_');
          known += (known.empty() ? "" : ", ") + name;
        }
    std::string near = cli::nearest_flag(subcommand, flag);
    if (!near.empty()) {
      near = near.substr(2);
      std::replace(near.begin(), near.end(), '-', '_');
      near = "did you mean " + near + "? ";
    }
    throw Error(Error::Kind::usage, "no keyword '" + key.cast<std::string>() + "' (mbdae " + subcommand.get_name() +
                                        " has no " + flag + "); " + near + "the keywords: " + known);
  }
}

/// Parses `mbdae SUBCOMMAND MODEL tokens...` with the command's parser; a refused keyword raises
/// mbdae.Error with the parser's line.
void parse(cli::CommandLine& command, const std::string& subcommand, const std::string& model,
           const std::vector<std::string>& tokens) {
  std::vector<std::string> words = {"mbdae", subcommand, model};
  words.insert(words.end(), tokens.begin(), tokens.end());
  std::vector<const char*> argv;
  for (const std::string& word : words) argv.push_back(word.c_str());
  try {
    command.app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& e) {
    throw Error(Error::Kind::usage, e.what());
  }
  command.check();
}

ParameterSettings parameter_settings(const py::kwargs& parameters) {
  ParameterSettings settings;
  for (const auto& [name, value] : parameters) settings.push_back({name.cast<std::string>(), value_text(value)});
  return settings;
}

// --- A run's outputs as arrays -------------------------------------------------------------------------

/// The vector, moved to the heap, as a NumPy array of `shape` that owns it.
py::array_t<double> as_array(std::vector<double>&& data, std::vector<py::ssize_t> shape) {
  if (data.empty()) return py::array_t<double>(shape);
  auto* owner = new std::vector<double>(std::move(data));
  py::capsule release(owner, [](void* p) { delete static_cast<std::vector<double>*>(p); });
  std::vector<py::ssize_t> strides(shape.size(), sizeof(double));
  for (int k = static_cast<int>(shape.size()) - 2; k >= 0; --k) strides[k] = strides[k + 1] * shape[k + 1];
  return py::array_t<double>(shape, strides, owner->data(), release);
}

/// What mbdae.run returns.
struct Run {
  py::array_t<double> t, q, v, multipliers, markers, energy, position_violation, velocity_violation;
  std::vector<std::string> marker_names;
  py::dict summary;

  /// markers[:, k, :] for the marker called `name`.
  py::object marker(const std::string& name) const {
    for (std::size_t k = 0; k < marker_names.size(); ++k)
      if (marker_names[k] == name)
        return py::reinterpret_borrow<py::object>(markers)[py::make_tuple(py::slice(py::none(), py::none(), py::none()),
                                                                         static_cast<py::ssize_t>(k),
                                                                         py::slice(py::none(), py::none(), py::none()))];
    std::string names;
    for (const std::string& n : marker_names) names += (names.empty() ? "" : ", ") + n;
    throw Error(Error::Kind::usage, "no marker '" + name + "' in this run; it has " + names);
  }
};

py::dict summary_of(const RunResult& result, const RunSettings& settings) {
  const RunStatistics& s = result.statistics;
  py::dict d;
  d["status"] = s.status;
  d["message"] = cli::in_flag_words(s.message);
  d["t_reached"] = s.t_reached;
  d["wall_time_s"] = s.wall_time_s;
  d["steps"] = s.steps;
  d["rhs_evaluations"] = s.rhs_evaluations;
  d["jacobian_evaluations"] = s.jacobian_evaluations;
  d["newton_iterations"] = s.newton_iterations;
  d["error_test_failures"] = s.error_test_failures;
  d["nonlinear_failures"] = s.nonlinear_failures;
  d["max_position_violation"] = s.max_position_violation;
  d["max_velocity_violation"] = s.max_velocity_violation;
  d["energy_drift"] = s.energy_drift;
  d["initial_energy"] = s.initial_energy;
  d["work"] = s.work;
  d["coordinates"] = settings.coordinates;
  d["formulation"] = settings.formulation;
  d["integrator"] = settings.integrator;
  d["correction"] = settings.correction;
  if (settings.fixed_step()) {
    d["dt"] = settings.step;
  } else {
    d["rtol"] = settings.adaptive.rtol;
    d["atol"] = settings.adaptive.atol;
  }
  d["t_end"] = settings.t_end;
  d["output_every"] = settings.output_every;
  d["degrees_of_freedom"] = result.degrees_of_freedom;
  d["coordinate_count"] = result.coordinate_count;
  d["constraint_count"] = result.constraint_count;
  d["removed_rows"] = result.removed_rows;
  d["removed_rows_description"] = result.removed_rows_description;
  const GlobalErrorControl& control = result.global_error_control;
  if (control.used) {  // error_control="global" (methods/global_error_control.hpp)
    py::dict c;
    c["target"] = control.target;
    c["met"] = control.met;
    c["rtol"] = control.rtol;
    c["atol"] = control.atol;
    c["estimated_error"] = control.estimated ? py::object(py::float_(control.estimated_error)) : py::object(py::none());
    c["rtols_run"] = control.rtols_run;
    c["note"] = control.note;
    d["global_error_control"] = c;
  }
  return d;
}

Run run_model(const Model& model, const py::kwargs& keywords) {
  refuse(keywords, {"plugin"}, "mbdae.load_plugin(path) adds a plug-in's methods");
  refuse(keywords, {"output", "summary", "quiet", "no_error_estimate", "error_warning", "param"},
         "mbdae.run returns the arrays and the summary (model parameters: mbdae.builtin(name, **parameters))");
  cli::CommandLine command;
  check_keywords(*command.run_command, keywords);
  parse(command, "run", "triple_pendulum", flag_tokens(keywords));
  cli::RunCommandOptions options = command.parsed_run_options();
  RunSettings settings = options.settings;
  cli::apply_run_defaults(model, options.given_flags, settings);
  settings.resolve_coordinates(model);
  settings.resolve();

  // Ctrl-C between two outputs stops the run as SIGINT stops `mbdae run`; KeyboardInterrupt follows.
  std::unique_ptr<py::error_already_set> pending;
  Trajectory trajectory = record(model, settings, [&](const Sample&) {
    if (!pending && PyErr_CheckSignals() != 0) {
      pending = std::make_unique<py::error_already_set>();
      request_interruption(SIGINT);
    }
  });
  if (pending) {
    clear_interruption();
    throw std::move(*pending);
  }

  Run out;
  const auto n = static_cast<py::ssize_t>(trajectory.samples());
  const auto k = static_cast<py::ssize_t>(trajectory.marker_names.size());
  out.t = as_array(std::move(trajectory.t), {n});
  out.q = as_array(std::move(trajectory.q), {n, trajectory.coordinate_count});
  out.v = as_array(std::move(trajectory.v), {n, trajectory.coordinate_count});
  out.multipliers = as_array(std::move(trajectory.multipliers), {n, trajectory.multiplier_count});
  out.markers = as_array(std::move(trajectory.markers), {n, k, 3});
  out.energy = as_array(std::move(trajectory.energy), {n});
  out.position_violation = as_array(std::move(trajectory.position_violation), {n});
  out.velocity_violation = as_array(std::move(trajectory.velocity_violation), {n});
  out.marker_names = trajectory.marker_names;
  out.summary = summary_of(trajectory.result, settings);
  return out;
}

// --- compare ------------------------------------------------------------------------------------------

py::object number_or_none(double value) { return std::isnan(value) ? py::none() : py::object(py::float_(value)); }

py::object compare_methods(const py::object& model, const py::object& out, const py::object& frame, py::kwargs keywords) {
  std::string model_name;
  if (py::isinstance<Model>(model)) {
    const Model& m = model.cast<const Model&>();
    model_name = m.source.rfind("builtin:", 0) == 0 ? m.source.substr(8) : m.source;
    // compare loads the model again for every run: it needs a name or a file, not only the Model.
    if (m.source.rfind("builtin:", 0) != 0 && !std::filesystem::is_regular_file(m.source))
      throw Error(Error::Kind::usage, "model '" + m.name + "' has no file to compare (it came from " + m.source +
                                          "): write its YAML to a file and compare that");
    py::list parameters;
    for (const ModelParameter& p : m.parameters)
      if (!p.derived() && p.value != p.default_value) parameters.append(p.name + "=" + number_text(p.value));
    if (!parameters.empty()) keywords["param"] = parameters;
  } else {
    model_name = model.cast<std::string>();
  }
  refuse(keywords, {"plugin"}, "mbdae.load_plugin(path) adds a plug-in's methods");
  if (!keywords.contains("quiet")) keywords["quiet"] = true;

  cli::CommandLine command;
  check_keywords(*command.compare_command, keywords);
  parse(command, "compare", model_name, flag_tokens(keywords));
  cli::CompareOptions options = command.compare_options;
  options.t_end_given = command.compare_command->count("--t-end") > 0;
  options.out = out.is_none() ? std::string() : out.cast<std::string>();  // empty: a temporary folder

  py::list rows;
  for (const ComparisonRow& r : mbdae::compare(options)) {
    py::dict row;
    row["coordinates"] = r.coordinates;
    row["integrator"] = r.integrator;
    row["formulation"] = r.formulation;
    row["correction"] = r.correction;
    row["step_or_tolerance"] = r.step_or_tolerance;
    row["status"] = r.status;
    row["t_reached"] = r.t_reached;
    row["error"] = number_or_none(r.error);
    row["wall_time_s"] = r.wall_time_s;
    row["steps"] = r.steps;
    row["rhs_evaluations"] = r.rhs_evaluations;
    row["jacobian_evaluations"] = r.jacobian_evaluations;
    row["newton_iterations"] = r.newton_iterations;
    row["error_test_failures"] = r.error_test_failures;
    row["max_position_violation"] = number_or_none(r.max_position_violation);
    row["max_velocity_violation"] = number_or_none(r.max_velocity_violation);
    row["energy_drift"] = number_or_none(r.energy_drift);
    row["message"] = r.message;
    rows.append(row);
  }
  const bool want_frame =
      frame.is_none() ? !py::module_::import("importlib.util").attr("find_spec")("pandas").is_none() : frame.cast<bool>();
  if (want_frame) return py::module_::import("pandas").attr("DataFrame")(rows);
  return rows;
}

}  // namespace
}  // namespace mbdae::python

PYBIND11_MODULE(mbdae, m) {
  using namespace mbdae;
  using namespace mbdae::python;
  m.doc() = "mbdae: constrained multibody dynamics, the ways of writing and integrating its equations of motion "
            "compared (docs/python.md)";
  m.attr("__version__") = kVersion;

  static py::exception<Error> error(m, "Error");
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const Error& e) {
      error(cli::in_flag_words(e.what()).c_str());
    }
  });

  py::class_<Model>(m, "Model", "A mechanism: bodies, joints, forces and markers (docs/model-format.md)")
      .def_readonly("name", &Model::name)
      .def_readonly("description", &Model::description)
      .def_readonly("source", &Model::source, "the file it came from, or builtin:NAME")
      .def_readonly("planar", &Model::planar)
      .def_property_readonly("bodies", [](const Model& model) {
        std::vector<std::string> names;
        for (const Body& b : model.bodies) names.push_back(b.name);
        return names;
      })
      .def_property_readonly("joints", [](const Model& model) {
        std::vector<std::string> names;
        for (const Joint& j : model.joints) names.push_back(j.name);
        return names;
      })
      .def_property_readonly("markers", [](const Model& model) {
        std::vector<std::string> names;
        for (const Marker& marker : model.markers) names.push_back(marker.name);
        return names;
      })
      .def_property_readonly("parameters", [](const Model& model) {
        py::dict values;
        for (const ModelParameter& p : model.parameters) values[py::str(p.name)] = p.value;
        return values;
      }, "the values the model was built with")
      .def("__repr__", [](const Model& model) {
        return "<mbdae.Model '" + model.name + "': " + std::to_string(model.bodies.size()) + " bodies, " +
               std::to_string(model.joints.size()) + " joints, from " + model.source + ">";
      });

  py::class_<Run>(m, "Run", "A run's outputs at t0 and every output time, and its summary")
      .def_readonly("t", &Run::t, "times, s (N)")
      .def_readonly("q", &Run::q, "coordinates (N × n)")
      .def_readonly("v", &Run::v, "velocities (N × n)")
      .def_readonly("multipliers", &Run::multipliers, "Lagrange multipliers λ (N × m)")
      .def_readonly("markers", &Run::markers, "marker positions, m (N × markers × 3); body origins without markers")
      .def_readonly("marker_names", &Run::marker_names)
      .def_readonly("energy", &Run::energy, "mechanical energy, J (N)")
      .def_readonly("position_violation", &Run::position_violation, "|C| (N)")
      .def_readonly("velocity_violation", &Run::velocity_violation, "|C_q v + C_t| (N)")
      .def_readonly("summary", &Run::summary, "status, message, cost and violations, the methods as resolved")
      .def("marker", &Run::marker, py::arg("name"), "one marker's positions (N × 3)")
      .def("__repr__", [](const Run& r) {
        return "<mbdae.Run " + py::str(r.summary["status"]).cast<std::string>() + ": " +
               std::to_string(r.t.size()) + " samples to t = " + py::str(r.summary["t_reached"]).cast<std::string>() +
               " s>";
      });

  m.def("builtin", [](const std::string& name, const py::kwargs& parameters) {
    return builtin_model(name, parameter_settings(parameters));
  }, py::arg("name"), "A built-in model (mbdae.builtin_models()), parameters as keywords: builtin('spherical_chain', n=10)");
  m.def("load_model", [](const std::string& path, const py::kwargs& parameters) {
    return load_model(path, parameter_settings(parameters));
  }, py::arg("path"), "A model file (or a built-in model's name), parameters as keywords");
  m.def("model_from_yaml", [](const std::string& text, const std::string& name, const py::kwargs& parameters) {
    return parse_model_yaml(text, name, parameter_settings(parameters));
  }, py::arg("text"), py::arg("name") = "<string>", "A model from YAML text (docs/model-format.md)");
  m.def("builtin_models", &builtin_model_names, "The built-in models' names");
  m.def("register_integrator", &register_integrator, py::arg("name"), py::arg("step"), py::arg("order") = 1,
        py::arg("summary") = "",
        "Adds a fixed-step integrator whose step is step(t, dt, q, v, acceleration), moving q and v in place "
        "(acceleration(t, q, v) gives the run's q̈). For teaching: every step runs in Python (docs/python.md)");
  m.def("load_plugin", &load_plugin, py::arg("path"),
        "Loads a plug-in (a shared library built with include/mbdae/plugin.hpp): its methods join run's and "
        "compare's choices");
  m.def("methods", [] {
    py::dict names;
    names["coordinates"] = coordinates_names();
    names["formulations"] = formulation_names();
    names["integrators"] = integrator_names();
    names["corrections"] = correction_names();
    return names;
  }, "Every name run() takes for coordinates, formulation, integrator and correction");
  m.def("run", &run_model, py::arg("model"),
        "Runs a model; keywords are `mbdae run`'s flags (coordinates, formulation, integrator, correction, dt, "
        "t_end, output_every, rtol, atol, ...), defaults and the model's own run: settings as there. Returns a Run.");
  m.def("compare", &compare_methods, py::arg("model"), py::arg("out") = py::none(), py::arg("frame") = py::none(),
        "`mbdae compare` on a model (name, file or Model); keywords are its flags. Returns the table's rows as "
        "dicts, or a pandas DataFrame when pandas is installed (frame=False: rows always). out= keeps its folder.");
}
