// What every SUNDIALS adapter needs (as SUNDIALS' own examples do it): one RAII context per
// integrator, N_Vector/SUNMatrix/SUNLinearSolver owned by unique_ptr with their destroy functions,
// Eigen views of N_Vector data, and callbacks that never let a C++ exception cross into C (the
// exception is stored, −1 returned, and rethrown after the solver returns).
#pragma once

#include "core/cost_split.hpp"

#include <nvector/nvector_serial.h>
#include <sundials/sundials_context.h>
#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

#include <Eigen/Dense>
#include <Eigen/Sparse>
#include <exception>
#include <memory>
#include <string>

#include "core/interruption.hpp"
#include "integrators/sundials/sparse_linear_solver.hpp"

namespace mbdae::sundials {

class Context {
 public:
  Context();
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;
  operator SUNContext() const { return context_; }

 private:
  SUNContext context_ = nullptr;
};

struct VectorDeleter {
  void operator()(N_Vector v) const { N_VDestroy(v); }
};
struct MatrixDeleter {
  void operator()(SUNMatrix m) const { SUNMatDestroy(m); }
};
struct LinearSolverDeleter {
  void operator()(SUNLinearSolver s) const { SUNLinSolFree(s); }
};
using Vector = std::unique_ptr<std::remove_pointer_t<N_Vector>, VectorDeleter>;
using Matrix = std::unique_ptr<std::remove_pointer_t<SUNMatrix>, MatrixDeleter>;
using LinearSolver = std::unique_ptr<std::remove_pointer_t<SUNLinearSolver>, LinearSolverDeleter>;

Vector make_vector(long length, SUNContext context);

/// The data of a serial N_Vector as an Eigen vector (no copy).
inline Eigen::Map<Eigen::VectorXd> view(N_Vector v) {
  return {N_VGetArrayPointer(v), static_cast<Eigen::Index>(N_VGetLength(v))};
}

/// A dense or KLU linear solver with its matrix. For "klu", `nonzeros` is the capacity of the CSC
/// matrix (the pattern is written once by the Jacobian callback and kept fixed).
struct LinearSystem {
  Matrix matrix;
  LinearSolver solver;
};
/// `cost`: where the solver adds its factorization and solve times (null: nowhere).
/// `ordering`: how klu orders the matrix, AMD on the symmetrized pattern or COLAMD on the columns
/// (sparse_linear_solver.hpp); the dense solver has none.
LinearSystem make_linear_system(const std::string& kind, long size, long nonzeros, N_Vector template_vector,
                                SUNContext context, CostSplit* cost = nullptr,
                                SparseOrdering ordering = SparseOrdering::symmetric);

/// Holds the first exception thrown inside a callback until the solver has returned. A stop request
/// (SIGINT, SIGTERM) is honoured here too: the callback then fails without evaluating, the solver
/// returns at once, and rethrow() throws Interrupted; likewise TimeLimitReached once the run's
/// wall-time limit has passed.
class CallbackGuard {
 public:
  /// Runs f(); returns its value, or −1 after storing the exception it threw (or Interrupted).
  template <typename F>
  int run(F&& f) noexcept {
    if (interruption_requested()) {
      if (!stored_) stored_ = std::make_exception_ptr(Interrupted{});
      return -1;
    }
    if (wall_time_limit_passed()) {
      if (!stored_) stored_ = std::make_exception_ptr(TimeLimitReached{});
      return -1;
    }
    try {
      return f();
    } catch (...) {
      if (!stored_) stored_ = std::current_exception();
      return -1;
    }
  }
  /// Rethrows a stored exception (and forgets it).
  void rethrow() {
    if (stored_) {
      std::exception_ptr e = stored_;
      stored_ = nullptr;
      std::rethrow_exception(e);
    }
  }

 private:
  std::exception_ptr stored_;
};

/// Throws Error{Kind::numerical} for a negative SUNDIALS return flag: "IDA_CONV_FAIL (...) at
/// t = ..., last step h = ...". `flag_name` is the solver's *GetReturnFlagName result (freed here).
[[noreturn]] void throw_failure(const std::string& solver, char* flag_name, int flag, double t, double step,
                                const std::string& advice);

/// Copies the values of an Eigen CSC matrix into a SUNDIALS CSC matrix of the same pattern
/// (the pattern is copied too on the first call, when `copy_pattern` is true).
void copy_sparse(const Eigen::SparseMatrix<double>& from, SUNMatrix to, bool copy_pattern);
/// Copies a dense Eigen matrix into a SUNDIALS dense matrix.
void copy_dense(const Eigen::MatrixXd& from, SUNMatrix to);

}  // namespace mbdae::sundials

namespace mbdae {

/// Captures the text of the last error SUNDIALS reports through its error handler (CVErrHandlerFn,
/// ARKErrHandlerFn), so that it goes into the thrown Error instead of to stderr.
class SundialsMessages {
 public:
  static void record(int error_code, const char* module, const char* function, char* message, void* self) noexcept;
  /// The last message, e.g. "At t = 0.01, mxstep steps taken before reaching tout." ("" if none).
  const std::string& last() const { return last_; }
  void clear() { last_.clear(); }

 private:
  std::string last_;
};

}  // namespace mbdae
