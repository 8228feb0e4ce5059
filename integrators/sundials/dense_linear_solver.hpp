// The dense direct linear solver of the SUNDIALS integrators' Newton systems (IDA, CVODE BDF, ARKode
// DIRK with --linear-solver dense): LU with partial pivoting by Eigen (blocked, vectorized), behind
// SUNDIALS' SUNLinearSolver interface, on SUNDIALS' own dense matrix.
//
// Debian's SUNDIALS 6.4.1 is built without optimization (serial_vector_operations.hpp), and its dense
// solver's factorization and triangular solves took over 70 % of an IDA run of the triple pendulum.
// This solver does the same job — factor at setup, solve at each Newton iteration, report a zero
// pivot as the recoverable SUNLS_LUFACT_FAIL with the column in lastflag, as SUNDIALS' does — and
// also refuses a matrix with non-finite entries, so that the integrator cuts its step instead of
// iterating on NaN.
#pragma once

#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

#include "core/cost_split.hpp"

namespace mbdae::sundials {

/// A dense LU solver for n × n systems in SUNDIALS dense matrices (SUNDenseMatrix).
SUNLinearSolver make_dense_lu_solver(long n, SUNContext context, CostSplit* cost = nullptr);

}  // namespace mbdae::sundials
