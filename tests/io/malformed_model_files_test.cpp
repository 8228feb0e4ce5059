// Every file in tests/data/models/malformed/ is a model with one mistake, and its second line says
// the one-line error mbdae must give for it: `# expect: {file}:LINE: ...`, with {file} standing for
// the path and {number} for a number the test cannot know beforehand (a residual after Newton's
// iterations). The file is loaded and, when it loads, assembled, as `mbdae run FILE` would do; the
// message must match word for word, and the error must be mbdae's own (never another exception).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "coordinates/coordinate_type.hpp"
#include "io/model_yaml.hpp"
#include "system/assembly.hpp"
#include "system/multibody_system.hpp"
#include "methods/registry.hpp"

namespace mbdae {
namespace MBDAE_UNITY_ID {

const std::filesystem::path kMalformedFolder = std::filesystem::path(MBDAE_SOURCE_DIR) / "tests/data/models/malformed";

std::vector<std::string> malformed_files() {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(kMalformedFolder))
    if (entry.path().extension() == ".yaml") names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

/// The expected message from the file's `# expect:` line, with {file} replaced by `path`.
std::string expected_message(const std::string& path) {
  std::ifstream in(path);
  std::string line;
  const std::string tag = "# expect: ";
  while (std::getline(in, line))
    if (line.rfind(tag, 0) == 0) {
      std::string message = line.substr(tag.size());
      const auto at = message.find("{file}");
      if (at != std::string::npos) message.replace(at, 6, path);
      return message;
    }
  return {};
}

/// Whether `message` is `expected` word for word, each {number} standing for one number.
bool matches(const std::string& message, const std::string& expected) {
  static const std::regex special(R"([.^$|()\[\]{}*+?\\])");
  const std::string placeholder = "{number}";
  std::string pattern;
  std::size_t from = 0;
  for (std::size_t at; (at = expected.find(placeholder, from)) != std::string::npos; from = at + placeholder.size())
    pattern += std::regex_replace(expected.substr(from, at - from), special, R"(\$&)") + "[-+0-9.e]+";
  pattern += std::regex_replace(expected.substr(from), special, R"(\$&)");
  return std::regex_match(message, std::regex(pattern));
}

class MalformedModelFile : public ::testing::TestWithParam<std::string> {};

TEST_P(MalformedModelFile, GivesItsOneLineMessage) {
  const std::string path = (kMalformedFolder / GetParam()).string();
  const std::string expected = expected_message(path);
  ASSERT_FALSE(expected.empty()) << path << " has no '# expect: ' line";
  try {
    const MultibodySystem system(load_model_file(path), make_coordinate_type("nacf"));
    Eigen::VectorXd q, v;
    system.initial_state(q, v);
    assemble(system, 0.0, q, v);
    FAIL() << path << " loaded and assembled without error";
  } catch (const Error& e) {
    EXPECT_TRUE(matches(e.what(), expected)) << "  actual: " << e.what() << "\nexpected: " << expected;
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
  } catch (const std::exception& e) {
    FAIL() << "not an mbdae::Error: " << e.what();
  }
}

INSTANTIATE_TEST_SUITE_P(Files, MalformedModelFile, ::testing::ValuesIn(malformed_files()), [](const auto& info) {
  return info.param.substr(0, info.param.size() - 5);  // without ".yaml"
});

TEST(MalformedModelFiles, CoverAtLeastThirtyMistakes) { EXPECT_GE(malformed_files().size(), 30u); }

}  // namespace
}  // namespace mbdae
