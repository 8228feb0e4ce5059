// What a result says about the program that wrote it: mbdae's version (mbdae/version.hpp, from
// CMakeLists.txt) and the git commit it was built from (cmake/build_commit.cmake, at build time).
#pragma once

#include <string>

namespace mbdae::cli {

struct BuildCommit {
  std::string hash;       // the commit's full hash; empty when the sources were no git checkout
  bool modified = false;  // tracked files differed from the commit when the program was built
};

/// The commit the program was built from (defined in the source cmake/build_commit.cmake writes).
BuildCommit build_commit();

/// What `mbdae --version` prints and every README of compare and reproduce states:
/// "mbdae 0.1.0 (commit 0123…cdef)", "mbdae 0.1.0 (commit 0123…cdef with uncommitted changes)" (to the
/// sources: changes under results/ do not count, cmake/build_commit.cmake), or
/// "mbdae 0.1.0 (commit unknown: not built from a git checkout)".
std::string version_line();

}  // namespace mbdae::cli
