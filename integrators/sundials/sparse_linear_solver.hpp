// The sparse direct linear solver of the SUNDIALS integrators' Newton systems (IDA, CVODE BDF, ARKode
// DIRK with --linear-solver klu): KLU (SuiteSparse) behind SUNDIALS' SUNLinearSolver interface, on
// SUNDIALS' own compressed-sparse-column matrix, with the pattern analysed once.
//
// Why not SUNDIALS' SUNLinSol_KLU. After each numeric refactorization it takes KLU's cheap reciprocal
// condition estimate (smallest over largest pivot of U) and, when that is below ε^(2/3) ≈ 4e-11, a
// second, costly estimate (several triangular solves) and then a full factorization with partial
// pivoting. A multibody Newton matrix is ill-conditioned by construction — the kinematic and dynamic
// rows carry c_j ~ 1/h (IDA's first steps have h ~ 1e-8) against constraint rows of order one — so
// the test fires at nearly every setup: on a 1000-link chain every setup became a full factorization
// (0.2–0.3 s) plus the estimate, where a refactorization takes 0.04 s. Here the measure is relative:
// the cheap estimate after a refactorization is compared with the one the last full factorization
// (fresh pivots) gave on the same pattern; the pivots are chosen anew only when a refactorization fails
// (a zero pivot) or loses more than kPivotLoss of that estimate, i.e. when the old pivot order has
// gone bad rather than when the matrix is merely as ill-conditioned as it always is.
//
// Ordering, without block-triangular form: AMD on the symmetrized pattern, or COLAMD on the columns,
// as the matrix's form asks (ResidualFormulation::needs_column_ordering). AMD assumes diagonal pivots;
// the multiplier rows have zero diagonals, and partial pivoting then departs from its order. On the
// index-3 and index-1 matrices that costs little (on the chains' IDA matrices AMD gave the least fill,
// L + U 3.3 million entries at 1000 links against 4.0–4.2 million with BTF), but on the revolute
// chain's GGL matrix AMD's factorizations grew as N² (1.7 s at 100 links, 14.9 s at 300, over 120 s
// for 13 steps at 1000; to 0.05 s at rtol 1e-6), where COLAMD, which orders the columns for LU with
// row pivoting, took 0.35 s at 300 links and 1.1 s at 1000. COLAMD was as fast or faster on every form
// at 1000 links, but on the index-3 matrix of a tumbling body its pivots doubled the energy drift at
// rtol 1e-9 (8.7e-6 against 4.5e-6 with AMD and 4.2e-6 dense): the index-3 matrix's O(h⁻²) condition
// makes its round-off depend on the pivot order, so AMD stays where it does not fail.
#pragma once

#include <sundials/sundials_linearsolver.h>
#include <sundials/sundials_matrix.h>

#include "core/cost_split.hpp"

namespace mbdae::sundials {

/// Counts of what the solver did, for the run's statistics and the cost split.
struct SparseLuCounts {
  long full_factorizations = 0;  // analysis of new pivots (the first setup included)
  long refactorizations = 0;     // numeric only, with the pivot order kept
  long solves = 0;
  long factor_entries = 0;  // entries of L + U after the last full factorization (the fill)
};

/// A KLU solver for n × n systems in SUNDIALS sparse CSC matrices (SUNSparseMatrix).
/// How KLU orders the columns before factorizing (see above).
enum class SparseOrdering { symmetric, column };

/// `cost`: where the factorization and solve times go (null: nowhere).
SUNLinearSolver make_sparse_lu_solver(long n, SUNContext context, CostSplit* cost = nullptr,
                                      SparseOrdering ordering = SparseOrdering::symmetric);

/// What `solver` (made by make_sparse_lu_solver) has done so far.
SparseLuCounts sparse_lu_counts(SUNLinearSolver solver);

/// A refactorization whose reciprocal pivot ratio falls below this fraction of the last full
/// factorization's is redone with fresh pivots.
inline constexpr double kPivotLoss = 1e-3;

}  // namespace mbdae::sundials
