// `mpirun -n K mbdae compare` (cli/rank_pool.hpp) writes the table a single process writes, but the
// timings; a comparison stopped midway (a killed rank takes its job down, a signal) keeps its finished
// pairs in OUT/compare.journal and `--resume` completes the same table; a rank that cannot run the job
// leaves its share to the others. The MPI tests are skipped, saying why, where mbdae was built without
// MPI or mpirun is missing, and under the sanitizers (Open MPI's own allocations are not theirs to check).
#include <gtest/gtest.h>

#include <chrono>
#include <csignal>
#include <filesystem>
#include <functional>
#include <cerrno>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

#include "cli/rank_pool.hpp"
#include "io/external_program.hpp"
#include "support/command_output.hpp"
#include "support/mbdae_command.hpp"
#include "support/sanitized.hpp"

namespace MBDAE_UNITY_ID {

namespace fs = std::filesystem;
using mbdae::testing::kSanitized;

fs::path scratch(const std::string& name) { return mbdae::testing::absent_folder("mpi_compare_test", name); }

/// compare.csv's rows without the columns that are wall times (they differ from run to run).
std::vector<std::string> rows_but_timings(const fs::path& csv) {
  std::ifstream in(csv);
  std::vector<std::string> rows;
  std::vector<bool> timing;
  for (std::string line; std::getline(in, line);) {
    std::vector<std::string> fields;
    // compare.csv quotes only its last field (the message), which may hold commas.
    const std::size_t quote = line.find('"');
    std::stringstream head(line.substr(0, quote));
    for (std::string field; std::getline(head, field, ',');) fields.push_back(field);
    if (quote != std::string::npos) fields.push_back(line.substr(quote));
    if (timing.empty())
      for (const std::string& name : fields)
        timing.push_back(name == "wall_time_median_s" || name.rfind("cost_", 0) == 0);
    std::string kept;
    for (std::size_t k = 0; k < fields.size(); ++k)
      if (k >= timing.size() || !timing[k]) kept += fields[k] + "|";
    rows.push_back(kept);
  }
  return rows;
}

std::string mpirun_path() {
  for (const char* candidate : {"/usr/bin/mpirun", "/usr/local/bin/mpirun"})
    if (fs::exists(candidate)) return candidate;
  return {};
}

/// Why the MPI tests cannot run here, or empty.
std::string mpi_missing() {
  if (!mbdae::cli::RankPool::built_with_mpi()) return "mbdae was built without MPI (libopenmpi-dev not found)";
  if (mpirun_path().empty()) return "mpirun is not installed (openmpi-bin)";
  if (kSanitized) return "not under the sanitizers: Open MPI's allocations are not theirs to check";
  return {};
}

// Open MPI refuses to start as root unless told it may (CI containers run as root); the shared-memory
// transport's single-copy mechanism needs ptrace rights containers often lack.
const std::vector<std::string> kMpiEnvironment{"OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1",
                                               "OMPI_MCA_btl_vader_single_copy_mechanism=none"};

std::vector<std::string> words(const std::string& text) { return mbdae::testing::split_words(text); }

/// `mpirun -n K [--oversubscribe] mbdae ARGS`, output and errors together.
mbdae::ProgramRun mpirun(int ranks, const std::vector<std::string>& arguments) {
  std::vector<std::string> argv{mpirun_path(), "-n", std::to_string(ranks), "--oversubscribe", MBDAE_BINARY};
  argv.insert(argv.end(), arguments.begin(), arguments.end());
  mbdae::ProgramOptions options;
  options.environment = kMpiEnvironment;
  options.merge_standard_error = true;
  return mbdae::run_program(argv, options);
}

// A comparison with pairs of very different costs (explicit, BDF, generalized-α; every formulation).
const std::string kComparison =
    "compare triple_pendulum --t-end 0.2 --check-time 0.2 --coordinates nacf --integrators rk4,ida,gen-alpha "
    "--repetitions 1 --no-report";

TEST(MpiCompare, AnyNumberOfRanksWritesTheRowsOneProcessWrites) {
  if (const std::string why = mpi_missing(); !why.empty()) GTEST_SKIP() << why;
  const fs::path serial = scratch("serial");
  const auto alone = mbdae::testing::mbdae_command(words(kComparison + " --out " + serial.string()));
  ASSERT_EQ(alone.exit_code, 0) << alone.output;
  const std::vector<std::string> expected = rows_but_timings(serial / "compare.csv");
  ASSERT_GT(expected.size(), 30u);
  EXPECT_FALSE(fs::exists(serial / "compare.journal")) << "a complete comparison removes its journal";
  for (const int k : {1, 2, 3}) {
    const fs::path out = scratch("ranks_" + std::to_string(k));
    const mbdae::ProgramRun run = mpirun(k, words(kComparison + " --out " + out.string()));
    ASSERT_TRUE(run.succeeded()) << k << " ranks: " << run.outcome() << "\n" << run.standard_output;
    EXPECT_EQ(rows_but_timings(out / "compare.csv"), expected) << k << " ranks";
    std::ifstream readme(out / "README.md");
    const std::string text{std::istreambuf_iterator<char>(readme), {}};
    if (k > 1) {
      EXPECT_NE(text.find("shared among " + std::to_string(k) + " MPI processes"), std::string::npos) << text;
      // Rank 0 ran pairs (on its thread beside the one that answers the others), and so did another
      // (which, on a loaded machine, may start too late to get any of the few pairs of this test).
      EXPECT_NE(run.standard_output.find("rank 0 ran "), std::string::npos) << run.standard_output;
      bool another = false;
      for (int r = 1; r < k; ++r) another = another || run.standard_output.find("rank " + std::to_string(r) + " ran ") != std::string::npos;
      EXPECT_TRUE(another) << run.standard_output;
    } else {
      EXPECT_EQ(text.find("MPI processes"), std::string::npos);
    }
    EXPECT_EQ(rows_but_timings(out / "compare.csv").size(), expected.size());
  }
}

TEST(MpiCompare, ARankThatCannotLoadTheModelLeavesItsShareToTheOthers) {
  if (const std::string why = mpi_missing(); !why.empty()) GTEST_SKIP() << why;
  // Rank 1 starts in a folder without the model file (mpirun's MPMD form: one working directory each).
  const fs::path here = scratch("model_here"), elsewhere = scratch("model_elsewhere");
  fs::create_directories(here);
  fs::create_directories(elsewhere);
  const auto model_text = mbdae::testing::mbdae_command(words("models simple_pendulum"));
  ASSERT_EQ(model_text.exit_code, 0) << model_text.output;
  std::ofstream(here / "pendulum_copy.yaml") << model_text.output;
  const fs::path out = scratch("left_out");
  const std::string arguments = "compare pendulum_copy.yaml --t-end 0.2 --check-time 0.2 "
                                "--integrators rk4 --repetitions 1 --no-report --out " + out.string();
  std::vector<std::string> argv{mpirun_path(), "--oversubscribe", "-n", "1", "--wdir", here.string(), MBDAE_BINARY};
  for (const std::string& w : words(arguments)) argv.push_back(w);
  for (const std::string& w : {std::string(":"), std::string("-n"), std::string("1"), std::string("--wdir"),
                               elsewhere.string(), std::string(MBDAE_BINARY)})
    argv.push_back(w);
  for (const std::string& w : words(arguments)) argv.push_back(w);
  mbdae::ProgramOptions options;
  options.environment = kMpiEnvironment;
  options.merge_standard_error = true;
  const mbdae::ProgramRun run = mbdae::run_program(argv, options);
  ASSERT_TRUE(run.succeeded()) << run.outcome() << "\n" << run.standard_output;
  EXPECT_NE(run.standard_output.find("rank 1 cannot run this job's tasks"), std::string::npos) << run.standard_output;
  EXPECT_NE(run.standard_output.find("pendulum_copy.yaml"), std::string::npos) << run.standard_output;
  EXPECT_EQ(run.standard_output.find("rank 1 ran "), std::string::npos) << run.standard_output;
  std::ifstream readme(out / "README.md");
  const std::string text{std::istreambuf_iterator<char>(readme), {}};
  EXPECT_NE(text.find("shared among 1 of the 2 MPI processes"), std::string::npos) << text;
  // Every pair ran, on rank 0.
  const std::vector<std::string> rows = rows_but_timings(out / "compare.csv");
  ASSERT_GT(rows.size(), 5u);
  for (std::size_t k = 1; k < rows.size(); ++k) EXPECT_NE(rows[k].find("|ok|"), std::string::npos) << rows[k];
}

/// Starts `mbdae ARGS` with `environment` added (output discarded); returns its pid.
pid_t start(const std::vector<std::string>& program, const std::vector<std::string>& environment) {
  const pid_t pid = fork();
  if (pid == 0) {
    for (const std::string& setting : environment) putenv(const_cast<char*>(setting.c_str()));
    std::vector<char*> pointers;
    for (const std::string& a : program) pointers.push_back(const_cast<char*>(a.c_str()));
    pointers.push_back(nullptr);
    std::freopen("/dev/null", "w", stdout);
    std::freopen("/dev/null", "w", stderr);
    execv(pointers[0], pointers.data());
    _exit(127);
  }
  return pid;
}

/// Waits until `journal` has grown past its first record (a pair is done), then calls `stop`; false
/// when the comparison ended first or `stop` failed.
bool stop_after_first_pair(const fs::path& journal, const std::function<bool()>& stop) {
  std::uintmax_t first_size = 0;
  for (int polls = 0; polls < 6000; ++polls) {
    std::this_thread::sleep_for(std::chrono::milliseconds(5));
    std::error_code error;
    const std::uintmax_t size = fs::file_size(journal, error);
    if (error) continue;
    if (first_size == 0) first_size = size;
    if (size > first_size && stop()) return true;
  }
  return false;
}

int exit_status(pid_t pid) {
  int status = 0;
  while (waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : WEXITSTATUS(status);
}

/// The pid of rank `rank` of the job whose processes carry `tag` in their environment, or 0.
pid_t rank_pid(const std::string& tag, int rank) {
  for (const auto& entry : fs::directory_iterator("/proc")) {
    std::ifstream environ(entry.path() / "environ");
    const std::string text{std::istreambuf_iterator<char>(environ), {}};
    if (text.find(tag) != std::string::npos &&
        text.find("OMPI_COMM_WORLD_RANK=" + std::to_string(rank) + '\0') != std::string::npos)
      return static_cast<pid_t>(std::stol(entry.path().filename().string()));
  }
  return 0;
}

TEST(MpiCompare, AKilledRankLosesOnlyThePairsThatWereRunningAndResumeCompletesTheTable) {
  if (const std::string why = mpi_missing(); !why.empty()) GTEST_SKIP() << why;
  const std::string comparison = "compare triple_pendulum --t-end 0.5 --check-time 0.5 --coordinates nacf,rpcf-ep "
                                 "--integrators rk4,ab4,ida,gen-alpha --repetitions 1 --no-report --quiet";
  const fs::path serial = scratch("kill_serial"), out = scratch("kill_ranks");
  const auto alone = mbdae::testing::mbdae_command(words(comparison + " --out " + serial.string()));
  ASSERT_EQ(alone.exit_code, 0) << alone.output;

  const std::string tag = "MBDAE_MPI_TEST_JOB=" + std::to_string(getpid());
  std::vector<std::string> program{mpirun_path(), "-n", "2", "--oversubscribe", "-x", tag.substr(0, tag.find('=')),
                                   MBDAE_BINARY};
  for (const std::string& w : words(comparison + " --out " + out.string())) program.push_back(w);
  std::vector<std::string> environment = kMpiEnvironment;
  environment.push_back(tag);
  const pid_t job = start(program, environment);
  const fs::path journal = out / "compare.journal";
  const bool killed = stop_after_first_pair(journal, [&] {
    const pid_t rank = rank_pid(tag, 1);
    return rank > 0 && kill(rank, SIGKILL) == 0;
  });
  const int status = exit_status(job);
  ASSERT_TRUE(killed) << "rank 1 was not found, or the comparison ended before a pair was journaled";
  EXPECT_NE(status, 0) << "mpirun reports the killed rank";
  ASSERT_TRUE(fs::exists(journal)) << "the journal outlives the job";
  EXPECT_FALSE(fs::exists(out / "compare.csv")) << "the job was stopped before its table";

  const mbdae::ProgramRun resumed = mpirun(2, words(comparison + " --out " + out.string() + " --resume"));
  ASSERT_TRUE(resumed.succeeded()) << resumed.outcome() << "\n" << resumed.standard_output;
  EXPECT_EQ(rows_but_timings(out / "compare.csv"), rows_but_timings(serial / "compare.csv"));
  std::ifstream readme(out / "README.md");
  const std::string text{std::istreambuf_iterator<char>(readme), {}};
  EXPECT_NE(text.find("come from the journal of an earlier run"), std::string::npos) << text;
  EXPECT_FALSE(fs::exists(journal)) << "removed once every pair is done";
}

// A sweep on two ranks: each point's pairs shared as compare shares them, the same table as one process.
TEST(MpiCompare, ASweepOnRanksWritesTheTableOneProcessWrites) {
  if (const std::string why = mpi_missing(); !why.empty()) GTEST_SKIP() << why;
  const std::string sweep = "sweep spherical_chain --param n=2,3 --t-end 0.1 --check-time 0.1 --coordinates nacf "
                            "--integrators rk4,ida --repetitions 1";
  const fs::path serial = scratch("sweep_serial"), ranks = scratch("sweep_ranks");
  const auto alone = mbdae::testing::mbdae_command(words(sweep + " --out " + serial.string()));
  ASSERT_EQ(alone.exit_code, 0) << alone.output;
  const mbdae::ProgramRun run = mpirun(2, words(sweep + " --out " + ranks.string()));
  ASSERT_TRUE(run.succeeded()) << run.outcome() << "\n" << run.standard_output;
  EXPECT_EQ(rows_but_timings(ranks / "sweep.csv"), rows_but_timings(serial / "sweep.csv"));
  EXPECT_GT(rows_but_timings(ranks / "sweep.csv").size(), 20u);
  EXPECT_NE(run.standard_output.find("rank 1 ran "), std::string::npos) << run.standard_output;
}

// Without MPI too: a comparison stopped by SIGTERM writes the table of the runs done and keeps the journal;
// --resume then writes the table an uninterrupted comparison writes. A journal of other settings is refused.
TEST(CompareJournal, AStoppedComparisonResumesToTheSameTable) {
  const std::string comparison =
      std::string("compare triple_pendulum --t-end ") + (kSanitized ? "0.05" : "0.3") +
      " --check-time 0.05 --coordinates nacf --integrators rk4,ab4,ida --repetitions 1 --no-report --quiet";
  const fs::path whole = scratch("journal_whole"), out = scratch("journal_stopped");
  const auto uninterrupted = mbdae::testing::mbdae_command(words(comparison + " --out " + whole.string()));
  ASSERT_EQ(uninterrupted.exit_code, 0) << uninterrupted.output;
  EXPECT_FALSE(fs::exists(whole / "compare.journal"));

  std::vector<std::string> program{MBDAE_BINARY};
  for (const std::string& w : words(comparison + " --out " + out.string())) program.push_back(w);
  const pid_t pid = start(program, {});
  const bool stopped = stop_after_first_pair(out / "compare.journal", [&] { return kill(pid, SIGTERM) == 0; });
  const int status = exit_status(pid);
  ASSERT_TRUE(stopped) << "the comparison ended before a pair was journaled";
  EXPECT_EQ(status, 128 + SIGTERM);
  ASSERT_TRUE(fs::exists(out / "compare.journal"));
  const std::size_t done = rows_but_timings(out / "compare.csv").size();
  const std::vector<std::string> expected = rows_but_timings(whole / "compare.csv");
  EXPECT_GT(done, 1u) << "the runs done before the signal are in the table";
  EXPECT_LT(done, expected.size());

  // Other settings (another horizon) are another comparison: its journal is not taken.
  const auto other = mbdae::testing::mbdae_command(
      words(comparison + " --out " + out.string() + " --resume --output-every 0.02"));
  EXPECT_EQ(other.exit_code, 2) << other.output;
  EXPECT_NE(other.output.find((out / "compare.journal").string() + " is the journal of another comparison"),
            std::string::npos)
      << other.output;

  const auto resumed = mbdae::testing::mbdae_command(words(comparison + " --out " + out.string() + " --resume"));
  ASSERT_EQ(resumed.exit_code, 0) << resumed.output;
  EXPECT_EQ(rows_but_timings(out / "compare.csv"), expected);
  EXPECT_FALSE(fs::exists(out / "compare.journal"));
}

}  // namespace MBDAE_UNITY_ID
