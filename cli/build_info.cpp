#include "cli/build_info.hpp"

#include "mbdae/version.hpp"

namespace mbdae::cli {

std::string version_line() {
  const BuildCommit commit = build_commit();
  std::string line = std::string("mbdae ") + kVersion + " (commit ";
  if (commit.hash.empty()) return line + "unknown: not built from a git checkout)";
  return line + commit.hash + (commit.modified ? " with uncommitted changes)" : ")");
}

}  // namespace mbdae::cli
