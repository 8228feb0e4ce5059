#include "cli/plots.hpp"

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <vector>

#include "io/external_program.hpp"

namespace mbdae::cli {
namespace {

std::vector<std::string> nonblank_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find_first_not_of(" \t\r^") != std::string::npos) lines.push_back(line);
  return lines;
}

/// gnuplot writes the offending command, a caret line, then `"SCRIPT" line N: message`; the located
/// line says the most, the last line otherwise.
std::string error_line(const std::string& standard_error) {
  const std::vector<std::string> lines = nonblank_lines(standard_error);
  for (auto line = lines.rbegin(); line != lines.rend(); ++line)
    if (line->find("\" line ") != std::string::npos) return *line;
  return lines.empty() ? "no error output" : lines.back();
}

}  // namespace

const char* curve_colour(std::size_t k) {
  static constexpr const char* kPalette[] = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
                                             "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"};
  return kPalette[k % 10];
}

std::string curve_style(std::size_t k) {
  static constexpr int kPointTypes[] = {7, 5, 9, 11, 13, 1, 2, 3, 6, 4};
  return std::string("lc rgb '") + curve_colour(k) + "' pt " + std::to_string(kPointTypes[(k / 10 + k) % 10]);
}

std::string gnuplot_quoted(std::string_view text) {
  std::string quoted = "'";
  for (const char c : text) {
    if (c == '\'')
      quoted += "''";
    else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
      quoted += ' ';
    else
      quoted += c;
  }
  return quoted + "'";
}

bool draw_plots(const std::string& folder, const std::string& script, const std::string& what, bool quiet) {
  ProgramOptions options;
  options.working_directory = folder;
  const ProgramRun run = run_program({"gnuplot", script}, options);
  const std::string where = (std::filesystem::path(folder) / script).string();
  if (!run.started) {
    std::fprintf(stderr, "mbdae: warning: %s: gnuplot %s (install gnuplot to draw them); %s not drawn\n",
                 where.c_str(), run.outcome().c_str(), what.c_str());
    return false;
  }
  if (!run.succeeded()) {
    std::fprintf(stderr, "mbdae: warning: %s: gnuplot failed (%s): %s; %s not drawn\n", where.c_str(),
                 run.outcome().c_str(), error_line(run.standard_error).c_str(), what.c_str());
    return false;
  }
  if (!quiet)
    for (const std::string& line : nonblank_lines(run.standard_error)) std::fprintf(stderr, "gnuplot: %s\n", line.c_str());
  return true;
}

}  // namespace mbdae::cli
