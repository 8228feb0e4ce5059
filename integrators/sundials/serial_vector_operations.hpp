// Compiled kernels for the operations of SUNDIALS' serial N_Vector.
//
// Debian's SUNDIALS 6.4.1 libraries are built without optimization: every vector kernel inside
// libsundials_cvode, _arkode and _ida keeps its loop counter and pointers on the stack and loads them
// again for each element. On the triple pendulum those kernels take about 40 % of a CVODE Adams run,
// more than the acceleration solves they serve. SUNDIALS lets a program supply its own vector
// operations (each N_Vector carries a table of function pointers, which N_VClone copies to every
// vector an integrator makes from it), so mbdae keeps SUNDIALS' serial vector — its data layout, its
// clone and destroy — and replaces the arithmetic with these kernels, compiled with the project.
//
// Each kernel does the arithmetic SUNDIALS' serial vector does, in the same order and with the same
// special cases (a == b in a linear sum is a (x + y), not a x + a y; reductions sum in index order),
// so every result is the same to the last bit: only the time changes. The tests compare each kernel
// with the library's own function on the same data.
#pragma once

#include <sundials/sundials_nvector.h>

namespace mbdae::sundials {

/// Points v's operation table at the compiled kernels; the fused and vector-array operations are
/// enabled too. Vectors cloned from v afterwards share them.
void use_compiled_vector_operations(N_Vector v);

}  // namespace mbdae::sundials
