#include "core/memory_reuse.hpp"

#include <malloc.h>

namespace mbdae {

void keep_freed_memory_for_reuse() {
  // Fixed thresholds also turn off glibc's own adjustment of them, which follows the first large
  // free only and still trims the heap's top between evaluations.
  mallopt(M_MMAP_THRESHOLD, 64 << 20);
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
}

}  // namespace mbdae
