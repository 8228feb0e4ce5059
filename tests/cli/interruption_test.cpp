// A run stopped by SIGINT or SIGTERM keeps what it computed: the CSV holds complete rows up to the
// time reached, the summary says "interrupted", no temporary file is left behind, and the exit code
// is 128 + the signal's number.
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;

fs::path scratch(const std::string& name) {
  const auto dir = fs::temp_directory_path() / "mbdae_interruption_test";
  fs::create_directories(dir);
  return dir / name;
}

std::vector<std::string> lines_of(const fs::path& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

/// Whether a temporary file of `path` (PATH.tmp-..., io/output_file.hpp) is there.
bool temporary_exists(const fs::path& path) {
  const std::string prefix = path.filename().string() + ".tmp";
  for (const auto& entry : fs::directory_iterator(path.parent_path()))
    if (entry.path().filename().string().rfind(prefix, 0) == 0) return true;
  return false;
}

/// Removes what an earlier, killed run may have left.
void remove_temporaries(const fs::path& path) {
  const std::string prefix = path.filename().string() + ".tmp";
  for (const auto& entry : fs::directory_iterator(path.parent_path()))
    if (entry.path().filename().string().rfind(prefix, 0) == 0) fs::remove(entry.path());
}

/// Starts `mbdae ARGS...` (output discarded), waits until `csv`'s temporary file exists (the time loop
/// has begun), sends `signal`, and returns the exit status.
int run_and_interrupt(const std::vector<std::string>& args, const fs::path& csv, int signal) {
  remove_temporaries(csv);
  const pid_t pid = fork();
  if (pid == 0) {
    std::vector<char*> argv{const_cast<char*>(MBDAE_BINARY)};
    for (const std::string& a : args) argv.push_back(const_cast<char*>(a.c_str()));
    argv.push_back(nullptr);
    std::freopen("/dev/null", "w", stdout);
    std::freopen("/dev/null", "w", stderr);
    execv(MBDAE_BINARY, argv.data());
    _exit(127);
  }
  for (int k = 0; k < 600 && !temporary_exists(csv); ++k) std::this_thread::sleep_for(std::chrono::milliseconds(100));
  EXPECT_TRUE(temporary_exists(csv)) << "the run never started writing " << csv;
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  kill(pid, signal);
  int status = 0;
  waitpid(pid, &status, 0);
  return WIFEXITED(status) ? WEXITSTATUS(status) : -WTERMSIG(status);
}

void expect_complete_outputs(const fs::path& csv, const fs::path& json, double t_end) {
  EXPECT_FALSE(temporary_exists(csv));
  EXPECT_FALSE(temporary_exists(json));
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["status"], "interrupted");
  const double t_reached = summary["t_reached"].get<double>();
  EXPECT_GT(t_reached, 0.0);
  EXPECT_LT(t_reached, t_end);
  EXPECT_NE(summary["message"].get<std::string>().find("interrupted by SIG"), std::string::npos) << summary["message"];

  const std::vector<std::string> lines = lines_of(csv);
  ASSERT_GE(lines.size(), 3u);
  const auto fields = [](const std::string& line) { return std::count(line.begin(), line.end(), ',') + 1; };
  for (const std::string& line : lines) EXPECT_EQ(fields(line), fields(lines[0])) << line;
  EXPECT_DOUBLE_EQ(std::stod(lines.back()), t_reached);  // the last row is the state where it stopped
}

TEST(Interruption, SigintStopsAFixedStepRunAndKeepsItsOutputs) {
  const auto csv = scratch("fixed.csv"), json = scratch("fixed.json");
  const int code = run_and_interrupt({"run", "--t-end", "100000", "--quiet", "--output", csv.string(), "--summary",
                                      json.string()},
                                     csv, SIGINT);
  EXPECT_EQ(code, 128 + SIGINT);
  expect_complete_outputs(csv, json, 100000);
}

TEST(Interruption, SigtermStopsAnAdaptiveRunAndKeepsItsOutputs) {
  const auto csv = scratch("adaptive.csv"), json = scratch("adaptive.json");
  const int code = run_and_interrupt({"run", "--integrator", "cvode-bdf", "--rtol", "1e-10", "--atol", "1e-10",
                                      "--t-end", "100000", "--quiet", "--output", csv.string(), "--summary",
                                      json.string()},
                                     csv, SIGTERM);
  EXPECT_EQ(code, 128 + SIGTERM);
  expect_complete_outputs(csv, json, 100000);
}

// A stop must not wait for the end of an output interval: here there is one interval, the whole run,
// and CVODE would take millions of steps to finish it. The solver notices the request at its next
// evaluation, the run ends as interrupted at its last output (the start), and the outputs are whole.
TEST(Interruption, SigtermStopsAnAdaptiveRunInsideALongOutputInterval) {
  const auto csv = scratch("one_interval.csv"), json = scratch("one_interval.json");
  const int code = run_and_interrupt({"run", "--integrator", "cvode-bdf", "--rtol", "1e-10", "--atol", "1e-10",
                                      "--t-end", "100000", "--output-every", "100000", "--quiet", "--output",
                                      csv.string(), "--summary", json.string()},
                                     csv, SIGTERM);
  EXPECT_EQ(code, 128 + SIGTERM);
  EXPECT_FALSE(temporary_exists(csv));
  EXPECT_FALSE(temporary_exists(json));
  std::ifstream in(json);
  const nlohmann::json summary = nlohmann::json::parse(in);
  EXPECT_EQ(summary["status"], "interrupted");
  EXPECT_EQ(summary["t_reached"].get<double>(), 0.0);
  EXPECT_EQ(summary["message"], "t = 0 s: interrupted by SIGTERM; the outputs hold the run up to here");
  const std::vector<std::string> lines = lines_of(csv);
  ASSERT_EQ(lines.size(), 2u) << "the header and the initial state";
  EXPECT_DOUBLE_EQ(std::stod(lines[1]), 0.0);
}


// A model read from a pipe nobody writes to: the first SIGTERM or Ctrl-C ends the wait (the handlers
// only set a flag, and a plain read() would resume after each signal).
TEST(Interruption, ASignalEndsTheWaitForAModelFromAPipe) {
  for (const int signal : {SIGTERM, SIGINT}) {
    const fs::path fifo = scratch("model_fifo");
    fs::remove(fifo);
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const pid_t pid = fork();
    if (pid == 0) {
      std::freopen("/dev/null", "w", stdout);
      std::freopen("/dev/null", "w", stderr);
      const std::string model = fifo.string();
      char* argv[] = {const_cast<char*>(MBDAE_BINARY), const_cast<char*>("run"), const_cast<char*>(model.c_str()),
                      const_cast<char*>("--quiet"), nullptr};
      execv(MBDAE_BINARY, argv);
      _exit(127);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
    kill(pid, signal);
    int status = 0;
    bool ended = false;
    for (int k = 0; k < 50 && !ended; ++k) {  // 5 s at most
      ended = waitpid(pid, &status, WNOHANG) == pid;
      if (!ended) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    if (!ended) {
      kill(pid, SIGKILL);
      waitpid(pid, &status, 0);
    }
    EXPECT_TRUE(ended) << "signal " << signal << " did not end the wait";
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 128 + signal) << status;
    fs::remove(fifo);
  }
}

}  // namespace
