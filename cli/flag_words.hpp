// The library's messages name its settings between backticks, in its own words (`output_every`,
// `integrator=ida`; methods/run_settings.hpp); a user of the command line knows them as flags
// (--output-every, --integrator ida). This is the one place that maps the first to the second.
#pragma once

#include <string>

namespace mbdae::cli {

/// `message` with every backticked setting name written as its flag: `rho_infinity` → --rho-inf,
/// `integrator=ida` → --integrator ida. Backticked words that are not settings stay as they are.
std::string in_flag_words(const std::string& message);

}  // namespace mbdae::cli
