// Plots drawn by gnuplot from the scripts `compare` and `reproduce` write beside their data.
//
// gnuplot runs without a shell (io/external_program.hpp) in the output folder, so the folder's name
// never enters a command line or a script; names that do enter a script (a model's, a marker's) are
// quoted by gnuplot's own rules (gnuplot_quoted).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mbdae::cli {

/// `text` as a gnuplot single-quoted string: in those gnuplot expands nothing (no backquote command
/// substitution, no backslash escapes) and a quote is written twice. A gnuplot string cannot hold a
/// line break, so control characters (newlines, tabs) become spaces: the text is a label.
std::string gnuplot_quoted(std::string_view text);

/// Runs `gnuplot SCRIPT` in `folder`. When gnuplot is missing or fails, prints one line on stderr,
/// "mbdae: warning: FOLDER/SCRIPT: gnuplot <outcome>: <its error line>; WHAT not drawn", and returns
/// false; the data files and tables are written either way. Warnings of a successful run are passed on
/// (each line prefixed "gnuplot: ") unless `quiet`.
bool draw_plots(const std::string& folder, const std::string& script, const std::string& what, bool quiet);

/// gnuplot commands that size a plot whose key lists `titles`: the key goes below the plot area, in as
/// many columns as fit `width` pixels, and the canvas is as tall as the area (`plot_height`) plus the
/// key's rows. The area so keeps its size however many curves a plot has (a key beside it took the
/// whole canvas once compare drew eighty). Writes `set terminal pngcairo noenhanced size …` and `set key …`.
std::string canvas_with_key_below(const std::vector<std::string>& titles, int width = 1400, int plot_height = 650);

/// The k-th curve's colour: ten colours that stay apart (Tableau 10), as in the HTML report.
const char* curve_colour(std::size_t k);
/// The k-th curve's colour and point type, "lc rgb '#…' pt N": the point type changes with each ten
/// curves too, so that no two of a hundred curves look alike.
std::string curve_style(std::size_t k);

}  // namespace mbdae::cli
