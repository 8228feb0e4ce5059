#include "integrators/sundials/support.hpp"

#include <sunlinsol/sunlinsol_dense.h>
#include <sunmatrix/sunmatrix_dense.h>
#include <sunmatrix/sunmatrix_sparse.h>

#include <cstdlib>
#include <sstream>

#include "core/error.hpp"
#include "integrators/sundials/dense_linear_solver.hpp"
#include "integrators/sundials/serial_vector_operations.hpp"
#include "integrators/sundials/sparse_linear_solver.hpp"

namespace mbdae::sundials {

Context::Context() {
  if (SUNContext_Create(nullptr, &context_) != 0)
    throw Error(Error::Kind::numerical, "SUNDIALS context could not be created");
}

Context::~Context() { SUNContext_Free(&context_); }

Vector make_vector(long length, SUNContext context) {
  Vector v(N_VNew_Serial(length, context));
  if (!v) throw Error(Error::Kind::numerical, "SUNDIALS vector could not be allocated");
  // The compiled kernels instead of the library's unoptimized ones (serial_vector_operations.hpp), fused
  // operations included: the integrators' linear combinations of several vectors (CVODE's Nordsieck
  // history, ARKode's stages) in one pass each instead of one N_VLinearSum per term.
  use_compiled_vector_operations(v.get());
  N_VConst(0.0, v.get());
  return v;
}

LinearSystem make_linear_system(const std::string& kind, long size, long nonzeros, N_Vector template_vector,
                                SUNContext context, CostSplit* cost, SparseOrdering ordering) {
  LinearSystem system;
  if (kind == "dense") {
    system.matrix.reset(SUNDenseMatrix(size, size, context));
    system.solver.reset(make_dense_lu_solver(size, context, cost));  // not SUNLinSol_Dense: dense_linear_solver.hpp
  } else if (kind == "klu") {
    system.matrix.reset(SUNSparseMatrix(size, size, nonzeros, CSC_MAT, context));
    system.solver.reset(make_sparse_lu_solver(size, context, cost, ordering));  // not SUNLinSol_KLU: sparse_linear_solver.hpp
  } else {
    throw Error(Error::Kind::usage, "unknown linear solver '" + kind + "' (choose dense or klu)");
  }
  if (!system.matrix || !system.solver)
    throw Error(Error::Kind::numerical, "SUNDIALS " + kind + " linear solver could not be created");
  return system;
}

void throw_failure(const std::string& solver, char* flag_name, int flag, double t, double step,
                   const std::string& advice) {
  std::ostringstream msg;
  msg << solver << " failed with " << (flag_name ? flag_name : "an unknown flag") << " (" << flag
      << "), last step size h = " << step;
  if (!advice.empty()) msg << "; " << advice;
  std::free(flag_name);
  throw Error(Error::Kind::numerical, msg.str(), {}, {}, t);
}

void copy_sparse(const Eigen::SparseMatrix<double>& from, SUNMatrix to, bool copy_pattern) {
  const long nonzeros = from.nonZeros();
  if (copy_pattern) {
    if (SUNSparseMatrix_NNZ(to) < nonzeros) SUNSparseMatrix_Reallocate(to, nonzeros);
    sunindextype* columns = SUNSparseMatrix_IndexPointers(to);
    sunindextype* rows = SUNSparseMatrix_IndexValues(to);
    for (long c = 0; c <= from.cols(); ++c) columns[c] = from.outerIndexPtr()[c];
    for (long k = 0; k < nonzeros; ++k) rows[k] = from.innerIndexPtr()[k];
  }
  double* values = SUNSparseMatrix_Data(to);
  for (long k = 0; k < nonzeros; ++k) values[k] = from.valuePtr()[k];
}

void copy_dense(const Eigen::MatrixXd& from, SUNMatrix to) {
  // SUNDIALS dense matrices are column-major like Eigen's.
  double* data = SUNDenseMatrix_Data(to);
  Eigen::Map<Eigen::MatrixXd>(data, from.rows(), from.cols()) = from;
}

}  // namespace mbdae::sundials

namespace mbdae {

void SundialsMessages::record(int error_code, const char* module, const char* function, char* message,
                              void* self) noexcept {
  if (error_code >= 0) return;  // warnings (e.g. t + h = t) are not failures; the return flag decides
  try {
    auto& messages = *static_cast<SundialsMessages*>(self);
    messages.last_ = std::string(function ? function : "") + ": " + (message ? message : "");
    for (char& c : messages.last_)
      if (c == '\n') c = ' ';
  } catch (...) {
  }
}

}  // namespace mbdae
