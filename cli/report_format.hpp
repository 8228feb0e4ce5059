// Small helpers shared by the commands that write tables (reproduce, compare): the median of repeated
// timings and fixed-width number formats for Markdown.
#pragma once

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace mbdae::cli {

/// Median of the values (the mean of the two middle ones for an even count); 0 for none.
inline double median(std::vector<double> values) {
  if (values.empty()) return 0.0;
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// x in scientific notation with `digits` after the point, e.g. sci(0.000123) = "1.2e-04".
inline std::string sci(double x, int digits = 1) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*e", digits, x);
  return buffer;
}

/// x with `digits` after the point, e.g. fixed(2.0/3) = "0.67".
inline std::string fixed(double x, int digits = 2) {
  char buffer[32];
  std::snprintf(buffer, sizeof buffer, "%.*f", digits, x);
  return buffer;
}

}  // namespace mbdae::cli
