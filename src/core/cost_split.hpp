// Where an implicit integrator's time goes: the wall time of its residual (or right-hand side)
// evaluations, of building its Newton matrix, of factorizing it and of the solves with the factors.
// Each part accumulates through a TimedScope around the calls, so a run reports the split of its
// whole integration (docs/methods.md, "Cost and scaling").
#pragma once

#include <chrono>

namespace mbdae {

struct CostSplit {
  double residual = 0.0;       // residuals, right-hand sides, acceleration solves, constraint values
  double matrix = 0.0;         // the Newton (iteration) matrix: its entries, force Jacobians included
  double factorization = 0.0;  // its numeric factorizations
  double solve = 0.0;          // solves with the factors
  double total() const { return residual + matrix + factorization + solve; }
};

/// Adds the wall time between its construction and its destruction to `seconds`.
class TimedScope {
 public:
  explicit TimedScope(double& seconds) : seconds_(seconds), start_(Clock::now()) {}
  ~TimedScope() { seconds_ += std::chrono::duration<double>(Clock::now() - start_).count(); }
  TimedScope(const TimedScope&) = delete;
  TimedScope& operator=(const TimedScope&) = delete;

 private:
  using Clock = std::chrono::steady_clock;
  double& seconds_;
  Clock::time_point start_;
};

}  // namespace mbdae
