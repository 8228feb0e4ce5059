// An empty folder of the system's temporary directory for one test's files.
#pragma once

#include <filesystem>
#include <string>

namespace mbdae::testing {

/// TMPDIR/mbdae_SUITE/NAME, emptied and created.
inline std::filesystem::path fresh_folder(const std::string& suite, const std::string& name) {
  const std::filesystem::path folder = std::filesystem::temp_directory_path() / ("mbdae_" + suite) / name;
  std::filesystem::remove_all(folder);
  std::filesystem::create_directories(folder);
  return folder;
}

}  // namespace mbdae::testing
