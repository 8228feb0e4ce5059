// What the command-line tests read back of a command: its arguments as words, the folders it writes, the
// CSV tables and text files in them.
#pragma once

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "cli/report_format.hpp"

namespace mbdae::testing {

/// The words of `text`, split at spaces (no quoting: a word with a space in it needs a vector of its own).
inline std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

/// TMPDIR/mbdae_SUITE/NAME, removed (its parent created): for a command that must create it itself.
inline std::filesystem::path absent_folder(const std::string& suite, const std::string& name) {
  const std::filesystem::path folder = std::filesystem::temp_directory_path() / ("mbdae_" + suite) / name;
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder.parent_path());
  return folder;
}

/// The rows of a CSV file mbdae wrote (its header first), each split into fields (cli::csv_fields).
inline std::vector<std::vector<std::string>> csv_rows(const std::filesystem::path& path) {
  std::ifstream in(path);
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);)
    if (!line.empty()) rows.push_back(mbdae::cli::csv_fields(line));
  return rows;
}

/// The whole text of a file ("" when there is none).
inline std::string file_text(const std::filesystem::path& path) {
  std::ifstream in(path);
  return {std::istreambuf_iterator<char>(in), {}};
}

}  // namespace mbdae::testing
