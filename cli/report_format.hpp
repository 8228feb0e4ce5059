// Small helpers shared by the commands that write tables (reproduce, compare): the median of repeated
// timings, fixed-width number formats for Markdown, messages as CSV fields and CSV lines read back.
#pragma once

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <fstream>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace mbdae::cli {

/// Median of the values (the mean of the two middle ones for an even count); 0 for none.
inline double median(std::vector<double> values) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// x in scientific notation with `digits` after the point, e.g. sci(0.000123) = "1.2e-04".
inline std::string sci(double x, int digits = 1) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*e", digits, x);
  return buffer;
}

/// `word` as a POSIX shell reads it back: unchanged when it holds only characters no shell treats
/// specially, else in single quotes (a quote written '\''). For the commands the written READMEs show,
/// so that a folder named "bob's run" gives a command that can be pasted.
inline std::string shell_word(const std::string& word) {
  const bool plain = !word.empty() && std::all_of(word.begin(), word.end(), [](unsigned char c) {
    return std::isalnum(c) || std::string_view("_./=,:+-@%").find(static_cast<char>(c)) != std::string_view::npos;
  });
  if (plain) return word;
  std::string quoted = "'";
  for (const char c : word) quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return quoted + "'";
}

/// A run's message as one CSV field: between double quotes, its own double quotes made single and its
/// line breaks spaces, so that a spreadsheet and gnuplot read it as one field of one row.
inline std::string csv_quoted(std::string message) {
  std::replace(message.begin(), message.end(), '"', '\'');
  std::replace(message.begin(), message.end(), '\n', ' ');
  return '"' + message + '"';
}

/// The fields of one line of a CSV file these commands write: commas separate them except inside double
/// quotes, in which csv_quoted() writes a message (with no quote inside).
inline std::vector<std::string> csv_fields(std::string_view line) {
  std::vector<std::string> fields(1);
  bool quoted = false;
  for (const char c : line) {
    if (c == '"') quoted = !quoted;
    else if (c == ',' && !quoted) fields.emplace_back();
    else fields.back() += c;
  }
  return fields;
}

/// x with `digits` after the point, e.g. fixed(2.0/3) = "0.67".
inline std::string fixed(double x, int digits = 2) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
  return buffer;
}

/// The CPU's model name from /proc/cpuinfo ("unknown CPU" where there is none).
inline std::string cpu_model() {
  std::ifstream info("/proc/cpuinfo");
  for (std::string line; std::getline(info, line);)
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown CPU";
}

/// "CPU model, N hardware threads, Release build", for the READMEs of timed results.
inline std::string machine_description() {
  return cpu_model() + ", " + std::to_string(std::thread::hardware_concurrency()) + " hardware threads, Release build";
}

}  // namespace mbdae::cli
