// A one-line progress bar on stderr for long runs, drawn only when stderr is a terminal.
#pragma once

#include <cstdio>

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

}  // namespace mbdae::cli
