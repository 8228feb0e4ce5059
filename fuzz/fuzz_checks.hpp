// What every fuzz target here asserts: bad input ends in mbdae::Error with a one-line message (the
// command prints it as such); any other exception is a bug, and aborting makes libFuzzer keep the input.
#pragma once

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>

#include "core/error.hpp"

namespace mbdae::fuzz {

template <class Action>
void expect_one_line_errors_only(Action&& action) {
  try {
    action();
  } catch (const Error& e) {
    if (std::string(e.what()).find('\n') != std::string::npos) {
      std::fprintf(stderr, "multi-line error message: %s\n", e.what());
      std::abort();
    }
  } catch (const std::exception& e) {
    std::fprintf(stderr, "escaped exception (not mbdae::Error): %s\n", e.what());
    std::abort();
  }
}

}  // namespace mbdae::fuzz
