// A run stopped by SIGINT (Ctrl-C) or SIGTERM ends like a failed one: the time loops notice the request
// between steps (and inside a long step: throw_if_stop_requested()), stop, and the command writes
// everything computed so far with the status "interrupted". A second signal while the first is being
// honoured ends the process at once.
//
// A run can also be given a wall-time limit (`mbdae compare --run-time-limit`): the same loops and
// solver callbacks stop it when the limit has passed, with the status "time limit", so that one slow
// pair in a comparison costs at most the limit instead of hours.
#pragma once

#include <exception>

namespace mbdae {

/// Thrown out of a solver call that noticed a stop request in one of its callbacks (the SUNDIALS
/// integrators check at every evaluation, so that a stop does not wait for the end of a long output
/// interval); the time loop catches it and ends the run as "interrupted" at its last output.
class Interrupted : public std::exception {
 public:
  const char* what() const noexcept override { return "interrupted"; }
};

/// Thrown out of a solver call that noticed, in one of its callbacks, that the run's wall-time limit
/// (WallTimeLimit) has passed; the time loop catches it and ends the run at its last output.
class TimeLimitReached : public std::exception {
 public:
  const char* what() const noexcept override { return "time limit reached"; }
};

/// While it lives, the runs on this thread have `seconds` of wall time (seconds ≤ 0: no limit). The
/// time counts while the limit runs: from its construction, minus the spells between pause() and
/// resume(). The time loop pauses it outside the integrator, so that the limit bounds the same wall time
/// the run reports (its initialize and steps), not the outputs and monitors around them. Limits do not
/// nest: the innermost one holds until it is destroyed.
class WallTimeLimit {
 public:
  explicit WallTimeLimit(double seconds);
  ~WallTimeLimit();
  WallTimeLimit(const WallTimeLimit&) = delete;
  WallTimeLimit& operator=(const WallTimeLimit&) = delete;
  /// Stops the count (nothing if it is paused already).
  void pause() noexcept;
  /// Goes on counting (nothing if it is running already).
  void resume() noexcept;
};

/// Whether the current WallTimeLimit has passed (false when there is none). Cheap enough for every
/// step and every solver callback.
bool wall_time_limit_passed() noexcept;

/// Inside a run's integrator (a WallTimeLimit lives and is not paused, with or without a limit):
/// throws Interrupted when a stop was requested, TimeLimitReached when the limit has passed. For loops
/// inside one step that can run for minutes on a large model (the columns of a differenced force
/// Jacobian, Newton iterations), so that a stop does not wait for the step's end; the time loop, or a
/// SUNDIALS callback's guard, catches either and ends the run at its last state. Outside the integrator
/// (the outputs, the monitors, the observation of the state a stopped run ends with, code that runs no
/// simulation) it does nothing: that work is never cut short.
void throw_if_stop_requested();

/// Installs the handlers for SIGINT and SIGTERM (the command calls this once at start).
void install_interruption_handlers();

/// Whether a stop was requested since the start (or the last clear_interruption).
bool interruption_requested() noexcept;

/// The signal that requested the stop (SIGINT or SIGTERM), 0 if none.
int interruption_signal() noexcept;

/// The name of that signal: "SIGINT", "SIGTERM" or "a request".
const char* interruption_name() noexcept;

/// Requests a stop as a signal would (for tests, and for the handlers themselves).
void request_interruption(int signal) noexcept;

/// Forgets a request (tests).
void clear_interruption() noexcept;

}  // namespace mbdae
