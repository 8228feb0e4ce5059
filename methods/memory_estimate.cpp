#include "methods/memory_estimate.hpp"

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>
#include <string>

#include "core/error.hpp"

namespace mbdae {

namespace {

std::string gigabytes(double bytes) {
  std::ostringstream text;
  text.precision(3);
  text << bytes / 1e9 << " GB";
  return text.str();
}

}  // namespace

MemoryEstimate estimate_run_memory(const ProblemSize& size, const RunSettings& settings, LinearAlgebra algebra) {
  MemoryEstimate estimate;
  const IntegratorRow& integrator = find_integrator(settings.integrator);
  const FormulationRow& formulation = find_formulation(settings.formulation);
  const CorrectionRow& correction = find_correction(settings.correction);
  for (const DenseBytes* dense : {&integrator.dense_bytes, &formulation.dense_bytes, &correction.dense_bytes})
    if (*dense) estimate.dense_bytes += (*dense)(size, settings, algebra);
  estimate.bytes = kBytesPerCoordinate * size.n + estimate.dense_bytes;
  return estimate;
}

double available_memory_bytes() {
  if (const char* given = std::getenv("MBDAE_MEMORY_AVAILABLE"); given != nullptr && *given != '\0') {
    char* end = nullptr;
    const double bytes = std::strtod(given, &end);
    if (*end != '\0' || !(bytes > 0.0))
      throw Error(Error::Kind::usage, std::string("MBDAE_MEMORY_AVAILABLE must be a positive number of bytes (got '") +
                                          given + "')");
    return bytes;
  }
  std::ifstream meminfo("/proc/meminfo");
  double available_kb = -1.0, swap_free_kb = 0.0;
  for (std::string key; meminfo >> key;) {
    double value = 0.0;
    std::string unit;
    meminfo >> value >> unit;
    if (key == "MemAvailable:") available_kb = value;
    if (key == "SwapFree:") swap_free_kb = value;
  }
  return available_kb < 0.0 ? std::numeric_limits<double>::infinity() : (available_kb + swap_free_kb) * 1024.0;
}

void require_memory_for(const ProblemSize& size, const RunSettings& settings, LinearAlgebra algebra) {
  const MemoryEstimate estimate = estimate_run_memory(size, settings, algebra);
  const double available = available_memory_bytes();
  if (estimate.bytes <= available) return;
  std::ostringstream message;
  message << "the run needs an estimated " << gigabytes(estimate.bytes) << " of memory for "
          << static_cast<long long>(size.n) << " coordinates and " << static_cast<long long>(size.m)
          << " constraint rows";
  if (estimate.dense_bytes > 0.5 * estimate.bytes)
    message << ", " << gigabytes(estimate.dense_bytes) << " of it the dense matrices of " << settings.integrator
            << " + " << settings.formulation << " + " << settings.correction << " (" << to_string(algebra)
            << " linear algebra), more than the " << gigabytes(available)
            << " available: choose a method that keeps its matrices sparse (`linear_algebra=sparse`, "
               "`linear_solver=klu`, `formulation=af` or `uke`, `correction=rgcp` or `direct`; `mbdae list` shows the "
               "pairs)";
  else
    message << ", more than the " << gigabytes(available) << " available: the model is too large for this machine";
  throw Error(Error::Kind::usage, message.str());
}

}  // namespace mbdae
