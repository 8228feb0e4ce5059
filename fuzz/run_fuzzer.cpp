// libFuzzer target, end to end: a model file and the flags of `mbdae run`, run through the command's own
// entry point (cli::run_command_line) for a short horizon, with the outputs it writes read back. Where
// the other two targets only ask that bad input fail cleanly, this one also checks what a silent wrong
// result would break:
//   - the exit code is one that docs/errors.md lists for `run` (0, 2, 3, 4, 5, 6), never 70;
//   - every error is one line on stderr, "mbdae: error: ...";
//   - with status ok (exit 0): the summary says "ok", t_reached equals t_end, the CSV's last row is at
//     t_reached, and the summary's parameters are the values the model was given (its defaults, or the
//     --param values);
//   - a failed integration (exit 5) keeps a summary with status "failed" and a CSV whose last row is at
//     the summary's t_reached;
//   - every CSV written is whole: a header, then rows of as many finite numbers as the header has
//     names, at increasing times;
//   - an error before the run (exit 2, 3, 4) writes no output file.
// Anything else aborts, and libFuzzer keeps the input.
//
// An input is the flags, one per line, then a line "%%", then the model file's text. Without "%%" the
// whole input is flags and the model is the built-in triple pendulum. The fuzzer adds the model path,
// --output, --summary and --quiet itself; inputs that name an output of their own (--output, --summary,
// --report, --export-motion) are skipped (they could
// write anywhere), as are those that load a plug-in (any library on the machine) and runs longer than
// kMostSteps fixed steps or kLongestAdaptiveRun seconds of
// adaptive integration and models of more than kLargestModel bodies and joints: a fuzz input must run in
// milliseconds.
#include <fcntl.h>
#include <unistd.h>

#include <nlohmann/json.hpp>
#include <yaml-cpp/yaml.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/command_line.hpp"
#include "core/error.hpp"
#include "io/builtin_models.hpp"
#include "io/model_yaml.hpp"

namespace {

constexpr std::size_t kMostArguments = 48;
constexpr double kMostSteps = 100;
constexpr double kLongestAdaptiveRun = 0.02;  // s of simulated time
constexpr std::size_t kLargestModel = 12;

[[noreturn]] void finding(const std::string& what) {
  std::fprintf(stderr, "run fuzzer: %s\n", what.c_str());
  std::abort();
}

/// A folder of this process's own, made once and reused: the model, outputs and captured stderr.
const std::filesystem::path& scratch() {
  static const std::filesystem::path folder = [] {
    std::string pattern = (std::filesystem::temp_directory_path() / "mbdae-run-fuzz-XXXXXX").string();
    if (mkdtemp(pattern.data()) == nullptr) finding("cannot make a scratch folder");
    return std::filesystem::path(pattern);
  }();
  return folder;
}

std::string read_whole(const std::filesystem::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t begin = 0;
  while (begin < text.size()) {
    const std::size_t end = std::min(text.find('\n', begin), text.size());
    lines.push_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return lines;
}

/// The command's standard error, captured in a file for the time of one call.
class CapturedStandardError {
 public:
  explicit CapturedStandardError(const std::filesystem::path& file) : file_(file) {
    std::fflush(stderr);
    saved_ = dup(STDERR_FILENO);
    const int fd = open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (saved_ < 0 || fd < 0) finding("cannot capture standard error");
    dup2(fd, STDERR_FILENO);
    close(fd);
  }
  std::string release() {
    std::fflush(stderr);
    dup2(saved_, STDERR_FILENO);
    close(saved_);
    saved_ = -1;
    return read_whole(file_);
  }
  ~CapturedStandardError() {
    if (saved_ >= 0) release();
  }

 private:
  std::filesystem::path file_;
  int saved_ = -1;
};

/// The CSV is whole: a header, rows of as many finite numbers as names, at increasing times. Returns
/// the last row's time (NaN when there is no row).
double check_whole_csv(const std::string& text) {
  if (text.empty() || text.back() != '\n') finding("the CSV does not end with a newline: " + text.substr(0, 200));
  const std::vector<std::string> lines = split_lines(text);
  std::size_t columns = 1;
  for (char c : lines.at(0)) columns += c == ',';
  if (lines.at(0).rfind("t,", 0) != 0) finding("the CSV's header does not start with t: " + lines[0]);
  double last = std::nan("");
  for (std::size_t r = 1; r < lines.size(); ++r) {
    std::size_t count = 0, begin = 0;
    double first = 0.0;
    while (begin <= lines[r].size()) {
      const std::size_t end = std::min(lines[r].find(',', begin), lines[r].size());
      const std::string field = lines[r].substr(begin, end - begin);
      char* stop = nullptr;
      const double value = std::strtod(field.c_str(), &stop);
      if (field.empty() || *stop != '\0' || !std::isfinite(value))
        finding("CSV row " + std::to_string(r) + " holds a field that is no finite number: '" + field + "'");
      if (count == 0) first = value;
      ++count;
      begin = end + 1;
    }
    if (count != columns)
      finding("CSV row " + std::to_string(r) + " has " + std::to_string(count) + " fields, the header " +
              std::to_string(columns));
    if (r > 1 && !(first > last)) finding("CSV times do not increase at row " + std::to_string(r));
    last = first;
  }
  return last;
}

bool near(double a, double b) { return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b)); }

