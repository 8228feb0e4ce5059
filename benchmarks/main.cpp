// The benchmarks' main: Google Benchmark's, after the memory setting the mbdae program makes, so that
// the benchmarks time what a user's run does (src/core/memory_reuse.hpp).
#include <benchmark/benchmark.h>

#include "core/memory_reuse.hpp"

int main(int argc, char** argv) {
  mbdae::keep_freed_memory_for_reuse();
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
