// The ranks of an MPI job sharing a command's runs (`mpirun -n K mbdae compare ...`; docs/cluster.md).
//
// Rank 0 holds the list of tasks and hands them out one at a time to whichever rank asks: runs differ in
// cost by orders of magnitude, so a fixed split would leave most ranks idle while one finishes its share.
// Rank 0 runs tasks too, on a thread of its own, while its main thread answers the others (polling, with a
// millisecond's sleep between looks, so that it takes nothing measurable from the run beside it); only
// that main thread calls MPI (MPI_THREAD_FUNNELED). A task is bytes in and bytes out (cli/byte_packet.hpp),
// so the pool knows nothing of what it runs; before its first task of a share, a rank receives the share's
// context (what every task needs: for compare, the reference's samples and the run settings).
//
// Without MPI (built without it, or not started by mpirun/srun), the pool is this process alone and runs
// the tasks in order.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace mbdae::cli {

class RankPool {
 public:
  /// What a task gave back: its bytes, or the error it threw; and the rank that ran it.
  struct Outcome {
    std::string bytes;
    std::string error;  // non-empty: the task threw this (what())
    int rank = 0;
  };
  using Task = std::function<std::string(const std::string& task)>;

  enum class Launch {
    alone,     // this process only, whatever launched it (the library's API, the tests)
    join_job,  // join the MPI job this process belongs to, when it was started by mpirun or srun
  };
  explicit RankPool(Launch launch = Launch::alone);
  /// Rank 0 lets every other rank go (they return from serve()); then MPI_Finalize.
  ~RankPool();
  RankPool(const RankPool&) = delete;
  RankPool& operator=(const RankPool&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  /// Whether the MPI support was built in (mbdae --version says so).
  static bool built_with_mpi();

  /// Rank 0: runs every task, here and on the other ranks, and calls `done(k, outcome)` on this thread as
  /// task k comes back, in the order they finish. `context` reaches each rank before its first task of
  /// this share; `run_here` runs tasks on rank 0 (it must not print: it runs on a thread beside this
  /// one). A stop request (SIGINT, SIGTERM) hands out no more tasks and waits for those started: `done`
  /// is called only for tasks that ran. A rank whose `prepare` failed gives its task back to the others
  /// and leaves; `note` is told why, once.
  void share(const std::string& context, const std::vector<std::string>& tasks, const Task& run_here,
             const std::function<void(std::size_t, const Outcome&)>& done,
             const std::function<void(const std::string&)>& note = {});

  /// Ranks > 0: for each share, makes the task runner from the share's context (`prepare`), then runs
  /// tasks until rank 0 lets this rank go. An exception from `prepare` leaves this rank out of the share,
  /// one from a task is that task's outcome.
  void serve(const std::function<Task(const std::string& context)>& prepare);

 private:
  int rank_ = 0;
  int size_ = 1;
  bool mpi_ = false;            // MPI_Init was called by this pool
  bool local_thread_ = false;  // rank 0 may run tasks on a thread beside its MPI thread
  std::size_t context_id_ = 0;  // the current share's (rank 0)
  struct Peer;
  std::vector<Peer> peers_;  // rank 0: what each rank is doing (index: rank; rank 0's own entry unused)
};

}  // namespace mbdae::cli
