// An adaptive run held to a global error target: `error_control=global` (`--error-control global`).
//
// SUNDIALS bounds each step's error by rtol and atol; the global error a user compares is what those
// local errors add up to and grow into, 1e3–1e4 times rtol on the triple pendulum over 5 s
// (docs/methods.md, "How far off a run may be"). Under global control the target is
//   rtol × the model's size (model_size(), src/system/model_size.hpp)
// for the largest distance of any marker (or body origin) from the exact motion at any output, and
// the run is repeated at tolerances a decade apart, τ_i = τ·10⁻ⁱ (rtol and atol alike):
//   - e_i = |x(τ_i) − x(τ_{i+1})| / 0.9 estimates the error of the run at τ_i (tolerance
//     proportionality, as `mbdae run`'s estimate of an adaptive run);
//   - e_i ≤ target: the run at τ_i is delivered, with e_i as its estimate;
//   - otherwise proportionality predicts e_{i+m} ≈ e_i·10⁻ᵐ, and the ladder goes on at the smallest
//     m ≥ 1 with e_i·10⁻ᵐ ≤ target/2 (the 2 against the estimate's own roughness), reusing the run at
//     τ_{i+1} when m = 1.
// rtol stays at or above kFinestGlobalControlRtol (1e-14), below which double precision leaves
// SUNDIALS no room. A run beyond a jump that fails (a tolerance the method cannot take on this model)
// sends the ladder back a decade at a time from the last estimated run. Where the target needs more,
// or a run of the ladder does not end "ok", the finest run that has an estimate is delivered and the
// note says why (`met` false). A stop request or a run's time limit ends the ladder with that run's
// result.
//
// The ladder's runs record the markers only; the delivered run is run once more with the caller's
// observer (the same settings give the same run). Its statistics are returned, with wall_time_s the
// ladder's total, each run counted once: the cost of the delivered accuracy.
#pragma once

#include "methods/run.hpp"

namespace mbdae {

/// rtol below which the ladder does not go.
inline constexpr double kFinestGlobalControlRtol = 1e-14;

/// `settings` (resolved, an adaptive integrator) held to rtol × the model's size; what the ladder did
/// is the result's global_error_control. run_simulation() calls it for `error_control=global`.
RunResult run_to_global_error(const Model& model, const RunSettings& settings, const RunObserver& observe,
                              const ProgressObserver& progress = {});

}  // namespace mbdae
