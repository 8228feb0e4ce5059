// Counts the heap allocations a stretch of code makes, for the tests that hold the time loop to "no
// allocation per step". The count comes from malloc, calloc and realloc themselves
// (counting_malloc.cpp replaces them for this test program and forwards to glibc), so it sees Eigen's
// temporaries, which bypass operator new, as well as every container's.
#pragma once

namespace mbdae::testing {

/// Counts from construction to destruction (one counter at a time).
class AllocationCount {
 public:
  AllocationCount();
  ~AllocationCount();
  AllocationCount(const AllocationCount&) = delete;
  AllocationCount& operator=(const AllocationCount&) = delete;
  /// Allocations so far.
  long allocations() const;
};

}  // namespace mbdae::testing