struct Input {
  std::vector<std::string> flags;
  std::string model_text;  // empty: the built-in triple pendulum
};

Input split_input(const std::string& text) {
  Input input;
  const std::size_t separator = text.find("\n%%\n");
  const std::string flags = separator == std::string::npos ? text : text.substr(0, separator);
  if (separator != std::string::npos) input.model_text = text.substr(separator + 4);
  for (const std::string& line : split_lines(flags))
    if (input.flags.size() < kMostArguments) input.flags.push_back(line);
  return input;
}

/// Whether the input names an output of its own or asks for a run too long for fuzzing.
bool skipped(const Input& input, const std::vector<std::string>& arguments) {
  for (const std::string& flag : input.flags)
    // --plugin would load whatever library it names; --report and --export-motion write where they say
    // (and the report starts a browser for its screenshot).
    for (const char* own : {"--output", "--summary", "-o", "--help", "-h", "--plugin", "--report", "--export-motion"})
      if (flag.rfind(own, 0) == 0) return true;
  mbdae::cli::CommandLine command_line;
  std::vector<const char*> argv;
  for (const std::string& a : arguments) argv.push_back(a.c_str());
  try {
    command_line.app.parse(static_cast<int>(argv.size()), argv.data());
    const mbdae::cli::RunCommandOptions options = command_line.parsed_run_options();
    const mbdae::Model model =
        mbdae::load_model(options.model, mbdae::cli::parameter_settings(options.parameters));
    if (model.bodies.size() + model.joints.size() > kLargestModel) return true;
    // The settings the run will use: the flags, and the model's `run:` where they are silent.
    mbdae::RunSettings s = options.settings;
    mbdae::cli::apply_run_defaults(model, options.given_flags, s);
    if (!(s.t_end <= 1e3)) return true;  // refused by the command, or too long: either way decided below
    mbdae::RunSettings resolved = s;
    resolved.resolve();
    if (resolved.fixed_step() ? !(s.t_end / s.step <= kMostSteps) : !(s.t_end <= kLongestAdaptiveRun)) return true;
  } catch (...) {
    return false;  // the command itself must refuse it, cleanly: that is checked on the real call
  }
  return false;
}

/// A plain number, the whole text: "2.5", "1e-3"; not an expression.
bool plain_number(const std::string& text, double& value) {
  char* stop = nullptr;
  value = std::strtod(text.c_str(), &stop);
  return !text.empty() && stop != text.c_str() && *stop == '\0' && std::isfinite(value);
}

