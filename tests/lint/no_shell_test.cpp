// No program mbdae builds starts another through a shell: every external program goes through
// run_program() (src/io/external_program.hpp), which takes an argument vector. This test reads the
// sources and fails on any call that hands a string to /bin/sh. The patterns are split so that this
// file does not match itself.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

struct Pattern {
  std::regex regex;
  const char* what;
  bool in_string_literals = false;  // matched against the literals' text too
};

/// `code` with the text of its string literals taken out ("a;b" becomes ""): a test's hostile input
/// may well spell a shell command.
std::string without_string_literals(const std::string& code) {
  static const std::regex literal(R"("(\\.|[^"\\])*")");
  return std::regex_replace(code, literal, "\"\"");
}

const std::vector<Pattern>& shell_patterns() {
  static const std::vector<Pattern> patterns{
      {std::regex(std::string(R"((std)?::sys)") + R"(tem\s*\()"), "std::system runs its argument through /bin/sh"},
      {std::regex(std::string(R"((^|[=(!,;?]|&&|\|\||return)\s*sys)") + R"(tem\s*\()"),
       "system runs its argument through /bin/sh"},
      {std::regex(std::string(R"(\bpop)") + R"(en\s*\()"), "popen runs its argument through /bin/sh"},
      {std::regex(std::string(R"(\bword)") + R"(exp\s*\()"), "wordexp expands like a shell"},
      {std::regex(std::string(R"(\bexe)") + R"(cl[pe]?\s*\()"), "use run_program() with an argument vector"},
      {std::regex(std::string(R"("(/bin/)?s)") + R"(h"\s*,\s*"-c")"), "a shell command line", true},
  };
  return patterns;
}

/// The C++ sources of every program and test the build makes.
std::vector<fs::path> sources() {
  std::vector<fs::path> files;
  for (const char* folder : {"src", "cli", "methods", "integrators", "formulations", "corrections", "tests", "peers",
                             "benchmarks", "fuzz"}) {
    const fs::path root = fs::path(MBDAE_SOURCE_DIR) / folder;
    if (!fs::exists(root)) continue;
    for (const auto& entry : fs::recursive_directory_iterator(root)) {
      const std::string extension = entry.path().extension().string();
      if (entry.is_regular_file() && (extension == ".cpp" || extension == ".hpp" || extension == ".h" ||
                                      extension == ".in"))
        files.push_back(entry.path());
    }
  }
  return files;
}

TEST(NoShell, NoSourceStartsAProgramThroughAShell) {
  const std::vector<fs::path> files = sources();
  ASSERT_GT(files.size(), 100u);  // the tree was found
  std::string findings;
  for (const fs::path& file : files) {
    std::ifstream in(file);
    int number = 0;
    for (std::string line; std::getline(in, line);) {
      ++number;
      const std::string code = line.substr(0, line.find("//"));  // comments may name them
      const std::string statements = without_string_literals(code);
      for (const Pattern& pattern : shell_patterns())
        if (std::regex_search(pattern.in_string_literals ? code : statements, pattern.regex))
          findings += fs::relative(file, MBDAE_SOURCE_DIR).string() + ":" + std::to_string(number) + ": " +
                      pattern.what + ": " + line + "\n";
    }
  }
  EXPECT_EQ(findings, "");
}

TEST(NoShell, ThePatternsCatchWhatTheyAreFor) {
  const auto caught = [](const std::string& code) {
    for (const Pattern& pattern : shell_patterns())
      if (std::regex_search(pattern.in_string_literals ? code : without_string_literals(code), pattern.regex))
        return true;
    return false;
  };
  const std::string s = "sys", p = "pop", e = "exe";
  EXPECT_TRUE(caught("  if (std::" + s + "tem(command.c_str()) != 0)"));
  EXPECT_TRUE(caught("  const int rc = " + s + "tem(line);"));
  EXPECT_TRUE(caught("  " + s + "tem(\"gnuplot x.gp\");"));
  EXPECT_TRUE(caught("  FILE* f = " + p + "en(c, \"r\");"));
  EXPECT_TRUE(caught("  " + e + "clp(\"sh\", \"sh\", nullptr);"));
  EXPECT_TRUE(caught("  run_program({\"/bin/s" "h\", \"-c\", line});"));
  // A variable called `system` is no call.
  EXPECT_FALSE(caught("  const MultibodySystem " + s + "tem(model, coordinates);"));
  EXPECT_FALSE(caught("      : " + s + "tem(load_builtin_model(\"triple_pendulum\")),"));
  EXPECT_FALSE(caught("  formulation." + s + "tem().coordinate_count();"));
  EXPECT_FALSE(caught("  const MultibodySystem& " + s + "tem() const { return system_; }"));
  EXPECT_FALSE(caught("  const std::string name = \"'; " + s + "tem('touch x'); '\";"));
}

}  // namespace
