# Writes OUTPUT, a C++ source defining mbdae::cli::build_commit(): the git commit of SOURCE_DIR that the
# build compiles, and whether tracked files differed from it outside results/ (which holds what the
# program writes, not what it is built from: regenerating results/ rewrites those files while the
# program that writes them is the commit's), or nothing when SOURCE_DIR is no git
# checkout (a source archive). Run at every build (CMakeLists.txt, target mbdae_build_commit), so that
# a commit made since CMake last ran is seen; OUTPUT is rewritten only when its text changes, so that
# an unchanged commit rebuilds nothing.
find_package(Git QUIET)
set(commit "")
set(modified false)
if(GIT_FOUND)
  execute_process(COMMAND "${GIT_EXECUTABLE}" -C "${SOURCE_DIR}" rev-parse --verify HEAD
    OUTPUT_VARIABLE commit RESULT_VARIABLE failed OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(failed OR NOT commit MATCHES "^[0-9a-f]+$")
    set(commit "")
  else()
    # --no-optional-locks: a build must not take the index lock a git command run meanwhile needs.
    execute_process(COMMAND "${GIT_EXECUTABLE}" --no-optional-locks -C "${SOURCE_DIR}" status --porcelain
      --untracked-files=no -- . ":(exclude)results" OUTPUT_VARIABLE changes RESULT_VARIABLE failed ERROR_QUIET)
    if(failed)
      set(commit "")
    elseif(NOT changes STREQUAL "")
      set(modified true)
    endif()
  endif()
endif()
set(text "// Written by cmake/build_commit.cmake at build time; not to be edited.
#include \"cli/build_info.hpp\"

namespace mbdae::cli {
BuildCommit build_commit() { return {\"${commit}\", ${modified}}; }
}  // namespace mbdae::cli
")
set(old "")
if(EXISTS "${OUTPUT}")
  file(READ "${OUTPUT}" old)
endif()
if(NOT old STREQUAL text)
  file(WRITE "${OUTPUT}" "${text}")
endif()
