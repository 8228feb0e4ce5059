// Horizons of the longest tests in the sanitizer build.
//
// The sanitize preset (AddressSanitizer + UndefinedBehaviorSanitizer, clang, assertions on) runs the
// whole suite to find memory errors and undefined behaviour; there a step costs some fifteen times
// what it costs in the Release build. The few tests that integrate long horizons (20 s of the triple
// pendulum, a thousand pendulum periods, 15 000 steps of Andrews' mechanism) take a shorter horizon
// in that build, long enough to run every code path they exercise, and keep every assertion that
// does not need the full horizon. The Release run checks them over the full horizon.
#pragma once

namespace mbdae::testing {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitized = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kSanitized = true;
#else
inline constexpr bool kSanitized = false;
#endif
#else
inline constexpr bool kSanitized = false;
#endif

/// `full` in the Release (and Debug) build, `sanitized` under the sanitizers.
template <class T>
constexpr T horizon(T full, T sanitized) {
  return kSanitized ? sanitized : full;
}

}  // namespace mbdae::testing
