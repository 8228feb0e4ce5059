#include "cli/plots.hpp"

#include <algorithm>
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

std::string canvas_with_key_below(const std::vector<std::string>& titles, int width, int plot_height) {
  // pngcairo at font size 8: about 6 px per character (measured on compare's names) and 60 px for an
  // entry's sample line and the gap to the next column; 13 px per row, and two rows' space ("height 2")
  // between the x axis' label and the key. The margins take 100 px of the width and the title and the
  // x axis' labels 100 px of the height. Names print as they are (noenhanced: DORMAND_PRINCE_7_4_5, not
  // subscripts); a new `set terminal` would otherwise turn enhanced text back on.
  std::size_t longest = 1;
  for (const std::string& title : titles) longest = std::max(longest, title.size());
  const int column_width = static_cast<int>(6.3 * static_cast<double>(longest)) + 60;
  const int columns = std::max(1, (width - 100) / column_width);
  const int entries = std::max<int>(1, static_cast<int>(titles.size()));
  const int rows = (entries + columns - 1) / columns;
  const int height = plot_height + 100 + 13 * (rows + 2) + 20;
  std::ostringstream out;
  out << "set terminal pngcairo noenhanced size " << width << ',' << height << " font ',9'\n"
      << "set key below vertical maxrows " << rows << " height 2 font ',8'\n";
  return out.str();
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
