#include "cli/rank_pool.hpp"

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <deque>
#include <exception>
#include <mutex>
#include <thread>
#include <utility>

#include "cli/byte_packet.hpp"
#include "core/error.hpp"
#include "core/interruption.hpp"

#ifdef MBDAE_WITH_MPI
#include <mpi.h>
#endif

namespace mbdae::cli {

namespace {

/// The number of processes of the job that launched this one, as mpirun (Open MPI), srun (PMI, PMIx) and
/// MPICH's hydra say it in the environment; 0 outside a job.
int launched_job_size() {
  for (const char* name : {"OMPI_COMM_WORLD_SIZE", "PMI_SIZE", "PMIX_SIZE", "SLURM_NTASKS"}) {
    if (std::string_view(name) == "SLURM_NTASKS" && !std::getenv("SLURM_STEP_ID")) continue;  // sbatch, not srun
    if (const char* value = std::getenv(name)) return std::atoi(value);
  }
  return std::getenv("PMIX_RANK") ? 1 : 0;  // PMIx without a size variable
}

}  // namespace

// What rank 0 knows of another rank.
struct RankPool::Peer {
  enum class State {
    starting,  // has not said hello yet
    idle,      // waits for a task (or to be let go)
    busy,      // runs a task
    gone,      // let go, or left
  } state = State::starting;
  std::size_t context = 0;  // the share whose context it holds
};

bool RankPool::built_with_mpi() {
#ifdef MBDAE_WITH_MPI
  return true;
#else
  return false;
#endif
}

#ifndef MBDAE_WITH_MPI

RankPool::RankPool(Launch launch) {
  if (launch == Launch::join_job && launched_job_size() > 1)
    throw Error(Error::Kind::usage,
                "started as one of " + std::to_string(launched_job_size()) +
                    " processes (mpirun or srun), but this mbdae was built without MPI (no MPI library was found "
                    "when it was configured): each process would run the whole comparison into the same folder; "
                    "install libopenmpi-dev and rebuild, or run it without mpirun");
}

RankPool::~RankPool() = default;

void RankPool::serve(const std::function<Task(const std::string&)>&) {}

#else

namespace {

// Message tags. A rank > 0 speaks first (hello), and afterwards only in answer to a task; rank 0 sends a
// rank nothing but answers, so no message is ever left unread.
enum Tag : int {
  kHello = 1,        // rank > 0 → 0: ready for tasks
  kResult = 2,       // rank > 0 → 0: task k's bytes
  kTaskError = 3,    // rank > 0 → 0: task k threw this
  kCannotServe = 4,  // rank > 0 → 0: the context could not be made (task k comes back untouched)
  kContext = 10,     // 0 → rank: the share's context, before its first task of the share
  kTask = 11,        // 0 → rank: task k
  kLeave = 12,       // 0 → rank: no more tasks for this rank
};

void send(int to, Tag tag, const std::string& bytes) {
  MPI_Send(bytes.data(), static_cast<int>(bytes.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

struct Message {
  int from = 0;
  int tag = 0;
  std::string bytes;
};

/// The next message from `from` (MPI_ANY_SOURCE: anyone), if one has arrived. Polling rather than a
/// blocking receive: Open MPI's blocking calls spin, which would take a core from the run beside them.
bool try_receive(int from, Message& message) {
  int arrived = 0;
  MPI_Status status;
  MPI_Iprobe(from, MPI_ANY_TAG, MPI_COMM_WORLD, &arrived, &status);
  if (!arrived) return false;
  int size = 0;
  MPI_Get_count(&status, MPI_CHAR, &size);
  message.from = status.MPI_SOURCE;
  message.tag = status.MPI_TAG;
  message.bytes.resize(static_cast<std::size_t>(size));
  MPI_Recv(message.bytes.data(), size, MPI_CHAR, status.MPI_SOURCE, status.MPI_TAG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
  return true;
}

Message receive(int from) {
  Message message;
  while (!try_receive(from, message)) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  return message;
}

std::string task_message(std::size_t task, const std::string& bytes) {
  BytePacket packet;
  packet.put(static_cast<std::uint64_t>(task));
  packet.put(bytes);
  return packet.bytes();
}

}  // namespace

RankPool::RankPool(Launch launch) {
  if (launch == Launch::alone || launched_job_size() < 1) return;
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (initialized) throw Error(Error::Kind::usage, "MPI is already initialized: one RankPool per process");
  int provided = MPI_THREAD_SINGLE;
  MPI_Init_thread(nullptr, nullptr, MPI_THREAD_FUNNELED, &provided);
  mpi_ = true;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
  MPI_Comm_size(MPI_COMM_WORLD, &size_);
  local_thread_ = provided >= MPI_THREAD_FUNNELED;
  peers_.resize(static_cast<std::size_t>(size_));
}

RankPool::~RankPool() {
  if (!mpi_) return;
  if (rank_ == 0)
    for (int r = 1; r < size_; ++r) {
      Peer& peer = peers_[static_cast<std::size_t>(r)];
      if (peer.state == Peer::State::gone) continue;
      // It has yet to say hello, or runs a task a failed share left behind: wait for that word.
      if (peer.state != Peer::State::idle) receive(r);
      send(r, kLeave, {});
    }
  MPI_Finalize();
}

void RankPool::serve(const std::function<Task(const std::string&)>& prepare) {
  if (!mpi_ || rank_ == 0) return;
  send(0, kHello, {});
  Task run;
  std::string cannot;  // why `prepare` failed
  for (;;) {
    const Message message = receive(0);
    if (message.tag == kLeave) return;
    if (message.tag == kContext) {
      run = {};
      try {
        run = prepare(message.bytes);
        cannot.clear();
      } catch (const std::exception& error) {
        cannot = error.what();
      }
      continue;
    }
    ByteReader reader(message.bytes);
    const auto task = static_cast<std::size_t>(reader.get<std::uint64_t>());
    const std::string bytes = reader.get_string();
    if (!run) {
      send(0, kCannotServe, task_message(task, cannot.empty() ? "it holds no context" : cannot));
      continue;
    }
    try {
      send(0, kResult, task_message(task, run(bytes)));
    } catch (const std::exception& error) {
      send(0, kTaskError, task_message(task, error.what()));
    }
  }
}

#endif  // MBDAE_WITH_MPI

void RankPool::share(const std::string& context, const std::vector<std::string>& tasks, const Task& run_here,
                     const std::function<void(std::size_t, const Outcome&)>& done,
                     const std::function<void(const std::string&)>& note) {
  const auto run_one = [&](std::size_t k) {
    Outcome outcome;
    outcome.rank = rank_;
    try {
      outcome.bytes = run_here(tasks[k]);
    } catch (const std::exception& error) {
      outcome.error = error.what();
    }
    return outcome;
  };
  if (!mpi_ || size_ == 1) {
    for (std::size_t k = 0; k < tasks.size() && !interruption_requested(); ++k) done(k, run_one(k));
    return;
  }
#ifdef MBDAE_WITH_MPI
  ++context_id_;
  std::mutex mutex;  // guards the three below, shared with the thread that runs tasks here
  std::deque<std::size_t> queue;
  for (std::size_t k = 0; k < tasks.size(); ++k) queue.push_back(k);
  std::size_t outstanding = 0;  // handed out, not yet done
  std::vector<std::pair<std::size_t, Outcome>> done_here;
  const auto next_task = [&](std::size_t& k) {
    const std::lock_guard lock(mutex);
    if (queue.empty()) return false;
    k = queue.front();
    queue.pop_front();
    ++outstanding;
    return true;
  };

  // Rank 0's own share, on a thread, so that the other ranks are answered while it runs. The queue is
  // emptied before the thread is joined, also when `done` throws, so that it stops after its task.
  struct LocalRuns {
    std::thread thread;
    std::mutex& mutex;
    std::deque<std::size_t>& queue;
    ~LocalRuns() {
      {
        const std::lock_guard lock(mutex);
        queue.clear();
      }
      if (thread.joinable()) thread.join();
    }
  } local{{}, mutex, queue};
  if (local_thread_)
    local.thread = std::thread([&] {
      for (std::size_t k; !interruption_requested() && next_task(k);) {
        Outcome outcome = run_one(k);
        const std::lock_guard lock(mutex);
        done_here.emplace_back(k, std::move(outcome));
      }
    });

  const auto hand_out = [&](int r) {
    Peer& peer = peers_[static_cast<std::size_t>(r)];
    std::size_t k;
    if (!next_task(k)) return;
    if (peer.context != context_id_) send(r, kContext, context);
    peer.context = context_id_;
    send(r, kTask, task_message(k, tasks[k]));
    peer.state = Peer::State::busy;
  };
  for (int r = 1; r < size_; ++r)
    if (peers_[static_cast<std::size_t>(r)].state == Peer::State::idle) hand_out(r);

  for (;;) {
    bool active = false;
    if (interruption_requested()) {
      const std::lock_guard lock(mutex);
      queue.clear();
    }
    std::vector<std::pair<std::size_t, Outcome>> finished;
    {
      const std::lock_guard lock(mutex);
      finished.swap(done_here);
      outstanding -= finished.size();
    }
    for (const auto& [k, outcome] : finished) done(k, outcome);
    active = !finished.empty();

    Message message;
    if (try_receive(MPI_ANY_SOURCE, message)) {
      active = true;
      Peer& peer = peers_[static_cast<std::size_t>(message.from)];
      if (message.tag == kHello) {
        peer.state = Peer::State::idle;
      } else {
        ByteReader reader(message.bytes);
        const auto k = static_cast<std::size_t>(reader.get<std::uint64_t>());
        std::string text = reader.get_string();
        {
          const std::lock_guard lock(mutex);
          --outstanding;
          if (message.tag == kCannotServe) queue.push_front(k);
        }
        if (message.tag == kCannotServe) {
          send(message.from, kLeave, {});
          peer.state = Peer::State::gone;
          if (note)
            note("rank " + std::to_string(message.from) + " cannot run this job's tasks (" + text +
                 "); the other ranks run its share");
        } else {
          peer.state = Peer::State::idle;
          Outcome outcome;
          outcome.rank = message.from;
          (message.tag == kResult ? outcome.bytes : outcome.error) = std::move(text);
          done(k, outcome);
        }
      }
      if (peer.state == Peer::State::idle) hand_out(message.from);
    }

    bool everyone_gone = true;
    for (int r = 1; r < size_; ++r) everyone_gone = everyone_gone && peers_[static_cast<std::size_t>(r)].state == Peer::State::gone;
    std::size_t k;
    if (!local_thread_ && everyone_gone && next_task(k)) {  // nobody else left to run them
      Outcome outcome = run_one(k);
      {
        const std::lock_guard lock(mutex);
        --outstanding;
      }
      done(k, outcome);
      active = true;
    }
    {
      const std::lock_guard lock(mutex);
      if (queue.empty() && outstanding == 0) break;
    }
    if (!active) std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
#endif
}

}  // namespace mbdae::cli
