// How much memory a run will take, estimated before it is built, so that a model or method too large
// for the machine is refused with the numbers instead of being killed by the operating system minutes
// later (Linux overcommits: an allocation that cannot be met ends the process without a message).
// The estimate is a linear term for everything that grows with the model (system, assembly, sparse
// factorizations, the integrator's vectors; measured on spherical chains of 5,000 and 20,000 links at
// about 3.3 KB per coordinate, taken as kBytesPerCoordinate) plus the dense matrices each method's
// registry row declares (DenseBytes).
#pragma once

#include "methods/registry.hpp"

namespace mbdae {

inline constexpr double kBytesPerCoordinate = 4096.0;

struct MemoryEstimate {
  double bytes = 0.0;        // in all
  double dense_bytes = 0.0;  // of which the methods' dense matrices
};

MemoryEstimate estimate_run_memory(const ProblemSize& size, const RunSettings& settings, LinearAlgebra algebra);

/// The memory a run may use: MBDAE_MEMORY_AVAILABLE (bytes) when set, else the kernel's MemAvailable
/// (/proc/meminfo) plus free swap; infinity when neither can be read.
double available_memory_bytes();

/// Error{Kind::usage} when the estimate exceeds what is available: "the run needs an estimated
/// 46.1 GB (... dense n×n matrices ...), more than the 21.7 GB available: ...".
void require_memory_for(const ProblemSize& size, const RunSettings& settings, LinearAlgebra algebra);

}  // namespace mbdae
