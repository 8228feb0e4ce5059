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
// The wall-time budget of the runs on this thread: `spent` counted in closed spells, plus the running
// spell since `since` while `running`. No budget: `active` false.
struct Budget {
  bool active = false;
  bool running = false;
  Clock::duration allowed{};
  Clock::duration spent{};
  Clock::time_point since{};
};
thread_local Budget budget;

extern "C" void on_stop_signal(int signal) {
  // The first signal asks the loops to stop; the default action is restored so that a second one,
  // from a user who does not want to wait, ends the process immediately.
  request_interruption(signal);
  std::signal(signal, SIG_DFL);
}

}  // namespace

WallTimeLimit::WallTimeLimit(double seconds) {
  budget = Budget{};
  // Running marks the integrator's spells even without a limit: throw_if_stop_requested() acts only
  // inside them.
  budget.running = true;
  budget.since = Clock::now();
  if (!(seconds > 0.0)) return;
  budget.active = true;
  budget.allowed = std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(seconds));
}

WallTimeLimit::~WallTimeLimit() { budget = Budget{}; }

void WallTimeLimit::pause() noexcept {
  if (!budget.running) return;
  budget.spent += Clock::now() - budget.since;
  budget.running = false;
}

void WallTimeLimit::resume() noexcept {
  if (budget.running) return;
  budget.since = Clock::now();
  budget.running = true;
}

bool wall_time_limit_passed() noexcept {
  if (!budget.active) return false;
  const Clock::duration spent = budget.running ? budget.spent + (Clock::now() - budget.since) : budget.spent;
  return spent >= budget.allowed;
}

void throw_if_stop_requested() {
  if (!budget.running) return;
  if (interruption_requested()) throw Interrupted();
  if (wall_time_limit_passed()) throw TimeLimitReached();
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
