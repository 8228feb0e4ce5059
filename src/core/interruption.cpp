#include "core/interruption.hpp"

#include <atomic>
#include <chrono>
#include <csignal>

namespace mbdae {
namespace {

// Lock-free atomics are the only shared state a signal handler may touch.
std::atomic<int> requested_signal{0};
static_assert(std::atomic<int>::is_always_lock_free);

using Clock = std::chrono::steady_clock;
// The deadline of the runs on this thread; time_point::max() when there is none.
thread_local Clock::time_point run_deadline = Clock::time_point::max();

extern "C" void on_stop_signal(int signal) {
  // The first signal asks the loops to stop; the default action is restored so that a second one,
  // from a user who does not want to wait, ends the process immediately.
  request_interruption(signal);
  std::signal(signal, SIG_DFL);
}

}  // namespace

WallTimeLimit::WallTimeLimit(double seconds) {
  run_deadline = seconds > 0.0 ? Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                                     std::chrono::duration<double>(seconds))
                               : Clock::time_point::max();
}

WallTimeLimit::~WallTimeLimit() { run_deadline = Clock::time_point::max(); }

bool wall_time_limit_passed() noexcept {
  return run_deadline != Clock::time_point::max() && Clock::now() >= run_deadline;
}

void install_interruption_handlers() {
  std::signal(SIGINT, on_stop_signal);
  std::signal(SIGTERM, on_stop_signal);
}

bool interruption_requested() noexcept { return requested_signal.load(std::memory_order_relaxed) != 0; }

int interruption_signal() noexcept { return requested_signal.load(std::memory_order_relaxed); }

const char* interruption_name() noexcept {
  switch (interruption_signal()) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    default: return "a request";
  }
}

void request_interruption(int signal) noexcept { requested_signal.store(signal == 0 ? -1 : signal, std::memory_order_relaxed); }

void clear_interruption() noexcept { requested_signal.store(0, std::memory_order_relaxed); }

}  // namespace mbdae
