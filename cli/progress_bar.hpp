// Progress on stderr: a one-line bar for a long run (`run`, drawn only when stderr is a terminal), and
// the count of a command's runs with the time left (`compare`, `reproduce`).
#pragma once

#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>

namespace mbdae::cli {

class ProgressBar {
 public:
  ProgressBar(bool enabled, double t_end) : enabled_(enabled), t_end_(t_end) {}
  void update(double fraction) {
    if (!enabled_) return;
    const int filled = static_cast<int>(fraction * kWidth);
    std::fprintf(stderr, "\r[");
    for (int k = 0; k < kWidth; ++k) std::fputc(k < filled ? '#' : ' ', stderr);
    std::fprintf(stderr, "] %3d%%  t = %.3f s", static_cast<int>(fraction * 100), fraction * t_end_);
    std::fflush(stderr);
    drawn_ = true;
  }
  void finish() {
    if (drawn_) std::fprintf(stderr, "\r\033[K");
    drawn_ = false;
  }

 private:
  static constexpr int kWidth = 40;
  bool enabled_;
  double t_end_;
  bool drawn_ = false;
};

/// A wall time as people read it: "less than 1 s", "42 s", "3 min 5 s", "2 h 10 min".
inline std::string duration_text(double seconds) {
  const long s = std::lround(seconds);
  char text[48];
  if (s < 1) return "less than 1 s";
  if (s < 60) std::snprintf(text, sizeof text, "%ld s", s);
  else if (s < 3600) std::snprintf(text, sizeof text, "%ld min %ld s", s / 60, s % 60);
  else std::snprintf(text, sizeof text, "%ld h %ld min", s / 3600, s % 3600 / 60);
  return text;
}

/// The runs of a command that makes many (compare, reproduce), counted on stderr, one line as each
/// starts: "12/40 runs done, about 3 min 5 s left; running nacf/ab4/af/rgcp at 0.001 ...", and at the end
/// "40/40 runs done in 4 min 2 s". The time left is the mean wall time of the runs done so far times
/// the runs left. Nothing is printed when disabled (--quiet).
class RunProgress {
 public:
  RunProgress(bool enabled, int total) : enabled_(enabled), total_(total), start_(Clock::now()) {}

  /// The run announced before, if any, is done; this one starts.
  void running(const std::string& what) {
    close_running();
    running_ = true;
    if (enabled_) std::fprintf(stderr, "%s; running %s ...\n", count_line().c_str(), what.c_str());
  }
  /// Runs that will not be run after all (a pair's finer rungs past its time limit, a ladder the method
  /// does not apply to): done, at no cost.
  void skipped(int runs = 1) {
    close_running();
    done_ += runs;
  }
  /// `runs` runs done on another rank of an MPI job (cli/rank_pool.hpp), said after the fact:
  /// "12/40 runs done, about 3 min 5 s left; rank 2 ran nacf/ab4/af/rgcp".
  void finished(int runs, const std::string& what) {
    close_running();
    done_ += runs;
    ran_ += runs;
    if (enabled_) std::fprintf(stderr, "%s; %s\n", count_line().c_str(), what.c_str());
  }
  /// Runs not foreseen when the total was counted (a reference run again with another formulation).
  void add(int runs) { total_ += runs; }
  /// The last run is done: "N/N runs done in T".
  void finish() {
    close_running();
    if (enabled_)
      std::fprintf(stderr, "%d/%d runs done in %s\n", done_, total_, duration_text(elapsed()).c_str());
  }

 private:
  using Clock = std::chrono::steady_clock;
  double elapsed() const { return std::chrono::duration<double>(Clock::now() - start_).count(); }
  /// "12/40 runs done, about 3 min 5 s left" (no time left before a run has ended, nor after the last).
  std::string count_line() const {
    std::string line = std::to_string(done_) + "/" + std::to_string(total_) + " runs done";
    if (ran_ > 0 && done_ < total_) {
      const double left = elapsed() / ran_ * (total_ - done_);
      line += (std::lround(left) < 1 ? ", " : ", about ") + duration_text(left) + " left";
    }
    return line;
  }
  void close_running() {
    if (!running_) return;
    running_ = false;
    ++done_;
    ++ran_;
  }

  bool enabled_;
  int total_;
  int done_ = 0;  // runs done or skipped
  int ran_ = 0;   // of those, the ones that ran (the estimate's sample)
  bool running_ = false;
  Clock::time_point start_;
};

}  // namespace mbdae::cli
