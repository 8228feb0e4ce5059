// malloc, calloc and realloc for the allocation tests: glibc's own (__libc_malloc and its siblings,
// which glibc exports for this purpose), counted while an AllocationCount lives. A program that defines
// malloc takes it for every library it loads, so Eigen's aligned buffers, the C++ runtime's operator
// new and SUNDIALS' vectors all come through here. The sanitizers own malloc: this program is built
// without them (tests/CMakeLists.txt).
#include <execinfo.h>
#include <unistd.h>

#include <atomic>
#include <cstddef>
#include <cstdlib>

#include "allocation/allocation_counter.hpp"

extern "C" {
void* __libc_malloc(std::size_t size);
void* __libc_calloc(std::size_t count, std::size_t size);
void* __libc_realloc(void* pointer, std::size_t size);
void __libc_free(void* pointer);
}

namespace {
std::atomic<bool> counting{false};
std::atomic<long> allocation_count{0};
thread_local bool in_backtrace = false;

// With MBDAE_ALLOCATION_BACKTRACE set, each counted allocation's call stack goes to stderr (names
// need the program's symbols exported: it is linked with -rdynamic), to find which line allocates.
void count() {
  if (!counting.load(std::memory_order_relaxed) || in_backtrace) return;
  allocation_count.fetch_add(1, std::memory_order_relaxed);
  static const bool print = std::getenv("MBDAE_ALLOCATION_BACKTRACE") != nullptr;
  if (!print) return;
  in_backtrace = true;
  void* frames[12];
  const int depth = backtrace(frames, 12);
  backtrace_symbols_fd(frames, depth, STDERR_FILENO);
  (void)!write(STDERR_FILENO, "--\n", 3);
  in_backtrace = false;
}
}  // namespace

extern "C" {
void* malloc(std::size_t size) {
  count();
  return __libc_malloc(size);
}
void* calloc(std::size_t count_, std::size_t size) {
  count();
  return __libc_calloc(count_, size);
}
void* realloc(void* pointer, std::size_t size) {
  count();
  return __libc_realloc(pointer, size);
}
void free(void* pointer) { __libc_free(pointer); }
}

namespace mbdae::testing {

AllocationCount::AllocationCount() {
  allocation_count.store(0);
  counting.store(true);
}

AllocationCount::~AllocationCount() { counting.store(false); }

long AllocationCount::allocations() const { return allocation_count.load(); }

}  // namespace mbdae::testing