/// The summary's parameters against values read independently of the model loader: each parameter
/// whose default is a plain number has that value unless a --param gives another (the last one wins).
/// Defaults that are expressions are not checked here (their values come from the expression library).
void check_parameters(const nlohmann::json& reported, const Input& input) {
  std::string text = input.model_text;
  if (text.empty())
    for (const mbdae::BuiltinModelText& m : mbdae::builtin_model_texts())
      if (std::string(m.name) == "triple_pendulum") text = m.yaml;
  YAML::Node declared;
  try {
    declared = YAML::Load(text)["parameters"];
  } catch (const YAML::Exception&) {
    finding("a model that ran does not parse as YAML");
  }
  if (!declared || !declared.IsMap()) {
    if (!reported.empty()) finding("the summary lists parameters the model does not declare");
    return;
  }
  if (reported.size() != declared.size()) finding("the summary lists other parameters than the model declares");
  for (auto it = declared.begin(); it != declared.end(); ++it) {
    const std::string name = it->first.Scalar();
    const YAML::Node value = it->second.IsMap() ? it->second["default"] : it->second;
    double expected = 0.0;
    if (!value.IsScalar() || !plain_number(value.Scalar(), expected)) continue;
    bool checked = true;
    for (std::size_t k = 0; k < input.flags.size(); ++k) {
      // --param NAME=VALUE, or --param=NAME=VALUE
      std::string assignment;
      if (input.flags[k] == "--param" && k + 1 < input.flags.size()) assignment = input.flags[k + 1];
      else if (input.flags[k].rfind("--param=", 0) == 0) assignment = input.flags[k].substr(8);
      if (assignment.rfind(name + "=", 0) != 0) continue;
      double given = 0.0;
      checked = plain_number(assignment.substr(name.size() + 1), given);
      expected = given;
    }
    if (!checked) continue;
    if (!reported.contains(name) || !reported[name].is_number() || reported[name].get<double>() != expected)
      finding("the summary's parameter " + name + " is " + (reported.contains(name) ? reported[name].dump() : "missing") +
              ", the model's value is " + std::to_string(expected));
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const Input input = split_input(std::string(reinterpret_cast<const char*>(data), size));
  const std::filesystem::path folder = scratch();
  const std::filesystem::path model = folder / "model.yaml", csv = folder / "run.csv",
                              summary = folder / "summary.json", errors = folder / "stderr.txt";
  std::error_code ignored;
  std::filesystem::remove(csv, ignored);
  std::filesystem::remove(summary, ignored);
  if (!input.model_text.empty()) {
    std::ofstream(model, std::ios::binary | std::ios::trunc) << input.model_text;
  }
  std::vector<std::string> arguments{"mbdae", "run", input.model_text.empty() ? "triple_pendulum" : model.string(),
                                     "--output", csv.string(), "--summary", summary.string(), "--quiet"};
  arguments.insert(arguments.end(), input.flags.begin(), input.flags.end());
  if (skipped(input, arguments)) return -1;  // not added to the corpus

  std::vector<const char*> argv;
  for (const std::string& a : arguments) argv.push_back(a.c_str());
  CapturedStandardError captured(errors);
  const int code = mbdae::cli::run_command_line(static_cast<int>(argv.size()), argv.data());
  const std::string message = captured.release();

  const bool has_csv = std::filesystem::exists(csv), has_summary = std::filesystem::exists(summary);
  switch (code) {
    case 0:
    case 5: {
      if (!has_summary) finding("exit " + std::to_string(code) + " without a summary");
      nlohmann::json j;
      try {
        j = nlohmann::json::parse(read_whole(summary));
      } catch (const std::exception& e) {
        finding(std::string("the summary is not JSON: ") + e.what());
      }
      const std::string status = j.at("status").get<std::string>();
      const double t_reached = j.at("t_reached").get<double>(), t_end = j.at("t_end").get<double>();
      if (code == 0) {
        if (status != "ok") finding("exit 0 with status " + status);
        if (!near(t_reached, t_end))
          finding("status ok but t_reached " + std::to_string(t_reached) + " != t_end " + std::to_string(t_end));
      } else if (status != "failed") {
        finding("exit 5 with status " + status);
      }
      if (has_csv && !near(check_whole_csv(read_whole(csv)), t_reached))
        finding("the CSV's last row is not at t_reached");
      if (code == 0 && !has_csv) finding("exit 0 without the CSV");
      check_parameters(j.at("parameters"), input);
      if (code == 5 && (message.rfind("mbdae: error: ", 0) != 0 || split_lines(message).size() != 1))
        finding("a failed run's error is not one line: " + message);
      break;
    }
    case 2:
    case 3:
    case 4:
    case 6:
      if (code != 6 && (has_csv || has_summary)) finding("exit " + std::to_string(code) + " wrote an output file");
      // Usage errors found by the flag parser print its usage hint; every other error is one line.
      if (message.rfind("mbdae: error: ", 0) == 0 && split_lines(message).size() != 1)
        finding("an error of more than one line: " + message);
      if (code != 2 && message.rfind("mbdae: error: ", 0) != 0) finding("an error without its prefix: " + message);
      break;
    default:
      finding("exit code " + std::to_string(code) + ": " + message);
  }
  return 0;
}
