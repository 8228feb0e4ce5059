// Keeps the memory that large temporaries free inside the process, for the next step to reuse.
//
// Eigen's dense matrix products allocate their packing buffers on the heap at every product above a
// few hundred kilobytes, and the null-space method, the dense UKE and the dense Jacobians of CVODE and
// ARKode form such products at every evaluation. With glibc's default thresholds those buffers are
// mapped and unmapped, or trimmed off the top of the heap, at each call, so every evaluation pays for
// fresh zeroed pages: 13 % of a null-space run on the 100-link spherical chain went to page faults.
// Raising the thresholds once at start keeps the pages: the same runs (spherical_chain n = 100, AB4,
// 0.2 s) took 3.9 s → 2.2 s in natural coordinates and 4.3 s → 1.2 s in Euler parameters, with the
// sparse paths unchanged (docs/methods.md, "Memory reuse").
#pragma once

namespace mbdae {

/// Sets glibc's mmap and trim thresholds so that blocks below 64 MB come from the heap and up to
/// 256 MB of freed heap stays mapped. Process-wide: the program's main calls it once, before any run.
void keep_freed_memory_for_reuse();

}  // namespace mbdae
